import Foundation

/// The text a measurement unit (or a currency's full name) adds around a
/// number, as the platform's formatter writes it for each plural form and
/// sign: `lb` and `lbs`, `фунт`, `фунта` and `фунтов`, `1.00 US dollars`.
///
/// The text is read back from the formatter's output for a number of the
/// same plural operands as the one shown (``PluralKey``), positive and
/// negative, then cached, so a keystroke costs a look-up and the formatter
/// runs once per form. The number is where the formatter marks it (ICU's
/// integer and fraction fields), so a unit's own digits stay the unit's
/// (`100킬로미터당 2리터`). A form that shows no digits (Arabic's dual
/// `رطلان`) cannot wrap the field's digits: the form of CLDR's `other`
/// category stands in for it.
final class UnitAffixes: Sendable, Hashable {
  /// The formatter's whole text before and after the number, for a
  /// positive and a negative number of one plural form: the unit's words
  /// and the sign where the formatter puts them (`-28,5 lb`, but `-%1` in
  /// `tr_TR`'s `concentr-percent`, whose positive text is `%1`). A class,
  /// so that a keystroke retains it once.
  final class Affix: Sendable {
    let prefix: EncodedText
    let suffix: EncodedText
    let negativePrefix: EncodedText
    let negativeSuffix: EncodedText

    init(
      prefix: EncodedText, suffix: EncodedText, negativePrefix: EncodedText,
      negativeSuffix: EncodedText
    ) {
      self.prefix = prefix
      self.suffix = suffix
      self.negativePrefix = negativePrefix
      self.negativeSuffix = negativeSuffix
    }
  }

  /// How the formatter writes the number itself: its separators and
  /// grouping, which may differ from the locale's number format
  /// (`concentr-percent` groups as the percent style does: `1,234,567.89%`
  /// in `mr_IN`, whose numbers group `12,34,567.89`).
  struct NumberShape: Hashable, Sendable {
    var groupingSeparator: String
    var decimalSeparator: String
    var primaryGrouping: Int
    var secondaryGrouping: Int
    var minimumGroupingDigits: Int
  }

  let locale: Locale
  let identifier: String
  let width: AmountUnitWidth
  private let formatter: UnitFormatter
  private let forms = Locked(Forms())
  /// The forms kept; beyond it the cache starts again (a form costs one
  /// format of the platform's formatter).
  static let formLimit = 4096
  /// The form standing in for one without digits.
  private let fallback: Affix
  /// Every unit text of the unit's forms, trimmed, longest first: what the
  /// parser drops.
  let texts: [String]
  /// How the formatter writes the number; nil when it could not be read.
  let shape: NumberShape?

  /// Units by locale, identifier and width: a unit costs a few formats of
  /// the platform's formatter once.
  private static let cache = LRUCache<UnitKey, Result<UnitAffixes, AmountUnitError>>(
    capacity: LocalePattern.cacheCapacity)

  private struct UnitKey: Hashable, Sendable {
    var locale: Locale
    var identifier: String
    var width: AmountUnitWidth
  }

  /// The full name of the currency `code` around an amount, in the plural
  /// form of the amount (`1.00 US dollars`, `1,00 Euro`), derived once;
  /// nil when the platform's formatter refuses the code.
  static func currencyName(code: String, locale: Locale) -> UnitAffixes? {
    let identifier = "currency/" + code
    let key = UnitKey(locale: locale, identifier: identifier, width: .wide)
    let result = cache.value(for: key) { () -> Result<UnitAffixes, AmountUnitError> in
      #if canImport(Darwin)
      let formatter: UnitFormatter? = UnitFormatter(currencyName: code, locale: locale)
      #else
      let formatter = UnitFormatter(currencyName: code, locale: locale)
      #endif
      guard let formatter else { return .failure(.unknownUnit(identifier)) }
      return .success(
        UnitAffixes(formatter: formatter, identifier: identifier, width: .wide, locale: locale))
    }
    if case .success(let affixes) = result { return affixes }
    return nil
  }

  /// Whether this is a currency's full name rather than a unit.
  var isCurrencyName: Bool { identifier.hasPrefix("currency/") }

  /// The unit's affixes, derived once.
  static func cached(
    identifier: String, width: AmountUnitWidth, locale: Locale
  ) throws(AmountUnitError) -> UnitAffixes {
    let key = UnitKey(locale: locale, identifier: identifier, width: width)
    // An unknown unit is cached too: asking again costs no formatter.
    // (`Result(catching:)` and `get()` have no typed throws in the iOS 16
    // SDK.)
    let result = cache.value(for: key) { () -> Result<UnitAffixes, AmountUnitError> in
      do throws(AmountUnitError) {
        return .success(try UnitAffixes(identifier: identifier, width: width, locale: locale))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let affixes): return affixes
    case .failure(let error): throw error
    }
  }

  private convenience init(identifier: String, width: AmountUnitWidth, locale: Locale)
    throws(AmountUnitError)
  {
    let formatter = try UnitFormatter(identifier: identifier, width: width, locale: locale)
    self.init(formatter: formatter, identifier: identifier, width: width, locale: locale)
  }

  private init(
    formatter: UnitFormatter, identifier: String, width: AmountUnitWidth, locale: Locale
  ) {
    self.locale = locale
    self.identifier = identifier
    self.width = width
    self.formatter = formatter
    var fallback: Affix?
    var texts: Set<String> = []
    // Samples of every plural category CLDR has (zero, one, two, few,
    // many, other), with one and two fraction digits, and of the last
    // digits some languages' rules read (Filipino's 4, 6 and 9): their
    // texts are what a pasted amount may carry.
    let samples = [
      "0", "1", "2", "3", "4", "5", "6", "9", "11", "21", "100", "1000000", "0.5", "1.5", "2.5",
      "0.1", "0.4", "0.9", "1.25", "1.06", "2.09",
    ]
    for sample in samples {
      let fractionDigits = Self.fractionDigits(of: sample)
      guard let parts = Self.parts(formatter, sample, fractionDigits: fractionDigits) else {
        continue
      }
      for part in [parts.prefix, parts.suffix] {
        let trimmed = LocalePattern.trimmed(part)
        if !trimmed.isEmpty { texts.insert(trimmed) }
      }
      if fallback == nil, formatter.isOther(sample),
        let affix = Self.affix(formatter, sample, fractionDigits: fractionDigits)
      {
        fallback = affix
      }
    }
    self.fallback =
      fallback
      ?? Affix(
        prefix: EncodedText(), suffix: EncodedText(), negativePrefix: EncodedText(),
        negativeSuffix: EncodedText())
    self.texts = texts.sorted { $0.unicodeScalars.count > $1.unicodeScalars.count }
    self.shape = Self.shape(formatter)
  }

  /// The text before and after the number in the formatter's text for
  /// `plain`; nil when the text shows no number.
  private static func parts(
    _ formatter: UnitFormatter, _ plain: String, fractionDigits: Int
  ) -> (prefix: String, number: String, suffix: String)? {
    guard
      let (text, number) = formatter.formatNumber(
        plain, fractionDigits: fractionDigits, digits: digitCount(of: plain)),
      !number.isEmpty
    else { return nil }
    let units = Array(text.utf16)
    guard number.upperBound <= units.count else { return nil }
    return (
      String(decoding: units[..<number.lowerBound], as: UTF16.self),
      String(decoding: units[number], as: UTF16.self),
      String(decoding: units[number.upperBound...], as: UTF16.self)
    )
  }

  /// The form of `plain` (a number without sign): the texts around the
  /// positive and the negative number; nil when either shows no number.
  private static func affix(_ formatter: UnitFormatter, _ plain: String, fractionDigits: Int)
    -> Affix?
  {
    guard let positive = parts(formatter, plain, fractionDigits: fractionDigits),
      let negative = parts(formatter, "-" + plain, fractionDigits: fractionDigits)
    else { return nil }
    return Affix(
      prefix: EncodedText(positive.prefix), suffix: EncodedText(positive.suffix),
      negativePrefix: EncodedText(negative.prefix), negativeSuffix: EncodedText(negative.suffix))
  }

  /// How the formatter writes 123456789.12 and the shortest grouped
  /// integers: its separators, group sizes and minimum grouping digits.
  private static func shape(_ formatter: UnitFormatter) -> NumberShape? {
    guard let probe = parts(formatter, "123456789.12", fractionDigits: 2)?.number else {
      return nil
    }
    var runs: [Int] = []
    var separators: [String] = []
    var run = 0
    var separator = ""
    for scalar in probe.unicodeScalars {
      if isNumberDigit(scalar) {
        if !separator.isEmpty {
          separators.append(separator)
          runs.append(run)
          separator = ""
          run = 0
        }
        run += 1
      } else {
        separator.unicodeScalars.append(scalar)
      }
    }
    runs.append(run)
    // 9 integer digits and 2 fraction digits.
    guard runs.reduce(0, +) == 11, runs.last == 2, let decimal = separators.last else {
      return nil
    }
    let groups = Array(runs.dropLast())
    var shape = NumberShape(
      groupingSeparator: "", decimalSeparator: decimal, primaryGrouping: 0,
      secondaryGrouping: 0, minimumGroupingDigits: 1)
    if groups.count > 1 {
      shape.groupingSeparator = separators[0]
      shape.primaryGrouping = groups[groups.count - 1]
      shape.secondaryGrouping = groups.count > 2 ? groups[groups.count - 2] : shape.primaryGrouping
      // The shortest integer that shows a separator.
      while shape.minimumGroupingDigits < 4 {
        let digits = shape.primaryGrouping + shape.minimumGroupingDigits
        let number = parts(formatter, String(repeating: "1", count: digits), fractionDigits: 0)
        if number?.number.unicodeScalars.contains(where: { !isNumberDigit($0) }) == true { break }
        shape.minimumGroupingDigits += 1
      }
    }
    return shape
  }

  /// A digit of the number as the formatter writes it (Unicode decimal
  /// digits, and the Han decimal digits, which are not).
  private static func isNumberDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType == .decimal || hanDecimal.contains(scalar)
  }

  /// The Han decimal digits `〇一二三四五六七八九`.
  private static let hanDecimal: Set<Unicode.Scalar> = [
    "\u{3007}", "\u{4E00}", "\u{4E8C}", "\u{4E09}", "\u{56DB}", "\u{4E94}", "\u{516D}",
    "\u{4E03}", "\u{516B}", "\u{4E5D}",
  ]

  /// The digits of a plain decimal string.
  private static func digitCount(of plain: String) -> Int {
    plain.utf8.reduce(0) { $0 + ($1 >= 0x30 && $1 <= 0x39 ? 1 : 0) }
  }

  private static func fractionDigits(of plain: String) -> Int {
    guard let dot = plain.firstIndex(of: ".") else { return 0 }
    return plain.distance(from: dot, to: plain.endIndex) - 1
  }

  /// The forms known: every key met, and in front of them a direct-mapped
  /// table of recent keys, found without hashing (a keystroke's look-up
  /// is most of what a unit adds to it).
  private struct Forms {
    var recentKeys = [PluralKey](
      repeating: PluralKey(integer: 0, fraction: 0, visible: -1), count: 64)
    var recentAffixes = [Affix?](repeating: nil, count: 64)
    var all: [PluralKey: Affix] = [:]
  }

  /// The slot of `key` in the recent keys.
  @inline(__always)
  private static func slot(_ key: PluralKey) -> Int {
    let mixed =
      key.integer &* 0x9E37_79B9_7F4A_7C15 ^ key.fraction &* 0xC2B2_AE3D_27D4_EB4F
      ^ UInt64(truncatingIfNeeded: key.visible)
    return Int(truncatingIfNeeded: mixed >> 58)
  }

  /// The affix for the number of `key`.
  @inline(__always)
  func affix(for key: PluralKey) -> Affix {
    let slot = Self.slot(key)
    let known = forms.withLock { forms -> Affix? in
      if forms.recentKeys[slot] == key { return forms.recentAffixes[slot] }
      guard let affix = forms.all[key] else { return nil }
      forms.recentKeys[slot] = key
      forms.recentAffixes[slot] = affix
      return affix
    }
    if let known { return known }
    let affix = Self.affix(formatter, key.plainString, fractionDigits: key.visible) ?? fallback
    forms.withLock { forms in
      if forms.all.count >= Self.formLimit { forms.all.removeAll(keepingCapacity: true) }
      forms.all[key] = affix
      forms.recentKeys[slot] = key
      forms.recentAffixes[slot] = affix
    }
    return affix
  }

  static func == (lhs: UnitAffixes, rhs: UnitAffixes) -> Bool {
    lhs === rhs
      || (lhs.identifier == rhs.identifier && lhs.width == rhs.width && lhs.locale == rhs.locale)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(width)
  }
}
