import Foundation

/// The keyboard a field asks for, and the bar of keys above it: a Done key
/// on keyboards without a Return key, a `±` key where negatives are
/// allowed.
///
/// Number pads (iOS `.decimalPad` and `.numberPad`, many Android keypads)
/// have neither a minus key nor a Return key. A field that asks for one
/// shows an accessory bar above it, with a Done key that ends editing
/// (else the keyboard could not be dismissed) and, where negatives are
/// allowed, a `±` key. Where the host cannot show the bar (the app turned
/// it off, or supplies its own input accessory), a field that allows
/// negatives asks for a keyboard with punctuation instead, and dismissal is
/// the app's accessory's business.
///
/// ```swift
/// let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
/// let signed = AmountFieldConfiguration(format: usd, minimum: -100)
/// AmountKeyboardLayout(configuration: signed, accessoryBarAllowed: true)
/// // keyboard .decimalPad, showsSignKey true, showsDoneKey true
/// AmountKeyboardLayout(configuration: .init(format: usd), accessoryBarAllowed: true)
/// // keyboard .decimalPad, showsSignKey false, showsDoneKey true
/// AmountKeyboardLayout(configuration: signed, accessoryBarAllowed: false)
/// // keyboard .numbersAndPunctuation, no bar
/// ```
public struct AmountKeyboardLayout: Sendable, Hashable {
  /// The keyboard to ask for.
  public var keyboard: AmountKeyboard
  /// Whether the bar has a `±` key (the sign edit, ``AmountEdit/toggleSign``).
  public var showsSignKey: Bool
  /// Whether the bar has a Done key that ends editing: the keyboard has no
  /// Return key of its own.
  public var showsDoneKey: Bool

  /// Whether to show the accessory bar above the keyboard.
  public var showsAccessoryBar: Bool { showsSignKey || showsDoneKey }

  /// The layout for a field.
  ///
  /// - Parameters:
  ///   - configuration: The field's configuration.
  ///   - accessoryBarAllowed: Whether the host may show the bar: the app has
  ///     not turned it off and supplies no input accessory of its own.
  public init(configuration: AmountFieldConfiguration, accessoryBarAllowed: Bool) {
    showsSignKey = accessoryBarAllowed && configuration.negativesAllowed
    keyboard = AmountKeyboard(configuration: configuration, hasSignKey: showsSignKey)
    showsDoneKey = accessoryBarAllowed && !keyboard.hasReturnKey
  }
}
