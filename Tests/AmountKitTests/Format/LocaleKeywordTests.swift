import Foundation
import Testing

@testable import AmountKit

/// Formats are derived from the `Locale` value, keywords included, and
/// kept in a least-recently-used cache keyed by everything that changes
/// the output.
@Suite("Locale keywords and the format cache")
struct LocaleKeywordTests {
  static let values: [Decimal] = ["0", "0.5", "-1234.5", "1234567.89", "12"].compactMap {
    Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))
  }

  /// Locale identifiers with keywords Foundation honours, and the currency
  /// to format (nil: the locale's own, which the keyword may choose).
  static let keywordLocales: [(String, String?)] = [
    ("en_US@numbers=arab", "USD"), ("ar_EG@numbers=latn", "EGP"), ("de_CH@currency=EUR", nil),
    ("hi_IN@numbers=deva", "INR"), ("th_TH@numbers=thai", "THB"),
  ]

  @Test(
    "a keyword changes the format exactly as it changes Foundation's", arguments: keywordLocales)
  func keyword(identifier: String, code: String?) throws {
    let locale = Locale(identifier: identifier)
    let currency = try #require(code ?? locale.currency?.identifier)
    let format =
      code == nil
      ? AmountFormat.localCurrency(locale: locale) : .currency(code: currency, locale: locale)
    #expect(format.currencyCode == currency)
    let style = Decimal.FormatStyle.Currency(code: currency, locale: locale)
    for value in Self.values {
      #expect(format.format(value) == style.format(value), "\(identifier) \(value)")
      #expect(try format.parse(style.format(value)) == value, "\(identifier) \(value)")
    }
  }

  @Test("a keyword gives another format than the plain locale")
  func keywordMatters() {
    let plain = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    let arab = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US@numbers=arab"))
    #expect(plain.format(12) != arab.format(12))
    #expect(
      AmountFormat.localCurrency(locale: Locale(identifier: "de_CH@currency=EUR")).currencyCode
        == "EUR")
  }

  @Test("300 distinct formats stay derived once")
  func threeHundredFormats() throws {
    // 300 locale and currency pairs, each a key of its own.
    let locales = Locale.availableIdentifiers.sorted().prefix(100)
    let keys = locales.flatMap { identifier in
      ["CHF", "SEK", "NZD"].map {
        PatternKey(
          locale: Locale(identifier: identifier), currencyCode: $0, display: .isoCode,
          accounting: true)
      }
    }
    #expect(keys.count == 300)
    // A cache of the format cache's capacity and policy (the shared one is
    // also filled by the tests running beside this one).
    let cache = LRUCache<PatternKey, PatternBox>(capacity: LocalePattern.cacheCapacity)
    var derivations = 0
    for _ in 0..<3 {
      for key in keys {
        _ = cache.value(for: key) {
          derivations += 1
          return LocalePattern.derive(key)
        }
      }
    }
    #expect(derivations == 300)
  }

  @Test("the least recently used entry goes first")
  func leastRecentlyUsed() {
    let cache = LRUCache<Int, String>(capacity: 3)
    var made: [Int] = []
    func get(_ key: Int) -> String {
      cache.value(for: key) {
        made.append(key)
        return "\(key)"
      }
    }
    _ = get(1)
    _ = get(2)
    _ = get(3)
    _ = get(1)  // 2 is now the oldest
    _ = get(4)  // evicts 2
    #expect(cache.contains(1) && cache.contains(3) && cache.contains(4))
    #expect(!cache.contains(2))
    _ = get(1)
    #expect(made == [1, 2, 3, 4])
  }
}
