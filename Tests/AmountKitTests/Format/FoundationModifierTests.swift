import AmountKit
import Foundation
import Testing

/// `precision(_:)` and `sign(strategy:)` take Foundation's names and, for
/// every value a field can honour, print Foundation's text.
@Suite("Foundation's modifier names mean what Foundation's do")
struct FoundationModifierTests {
  static let posix = Locale(identifier: "en_US_POSIX")
  static let fields: [(locale: String, code: String)] = [
    ("en_US", "USD"), ("de_DE", "EUR"), ("fr_FR", "EUR"), ("ja_JP", "JPY"), ("ar_EG", "EGP"),
    ("en_IN", "INR"), ("en_US", "KWD"), ("nl_NL", "EUR"),
  ]
  static let values = [
    "0", "1", "1.5", "-1.5", "1234.5678", "-1234.5", "0.005", "-0.0049", "12345678.123456",
    "2.675",
  ].compactMap { Decimal(string: $0, locale: posix) }

  @Test(
    "precision(.fractionLength(n)) rounds to and pads n digits, as Foundation's", arguments: fields)
  func fractionLength(locale identifier: String, code: String) {
    let locale = Locale(identifier: identifier)
    let format = AmountFormat.currency(code: code, locale: locale)
    let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
    for n in [0, 1, 2, 3, 4, 6, 18] {
      for value in Self.values {
        #expect(
          format.precision(.fractionLength(n)).format(value)
            == style.precision(.fractionLength(n)).format(value), "\(n) \(value)")
      }
    }
  }

  @Test(
    "precision with a range up to n rounds to n digits and pads none, as Foundation's",
    arguments: fields)
  func fractionRanges(locale identifier: String, code: String) {
    let locale = Locale(identifier: identifier)
    let format = AmountFormat.currency(code: code, locale: locale)
    let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
    for n in [0, 1, 2, 3, 5] {
      for value in Self.values {
        let foundation = style.precision(.fractionLength(0...n)).format(value)
        #expect(format.precision(.fractionLength(0...n)).format(value) == foundation, "\(value)")
        #expect(
          format.precision(.fractionLength(...n)).format(value)
            == style.precision(.fractionLength(...n)).format(value), "...\(n) \(value)")
        #expect(
          format.precision(.fractionLength(n...n)).format(value)
            == style.precision(.fractionLength(n...n)).format(value), "\(n)...\(n) \(value)")
      }
    }
  }

  @Test("a number's and a percentage's precision is Foundation's number and percent precision")
  func numberAndPercentPrecision() {
    for identifier in ["en_US", "de_DE", "ar_EG", "tr_TR"] {
      let locale = Locale(identifier: identifier)
      for value in Self.values {
        #expect(
          AmountFormat.number(locale: locale).precision(.fractionLength(3)).format(value)
            == Decimal.FormatStyle(locale: locale).precision(.fractionLength(3)).format(value))
        #expect(
          AmountFormat.number(locale: locale).precision(.fractionLength(0...4)).format(value)
            == Decimal.FormatStyle(locale: locale).precision(.fractionLength(0...4)).format(value))
        #expect(
          AmountFormat.percent(locale: locale).precision(.fractionLength(1)).format(value)
            == Decimal.FormatStyle.Percent(locale: locale).precision(.fractionLength(1)).format(
              value))
      }
    }
  }

  @Test("a format's precision reads back as the precision that makes it")
  func precisionReadsBack() {
    let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    #expect(usd.precision == .fractionLength(2))
    #expect(usd.precision(.fractionLength(0...4)).precision == .fractionLength(0...4))
    #expect(
      AmountFormat.number(locale: Locale(identifier: "en_US")).precision == .fractionLength(...2))
    #expect(usd.precision(usd.precision) == usd)
    #expect(AmountFormat.Precision.fractionLength(3...3) == .fractionLength(3))
    #expect(usd.precision(.fractionLength(5)).fractionDigits == 5)
    #expect(usd.precision(.fractionLength(0...5)).padsFraction == false)
    #expect("\(AmountFormat.Precision.fractionLength(3))" == "fractionLength(3)")
    #expect("\(AmountFormat.Precision.fractionLength(...3))" == "fractionLength(0...3)")
  }

  @Test("a range that pads to some of its digits is refused, not approximated")
  func partialPaddingIsRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = AmountFormat.Precision.fractionLength(1...3)
    }
  }

  @Test("a length beyond 18 fraction digits is refused, not clamped")
  func tooManyDigitsAreRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = AmountFormat.Precision.fractionLength(19)
    }
  }

  @Test(
    "sign(strategy:) with .automatic and .accounting shows negatives as Foundation's",
    arguments: fields)
  func sign(locale identifier: String, code: String) {
    let locale = Locale(identifier: identifier)
    let format = AmountFormat.currency(code: code, locale: locale)
    let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
    for presentation in [
      CurrencyFormatStyleConfiguration.Presentation.standard, .isoCode, .narrow, .fullName,
    ] {
      for value in Self.values {
        #expect(
          format.presentation(presentation).sign(strategy: .accounting).format(value)
            == style.presentation(presentation).sign(strategy: .accounting).format(value),
          "\(presentation) accounting \(value)")
        #expect(
          format.presentation(presentation).sign(strategy: .automatic).format(value)
            == style.presentation(presentation).sign(strategy: .automatic).format(value),
          "\(presentation) automatic \(value)")
      }
    }
    #expect(format.sign(strategy: .automatic) == format)
    #expect(format.sign(strategy: .accounting).negativeStyle == .accounting)
  }

  @Test("a plain number and a percentage keep the locale's minus under accounting")
  func accountingWithoutCurrency() {
    for identifier in ["en_US", "de_DE", "ar_EG"] {
      let locale = Locale(identifier: identifier)
      let value = Decimal(string: "-1234.5", locale: Self.posix) ?? 0
      #expect(
        AmountFormat.number(locale: locale).sign(strategy: .accounting).format(value)
          == Decimal.FormatStyle(locale: locale).precision(.fractionLength(0...2)).format(value))
      #expect(
        AmountFormat.percent(locale: locale).sign(strategy: .accounting).format(value)
          == Decimal.FormatStyle.Percent(locale: locale).precision(.fractionLength(0...2)).format(
            value))
    }
  }

  @Test("a format encoded with the former name of .automatic decodes as .automatic")
  func formerNegativeStyleName() throws {
    let json = #"{"locale":"en_US","currencyCode":"USD","negativeStyle":"minusSign"}"#
    let format = try JSONDecoder().decode(AmountFormat.self, from: Data(json.utf8))
    #expect(format.negativeStyle == .automatic)
    #expect(NegativeStyle(name: "minusSign") == .automatic)
    #expect(NegativeStyle.automatic.name == "automatic")
  }
}
