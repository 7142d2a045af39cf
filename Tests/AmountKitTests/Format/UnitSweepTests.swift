import Foundation
import Testing

@testable import AmountKit

/// Percent and unit fields at rest against the platform's own formatters:
/// Foundation's `Decimal.FormatStyle.Percent`, and ICU called directly
/// (contract: "Affixes and units").
@Suite("Percent and unit sweep against Foundation and ICU")
struct UnitSweepTests {
  static let posix = Locale(identifier: "en_US_POSIX")

  /// Every locale Foundation knows.
  static let locales = Locale.availableIdentifiers.sorted()

  /// The locales of the behaviour article's rows: every unit and width.
  static let articleLocales = ["en_US", "de_DE", "ar_EG", "ru_RU", "ja_JP", "tr_TR"]

  /// Units of every kind the issue names (mass, length, volume,
  /// temperature, area, speed, energy, duration).
  static let units = [
    "mass-pound", "mass-kilogram", "mass-gram", "mass-ounce", "length-inch", "length-foot",
    "length-centimeter", "length-kilometer", "length-mile", "volume-liter", "volume-milliliter",
    "volume-gallon", "temperature-celsius", "temperature-fahrenheit", "area-square-meter",
    "area-hectare", "area-acre", "speed-kilometer-per-hour", "speed-mile-per-hour",
    "energy-kilocalorie", "energy-kilojoule", "duration-hour", "duration-minute",
    "duration-second", "duration-day",
  ]

  /// Values of every plural category (0, 1, 2, few, many, fractions, a
  /// million), both signs; at most two fraction digits, which the field
  /// keeps.
  static let unitValues = [
    "0", "1", "2", "3", "5", "11", "21", "28.5", "0.5", "1.5", "1234.5", "1000000", "-1", "-2",
    "-28.5",
  ]

  /// Fractions, at most four fraction digits (two of a percent).
  static let percentValues: [Decimal] = [
    "0", "0.125", "0.5", "1", "0.0001", "12.3456", "-0.125", "-1", "1234.5678", "-98765.4321",
  ].compactMap { Decimal(string: $0, locale: posix) }

  /// The locales in chunks, one test each: the chunks run in parallel.
  static let chunks: [Int] = Array(0..<16)

  static func chunk(_ k: Int) -> [(index: Int, identifier: String)] {
    locales.enumerated().filter { $0.offset % chunks.count == k }.map { ($0.offset, $0.element) }
  }

  @Test("percent at rest equals Decimal.FormatStyle.Percent, and parses back", arguments: chunks)
  func percentSweep(chunk k: Int) {
    var failures: [String] = []
    var compared = 0
    for (_, identifier) in Self.chunk(k) {
      let locale = Locale(identifier: identifier)
      let format = AmountFormat.percent(locale: locale)
      let style = Decimal.FormatStyle.Percent(locale: locale)
      for value in Self.percentValues {
        compared += 1
        let ours = format.format(value)
        let theirs = style.format(value)
        if ours != theirs {
          failures.append(
            "\(identifier) \(value): \(ours.debugDescription) != \(theirs.debugDescription)")
          continue
        }
        if (try? format.parse(ours)) != value {
          failures.append("\(identifier) parse of \(ours.debugDescription) is not \(value)")
        }
      }
    }
    print("percent sweep chunk \(k): \(compared) compared, \(failures.count) mismatches")
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
  }

  #if canImport(_FoundationICU) && !canImport(Darwin)
  /// The units a locale is swept with: all of them in the article's
  /// locales, elsewhere `mass-pound` and four more, a different four for
  /// each locale in turn, so that every unit meets about 165 locales (a
  /// sample, so that the sweep stays well under a minute in debug).
  static func units(forLocaleAt index: Int, _ identifier: String) -> [String] {
    if articleLocales.contains(identifier) { return units }
    return ["mass-pound"] + (0..<4).map { units[(index * 4 + $0) % units.count] }
  }

  @Test("units at rest equal ICU's own text, and parse back", arguments: chunks)
  func unitSweep(chunk k: Int) throws {
    var failures: [String] = []
    var compared = 0
    var digitless = 0
    let widths: [(AmountUnitWidth, String)] = [
      (.short, "short"), (.narrow, "narrow"), (.wide, "full-name"),
    ]
    for (index, identifier) in Self.chunk(k) {
      let locale = Locale(identifier: identifier)
      for unit in Set(Self.units(forLocaleAt: index, identifier)).sorted() {
        for (width, icuWidth) in widths {
          let format = try AmountFormat.measurement(unit: unit, width: width, locale: locale)
          guard
            let icu = PlatformUnitText.formatter(
              unit: unit, width: icuWidth, locale: locale.identifier)
          else {
            failures.append("\(identifier) \(unit) \(icuWidth): ICU refused")
            continue
          }
          defer { PlatformUnitText.close(icu) }
          for plain in Self.unitValues {
            guard let value = Decimal(string: plain, locale: Self.posix),
              let theirs = PlatformUnitText.format(plain, with: icu)
            else { continue }
            compared += 1
            let ours = format.format(value)
            if !theirs.unicodeScalars.contains(where: { $0.properties.numericType == .decimal }) {
              // A form without digits (Arabic's dual): the field shows
              // the number with the `other` form instead (contract).
              digitless += 1
              if ours == theirs
                || !ours.unicodeScalars.contains(where: { $0.properties.numericType == .decimal })
              {
                failures.append(
                  "\(identifier) \(unit) \(icuWidth) \(plain): \(ours.debugDescription) shows no digits"
                )
              }
              continue
            }
            if ours != theirs {
              failures.append(
                "\(identifier) \(unit) \(icuWidth) \(plain): \(ours.debugDescription) != \(theirs.debugDescription)"
              )
              continue
            }
            if (try? format.parse(ours)) != value {
              failures.append(
                "\(identifier) \(unit) \(icuWidth) parse of \(ours.debugDescription) is not \(plain)"
              )
            }
          }
        }
      }
    }
    print(
      "unit sweep chunk \(k): \(compared) compared, \(digitless) digitless forms replaced,"
        + " \(failures.count) mismatches")
    #expect(failures.isEmpty, "\(failures.prefix(8).joined(separator: "\n"))")
  }
  #endif
}
