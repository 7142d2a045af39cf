import AmountKit
import Foundation
import Testing

@Suite("AmountFormat is a ParseableFormatStyle, like Foundation's")
struct FormatStyleInteropTests {
  static let cases: [(locale: String, code: String)] = [
    ("en_US", "USD"), ("de_DE", "EUR"), ("fr_FR", "EUR"), ("en_IN", "INR"), ("ar_EG", "EGP"),
    ("ja_JP", "JPY"),
  ]

  @Test(
    "Decimal.formatted(.amount(...)) prints Foundation's text and parses it back",
    arguments: cases)
  func formatsAndParses(locale identifier: String, code: String) throws {
    let locale = Locale(identifier: identifier)
    let value = Decimal(string: "1234567.5") ?? 0
    let foundation = value.formatted(.currency(code: code).locale(locale))
    #expect(value.formatted(.amount(code: code, locale: locale)) == foundation)
    let format = AmountFormat.currency(code: code, locale: locale)
    #expect(value.formatted(.amount(format)) == foundation)
    #expect(format.format(value) == foundation)
    let rounded = Decimal(string: code == "JPY" ? "1234568" : "1234567.5") ?? 0
    #expect(try format.parseStrategy.parse(foundation) == rounded)
    #expect(try Decimal(foundation, strategy: .amount(format)) == rounded)
  }

  @Test("locale(_:) moves a format to another locale, as FormatStyle's does", arguments: cases)
  func locale(locale identifier: String, code: String) {
    let locale = Locale(identifier: identifier)
    let value = Decimal(string: "-9876.25") ?? 0
    let moved = AmountFormat.currency(code: code, locale: Locale(identifier: "en_US"))
      .locale(locale)
    #expect(moved == AmountFormat.currency(code: code, locale: locale))
    #expect(value.formatted(moved) == value.formatted(.currency(code: code).locale(locale)))
    let number = AmountFormat.number(locale: Locale(identifier: "en_US")).grouping(.never)
      .locale(locale)
    #expect(
      Decimal(1234).formatted(number)
        == Decimal(1234).formatted(.number.grouping(.never).locale(locale)))
  }

  @Test("grouping(.never) and rounded(rule:) mean what Foundation's do")
  func modifiers() {
    let locale = Locale(identifier: "de_DE")
    let euros = AmountFormat.currency(code: "EUR", locale: locale)
    let value = Decimal(string: "1234.565") ?? 0
    #expect(
      euros.grouping(.never).format(value)
        == value.formatted(.currency(code: "EUR").grouping(.never).locale(locale)))
    #expect(
      euros.rounded(rule: .up).format(value)
        == value.formatted(.currency(code: "EUR").rounded(rule: .up).locale(locale)))
    #expect(euros.grouping(.automatic) == euros)
  }

  @Test(
    "presentation(_:) shows the currency as Foundation's presentation does",
    arguments: [
      ("en_CA", "USD"), ("en_US", "USD"), ("de_DE", "USD"), ("fr_FR", "CAD"), ("ja_JP", "USD"),
      ("ar_EG", "USD"), ("en_IN", "AUD"),
    ])
  func presentation(locale identifier: String, code: String) throws {
    let locale = Locale(identifier: identifier)
    let value = Decimal(string: "-1234.5") ?? 0
    let format = AmountFormat.currency(code: code, locale: locale)
    for presentation in [
      CurrencyFormatStyleConfiguration.Presentation.standard, .isoCode, .narrow,
    ] {
      let foundation = value.formatted(
        .currency(code: code).presentation(presentation).locale(locale))
      let text = value.formatted(format.presentation(presentation))
      #expect(text == foundation, "\(presentation)")
      #expect(try format.presentation(presentation).parseStrategy.parse(text) == value)
    }
    #expect(format.presentation(.narrow).currencyDisplay == .narrowSymbol)
    #expect(format.presentation(.standard) == format)
  }
}
