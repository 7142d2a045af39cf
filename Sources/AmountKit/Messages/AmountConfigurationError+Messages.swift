import Foundation

extension AmountConfigurationError: LocalizedError {
  /// What is wrong, in a sentence for people in the language the app runs
  /// in: `error.localizedDescription` reads it.
  ///
  /// The language is the first of `Bundle.main.preferredLocalizations`
  /// that the package ships, else English; see <doc:ErrorMessages>.
  public var errorDescription: String? { message(in: MessageCatalog.applicationLocale) }

  /// What is wrong, in a sentence for people in the language of `locale`
  /// (English when the package does not ship it), numbers written as the
  /// locale writes them.
  ///
  /// ```swift
  /// AmountConfigurationError.minimumAboveMaximum.message(in: Locale(identifier: "es_ES"))
  /// // "El mínimo es mayor que el máximo."
  /// ```
  ///
  /// ``description`` is the English text that `amount` and `amount replay`
  /// print.
  ///
  /// - Parameter locale: The locale whose language the sentence is in.
  /// - Returns: The sentence.
  public func message(in locale: Locale) -> String {
    let key: String
    var values: [String: String] = [:]
    switch base {
    case .tooManyDigits(let integer, let fraction):
      key = "tooManyDigits"
      values["integer"] = MessageCatalog.number(integer, in: locale)
      values["fraction"] = MessageCatalog.number(fraction, in: locale)
      values["total"] = MessageCatalog.number(integer + fraction, in: locale)
      values["maximum"] = MessageCatalog.number(
        AmountFieldConfiguration.maximumSignificantDigits, in: locale)
    case .negativeIntegerDigits(let digits):
      key = "negativeIntegerDigits"
      values["digits"] = MessageCatalog.number(digits, in: locale)
    case .minimumAboveMaximum:
      key = "minimumAboveMaximum"
    case .invalidStep(let step):
      key = "invalidStep"
      values["step"] = MessageCatalog.number(step, in: locale)
    case .invalidHostDecimalKey(let character):
      key = "invalidHostDecimalKey"
      values["key"] = String(character)
    case .unsupportedNumberingSystem(let identifier, let system):
      key = "unsupportedNumberingSystem"
      values["locale"] = identifier
      values["numberingSystem"] = system
    }
    return MessageCatalog.sentence("configuration." + key, in: locale, values) ?? description
  }
}
