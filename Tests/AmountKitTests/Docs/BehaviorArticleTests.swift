import Foundation
import Testing

@testable import AmountKit

/// The tables of the DocC article "How the field behaves" are run against
/// the engine, so the article cannot drift from the behaviour.
@Suite("The behaviour article's tables")
struct BehaviorArticleTests {
  static let articleURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/AmountKit/AmountKit.docc/HowTheFieldBehaves.md")

  struct ArticleRow: CustomTestStringConvertible, Sendable {
    var section: String
    var row: EditRow
    var testDescription: String { "\(section): \(row.testDescription)" }
  }

  static let rows: [ArticleRow] = {
    guard let text = try? String(contentsOf: articleURL, encoding: .utf8) else { return [] }
    var section = ""
    var rows: [ArticleRow] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
      guard line.hasPrefix("| `") else { continue }
      let cells = split(String(line))
      guard cells.count == 3, let edit = edit(cells[1]) else { continue }
      let before = drawing(cells[0])
      if cells[2].hasPrefix("rejected: "),
        let reason = AmountRejection(rawValue: String(cells[2].dropFirst("rejected: ".count)))
      {
        rows.append(ArticleRow(section: section, row: EditRow(before, edit, rejected: reason)))
      } else {
        rows.append(ArticleRow(section: section, row: EditRow(before, edit, drawing(cells[2]))))
      }
    }
    return rows
  }()

  /// Splits a Markdown table row into cells, keeping `|` inside backticks.
  static func split(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var inCode = false
    for character in line {
      if character == "`" { inCode.toggle() }
      if character == "|" && !inCode {
        cells.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    return Array(cells.dropFirst())
  }

  /// `$1,2|34` → `1,2|34`; `-$1|` → `-1|`.
  static func drawing(_ cell: String) -> String {
    cell.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "$", with: "")
  }

  static func edit(_ cell: String) -> AmountEdit? {
    switch cell {
    case "backspace": return .deleteBackward
    case "delete": return .deleteForward
    case "sign": return .toggleSign
    case "up": return .stepUp
    case "down": return .stepDown
    default:
      if cell.hasPrefix("paste `") {
        return .paste(String(cell.dropFirst("paste `".count).dropLast()))
      }
      guard cell.hasPrefix("`") else { return nil }
      return .insert(cell.replacingOccurrences(of: "`", with: ""))
    }
  }

  @Test("the article has its tables")
  func hasRows() {
    #expect(Self.rows.count > 60)
  }

  @Test("every row holds", arguments: rows)
  func row(_ row: ArticleRow) {
    let configuration: AmountFieldConfiguration
    switch row.section {
    case "Cents entry": configuration = field("en_US", "USD", .cents)
    case "Sign", "Sign key": configuration = field("en_US", "USD") { $0.minimum = -1_000_000 }
    case "Shorthand": configuration = field("en_US", "USD") { $0.shorthand = true }
    default: configuration = field("en_US", "USD")
    }
    check(row.row, in: configuration)
  }
}
