import Foundation

/// How typed digits enter the amount.
///
/// A mode reads like an enumeration (`.cents`) and can grow without breaking
/// code that uses it: compare with `==` or switch with a `default` case;
/// ``name`` and ``init(name:)`` are its stable name (`cents`).
public struct AmountEntryMode: Sendable, Hashable, CaseIterable, CustomStringConvertible, NamedValue
{
  /// The values there are; the library switches over them.
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case decimal, cents, integer
  }

  /// What the value is.
  let base: Representation

  init(base: Representation) { self.base = base }

  /// The stable lowerCamelCase name (`cents`).
  public var name: String { base.rawValue }

  /// The value named `name` (`cents`), or nil.
  public init?(name: String) { self.init(named: Representation(rawValue: name)) }

  /// The user types the integer part, the decimal key, then the fraction.
  public static var decimal: AmountEntryMode { AmountEntryMode(base: .decimal) }
  /// "ATM" entry: digits shift in from the right; `1 2 3 4 5` is `$123.45`.
  public static var cents: AmountEntryMode { AmountEntryMode(base: .cents) }
  /// Whole amounts only: `2 0 0 0 0` is `$20,000`.
  public static var integer: AmountEntryMode { AmountEntryMode(base: .integer) }
}
