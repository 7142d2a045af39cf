import Foundation

/// Why a field configuration cannot be honoured: it would lose digits or
/// change a value behind the user's back. Reported by
/// ``AmountFieldConfiguration/validate()``; `amount` and `amount replay`
/// report it as an error with exit status 2. `error.localizedDescription`
/// reads a sentence for people in the language the app runs in, and
/// ``message(in:)`` one in the language of a given locale
/// (<doc:ErrorMessages>).
///
/// ```swift
/// var configuration = AmountFieldConfiguration(
///   format: .number(locale: .current).precision(.fractionLength(0...18)))
/// configuration.maximumIntegerDigits = 30
/// try configuration.validate()  // throws .tooManyDigits: 48 digits, Decimal keeps 38
/// ```
public struct AmountConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The values there are; the library switches over them.
  enum Representation: Hashable, Sendable {
    case tooManyDigits(integer: Int, fraction: Int)
    case negativeIntegerDigits(Int)
    case minimumAboveMaximum
    case invalidStep(Decimal)
    case invalidHostDecimalKey(Character)
    case unsupportedNumberingSystem(locale: String, numberingSystem: String)
  }
  /// What the value is.
  let base: Representation

  init(base: Representation) { self.base = base }

  /// The integer and fraction digits together exceed the 38 significant
  /// digits a `Decimal` holds exactly.
  ///
  /// - Parameters:
  ///   - integer: The maximum integer digits.
  ///   - fraction: The fraction digits.
  public static func tooManyDigits(integer: Int, fraction: Int) -> AmountConfigurationError {
    AmountConfigurationError(base: .tooManyDigits(integer: integer, fraction: fraction))
  }

  /// A negative maximum of integer digits.
  ///
  /// - Parameter digits: The configured maximum.
  public static func negativeIntegerDigits(_ digits: Int) -> AmountConfigurationError {
    AmountConfigurationError(base: .negativeIntegerDigits(digits))
  }

  /// The minimum is above the maximum: no amount is valid.
  public static var minimumAboveMaximum: AmountConfigurationError {
    AmountConfigurationError(base: .minimumAboveMaximum)
  }

  /// A step that is zero, negative, or has more significant fraction
  /// digits than the field allows.
  ///
  /// - Parameter step: The configured step.
  public static func invalidStep(_ step: Decimal) -> AmountConfigurationError {
    AmountConfigurationError(base: .invalidStep(step))
  }

  /// A host decimal key that is not one scalar, or is a digit or a sign.
  ///
  /// - Parameter key: The configured key.
  public static func invalidHostDecimalKey(_ key: Character) -> AmountConfigurationError {
    AmountConfigurationError(base: .invalidHostDecimalKey(key))
  }

  /// The locale asks for a numbering system that Foundation does not write
  /// with ten decimal digits (`en_US@numbers=roman`, `ja_JP@numbers=jpan`,
  /// an unknown name): the field could not show its amounts exactly, so it
  /// refuses the format instead of showing Foundation's fallback digits.
  /// Every numbering system of ten decimal digits is supported, Han
  /// decimal (`@numbers=hanidec`, `〇一二…九`) included.
  ///
  /// - Parameters:
  ///   - locale: The locale's identifier.
  ///   - numberingSystem: The numbering system it asks for.
  public static func unsupportedNumberingSystem(locale: String, numberingSystem: String)
    -> AmountConfigurationError
  {
    AmountConfigurationError(
      base: .unsupportedNumberingSystem(locale: locale, numberingSystem: numberingSystem))
  }

  /// What is wrong, in English, as `amount` and `amount replay` print it
  /// after `error:` or `config:`; for people, ``errorDescription`` or
  /// ``message(in:)`` is a sentence in their language.
  public var description: String {
    switch base {
    case .tooManyDigits(let integer, let fraction):
      return
        "\(integer) integer and \(fraction) fraction digits are \(integer + fraction) digits; "
        + "an exact amount holds at most \(DecimalDigits.maximumSignificantDigits)"
    case .negativeIntegerDigits(let digits):
      return "the maximum of integer digits must not be negative (\(digits))"
    case .minimumAboveMaximum:
      return "the minimum is above the maximum"
    case .invalidStep(let step):
      return "the step \(step) must be positive and have no more fraction digits than the field"
    case .unsupportedNumberingSystem(let locale, let system):
      return
        "the locale \(locale) asks for the numbering system \(system), which Foundation does not "
        + "write with ten decimal digits: its amounts cannot be shown exactly"
    case .invalidHostDecimalKey(let key):
      return
        "hostDecimalKey \(String(key).debugDescription) must be one character, "
        + "neither a digit nor a sign"
    }
  }
}
