import Foundation
import Testing

@testable import AmountKit

@Suite("Paste")
struct PasteTests {
  @Test(
    "en_US",
    arguments: [
      EditRow("|", .paste("$1,234.56"), "1,234.56|"),
      EditRow("|", .paste("USD 1,234.56"), "1,234.56|"),
      EditRow("|", .paste(" 1 234.56 "), "1,234.56|"),
      EditRow("|", .paste("1,234,567"), "1,234,567|"),
      EditRow("|", .paste("12,34,567"), "1,234,567|"),  // Indian grouping is fine
      EditRow("|", .paste("32,241,241,1,1"), rejected: .invalidPaste),
      EditRow("|", .paste("23.13.1."), rejected: .invalidPaste),
      EditRow("|", .paste("abc"), rejected: .invalidPaste),
      EditRow("|", .paste("1e5"), rejected: .invalidPaste),
      EditRow("|", .paste("--5"), rejected: .invalidPaste),
      EditRow("|", .paste("½"), rejected: .invalidPaste),
      EditRow("|", .paste("#5"), rejected: .invalidPaste),
      EditRow("|", .paste(".5"), "0.5|"),
      EditRow("|", .paste("5."), "5.|"),
      EditRow("|", .paste("1.234,56"), "1,234.56|"),  // both: the last one is decimal
      EditRow("|", .paste("1,5"), "1.5|"),  // a lone `,` that cannot group is decimal
      EditRow("|", .paste("١٬٢٣٤٫٥"), "1,234.5|"),  // digits of any script
      EditRow("|", .paste("\u{200F}1,234.5\u{200E}"), "1,234.5|"),  // bidi marks dropped
      EditRow("|", .paste("€5"), "5|"),  // any currency sign is dropped
      EditRow("[1,234.56]", .paste("99"), "99|"),  // replaces every digit
      EditRow("1,2|34", .paste("56"), "125,6|34"),  // digits alone: as if typed
      EditRow("1,234.5|6", .paste("78"), rejected: .fractionFull),
      EditRow("1,234.|56", .paste("7"), "1,234.7|6"),
      EditRow("1,2|34.56", .paste("1.5"), rejected: .invalidPaste),  // a second separator
      EditRow("1,934|", .paste("$1,234.56"), rejected: .invalidPaste),  // a whole amount into part
      // Into part of the amount, grouping or not, the digits go in as typed.
      EditRow("1,934|", .paste("1,000"), "19,341,000|"),
      EditRow("19|", .paste(".5"), "19.5|"),
      EditRow("1,[234.5]6", .paste("9.8"), "19.8|6"),
      EditRow("1,234|", .paste(""), "1,234|"),
      EditRow("1,[23]4", .paste(""), "1|4"),  // an empty paste deletes the selection
      EditRow("|", .paste("1.234"), rejected: .fractionFull),
      EditRow("|", .paste("1.2345"), rejected: .fractionFull),
      EditRow("|", .paste("1.2300"), "1.23|"),  // zeros beyond the fraction are dropped
      EditRow("|", .paste(String(repeating: "9", count: 16)), rejected: .tooManyIntegerDigits),
    ])
  func unitedStates(_ row: EditRow) {
    check(row, in: field("en_US", "USD"))
  }

  @Test(
    "de_DE",
    arguments: [
      EditRow("|", .paste("1.234,56 €"), "1,234.56|"),
      EditRow("|", .paste("1.234"), "1,234|"),  // a single `.` that can group, groups
      EditRow("|", .paste("1234.56"), "1,234.56|"),  // otherwise it is decimal
      EditRow("|", .paste(".500"), "0.50|"),
      EditRow("|", .paste("1.234.567"), "1,234,567|"),
      EditRow("|", .paste("EUR 12"), "12|"),
    ])
  func germany(_ row: EditRow) {
    check(row, in: field("de_DE", "EUR"))
  }

  @Test("fr_FR: narrow NBSP grouping, a single `.` groups")
  func france() throws {
    let format = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "fr_FR"))
    #expect(try format.parse("1.234") == 1234)
    #expect(try format.parse("1\u{202F}234,56\u{00A0}€") == Decimal(string: "1234.56"))
    #expect(try format.parse("1 234,56") == Decimal(string: "1234.56"))
  }

  @Test("de_CH: apostrophes group, ASCII standing for the typographic one")
  func switzerland() throws {
    let format = AmountFormat.currency(code: "CHF", locale: Locale(identifier: "de_CH"))
    #expect(try format.parse("1'234.56") == Decimal(string: "1234.56"))
    #expect(try format.parse("CHF 1’234.56") == Decimal(string: "1234.56"))
    #expect(try format.parse("CHF-1’234.50") == Decimal(string: "-1234.5"))
  }

  @Test(
    "cents entry reads a whole paste as an amount",
    arguments: [
      EditRow("|", .paste("34"), "34.00|"),
      EditRow("|", .paste("0.34"), "0.34|"),
      EditRow("[12.34]", .paste("$5"), "5.00|"),
      EditRow("1|2.34", .paste("9"), "19|2.34"),
      EditRow("1|2.34", .paste("9.5"), rejected: .invalidPaste),
    ])
  func cents(_ row: EditRow) {
    check(row, in: field("en_US", "USD", .cents))
  }

  /// A paste that replaces every digit is read as one amount (its
  /// separator and sign honoured), also when the selection leaves out the
  /// decimal separator or the zero shown for an empty integer part, which
  /// are no digits.
  @Test(
    "a paste over every digit is one amount, whatever separator or shown zero is left out",
    arguments: [
      field("en_US", "USD") { $0.allowsNegative = true },
      field("de_DE", "EUR") { $0.allowsNegative = true },
      field("ar_EG", "EGP") { $0.allowsNegative = true },
    ],
    [
      EditRow("0.[2]", .paste("27.62"), "27.62|"),  // the contract's `.2`, then paste over `2`
      EditRow("0.[25]", .paste("-3"), "-3|"),  // a sign is honoured
      EditRow("0.[2]", .paste("5"), "5|"),
      EditRow("[12].", .paste("1.5"), "1.5|"),
      EditRow("[12].", .paste("5"), "5|"),
      // A digit left out: a paste into part of the amount.
      EditRow("0.[2]5", .paste("3"), "0.3|5"),
      EditRow("0.[2]5", .paste("27.62"), rejected: .invalidPaste),
      // Typing over the selection replaces just its digits.
      EditRow("0.[2]", key("5"), "0.5|"),
    ])
  func everyDigit(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test("a huge paste is rejected and changes nothing")
  func huge() {
    var editor = AmountEditor(configuration: field("en_US", "USD"))
    editor.apply(.insert("12"))
    let before = editor
    #expect(
      editor.apply(.paste(String(repeating: "1", count: 1_000_000))) == .rejected(.tooManyDigits))
    #expect(editor == before)
    #expect(
      editor.apply(.paste(String(repeating: "x", count: 1_000_000))) == .rejected(.invalidPaste))
    #expect(editor == before)
  }

  @Test(
    "a paste into part of the amount: its digits go in as typed, whatever carried them",
    arguments: [
      field("en_US", "USD"), field("de_DE", "EUR"), field("ar_EG", "EGP"), field("ja_JP", "JPY"),
      field("en_US", "USD", .integer), field("ar_EG", "EGP", .integer),
    ])
  func partialPaste(_ configuration: AmountFieldConfiguration) throws {
    let locale = configuration.format.locale
    let code = try #require(configuration.format.currencyCode)
    // Foundation's own texts, with the symbol, the ISO code and grouping.
    let symbol = Decimal(53).formatted(
      .currency(code: code).locale(locale).precision(.fractionLength(0)))
    let iso = Decimal(53).formatted(
      .currency(code: code).locale(locale).presentation(.isoCode).precision(.fractionLength(0)))
    let grouped = Decimal(1234).formatted(.number.locale(locale))
    let rows = [
      EditRow("8|", .paste(symbol), "853|"),
      EditRow("8|", .paste(iso), "853|"),
      EditRow("12|", .paste(grouped), "121,234|"),
      EditRow("1|2", .paste("5'300"), "153,00|2"),  // an apostrophe groups everywhere
      EditRow("12|", .paste("-5"), rejected: .invalidPaste),  // a signed paste into part
    ]
    for row in rows { check(row, in: configuration) }
  }

  @Test("apostrophes group in every locale, where grouping may stand")
  func apostrophes() {
    check(EditRow("|", .paste("1'234.50"), "1,234.50|"), in: field("en_US", "USD"))
    check(EditRow("|", .paste("1’234.50"), "1,234.50|"), in: field("en_US", "USD"))
    check(EditRow("|", .paste("1'234,50"), "1,234.50|"), in: field("de_DE", "EUR"))
    check(EditRow("|", .paste("12'34"), rejected: .invalidPaste), in: field("en_US", "USD"))
  }
}
