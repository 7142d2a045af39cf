import Foundation
import Testing

@testable import AmountKit

/// `presentation(.fullName)`: the currency's name in the plural form of the
/// amount, character for character what Foundation's currency style with
/// the `.fullName` presentation writes (`1.00 US dollars`), in every
/// locale Foundation lists, at rest and while the user types.
@Suite("Currency full names against Foundation")
struct FullNameSweepTests {
  static let posix = Locale(identifier: "en_US_POSIX")
  static let locales = Locale.availableIdentifiers.sorted()
  /// Currencies with 2, 0 and 3 fraction digits, and the locale's own.
  static let currencies = ["USD", "EUR", "JPY", "KWD"]
  /// Every plural category's samples, both signs, and a grouped amount.
  static let values: [Decimal] = [
    "0", "1", "2", "3", "5", "11", "21", "0.5", "1.5", "1234567.89", "-1", "-2.5",
  ].compactMap { Decimal(string: $0, locale: posix) }
  static let chunks = Array(0..<8)

  /// `value` rounded half to even to `places`, by Foundation's own
  /// `NSDecimalRound`: what the text shows, and so what it parses as.
  static func rounded(_ value: Decimal, _ places: Int) -> Decimal {
    var source = value
    var result = Decimal()
    NSDecimalRound(&result, &source, places, .bankers)
    return result
  }

  /// Foundation's text for `value` once ICU has compiled the style's
  /// formatter. ICU formats a new formatter's first two amounts before
  /// compiling it, and in a few locales (KWD in en_EE, en_LV, tr_TR) those
  /// two disagree (`KWD 1,00 Kuwaiti dinars0`, then
  /// `KWD 1,000 Kuwaiti dinars`); Foundation's cache may drop and make the
  /// formatter anew while other tests format, so each amount is read a
  /// third time, as every later amount is formatted.
  static func compiled(_ style: Decimal.FormatStyle.Currency, _ value: Decimal) -> String {
    _ = style.format(value)
    _ = style.format(value)
    return style.format(value)
  }

  @Test("every locale, at rest, equals Foundation's .fullName text", arguments: chunks)
  func sweep(chunk k: Int) {
    var failures: [String] = []
    var compared = 0
    for (index, identifier) in Self.locales.enumerated() where index % Self.chunks.count == k {
      let locale = Locale(identifier: identifier)
      let codes = Self.currencies + [locale.currency?.identifier].compactMap { $0 }
      for code in Set(codes).sorted() {
        let format = AmountFormat.currency(code: code, locale: locale).presentation(.fullName)
        let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
          .presentation(.fullName)
        for value in Self.values {
          compared += 1
          let ours = format.format(value)
          let theirs = Self.compiled(style, value)
          if ours != theirs {
            failures.append(
              "\(identifier) \(code) \(value): \(ours.debugDescription) != \(theirs.debugDescription)"
            )
          } else if (try? format.parse(ours)) != Self.rounded(value, format.fractionDigits) {
            failures.append("\(identifier) \(code): \(ours.debugDescription) parses otherwise")
          }
        }
      }
    }
    print("full name chunk \(k): \(compared) texts compared, \(failures.count) mismatches")
    #expect(failures.isEmpty, "\(failures.prefix(8).joined(separator: "\n"))")
  }

  @Test(
    "typing follows the plural form, the caret by the digits",
    arguments: [("en_US", "USD"), ("de_DE", "EUR"), ("ru_RU", "RUB"), ("ar_EG", "EGP")])
  func typing(_ identifier: String, _ code: String) {
    let locale = Locale(identifier: identifier)
    let format = AmountFormat.currency(code: code, locale: locale).presentation(.fullName)
    var editor = AmountEditor(configuration: AmountFieldConfiguration(format: format))
    let style = Decimal.FormatStyle.Currency(code: code, locale: locale).presentation(.fullName)
    for (keys, value, places) in [("1", "1", 0), ("2", "12", 0), (".", "12", -1), ("5", "12.5", 1)]
    {
      editor.apply(.insert(keys))
      guard places >= 0, let number = Decimal(string: value, locale: Self.posix) else { continue }
      #expect(editor.text == style.precision(.fractionLength(places)).format(number))
      #expect(editor.value == number)
    }
    editor.apply(.endEditing)
    #expect(editor.text == style.format(Decimal(string: "12.5", locale: Self.posix) ?? 0))
  }

  @Test("the display has a name and survives Codable and another locale")
  func display() throws {
    let format = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
      .presentation(.fullName)
    #expect(format.currencyDisplay == .fullName)
    #expect(format.unitIdentifier == nil)
    let decoded = try JSONDecoder().decode(
      AmountFormat.self, from: try JSONEncoder().encode(format))
    #expect(decoded.format(2) == format.format(2))
    let german = format.locale(Locale(identifier: "de_DE"))
    #expect(
      german.format(2)
        == Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "de_DE"))
        .presentation(.fullName).format(2))
    #expect(format.currencyDisplay(.symbol).format(2) == "$2.00")
  }
}
