import Foundation

extension Decimal {
  /// The value as a plain decimal string: `.` as separator, no grouping, no
  /// exponent, no trailing fraction zeros (`-1234.5`, `0`, `0.05`).
  ///
  /// This is the form `amount replay` and `amount parse` print.
  public var plainString: String {
    if isNaN { return "NaN" }
    return DecimalDigits(self).plainString
  }
}
