import Foundation
import Testing

@testable import AmountKit

/// The patterns derived from few probes, in every locale with a currency:
/// ISO codes, accounting, two fraction digits for a currency without any,
/// and the lone minus sign, each against Foundation.
@Suite("Derivation sweep against Foundation")
struct DerivationSweepTests {
  static let values: [Decimal] = ["0", "0.5", "1234", "-1234", "12345.67", "-1234567.891"]
    .compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }

  @Test(
    "displays, signs and fraction digits equal Foundation's", arguments: FormatSweepTests.locales)
  func sweep(identifier: String) {
    let locale = Locale(identifier: identifier)
    let own = locale.currency?.identifier ?? "USD"
    var failures: [String] = []
    for code in Set([own, "JPY", "CHF"]).sorted() {
      let base = Decimal.FormatStyle.Currency(code: code, locale: locale)
      let cases: [(AmountFormat, Decimal.FormatStyle.Currency)] = [
        (.currency(code: code, locale: locale), base),
        (
          .currency(code: code, locale: locale).currencyDisplay(.isoCode),
          base.presentation(.isoCode)
        ),
        (
          .currency(code: code, locale: locale).sign(strategy: .accounting),
          base.sign(strategy: .accounting)
        ),
        (
          .currency(code: code, locale: locale).precision(.fractionLength(2)),
          base.precision(.fractionLength(2))
        ),
        (
          .currency(code: code, locale: locale).precision(.fractionLength(3)),
          base.precision(.fractionLength(3))
        ),
      ]
      for (format, style) in cases {
        for value in Self.values where format.format(value) != style.format(value) {
          failures.append(
            "\(identifier) \(code) \(value): \(format.format(value).debugDescription)"
              + " != \(style.format(value).debugDescription)")
        }
      }
      // The lone minus sign is what Foundation's number format puts before
      // or after the digit in -1, where 1 stands alone.
      let number = Decimal.FormatStyle(locale: locale)
      let one = number.format(Decimal(1))
      let minusOne = number.format(Decimal(-1))
      if one.unicodeScalars.count == 1, let range = minusOne.range(of: one) {
        let expected = String(minusOne[..<range.lowerBound]) + String(minusOne[range.upperBound...])
        let ours = AmountFormat.currency(code: code, locale: locale).minusSign
        if ours != expected {
          failures.append(
            "\(identifier) \(code) minus \(ours.debugDescription) != \(expected.debugDescription)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
  }
}
