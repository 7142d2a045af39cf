import Foundation

/// The on-screen keyboard an amount field asks for, independent of any UI
/// framework: UIKit adapters map it to `UIKeyboardType`.
public enum AmountKeyboard: String, Sendable, Hashable, CaseIterable {
  /// Digits only: integer and cents entry without negative amounts.
  case numberPad
  /// Digits and the locale's decimal separator: decimal entry without
  /// negative amounts.
  case decimalPad
  /// Digits and punctuation, so that a minus sign can be typed: any field
  /// that allows negative amounts.
  case numbersAndPunctuation

  /// The keyboard that lets the user type everything `configuration`
  /// accepts, and nothing more.
  ///
  /// ```swift
  /// let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  /// AmountKeyboard(configuration: .init(format: usd))                     // .decimalPad
  /// AmountKeyboard(configuration: .init(format: usd, entryMode: .cents))  // .numberPad
  /// AmountKeyboard(configuration: .init(format: usd, minimum: -100))      // .numbersAndPunctuation
  /// ```
  ///
  /// - Parameter configuration: The field's configuration. A currency with
  ///   no fraction digits (JPY) behaves like integer entry.
  public init(configuration: AmountFieldConfiguration) {
    if configuration.negativesAllowed {
      self = .numbersAndPunctuation
    } else if configuration.entryMode == .decimal && configuration.fractionDigits > 0 {
      self = .decimalPad
    } else {
      self = .numberPad
    }
  }
}
