import Foundation
import Testing

@testable import AmountKit

@Suite("Deleting")
struct DeletingTests {
  static let rows: [EditRow] = [
    EditRow("1,|234", backspace, "|234"),  // skips formatting
    EditRow("12,|345", backspace, "1|,345"),
    EditRow("1|,234", forwardDelete, "1|34"),
    EditRow("1,234.|56", backspace, "123|.56"),  // the separator is skipped
    EditRow("1,234|.56", forwardDelete, "1,234.|6"),
    EditRow("1,234.|", backspace, "1,234|"),  // an empty fraction: the separator goes
    EditRow("1,234|.", forwardDelete, "1,234|"),
    EditRow("|1", backspace, "|1"),  // nothing to the left
    EditRow("1|", forwardDelete, "1|"),  // nothing to the right
    EditRow("1|", backspace, "|"),  // no digits left: empty
    EditRow("0.|", backspace, "|"),  // the shown zero is not a digit
    EditRow("1|.", backspace, "|0."),  // value 0: the typed separator stays
    EditRow("1,234.5|", backspace, "1,234.|"),
    EditRow("[1,234].56", backspace, "|0.56"),  // a selection deletes its digits
    EditRow("1|0,000.25", backspace, "|0,000.25"),  // the zeros stay while editing
    // Zero is an amount: the zero left is a digit, the caret stays after
    // the anchor before the deleted digit (none: the start).
    EditRow("1|,000", backspace, "|000"),
    EditRow("0|", backspace, "|"),  // a lone zero clears
    EditRow("1,2[3]4", forwardDelete, "12|4"),
    EditRow("1[,]234", backspace, "1|,234"),  // a selection of formatting only collapses
    EditRow("|1,234", forwardDelete, "|234"),
    EditRow("1,234.5|6", forwardDelete, "1,234.5|"),
    EditRow("[1,234.56]", backspace, "|"),
  ]

  @Test("spec rows", arguments: decimalLocales, rows)
  func row(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test("host backspace over a grouping separator deletes the digit before it")
  func hostBackspace() {
    var editor = AmountEditor(configuration: field("en_US", "USD"))
    editor.apply(.insert("1234"))
    editor.apply(.replace(2..<3, with: ""))  // UITextField asks to delete the ","
    #expect(FieldNotation.draw(editor) == "$|234")
  }

  @Test("host ranges out of bounds or inside a surrogate pair are clamped")
  func hostRanges() {
    var editor = AmountEditor(configuration: field("ccp", "USD"))
    editor.apply(.insert("12"))
    #expect(editor.apply(.replace(-5..<1, with: "")) == .accepted)
    #expect(editor.value == 2)
    #expect(editor.apply(.replace(100..<200, with: "7")) == .accepted)
    #expect(editor.value == 27)
    #expect(editor.apply(.replace(Int.min / 8..<Int.max / 8, with: "9")) == .accepted)
    #expect(editor.value == 9)
  }
}

@Suite("Cents entry (ATM)")
struct CentsEntryTests {
  static let rows: [EditRow] = [
    EditRow("|", key("1"), "0.01|"),
    EditRow("0.01|", key("2345"), "123.45|"),
    EditRow("123.45|", backspace, "12.34|"),
    EditRow("1.|23", backspace, "|0.23"),  // the digit before the point goes
    EditRow("|0.23", key("5"), "5|.23"),
    EditRow("1|23.45", key("9"), "1,9|23.45"),
    EditRow("0.01|", backspace, "|"),
    EditRow("|", key("0"), "0.00|"),  // value 0, not nil
    EditRow("0.00|", backspace, "|"),
    EditRow("12.34|", key("."), "12.34|"),  // the decimal key changes nothing
    EditRow("[12.34]", key("9"), "0.09|"),
    EditRow("12.34|", key("a"), rejected: .invalidCharacter),
  ]

  static let configurations: [AmountFieldConfiguration] = [
    field("en_US", "USD", .cents), field("de_DE", "EUR", .cents), field("ar_EG", "EGP", .cents),
    field("nl_NL", "EUR", .cents), field("en_IN", "INR", .cents),
  ]

  @Test("spec rows", arguments: configurations, rows)
  func row(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  /// "in cents entry the separator is fixed and only digits go": a
  /// selection across it replaces or deletes the digits it covers, and the
  /// digits left shift in from the right.
  @Test(
    "a selection across the fixed separator",
    arguments: configurations,
    [
      EditRow("1[2.3]4", key("9"), "1.9|4"),
      EditRow("12[.3]4", key("9"), "12.9|4"),
      EditRow("12[.]34", key("9"), "129|.34"),
      EditRow("1[2.3]4", .paste("56"), "15.6|4"),
      EditRow("1[2.3]4", backspace, "0.1|4"),
      EditRow("1[2.3]4", forwardDelete, "0.1|4"),
      EditRow("[12.3]4", backspace, "|0.04"),
    ])
  func selectionAcrossTheSeparator(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test("values and minor units")
  func values() {
    var editor = AmountEditor(configuration: field("en_US", "USD", .cents))
    editor.apply(.insert("12345"))
    #expect(editor.value == Decimal(string: "123.45"))
    #expect(editor.minorUnits == 12345)
    editor.apply(.insert("0"))
    #expect(editor.text == "$1,234.50")
  }

  @Test("KWD has three fraction digits")
  func kuwait() {
    var editor = AmountEditor(configuration: field("en_US", "KWD", .cents))
    editor.apply(.insert("1"))
    #expect(editor.value == Decimal(string: "0.001"))
    #expect(editor.text == "KWD\u{00A0}0.001")
  }
}
