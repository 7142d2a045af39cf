import Foundation

/// How typed digits enter the amount.
///
/// A mode reads like an enumeration (`.cents`) and can grow without breaking
/// code that uses it: compare with `==` or switch with a `default` case.
public struct AmountEntryMode: Sendable, Hashable, CaseIterable, RawRepresentable,
  CustomStringConvertible, NamedValue
{
  /// The values there are; the library switches over them.
  package enum Representation: String, Sendable, Hashable, CaseIterable {
    case decimal, cents, integer
  }

  /// What the value is.
  package let base: Representation

  package init(base: Representation) { self.base = base }

  /// Values are equal when they are the same case (not by comparing their
  /// names, as `RawRepresentable`'s default would: an editor compares
  /// these on every keystroke).
  public static func == (lhs: AmountEntryMode, rhs: AmountEntryMode) -> Bool {
    lhs.base == rhs.base
  }

  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(base) }

  /// The user types the integer part, the decimal key, then the fraction.
  public static var decimal: AmountEntryMode { AmountEntryMode(base: .decimal) }
  /// "ATM" entry: digits shift in from the right; `1 2 3 4 5` is `$123.45`.
  public static var cents: AmountEntryMode { AmountEntryMode(base: .cents) }
  /// Whole amounts only: `2 0 0 0 0` is `$20,000`.
  public static var integer: AmountEntryMode { AmountEntryMode(base: .integer) }

  /// The stable name (`decimal`).
  public var name: String { base.rawValue }

  /// The stable name; the same as ``name``.
  public var rawValue: String { base.rawValue }

  /// The value named `rawValue`, or nil.
  ///
  /// - Parameter rawValue: A stable name such as `decimal`.
  public init?(rawValue: String) {
    guard let base = Representation(rawValue: rawValue) else { return nil }
    self.base = base
  }
}
