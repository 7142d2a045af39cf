import Foundation
import Testing

@testable import AmountKit

/// The contract's "Shorthand": multiplier keys derived from Foundation's
/// compact-name notation for the field's locale.
@Suite("Shorthand")
struct ShorthandTests {
  static func shorthand(_ locale: String, _ code: String?, _ mode: AmountEntryMode = .decimal)
    -> AmountFieldConfiguration
  {
    field(locale, code, mode) { $0.shorthand = true }
  }

  /// Types `keys` into an empty field and returns its value, or the
  /// rejection of the last key.
  static func typed(_ keys: String, _ configuration: AmountFieldConfiguration) -> (
    Decimal?, AmountEditOutcome
  ) {
    var editor = AmountEditor(configuration: configuration)
    let outcome = editor.apply(.insert(keys))
    return (editor.value, outcome)
  }

  @Test(
    "each locale's own units, and k and m where it has none",
    arguments: [
      ("en_US", "USD", "2.5k", "2500"), ("en_US", "USD", "1.2M", "1200000"),
      ("en_US", "USD", "3b", "3000000000"), ("en_US", "USD", "1T", "1000000000000"),
      ("de_DE", "EUR", "2,5k", "2500"), ("de_DE", "EUR", "4m", "4000000"),
      ("es_ES", "EUR", "2B", "2000000000000"), ("es_ES", "EUR", "3k", "3000"),
      ("es_ES", "EUR", "1,5M", "1500000"),
      ("tr_TR", "TRY", "2B", "2000"), ("tr_TR", "TRY", "2m", "2000000"),
      ("ja_JP", "JPY", "12万", "120000"), ("ja_JP", "JPY", "3億", "300000000"),
      ("ja_JP", "JPY", "1兆", "1000000000000"),
      ("ko_KR", "KRW", "5천", "5000"), ("ko_KR", "KRW", "2만", "20000"),
      ("ko_KR", "KRW", "3억", "300000000"), ("ko_KR", "KRW", "1조", "1000000000000"),
      ("en_IN", "INR", "2.5L", "250000"), ("en_IN", "INR", "4K", "4000"),
      ("ar_EG", "EGP", "٢٫٥k", "2500"), ("ar_KW", "KWD", "1.234k", "1234"),
      ("id_ID", "IDR", "2M", "2000000000"),
    ])
  func units(locale: String, code: String, keys: String, expected: String) throws {
    let (value, outcome) = Self.typed(keys, Self.shorthand(locale, code))
    #expect(outcome == .accepted)
    #expect(value == Decimal(string: expected))
  }

  @Test("the result shows as if its digits had been typed; the caret at the end")
  func shown() {
    let usd = Self.shorthand("en_US", "USD")
    check(EditRow("2.5|", key("k"), "2,500|"), in: usd)
    check(EditRow("1.25|", key("k"), "1,250|"), in: usd)
    check(
      EditRow("-2|", key("k"), "-2,000|"),
      in: field("en_US", "USD") {
        $0.shorthand = true
        $0.allowsNegative = true
      })
    check(EditRow("0.05|", key("k"), "50.00|"), in: Self.shorthand("en_US", "USD", .cents))
    check(EditRow("12|", key("万"), "120,000|"), in: Self.shorthand("ja_JP", "JPY"))
  }

  @Test("a multiplier is a key only at the end of a number with a digit")
  func position() {
    let usd = Self.shorthand("en_US", "USD")
    check(EditRow("1|2", key("k"), rejected: .invalidCharacter), in: usd)
    check(EditRow("|", key("k"), rejected: .invalidCharacter), in: usd)
    check(EditRow("[12]", key("k"), rejected: .invalidCharacter), in: usd)
    // Shorthand off: a letter like any other.
    check(EditRow("12|", key("k"), rejected: .invalidCharacter), in: field("en_US", "USD"))
  }

  @Test("the result must be exact and within the limits")
  func limits() {
    var limited = Self.shorthand("en_US", "USD")
    limited.maximum = 100_000
    check(EditRow("2|", key("k"), "2,000|"), in: limited)
    check(EditRow("2|", key("m"), rejected: .aboveMaximum), in: limited)
    var digits = Self.shorthand("en_US", "USD")
    digits.maximumIntegerDigits = 6
    check(EditRow("2|", key("m"), rejected: .tooManyIntegerDigits), in: digits)
    // The fraction limit applies to the result: 1.23456k is 1,234.56.
    check(EditRow("|", .paste("1.23456k"), "1,234.56|"), in: Self.shorthand("en_US", "USD"))
    check(
      EditRow("|", .paste("1.234567k"), rejected: .fractionFull), in: Self.shorthand("en_US", "USD")
    )
  }

  @Test("a paste with one trailing multiplier is read the same way")
  func paste() {
    check(EditRow("|", .paste("2.5k"), "2,500|"), in: Self.shorthand("en_US", "USD"))
    check(EditRow("|", .paste("$1.2M"), "1,200,000|"), in: Self.shorthand("en_US", "USD"))
    check(EditRow("|", .paste("1.5万"), "15,000|"), in: Self.shorthand("ja_JP", "JPY"))
    check(EditRow("|", .paste("2.5k"), rejected: .invalidPaste), in: field("en_US", "USD"))
  }

  @Test("where units differ only in case, case counts (Tongan m 10^4, M 10^6)")
  func caseCounts() throws {
    let units = ShorthandUnits.of(Locale(identifier: "to_TO"))
    try #require(units.caseCounts)
    #expect(units.exponent(for: "m") == 4)
    #expect(units.exponent(for: "M") == 6)
    // Its own k (10^5) wins over the fallback.
    #expect(units.exponent(for: "k") == 5)
  }

  /// Foundation's compact-name text for 10^exponent in `locale`, without
  /// spaces and bidi marks.
  static func compact(_ exponent: Int, _ locale: Locale) -> String {
    var value = Decimal(1)
    for _ in 0..<exponent { value *= 10 }
    let text = value.formatted(.number.notation(.compactName).locale(locale))
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter {
          !$0.properties.isWhitespace && $0.properties.generalCategory != .format
        }))
  }

  @Test("every locale: the units are exactly Foundation's one-character compact units")
  func sweep() {
    var failures: [String] = []
    for identifier in Locale.availableIdentifiers.sorted() {
      let locale = Locale(identifier: identifier)
      let units = ShorthandUnits.of(locale)
      // The locale's digit one, as Foundation writes it.
      let one = Decimal(1).formatted(.number.locale(locale))
      for (unit, exponent) in units.units {
        let text = Self.compact(exponent, locale)
        if text != one + unit && text != unit + one {
          failures.append("\(identifier): \(unit) is not 10^\(exponent) (\(text))")
        }
      }
      for exponent in ShorthandUnits.probedPowers {
        let text = Self.compact(exponent, locale)
        var candidates: [Substring] = []
        if text.hasPrefix(one) { candidates.append(text.dropFirst(one.count)) }
        if text.hasSuffix(one) { candidates.append(text.dropLast(one.count)) }
        for candidate in candidates where candidate.count == 1 {
          let unit = String(candidate)
          if units.units[unit] == nil {
            failures.append("\(identifier): \(unit) (10^\(exponent)) was not derived")
          }
        }
      }
      // No fallback letter shadows a unit of the locale.
      for letter in ["k", "K", "m", "M"] {
        let own = units.units.filter { $0.key.lowercased() == letter.lowercased() }
        guard !own.isEmpty, let exponent = units.exponent(for: Character(letter)) else { continue }
        if !own.values.contains(exponent) {
          failures.append("\(identifier): the fallback \(letter) shadows \(own)")
        }
      }
    }
    let count = failures.count
    #expect(count == 0, "\(failures.prefix(8).joined(separator: "\n"))")
  }
}
