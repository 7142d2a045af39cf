import Foundation
import Testing

@testable import AmountKit

/// The contract's "Host edits": "an empty replacement of one character
/// (after widening) that ends at the caret is backspace", and "a
/// replacement of the selection by one character is a keystroke". The
/// contract's typing and deleting rows, each asked for the way
/// `UITextField`'s `shouldChangeCharactersIn` asks: the key as the caret's
/// empty range replaced by it, backspace as the character before the caret
/// replaced by nothing. Each must end exactly as the key itself does.
@Suite("Host edits that are one key at the caret")
struct HostKeystrokeTests {
  /// The rows of one key at a caret (no selection drawn): every
  /// one-character key of the typing table and every backspace of the
  /// deleting table.
  static let rows: [EditRow] = (TypingTests.rows + DeletingTests.rows).filter { row in
    guard !row.before.contains("[") else { return false }
    switch row.edit.base {
    case .insert(let typed): return typed.count == 1
    case .deleteBackward: return true
    default: return false
    }
  }

  @Test("as the host asks for them", arguments: decimalLocales, rows)
  func hostRow(_ configuration: AmountFieldConfiguration, _ row: EditRow) throws {
    let notation = FieldNotation(configuration: configuration)
    let (text, selection) = notation.render(row.before)
    let caret = selection.lowerBound
    var asked = row
    switch row.edit.base {
    case .insert(let typed):
      asked.edit = .replace(caret..<caret, with: typed)
    default:
      // Nothing before the caret: a host asks for nothing.
      guard caret > 0 else { return }
      let units = text.utf16
      let end = units.index(units.startIndex, offsetBy: caret)
      let start = text.index(before: end)
      asked.edit = .replace(units.distance(from: units.startIndex, to: start)..<caret, with: "")
    }
    check(asked, in: configuration)
  }

  @Test("the rows cover digits, other keys and backspace")
  func coverage() {
    let typed = Self.rows.compactMap { row -> String? in
      if case .insert(let typed) = row.edit.base { return typed }
      return nil
    }
    #expect(typed.contains { $0.first?.isASCII == true && $0.first?.isNumber == true })
    #expect(typed.contains { $0 == "." })
    #expect(Self.rows.contains { $0.edit == .deleteBackward })
  }
}
