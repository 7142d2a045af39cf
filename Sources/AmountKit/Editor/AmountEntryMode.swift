import Foundation

/// How typed digits enter the amount.
public enum AmountEntryMode: String, Sendable, Hashable, CaseIterable {
  /// The user types the integer part, the decimal key, then the fraction.
  case decimal
  /// "ATM" entry: digits shift in from the right; `1 2 3 4 5` is `$123.45`.
  case cents
  /// Whole amounts only: `2 0 0 0 0` is `$20,000`.
  case integer
}
