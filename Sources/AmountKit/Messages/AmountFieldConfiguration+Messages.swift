import Foundation

extension AmountFieldConfiguration {
  /// A sentence for people saying why an edit was refused, or why a value
  /// at rest is invalid, in the language of the field's locale (English,
  /// German, French, Spanish, Japanese, Arabic and Hindi are shipped; other
  /// languages get English). Limits are written in the field's own format.
  ///
  /// ```swift
  /// var configuration = AmountFieldConfiguration(
  ///   format: .currency(code: "EUR", locale: Locale(identifier: "de_DE")))
  /// configuration.maximum = 1000
  /// configuration.message(for: .aboveMaximum)  // "Über dem Höchstbetrag von 1.000,00 €"
  /// ```
  ///
  /// Adapters post it as an accessibility announcement when a key is
  /// refused (``AmountInputEffects/announcement``); the terminal field shows
  /// it under the field.
  ///
  /// - Parameter reason: The rejection or invalid state.
  /// - Returns: The sentence.
  public func message(for reason: AmountRejection) -> String {
    let locale = format.locale
    let language = locale.language.languageCode?.identifier ?? "en"
    guard let template = MessageCatalog.template(reason.name, language: language) else {
      return reason.message
    }
    var limit: Decimal?
    switch reason {
    case .aboveMaximum: limit = maximum
    case .belowMinimum: limit = minimum
    default: break
    }
    if template.contains("{limit}") && limit == nil {
      return MessageCatalog.template(reason.name + ".plain", language: language) ?? reason.message
    }
    var sentence = template
    if let limit {
      sentence = sentence.replacingOccurrences(of: "{limit}", with: restingFormat.format(limit))
    }
    if sentence.contains("{digits}") {
      let digits = Decimal(maximumIntegerDigits).formatted(.number.locale(locale))
      sentence = sentence.replacingOccurrences(of: "{digits}", with: digits)
    }
    return sentence
  }

  /// The spoken label of the `±` key of a sign-key bar, in the language of
  /// the field's locale ("Change sign", "Vorzeichen wechseln"): VoiceOver
  /// would read the bare symbol as "plus minus". English for languages
  /// that are not shipped.
  public var signKeyLabel: String {
    let language = format.locale.language.languageCode?.identifier ?? "en"
    return MessageCatalog.template("signKeyLabel", language: language) ?? "Change sign"
  }
}
