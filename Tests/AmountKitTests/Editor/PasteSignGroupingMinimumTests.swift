import Foundation
import Testing

@testable import AmountKit

/// Paste rows of the contract that had no test: a trailing sign, `−`
/// (U+2212) and accounting parentheses; Indian grouping accepted in every
/// locale; a positive minimum that a paste does not enforce.
@Suite("Paste: signs, Indian grouping everywhere, a positive minimum")
struct PasteSignGroupingMinimumTests {
  /// "A leading or trailing `+`/`-`/`−` or accounting parentheses give the
  /// sign"; "two signs: invalid"; "A sign in a paste is honoured when the
  /// paste replaces every digit (or the field is empty); otherwise a signed
  /// paste is rejected."
  @Test(
    "en_US: leading, trailing, U+2212 and parentheses",
    arguments: [
      EditRow("|", .paste("12.50-"), "-12.50|"),
      EditRow("|", .paste("−12.50"), "-12.50|"),
      EditRow("|", .paste("12.50−"), "-12.50|"),
      EditRow("|", .paste("(12.50)"), "-12.50|"),
      EditRow("|", .paste("($12.50)"), "-12.50|"),
      EditRow("|", .paste("$12.50-"), "-12.50|"),
      EditRow("|", .paste("12.50+"), "12.50|"),
      EditRow("-[12]", .paste("5+"), "5|"),
      EditRow("[12]", .paste("(5)"), "-5|"),
      EditRow("[12]", .paste("5−"), "-5|"),
      EditRow("|", .paste("(12.50"), rejected: .invalidPaste),
      EditRow("|", .paste("12.50)"), rejected: .invalidPaste),
      EditRow("|", .paste("-12.50-"), rejected: .invalidPaste),
      EditRow("|", .paste("−12.50+"), rejected: .invalidPaste),
      EditRow("|", .paste("(-12.50)"), rejected: .invalidPaste),
      EditRow("|", .paste("1-2"), rejected: .invalidPaste),
      EditRow("1|2", .paste("5-"), rejected: .invalidPaste),
      EditRow("1|2", .paste("(5)"), rejected: .invalidPaste),
    ])
  func signsInUS(_ row: EditRow) {
    check(row, in: field("en_US", "USD") { $0.minimum = -1_000_000 })
  }

  @Test(
    "de_DE: a trailing sign after the symbol, parentheses around it",
    arguments: [
      EditRow("|", .paste("12,50-"), "-12.50|"),
      EditRow("|", .paste("1.234,50 €-"), "-1,234.50|"),
      EditRow("|", .paste("1.234,50 €−"), "-1,234.50|"),
      EditRow("|", .paste("(1.234,50 €)"), "-1,234.50|"),
      EditRow("|", .paste("−1.234,50 €"), "-1,234.50|"),
    ])
  func signsInGermany(_ row: EditRow) {
    check(row, in: field("de_DE", "EUR") { $0.minimum = -1_000_000 })
  }

  @Test(
    "without negatives, a signed paste is refused for that reason",
    arguments: [
      EditRow("|", .paste("12.50-"), rejected: .negativeNotAllowed),
      EditRow("|", .paste("(12.50)"), rejected: .negativeNotAllowed),
      EditRow("|", .paste("−12.50"), rejected: .negativeNotAllowed),
      EditRow("|", .paste("12.50+"), "12.50|"),
    ])
  func signsWithoutNegatives(_ row: EditRow) {
    check(row, in: field("en_US", "USD"))
  }

  /// "Grouping separators must stand where grouping by threes, Indian
  /// grouping or the locale's own grouping puts them: `1,234,567` and
  /// `12,34,567` are both fine everywhere, `32,241,241,1,1` is invalid."
  /// The expected drawings are Foundation's grouping in each locale.
  static let indianGrouping: [(AmountFieldConfiguration, [EditRow])] = [
    (field("en_US", "USD"), [EditRow("|", .paste("12,34,567.89"), "1,234,567.89|")]),
    (
      field("de_DE", "EUR"),
      [
        EditRow("|", .paste("12.34.567"), "1,234,567|"),
        EditRow("|", .paste("12.34.567,89"), "1,234,567.89|"),
        EditRow("|", .paste("32.241.241.1.1"), rejected: .invalidPaste),
      ]
    ),
    (field("es_ES", "EUR"), [EditRow("|", .paste("12.34.567"), "1,234,567|")]),
    (field("fr_FR", "EUR"), [EditRow("|", .paste("12\u{202F}34\u{202F}567,89"), "1,234,567.89|")]),
    (field("de_CH", "CHF"), [EditRow("|", .paste("12’34’567.89"), "1,234,567.89|")]),
    (field("ja_JP", "JPY"), [EditRow("|", .paste("12,34,567"), "1,234,567|")]),
    (field("ar_EG", "EGP"), [EditRow("|", .paste("١٢٬٣٤٬٥٦٧"), "1,234,567|")]),
    (field("pt_BR", "BRL"), [EditRow("|", .paste("R$ 12.34.567,00"), "1,234,567.00|")]),
    // And grouping by threes in en_IN, shown the Indian way.
    (field("en_IN", "INR"), [EditRow("|", .paste("1,234,567.89"), "12,34,567.89|")]),
  ]

  @Test("Indian grouping is accepted outside en_IN", arguments: indianGrouping.indices)
  func indianGroupingEverywhere(_ index: Int) {
    let (configuration, rows) = Self.indianGrouping[index]
    for row in rows { check(row, in: configuration) }
  }

  @Test(
    "Foundation's own en_IN text pasted into other locales",
    arguments: [field("en_US", "USD"), field("de_DE", "EUR"), field("ja_JP", "JPY")])
  func foundationIndianText(_ configuration: AmountFieldConfiguration) {
    let indian = Decimal(1_234_567).formatted(
      .currency(code: "INR").locale(Locale(identifier: "en_IN")))
    #expect(indian == "₹12,34,567.00")
    // `.00` beyond the fraction digits of a yen field are zeros: dropped.
    let after = configuration.format.fractionDigits == 0 ? "1,234,567|" : "1,234,567.00|"
    check(EditRow("|", .paste(indian), after), in: configuration)
  }

  /// "Minimum (above zero): not enforced while editing, by typing or by
  /// paste. At rest the default keeps the value and reports it invalid
  /// (below minimum); clamping to the minimum is a configuration choice."
  @Test(
    "a positive minimum is not enforced by a paste",
    arguments: [
      EditRow("|", .paste("5"), "5|"),
      EditRow("|", .paste("0.5"), "0.5|"),
      EditRow("[12]", .paste("3"), "3|"),
      EditRow("[12].50", .paste("0"), "0|.50"),
    ])
  func positiveMinimumByPaste(_ row: EditRow) {
    check(row, in: field("en_US", "USD") { $0.minimum = 10 })
  }

  @Test("below a positive minimum after a paste: valid while editing, then keep or clamp")
  func positiveMinimumAtRest() {
    var keep = AmountEditor(configuration: field("en_US", "USD") { $0.minimum = 10 })
    #expect(keep.apply(.paste("5")) == .accepted)
    #expect(keep.invalidReason == nil)
    keep.apply(.endEditing)
    #expect(keep.text == "$5.00")
    #expect(keep.value == 5)
    #expect(keep.invalidReason == .belowMinimum)

    var clamp = AmountEditor(
      configuration: field("en_US", "USD") {
        $0.minimum = 10
        $0.minimumPolicy = .clamp
      })
    #expect(clamp.apply(.paste("5")) == .accepted)
    #expect(clamp.value == 5)
    clamp.apply(.endEditing)
    #expect(clamp.text == "$10.00")
    #expect(clamp.value == 10)
    #expect(clamp.invalidReason == nil)
  }
}
