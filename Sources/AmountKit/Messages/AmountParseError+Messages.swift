import Foundation

extension AmountParseError: LocalizedError {
  /// What is wrong, in a sentence for people in the language the app runs
  /// in: `error.localizedDescription` reads it.
  ///
  /// The language is the first of `Bundle.main.preferredLocalizations`
  /// that the package ships (English, German, French, Spanish, Japanese,
  /// Arabic, Hindi), else English; see <doc:ErrorMessages>. The sentence
  /// leaves out the ``position``: put the caret there instead.
  public var errorDescription: String? { message(in: MessageCatalog.applicationLocale) }

  /// What is wrong, in a sentence for people in the language of `locale`
  /// (English when the package does not ship it), numbers written in the
  /// locale's digits.
  ///
  /// Pass the locale of the screen the sentence is shown on; the format's
  /// own locale says how amounts are written, not which language their
  /// reader speaks.
  ///
  /// ```swift
  /// let euros = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
  /// do {
  ///   _ = try euros.parse("12,3,4")
  /// } catch {
  ///   error.message(in: Locale(identifier: "de_DE"))  // "Ein Betrag hat höchstens ein Dezimaltrennzeichen."
  ///   error.message(in: Locale(identifier: "ja_JP"))  // "金額に使える小数点は1つまでです。"
  /// }
  /// ```
  ///
  /// The sentence leaves out the ``position``, which counts characters
  /// for a program: a reader sees the text, and a field can put the caret
  /// at the position instead. ``description`` is the English sentence that
  /// `amount parse` prints after the position.
  ///
  /// - Parameter locale: The locale whose language the sentence is in.
  /// - Returns: The sentence.
  public func message(in locale: Locale) -> String {
    var values: [String: String] = [:]
    switch base {
    case .invalidCharacter(let character): values["character"] = String(character)
    case .tooManyDigits:
      values["maximum"] = MessageCatalog.number(DecimalDigits.maximumSignificantDigits, in: locale)
    default: break
    }
    return MessageCatalog.sentence("parse." + name, in: locale, values) ?? description
  }
}
