import Foundation
import Testing

@testable import AmountKit

@Suite("Begin and end of editing, set, undo")
struct RestTests {
  @Test(
    "end of editing pads the fraction",
    arguments: [
      ("1,234.5", "$1,234.50", "1234.5"), ("1,234.", "$1,234.00", "1234"),
      ("0.", "", nil), ("0,000.25", "$0.25", "0.25"), ("1,234", "$1,234.00", "1234"),
      ("", "", nil),
    ] as [(String, String, String?)])
  func end(_ typed: String, _ rest: String, _ value: String?) {
    var editor = FieldNotation(configuration: field("en_US", "USD")).editor(typed + "|")
    editor.apply(.endEditing)
    #expect(editor.text == rest)
    #expect(editor.value == value.flatMap { Decimal(string: $0) })
    #expect(!editor.isEditing)
    #expect(editor.selection == editor.numberRange.upperBound..<editor.numberRange.upperBound)
  }

  @Test("a plain number does not pad at rest, and affixes show only with a digit")
  func units() {
    var editor = AmountEditor(
      configuration: .init(
        format: AmountFormat.number(locale: Locale(identifier: "en_US")).suffix(" lbs")))
    #expect(editor.text == "")
    editor.apply(.insert("28"))
    #expect(FieldNotation.draw(editor) == "28| lbs")
    editor.apply(.select(5..<7))  // inside the suffix: moved to the number's end
    #expect(FieldNotation.draw(editor) == "28| lbs")
    editor.apply(.insert(".50"))
    editor.apply(.endEditing)
    #expect(editor.text == "28.5 lbs")
    editor.apply(.setValue(22))
    #expect(editor.text == "22 lbs")
    let inches = AmountEditor(
      configuration: .init(
        format: AmountFormat.number(locale: Locale(identifier: "en_US")).suffix("\"")),
      value: 22)
    #expect(inches.text == "22\"")
  }

  @Test("symbol: false hides the symbol and its space")
  func noSymbol() {
    let format = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
      .currencyDisplay(.hidden)
    #expect(format.format(Decimal(string: "1234.56") ?? 0) == "1.234,56")
    let editor = AmountEditor(
      configuration: .init(format: format), value: Decimal(string: "1234.56"))
    #expect(editor.text == "1.234,56")
  }

  @Test("set rounds with Foundation's rule, starts a new undo history, keeps out-of-limit values")
  func set() {
    var editor = AmountEditor(configuration: field("en_US", "USD") { $0.maximum = 100 })
    editor.apply(.insert("5"))
    editor.apply(.setValue(Decimal(string: "12.345")))
    #expect(editor.text == "$12.34")  // half to even
    #expect(editor.value == Decimal(string: "12.34"))
    #expect(!editor.canUndo)
    #expect(editor.apply(.undo) == .rejected(.nothingToUndo))
    editor.apply(.setValue(1000))
    #expect(editor.text == "$1,000.00")
    // Set while editing: the field stays editing; `invalid` is reported
    // only at rest.
    #expect(editor.isEditing)
    #expect(editor.invalidReason == nil)
    editor.apply(.endEditing)
    #expect(editor.invalidReason == .aboveMaximum)
    editor.apply(.setValue(nil))
    #expect(editor.text == "")
    #expect(editor.value == nil)
  }

  @Test("clears when zero, if configured")
  func clearsWhenZero() {
    var editor = AmountEditor(configuration: field("en_US", "USD") { $0.clearsWhenZero = true })
    editor.apply(.insert("0"))
    editor.apply(.endEditing)
    #expect(editor.text == "")
    #expect(editor.value == nil)
  }

  @Test("begin keeps the text and puts the caret at the end of the number")
  func begin() {
    var editor = AmountEditor(
      configuration: field("de_DE", "EUR"), value: Decimal(string: "1234.5"))
    #expect(editor.text == "1.234,50\u{00A0}€")
    editor.apply(.beginEditing)
    #expect(FieldNotation.draw(editor) == "1.234,50|\u{00A0}€")
    editor.apply(.deleteBackward)
    #expect(editor.text == "1.234,5\u{00A0}€")
  }

  @Test("undo and redo restore text, selection and value; end of editing is not a step")
  func undo() {
    var editor = AmountEditor(configuration: field("en_US", "USD"))
    editor.apply(.insert("1234"))
    editor.apply(.select(1..<3))
    editor.apply(.paste("9"))
    #expect(FieldNotation.draw(editor) == "$9|,234")
    editor.apply(.undo)
    #expect(FieldNotation.draw(editor) == "$[1,]234")  // the selection is back
    editor.apply(.redo)
    #expect(FieldNotation.draw(editor) == "$9|,234")
    #expect(editor.apply(.redo) == .rejected(.nothingToRedo))
    editor.apply(.insert("x"))  // rejected: no step
    editor.apply(.moveLeft)  // a caret move: no step
    for _ in 0..<5 { editor.apply(.undo) }
    #expect(editor.text == "")
    #expect(editor.apply(.undo) == .rejected(.nothingToUndo))
  }
}

@Suite("Where the caret lands")
struct CaretTests {
  @Test("left and right move one character and do not skip separators; Home and End")
  func moves() {
    var editor = FieldNotation(configuration: field("en_US", "USD")).editor("1,234.5|6")
    let steps: [(AmountEdit, String)] = [
      (.moveLeft, "$1,234.|56"), (.moveLeft, "$1,234|.56"), (.moveLeft, "$1,23|4.56"),
      (.moveLeft, "$1,2|34.56"), (.moveLeft, "$1,|234.56"), (.moveLeft, "$1|,234.56"),
      (.moveLeft, "$|1,234.56"), (.moveLeft, "$|1,234.56"), (.moveRight, "$1|,234.56"),
      (.moveToEnd, "$1,234.56|"), (.moveRight, "$1,234.56|"), (.moveToStart, "$|1,234.56"),
      (.select(0..<100), "$[1,234.56]"), (.moveRight, "$1,234.56|"),
    ]
    for (edit, expected) in steps {
      editor.apply(edit)
      #expect(FieldNotation.draw(editor) == expected)
    }
  }

  @Test("a caret in the prefix or suffix moves to the number")
  func affixes() {
    var editor = FieldNotation(configuration: field("de_DE", "EUR")).editor("1,234|")
    editor.apply(.select(0..<0))
    #expect(editor.selection == 0..<0)
    editor.apply(.select(8..<8))
    #expect(editor.selection == 5..<5)
    var negative = FieldNotation(configuration: field("en_US", "USD") { $0.allowsNegative = true })
      .editor("-12|")
    negative.apply(.select(1..<1))
    #expect(FieldNotation.draw(negative) == "-$|12")
  }
}

@Suite("Redo")
struct RedoTests {
  @Test("redo restores the state right after the edit, not the caret moved since")
  func redoAfterCaretMove() {
    var editor = AmountEditor(configuration: field("en_US", "USD"))
    editor.apply(.insert("12"))
    editor.apply(.select(1..<3))
    editor.apply(.paste("34"))
    #expect(FieldNotation.draw(editor) == "$34|")
    editor.apply(.select(1..<1))
    editor.apply(.undo)
    #expect(FieldNotation.draw(editor) == "$[12]")
    editor.apply(.redo)
    #expect(FieldNotation.draw(editor) == "$34|")
  }

  @Test("after end of editing, redo restores the state right after the last edit, as typed")
  func redoAfterEndOfEditing() {
    var editor = AmountEditor(configuration: field("en_US", "USD"))
    editor.apply(.insert("10."))
    #expect(FieldNotation.draw(editor) == "$10.|")
    editor.apply(.endEditing)
    #expect(editor.text == "$10.00")
    editor.apply(.undo)
    #expect(FieldNotation.draw(editor) == "$10|")
    editor.apply(.redo)
    #expect(FieldNotation.draw(editor) == "$10.|")
    editor.apply(.undo)
    editor.apply(.undo)
    #expect(FieldNotation.draw(editor) == "$1|")
  }
}
