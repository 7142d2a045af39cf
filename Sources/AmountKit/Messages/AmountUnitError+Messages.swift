import Foundation

extension AmountUnitError: LocalizedError {
  /// What is wrong, in a sentence for people in the language the app runs
  /// in: `error.localizedDescription` reads it.
  ///
  /// The language is the first of `Bundle.main.preferredLocalizations`
  /// that the package ships, else English; see <doc:ErrorMessages>.
  public var errorDescription: String? { message(in: MessageCatalog.applicationLocale) }

  /// What is wrong, in a sentence for people in the language of `locale`
  /// (English when the package does not ship it).
  ///
  /// ```swift
  /// AmountUnitError.unknownUnit("mass-pund").message(in: Locale(identifier: "fr_FR"))
  /// // "« mass-pund » n’est pas un identifiant d’unité CLDR comme mass-pound."
  /// ```
  ///
  /// - Parameter locale: The locale whose language the sentence is in.
  /// - Returns: The sentence.
  public func message(in locale: Locale) -> String {
    MessageCatalog.sentence("unit." + name, in: locale, ["identifier": identifier]) ?? description
  }
}
