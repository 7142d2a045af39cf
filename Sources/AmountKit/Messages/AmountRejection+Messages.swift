import Foundation

extension AmountRejection: LocalizedError {
  /// A short English sentence for people, without the field's limits
  /// ("Above the maximum."), read from the English message catalog
  /// (`Resources/Messages/en.json`) like every other language; see
  /// ``message(in:)`` for the sentence in another language, and
  /// ``AmountFieldConfiguration/message(for:)`` for the sentence in the
  /// field's language with its limits.
  public var message: String { message(in: Locale(identifier: "en")) }

  /// The reason in a short sentence for people, without the field's
  /// limits ("Über dem Höchstbetrag."), in the language the app runs in:
  /// `error.localizedDescription` reads it.
  ///
  /// The language is the first of `Bundle.main.preferredLocalizations`
  /// that the package ships, else English; see <doc:ErrorMessages>. A
  /// field shows ``AmountFieldConfiguration/message(for:)`` instead: the
  /// sentence in the field's language, with its limits.
  public var errorDescription: String? { message(in: MessageCatalog.applicationLocale) }

  /// The reason in a short sentence for people, without the field's
  /// limits, in the language of `locale` (English when the package does not
  /// ship it).
  ///
  /// ```swift
  /// AmountRejection.aboveMaximum.message(in: Locale(identifier: "de_DE"))  // "Über dem Höchstbetrag."
  /// ```
  ///
  /// - Parameter locale: The locale whose language the sentence is in.
  /// - Returns: The sentence.
  public func message(in locale: Locale) -> String {
    MessageCatalog.sentence(name + ".plain", in: locale)
      ?? MessageCatalog.sentence(name, in: locale) ?? fallbackMessage
  }
}
