import Foundation
import Testing

@testable import AmountKit

/// The tables of the DocC articles "Arithmetic" and "Shorthand" run
/// against the engine. Each section names its field in a line
/// `Field: `LOCALE` `CURRENCY` [`MODE`], OPTION, OPTION`; each row types its
/// keys into an empty field being edited and expects the text drawn with
/// the caret, the value and the last key's outcome. A row or a field line
/// the test cannot read fails it: no row is skipped.
@Suite("The arithmetic and shorthand articles' tables")
struct PowerEntryArticleTests {
  static let catalog = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/AmountKit/AmountKit.docc")

  struct Row: CustomTestStringConvertible, Sendable {
    var article: String
    var line: Int
    var field: String
    var cells: [String]
    var testDescription: String { "\(article):\(line) \(field) \(cells.joined(separator: " | "))" }
  }

  /// Every table row of the articles, with the field line above it.
  static func rows(of article: String) -> [Row] {
    let url = catalog.appendingPathComponent(article)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var field = ""
    var rows: [Row] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("Field: ") { field = String(line.dropFirst("Field: ".count)) }
      guard line.hasPrefix("| "), !line.hasPrefix("| keys"), !line.hasPrefix("| locale"),
        !field.isEmpty
      else { continue }
      rows.append(
        Row(
          article: article, line: index + 1, field: field,
          cells: BehaviorArticleTests.split(String(line))))
    }
    return rows
  }

  static let arithmeticRows = rows(of: "Arithmetic.md")
  static let shorthandRows = rows(of: "Shorthand.md")

  @Test("the articles have their tables")
  func hasRows() {
    #expect(Self.arithmeticRows.count > 50)
    #expect(Self.shorthandRows.count > 25)
  }

  @Test("every row holds", arguments: arithmeticRows + shorthandRows)
  func row(_ row: Row) throws {
    let configuration = try Self.configuration(row.field)
    try #require(row.cells.count == 4, "a row has four cells")
    let edits = try Self.edits(row.cells[0])
    var editor = AmountEditor(configuration: configuration)
    editor.apply(.beginEditing)
    var outcome = AmountEditOutcome.accepted
    for edit in edits {
      let before = editor
      outcome = editor.apply(edit)
      let broken = editor.invariantViolations(before: before, edit: edit, outcome: outcome)
      #expect(broken.isEmpty, "\(edit): \(broken)")
    }
    #expect(FieldNotation.draw(editor) == Self.unquoted(row.cells[1]))
    // The value as a plain decimal (`15.5`, `-3`), or `none`.
    #expect(editor.value.map { "\($0)" } ?? "none" == row.cells[2])
    #expect(outcome == (try Self.outcome(row.cells[3])))
  }

  struct Unreadable: Error, CustomStringConvertible {
    var description: String
  }

  static func unquoted(_ cell: String) -> String {
    guard cell.hasPrefix("`"), cell.hasSuffix("`"), cell.count >= 2 else { return cell }
    return String(cell.dropFirst().dropLast())
  }

  /// `` `en_US` `USD` `cents`, arithmetic, shorthand, negatives, maximum 100, integer digits 3 ``.
  static func configuration(_ line: String) throws -> AmountFieldConfiguration {
    let parts = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let names = parts[0].split(separator: " ").map { unquoted(String($0)) }
    guard (2...3).contains(names.count) else { throw Unreadable(description: "field \(line)") }
    var mode = AmountEntryMode.decimal
    if names.count == 3 {
      guard let named = AmountEntryMode(name: names[2]) else {
        throw Unreadable(description: "entry mode in \(line)")
      }
      mode = named
    }
    var configuration = field(names[0], names[1], mode)
    for option in parts.dropFirst() {
      switch option {
      case "arithmetic": configuration.arithmetic = true
      case "shorthand": configuration.shorthand = true
      case "negatives": configuration.allowsNegative = true
      default:
        if option.hasPrefix("maximum "), let value = Decimal(string: String(option.dropFirst(8))) {
          configuration.maximum = value
        } else if option.hasPrefix("integer digits "),
          let digits = Int(option.dropFirst("integer digits ".count))
        {
          configuration.maximumIntegerDigits = digits
        } else {
          throw Unreadable(description: "option '\(option)' in \(line)")
        }
      }
    }
    return configuration
  }

  /// `` `12+3` backspace paste `45.5` end-editing ``: typed keys in
  /// backticks, one edit each; named keys; `paste` takes the next quoted
  /// text.
  static func edits(_ cell: String) throws -> [AmountEdit] {
    var tokens: [String] = []
    var current = ""
    var quoted = false
    for character in cell {
      if character == "`" {
        if quoted {
          tokens.append("`" + current + "`")
          current = ""
        }
        quoted.toggle()
      } else if character == " " && !quoted {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    var edits: [AmountEdit] = []
    var pasting = false
    for token in tokens {
      if token.hasPrefix("`") {
        let text = unquoted(token)
        if pasting {
          edits.append(.paste(text))
          pasting = false
        } else {
          edits += text.map { .insert(String($0)) }
        }
        continue
      }
      // The behaviour article's named keys (backspace, delete, sign, up,
      // down), then those of these articles.
      if let edit = BehaviorArticleTests.edit(token) {
        edits.append(edit)
        continue
      }
      switch token {
      case "paste": pasting = true
      case "left": edits.append(.moveLeft)
      case "right": edits.append(.moveRight)
      case "home": edits.append(.moveToStart)
      case "end": edits.append(.moveToEnd)
      case "enter": edits.append(.commitExpression)
      case "end-editing": edits.append(.endEditing)
      case "undo": edits.append(.undo)
      case "redo": edits.append(.redo)
      default: throw Unreadable(description: "key '\(token)' in \(cell)")
      }
    }
    return edits
  }

  /// `accepted`, `rejected: REASON`, `cleared: REASON`.
  static func outcome(_ cell: String) throws -> AmountEditOutcome {
    if cell == "accepted" { return .accepted }
    for (prefix, make) in [
      ("rejected: ", AmountEditOutcome.rejected), ("cleared: ", AmountEditOutcome.cleared),
    ] where cell.hasPrefix(prefix) {
      if let reason = AmountRejection(name: String(cell.dropFirst(prefix.count))) {
        return make(reason)
      }
    }
    throw Unreadable(description: "outcome '\(cell)'")
  }
}
