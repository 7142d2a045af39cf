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

  /// The article's table rows, and every table line that is not a header,
  /// a rule or a row this test understands: those are failures, not
  /// skipped.
  static let article: (rows: [ArticleRow], unparsable: [String]) = {
    guard let text = try? String(contentsOf: articleURL, encoding: .utf8) else {
      return ([], ["cannot read \(articleURL.path)"])
    }
    var section = ""
    var rows: [ArticleRow] = []
    var unparsable: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
      guard line.hasPrefix("|") else { continue }
      if section == PercentUnitArticleTests.section { continue }  // a table of its own
      let cells = split(String(line))
      if cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) { continue }  // the rule
      if cells == ["before", "key", "after"] { continue }  // the header
      if let row = row(cells) {
        rows.append(ArticleRow(section: section, row: row))
      } else {
        unparsable.append("\(section): \(line)")
      }
    }
    return (rows, unparsable)
  }()

  static var rows: [ArticleRow] { article.rows }

  /// A row of three cells: a drawing, an edit, and a drawing or
  /// `rejected: reason`; nil for anything else.
  static func row(_ cells: [String]) -> EditRow? {
    guard cells.count == 3, let edit = edit(cells[1]), let before = drawing(cells[0]) else {
      return nil
    }
    if cells[2].hasPrefix("rejected: ") {
      let name = String(cells[2].dropFirst("rejected: ".count))
      guard let reason = AmountRejection(name: name) else { return nil }
      return EditRow(before, edit, rejected: reason)
    }
    guard let after = drawing(cells[2]) else { return nil }
    return EditRow(before, edit, after)
  }

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

  /// `` `$1,2|34` `` → `1,2|34`; `` `-$1|` `` → `-1|`; nil for a cell that is
  /// not one en_US drawing in backticks.
  static func drawing(_ cell: String) -> String? {
    guard cell.count >= 2, cell.hasPrefix("`"), cell.hasSuffix("`") else { return nil }
    let drawing = cell.dropFirst().dropLast().replacingOccurrences(of: "$", with: "")
    let allowed = Set("0123456789,.-|[]")
    guard drawing.allSatisfy({ allowed.contains($0) }),
      drawing.contains(where: { "|]".contains($0) })
    else { return nil }
    return drawing
  }

  static func edit(_ cell: String) -> AmountEdit? {
    switch cell {
    case "backspace": return .deleteBackward
    case "delete": return .deleteForward
    case "sign": return .toggleSign
    case "up": return .stepUp
    case "down": return .stepDown
    default:
      if cell.hasPrefix("set `") {
        let literal = String(cell.dropFirst("set `".count).dropLast())
        guard let value = Decimal(string: literal, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        return .setValue(value)
      }
      if cell.hasPrefix("paste `") {
        return .paste(String(cell.dropFirst("paste `".count).dropLast()))
      }
      guard cell.hasPrefix("`") else { return nil }
      return .insert(cell.replacingOccurrences(of: "`", with: ""))
    }
  }

  @Test("every table row of the article is understood, none skipped")
  func everyRowParses() {
    #expect(Self.article.unparsable.isEmpty, "\(Self.article.unparsable.joined(separator: "\n"))")
    #expect(!Self.rows.isEmpty)
  }

  @Test(
    "a row the test cannot read is reported",
    arguments: [
      ["`$1|`", "`2`"], ["`$1|`", "twice", "`$12|`"], ["`$1|`", "`2`", "rejected: tooLoud"],
      ["`$1|`", "`2`", "$12|"], ["`$1|`", "`2`", "`€12|`"], ["`$1|`", "`2`", "`$12`"],
    ])
  func unreadableRow(_ cells: [String]) {
    #expect(Self.row(cells) == nil)
  }

  @Test("every row holds", arguments: rows)
  @MainActor
  func row(_ row: ArticleRow) {
    let configuration: AmountFieldConfiguration
    switch row.section {
    case "Cents entry (ATM)": configuration = field("en_US", "USD", .cents)
    case "Sign", "Sign key": configuration = field("en_US", "USD") { $0.minimum = -1_000_000 }
    case "Shorthand (opt-in: `shorthand: true`)":
      configuration = field("en_US", "USD") { $0.shorthand = true }
    case "The host's decimal key": configuration = field("en_US", "USD") { $0.hostDecimalKey = "," }
    case "While an input method composes":
      checkWhileComposing(row.row, in: field("en_US", "USD") { $0.minimum = -1_000_000 })
      return
    default: configuration = field("en_US", "USD")
    }
    check(row.row, in: configuration)
  }

  /// A row of "While an input method composes": the key arrives while
  /// `１` is composed after the caret, through the controller as a text
  /// field hosts it; `after` is the field once the composition is
  /// committed. A refused key writes nothing over the marked text.
  @MainActor
  func checkWhileComposing(
    _ row: EditRow, in configuration: AmountFieldConfiguration,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let f = InputFixture(configuration)
    f.setUp("$" + row.before, sourceLocation: sourceLocation)
    f.field.setMarkedText("１")
    let marked = f.field.drawn
    switch row.edit.base {
    case .setValue(let value): f.setValue(value)
    case .insert(let keys): f.field.setMarkedText("１" + keys)
    default: f.apply(row.edit)
    }
    if let reason = row.reason {
      #expect(f.rejections.last == reason, sourceLocation: sourceLocation)
      #expect(f.field.drawn == marked, sourceLocation: sourceLocation)
      #expect(f.field.markedRange != nil, sourceLocation: sourceLocation)
      return
    }
    f.field.unmarkText()
    guard let after = row.after else { return }
    #expect(f.field.drawn == "$" + after, sourceLocation: sourceLocation)
    #expect(f.field.text == f.controller.text, sourceLocation: sourceLocation)
  }
}
