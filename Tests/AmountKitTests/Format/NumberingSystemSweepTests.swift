import Foundation
import Testing

@testable import AmountKit

/// Numbering systems (contract: "Locales to keep in mind"): every
/// numbering system Foundation knows, asked for with an `@numbers=`
/// keyword in several locales. One that ICU describes as ten decimal
/// digits (numeric, radix 10) is shown exactly as Foundation shows it,
/// Han decimal (`〇一二…九`, not Unicode `Nd`) included, is typed with its
/// own digits and parses back; any other (algorithmic, for which Foundation
/// writes Latin digits instead) is refused when the field's format is
/// checked, naming the locale and the numbering system.
@Suite("Numbering systems against ICU and Foundation")
struct NumberingSystemSweepTests {
  static let posix = Locale(identifier: "en_US_POSIX")

  /// Every numbering system Foundation knows.
  static let systems = Locale.NumberingSystem.availableNumberingSystems.map(\.identifier).sorted()

  /// The locales each numbering system is asked for in: Latin, Arabic,
  /// Han and Devanagari scripts, and grouping by threes and the Indian way.
  static let baseLocales = ["en_US", "de_DE", "ar_EG", "zh_Hans_CN", "hi_IN"]

  /// Values with at most two fraction digits, both signs, grouped and not.
  static let values: [Decimal] = ["0", "0.5", "7", "-1234.56", "1234567.89", "0.05", "-3"]
    .compactMap { Decimal(string: $0, locale: posix) }

  #if canImport(_FoundationICU) && !canImport(Darwin)
  @Test("every numbering system Foundation knows, in five locales", arguments: systems)
  func sweep(_ system: String) throws {
    var failures: [String] = []
    var compared = 0
    var refused = 0
    for base in Self.baseLocales {
      let identifier = "\(base)@numbers=\(system)"
      let locale = Locale(identifier: identifier)
      let description = try #require(PlatformNumberingSystem.describe(locale: identifier))
      let digits = Array(description.text.unicodeScalars)
      let decimal =
        !description.isAlgorithmic && description.radix == 10 && digits.count == 10
        && Set(digits).count == 10
      let formats: [(String, AmountFormat, (Decimal) -> String)] = [
        (
          "currency", .currency(code: "USD", locale: locale),
          { Decimal.FormatStyle.Currency(code: "USD", locale: locale).format($0) }
        ),
        (
          "number", .number(locale: locale),
          { Decimal.FormatStyle(locale: locale).format($0) }
        ),
        (
          "percent", .percent(locale: locale),
          { Decimal.FormatStyle.Percent(locale: locale).format($0) }
        ),
      ]
      for (kind, format, foundation) in formats {
        guard decimal else {
          refused += 1
          do {
            try AmountFieldConfiguration(format: format).validate()
            failures.append("\(identifier) \(kind): not refused")
          } catch {
            if error != .unsupportedNumberingSystem(locale: identifier, numberingSystem: system) {
              failures.append("\(identifier) \(kind): refused with \(error)")
            }
          }
          continue
        }
        do {
          try AmountFieldConfiguration(format: format).validate()
        } catch {
          failures.append("\(identifier) \(kind): refused with \(error)")
          continue
        }
        if format.digits != digits.map({ String($0) }) {
          failures.append("\(identifier) \(kind): digits \(format.digits) != ICU's \(digits)")
        }
        for value in Self.values {
          let ours = format.format(value)
          let theirs = foundation(value)
          compared += 1
          if ours != theirs {
            failures.append("\(identifier) \(kind) \(value): \(ours) != Foundation's \(theirs)")
          } else if (try? format.parse(ours)) != value {
            failures.append("\(identifier) \(kind): \(ours) does not parse back as \(value)")
          }
        }
      }
      // Typed with the system's own digits (ICU's), the field shows
      // Foundation's currency text for the amount at the digits typed.
      guard decimal else { continue }
      var editor = AmountEditor(
        configuration: AmountFieldConfiguration(format: .currency(code: "USD", locale: locale)))
      let typed = [1, 2, 3, 4].map { String(digits[$0]) }.joined() + "." + String(digits[5])
      editor.apply(.insert(typed))
      let expected = Decimal.FormatStyle.Currency(code: "USD", locale: locale)
        .precision(.fractionLength(1)).format(Decimal(string: "1234.5") ?? .nan)
      if editor.text != expected || editor.value != Decimal(string: "1234.5") {
        failures.append("\(identifier) typed \(typed): \(editor.text) != \(expected)")
      }
    }
    print("numbering system \(system): \(compared) texts compared, \(refused) formats refused")
    #expect(failures.isEmpty, "\(failures.prefix(6).joined(separator: "\n"))")
  }
  #endif

  @Test(
    "an identifier's numbering system keyword in either spelling",
    arguments: ["th_TH@numbers=thai", "th-TH-u-nu-thai", "zh_Hant_TW@numbers=hanidec"])
  func spellings(_ identifier: String) throws {
    let locale = Locale(identifier: identifier)
    let format = AmountFormat.currency(code: "USD", locale: locale)
    try format.validate()
    let value = try #require(Decimal(string: "-98765.43"))
    #expect(
      format.format(value)
        == Decimal.FormatStyle.Currency(code: "USD", locale: locale).format(value))
  }

  @Test("a refused numbering system names the locale and the system")
  func refusal() {
    #expect(
      throws: AmountConfigurationError.unsupportedNumberingSystem(
        locale: "en_US@numbers=roman", numberingSystem: "roman")
    ) {
      try AmountEditor(
        validating: AmountFieldConfiguration(
          format: .number(locale: Locale(identifier: "en_US@numbers=roman"))))
    }
  }
}
