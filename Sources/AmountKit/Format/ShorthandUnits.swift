import Foundation

/// The multiplier keys of a locale (contract: "Shorthand"): its own
/// one-character compact units, read from Foundation's compact-name
/// notation for that locale, never from a table of ours — `K` 10³, `M`
/// 10⁶, `B` 10⁹, `T` 10¹² in en_US; `万` 10⁴, `億` 10⁸, `兆` 10¹² in ja_JP;
/// `L` 10⁵ in en_IN; `B` is 10¹² in es_ES and 10³ in tr_TR.
///
/// Latin letters match in either case unless the locale's units differ
/// only in case (Tongan `m` 10⁴, `M` 10⁶). Where the locale has no unit of
/// its own for the letter, `k` means 10³ and `m` 10⁶; never a fallback for
/// `b` (a billion is 10⁹ in some languages and 10¹² in others).
struct ShorthandUnits: Sendable, Hashable {
  /// The locale's units: one character each, and its power of ten.
  let units: [String: Int]
  /// Whether two units differ only in letter case, so that case counts.
  let caseCounts: Bool

  /// The fallbacks where the locale has no unit of its own for the letter.
  static let fallbacks: [String: Int] = ["k": 3, "m": 6]
  /// The powers of ten probed: thousands to quadrillions.
  static let probedPowers = 3...15

  /// The units of `locale`, derived once per locale.
  static func of(_ locale: Locale) -> ShorthandUnits {
    cache.value(for: locale) { derive(locale) }
  }

  private static let cache = LRUCache<Locale, ShorthandUnits>(capacity: cacheCapacity)

  /// Units of this many locales are kept: an app shows one or a few, a
  /// locale picker a few dozen at a time.
  static let cacheCapacity = 64

  /// Formats 10^k with Foundation's compact-name notation and keeps the
  /// powers it writes as the digit 1 and one character.
  static func derive(_ locale: Locale) -> ShorthandUnits {
    var units: [String: Int] = [:]
    let style = Decimal.FormatStyle(locale: locale).notation(.compactName)
    var power = Decimal(1)
    for exponent in 1...probedPowers.upperBound {
      power *= 10
      guard probedPowers.contains(exponent) else { continue }
      if let unit = unit(in: style.format(power)), units[unit] == nil { units[unit] = exponent }
    }
    let lowered = Set(units.keys.map { $0.lowercased() })
    return ShorthandUnits(units: units, caseCounts: lowered.count < units.count)
  }

  /// The unit of a compact text such as `1K`, `1 M`, `١ ألف`: one
  /// character after (or before) the digit 1, spaces and bidi marks
  /// aside; nil when the number is not 1 or the unit is longer.
  static func unit(in text: String) -> String? {
    var digits: [UInt8] = []
    var rest = ""
    for scalar in text.unicodeScalars {
      if let digit = Characters.digitValue(scalar) {
        digits.append(digit)
      } else if !Characters.isIgnorable(scalar) {
        rest.unicodeScalars.append(scalar)
      }
    }
    guard digits == [1], rest.count == 1 else { return nil }
    return rest
  }

  /// The power of ten the key `character` multiplies by, or nil.
  func exponent(for character: Character) -> Int? {
    let key = String(character)
    if let exponent = units[key] { return exponent }
    let lower = key.lowercased()
    if !caseCounts, let match = units.first(where: { $0.key.lowercased() == lower }) {
      return match.value
    }
    // A fallback only for a letter the locale has no unit for, in any case.
    guard units.keys.allSatisfy({ $0.lowercased() != lower }) else { return nil }
    return Self.fallbacks[lower]
  }
}
