// The fuzz input read as a field configuration, texts, ranges and values.

import Foundation

/// Reads the fuzz input byte by byte; past the end it yields zeros.
struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func pick<T>(_ options: [T]) -> T {
    options[Int(byte()) % options.count]
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let raw = Int(byte()) | (Int(byte()) << 8)
    return range.lowerBound + raw % (range.upperBound - range.lowerBound + 1)
  }
}

/// A decimal written in the source as text, so that it is exact (a float
/// literal goes through `Double`).
func decimal(_ text: String) -> Decimal {
  Decimal(string: text) ?? .nan
}

// New entries go at the end of the lists below (or in lists of their
// own), so that the bytes of the committed seeds keep choosing what they
// chose.

let locales = [
  "en_US", "de_DE", "fr_FR", "de_CH", "en_IN", "es_ES", "ja_JP", "ar_EG", "ar_KW", "fa_IR",
  "he_IL", "nl_NL", "pt_BR", "ccp", "ff_Adlm_GN", "my_MM", "ko_KR", "zh_CN", "ru_RU", "it_IT",
  "sv_SE", "pl_PL", "th_TH", "bn_BD", "mr_IN", "ur_PK", "en_CV", "pt_PT", "ps_AF", "ne_NP",
  "hi_IN", "ar_SA",
]

/// Every locale Foundation knows, in a stable order.
let allLocales = Locale.availableIdentifiers.sorted()

let currencies: [String?] = [nil, "", "USD", "EUR", "JPY", "KWD", "IRR", "INR", "CHF"]

/// Interesting pieces of text for typing and pasting.
let alphabet: [String] = [
  "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "1", "5", "9",
  ".", ",", " ", "-", "+", "(", ")", "'", "\u{2019}", "\u{00A0}", "\u{202F}", "\u{2009}",
  "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202C}", "\u{2066}", "\u{2069}", "\u{2212}",
  "\u{0660}", "\u{0663}", "\u{0669}", "\u{06F0}", "\u{06F3}", "\u{06F9}", "\u{0966}", "\u{0969}",
  "\u{FF10}", "\u{FF13}", "\u{FF19}", "\u{1E950}", "\u{1E953}", "\u{1E959}", "\u{11136}",
  "\u{11139}", "\u{1040}", "\u{1043}", "\u{09E6}", "\u{09E9}", "\u{0E50}", "\u{0E53}", "\u{066B}",
  "\u{066C}", "\u{0301}", "\u{20E3}", "\u{FE0F}", "\u{200D}", "\u{1F600}", "\u{1F1FA}\u{1F1F8}",
  "$", "\u{20AC}", "\u{20B9}", "\u{00A5}", "\u{20AA}", "\u{FDFC}", "CHF", "USD", "EUR",
  "\u{062C}.\u{0645}.\u{200F}",
  "e", "a", "#", "\u{00BD}", "\u{00B7}", "\u{066A}", "%", "lbs", "\"", "R$", "\u{0000}", "\n",
  "12", "1,234", "1.234", "1.234,56", "1,234.56", "12,34,567", "0.5", ".5", "5.", "-3", "(7)",
]

/// The alphabet, zeros, apostrophes grouping digits (`'`, `’`, `ʼ`),
/// amounts with a symbol or code and multiplier keys, for texts of the
/// kind that picks them
/// (the alphabet itself stays as it was, so that the seeds keep their
/// meaning).
let pasteAlphabet =
  alphabet + [
    "0.00", "00", "0,00", "-0", "\u{02BC}", "1'234.50", "12'34", "1\u{2019}234", "1\u{02BC}234,5",
    "$53", "\u{00A5}53", "USD 53", "0", "0",
    // Multiplier keys (shorthand): the locales' own and the k and m
    // fallbacks, alone and in pastes.
    "k", "K", "m", "M", "B", "T", "L", "\u{4E07}", "\u{5104}", "\u{CC9C}", "2.5k", "1.2M",
    "1.5\u{4E07}", "12k",
    // Han decimal digits (digits in a `@numbers=hanidec` field, letters
    // elsewhere), and texts of digit-bearing affixes and units.
    "\u{3007}", "\u{4E00}", "\u{4E94}", "\u{4E5D}", "\u{4E00}\u{4E8C}.\u{4E94}", "11", "111",
    "1,234", "100", "L/100km", "%1", "-%1",
  ]

let prefixes = ["", "", "$", "~", "\u{200F}", "#", "No "]
let suffixes = ["", "", " lbs", "\"", " %", "\u{00A0}kg", "x", "\u{1F600}"]

/// Affixes holding digits (contract: "Affixes and units": an affix's
/// digits are the affix's), chosen by bit 3 of the first byte.
let digitPrefixes = ["1", "11", "No. 1 ", "0", "\u{0661}", "2x"]
let digitSuffixes = ["1", " 100", "2", "0", " m2", "\u{0967}"]

/// Locales that choose a numbering system (`@numbers=`, `-u-nu-`), chosen
/// by bit 2 of the first byte: Han decimal (no Unicode digits), digits
/// outside the BMP, and algorithmic systems the field refuses
/// (contract: "Locales to keep in mind").
let numberingLocales = [
  "zh_Hans_CN@numbers=hanidec", "ja_JP@numbers=hanidec", "en_US@numbers=arab",
  "th-TH-u-nu-thai", "hi_IN@numbers=deva", "ta_IN@numbers=native", "en_US@numbers=mathbold",
  "de_DE@numbers=fullwide", "ar_EG@numbers=latn", "en_US@numbers=roman", "ja_JP@numbers=jpan",
  "zh_Hant_TW@numbers=hanidec",
]

/// Units whose text is not "number + unit" (digits in the unit's text, a
/// number grouped or signed as a percentage), chosen by bit 4 of the first
/// byte in a unit field.
let irregularUnits = [
  "consumption-liter-per-100-kilometer", "concentr-percent",
  "force-kilowatt-hour-per-100-kilometer", "concentr-permille", "consumption-mile-per-gallon",
  "mass-pound",
]

/// Keys of an expression (arithmetic): operators in every spelling, `=`.
let arithmeticKeys = [
  "+", "-", "\u{2212}", "*", "\u{00D7}", "x", "/", "\u{00F7}", "=", "=",
]

/// A format; `arithmetic` is set from a bit of the format's options byte.
func makeFormat(_ reader: inout ByteReader, arithmetic: inout Bool) -> AmountFormat {
  // Half the time a locale known for its quirks, else any locale at all;
  // with bit 2, a locale choosing its numbering system. (Bit 1 is the
  // controller mode; bits 2 to 5 are new choices, zero in the seeds.)
  let first = reader.byte()
  var identifier =
    first & 1 == 0 ? reader.pick(locales) : allLocales[reader.int(0...allLocales.count - 1)]
  if first & 4 != 0 { identifier = reader.pick(numberingLocales) }
  let currency = reader.pick(currencies)
  var display = reader.pick([CurrencyDisplay.symbol, .isoCode, .hidden, .narrowSymbol])
  if first & 32 != 0 { display = .fullName }
  let negative = reader.pick(NegativeStyle.allCases)
  let key = "\(identifier)|\(currency ?? "-")|\(display.name)|\(negative)"
  var format: AmountFormat
  if let cached = formatCache[key] {
    format = cached
  } else {
    let locale = Locale(identifier: identifier)
    switch currency {
    case nil: format = .number(locale: locale)
    case ""?: format = .localCurrency(locale: locale)
    case let code?: format = .currency(code: code, locale: locale)
    }
    format = format.currencyDisplay(display).sign(strategy: negative)
    formatCache[key] = format
  }
  let options = reader.byte()
  if options & 1 != 0 {
    // Mostly 0 to 4 fraction digits, now and then up to the 18 allowed.
    let digits = reader.byte()
    format = format.fractionDigits(digits < 200 ? Int(digits % 5) : 5 + Int(digits % 14))
  }
  if options & 2 != 0 { format = format.grouping(.never) }
  let digitAffixes = first & 8 != 0
  if options & 4 != 0 {
    format = format.prefix(reader.pick(digitAffixes ? digitPrefixes : prefixes))
  }
  if options & 8 != 0 {
    format = format.suffix(reader.pick(digitAffixes ? digitSuffixes : suffixes))
  }
  if options & 16 != 0 { format = format.padsFraction(!format.padsFraction) }
  arithmetic = options & 64 != 0
  if options & 32 != 0 {
    format = format.rounded(
      rule: reader.pick([.toNearestOrEven, .toNearestOrAwayFromZero, .down, .up, .towardZero]))
  }
  if options & 128 != 0 {
    format = percentOrUnit(&reader, like: format, irregular: first & 16 != 0)
  }
  return format
}

/// A percent or measurement format in the locale of `format`, with its
/// modifiers (contract: "Affixes and units").
func percentOrUnit(_ reader: inout ByteReader, like format: AmountFormat, irregular: Bool)
  -> AmountFormat
{
  let kinds: [String?] = [
    nil, "mass-pound", "length-inch", "length-foot", "temperature-celsius", "volume-liter",
    "area-square-meter", "duration-hour",
  ]
  let kind = irregular ? reader.pick(irregularUnits) : reader.pick(kinds)
  let width = reader.pick(AmountUnitWidth.allCases)
  // The quirky locales only: a unit in a new locale costs ICU formatters
  // (milliseconds), which would slow every run down to a few per second.
  let known =
    locales.contains(format.locale.identifier)
    || numberingLocales.contains(format.locale.identifier)
  let identifier = known ? format.locale.identifier : reader.pick(locales)
  let locale = Locale(identifier: identifier)
  let key = "\(identifier)|\(kind ?? "percent")|\(width.name)"
  var base: AmountFormat
  if let cached = formatCache[key] {
    base = cached
  } else if let kind {
    guard let unit = try? AmountFormat.measurement(unit: kind, width: width, locale: locale)
    else { return format }
    base = unit
  } else {
    base = .percent(locale: locale)
  }
  formatCache[key] = base
  return base.fractionDigits(format.fractionDigits).grouping(
    format.usesGrouping ? .automatic : .never
  )
  .prefix(format.prefix).suffix(format.suffix).padsFraction(format.padsFraction)
  .rounded(rule: format.roundingRule)
}

let maxima: [Decimal?] = [nil, nil, 100, 10_000, 999_999.99, 1, 0.5, 1_000_000_000]
let minima: [Decimal?] = [nil, nil, 10, -100, -1_000_000, 0, -0.5]
/// Limits of integer digits; -1, 30 and 38 make invalid configurations
/// (with fraction digits), which are repaired.
let integerDigitLimits = [15, 15, 3, 1, 0, 6, 20, 38, -1, 30, 23]
/// Steps; 0, -1, and those with more fraction digits than the field allows
/// are invalid and repaired to 1.
let steps: [Decimal] = [
  "1", "1", "0.25", "0.5", "1.50", "10", "0.01", "1.0", "0.001", "5", "100", "0.05", "1000000",
  "0", "-1", "0.125",
].map(decimal)
let focusPolicies: [AmountFocusPolicy] = [.end, .selectAll, .keep, .end]

func makeConfiguration(_ reader: inout ByteReader) -> AmountFieldConfiguration {
  var arithmetic = false
  let format = makeFormat(&reader, arithmetic: &arithmetic)
  var configuration = AmountFieldConfiguration(format: format)
  configuration.arithmetic = arithmetic
  configuration.entryMode = reader.pick(AmountEntryMode.allCases)
  let limits = reader.byte()
  configuration.maximum = maxima[Int(limits & 7)]
  configuration.minimum = minima[Int(limits >> 3) % minima.count]
  configuration.maximumIntegerDigits = reader.pick(integerDigitLimits)
  // A minimum the field cannot hold (clamping to it would break the digit
  // limit) is a contradictory configuration, not an engine bug. Digits are
  // counted as shown (a percentage's times 100).
  if let minimum = configuration.minimum,
    integerDigitCount(configuration.format.shown(minimum)) > configuration.maximumIntegerDigits
  {
    configuration.minimum = nil
  }
  configuration.allowsNegative = reader.pick([false, false, true, false])
  configuration.minimumPolicy = reader.pick(MinimumPolicy.allCases)
  // One byte: clearing at zero (bit 0), the focus policy (bits 1-2), the
  // step (bits 3-6) and shorthand (bit 7); 0 and 1 keep the defaults.
  let flags = reader.byte()
  configuration.clearsWhenZero = flags & 1 == 1
  configuration.onBegin = focusPolicies[Int(flags >> 1) & 3]
  configuration.step = steps[Int(flags >> 3) & 15]
  configuration.shorthand = flags & 128 != 0
  return repaired(configuration)
}

/// The configuration made valid (the editor requires it): what
/// `validate()` refuses is repaired one error at a time.
func repaired(_ configuration: AmountFieldConfiguration) -> AmountFieldConfiguration {
  var configuration = configuration
  for _ in 0..<5 {
    do throws(AmountConfigurationError) {
      try configuration.validate()
      return configuration
    } catch {
      pathCounts["configuration repaired", default: 0] += 1
      let locale = configuration.format.locale
      if error
        == .unsupportedNumberingSystem(
          locale: locale.identifier, numberingSystem: locale.numberingSystem.identifier)
      {
        // Refused as the contract says, naming the locale and its system;
        // the field is made in en_US instead.
        pathCounts["numbering system refused", default: 0] += 1
        configuration.format = configuration.format.locale(Locale(identifier: "en_US"))
      } else if error == .minimumAboveMaximum {
        configuration.minimum = nil
      } else if error == .invalidStep(configuration.step) {
        configuration.step = 1
      } else if error == .negativeIntegerDigits(configuration.maximumIntegerDigits) {
        configuration.maximumIntegerDigits = 0
      } else {
        configuration.maximumIntegerDigits =
          AmountFieldConfiguration.maximumSignificantDigits - configuration.fractionDigits
      }
    }
  }
  preconditionFailure("fuzz: configuration not repaired: \(configuration)")
}

func makeText(_ reader: inout ByteReader) -> String {
  let kind = reader.byte()
  let length = Int(reader.byte() % 24)
  if kind % 4 == 0 {
    // Raw bytes, possibly invalid UTF-8 (repaired by String(decoding:)).
    var raw: [UInt8] = []
    for _ in 0..<length { raw.append(reader.byte()) }
    return String(decoding: raw, as: UTF8.self)
  }
  let pieces = kind % 8 == 7 ? pasteAlphabet : alphabet
  var text = ""
  for _ in 0..<length { text += reader.pick(pieces) }
  return text
}

/// Amounts for pastes that carry a format.
let amountValues: [Decimal] = [
  "53", "0", "1234", "0.5", "1234567.89", "12.34", "7", "100000", "-53", "0.05", "0.00", "1000.5",
].map(decimal)

/// Digits to group with apostrophes.
let apostropheDigits = ["1234", "1234567", "53", "12345", "100000", "0", "1234567890"]

/// A paste that carries what a format adds to an amount: the field's own
/// text for a value (its symbol or ISO code, its affixes, grouping, bidi
/// marks), Foundation's, digits grouped by apostrophes, or a zero.
func amountText(_ reader: inout ByteReader, _ configuration: AmountFieldConfiguration)
  -> String
{
  let value = reader.pick(amountValues)
  let format = configuration.format
  switch reader.byte() % 8 {
  case 0: return configuration.restingFormat.format(value)
  case 1: return format.format(value)
  case 2: return foundationText(value, format, isoCode: false)
  case 3: return foundationText(value, format, isoCode: true)
  case 4: return apostropheText(&reader, format)
  case 5:
    let digits = reader.pick(apostropheDigits)
    return format.prefix + format.currencySymbol + digits + format.suffix
  case 6:
    let digits = reader.pick(apostropheDigits)
    return "\(format.currencyCode ?? "USD")\u{00A0}" + digits
  default:
    return reader.pick(["0", "0.00", "00", "0,00", configuration.restingFormat.format(0), "-0"])
  }
}

/// Foundation's currency (or number) text for `value` in the format's
/// locale, with the symbol or the ISO code.
func foundationText(_ value: Decimal, _ format: AmountFormat, isoCode: Bool) -> String {
  let key = "\(format.locale.identifier)|\(format.currencyCode ?? "-")|\(isoCode)|\(value)"
  if let cached = foundationTexts[key] { return cached }
  let text: String
  if let code = format.currencyCode {
    var style = Decimal.FormatStyle.Currency(code: code, locale: format.locale)
    if isoCode { style = style.presentation(.isoCode) }
    text = value.formatted(style)
  } else {
    text = value.formatted(Decimal.FormatStyle(locale: format.locale))
  }
  if foundationTexts.count > 50_000 { foundationTexts.removeAll() }
  foundationTexts[key] = text
  return text
}

/// Digits grouped by an apostrophe (`'`, `’` or `ʼ`): by threes, the
/// Indian way, or wrongly; in ASCII or the locale's digits; with a
/// fraction, the symbol or a sign now and then.
func apostropheText(_ reader: inout ByteReader, _ format: AmountFormat) -> String {
  let mark = reader.pick(["'", "\u{2019}", "\u{02BC}"])
  let flags = reader.byte()
  var digits = Array(reader.pick(apostropheDigits)).map(String.init)
  if flags & 4 != 0 {
    let local = format.digits
    digits = digits.map { local[Int($0) ?? 0] }
  }
  // Group sizes from the right.
  var sizes: [Int]
  switch flags & 3 {
  case 0: sizes = [3]
  case 1: sizes = [3, 2]
  case 2: sizes = [2]
  default: sizes = [4]
  }
  var groups: [String] = []
  var end = digits.count
  var index = 0
  while end > 0 {
    let size = sizes[min(index, sizes.count - 1)]
    let start = max(0, end - size)
    groups.insert(digits[start..<end].joined(), at: 0)
    end = start
    index += 1
  }
  var text = groups.joined(separator: mark)
  if flags & 8 != 0 { text += format.decimalSeparator + "50" }
  if flags & 16 != 0 { text = format.currencySymbol + text }
  if flags & 32 != 0 { text = "-" + text }
  return text
}

/// A UTF-16 offset: mostly inside the text, sometimes out of bounds or
/// inside a surrogate pair.
func makeOffset(_ reader: inout ByteReader, text: String) -> Int {
  let count = text.utf16.count
  let kind = reader.byte()
  switch kind % 8 {
  case 0: return count + Int(reader.byte() % 8)
  case 1: return -Int(reader.byte() % 8)
  case 2:
    // Inside a surrogate pair when there is one.
    let lows = text.utf16.indices.filter { UTF16.isTrailSurrogate(text.utf16[$0]) }
    if lows.isEmpty { return count }
    let index = lows[Int(reader.byte()) % lows.count]
    return text.utf16.distance(from: text.utf16.startIndex, to: index)
  default:
    return Int(reader.byte()) % (count + 1)
  }
}

func makeRange(_ reader: inout ByteReader, text: String) -> Range<Int> {
  let a = makeOffset(&reader, text: text)
  let b = makeOffset(&reader, text: text)
  return min(a, b)..<max(a, b)
}

/// A range wholly inside the prefix (`0..<number.lowerBound`) or the
/// suffix (`number.upperBound..<length`), possibly empty.
func affixRange(_ reader: inout ByteReader, length: Int, number: Range<Int>) -> Range<Int> {
  let region =
    reader.byte() & 1 == 0
    ? 0..<min(number.lowerBound, length) : min(number.upperBound, length)..<length
  let lower = region.lowerBound + Int(reader.byte()) % (region.count + 1)
  let upper = lower + Int(reader.byte()) % (region.upperBound - lower + 1)
  return lower..<upper
}

let setValues: [Decimal?] = [
  nil, 0, 1, 12.5, 1234.56, 0.001, -42.25, 99_999_999_999.99, 1_234_567, -0.004, 0.005, 7,
  decimal("0.00"), decimal("53"), decimal("0.5"), decimal("-0"), decimal("1234.5"),
]

func integerDigitCount(_ value: Decimal) -> Int {
  var magnitude = value < 0 ? -value : value
  var whole = Decimal()
  NSDecimalRound(&whole, &magnitude, 0, .down)
  if whole.isZero { return 0 }
  return whole.description.count
}
