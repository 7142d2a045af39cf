import Foundation

/// The on-screen keyboard an amount field asks for, independent of any UI
/// framework: UIKit adapters map it to `UIKeyboardType`.
///
/// A keyboard reads like an enumeration (`.decimalPad`) and can grow without
/// breaking code that uses it: compare with `==` or switch with a `default`
/// case.
public struct AmountKeyboard: Sendable, Hashable, CaseIterable, CustomStringConvertible, NamedValue
{
  /// The keyboards there are; the library switches over them.
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case numberPad, decimalPad, numbersAndPunctuation
  }

  /// What the keyboard is.
  let base: Representation

  init(base: Representation) { self.base = base }

  /// The stable lowerCamelCase name (`decimalPad`).
  public var name: String { base.rawValue }

  /// The value named `name` (`decimalPad`), or nil.
  public init?(name: String) { self.init(named: Representation(rawValue: name)) }

  /// Digits only: integer and cents entry (negative amounts through a `±`
  /// key beside it).
  public static var numberPad: AmountKeyboard { AmountKeyboard(base: .numberPad) }
  /// Digits and the locale's decimal separator: decimal entry (negative
  /// amounts through a `±` key beside it).
  public static var decimalPad: AmountKeyboard { AmountKeyboard(base: .decimalPad) }
  /// Digits and punctuation, so that a minus sign can be typed: a field
  /// that allows negative amounts and has no `±` key, and a field with
  /// operators (``AmountFieldConfiguration/arithmetic``) or multiplier
  /// letters (``AmountFieldConfiguration/shorthand``).
  public static var numbersAndPunctuation: AmountKeyboard {
    AmountKeyboard(base: .numbersAndPunctuation)
  }

  /// The keyboard that lets the user type everything `configuration`
  /// accepts, and nothing more.
  ///
  /// ```swift
  /// let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  /// AmountKeyboard(configuration: .init(format: usd))                     // .decimalPad
  /// AmountKeyboard(configuration: .init(format: usd, entryMode: .cents))  // .numberPad
  /// AmountKeyboard(configuration: .init(format: usd, minimum: -100))      // .numbersAndPunctuation
  /// AmountKeyboard(configuration: .init(format: usd, minimum: -100), hasSignKey: true)  // .decimalPad
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: The field's configuration. A currency with no
  ///     fraction digits (JPY) behaves like integer entry.
  ///   - hasSignKey: Whether a `±` key is shown beside the keyboard (see
  ///     ``AmountKeyboardLayout``): then negatives need no minus key.
  public init(configuration: AmountFieldConfiguration, hasSignKey: Bool = false) {
    if configuration.arithmetic || configuration.shorthand
      || (configuration.negativesAllowed && !hasSignKey)
    {
      self = .numbersAndPunctuation
    } else if configuration.entryMode == .decimal && configuration.fractionDigits > 0 {
      self = .decimalPad
    } else {
      self = .numberPad
    }
  }

  /// Whether the keyboard has a Return key: number pads have none, so a
  /// field that asks for one shows a Done key above it
  /// (``AmountKeyboardLayout/showsDoneKey``).
  public var hasReturnKey: Bool { base == .numbersAndPunctuation }

  /// The one separator key this keyboard shows on a device set to
  /// `region`, when it has only one: iOS's decimal pad shows the decimal
  /// separator of the device's region, not of the field's locale (an
  /// `en_US` field on a phone set to Germany gets `,`). Nil for keyboards
  /// with no separator key or with both `.` and `,`.
  ///
  /// The controller declares it as the field's host decimal key
  /// (``AmountFieldConfiguration/hostDecimalKey``, contract: "The host's
  /// decimal key").
  ///
  /// ```swift
  /// AmountKeyboard.decimalPad.separatorKey(region: Locale(identifier: "de_DE"))  // ","
  /// AmountKeyboard.numberPad.separatorKey(region: Locale(identifier: "de_DE"))   // nil
  /// ```
  ///
  /// - Parameter region: The device's region (`Locale.current` on iOS).
  /// - Returns: The key, or nil.
  public func separatorKey(region: Locale) -> Character? {
    guard base == .decimalPad, let separator = region.decimalSeparator,
      separator.unicodeScalars.count == 1
    else { return nil }
    return separator.first
  }
}
