import Foundation

/// How amounts look in one locale: digits, separators, grouping, fraction
/// digits, sign and currency placement, and custom units.
///
/// A format is derived once from Foundation's own currency or number
/// `FormatStyle` output, so what it prints is, character for character,
/// what Foundation prints for that locale: NBSP and narrow NBSP, bidi marks,
/// native digits (also outside the BMP), lakh grouping and minimum grouping
/// digits. Formatting and parsing then run on AmountKit's own code path,
/// several times faster than Foundation.
///
/// ```swift
/// let euros = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
/// euros.format(Decimal(string: "1234.5")!)  // "1.234,50 €"
/// let weight = AmountFormat.number(locale: Locale(identifier: "en_US")).suffix(" lbs")
/// weight.format(28)  // "28 lbs"
/// AmountFormat.percent(locale: Locale(identifier: "tr_TR"))
///   .format(Decimal(string: "0.125")!)  // "%12,5"
/// try AmountFormat.measurement(unit: "mass-pound", locale: Locale(identifier: "de_DE"))
///   .format(Decimal(string: "28.5")!)  // "28,5 lb"
/// ```
///
/// Formats are immutable values; the modifiers return changed copies.
public struct AmountFormat: Sendable, Hashable {
  /// The locale whose conventions the format follows.
  public let locale: Locale
  /// The ISO 4217 currency code, or nil for a plain number.
  public let currencyCode: String?
  /// How the currency is shown.
  public private(set) var currencyDisplay: CurrencyDisplay
  /// How negative amounts are shown.
  public private(set) var negativeStyle: NegativeStyle
  /// The number of fraction digits amounts are rounded (and, for
  /// currencies, padded) to at rest.
  public private(set) var fractionDigits: Int
  /// Whether the integer part is grouped (`1,234` rather than `1234`).
  public private(set) var usesGrouping: Bool
  /// Whether the fraction is padded with zeros at rest (`$1.50`). True for
  /// currencies, false for plain numbers (`28.5 lbs`), like Foundation.
  public private(set) var padsFraction: Bool
  /// Custom text before the amount, outside sign and symbol (`$` in `$45`).
  public private(set) var prefix: String
  /// Custom text after the amount, outside sign and symbol (` lbs`, `"`).
  public private(set) var suffix: String
  /// The rule used to round to ``fractionDigits``; by default that of
  /// Foundation's currency format style (half to even).
  public private(set) var roundingRule: FloatingPointRoundingRule

  /// The derived pattern, shared by every format of the same locale,
  /// currency and display: copying a format retains one reference.
  var patternBox: PatternBox
  /// The pattern as derived: its digits, grouping, separators, symbol and
  /// positive affixes. Its negative affixes, minimum grouping digits and
  /// decimal separator may not be learned yet: read those through
  /// ``patternBox`` (``decimalSeparator``, ``minimumGroupingDigits``, the
  /// renderer).
  var pattern: LocalePattern { patternBox.value }
  /// What rendering reads: the pattern's pieces, grouping, the custom
  /// affixes and the unit texts; display formatting and the editor render
  /// through it.
  var renderer: AmountRenderer
  /// The power of ten between the value and the number shown: 2 for a
  /// percent field (the value 0.125 shows 12.5), otherwise 0.
  package internal(set) var valueScale = 0
  /// A measurement format's unit texts, one per plural form; nil otherwise.
  var unitAffixes: UnitAffixes? { renderer.unit }

  init(
    locale: Locale, currencyCode: String?, display: CurrencyDisplay, negativeStyle: NegativeStyle,
    percent: Bool = false
  ) {
    self.locale = locale
    self.currencyCode = currencyCode
    self.currencyDisplay = display
    self.negativeStyle = negativeStyle
    self.patternBox = LocalePattern.cached(
      Self.key(
        locale: locale, code: currencyCode, display: display, negative: negativeStyle,
        percent: percent))
    self.valueScale = percent ? 2 : 0
    self.fractionDigits = patternBox.value.defaultFractionDigits
    self.usesGrouping = true
    self.renderer = AmountRenderer(patternBox, grouping: true)
    self.padsFraction = currencyCode != nil
    self.prefix = ""
    self.suffix = ""
    self.roundingRule = .toNearestOrEven
  }

  private static func key(
    locale: Locale, code: String?, display: CurrencyDisplay, negative: NegativeStyle,
    percent: Bool
  ) -> PatternKey {
    // A full name is the number's pattern with the currency's fraction
    // digits; the name comes from the platform's formatter, like a unit's.
    PatternKey(
      locale: locale, currencyCode: code,
      display: code == nil || display == .fullName ? .hidden : display,
      accounting: negative == .accounting, percent: percent)
  }

  /// A currency format: `$1,234.56` in `en_US`, `1.234,56 €` in `de_DE`,
  /// `₹12,34,567.00` in `en_IN`.
  ///
  /// - Parameters:
  ///   - code: An ISO 4217 currency code such as `"USD"` or `"JPY"`.
  ///   - locale: The locale whose conventions to follow.
  /// - Returns: The format, with the currency's fraction digits as
  ///   Foundation uses them (USD 2, JPY 0, KWD 3).
  public static func currency(code: String, locale: Locale = .current) -> AmountFormat {
    AmountFormat(
      locale: locale, currencyCode: code.uppercased(), display: .symbol, negativeStyle: .automatic)
  }

  /// A plain number format, for quantities such as `28 lbs`: two fraction
  /// digits at most, not padded at rest.
  ///
  /// - Parameter locale: The locale whose conventions to follow.
  /// - Returns: The format.
  public static func number(locale: Locale = .current) -> AmountFormat {
    var format = AmountFormat(
      locale: locale, currencyCode: nil, display: .hidden, negativeStyle: .automatic)
    format.fractionDigits = 2
    return format
  }

  /// A currency format for the locale's own currency, or a plain number
  /// format when the locale has none.
  ///
  /// - Parameter locale: The locale.
  /// - Returns: The format.
  public static func localCurrency(locale: Locale = .current) -> AmountFormat {
    if let code = locale.currency?.identifier { return .currency(code: code, locale: locale) }
    return .number(locale: locale)
  }

  // MARK: Modifiers
  //
  // Foundation's currency style names a modifier for most of what a format
  // can change (`precision`, `sign(strategy:)`, `presentation`, `grouping`,
  // `rounded(rule:increment:)`, `locale`): the format takes those names,
  // with the values a field can honour. It keeps names of its own only for
  // what Foundation has no word for (`currencyDisplay(.hidden)`, `prefix`,
  // `suffix`).

  /// The most fraction digits a format allows: its minor units stay exact
  /// in a 64-bit integer (10^18 is below `Int64.max`, about 9.22 × 10^18).
  public static let maximumFractionDigits = 18

  /// A copy rounding to, and allowing, `digits` fraction digits, padding as
  /// before: what ``precision(_:)`` and the field's entry modes build on.
  func fractionDigits(_ digits: Int) -> AmountFormat {
    precondition(
      (0...Self.maximumFractionDigits).contains(digits),
      "AmountFormat: \(digits) fraction digits, allowed are 0...\(Self.maximumFractionDigits)")
    var copy = self
    copy.fractionDigits = digits
    return copy
  }

  /// A copy that pads (or does not pad) the fraction at rest.
  func padsFraction(_ pads: Bool) -> AmountFormat {
    var copy = self
    copy.padsFraction = pads
    return copy
  }

  /// Returns a copy showing the currency as a symbol, an ISO code, its
  /// name, or not at all (`1.234,56` in `de_DE`, without the space that
  /// belonged to it).
  ///
  /// This is AmountKit's own name, kept because Foundation has no word for
  /// a currency amount shown without its currency (``CurrencyDisplay/hidden``).
  /// For the other displays Foundation's spelling is ``presentation(_:)``:
  /// `.currencyDisplay(.isoCode)` is `.presentation(.isoCode)`.
  ///
  /// - Parameter display: How the currency is shown. A plain number,
  ///   percentage or measurement has no currency, and stays as it is.
  /// - Returns: The format.
  public func currencyDisplay(_ display: CurrencyDisplay) -> AmountFormat {
    guard currencyCode != nil else { return self }
    return derivingPattern(display: display, negative: negativeStyle)
  }

  /// Returns a copy showing the currency as Foundation's currency style
  /// presents it: `.standard` is the symbol (``CurrencyDisplay/symbol``),
  /// `.isoCode` the ISO code, `.narrow` the narrow symbol
  /// (``CurrencyDisplay/narrowSymbol``), `.fullName` the currency's name
  /// in the plural form of the amount (``CurrencyDisplay/fullName``:
  /// `1,234.50 US dollars`, `1.00 US dollars`), character for character
  /// what `Decimal.FormatStyle.Currency.presentation(_:)` prints. Use
  /// ``currencyDisplay(_:)`` to hide the currency, which Foundation's
  /// presentations cannot.
  ///
  /// ```swift
  /// let dollars = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  /// dollars.presentation(.isoCode).format(Decimal(string: "1234.5")!)  // "USD 1,234.50"
  /// ```
  ///
  /// - Parameter presentation: `.standard`, `.isoCode`, `.narrow` or
  ///   `.fullName`.
  /// - Returns: The format.
  public func presentation(
    _ presentation: CurrencyFormatStyleConfiguration.Presentation
  ) -> AmountFormat {
    switch presentation {
    case .isoCode: return currencyDisplay(.isoCode)
    case .narrow: return currencyDisplay(.narrowSymbol)
    case .fullName: return currencyDisplay(.fullName)
    default: return currencyDisplay(.symbol)
    }
  }

  /// Returns a copy that shows negative amounts as Foundation's
  /// `sign(strategy:)` does with `.automatic` (the locale's minus sign and
  /// pattern: `-$34.51`, `€ -1,00`) or `.accounting` (accounting
  /// parentheses where the locale has them: `($34.51)`).
  ///
  /// ```swift
  /// let dollars = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  /// dollars.sign(strategy: .accounting).format(Decimal(string: "-34.51")!)  // "($34.51)"
  /// ```
  ///
  /// Foundation's other strategies (`.never`, `.always()`,
  /// `.accountingAlways()`) hide the minus or add a plus sign, which a field
  /// cannot do: a typed `-` must show, and a `+` would be a character the
  /// user did not type. They are not members of ``NegativeStyle``, so code
  /// that names them does not compile.
  ///
  /// Accounting parentheses are a pattern of Foundation's currency style
  /// with a symbol, ISO code or narrow symbol. Where that style has none
  /// (a plain number, a percentage, a measurement, a hidden currency, or a
  /// currency's full name, which Foundation writes with a minus), the
  /// format shows the locale's minus sign, as Foundation does for its full
  /// name; ``negativeStyle`` still reads `.accounting`.
  ///
  /// - Parameter strategy: `.automatic` (the default) or `.accounting`.
  /// - Returns: The format.
  public func sign(strategy: NegativeStyle) -> AmountFormat {
    derivingPattern(display: currencyDisplay, negative: strategy)
  }

  /// A copy with `display` and `negative`, and the pattern they give.
  private func derivingPattern(display: CurrencyDisplay, negative: NegativeStyle) -> AmountFormat {
    var copy = self
    copy.currencyDisplay = display
    copy.negativeStyle = negative
    copy.patternBox = LocalePattern.cached(
      Self.key(
        locale: locale, code: currencyCode, display: display, negative: negative,
        percent: isPercent))
    copy.renderer.adopt(copy.patternBox, grouping: usesGrouping)
    if let code = currencyCode, unitAffixes?.isCurrencyName != false {
      // The currency's full name is a text around the number in the
      // plural form of the amount, as a unit's is.
      copy.renderer.unit =
        display == .fullName ? UnitAffixes.currencyName(code: code, locale: locale) : nil
    }
    copy.adoptUnitShape()
    return copy
  }

  /// Returns a copy with grouping separators as the locale puts them
  /// (`.automatic`, the default) or none (`.never`), as Foundation's
  /// number and currency styles say it.
  ///
  /// - Parameter grouping: `.automatic` or `.never`.
  /// - Returns: The format.
  public func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> AmountFormat {
    var copy = self
    copy.usesGrouping = grouping != .never
    copy.renderer.adopt(patternBox, grouping: copy.usesGrouping)
    return copy
  }

  /// Returns a copy with a custom prefix outside sign and symbol (`~` in
  /// `~$45.00`).
  ///
  /// AmountKit's own modifier: Foundation's number and currency styles
  /// have no custom text around the number. The prefix is decoration: the
  /// caret never enters it, and parsing drops it.
  ///
  /// - Parameter text: The prefix; empty for none.
  /// - Returns: The format.
  public func prefix(_ text: String) -> AmountFormat {
    var copy = self
    copy.prefix = text
    copy.renderer.prefix = EncodedText(text)
    return copy
  }

  /// Returns a copy with a custom suffix outside sign and symbol (` lbs`
  /// in `28 lbs`).
  ///
  /// AmountKit's own modifier: Foundation's number and currency styles
  /// have no custom text around the number. For a unit that CLDR names,
  /// ``measurement(unit:width:locale:)`` writes it as the locale does.
  ///
  /// - Parameter text: The suffix; empty for none.
  /// - Returns: The format.
  public func suffix(_ text: String) -> AmountFormat {
    var copy = self
    copy.suffix = text
    copy.renderer.suffix = EncodedText(text)
    return copy
  }

  /// Returns a copy that rounds to ``fractionDigits`` with `rule`, as
  /// Foundation's `rounded(rule:increment:)` does.
  ///
  /// ```swift
  /// let euros = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
  /// euros.rounded(rule: .up).format(Decimal(string: "1234.561")!)  // "1.234,57 €"
  /// ```
  ///
  /// - Parameters:
  ///   - rule: The rounding rule; half to even by default, as Foundation's
  ///     currency style rounds.
  ///   - increment: Only nil. Rounding to an increment (Foundation's
  ///     `increment: 5`) is refused at compile time: a field's amounts
  ///     round to their last fraction digit, and a typed digit between
  ///     two increments could not stand.
  /// - Returns: The format.
  public func rounded(
    rule: FloatingPointRoundingRule = .toNearestOrEven, increment: Never? = nil
  ) -> AmountFormat {
    var copy = self
    copy.roundingRule = rule
    return copy
  }

  /// Checks that a field can show this format's amounts exactly: the
  /// locale's numbering system must be one Foundation writes with ten
  /// decimal digits. Every such system is (Latin, Arabic-Indic, Devanagari,
  /// Adlam, Han decimal `〇一二…九`...); an algorithmic one (`roman`, `hans`,
  /// `jpan`), for which Foundation writes Latin digits instead, or a name
  /// Foundation does not know, is refused. The format itself still shows
  /// what Foundation shows; a field refuses it (``AmountFieldConfiguration/validate()``
  /// calls this).
  ///
  /// ```swift
  /// try AmountFormat.number(locale: Locale(identifier: "en_US@numbers=roman")).validate()
  /// // throws .unsupportedNumberingSystem(locale: "en_US@numbers=roman", numberingSystem: "roman")
  /// ```
  ///
  /// - Throws: ``AmountConfigurationError/unsupportedNumberingSystem(locale:numberingSystem:)``.
  public func validate() throws(AmountConfigurationError) {
    if let system = pattern.unsupportedNumberingSystem {
      throw .unsupportedNumberingSystem(locale: locale.identifier, numberingSystem: system)
    }
  }

  // MARK: What the format looks like

  /// The locale's ten digits, `0` to `9` in its own numbering system.
  public var digits: [String] {
    (0..<10).map { String(Character(pattern.digit($0))) }
  }

  /// The decimal separator (`.`, `,`, `٫`, or `$` in `en_CV`).
  public var decimalSeparator: String { patternBox.decimalSeparator }

  /// The grouping separator, empty when the locale does not group.
  public var groupingSeparator: String { pattern.groupingSeparator }

  /// Digits in the rightmost group and in every further group: `(3, 3)`
  /// for `1,234,567`, `(3, 2)` for `12,34,567`; `(0, 0)` without grouping.
  public var groupingSizes: (primary: Int, secondary: Int) {
    (pattern.primaryGrouping, pattern.secondaryGrouping)
  }

  /// How many digits the leftmost group needs before grouping is shown at
  /// all: 2 in `es_ES` (`1234` but `12.345`), otherwise usually 1.
  public var minimumGroupingDigits: Int { patternBox.complete.minimumGroupingDigits }

  /// The currency symbol or code as shown, without spaces or bidi marks;
  /// empty for plain numbers or a hidden currency.
  public var currencySymbol: String { pattern.symbol }

  /// What a lone minus sign shows while the user has typed no digit yet.
  public var minusSign: String { patternBox.minusSign }
}
