import Foundation

/// The text a measurement unit adds around a number, as the platform's
/// formatter writes it for each plural form: `lb` and `lbs`, `фунт`,
/// `фунта` and `фунтов`.
///
/// The text is read back from the formatter's output for a number of the
/// same plural operands as the one shown (``PluralKey``), then cached, so a
/// keystroke costs a look-up and the formatter runs once per form. A form
/// that shows no digits (Arabic's dual `رطلان`) cannot wrap the field's
/// digits: the form of CLDR's `other` category stands in for it.
final class UnitAffixes: Sendable, Hashable {
  /// The unit's text before and after the number (outside its sign);
  /// a class, so that a keystroke retains it once.
  final class Affix: Sendable {
    let prefix: EncodedText
    let suffix: EncodedText

    init(prefix: EncodedText, suffix: EncodedText) {
      self.prefix = prefix
      self.suffix = suffix
    }
  }

  /// No unit text: what formats without a unit render.
  static let none = Affix(prefix: EncodedText(), suffix: EncodedText())

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

  /// Units by locale, identifier and width: a unit costs a few formats of
  /// the platform's formatter once.
  private static let cache = LRUCache<UnitKey, Result<UnitAffixes, AmountUnitError>>(
    capacity: LocalePattern.cacheCapacity)

  private struct UnitKey: Hashable, Sendable {
    var locale: Locale
    var identifier: String
    var width: AmountUnitWidth
  }

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

  private init(identifier: String, width: AmountUnitWidth, locale: Locale) throws(AmountUnitError) {
    self.locale = locale
    self.identifier = identifier
    self.width = width
    let formatter = try UnitFormatter(identifier: identifier, width: width, locale: locale)
    self.formatter = formatter
    var fallback: Affix?
    var texts: Set<String> = []
    // Samples of every plural category CLDR has (zero, one, two, few,
    // many, other): their texts are what a pasted amount may carry.
    let samples = [
      "0", "1", "2", "3", "5", "11", "21", "100", "0.5", "1.5", "2.5", "1000000", "0.1",
    ]
    for sample in samples {
      let text = formatter.format(sample, fractionDigits: Self.fractionDigits(of: sample))
      for part in Self.split(text, digits: Self.digitCount(of: sample))?.parts ?? [] {
        let trimmed = LocalePattern.trimmed(part)
        if !trimmed.isEmpty { texts.insert(trimmed) }
      }
      if fallback == nil, let affix = Self.split(text, digits: Self.digitCount(of: sample))?.affix,
        formatter.isOther(sample)
      {
        fallback = affix
      }
    }
    self.fallback = fallback ?? Affix(prefix: EncodedText(), suffix: EncodedText())
    self.texts = texts.sorted { $0.unicodeScalars.count > $1.unicodeScalars.count }
  }

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
    let plain = key.plainString
    let text = formatter.format(plain, fractionDigits: key.visible)
    let affix = Self.split(text, digits: Self.digitCount(of: plain))?.affix ?? fallback
    forms.withLock { forms in
      if forms.all.count >= Self.formLimit { forms.all.removeAll(keepingCapacity: true) }
      forms.all[key] = affix
      forms.recentKeys[slot] = key
      forms.recentAffixes[slot] = affix
    }
    return affix
  }

  /// The text before the number's first digit and after its last one,
  /// the number having `digits` digits (a unit's own text may hold a
  /// digit: Adlam's square metre `𞤥𞥒`); nil when the text shows fewer.
  private static func split(_ text: String, digits: Int) -> (affix: Affix, parts: [String])? {
    let scalars = Array(text.unicodeScalars)
    let isDigit = { (s: Unicode.Scalar) in s.properties.numericType == .decimal }
    guard digits > 0, let first = scalars.firstIndex(where: isDigit) else { return nil }
    var last = first
    var seen = 0
    for i in first..<scalars.count where isDigit(scalars[i]) {
      seen += 1
      last = i
      if seen == digits { break }
    }
    guard seen == digits else { return nil }
    let prefix = String(String.UnicodeScalarView(scalars[..<first]))
    let suffix = String(String.UnicodeScalarView(scalars[(last + 1)...]))
    return (Affix(prefix: EncodedText(prefix), suffix: EncodedText(suffix)), [prefix, suffix])
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
