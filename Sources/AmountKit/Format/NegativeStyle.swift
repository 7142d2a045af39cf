import Foundation

/// How an ``AmountFormat`` shows negative amounts.
///
/// A style reads like an enumeration (`.accounting`) and can grow without
/// breaking code that uses it. Its `Codable` form is its ``name``
/// (`"accounting"`).
public struct NegativeStyle: Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case minusSign, accounting
  }

  let base: Representation

  init(base: Representation) { self.base = base }

  /// The locale's minus sign and pattern: `-$34.51`, `€ -1,00`.
  public static var minusSign: NegativeStyle { NegativeStyle(base: .minusSign) }
  /// Accounting parentheses where the locale has them: `($34.51)`.
  public static var accounting: NegativeStyle { NegativeStyle(base: .accounting) }

  /// Every style.
  public static var allCases: [NegativeStyle] {
    Representation.allCases.map { NegativeStyle(base: $0) }
  }

  /// The style's stable name: `minusSign` or `accounting`.
  public var name: String { base.rawValue }

  /// The style named `name`, or nil.
  ///
  /// - Parameter name: `minusSign` or `accounting`.
  public init?(name: String) {
    guard let base = Representation(rawValue: name) else { return nil }
    self.base = base
  }

  /// Decodes a style from its name; an unknown name is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let style = NegativeStyle(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown negative style \(name)")
    }
    self = style
  }

  /// Encodes the style as its name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  /// The style's name.
  public var description: String { name }
}
