import Foundation
import Testing

@testable import AmountKit

@Suite("Sign")
struct SignTests {
  static let rows: [EditRow] = [
    EditRow("1,234|", key("-"), "-1,234|"),
    EditRow("1,2|34", key("−"), "-1,2|34"),  // U+2212 too; the caret keeps its digits
    EditRow("-1,234|", key("-"), "1,234|"),  // toggles
    EditRow("-1,2|34", key("+"), "1,2|34"),
    EditRow("1,2|34", key("+"), "1,2|34"),
    EditRow("|", key("-"), "-|"),  // a lone sign
    EditRow("-|", key("5"), "-5|"),
    EditRow("-|", backspace, "|"),
    EditRow("-|", key("-"), "|"),
    EditRow("-|1,234", backspace, "|1,234"),  // backspace at the start removes the sign
    EditRow("-1|", backspace, "-|"),  // the last digit leaves the lone sign
    EditRow("-|", key("0"), "-0|"),  // negative zero while editing
    EditRow("-[1,234]", key("5"), "-5|"),  // replacing every digit keeps the sign
    EditRow("-[1,234]", .paste("7"), "-7|"),
    EditRow("-[1,234]", .paste("+7"), "7|"),
    EditRow("[1,234]", .paste("-7"), "-7|"),
    EditRow("1,2|34", .paste("-5"), rejected: .invalidPaste),  // a signed partial paste
    EditRow("-1,234|", key("."), "-1,234.|"),
    EditRow("1,234|", key("-1"), "-12,341|"),
  ]

  static let configurations = decimalLocales.map { base in
    var c = base
    c.minimum = -1_000_000
    return c
  }

  @Test("spec rows", arguments: configurations, rows)
  func row(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test(
    "without negatives, `-` is rejected and `+` ignored",
    arguments: [
      EditRow("1,234|", key("-"), rejected: .negativeNotAllowed),
      EditRow("|", key("-"), rejected: .negativeNotAllowed),
      EditRow("1,234|", key("+"), "1,234|"),
      EditRow("|", .paste("-5"), rejected: .negativeNotAllowed),
    ])
  func noNegatives(_ row: EditRow) {
    check(row, in: field("en_US", "USD"))
  }

  @Test("negative display follows the locale")
  func negativePatterns() {
    for (locale, code, expected) in [
      ("en_US", "USD", "-$34.51"), ("nl_NL", "EUR", "€\u{00A0}-34,51"),
      ("de_DE", "EUR", "-34,51\u{00A0}€"), ("de_CH", "CHF", "CHF-34.51"),
    ] {
      var editor = AmountEditor(configuration: field(locale, code) { $0.allowsNegative = true })
      editor.apply(.insert("-34.51"))
      #expect(editor.text == expected)
      #expect(editor.value == Decimal(string: "-34.51"))
    }
  }

  @Test("accounting parentheses when configured")
  func accounting() throws {
    let format = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
      .sign(strategy: .accounting)
    var editor = AmountEditor(configuration: .init(format: format, allowsNegative: true))
    editor.apply(.insert("-34.5"))
    #expect(FieldNotation.draw(editor) == "($34.5|)")
    #expect(try format.parse("($34.50)") == Decimal(string: "-34.5"))
  }

  @Test("negative zero loses its minus at rest")
  func negativeZero() {
    var editor = AmountEditor(configuration: field("en_US", "USD") { $0.allowsNegative = true })
    editor.apply(.insert("-0"))
    #expect(editor.text == "-$0")
    #expect(editor.value == 0)
    editor.apply(.endEditing)
    #expect(editor.text == "$0.00")
  }

  @Test("a lone sign at rest is dropped")
  func loneSignAtRest() {
    var editor = AmountEditor(configuration: field("en_US", "USD") { $0.allowsNegative = true })
    editor.apply(.insert("-"))
    #expect(editor.text == "-")
    #expect(editor.value == nil)
    editor.apply(.endEditing)
    #expect(editor.text == "")
    #expect(editor.value == nil)
  }
}

@Suite("Limits")
struct LimitTests {
  @Test(
    "maximum",
    arguments: [
      EditRow("100|", key("0"), "1,000|"),
      EditRow("1,000|", key("0"), rejected: .aboveMaximum),
      EditRow("1,000|", key("."), "1,000.|"),
      EditRow("1,000.|", key("1"), rejected: .aboveMaximum),
      EditRow("|", .paste("1001"), rejected: .aboveMaximum),
      EditRow("9|99", key("9"), rejected: .aboveMaximum),
    ])
  func maximum(_ row: EditRow) {
    check(row, in: field("en_US", "USD") { $0.maximum = 1000 })
  }

  @Test(
    "the far side of a negative minimum",
    arguments: [
      EditRow("-10|", key("0"), rejected: .belowMinimum),
      EditRow("100|", key("-"), rejected: .belowMinimum),
      EditRow("50|", key("-"), "-50|"),
    ])
  func negativeMinimum(_ row: EditRow) {
    check(row, in: field("en_US", "USD") { $0.minimum = -50 })
  }

  @Test(
    "integer digits",
    arguments: [
      EditRow("123|", key("4"), rejected: .tooManyIntegerDigits),
      EditRow("123|", key(".45"), "123.45|"),
      EditRow("1|23", .paste("45"), rejected: .tooManyIntegerDigits),
    ])
  func integerDigits(_ row: EditRow) {
    check(row, in: field("en_US", "USD") { $0.maximumIntegerDigits = 3 })
  }

  @Test("removing the separator must fit the digit limit")
  func separatorRemoval() {
    check(
      EditRow("12[.]34", backspace, rejected: .tooManyIntegerDigits),
      in: field("en_US", "USD") { $0.maximumIntegerDigits = 3 })
  }

  @Test("the default limit is 15 integer digits")
  func fifteen() {
    var editor = AmountEditor(configuration: field("en_US", "USD"))
    editor.apply(.insert(String(repeating: "9", count: 15)))
    #expect(editor.apply(.insert("9")) == .rejected(.tooManyIntegerDigits))
    editor.apply(.insert(".99"))
    #expect(editor.minorUnits == 99_999_999_999_999_999)
  }

  @Test("a positive minimum is not enforced while typing; keep reports, clamp replaces")
  func positiveMinimum() {
    var keep = AmountEditor(configuration: field("en_US", "USD") { $0.minimum = 10 })
    keep.apply(.insert("5"))
    #expect(keep.invalidReason == nil)
    keep.apply(.insert("0"))
    #expect(keep.value == 50)
    keep.apply(.deleteBackward)
    keep.apply(.endEditing)
    #expect(keep.text == "$5.00")
    #expect(keep.invalidReason == .belowMinimum)

    var clamp = AmountEditor(
      configuration: field("en_US", "USD") {
        $0.minimum = 10
        $0.minimumPolicy = .clamp
      })
    clamp.apply(.insert("5"))
    clamp.apply(.endEditing)
    #expect(clamp.text == "$10.00")
    #expect(clamp.value == 10)
    #expect(clamp.invalidReason == nil)
  }
}
