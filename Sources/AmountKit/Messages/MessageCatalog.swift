import Foundation

/// The sentences shown and spoken for rejections, one JSON table per
/// language in the package's resources (`Resources/Messages/LANG.json`),
/// read once per language. Placeholders: `{limit}` (a limit in the
/// field's format), `{digits}` (a count in the locale's digits).
enum MessageCatalog {
  /// The languages shipped, English first (the fallback).
  static let languages = ["en", "de", "fr", "es", "ja", "ar", "hi"]

  private static let tables = Locked<[String: [String: String]]>([:])

  /// The table of `language`, or nil when it is not shipped (or the
  /// sources were built without the package's resources).
  static func table(for language: String) -> [String: String]? {
    if let loaded = tables.withLock({ $0[language] }) { return loaded }
    guard languages.contains(language), let url = resourceURL(language),
      let data = try? Data(contentsOf: url),
      let table = try? JSONDecoder().decode([String: String].self, from: data)
    else { return nil }
    tables.withLock { $0[language] = table }
    return table
  }

  /// The template for `key` in `language`, else in English.
  static func template(_ key: String, language: String) -> String? {
    table(for: language)?[key] ?? table(for: "en")?[key]
  }

  private static func resourceURL(_ language: String) -> URL? {
    Bundle.module.url(forResource: language, withExtension: "json", subdirectory: "Messages")
  }
}
