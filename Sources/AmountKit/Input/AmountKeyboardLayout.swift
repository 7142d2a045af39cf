import Foundation

/// The keyboard a field asks for, and whether a bar with a `±` key (and a
/// Done key) goes above it.
///
/// Number pads (iOS `.decimalPad` and `.numberPad`, many Android keypads)
/// have no minus key. Where negatives are allowed, a field keeps its pad
/// and shows a sign-key bar above it; where the host cannot show one (the
/// app turned it off, or supplies its own input accessory), the field asks
/// for a keyboard with punctuation instead.
///
/// ```swift
/// let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
/// let signed = AmountFieldConfiguration(format: usd, minimum: -100)
/// AmountKeyboardLayout(configuration: signed, signKeyBarAllowed: true)
/// // keyboard .decimalPad, showsSignKeyBar true
/// AmountKeyboardLayout(configuration: signed, signKeyBarAllowed: false)
/// // keyboard .numbersAndPunctuation, showsSignKeyBar false
/// ```
public struct AmountKeyboardLayout: Sendable, Hashable {
  /// The keyboard to ask for.
  public var keyboard: AmountKeyboard
  /// Whether to show the bar with the `±` key (the sign edit,
  /// ``AmountEdit/toggleSign``) and a Done key that ends editing.
  public var showsSignKeyBar: Bool

  /// The layout for a field.
  ///
  /// - Parameters:
  ///   - configuration: The field's configuration.
  ///   - signKeyBarAllowed: Whether the host may show the bar: the app has
  ///     not turned it off and supplies no input accessory of its own.
  public init(configuration: AmountFieldConfiguration, signKeyBarAllowed: Bool) {
    showsSignKeyBar = signKeyBarAllowed && configuration.negativesAllowed
    keyboard = AmountKeyboard(configuration: configuration, hasSignKey: showsSignKeyBar)
  }
}
