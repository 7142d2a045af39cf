import AmountKit
import Foundation
import Testing

/// An amount given in integer minor units is exactly that many units of
/// the format's smallest fraction digit: `AmountTextField.minorUnits`'s
/// setter, and `format(minorUnits:)`.
@Suite("Minor units")
struct MinorUnitsTests {
  @Test(
    "the value of a count of minor units",
    arguments: [
      // locale, currency (nil: a percentage), minor units, the value
      ("en_US", "USD", Int64(12345), "123.45"),
      ("en_US", "USD", -1, "-0.01"),
      ("ja_JP", "JPY", 12345, "12345"),
      ("ar_KW", "KWD", 12345, "12.345"),
      ("en_US", nil, 1234, "0.1234"),  // 12.34 %
    ] as [(String, String?, Int64, String)])
  func valueOfMinorUnits(locale: String, currency: String?, units: Int64, value: String) {
    let format =
      currency.map { AmountFormat.currency(code: $0, locale: Locale(identifier: locale)) }
      ?? AmountFormat.percent(locale: Locale(identifier: locale))
    #expect(format.value(ofMinorUnits: units) == Decimal(string: value))
    // And back: a field showing that value holds those minor units.
    let editor = AmountEditor(
      configuration: AmountFieldConfiguration(format: format), value: Decimal(string: value))
    #expect(editor.minorUnits == units)
  }
}
