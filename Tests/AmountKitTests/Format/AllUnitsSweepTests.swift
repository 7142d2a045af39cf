import Foundation
import Testing

@testable import AmountKit

/// Every CLDR unit ICU knows, in every width, against ICU's own text
/// (contract: "Affixes and units"): the field's text at rest is ICU's,
/// character for character, the amount's digits never written into the
/// unit's (`100킬로미터당 2리터`), the number grouped and signed where ICU
/// puts it (`concentr-percent`: `1,234,567.89%` in `mr_IN`, `-%1` in
/// `tr_TR`); and it parses back.
///
/// What it covers, so that it runs in seconds: every unit (about 200, read
/// from ICU's own unit data) in every width (short, narrow, wide) meets
/// the six locales of the behaviour article and ``rotatingLocales`` more
/// of the locales Foundation lists, a different window for each unit and
/// width, so that every locale meets a few units and every unit about 14
/// locales; the units whose text is not "number + unit" (a unit text with
/// digits, or a number grouped or signed otherwise than the locale's
/// numbers: `consumption-liter-per-100-kilometer`,
/// `force-kilowatt-hour-per-100-kilometer`, `concentr-percent`) are swept
/// in every locale and width. Each pair is checked on
/// values of every plural category, both signs, and grouped integers.
@Suite("Every CLDR unit × every width × locales against ICU")
struct AllUnitsSweepTests {
  static let posix = Locale(identifier: "en_US_POSIX")
  static let locales = Locale.availableIdentifiers.sorted()
  static let articleLocales = ["en_US", "de_DE", "ar_EG", "ru_RU", "ja_JP", "tr_TR"]
  /// Locales per unit and width beyond the article's.
  static let rotatingLocales = 8
  static let widths: [(AmountUnitWidth, String)] = [
    (.short, "short"), (.narrow, "narrow"), (.wide, "full-name"),
  ]
  /// Plural categories (0, 1, 2, few, many, fractions), both signs, and
  /// integers long enough to group (at most two fraction digits, which the
  /// field keeps).
  static let values = [
    "0", "1", "2", "3", "5", "11", "21", "100", "28.5", "0.5", "1.25", "1234.5", "1234567.89",
    "-1", "-2", "-28.5", "-1234567.89",
  ]
  /// Units whose text is not "number + unit": a unit text with digits, a
  /// number grouped or signed as percentages are.
  static let irregularUnits = [
    "consumption-liter-per-100-kilometer", "force-kilowatt-hour-per-100-kilometer",
    "concentr-percent",
  ]

  #if canImport(_FoundationICU) && !canImport(Darwin)
  /// Compares the field's format of `unit` in one width and locale with
  /// ICU's text; returns the mismatches and counts.
  static func compare(
    unit: String, width: AmountUnitWidth, icuWidth: String, identifier: String,
    compared: inout Int, digitless: inout Int
  ) -> [String] {
    let locale = Locale(identifier: identifier)
    guard let icu = PlatformUnitText.formatter(unit: unit, width: icuWidth, locale: identifier)
    else {
      // ICU cannot format the unit at all: the field refuses it too.
      let refused = (try? AmountFormat.measurement(unit: unit, width: width, locale: locale)) == nil
      return refused ? [] : ["\(identifier) \(unit) \(icuWidth): ICU refuses, the field does not"]
    }
    defer { PlatformUnitText.close(icu) }
    let format: AmountFormat
    do {
      format = try AmountFormat.measurement(unit: unit, width: width, locale: locale)
    } catch {
      return ["\(identifier) \(unit) \(icuWidth): refused (\(error)), ICU formats it"]
    }
    var failures: [String] = []
    for plain in values {
      guard let value = Decimal(string: plain, locale: posix),
        let theirs = PlatformUnitText.format(plain, with: icu)
      else { continue }
      compared += 1
      let ours = format.format(value)
      if !PlatformUnitText.showsNumber(plain, with: icu) {
        // A form without digits (Arabic's dual): the field shows the
        // number with the `other` form instead (contract).
        digitless += 1
        if ours == theirs {
          failures.append("\(identifier) \(unit) \(icuWidth) \(plain): digitless")
        }
        continue
      }
      if ours != theirs {
        failures.append(
          "\(identifier) \(unit) \(icuWidth) \(plain): \(ours.debugDescription) != ICU's \(theirs.debugDescription)"
        )
      } else if (try? format.parse(ours)) != value {
        failures.append(
          "\(identifier) \(unit) \(icuWidth): \(ours.debugDescription) parses otherwise")
      }
    }
    return failures
  }

  @Test("every unit in every width, in rotating locales", arguments: widths.indices)
  func everyUnit(width w: Int) {
    let (width, icuWidth) = Self.widths[w]
    let units = PlatformUnitText.allUnits
    var failures: [String] = []
    var compared = 0
    var digitless = 0
    for (u, unit) in units.enumerated() {
      let start = (u * Self.widths.count + w) * Self.rotatingLocales
      let window = (0..<Self.rotatingLocales).map {
        Self.locales[(start + $0) % Self.locales.count]
      }
      for identifier in Self.articleLocales + window {
        failures += Self.compare(
          unit: unit, width: width, icuWidth: icuWidth, identifier: identifier,
          compared: &compared, digitless: &digitless)
      }
    }
    print(
      "all units, \(icuWidth): \(units.count) units, \(compared) texts compared, "
        + "\(digitless) digitless forms replaced, \(failures.count) mismatches")
    #expect(units.count > 150, "ICU's unit list")
    #expect(failures.isEmpty, "\(failures.prefix(8).joined(separator: "\n"))")
  }

  @Test("units that are not number + unit, in every locale and width", arguments: irregularUnits)
  func irregularUnit(_ unit: String) {
    var failures: [String] = []
    var compared = 0
    var digitless = 0
    for identifier in Self.locales {
      for (width, icuWidth) in Self.widths {
        failures += Self.compare(
          unit: unit, width: width, icuWidth: icuWidth, identifier: identifier,
          compared: &compared, digitless: &digitless)
      }
    }
    print("\(unit): \(compared) texts compared, \(failures.count) mismatches")
    #expect(failures.isEmpty, "\(failures.prefix(8).joined(separator: "\n"))")
  }
  #endif
}
