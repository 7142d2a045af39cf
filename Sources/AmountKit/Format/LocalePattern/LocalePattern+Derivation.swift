import Foundation

extension LocalePattern {
  /// Patterns derived so far: a new locale or currency costs a few
  /// Foundation formats, a cached one a dictionary look-up.
  static let cache = LRUCache<PatternKey, PatternBox>(capacity: cacheCapacity)

  /// Enough for a picker of every currency (ISO 4217 lists about 180 in
  /// use) in a few displays, or a few hundred locales.
  static let cacheCapacity = 512

  static func cached(_ key: PatternKey) -> PatternBox {
    cache.value(for: key) { derive(key) }
  }

  /// Derives a pattern by formatting probe values with Foundation.
  ///
  /// ICU builds its whole formatter again for each of the first three
  /// calls of a new format style (it compiles one only on the third), so
  /// every probe costs about what Foundation's own first format of the
  /// pair costs, and the probes are few. A currency in a locale whose
  /// template is known takes none where its data tells its symbol, fraction
  /// digits and spacing exactly (``fromCurrencyData(_:code:template:)``).
  /// Otherwise a currency pattern comes from one
  /// format, of a positive amount; what that format cannot show comes from
  /// the locale's template when one has been learned and fits, else the
  /// box learns it when first needed (``PatternBox/complete``). A number
  /// or percent pattern is derived in full. The locale's lone minus sign
  /// is not derived here: the box learns it when a negative amount first
  /// needs it.
  static func derive(_ key: PatternKey) -> PatternBox {
    if let code = key.currencyCode, key.display != .hidden {
      // A currency in a locale whose template is known: from the
      // currency's data, without a format, where the data tells exactly.
      let template = key.accounting ? nil : templates.existingValue(for: templateKey(key))
      if let template, var pattern = fromCurrencyData(key, code: code, template: template) {
        pattern.prepareBytes()
        return PatternBox(pattern, key: key)
      }
      var pattern = derivePositiveCurrency(key, code: code)
      if pattern.unsupportedNumberingSystem != nil {
        // Refused by a field; derived in full, without templates.
        let complete = completed(pattern, key: key, template: nil)
        return PatternBox(complete, key: key)
      }
      // Accounting patterns never take a template: a currency's own
      // pattern (EUR in en_BG) can drop the parentheses while its positive
      // format looks like the template's.
      if let template,
        var reused = template.reused(
          positivePrefix: pattern.positivePrefix, positiveSuffix: pattern.positiveSuffix,
          symbol: pattern.symbol, shape: pattern)
      {
        learnSymbolGap(from: reused, key: key)
        reused.prepareBytes()
        return PatternBox(reused, key: key)
      }
      pattern.prepareBytes()
      return PatternBox(pattern, key: key, isComplete: false)
    }
    return PatternBox(deriveNumber(key), key: key)
  }

  /// A number (or hidden currency) or percent pattern, in full.
  private static func deriveNumber(_ key: PatternKey) -> LocalePattern {
    if key.percent { return derivePercent(key) }
    let locale = key.locale
    let digits = LocaleDigits.of(locale)
    let table = digits.table
    let style = Decimal.FormatStyle(locale: locale).precision(.fractionLength(2))
    var defaultFraction = 2
    if let code = key.currencyCode {
      let currency = Decimal.FormatStyle.Currency(code: code, locale: locale)
      defaultFraction = max(0, digitCount(probeFormat(currency, Decimal(0)), table) - 1)
    }
    let positive = split(probeFormat(style, probe), table)
    let negative = split(probeFormat(style, -probe), table)
    var pattern = makePattern(
      positive: positive, integerRuns: positive.runs.dropLast(), negative: negative,
      decimalSeparator: positive.separators.last, defaultFraction: defaultFraction)
    if pattern.primaryGrouping > 0 {
      pattern.minimumGroupingDigits = minimumGrouping(pattern.primaryGrouping, from: 1, table) {
        probeFormat(style, $0)
      }
    }
    pattern.unsupportedNumberingSystem = digits.unsupportedName
    pattern.prepareBytes()
    return pattern
  }

  /// A percent pattern from Foundation's percent style, which shows the
  /// value times 100: the probes are divided by 100 (exactly, in the
  /// exponent) so that it shows the same digits as a number's. The percent
  /// sign stands in the affixes like a currency symbol, and is the symbol
  /// the parser drops.
  private static func derivePercent(_ key: PatternKey) -> LocalePattern {
    let digits = LocaleDigits.of(key.locale)
    let table = digits.table
    let style = Decimal.FormatStyle.Percent(locale: key.locale).precision(.fractionLength(2))
    let format = { (shown: Decimal) -> String in
      probeFormat(
        style,
        Decimal(sign: shown.sign, exponent: shown.exponent - 2, significand: shown.significand))
    }
    let positive = split(format(probe), table)
    let negative = split(format(-probe), table)
    var pattern = makePattern(
      positive: positive, integerRuns: positive.runs.dropLast(), negative: negative,
      decimalSeparator: positive.separators.last, defaultFraction: 2)
    if pattern.primaryGrouping > 0 {
      pattern.minimumGroupingDigits = minimumGrouping(
        pattern.primaryGrouping, from: 1, table, format: format)
    }
    pattern.unsupportedNumberingSystem = digits.unsupportedName
    pattern.symbol = trimmed(positive.prefix + positive.suffix)
    pattern.prepareBytes()
    return pattern
  }

  /// 123456789.12: nine integer digits show every grouping size.
  private static let probe = Decimal(
    sign: .plus, exponent: -2, significand: Decimal(12_345_678_912 as UInt64))
  /// The integer digits of ``probe``.
  private static let probeIntegerDigits = 9

  /// A currency pattern in full: from the currency's data where the
  /// locale's `template` and the data tell it exactly
  /// (``fromCurrencyData(_:code:template:)``), else from one format where
  /// the template fits (see
  /// ``reused(positivePrefix:positiveSuffix:symbol:shape:)``), else from
  /// two.
  static func deriveCurrency(
    _ key: PatternKey, code: String, template: LocalePattern?
  ) -> LocalePattern {
    if let template, var pattern = fromCurrencyData(key, code: code, template: template) {
      pattern.prepareBytes()
      return pattern
    }
    return completed(derivePositiveCurrency(key, code: code), key: key, template: template)
  }

  /// Foundation's currency style of `key`.
  private static func currencyStyle(_ key: PatternKey, code: String) -> Decimal.FormatStyle.Currency
  {
    var style = Decimal.FormatStyle.Currency(code: code, locale: key.locale)
    if key.display == .isoCode { style = style.presentation(.isoCode) }
    if key.display == .narrowSymbol { style = style.presentation(.narrow) }
    if key.accounting { style = style.sign(strategy: .accounting) }
    return style
  }

  /// What one format of the currency's own style shows on 123456789.12:
  /// the positive affixes, the digits, grouping and separators, the
  /// symbol, the default fraction digits, and the decimal separator when
  /// there are fraction digits. The negative affixes, the minimum grouping
  /// digits and the decimal separator of a currency without fraction
  /// digits are placeholders (a minus sign, 1 and `.`) that
  /// ``completed(_:key:template:)`` replaces.
  static func derivePositiveCurrency(_ key: PatternKey, code: String) -> LocalePattern {
    let digits = LocaleDigits.of(key.locale)
    let positive = split(probeFormat(currencyStyle(key, code: code), probe), digits.table)
    // The digits beyond the probe's integer digits are fraction digits.
    let defaultFraction = max(0, positive.runs.reduce(0, +) - probeIntegerDigits)
    let integerRuns = defaultFraction > 0 ? positive.runs.dropLast() : positive.runs[...]
    var pattern = makePattern(
      positive: positive, integerRuns: integerRuns, negative: Split(prefix: "-"),
      decimalSeparator: defaultFraction > 0 ? positive.separators.last : nil,
      defaultFraction: defaultFraction)
    pattern.symbol = trimmed(positive.prefix + positive.suffix)
    pattern.currencyCode = code
    pattern.unsupportedNumberingSystem = digits.unsupportedName
    return pattern
  }

  /// A currency pattern derived from its positive format alone
  /// (``derivePositiveCurrency(_:code:)``) made whole: from the locale's
  /// template of the same display when one has been learned and fits, else
  /// from the format of a negative amount, which then becomes the template
  /// (not for accounting; see ``templates``).
  static func completed(_ positive: LocalePattern, key: PatternKey) -> LocalePattern {
    guard key.currencyCode != nil else { return positive }
    let templateKey = templateKey(key)
    let template = key.accounting ? nil : templates.existingValue(for: templateKey)
    let pattern = completed(positive, key: key, template: template)
    if !key.accounting && template == nil { _ = templates.value(for: templateKey) { pattern } }
    return pattern
  }

  /// `positive` made whole from `template` when it fits, else from one
  /// format of the currency's style on -1111.11 (one digit more than the
  /// primary group): the negative affixes, the decimal separator and
  /// whether that many digits group (else longer probes). A currency
  /// without fraction digits is formatted with two, to show its decimal
  /// separator; one with fraction digits in its own style, the positive
  /// probe's, whose ICU formatter Foundation has kept (a new style costs a
  /// new one).
  private static func completed(
    _ positive: LocalePattern, key: PatternKey, template: LocalePattern?
  ) -> LocalePattern {
    if let template,
      var pattern = template.reused(
        positivePrefix: positive.positivePrefix, positiveSuffix: positive.positiveSuffix,
        symbol: positive.symbol, shape: positive)
    {
      pattern.prepareBytes()
      return pattern
    }
    let own = currencyStyle(key, code: key.currencyCode ?? "")
    let fixed = positive.defaultFractionDigits > 0 ? own : own.precision(.fractionLength(2))
    let primary = positive.primaryGrouping
    var repunit: UInt64 = 0
    for _ in 0...max(primary, 3) { repunit = repunit * 10 + 1 }
    let small = Decimal(sign: .minus, exponent: -2, significand: Decimal(repunit * 100 + 11))
    let table = positive.digitTable
    let negative = split(probeFormat(fixed, small), table)
    var pattern = positive
    pattern.negativePrefix = negative.prefix
    pattern.negativeSuffix = negative.suffix
    pattern.decimalSeparator = negative.separators.last ?? "."
    pattern.minimumGroupingDigits = 1
    if pattern.primaryGrouping > 0 {
      // Grouped at primary + 1 digits: the minimum is 1; else probe longer.
      pattern.minimumGroupingDigits =
        negative.runs.count > 2
        ? 1 : minimumGrouping(pattern.primaryGrouping, from: 2, table) { probeFormat(fixed, $0) }
    }
    pattern.prepareBytes()
    return pattern
  }

  /// One probe: `style`'s format of `value`, counted for the tests.
  private static func probeFormat<Style: FormatStyle>(_ style: Style, _ value: Style.FormatInput)
    -> Style.FormatOutput
  {
    probeCounter.get()?.withLock { $0 += 1 }
    return style.format(value)
  }

  /// Counts the Foundation formats that derivation makes in this task
  /// (tests only: a task-local counter, so that tests running beside
  /// one another do not count each other's probes). Compiled in every
  /// build: a probe is a Foundation format of a new locale (about 400k
  /// instructions in ICU), made once per locale and currency, beside
  /// which reading a task-local is nothing; the keystroke and parsing
  /// paths read none. Spelled out rather than through the `@TaskLocal`
  /// wrapper: a `static let` is concurrency-safe with every SDK's
  /// `TaskLocal` (iOS 16's wrapper on a `static var` is not).
  static let probeCounter = TaskLocal<Locked<Int>?>(wrappedValue: nil)

  private static func makePattern(
    positive: Split, integerRuns: ArraySlice<Int>, negative: Split, decimalSeparator: String?,
    defaultFraction: Int
  ) -> LocalePattern {
    var pattern = LocalePattern(
      zero: positive.zero, digitTable: positive.table,
      digitWidth16: positive.table?[0].utf16.count ?? (positive.zero > 0xFFFF ? 2 : 1),
      decimalSeparator: decimalSeparator ?? ".",
      groupingSeparator: "", primaryGrouping: 0, secondaryGrouping: 0,
      minimumGroupingDigits: 1,
      positivePrefix: positive.prefix, positiveSuffix: positive.suffix,
      negativePrefix: negative.prefix, negativeSuffix: negative.suffix,
      defaultFractionDigits: defaultFraction, symbol: "")
    // Group sizes from the integer part: runs of digits between separators.
    let groups = Array(integerRuns)
    if groups.count > 1 {
      pattern.groupingSeparator = positive.separators.first ?? ","
      pattern.primaryGrouping = groups[groups.count - 1]
      pattern.secondaryGrouping =
        groups.count > 2 ? groups[groups.count - 2] : pattern.primaryGrouping
    }
    return pattern
  }

  /// The shortest integer that shows a separator, in digits beyond the
  /// primary group, trying `start` digits first.
  private static func minimumGrouping(
    _ primary: Int, from start: Int, _ table: [Unicode.Scalar]?, format: (Decimal) -> String
  ) -> Int {
    var minimum = start
    while minimum < 4 {
      var n: UInt64 = 1
      for _ in 0..<(primary + minimum - 1) { n = n * 10 + 1 }
      if split(format(Decimal(n)), table).runs.count > 2 { break }
      minimum += 1
    }
    return minimum
  }

  /// Lone minus signs by locale: one number format learns it for every
  /// currency and display of the locale, the first time one of them shows
  /// a negative amount without digits (see ``PatternBox/minusSign``).
  static let minusSigns = LRUCache<Locale, String>(capacity: cacheCapacity)

  /// The lone minus sign: what the number format's negative affixes add to
  /// its positive ones; `-` when they add nothing.
  static func localeMinusSign(_ locale: Locale) -> String {
    minusSigns.value(for: locale) {
      let numberStyle = Decimal.FormatStyle(locale: locale)
      let table = LocaleDigits.of(locale).table
      let minus = split(probeFormat(numberStyle, Decimal(-1)), table)
      let plus = split(probeFormat(numberStyle, Decimal(1)), table)
      let sign = strip(minus.prefix, plus.prefix) + strip(minus.suffix, plus.suffix)
      return sign.isEmpty ? "-" : sign
    }
  }

  private struct Split {
    var prefix = ""
    var suffix = ""
    var zero: UInt32 = 0x30
    /// The digits, when they are a table (see ``LocaleDigits``).
    var table: [Unicode.Scalar]?
    /// Separator strings between digit runs, in order.
    var separators: [String] = []
    /// Lengths of the digit runs.
    var runs: [Int] = []
  }

  /// Reads a probe's text; `table` is the locale's digits when they are
  /// no consecutive Unicode decimal digits.
  private static func split(_ text: String, _ table: [Unicode.Scalar]?) -> Split {
    var result = Split()
    result.table = table
    let isDigit = { (scalar: Unicode.Scalar) -> Bool in
      Self.isDigit(scalar) || (table?.contains(scalar) ?? false)
    }
    // Read in place: slices of the text's scalars, no scalar arrays.
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: isDigit),
      let last = scalars.lastIndex(where: isDigit)
    else {
      result.prefix = text
      return result
    }
    result.prefix = String(scalars[..<first])
    result.suffix = String(scalars[scalars.index(after: last)...])
    // The probe's first digit is 1.
    if let table {
      result.zero = table[0].value
    } else {
      result.zero = scalars[first].value - UInt32(scalars[first].properties.numericValue ?? 1)
    }
    var run = 0
    var separatorStart: String.Index?
    var index = first
    while index <= last {
      if isDigit(scalars[index]) {
        if let start = separatorStart {
          result.separators.append(String(scalars[start..<index]))
          result.runs.append(run)
          separatorStart = nil
          run = 0
        }
        run += 1
      } else if separatorStart == nil {
        separatorStart = index
      }
      index = scalars.index(after: index)
    }
    result.runs.append(run)
    return result
  }

  /// Whether `scalar` is a decimal digit in any numbering system; ASCII
  /// without a look-up in the Unicode property tables, which cost more
  /// than the rest of reading a probe.
  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
    return scalar.properties.numericType == .decimal
  }

  private static func digitCount(_ text: String, _ table: [Unicode.Scalar]?) -> Int {
    text.unicodeScalars.reduce(0) {
      $0 + (isDigit($1) || (table?.contains($1) ?? false) ? 1 : 0)
    }
  }

  /// Removes the common leading part of `affix` shared with `base`.
  private static func strip(_ affix: String, _ base: String) -> String {
    if !base.isEmpty, affix.hasPrefix(base) { return String(affix.dropFirst(base.count)) }
    if !base.isEmpty, affix.hasSuffix(base) { return String(affix.dropLast(base.count)) }
    return affix
  }

  /// The text without leading and trailing spaces and bidi marks.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !Characters.isIgnorable($0) }),
      let last = scalars.lastIndex(where: { !Characters.isIgnorable($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
