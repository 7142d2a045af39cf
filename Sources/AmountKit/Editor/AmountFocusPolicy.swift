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
/// that uses it.
public struct AmountFocusPolicy: Sendable, Hashable, CustomStringConvertible {
  private enum Kind: String, Sendable, Hashable, CaseIterable {
    case end, selectAll, keep
  }
  private let kind: Kind

  /// The caret goes to the end of the number (the default).
  public static let end = AmountFocusPolicy(kind: .end)
  /// The whole number is selected (prefix and suffix stay out), so that the
  /// first digit typed replaces the amount.
  public static let selectAll = AmountFocusPolicy(kind: .selectAll)
  /// A selection the host gives is left alone.
  public static let keep = AmountFocusPolicy(kind: .keep)

  /// Every policy.
  public static let allCases: [AmountFocusPolicy] = [.end, .selectAll, .keep]

  /// The policy's stable name (`end`, `selectAll`, `keep`), as `amount
  /// replay` and `amount --on-begin` spell it.
  public var name: String { kind.rawValue }

  /// The policy named `name`, or nil.
  ///
  /// - Parameter name: `end`, `selectAll` or `keep`.
  public init?(name: String) {
    guard let kind = Kind(rawValue: name) else { return nil }
    self.kind = kind
  }

  private init(kind: Kind) { self.kind = kind }

  /// The policy's name.
  public var description: String { name }
}
