import Foundation

/// The message catalogs as files in the source tree, read by the tests on
/// their own: the independent source of every expected sentence (the
/// library reads them from its resource bundle).
enum CatalogFiles {
  /// The seven languages the documentation promises, English first.
  static let languages = ["en", "de", "fr", "es", "ja", "ar", "hi"]

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/AmountKit/Resources/Messages")

  /// The names of the files in the catalog folder.
  static func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
  }

  /// The table of `language`, read from its file.
  static func table(_ language: String) throws -> [String: String] {
    let data = try Data(contentsOf: folder.appendingPathComponent(language + ".json"))
    return try JSONDecoder().decode([String: String].self, from: data)
  }

  /// `template` with each `{name}` replaced by `values[name]`.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    values.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
  }

  /// The placeholders of a template: `{maximum}`, `{character}`...
  static func placeholders(_ template: String) -> Set<String> {
    var names: Set<String> = []
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.insert(String(rest[open...close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// The language the test expects an app's errors in: the first of the
  /// main bundle's localizations whose language has a catalog, else English.
  static var applicationLanguage: String {
    for tag in Bundle.main.preferredLocalizations {
      let language = String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
      if languages.contains(language) { return language }
    }
    return "en"
  }
}
