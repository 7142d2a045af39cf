import Foundation
import Testing

@testable import AmountKit

/// Locales every generic row runs in: the row's drawing stands for the text
/// Foundation shows for its amount in each locale (digits, separators,
/// affixes, bidi marks; Chakma's digits are two UTF-16 units each).
/// `es_ES` groups `1234` differently from the drawings, so it has its own
/// rows.
let decimalLocales: [AmountFieldConfiguration] = [
  field("en_US", "USD"), field("de_DE", "EUR"), field("fr_FR", "EUR"), field("nl_NL", "EUR"),
  field("en_IN", "INR"), field("ar_EG", "EGP"), field("he_IL", "ILS"), field("de_CH", "CHF"),
  field("pt_BR", "BRL"), field("ccp", "USD"), field("fa_IR", "EUR"),
]

@Suite("Typing in decimal entry")
struct TypingTests {
  static let rows: [EditRow] = [
    EditRow("|", key("1"), "1|"),  // affixes appear with the first digit
    EditRow("123|", key("4"), "1,234|"),  // regrouped as you type
    EditRow("1,234|", key("."), "1,234.|"),  // a trailing separator is kept
    EditRow("1,234.5|", key("6"), "1,234.56|"),
    EditRow("1,234.56|", key("7"), rejected: .fractionFull),
    EditRow("1,234.5|6", key("9"), "1,234.59|"),  // overwrites inside a full fraction
    EditRow("1,234.|56", key("9"), "1,234.9|6"),
    EditRow("1,2|34.56", key("9"), "12,9|34.56"),
    EditRow("123|.45", key("6"), "1,236|.45"),
    EditRow("1,2|34.56", key("."), "1,234.|56"),  // never a second separator
    EditRow("|1,234.56", key("."), "1,234.|56"),
    EditRow("1,234.56|", key("."), "1,234.|56"),
    EditRow("|", key("."), "0.|"),
    EditRow("0|", key("5"), "5|"),  // no leading zeros
    EditRow("|0.56", key("7"), "7|.56"),  // the shown zero is replaced
    EditRow("0|.56", key("7"), "7|.56"),
    EditRow("1,234|", key(" "), "1,234|"),  // grouping is typed by the format
    EditRow("1,234|", key("a"), rejected: .invalidCharacter),
    EditRow("1,234|", key("e"), rejected: .invalidCharacter),
    EditRow("1,234|", key("😀"), rejected: .invalidCharacter),
    EditRow("12|", key("٣"), "123|"),  // a digit of any script
    EditRow("12|", key("۳"), "123|"),
    EditRow("12|", key("३"), "123|"),
    EditRow("12|", key("３"), "123|"),
    EditRow("12|", key("𞥓"), "123|"),  // Adlam, outside the BMP
    EditRow("[12].34", key("9"), "9|.34"),  // typing over a selection
    EditRow("[1,234.56]", key("7"), "7|"),  // select all and type
    EditRow("1[2.3]4", key("9"), "19|4"),  // a selection over the separator removes it
    EditRow("12,3|45", key("."), "123.|45"),  // the separator moves into the integer
    EditRow("1|2,345", key("."), rejected: .fractionFull),
    EditRow("|", key("0"), "0|"),
    EditRow("0|", key("0"), "0|"),
    EditRow("5|", key("0"), "50|"),
    EditRow("|5", key("0"), "|5"),  // a leading zero goes
    EditRow("0.|", key("0"), "0.0|"),
    EditRow("0.0|", key("5"), "0.05|"),
  ]

  @Test("spec rows", arguments: decimalLocales, rows)
  func row(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test(
    "en_US: `,` is grouping, ignored",
    arguments: [
      EditRow("1,234|", key(","), "1,234|"),
      EditRow("1,234|", key("'"), "1,234|"),
    ])
  func commaInUS(_ row: EditRow) {
    check(row, in: field("en_US", "USD"))
  }

  @Test(
    "de_DE: both `,` and `.` start the fraction",
    arguments: [
      EditRow("1,234|", key(","), "1,234.|"),
      EditRow("1,234|", key("."), "1,234.|"),
      EditRow("5|", key(","), "5.|"),
    ])
  func decimalKeysInGermany(_ row: EditRow) {
    check(row, in: field("de_DE", "EUR"))
  }

  @Test(
    "es_ES: minimum grouping digits, regrouped as you type and delete (`1234` but `12.345`)",
    arguments: [
      EditRow("123|", key("4"), "1234|"),
      EditRow("1234|", key("5"), "12,345|"),
      EditRow("12,3|45", backspace, "12|45"),
      EditRow("1|2,345", backspace, "|2345"),
      EditRow("1234|", key(","), "1234.|"),
      EditRow("[12,345].5", key("9"), "9|.5"),
    ])
  func minimumGroupingInSpain(_ row: EditRow) {
    check(row, in: field("es_ES", "EUR"))
  }

  /// "Decimal keys: the locale's decimal separator, `.` always, and `,`
  /// when the locale's grouping separator is not `,`": `de_CH` groups with
  /// `’`, so `,` is a decimal key there; its grouping key changes nothing.
  @Test(
    "de_CH: `,` starts the fraction, `’` is grouping",
    arguments: [
      EditRow("1,234|", key(","), "1,234.|"),
      EditRow("5|", key(","), "5.|"),
      EditRow("|", key(","), "0.|"),
      EditRow("1,2|34.56", key(","), "1,234.|56"),
      EditRow("1,234.5|", key(","), "1,234.|5"),
      EditRow("1,234|", key("’"), "1,234|"),
      EditRow("1,234|", key("'"), "1,234|"),
    ])
  func commaInSwitzerland(_ row: EditRow) {
    check(row, in: field("de_CH", "CHF"))
  }

  @Test("ar_EG: Arabic decimal key and digits")
  func arabic() {
    var editor = AmountEditor(configuration: field("ar_EG", "EGP"))
    editor.apply(.insert("١٢٣٤٫٥٦"))
    #expect(editor.value == Decimal(string: "1234.56"))
    #expect(editor.text == "\u{200F}١٬٢٣٤٫٥٦\u{00A0}ج.م.\u{200F}")
    #expect(editor.selection == editor.numberRange.upperBound..<editor.numberRange.upperBound)
    editor.apply(.insert("1"))  // fraction full
    #expect(editor.text == "\u{200F}١٬٢٣٤٫٥٦\u{00A0}ج.م.\u{200F}")
  }

  @Test("Chakma digits outside the BMP take two UTF-16 units each")
  func chakma() {
    var editor = AmountEditor(configuration: field("ccp", "USD"))
    editor.apply(.insert("12"))
    #expect(editor.text.utf16.count == 4 + "\u{00A0}US$".utf16.count)
    #expect(editor.selection == 4..<4)
    editor.apply(.moveLeft)
    #expect(editor.selection == 2..<2)
    editor.apply(.select(1..<1))  // inside a surrogate pair: snapped
    #expect(editor.selection == 0..<0)
    editor.apply(.insert("3"))
    #expect(editor.value == 312)
  }

  @Test("typing implies editing has begun")
  func typingBegins() {
    var editor = AmountEditor(configuration: field("en_US", "USD"))
    #expect(!editor.isEditing)
    editor.apply(.insert("1"))
    #expect(editor.isEditing)
  }
}

@Suite("Integer entry and currencies without a fraction")
struct IntegerEntryTests {
  static let rows: [EditRow] = [
    EditRow("|", key("20000"), "20,000|"),
    EditRow("20,000|", key("."), rejected: .noFraction),
    EditRow("20,0|00", backspace, "2,0|00"),
    EditRow("1|", backspace, "|"),
  ]

  @Test(
    "spec rows",
    arguments: [
      field("en_US", "USD", .integer), field("ja_JP", "JPY"), field("ko_KR", "KRW", .cents),
      field("fa_IR", "IRR"), field("en_US", "IRR", .cents),
    ],
    rows)
  func row(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  /// "Fraction digits default to what Foundation's currency format uses
  /// for that currency (USD 2, JPY 0, KWD 3, IRR 0)".
  @Test(
    "fraction digits are Foundation's for the currency",
    arguments: [
      ("en_US", "USD", 2), ("ja_JP", "JPY", 0), ("ar_KW", "KWD", 3), ("fa_IR", "IRR", 0),
      ("en_US", "IRR", 0), ("de_DE", "IRR", 0),
    ])
  func defaultFractionDigits(_ locale: String, _ code: String, _ digits: Int) {
    let l = Locale(identifier: locale)
    // Foundation's own text for 0 shows one integer digit and the fraction.
    let zero = Decimal(0).formatted(.currency(code: code).locale(l))
    #expect(
      zero.unicodeScalars.filter { $0.properties.numericType == .decimal }.count == digits + 1)
    #expect(field(locale, code).format.fractionDigits == digits)
  }

  @Test("IRR: a paste with a fraction is refused, a whole one shows as Foundation shows it")
  func rial() {
    check(EditRow("|", .paste("12.5"), rejected: .noFraction), in: field("fa_IR", "IRR"))
    check(EditRow("|", .paste("۱۲۳۴"), "1,234|"), in: field("fa_IR", "IRR"))
    var editor = AmountEditor(configuration: field("fa_IR", "IRR"))
    editor.apply(.insert("1234567"))
    editor.apply(.endEditing)
    #expect(
      editor.text
        == Decimal(1_234_567).formatted(.currency(code: "IRR").locale(Locale(identifier: "fa_IR"))))
  }

  @Test("integer entry shows no fraction at rest")
  func rest() {
    var editor = AmountEditor(configuration: field("en_US", "USD", .integer))
    editor.apply(.insert("20000"))
    editor.apply(.endEditing)
    #expect(editor.text == "$20,000")
    #expect(editor.minorUnits == 20000)
  }
}
