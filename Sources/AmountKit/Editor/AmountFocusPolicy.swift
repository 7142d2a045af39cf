import Foundation

/// Where the selection goes when editing begins and the host does not
/// place it (contract: "Focus").
///
/// ```swift
/// var configuration = AmountFieldConfiguration(format: .currency(code: "USD"))
/// configuration.onBegin = .selectAll  // the first digit typed replaces the amount
/// ```
///
/// A policy reads like an enumeration and can grow without breaking code
/// that uses it; ``name`` and ``init(name:)`` are its stable name
/// (`selectAll`), as `amount replay` and `amount --on-begin` spell it.
public struct AmountFocusPolicy: Sendable, Hashable, CaseIterable, CustomStringConvertible,
  NamedValue
{
  /// The values there are; the library switches over them.
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case end, selectAll, keep
  }

  /// What the value is.
  let base: Representation

  init(base: Representation) { self.base = base }

  /// The stable lowerCamelCase name (`end`, `selectAll`, `keep`).
  public var name: String { base.rawValue }

  /// The policy named `name`, or nil.
  ///
  /// - Parameter name: `end`, `selectAll` or `keep`.
  public init?(name: String) { self.init(named: Representation(rawValue: name)) }

  /// The caret goes to the end of the number (the default).
  public static var end: AmountFocusPolicy { AmountFocusPolicy(base: .end) }
  /// The whole number is selected (prefix and suffix stay out), so that the
  /// first digit typed replaces the amount.
  public static var selectAll: AmountFocusPolicy { AmountFocusPolicy(base: .selectAll) }
  /// A selection the host gives is left alone.
  public static var keep: AmountFocusPolicy { AmountFocusPolicy(base: .keep) }
}
