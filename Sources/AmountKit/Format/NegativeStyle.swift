import Foundation

/// How an ``AmountFormat`` shows negative amounts.
///
/// A style reads like an enumeration (`.accounting`) and can grow without
/// breaking code that uses it. Its `Codable` form is its ``name``
/// (`"accounting"`).
public struct NegativeStyle: Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible,
  CodableByName
{
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case minusSign, accounting
  }

  let base: Representation

  init(base: Representation) { self.base = base }

  /// The locale's minus sign and pattern: `-$34.51`, `€ -1,00`.
  public static var minusSign: NegativeStyle { NegativeStyle(base: .minusSign) }
  /// Accounting parentheses where the locale has them: `($34.51)`.
  public static var accounting: NegativeStyle { NegativeStyle(base: .accounting) }

  /// The style's stable name: `minusSign` or `accounting`.
  public var name: String { base.rawValue }

  /// The style named `name`, or nil.
  ///
  /// - Parameter name: `minusSign` or `accounting`.
  public init?(name: String) {
    guard let base = Representation(rawValue: name) else { return nil }
    self.base = base
  }

  /// What a style is called in a decoding error.
  static let kindName = "negative style"
}
