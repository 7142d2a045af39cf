import Foundation
import Testing

@testable import AmountKit

/// The contract's "Zero is an amount": a typed or pasted zero is a digit,
/// an amount the field formatted holds the digits it shows, and a zero
/// takes a paste whole when the field, not the user, put its separator
/// there. Each table runs in en_US, de_DE and ar_EG (right to left,
/// Arabic-Indic digits); the drawings are in the en_US notation of the
/// spec and translated per locale.
@Suite("Zero is an amount")
struct ZeroIsAnAmountTests {
  static let decimal = [field("en_US", "USD"), field("de_DE", "EUR"), field("ar_EG", "EGP")]
  static let cents = [
    field("en_US", "USD", .cents), field("de_DE", "EUR", .cents), field("ar_EG", "EGP", .cents),
  ]
  static let integer = [
    field("ja_JP", "JPY"), field("en_US", "USD", .integer), field("ar_EG", "EGP", .integer),
  ]

  /// A typed or pasted zero is the digit `0`: an anchor, not decoration.
  static let zeroRows: [EditRow] = [
    EditRow("|", key("0"), "0|"),
    EditRow("|0", key("1"), "1|0"),  // a digit typed before it goes in before it
    EditRow("0|", key("7"), "7|"),  // one typed after it replaces it
    EditRow("0|", backspace, "|"),  // backspace right after it empties the field
    EditRow("[0]", backspace, "|"),  // so does deleting a selection over it
    EditRow("|0", backspace, "|0"),  // nothing before it to delete
    EditRow("0|", forwardDelete, "0|"),  // nothing after it
    EditRow("|0", forwardDelete, "|"),
    EditRow("1|0", backspace, "|0"),  // the zero left is a digit; caret after no anchor
    EditRow("0|", key("0"), "0|"),  // a zero that changes nothing
  ]

  /// A keystroke that rewrites a character with the same character is an
  /// ordinary keystroke: the text and the digits stay (no undo step), the
  /// caret goes after the typed zero.
  @Test("a host replacing a formatted zero by a zero rewrites it", arguments: decimal)
  func formattedZeroReplaced(_ configuration: AmountFieldConfiguration) {
    var editor = AmountEditor(configuration: configuration, value: 0.5)
    editor.apply(.beginEditing)
    let before = editor
    let zero = editor.numberRange.lowerBound
    // The range of the integer `0`: one digit, one or two UTF-16 units.
    let digit = zero..<editor.layout.tokenEnd(0)
    #expect(editor.apply(.replace(digit, with: "0")) == .accepted)
    #expect(editor.text == before.text && editor.selection == digit.upperBound..<digit.upperBound)
    #expect(!editor.canUndo)
  }

  @Test("decimal entry", arguments: decimal, zeroRows)
  func zeroDecimal(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test("integer entry and currencies without a fraction", arguments: integer, zeroRows)
  func zeroInteger(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test(
    "cents entry: the typed zero is the last digit, padding zeros stay decoration",
    arguments: cents,
    [
      EditRow("|", key("0"), "0.00|"),
      EditRow("|0.00", key("5"), "0.5|0"),
      EditRow("0.00|", key("5"), "0.05|"),
      EditRow("0.00|", key("0"), "0.00|"),
      EditRow("0.00|", backspace, "|"),
    ])
  func zeroCents(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test(
    "a typed zero that could only be a leading zero leaves the caret where it was",
    arguments: decimal,
    [
      EditRow("0|.", key("0"), "0|."),  // the shown zero of an empty integer part
      EditRow("|0.5", key("0"), "|0.5"),
      EditRow("|5", key("0"), "|5"),
      EditRow("|5", .paste("0"), "|5"),
      EditRow("|5", .paste("00"), "|5"),
      EditRow("[1].5", key("0"), "0|.5"),  // a zero typed over the integer part is a digit
      EditRow("|0,000.25", key("0"), "|0,000.25"),  // held zeros: a typed leading zero too
    ])
  func leadingZero(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  /// A set value, the caret placed at `caret` (an offset into the number,
  /// in digits and separators of the en_US drawing), then an edit.
  struct SetRow: Sendable, CustomTestStringConvertible {
    var value: Decimal
    var caretAtStart: Bool
    var edit: AmountEdit
    var after: String
    var testDescription: String {
      "set \(value), caret at \(caretAtStart ? "start" : "end"), \(EditRow.name(edit)) → \(after)"
    }
  }

  @Test(
    "an amount the field formatted holds the digits it shows",
    arguments: decimal,
    [
      SetRow(value: 0, caretAtStart: false, edit: backspace, after: "0.0|"),
      SetRow(value: 0.5, caretAtStart: true, edit: key("1"), after: "1|0.50"),
      SetRow(value: 0, caretAtStart: true, edit: key("7"), after: "7|0.00"),
    ])
  func formattedZero(_ configuration: AmountFieldConfiguration, _ row: SetRow) {
    let notation = FieldNotation(configuration: configuration)
    var editor = AmountEditor(configuration: configuration, value: row.value)
    // At rest the text is Foundation's own.
    let currency = configuration.format.currencyCode ?? ""
    #expect(
      editor.text
        == row.value.formatted(.currency(code: currency).locale(configuration.format.locale)))
    editor.apply(.beginEditing)
    if row.caretAtStart { editor.apply(.moveToStart) }
    #expect(editor.apply(row.edit) == .accepted)
    let (text, selection) = notation.render(row.after)
    #expect(FieldNotation.draw(editor) == FieldNotation.draw(text: text, selection: selection))
  }

  @Test("cents entry: a set zero is one digit, the padding is decoration", arguments: cents)
  func formattedZeroCents(_ configuration: AmountFieldConfiguration) {
    var editor = AmountEditor(configuration: configuration, value: 0)
    editor.apply(.beginEditing)
    editor.apply(.deleteBackward)
    #expect(editor.text == "")
    #expect(editor.value == nil)
  }

  @Test(
    "a zero that shows no typed separator takes a paste whole, wherever the caret is",
    arguments: decimal)
  func pasteIntoZero(_ configuration: AmountFieldConfiguration) {
    var signed = configuration
    signed.allowsNegative = true
    for row in [
      EditRow("0|", .paste("1.50"), "1.50|"), EditRow("|0", .paste("1.50"), "1.50|"),
      EditRow("0|", .paste("-3"), "-3|"),
    ] {
      check(row, in: signed)
    }
    // After `set 0` too.
    var editor = AmountEditor(configuration: configuration, value: 0)
    editor.apply(.beginEditing)
    editor.apply(.moveToStart)
    #expect(editor.apply(.paste("1.5")) == .accepted)
    #expect(editor.value == Decimal(string: "1.5"))
  }

  /// Who put the separator of a zero there decides whether it takes a
  /// paste whole: the field (a set value, a step's result, also after
  /// some of its digits were deleted) or the user (typed or pasted).
  struct ZeroPasteRow: Sendable, CustomTestStringConvertible {
    /// The value set first, or nil for an empty field.
    var value: Decimal?
    /// Where the caret is placed next (a drawing), if anywhere.
    var caret: String?
    /// The edits that follow, then the paste.
    var edits: [AmountEdit]
    var paste: String
    /// The drawing after the paste, or nil when it is rejected.
    var after: String?
    var reason: AmountRejection?

    var testDescription: String {
      let start = value.map { "set \($0)" } ?? "empty"
      let placed = caret.map { ", caret \($0)" } ?? ""
      let keys = edits.map(EditRow.name).joined(separator: " ")
      return "\(start)\(placed), \(keys), paste '\(paste)' → \(after ?? "rejected")"
    }
  }

  @Test(
    "a zero takes a paste whole when its separator is the field's, not when the user's",
    arguments: decimal,
    [
      // The contract's rows: `set 0`, backspace, paste `5`; `set 0`,
      // backspace at `$0.|00`, paste `1.5`.
      ZeroPasteRow(value: 0, edits: [backspace], paste: "5", after: "5|"),
      ZeroPasteRow(value: 0, caret: "0.|00", edits: [backspace], paste: "1.5", after: "1.5|"),
      ZeroPasteRow(value: 0, caret: "0.|00", edits: [backspace], paste: "5", after: "5|"),
      ZeroPasteRow(value: 0, caret: "0.0|0", edits: [forwardDelete], paste: "5", after: "5|"),
      // The result of a step is formatted by the field too.
      ZeroPasteRow(value: 1, edits: [.stepDown], paste: "5", after: "5|"),
      // A separator the user typed or pasted: the paste goes in as typed.
      ZeroPasteRow(
        edits: [key("0"), key("."), key("0"), key("0")], paste: "5", reason: .fractionFull),
      ZeroPasteRow(edits: [.paste("0.00")], paste: "5", reason: .fractionFull),
      ZeroPasteRow(edits: [key("0"), key(".")], paste: "5", after: "0.5|"),
      ZeroPasteRow(
        value: 0, edits: [backspace, backspace, backspace, key(".")], paste: "5", after: "0.5|"),
    ])
  func zeroSeparatorOwner(_ configuration: AmountFieldConfiguration, _ row: ZeroPasteRow) {
    let notation = FieldNotation(configuration: configuration)
    var editor = AmountEditor(configuration: configuration, value: row.value)
    editor.apply(.beginEditing)
    if let caret = row.caret { editor.apply(.select(notation.render(caret).selection)) }
    for edit in row.edits { #expect(editor.apply(edit) == .accepted, "\(EditRow.name(edit))") }
    expectEdit(
      .paste(row.paste), on: &editor, notation: notation, rejected: row.reason, after: row.after)
  }
}
