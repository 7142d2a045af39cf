import Foundation
import Testing

@testable import AmountKit

/// Currencies derived from their data and the locale's template, without
/// a format of their own (``LocalePattern/fromCurrencyData(_:code:template:)``):
/// every common currency, as a currency picker shows them, in every
/// display, against Foundation. A sample of the locales; every locale with
/// `AMOUNTKIT_FULL_SWEEP=1` in the environment.
@Suite("Currencies from their data against Foundation")
struct CurrencyDataSweepTests {
  static let values: [Decimal] = ["1234.5", "-1234567.891", "0", "-0.5", "7"]
    .compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }

  /// Every eighth locale with a currency (with the ones whose spacing or
  /// currency data is unusual), or all of them.
  static let locales: [String] = {
    let all = FormatSweepTests.locales
    if ProcessInfo.processInfo.environment["AMOUNTKIT_FULL_SWEEP"] == "1" { return all }
    let unusual: Set = [
      "de_CH", "en_AT", "fr_CH", "id_ID", "ms_MY", "pt_CV", "tr_TR", "nl_NL", "ar_EG", "he_IL",
      "fa_IR", "ur_PK",
    ]
    return all.enumerated().filter { $0.offset % 8 == 0 || unusual.contains($0.element) }
      .map(\.element)
  }()

  static let codes = Locale.commonISOCurrencyCodes.sorted()

  @Test("every common currency from its data formats as Foundation does", arguments: locales)
  func sweep(identifier: String) {
    let locale = Locale(identifier: identifier)
    let own = locale.currency?.identifier ?? "USD"
    var failures: [String] = []
    let displays: [CurrencyDisplay] = [.symbol, .narrowSymbol, .isoCode]
    for display in displays {
      // Templates whose symbols differ in kind: the locale's own, a sign
      // and letters.
      for templateCode in Set([own, "USD", "CHF"]).sorted() {
        let template = LocalePattern.deriveCurrency(
          key(locale, templateCode, display), code: templateCode, template: nil)
        for code in Self.codes where code != templateCode {
          let pattern = key(locale, code, display)
          guard
            var derived = LocalePattern.fromCurrencyData(pattern, code: code, template: template)
          else { continue }
          derived.prepareBytes()
          var format = AmountFormat.currency(code: code, locale: locale).currencyDisplay(display)
          format.patternBox = PatternBox(derived, key: pattern)
          format.renderer.adopt(format.patternBox, grouping: true)
          var style = Decimal.FormatStyle.Currency(code: code, locale: locale)
          if display == .isoCode { style = style.presentation(.isoCode) }
          if display == .narrowSymbol { style = style.presentation(.narrow) }
          for value in Self.values where format.format(value) != style.format(value) {
            failures.append(
              "\(identifier) \(code) from \(templateCode) \(display) \(value): "
                + "\(format.format(value).debugDescription) != "
                + "\(style.format(value).debugDescription)")
          }
        }
      }
    }
    #expect(
      failures.isEmpty, "\(failures.count) differ:\n\(failures.prefix(5).joined(separator: "\n"))")
  }

  #if os(Linux)
  /// On Linux the data tells nearly every currency: a picker of every
  /// common currency in a locale formats with no Foundation format once
  /// the locale's template is known.
  @Test("the data tells a picker's currencies", arguments: ["de_DE", "en_US", "ja_JP", "ar_EG"])
  func coverage(identifier: String) {
    let locale = Locale(identifier: identifier)
    let template = LocalePattern.deriveCurrency(
      key(locale, "EUR", .symbol), code: "EUR", template: nil)
    let told = Self.codes.filter {
      LocalePattern.fromCurrencyData(key(locale, $0, .symbol), code: $0, template: template) != nil
    }
    #expect(told.count * 10 >= Self.codes.count * 9, "\(told.count) of \(Self.codes.count)")
  }
  #endif

  private func key(_ locale: Locale, _ code: String, _ display: CurrencyDisplay) -> PatternKey {
    PatternKey(locale: locale, currencyCode: code, display: display, accounting: false)
  }
}
