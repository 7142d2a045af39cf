import Foundation
import Testing

@testable import AmountKit

/// A currency pattern in a new locale comes from one Foundation format, of
/// a positive amount; its negative affixes, minimum grouping digits and
/// (without fraction digits) decimal separator are learned when an amount
/// first needs them (`PatternBox`). Foundation is the oracle: each format
/// first shows an amount that needs none of them, then the ones that do.
///
/// The locales carry a calendar keyword, which changes no number, so that
/// no other test has derived (or learned) their patterns first.
@Suite("Currency patterns learned lazily, against Foundation")
struct LazyPatternTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var locale: String
    var code: String
    var accounting = false
    var fractionDigits: Int?
    var testDescription: String {
      "\(locale) \(code)\(accounting ? " accounting" : "")"
        + (fractionDigits.map { " \($0) fraction digits" } ?? "")
    }
  }

  static let rows: [Row] = [
    Row(locale: "es_ES", code: "EUR"),  // minimum grouping 2: 1234,56 €
    Row(locale: "pl_PL", code: "PLN"),  // minimum grouping 2
    Row(locale: "nl_NL", code: "EUR"),  // € -1,00
    Row(locale: "en_IN", code: "INR"),  // ₹12,34,567.00
    Row(locale: "de_CH", code: "CHF"),  // CHF-1.00
    Row(locale: "ar_EG", code: "EGP"),  // Arabic digits, bidi marks
    Row(locale: "fr_FR", code: "EUR"),  // narrow no-break spaces
    Row(locale: "ja_JP", code: "JPY", fractionDigits: 2),  // no fraction digits of its own
    Row(locale: "de_DE", code: "JPY", fractionDigits: 2),  // a comma JPY never shows
    Row(locale: "en_US", code: "USD", accounting: true),  // ($1,234.56)
  ]

  /// First a value that needs nothing learned, then signs, grouping near
  /// the minimum, and a lone fraction.
  static let values = ["5", "-1", "1234.5", "12345.67", "-1234567.89", "-0.5", "999"]
    .compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }

  @Test(
    "a format learns what its first format did not show, as Foundation shows it", arguments: rows)
  func learned(row: Row) throws {
    let locale = Locale(identifier: row.locale + "@calendar=buddhist")
    var format = AmountFormat.currency(code: row.code, locale: locale)
      .sign(strategy: row.accounting ? .accounting : .automatic)
    var style = Decimal.FormatStyle.Currency(code: row.code, locale: locale)
    if row.accounting { style = style.sign(strategy: .accounting) }
    if let digits = row.fractionDigits {
      format = format.precision(.fractionLength(digits))
      style = style.precision(.fractionLength(digits))
    }
    for value in Self.values {
      #expect(format.format(value) == style.format(value), "\(value)")
    }
    // A format made after the pattern learned renders alike and is equal.
    let later = AmountFormat.currency(code: row.code, locale: locale)
      .sign(strategy: row.accounting ? .accounting : .automatic)
      .precision(format.precision)
    #expect(later == format)
    for value in Self.values {
      #expect(later.format(value) == style.format(value), "\(value)")
    }
    // The decimal separator, learned also where the currency shows none.
    let shown = try #require(Decimal(string: "1234.5", locale: Locale(identifier: "en_US_POSIX")))
    #expect(try format.parse(style.format(shown)) == shown)
  }

  /// The minimum grouping digits, as Foundation groups: the shortest
  /// integer that shows a grouping separator.
  @Test(
    "minimum grouping digits learned on first use",
    arguments: [("es_ES", "EUR", 2), ("pl_PL", "PLN", 2), ("en_US", "USD", 1), ("de_CH", "CHF", 1)])
  func minimumGrouping(identifier: String, code: String, digits: Int) {
    let locale = Locale(identifier: identifier + "@calendar=coptic")
    let format = AmountFormat.currency(code: code, locale: locale)
    let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
    // 1234 groups at a minimum of 1; 12345 at 2.
    #expect(!style.format(Decimal(1234)).contains("1234") == (digits == 1))
    #expect(!style.format(Decimal(12345)).contains("12345"))
    #expect(format.minimumGroupingDigits == digits)
  }

  /// Foundation formats made while deriving (`LocalePattern.probeCounter`):
  /// one for a new pair's first positive amount below the minimum's
  /// reach; the rest only when an amount needs it; for a second currency
  /// once the locale's template has learned it, its positive format, or
  /// none where its data tells it (Linux).
  @Test(
    "a new locale/currency pair formats a positive amount with one Foundation format",
    arguments: ["de_DE", "en_US", "ar_EG", "ja_JP"])
  func oneProbe(identifier: String) {
    let locale = Locale(identifier: identifier + "@calendar=ethiopic")
    let counter = Locked(0)
    let probes = { counter.withLock { $0 } }
    LocalePattern.probeCounter.withValue(counter) {
      let euros = AmountFormat.currency(code: "EUR", locale: locale)
      _ = euros.format(Decimal(string: "123.45", locale: Locale(identifier: "en_US_POSIX"))!)
      _ = try? euros.parse("12")
      #expect(probes() == 1)
      _ = euros.format(Decimal(-1))
      #expect(probes() > 1)
      let learned = probes()
      _ = euros.format(Decimal(1234))
      _ = euros.format(Decimal(-12345))
      #expect(probes() == learned)
      // A second currency: its data on Linux (ICU's, which Foundation
      // formats with), elsewhere its positive format; the rest from the
      // template.
      let dollars = AmountFormat.currency(code: "USD", locale: locale)
      _ = dollars.format(Decimal(-1234))
      #if os(Linux)
      #expect(probes() == learned)
      #else
      #expect(probes() == learned + 1)
      #endif
    }
  }
}
