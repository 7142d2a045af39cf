import Foundation
import Testing

@testable import AmountKit

/// Every locale with a currency, with its own currency and USD, EUR, JPY,
/// KWD, over a spread of values: our output is Foundation's.
@Suite("Format sweep against Foundation")
struct FormatSweepTests {
  static let values: [Decimal] = {
    let base = ["0", "0.01", "0.5", "1234", "12345.6", "1234567.89", "10000000", "123456789012.34"]
    let decimals = base.compactMap {
      Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))
    }
    return decimals + decimals.filter { !$0.isZero }.map { -$0 }
  }()

  static let locales: [String] = Locale.availableIdentifiers.filter {
    Locale(identifier: $0).currency != nil
  }.sorted()

  @Test("format equals Decimal.FormatStyle.Currency, and parses back", arguments: locales)
  func sweep(identifier: String) throws {
    let locale = Locale(identifier: identifier)
    let own = locale.currency?.identifier ?? "USD"
    var failures: [String] = []
    for code in Set([own, "USD", "EUR", "JPY", "KWD"]).sorted() {
      let format = AmountFormat.currency(code: code, locale: locale)
      let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
      for value in Self.values {
        let ours = format.format(value)
        let theirs = style.format(value)
        if ours != theirs {
          failures.append(
            "\(identifier) \(code) \(value): \(ours.debugDescription) != \(theirs.debugDescription)"
          )
          continue
        }
        // Round trip: the rounded value comes back, strictly and leniently.
        let rounded = DecimalDigits(value).rounded(
          toFractionDigits: format.fractionDigits, rule: .toNearestOrEven
        ).decimal
        if (try? format.parse(ours)) != rounded {
          failures.append("\(identifier) \(code) lenient parse of \(ours.debugDescription) failed")
        }
        if !(rounded.isZero && value < 0), (try? format.parseStrict(ours)) != rounded {
          failures.append("\(identifier) \(code) strict parse of \(ours.debugDescription) failed")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
  }
}
