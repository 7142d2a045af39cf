import Foundation

extension Decimal {
  /// The value as a plain decimal string; see ``AmountFormat/plainString(_:)``.
  ///
  /// Package-wide shorthand for the library, the `amount` tool and tests;
  /// clients call ``AmountFormat/plainString(_:)``, so that Foundation's
  /// type gains no public member of ours.
  package var plainString: String {
    if isNaN { return "NaN" }
    return DecimalDigits(self).plainString
  }
}
