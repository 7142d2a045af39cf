import Foundation
import Testing

@testable import AmountKit

/// "What the text shows while editing", "Deleting", "Begin and end of
/// editing": zeros left leading by a deletion stay while editing, and a
/// field holding only the separator the user typed holds no amount. Each
/// row is drawn the en_US way and checked in en_US, de_DE and ar_EG
/// against Foundation's text (``FieldNotation``), with the value the
/// contract gives and what end of editing shows: Foundation's currency
/// text for that value, or nothing.
@Suite("Held zeros and a lone typed separator")
struct HeldZerosAndLoneSeparatorTests {
  /// A decimal of the contract, read exactly.
  static func exact(_ text: String) -> Decimal? { Decimal(string: text) }

  static let configurations = [field("en_US", "USD"), field("de_DE", "EUR"), field("ar_EG", "EGP")]

  /// A row of the contract with the value after the edit and the value at
  /// rest (nil: no amount, an empty field).
  struct Row: CustomTestStringConvertible, Sendable {
    var before: String
    var keys: [AmountEdit]
    var after: String
    var value: Decimal?
    var resting: Decimal?
    var testDescription: String {
      "\(before) \(keys.map(EditRow.name).joined(separator: " ")) → \(after)"
    }
  }

  static let rows: [Row] = [
    // The zeros stay while editing; the value is the amount's.
    Row(
      before: "1|0,000.25", keys: [backspace], after: "|0,000.25", value: Self.exact("0.25"),
      resting: Self.exact("0.25")),
    // Correcting the first digit keeps the magnitude.
    Row(
      before: "1|0,000.25", keys: [backspace, key("2")], after: "2|0,000.25",
      value: Self.exact("20000.25"),
      resting: Self.exact("20000.25")),
    // Typing a leading zero still changes nothing.
    Row(
      before: "1|0,000.25", keys: [backspace, key("0")], after: "|0,000.25",
      value: Self.exact("0.25"),
      resting: Self.exact("0.25")),
    // Forward delete of the first digit holds them too.
    Row(
      before: "|1,000", keys: [forwardDelete], after: "|000", value: Self.exact("0"),
      resting: Self.exact("0")),
    Row(
      before: "1|,000", keys: [backspace], after: "|000", value: Self.exact("0"),
      resting: Self.exact("0")),
    // A selection of the leading digits likewise.
    Row(
      before: "[12],005", keys: [backspace], after: "|005", value: Self.exact("5"),
      resting: Self.exact("5")),
    // Deleting one held zero leaves the others.
    Row(
      before: "1|0,000.25", keys: [backspace, .moveRight, .moveRight, .moveRight, backspace],
      after: "0|00.25", value: Self.exact("0.25"), resting: Self.exact("0.25")),
    // A lone typed separator is no amount; a digit after it is one.
    Row(before: "|", keys: [key(".")], after: "0.|", value: nil, resting: nil),
    Row(
      before: "|", keys: [key("."), key("5")], after: "0.5|", value: Self.exact("0.5"),
      resting: Self.exact("0.5")),
    Row(before: "1|.", keys: [backspace], after: "|0.", value: nil, resting: nil),
    // A field holding no amount takes a paste with a separator or a sign
    // whole, as an empty one does; digits alone go in as typed (a choice
    // where the contract is silent).
    Row(
      before: "|", keys: [key("."), .paste("1.50")], after: "1.50|", value: Self.exact("1.5"),
      resting: Self.exact("1.5")),
    Row(
      before: "|", keys: [key("."), .paste("7")], after: "0.7|", value: Self.exact("0.7"),
      resting: Self.exact("0.7")),
    // A zero typed before a lone separator could only be a leading zero:
    // it changes nothing, and the field still holds no amount.
    Row(
      before: "|", keys: [key("."), .moveLeft, key("0")], after: "0|.", value: nil, resting: nil),
    Row(
      before: "|", keys: [key("."), .moveLeft, .paste("0")], after: "0|.", value: nil,
      resting: nil),
    // A typed zero then the separator is the amount 0.
    Row(
      before: "|", keys: [key("0"), key(".")], after: "0.|", value: Self.exact("0"),
      resting: Self.exact("0")),
  ]

  @Test("rows in en_US, de_DE and ar_EG", arguments: configurations, rows)
  func row(_ configuration: AmountFieldConfiguration, _ row: Row) {
    let notation = FieldNotation(configuration: configuration)
    var editor = notation.editor(row.before)
    for key in row.keys { #expect(editor.apply(key) == .accepted) }
    let (text, selection) = notation.render(row.after)
    #expect(FieldNotation.draw(editor) == FieldNotation.draw(text: text, selection: selection))
    #expect(editor.value == row.value)
    editor.apply(.endEditing)
    let oracle = FoundationOracle(format: configuration.format)
    let fraction = configuration.format.fractionDigits
    #expect(editor.text == (row.resting.map { oracle.foundation($0, places: fraction) } ?? ""))
    #expect(editor.value == row.resting)
  }

  @Test("undo of the deletion that held the zeros restores the amount", arguments: configurations)
  func undo(_ configuration: AmountFieldConfiguration) {
    let notation = FieldNotation(configuration: configuration)
    var editor = notation.editor("1|0,000.25")
    let before = editor
    editor.apply(backspace)
    #expect(editor.apply(.undo) == .accepted)
    #expect(editor.text == before.text)
    #expect(editor.selection == before.selection)
    #expect(editor.value == Self.exact("10000.25"))
  }

  @Test("held zeros count as no integer digit against the limit", arguments: configurations)
  func limit(_ configuration: AmountFieldConfiguration) {
    var limited = configuration
    limited.maximumIntegerDigits = 5
    let notation = FieldNotation(configuration: limited)
    var editor = notation.editor("1|0,000.25")
    editor.apply(backspace)
    // `0,000.25` has no significant integer digit: a sixth integer digit
    // typed before the zeros is refused, one in their place is not.
    editor.apply(.moveToStart)
    #expect(editor.apply(key("2")) == .accepted)
    #expect(editor.value == Self.exact("20000.25"))
    #expect(editor.apply(key("3")) == .rejected(.tooManyIntegerDigits))
  }

  @Test(
    "zeros left leading by a deletion stay: a digit typed before them keeps the magnitude",
    arguments: configurations)
  func heldZeros(_ configuration: AmountFieldConfiguration) {
    var editor = AmountEditor(configuration: configuration)
    editor.apply(.insert("10000.25"))
    editor.apply(.moveToStart)
    editor.apply(.moveRight)
    editor.apply(.deleteBackward)
    #expect(editor.value == Decimal(string: "0.25"))
    editor.apply(.insert("7"))
    #expect(editor.value == Decimal(string: "70000.25"))
  }
}
