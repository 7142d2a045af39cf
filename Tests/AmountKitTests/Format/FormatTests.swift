import Foundation
import Testing

@testable import AmountKit

@Suite("AmountFormat")
struct FormatTests {
  @Test(
    "locales to keep in mind",
    arguments: [
      ("de_DE", "EUR", "1234.56", "1.234,56\u{00A0}€"),
      ("fr_FR", "EUR", "1234.56", "1\u{202F}234,56\u{00A0}€"),
      ("de_CH", "CHF", "1234.56", "CHF\u{00A0}1’234.56"),
      ("en_IN", "INR", "1234567", "₹12,34,567.00"),
      ("es_ES", "EUR", "1234", "1234,00\u{00A0}€"),
      ("es_ES", "EUR", "12345", "12.345,00\u{00A0}€"),
      ("ko_KR", "KRW", "1234", "₩1,234"),
      ("nl_NL", "EUR", "-1234.56", "€\u{00A0}-1.234,56"),
      ("pt_BR", "BRL", "1234.56", "R$\u{00A0}1.234,56"),
      ("en_US", "USD", "-34.51", "-$34.51"),
    ])
  func keep(_ locale: String, _ code: String, _ value: String, _ expected: String) throws {
    let format = AmountFormat.currency(code: code, locale: Locale(identifier: locale))
    let decimal = try #require(Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")))
    let ours = format.format(decimal)
    let foundation = Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: locale))
    #expect(ours == foundation.format(decimal))
    #expect(ours == expected)
  }

  /// Foundation on Linux formats the accounting style without grouping as
  /// the bare number (`-1234.5`: no symbol, no parentheses, no fraction
  /// padding), though each option alone formats. The field shows
  /// Foundation's accounting text without its grouping separators
  /// instead, and reads it back. Where Foundation does format the
  /// combination, its text is the field's.
  @Test(
    "accounting without grouping: Foundation's accounting text without its grouping separators",
    arguments: [
      ("en_US", "USD"), ("de_DE", "EUR"), ("nl_NL", "USD"), ("en_IN", "INR"), ("ar_EG", "EGP"),
    ])
  func accountingWithoutGrouping(_ locale: String, _ code: String) throws {
    let l = Locale(identifier: locale)
    let format = AmountFormat.currency(code: code, locale: l).sign(strategy: .accounting)
      .grouping(.never)
    let accounting = Decimal.FormatStyle.Currency(code: code, locale: l).sign(
      strategy: .accounting)
    let separator = try #require(l.groupingSeparator)
    for text in ["-1234.5", "-1234567.89", "1234567.89", "-0.5"] {
      let value = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
      let expected = accounting.format(value).replacingOccurrences(of: separator, with: "")
      #expect(format.format(value) == expected, "\(text)")
      #expect(try format.parse(expected) == value, "\(text)")
      let foundation = accounting.grouping(.never).format(value)
      if foundation != value.description {
        #expect(format.format(value) == foundation, "\(text): Foundation formats it")
      }
    }
  }

  @Test("what a format knows")
  func properties() {
    let india = AmountFormat.currency(code: "INR", locale: Locale(identifier: "en_IN"))
    #expect(india.groupingSizes == (3, 2))
    #expect(india.fractionDigits == 2)
    let spain = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "es_ES"))
    #expect(spain.minimumGroupingDigits == 2)
    let kuwait = AmountFormat.currency(code: "KWD", locale: Locale(identifier: "ar_KW"))
    #expect(kuwait.fractionDigits == 3)
    #expect(
      AmountFormat.currency(code: "JPY", locale: Locale(identifier: "ja_JP")).fractionDigits == 0)
    let egypt = AmountFormat.currency(code: "EGP", locale: Locale(identifier: "ar_EG"))
    #expect(egypt.digits.first == "٠")
    #expect(egypt.decimalSeparator == "٫")
    let cape = AmountFormat.currency(code: "CVE", locale: Locale(identifier: "en_CV"))
    #expect(cape.decimalSeparator == "$")
    let plain = AmountFormat.number(locale: Locale(identifier: "en_US"))
    #expect(plain.format(Decimal(string: "28.50") ?? 0) == "28.5")
  }

  @Test("numbers match Decimal.FormatStyle")
  func numbers() {
    for id in ["en_US", "de_DE", "fr_FR", "ar_EG", "fa_IR", "hi_IN", "my_MM"] {
      let locale = Locale(identifier: id)
      for text in ["0", "28.5", "-1234.56", "1234567.891"] {
        let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
        let style = Decimal.FormatStyle(locale: locale).precision(.fractionLength(0...2))
        #expect(AmountFormat.number(locale: locale).format(value) == style.format(value))
      }
    }
  }

  @Test("fraction digits and rounding rules")
  func rounding() {
    let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    let value = Decimal(string: "2.345") ?? 0
    #expect(usd.format(value) == "$2.34")
    #expect(usd.rounded(rule: .toNearestOrAwayFromZero).format(value) == "$2.35")
    #expect(usd.rounded(rule: .up).format(value) == "$2.35")
    #expect(usd.rounded(rule: .down).format(-value) == "-$2.35")
    #expect(usd.precision(.fractionLength(4)).format(value) == "$2.3450")
    #expect(usd.precision(.fractionLength(0)).format(value) == "$2")
    #expect(usd.format(minorUnits: 12345) == "$123.45")
    #expect(usd.currencyDisplay(.isoCode).format(value) == "USD\u{00A0}2.34")
    #expect(usd.grouping(.never).format(1_234_567) == "$1234567.00")
    let pounds = AmountFormat.number(locale: Locale(identifier: "en_US")).suffix(" lbs")
    #expect(pounds.format(28) == "28 lbs")
  }

  @Test(
    "lenient parsing refuses what is not one amount",
    arguments: [
      ("32,241,241,1,1", AmountParseError.misplacedGrouping),
      ("23.13.1.", .multipleDecimalSeparators), ("1e5", .invalidCharacter("e")),
      ("abc", .invalidCharacter("a")), ("--5", .multipleSigns), ("", .noDigits), ("$", .noDigits),
      ("1-2", .misplacedSign), ("(5", .misplacedSign),
    ])
  func refuses(_ text: String, _ error: AmountParseError) {
    let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    #expect(throws: error) { try usd.parse(text) }
  }

  @Test("strict parsing reads only what the format prints")
  func strict() throws {
    let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    #expect(try usd.parseStrict("$1,234.50") == Decimal(string: "1234.5"))
    #expect(throws: AmountParseError.notCanonical) { try usd.parseStrict("$1234.5") }
  }

  @Test("FormatStyle interop and Codable")
  func interop() throws {
    let euros = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE")).suffix("!")
    let value = Decimal(string: "1234.5") ?? 0
    #expect(value.formatted(.amount(euros)) == "1.234,50\u{00A0}€!")
    #expect(try euros.parseStrategy.parse("1.234,5") == value)
    let data = try JSONEncoder().encode(euros)
    let decoded = try JSONDecoder().decode(AmountFormat.self, from: data)
    #expect(decoded == euros)
  }

  @Test("the plain decimal string")
  func plain() {
    #expect((Decimal(string: "-1234.50") ?? 0).plainString == "-1234.5")
    #expect(Decimal(0).plainString == "0")
    #expect((Decimal(string: "0.05") ?? 0).plainString == "0.05")
    #expect(Decimal(1_000_000).plainString == "1000000")
  }

  @Test(
    "a format decoded with an unknown value is an error, not a default",
    arguments: [
      #"{"locale":"en_US","currencyCode":"USD","roundingRule":"sideways"}"#,
      #"{"locale":"en_US","currencyCode":"USD","currencyDisplay":7}"#,
      #"{"locale":"en_US","currencyCode":"USD","negativeStyle":"red"}"#,
      #"{"locale":"en_US","currencyCode":"USD","fractionDigits":25}"#,
    ])
  func strictDecoding(_ json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AmountFormat.self, from: Data(json.utf8))
    }
  }
}
