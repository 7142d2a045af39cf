import Foundation

/// Parses amounts leniently with an ``AmountFormat``.
public struct AmountParseStrategy: ParseStrategy, Sendable {
  /// The format that parses.
  public var format: AmountFormat

  /// Creates a strategy.
  public init(format: AmountFormat) {
    self.format = format
  }

  /// Parses a displayed or pasted amount.
  ///
  /// - Throws: ``AmountParseError``.
  public func parse(_ value: String) throws -> Decimal {
    try format.parse(value)
  }
}

extension ParseStrategy where Self == AmountParseStrategy {
  /// A lenient amount parse strategy: `try Decimal(text, strategy: .amount(format))`.
  public static func amount(_ format: AmountFormat) -> AmountParseStrategy {
    AmountParseStrategy(format: format)
  }
}
