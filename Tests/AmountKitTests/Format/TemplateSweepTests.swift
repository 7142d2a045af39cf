import Foundation
import Testing

@testable import AmountKit

/// A currency derived from another currency's pattern in the same locale
/// (one probe format instead of two), in every locale with a currency:
/// the symbol's placement and spacing (`$` beside the digits, `CHF` with a
/// no-break space, ISO codes), the negative affixes taken from the
/// template, the decimal separator of a currency without fraction digits,
/// each against Foundation. The template is chosen here, not by which
/// currency a test happened to derive first.
@Suite("Currency templates against Foundation")
struct TemplateSweepTests {
  static let values: [Decimal] = ["1234.5", "-1234567.891", "-0.5"]
    .compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }

  /// Templates whose symbols differ in kind: a sign, and letters.
  static let templates = ["USD", "CHF"]

  @Test(
    "a currency reusing another's template formats as Foundation does",
    arguments: FormatSweepTests.locales)
  func sweep(identifier: String) {
    let locale = Locale(identifier: identifier)
    let own = locale.currency?.identifier ?? "USD"
    let targets = Set(["JPY", "EUR", "CHF", "USD", own]).sorted()
    // Accounting patterns are always derived in full (see
    // `LocalePattern.templates`).
    let variants: [(CurrencyDisplay, NegativeStyle)] = [
      (.symbol, .automatic), (.isoCode, .automatic),
    ]
    var failures: [String] = []
    for (display, negative) in variants {
      for templateCode in Self.templates {
        let template = LocalePattern.deriveCurrency(
          key(locale, templateCode, display, negative), code: templateCode, template: nil)
        for code in targets where code != templateCode {
          var format = AmountFormat.currency(code: code, locale: locale)
            .currencyDisplay(display).sign(strategy: negative)
          let pattern = key(locale, code, display, negative)
          format.patternBox = PatternBox(
            LocalePattern.deriveCurrency(pattern, code: code, template: template), key: pattern)
          format.renderer.adopt(format.patternBox, grouping: true)
          var style = Decimal.FormatStyle.Currency(code: code, locale: locale)
          if display == .isoCode { style = style.presentation(.isoCode) }
          if negative == .accounting { style = style.sign(strategy: .accounting) }
          let cases = [
            (format, style),
            (format.precision(.fractionLength(2)), style.precision(.fractionLength(2))),
          ]
          for (format, style) in cases {
            for value in Self.values where format.format(value) != style.format(value) {
              failures.append(
                "\(identifier) \(code) from \(templateCode) \(display) \(negative) \(value): "
                  + "\(format.format(value).debugDescription) != "
                  + "\(style.format(value).debugDescription)")
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
  }

  private func key(
    _ locale: Locale, _ code: String, _ display: CurrencyDisplay, _ negative: NegativeStyle
  ) -> PatternKey {
    PatternKey(
      locale: locale, currencyCode: code, display: display, accounting: negative == .accounting)
  }
}
