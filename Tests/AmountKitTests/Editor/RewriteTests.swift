import Foundation
import Testing

@testable import AmountKit

/// The contract's "Zero is an amount": a keystroke that rewrites a
/// character with the same character (a digit typed over the same digit
/// inside a full fraction, `7` over a selected `7`, the decimal key over the
/// selected separator) is an ordinary keystroke: the caret goes after what
/// was typed. Only an edit that changes neither text, held digits nor
/// caret leaves the selection alone. Each table runs in en_US, de_DE and
/// ar_EG; the drawings are in the en_US notation of the spec, translated
/// per locale through Foundation's own currency format.
@Suite("A character rewritten with the same character")
struct RewriteTests {
  static let decimal = [field("en_US", "USD"), field("de_DE", "EUR"), field("ar_EG", "EGP")]
  static let cents = [
    field("en_US", "USD", .cents), field("de_DE", "EUR", .cents), field("ar_EG", "EGP", .cents),
  ]

  @Test(
    "typing or pasting the same character moves the caret past it",
    arguments: decimal,
    [
      EditRow("69.|00", key("0"), "69.0|0"),  // the same digit inside a full fraction
      EditRow("69.00|", key("."), "69.|00"),
      EditRow("[7]", key("7"), "7|"),
      EditRow("[0]", key("0"), "0|"),
      EditRow("1[2].5", key("2"), "12|.5"),
      EditRow("12.[5]", key("5"), "12.5|"),
      EditRow("12[.]5", key("."), "12.|5"),  // the decimal key over the selected separator
      EditRow("[7]", .paste("7"), "7|"),
      EditRow("69.|00", .paste("0"), "69.0|0"),
      EditRow("69.|00", .paste("00"), "69.00|"),
      // Edits that change neither text, held digits nor caret.
      EditRow("|5", key("0"), "|5"),
      EditRow("|5", .paste("00"), "|5"),
      EditRow("0|.5", key("0"), "0|.5"),
    ])
  func rewrite(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  /// Keys typed one after the other, each a keystroke: the contract's
  /// `$69.00|` then `.`, `0`, `1` gives `$69.01|`; `$[7]` then `7`, `5`
  /// gives `$75|`.
  @Test(
    "the next keys land after the rewritten character",
    arguments: decimal,
    [
      ("69.00|", ".01", "69.01|"),
      ("69.|00", "01", "69.01|"),
      ("[7]", "75", "75|"),
      ("1[2].5", "23", "123|.5"),
    ])
  func nextKeys(_ configuration: AmountFieldConfiguration, _ row: (String, String, String)) {
    let notation = FieldNotation(configuration: configuration)
    var editor = notation.editor(row.0)
    for key in row.1 {
      let before = editor
      let edit = AmountEdit.insert(String(key))
      let outcome = editor.apply(edit)
      #expect(outcome == .accepted)
      #expect(editor.invariantViolations(before: before, edit: edit, outcome: outcome) == [])
    }
    #expect(FieldNotation.draw(editor) == Self.drawn(row.2, notation))
  }

  @Test(
    "cents entry: the same digit typed over a selected digit",
    arguments: cents,
    [
      EditRow("1[2].34", key("2"), "12|.34"),
      EditRow("12.3[4]", key("4"), "12.34|"),
    ])
  func rewriteCents(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test("after a set value, `.`, `0`, `1` gives the cents typed", arguments: decimal)
  func afterSet(_ configuration: AmountFieldConfiguration) {
    let notation = FieldNotation(configuration: configuration)
    var editor = AmountEditor(configuration: configuration, value: 69)
    editor.apply(.beginEditing)
    #expect(FieldNotation.draw(editor) == Self.drawn("69.00|", notation))
    for key in [".", "0", "1"] {
      let before = editor
      let outcome = editor.apply(.insert(key))
      #expect(outcome == .accepted)
      #expect(
        editor.invariantViolations(before: before, edit: .insert(key), outcome: outcome) == [])
    }
    #expect(FieldNotation.draw(editor) == Self.drawn("69.01|", notation))
    #expect(editor.value == Decimal(string: "69.01"))
  }

  /// The host's form: a request to replace the selection, or another
  /// range, by the character it holds is a keystroke there.
  @Test("a host rewriting a character with the same one moves the caret", arguments: decimal)
  func hostRewrite(_ configuration: AmountFieldConfiguration) {
    let notation = FieldNotation(configuration: configuration)
    // The selection replaced: `$1[2].5`... drawn `[1]2.5`, as in the
    // report's `{"select":[1,2]},{"replace":[1,1],"with":"1"}`.
    var editor = notation.editor("[1]2.5")
    let depth = editor.undoDepth
    #expect(editor.apply(.replace(editor.selection, with: "1")) == .accepted)
    #expect(FieldNotation.draw(editor) == Self.drawn("1|2.5", notation))
    #expect(editor.undoDepth == depth)  // the text and the digits are the same
    // Another range than the selection: typing over that range.
    editor = notation.editor("12.5|")
    let first = notation.render("[1]2.5").selection
    #expect(editor.apply(.replace(first, with: "1")) == .accepted)
    #expect(FieldNotation.draw(editor) == Self.drawn("1|2.5", notation))
    // A zero that could only become a leading zero changes nothing: the
    // selection stays where it was.
    editor = notation.editor("12.5|")
    let start = notation.render("|12.5").selection
    #expect(editor.apply(.replace(start, with: "0")) == .accepted)
    #expect(FieldNotation.draw(editor) == Self.drawn("12.5|", notation))
  }

  static func drawn(_ drawing: String, _ notation: FieldNotation) -> String {
    let (text, selection) = notation.render(drawing)
    return FieldNotation.draw(text: text, selection: selection)
  }
}
