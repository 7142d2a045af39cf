import AmountKit
import Foundation
import Testing

/// The "Percent and unit fields" table of the behaviour article, run
/// against the engine: the expected texts are the platform formatters'
/// own (Foundation's percent style, ICU's units), written in the article.
@Suite("The behaviour article's percent and unit table")
struct PercentUnitArticleTests {
  static let section = "Percent and unit fields"

  struct Row: CustomTestStringConvertible, Sendable {
    var field: String
    var locale: String
    var keys: String
    var shows: String
    var value: String
    var testDescription: String { "\(locale) \(field): \(keys) shows \(shows)" }
  }

  /// The rows of the section, and its table lines that are no row.
  static let table: (rows: [Row], unparsable: [String]) = {
    guard let text = try? String(contentsOf: BehaviorArticleTests.articleURL, encoding: .utf8)
    else { return ([], ["cannot read the article"]) }
    var inSection = false
    var rows: [Row] = []
    var unparsable: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { inSection = line.dropFirst(3) == section }
      guard inSection, line.hasPrefix("|") else { continue }
      let cells = BehaviorArticleTests.split(String(line))
      if cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) { continue }
      if cells == ["field", "locale", "keys", "shows", "value"] { continue }
      let code = cells.map { cell -> String? in
        guard cell.count >= 2, cell.hasPrefix("`"), cell.hasSuffix("`") else { return nil }
        return String(cell.dropFirst().dropLast())
      }
      guard code.count == 5, let field = code[0], let locale = code[1], let keys = code[2],
        let shows = code[3], let value = code[4]
      else {
        unparsable.append(String(line))
        continue
      }
      rows.append(Row(field: field, locale: locale, keys: keys, shows: shows, value: value))
    }
    return (rows, unparsable)
  }()

  @Test("the table has rows in every locale, and all of them are read")
  func everyRowParses() {
    #expect(Self.table.unparsable.isEmpty, "\(Self.table.unparsable.joined(separator: "\n"))")
    let locales = Set(Self.table.rows.map(\.locale))
    for locale in ["en_US", "de_DE", "ar_EG", "ru_RU", "ja_JP", "tr_TR"] {
      #expect(locales.contains(locale))
      #expect(Self.table.rows.contains { $0.locale == locale && $0.field == "percent" })
      #expect(Self.table.rows.contains { $0.locale == locale && $0.field.hasPrefix("mass-") })
    }
  }

  @Test("every row holds", arguments: table.rows)
  func row(_ row: Row) throws {
    let locale = Locale(identifier: row.locale)
    let format: AmountFormat
    if row.field == "percent" {
      format = .percent(locale: locale)
    } else {
      let parts = row.field.split(separator: " ")
      let width = parts.count > 1 ? AmountUnitWidth(name: String(parts[1])) : .short
      format = try .measurement(
        unit: String(parts[0]), width: try #require(width), locale: locale)
    }
    var editor = AmountEditor(configuration: AmountFieldConfiguration(format: format))
    editor.apply(.beginEditing)
    for key in row.keys {
      #expect(editor.apply(.insert(String(key))).isAccepted, "key \(key)")
    }
    let caret = row.shows.utf16.firstIndex(of: UInt16(UInt8(ascii: "|")))
    let offset = caret.map { row.shows.utf16.distance(from: row.shows.utf16.startIndex, to: $0) }
    #expect(editor.text == row.shows.replacingOccurrences(of: "|", with: ""))
    #expect(editor.selection == offset.map { $0..<$0 })
    #expect(editor.value == Decimal(string: row.value, locale: Locale(identifier: "en_US_POSIX")))
  }
}
