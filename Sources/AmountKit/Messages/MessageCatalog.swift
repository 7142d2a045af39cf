import Foundation

/// The sentences shown and spoken for rejections and errors, one JSON
/// table per language in the package's resources
/// (`Resources/Messages/LANG.json`), read once per language.
///
/// Keys: a rejection's name (`fractionFull`), with `.plain` for its
/// sentence without the field's limits; `parse.NAME`, `configuration.NAME`
/// and `unit.NAME` for the errors. Placeholders: `{limit}` (a limit in the
/// field's format), `{digits}` (a count in the locale's digits), and the
/// errors' own (`{character}`, `{maximum}`...), filled by `sentence(_:in:_:)`.
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

  /// The shipped language of `locale`'s messages: its language when it is
  /// shipped, else English (`de_CH` is German, `pt_BR` English).
  static func language(of locale: Locale) -> String {
    let code = locale.language.languageCode?.identifier ?? "en"
    return languages.contains(code) ? code : "en"
  }

  /// The first shipped language among `localizations`, language tags best
  /// first (`["pt-BR", "de-CH"]` gives `de`), else English.
  static func language(forLocalizations localizations: [String]) -> String {
    for tag in localizations {
      if let code = Locale.Language(identifier: tag).languageCode?.identifier,
        languages.contains(code)
      {
        return code
      }
    }
    return "en"
  }

  /// The locale of an error's `errorDescription`: the language the app runs
  /// in, `Bundle.main.preferredLocalizations`, as Apple's frameworks and a
  /// package's localized resources follow it (an app localized only in
  /// English shows English errors, whatever the user prefers).
  static var applicationLocale: Locale {
    Locale(identifier: language(forLocalizations: Bundle.main.preferredLocalizations))
  }

  /// The sentence for `key` in `locale`'s language (English when it is not
  /// shipped), each `{name}` of the template replaced by `values[name]` in
  /// one pass, so that a value holding braces is left as it is. Nil when
  /// no catalog can be read.
  static func sentence(_ key: String, in locale: Locale, _ values: [String: String] = [:])
    -> String?
  {
    guard let template = template(key, language: language(of: locale)) else { return nil }
    var sentence = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      sentence += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      sentence += values[name] ?? String(rest[open...close])
      rest = rest[rest.index(after: close)...]
    }
    return sentence + rest
  }

  /// A count written as `locale` writes numbers (`٣٨` in `ar_EG`).
  static func number(_ value: Int, in locale: Locale) -> String {
    value.formatted(.number.locale(locale))
  }

  /// An amount written as `locale` writes numbers, every fraction digit kept.
  static func number(_ value: Decimal, in locale: Locale) -> String {
    value.formatted(.number.precision(.fractionLength(0...38)).locale(locale))
  }

  private static func resourceURL(_ language: String) -> URL? {
    Bundle.module.url(forResource: language, withExtension: "json", subdirectory: "Messages")
  }
}
