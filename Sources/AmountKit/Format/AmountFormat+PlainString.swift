import Foundation

extension AmountFormat {
  /// A value as a plain decimal string: `.` as separator, no grouping, no
  /// exponent, no trailing fraction zeros, whatever the locale.
  ///
  /// This is the form `amount replay` and `amount parse` print, and the one
  /// to store or send an amount in.
  ///
  /// ```swift
  /// AmountFormat.plainString(Decimal(string: "-1234.50")!)  // "-1234.5"
  /// AmountFormat.plainString(0.05)                          // "0.05"
  /// ```
  ///
  /// - Parameter value: The value.
  /// - Returns: The plain string; `NaN` for a `Decimal` that is not a number.
  public static func plainString(_ value: Decimal) -> String {
    value.plainString
  }
}
