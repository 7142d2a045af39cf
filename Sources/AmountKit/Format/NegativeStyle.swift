import Foundation

/// How an ``AmountFormat`` shows negative amounts: the values of
/// Foundation's `SignDisplayStrategy` that a field can honour, under
/// Foundation's names, for ``AmountFormat/sign(strategy:)``.
///
/// A style reads like an enumeration (`.accounting`) and can grow without
/// breaking code that uses it. Its `Codable` form is its ``name``
/// (`"accounting"`).
///
/// Foundation's `.never`, `.always()` and `.accountingAlways()` are not
/// members: a field must show the minus sign the user types, and never
/// shows a plus sign the user did not type. Naming one does not compile,
/// with a message that says so.
public struct NegativeStyle: Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible,
  CodableByName
{
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case automatic, accounting
  }

  let base: Representation

  init(base: Representation) { self.base = base }

  /// The locale's minus sign and pattern: `-$34.51`, `€ -1,00`, as
  /// Foundation's `.automatic` strategy shows them.
  public static var automatic: NegativeStyle { NegativeStyle(base: .automatic) }
  /// Accounting parentheses where the locale has them: `($34.51)`, as
  /// Foundation's `.accounting` strategy shows them.
  public static var accounting: NegativeStyle { NegativeStyle(base: .accounting) }

  /// Refused: a field shows the minus sign the user types.
  @available(*, unavailable, message: "a field shows the minus sign the user types")
  public static var never: NegativeStyle { .automatic }

  /// Refused: a field shows no plus sign the user did not type.
  @available(*, unavailable, message: "a field shows no plus sign the user did not type")
  public static func always(showZero: Bool = true) -> NegativeStyle { .automatic }

  /// Refused: a field shows no plus sign the user did not type.
  @available(
    *, unavailable,
    message: "a field shows no plus sign the user did not type; use .accounting"
  )
  public static func accountingAlways(showZero: Bool = false) -> NegativeStyle { .accounting }

  /// The style's stable name: `automatic` or `accounting`.
  public var name: String { base.rawValue }

  /// The style named `name`, or nil.
  ///
  /// - Parameter name: `automatic` or `accounting`; `minusSign`, the name
  ///   `automatic` had before it took Foundation's, reads as `automatic`,
  ///   so that formats encoded with it still decode.
  public init?(name: String) {
    if name == "minusSign" {
      self.base = .automatic
      return
    }
    guard let base = Representation(rawValue: name) else { return nil }
    self.base = base
  }

  /// What a style is called in a decoding error.
  static let kindName = "negative style"
}
