import Foundation

/// A Foundation `ParseableFormatStyle` over an ``AmountFormat``, so amounts
/// work wherever Foundation formats: `value.formatted(.amount(format))`,
/// SwiftUI's `TextField(value:format:)`, `Text(value, format:)`.
///
/// ```swift
/// let euros = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
/// Decimal(string: "1234.5")!.formatted(.amount(euros))  // "1.234,50 €"
/// try AmountFormatStyle(euros).parseStrategy.parse("1.234,5")  // 1234.5
/// ```
public struct AmountFormatStyle: ParseableFormatStyle, Sendable {
  /// The format that formats and parses.
  public var format: AmountFormat

  /// Creates a style over a format.
  public init(_ format: AmountFormat) {
    self.format = format
  }

  /// Formats at rest, exactly as ``AmountFormat/format(_:)``.
  public func format(_ value: Decimal) -> String {
    format.format(value)
  }

  /// Lenient parsing, as ``AmountFormat/parse(_:)``.
  public var parseStrategy: AmountParseStrategy {
    AmountParseStrategy(format: format)
  }
}

extension FormatStyle where Self == AmountFormatStyle {
  /// A style over an ``AmountFormat``: `value.formatted(.amount(format))`.
  public static func amount(_ format: AmountFormat) -> AmountFormatStyle {
    AmountFormatStyle(format)
  }

  /// A currency style: `value.formatted(.amount(code: "USD", locale: l))`.
  public static func amount(code: String, locale: Locale = .current) -> AmountFormatStyle {
    AmountFormatStyle(.currency(code: code, locale: locale))
  }
}
