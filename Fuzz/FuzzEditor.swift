// libFuzzer target for the AmountKit editing engine.
//
// Built by `Fuzz/run.sh` together with the sources of AmountKit into one
// executable (`swiftc -sanitize=fuzzer,address -parse-as-library`). The input
// bytes choose a field configuration, then a sequence of edits; after every
// edit the invariants of the contract, AmountKit's DocC article "How the
// field behaves", are checked (the library's own checker,
// `AmountEditor.invariantViolations`, and the rows it does not cover) and
// any violation aborts with a message on stderr.

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: Counters

/// Edits applied since start; printed at exit.
nonisolated(unsafe) private var editCount = 0
/// Inputs run since start; printed at exit.
nonisolated(unsafe) private var inputCount = 0
/// Editor mode: inputs, and how often some paths were taken.
nonisolated(unsafe) private var editorInputs = 0
nonisolated(unsafe) private var editorPaths: [String: Int] = [:]
/// Rows of the contract checked beyond the library's checker (both modes).
nonisolated(unsafe) private var contractChecks: [String: Int] = [:]
/// Controller mode: inputs, host events, and how often some paths were
/// taken (printed at exit, to see that a run reaches them).
nonisolated(unsafe) private var controllerInputs = 0
nonisolated(unsafe) private var controllerEvents = 0
nonisolated(unsafe) private var pathCounts: [String: Int] = [:]
/// The edit count at which the next progress line is printed.
nonisolated(unsafe) private var nextProgress = 1_000_000
/// Set once the exit report is registered.
nonisolated(unsafe) private var registeredExitReport = false
/// `FUZZ_TRACE=1` prints the host events of each controller-mode input and
/// the edits of each editor-mode input.
private let tracesEvents = getenv("FUZZ_TRACE") != nil
/// Formats built so far, keyed by locale, currency, display and negative style.
nonisolated(unsafe) private var formatCache: [String: AmountFormat] = [:]
/// Foundation's own texts of amounts, keyed by locale, currency,
/// presentation and value.
nonisolated(unsafe) private var foundationTexts: [String: String] = [:]

/// `FUZZ_EDITS=N` stops the run cleanly once N edits have been checked.
private let editLimit: Int? = getenv("FUZZ_EDITS").flatMap { Int(String(cString: $0)) }

/// Writes to standard error without buffering.
private func printError(_ message: String) {
  var message = message
  message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

private func listed(_ counts: [String: Int]) -> String {
  counts.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
}

private func reportAtExit() {
  printError("fuzz: inputs=\(inputCount) edits=\(editCount)\n")
  printError("fuzz: editor mode inputs=\(editorInputs)" + listed(editorPaths) + "\n")
  printError(
    "fuzz: controller mode inputs=\(controllerInputs) host events=\(controllerEvents)"
      + listed(pathCounts) + "\n")
  printError("fuzz: contract rows checked" + listed(contractChecks) + "\n")
}

// MARK: Input reading

/// Reads the fuzz input byte by byte; past the end it yields zeros.
private struct ByteReader {
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
private func decimal(_ text: String) -> Decimal {
  Decimal(string: text) ?? .nan
}

// New entries go at the end of the lists below (or in lists of their
// own), so that the bytes of the committed seeds keep choosing what they
// chose.

private let locales = [
  "en_US", "de_DE", "fr_FR", "de_CH", "en_IN", "es_ES", "ja_JP", "ar_EG", "ar_KW", "fa_IR",
  "he_IL", "nl_NL", "pt_BR", "ccp", "ff_Adlm_GN", "my_MM", "ko_KR", "zh_CN", "ru_RU", "it_IT",
  "sv_SE", "pl_PL", "th_TH", "bn_BD", "mr_IN", "ur_PK", "en_CV", "pt_PT", "ps_AF", "ne_NP",
  "hi_IN", "ar_SA",
]

/// Every locale Foundation knows, in a stable order.
private let allLocales = Locale.availableIdentifiers.sorted()

private let currencies: [String?] = [nil, "", "USD", "EUR", "JPY", "KWD", "IRR", "INR", "CHF"]

/// Interesting pieces of text for typing and pasting.
private let alphabet: [String] = [
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
private let pasteAlphabet =
  alphabet + [
    "0.00", "00", "0,00", "-0", "\u{02BC}", "1'234.50", "12'34", "1\u{2019}234", "1\u{02BC}234,5",
    "$53", "\u{00A5}53", "USD 53", "0", "0",
    // Multiplier keys (shorthand): the locales' own and the k and m
    // fallbacks, alone and in pastes.
    "k", "K", "m", "M", "B", "T", "L", "\u{4E07}", "\u{5104}", "\u{CC9C}", "2.5k", "1.2M",
    "1.5\u{4E07}", "12k",
  ]

// Affixes holding digits (`"1"`) are left out: a digit in an affix cannot
// be told from a digit of the amount, so such a field is not supported.
private let prefixes = ["", "", "$", "~", "\u{200F}", "#", "No "]
private let suffixes = ["", "", " lbs", "\"", " %", "\u{00A0}kg", "x", "\u{1F600}"]

/// Keys of an expression (arithmetic): operators in every spelling, `=`.
private let arithmeticKeys = [
  "+", "-", "\u{2212}", "*", "\u{00D7}", "x", "/", "\u{00F7}", "=", "=",
]

/// A format; `arithmetic` is set from a bit of the format's options byte.
private func makeFormat(_ reader: inout ByteReader, arithmetic: inout Bool) -> AmountFormat {
  // Half the time a locale known for its quirks, else any locale at all.
  let identifier =
    reader.byte() & 1 == 0 ? reader.pick(locales) : allLocales[reader.int(0...allLocales.count - 1)]
  let currency = reader.pick(currencies)
  let display = reader.pick(CurrencyDisplay.allCases)
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
    format = format.currencyDisplay(display).negativeStyle(negative)
    formatCache[key] = format
  }
  let options = reader.byte()
  if options & 1 != 0 {
    // Mostly 0 to 4 fraction digits, now and then up to the 18 allowed.
    let digits = reader.byte()
    format = format.fractionDigits(digits < 200 ? Int(digits % 5) : 5 + Int(digits % 14))
  }
  if options & 2 != 0 { format = format.grouping(.never) }
  if options & 4 != 0 { format = format.prefix(reader.pick(prefixes)) }
  if options & 8 != 0 { format = format.suffix(reader.pick(suffixes)) }
  if options & 16 != 0 { format = format.padsFraction(!format.padsFraction) }
  arithmetic = options & 64 != 0
  if options & 32 != 0 {
    format = format.rounded(
      rule: reader.pick([.toNearestOrEven, .toNearestOrAwayFromZero, .down, .up, .towardZero]))
  }
  if options & 128 != 0 { format = percentOrUnit(&reader, like: format) }
  return format
}

/// A percent or measurement format in the locale of `format`, with its
/// modifiers (contract: "Affixes and units").
private func percentOrUnit(_ reader: inout ByteReader, like format: AmountFormat) -> AmountFormat {
  let kinds: [String?] = [
    nil, "mass-pound", "length-inch", "length-foot", "temperature-celsius", "volume-liter",
    "area-square-meter", "duration-hour",
  ]
  let kind = reader.pick(kinds)
  let width = reader.pick(AmountUnitWidth.allCases)
  // The quirky locales only: a unit in a new locale costs ICU formatters
  // (milliseconds), which would slow every run down to a few per second.
  let identifier =
    locales.contains(format.locale.identifier) ? format.locale.identifier : reader.pick(locales)
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

private let maxima: [Decimal?] = [nil, nil, 100, 10_000, 999_999.99, 1, 0.5, 1_000_000_000]
private let minima: [Decimal?] = [nil, nil, 10, -100, -1_000_000, 0, -0.5]
/// Limits of integer digits; -1, 30 and 38 make invalid configurations
/// (with fraction digits), which are repaired.
private let integerDigitLimits = [15, 15, 3, 1, 0, 6, 20, 38, -1, 30, 23]
/// Steps; 0, -1, and those with more fraction digits than the field allows
/// are invalid and repaired to 1.
private let steps: [Decimal] = [
  "1", "1", "0.25", "0.5", "1.50", "10", "0.01", "1.0", "0.001", "5", "100", "0.05", "1000000",
  "0", "-1", "0.125",
].map(decimal)
private let focusPolicies: [AmountFocusPolicy] = [.end, .selectAll, .keep, .end]

private func makeConfiguration(_ reader: inout ByteReader) -> AmountFieldConfiguration {
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
private func repaired(_ configuration: AmountFieldConfiguration) -> AmountFieldConfiguration {
  var configuration = configuration
  for _ in 0..<5 {
    do throws(AmountConfigurationError) {
      try configuration.validate()
      return configuration
    } catch {
      pathCounts["configuration repaired", default: 0] += 1
      if error == .minimumAboveMaximum {
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

private func makeText(_ reader: inout ByteReader) -> String {
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
private let amountValues: [Decimal] = [
  "53", "0", "1234", "0.5", "1234567.89", "12.34", "7", "100000", "-53", "0.05", "0.00", "1000.5",
].map(decimal)

/// Digits to group with apostrophes.
private let apostropheDigits = ["1234", "1234567", "53", "12345", "100000", "0", "1234567890"]

/// A paste that carries what a format adds to an amount: the field's own
/// text for a value (its symbol or ISO code, its affixes, grouping, bidi
/// marks), Foundation's, digits grouped by apostrophes, or a zero.
private func amountText(_ reader: inout ByteReader, _ configuration: AmountFieldConfiguration)
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
private func foundationText(_ value: Decimal, _ format: AmountFormat, isoCode: Bool) -> String {
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
private func apostropheText(_ reader: inout ByteReader, _ format: AmountFormat) -> String {
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
private func makeOffset(_ reader: inout ByteReader, text: String) -> Int {
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

private func makeRange(_ reader: inout ByteReader, text: String) -> Range<Int> {
  let a = makeOffset(&reader, text: text)
  let b = makeOffset(&reader, text: text)
  return min(a, b)..<max(a, b)
}

/// A range wholly inside the prefix (`0..<number.lowerBound`) or the
/// suffix (`number.upperBound..<length`), possibly empty.
private func affixRange(_ reader: inout ByteReader, length: Int, number: Range<Int>) -> Range<Int> {
  let region =
    reader.byte() & 1 == 0
    ? 0..<min(number.lowerBound, length) : min(number.upperBound, length)..<length
  let lower = region.lowerBound + Int(reader.byte()) % (region.count + 1)
  let upper = lower + Int(reader.byte()) % (region.upperBound - lower + 1)
  return lower..<upper
}

private let setValues: [Decimal?] = [
  nil, 0, 1, 12.5, 1234.56, 0.001, -42.25, 99_999_999_999.99, 1_234_567, -0.004, 0.005, 7,
  decimal("0.00"), decimal("53"), decimal("0.5"), decimal("-0"), decimal("1234.5"),
]

private func integerDigitCount(_ value: Decimal) -> Int {
  var magnitude = value < 0 ? -value : value
  var whole = Decimal()
  NSDecimalRound(&whole, &magnitude, 0, .down)
  if whole.isZero { return 0 }
  return whole.description.count
}

// MARK: Invariants

private struct State: Equatable {
  var text: String
  var selection: Range<Int>
  var value: Decimal?

  init(_ editor: AmountEditor) {
    text = editor.text
    selection = editor.selection
    value = editor.value
  }
}

/// What is broken after `edit` took the editor from `before` to `editor`:
/// the library's checker (`invariantViolations`), and what it does not
/// cover. With `exact`, `edit` is the edit itself (not a stand-in for a
/// host event), and the contract's rows on zero, the sign key, stepping,
/// focus and deletions in an affix are checked too.
private func violations(
  _ editor: AmountEditor, before: AmountEditor, edit: AmountEdit, outcome: AmountEditOutcome,
  exact: Bool
) -> [String] {
  var failures = editor.invariantViolations(before: before, edit: edit, outcome: outcome)
  // Not covered by the library's checker: a multi-key insert refused part
  // way returns the rejection, and the checker then looks no further; the
  // keys it took must keep every invariant of an accepted edit.
  if case .insert(let keys) = edit.base, keys.count > 1, !outcome.isAccepted,
    State(editor) != State(before)
  {
    failures += editor.invariantViolations(before: before, edit: edit, outcome: .accepted)
  }
  // Nor the limits after beginning or ending editing (end of editing may
  // clamp to the minimum or clear a zero).
  switch edit {
  case .beginEditing, .endEditing:
    if before.limitViolations.isEmpty { failures += editor.limitViolations }
  default: break
  }
  if exact { failures += contractViolations(editor, before: before, edit: edit, outcome: outcome) }
  return failures
}

/// Rows of the contract about single edits that the library's checker
/// does not cover.
private func contractViolations(
  _ editor: AmountEditor, before: AmountEditor, edit: AmountEdit, outcome: AmountEditOutcome
) -> [String] {
  let configuration = editor.configuration
  if configuration.arithmetic, let found = arithmeticViolations(editor, before, edit, outcome) {
    return found
  }
  switch edit.base {
  case .toggleSign:
    // "Sign key": exactly what typing `-` does.
    var typed = before
    let typedOutcome = typed.apply(.insert("-"))
    contractChecks[outcome.isAccepted ? "sign key" : "sign key rejected", default: 0] += 1
    if typedOutcome != outcome || State(typed) != State(editor)
      || typed.undoDepth != editor.undoDepth
    {
      return [
        "the sign key is not typing `-`: \(outcome) \(editor.text.debugDescription) "
          + "\(editor.selection), typing `-` \(typedOutcome) \(typed.text.debugDescription) "
          + "\(typed.selection)"
      ]
    }
    return []
  case .stepUp, .stepDown:
    return steppingViolations(editor, before: before, up: edit == .stepUp, outcome: outcome)
  case .beginEditing:
    // "Focus".
    contractChecks["focus \(configuration.onBegin)", default: 0] += 1
    let number = editor.numberRange
    let wanted: Range<Int>?
    switch configuration.onBegin {
    case .selectAll: wanted = number
    case .keep:
      let given = before.selection
      wanted =
        given.lowerBound >= number.lowerBound && given.upperBound <= number.upperBound
        ? given : nil
    default: wanted = number.upperBound..<number.upperBound
    }
    if let wanted, editor.selection != wanted {
      return ["onBegin \(configuration.onBegin): selection \(editor.selection), not \(wanted)"]
    }
    return []
  case .insert("0"), .paste("0"):
    // "Zero is an amount": a zero typed or pasted into a field with no
    // digits is the amount 0.
    guard before.value == nil, !before.isExpressionOpen else { return [] }
    contractChecks["zero typed or pasted", default: 0] += 1
    if !outcome.isAccepted || editor.value?.isZero != true {
      return ["a zero typed or pasted into an empty field is not 0: \(outcome) \(editor.text)"]
    }
    return []
  case .setValue(let value?) where value.isZero:
    contractChecks["zero set", default: 0] += 1
    if editor.value?.isZero != true || editor.text != configuration.restingFormat.format(0) {
      return [
        "set 0 shows \(editor.text.debugDescription), value \(String(describing: editor.value))"
      ]
    }
    return []
  case .replace(let range, ""):
    // "Host edits": a deletion wholly in the prefix or suffix changes
    // nothing (a minus sign there is not affix: a negative amount is left
    // out).
    let length = before.text.utf16.count
    let number = before.numberRange
    let inAffix =
      (range.lowerBound >= 0 && range.upperBound <= number.lowerBound)
      || (range.lowerBound >= number.upperBound && range.upperBound <= length)
    guard !range.isEmpty, inAffix, !before.draft.isNegative else { return [] }
    contractChecks["affix deletion", default: 0] += 1
    if outcome != .accepted || State(editor) != State(before) {
      return ["a deletion wholly in an affix changed the field: \(outcome)"]
    }
    return []
  default:
    return []
  }
}

/// "Arithmetic": the rows on an open expression, or nil when the edit is
/// none of them. The result of `=` is checked against Foundation's own
/// `Decimal` arithmetic where that is exact (no division, at most 38
/// digits), rounded with the format's rule.
private func arithmeticViolations(
  _ editor: AmountEditor, _ before: AmountEditor, _ edit: AmountEdit, _ outcome: AmountEditOutcome
) -> [String]? {
  let open = before.isExpressionOpen
  switch edit.base {
  case .toggleSign:
    // The sign key is a sign, never an operator (ours, where the contract
    // is silent): it opens and closes no expression.
    // Where `-` is an operator (an open expression, or the caret at the
    // end of a number with a digit), the sign key is not typing `-`.
    var typed = before
    typed.apply(.insert("-"))
    guard open || typed.isExpressionOpen else { return nil }
    contractChecks["sign key in arithmetic", default: 0] += 1
    if editor.isExpressionOpen != open { return ["the sign key opened or closed an expression"] }
    return []
  case .stepUp, .stepDown, .select, .moveLeft, .moveRight, .moveToStart, .moveToEnd,
    .beginEditing:
    // An expression is open only while editing; its caret stays at its end.
    guard open else { return nil }
    contractChecks["caret key in an expression", default: 0] += 1
    if outcome != .accepted || State(editor) != State(before) || !editor.isExpressionOpen {
      return ["\(edit) changed an open expression: \(outcome) \(editor.text.debugDescription)"]
    }
    return []
  case .insert("="), .commitExpression:
    guard open else {
      if edit == .commitExpression || outcome.isAccepted {
        if State(editor) != State(before) { return ["= with no expression changed the field"] }
      }
      return []
    }
    contractChecks[outcome.isAccepted ? "= accepted" : "= rejected", default: 0] += 1
    guard outcome.isAccepted else {
      let reasons: [AmountRejection] = [
        .divisionByZero, .aboveMaximum, .belowMinimum, .negativeNotAllowed, .tooManyIntegerDigits,
      ]
      if let reason = outcome.rejection, !reasons.contains(reason) {
        return ["= was rejected with \(reason)"]
      }
      return []
    }
    if editor.isExpressionOpen { return ["= left the expression open"] }
    if editor.value != before.value {
      return [
        "= gave \(String(describing: editor.value)), the expression was worth \(String(describing: before.value))"
      ]
    }
    return foundationResultViolations(editor, before)
  default:
    return nil
  }
}

/// `=`'s result against Foundation's `Decimal` arithmetic, where it is
/// exact: + − × only, operands of at most 15 digits, two factors at most.
private func foundationResultViolations(_ editor: AmountEditor, _ before: AmountEditor) -> [String]
{
  let fd = before.configuration.fractionDigits
  // An operand that is only a separator is 0 (contract: "Arithmetic").
  let values = before.operands.filter { $0.operand.hasAmount }.map {
    $0.operand.value(mode: $0.mode, fractionDigits: fd) ?? 0
  }
  let ops = Array(before.expression.map(\.followedBy).prefix(values.count - 1))
  guard !ops.contains(.divide), ops.filter({ $0 == .multiply }).count <= 1 else { return [] }
  var sum = Decimal(0)
  var term = values[0]
  var sign = Decimal(1)
  for (op, value) in zip(ops, values.dropFirst()) {
    switch op {
    case .multiply: term *= value
    case .add, .subtract:
      sum += sign * term
      term = value
      sign = op == .add ? 1 : -1
    case .divide: return []
    }
  }
  sum += sign * term
  // The operands are numbers shown: a percentage's value is the result
  // divided by 100.
  let rounded = before.configuration.format.value(
    ofShown: DecimalDigits(sum).rounded(
      toFractionDigits: fd, rule: before.configuration.format.roundingRule
    ).decimal)
  contractChecks["= against Foundation", default: 0] += 1
  if editor.value != rounded {
    return ["= gave \(String(describing: editor.value)), Foundation's arithmetic \(rounded)"]
  }
  return []
}

/// "Stepping": a step within the limits adds or subtracts exactly the
/// step and puts the caret at the end of the number; one that would cross
/// a limit lands on it; one from the limit itself is rejected with a
/// limit's reason. The integer digits' limit is the largest amount they
/// hold at the precision shown after the step (as many fraction digits as
/// the step or the text, the full fraction in cents entry): `$999` with
/// three digits and whole steps, `$999.9` with one fraction digit shown.
private func steppingViolations(
  _ editor: AmountEditor, before: AmountEditor, up: Bool, outcome: AmountEditOutcome
) -> [String] {
  let configuration = editor.configuration
  // In numbers shown: a percentage's value, limits and step times 100.
  let format = configuration.format
  let old = format.shown(before.value ?? 0)
  let step = format.shown(configuration.step)
  let maximum = configuration.maximum.map(format.shown)
  let minimum = configuration.minimum.map(format.shown)
  // A value set from outside the limits steps toward them: not checked here.
  guard before.limitViolations.isEmpty, configuration.negativesAllowed || old >= 0 else {
    return []
  }
  let fractionDigits = configuration.fractionDigits
  var precision = fractionDigits
  if before.mode == .decimal {
    let shown = before.draft.split(mode: .decimal, fractionDigits: fractionDigits).fraction.count
    precision = min(fractionDigits, max(shown, fractionDigitCount(step)))
  }
  func unit(_ digits: Int) -> Decimal {
    var unit = Decimal(1)
    for _ in 0..<digits { unit /= 10 }
    return unit
  }
  var digitsLimit = Decimal(1)
  for _ in 0..<configuration.maximumIntegerDigits { digitsLimit *= 10 }
  digitsLimit -= unit(precision)
  func allowed(_ value: Decimal) -> Bool {
    if let maximum, value > maximum { return false }
    if configuration.negativesAllowed {
      if let minimum, minimum < 0, value < minimum { return false }
    } else if value < 0 {
      return false
    }
    return abs(value) <= digitsLimit
  }
  let target = up ? old + step : old - step
  // The smallest move a field can make.
  let further = up ? unit(fractionDigits) : -unit(fractionDigits)
  switch outcome.base {
  case .accepted:
    contractChecks[up ? "step up" : "step down", default: 0] += 1
    guard let value = editor.value.map(format.shown) else { return ["a step left no value"] }
    let end = editor.numberRange.upperBound
    if editor.selection != end..<end || !editor.isEditing {
      return ["after a step the caret is at \(editor.selection), not \(end) (editing)"]
    }
    if allowed(target) {
      return value == target ? [] : ["\(old) stepped to \(value), not \(target)"]
    }
    // Crossing a limit: lands on it, between the old value and the target.
    let between = up ? value > old && value < target : value < old && value > target
    if !between || !allowed(value) || allowed(value + further) {
      return ["\(old) stepped toward \(target) to \(value), not onto the limit"]
    }
    return []
  case .rejected(let reason):
    contractChecks["step rejected", default: 0] += 1
    let reasons: [AmountRejection] = [
      .aboveMaximum, .belowMinimum, .negativeNotAllowed, .tooManyIntegerDigits,
    ]
    if !reasons.contains(reason) { return ["a step was rejected with \(reason)"] }
    if allowed(target) || allowed(old + further) {
      return ["a step from \(old) was rejected (\(reason)) though it could go toward \(target)"]
    }
    return []
  case .cleared(let reason):
    return ["a step cleared the field (\(reason))"]
  }
}

/// The fraction digits `value` needs (`1.50` one, `1.0` none).
private func fractionDigitCount(_ value: Decimal) -> Int {
  var digits = 0
  var scaled = value
  while digits < 40 {
    var whole = Decimal()
    NSDecimalRound(&whole, &scaled, 0, .down)
    if whole == scaled { return digits }
    scaled *= 10
    digits += 1
  }
  return digits
}

private func report(
  _ failures: [String], _ configuration: AmountFieldConfiguration, _ edits: [AmountEdit],
  _ outcome: AmountEditOutcome, _ before: AmountEditor, _ after: AmountEditor
) -> Never {
  let history = edits.enumerated().map { "    \($0.offset + 1). \($0.element)" }
  printError(
    """
    INVARIANT FAILED: \(failures.joined(separator: "\n  also: "))
      configuration: \(configuration)
      edits:
    \(history.joined(separator: "\n"))
      outcome: \(outcome)
      before: \(before.text.debugDescription) \(before.selection) \(String(describing: before.value))
      after:  \(after.text.debugDescription) \(after.selection) \(String(describing: after.value))

    """)
  abort()
}

// MARK: Controller mode

// In controller mode the input drives `AmountInputController` through a
// simulated `UITextField`: the host reports every event with what it shows
// and carries out the effects it gets back, in the documented order
// (display, accessibility value, keyboard layout, undo, events, then the
// announcement and the app's rejection and change callbacks).

/// `UndoManager`'s contract, as `TestUndoManager` in the tests models it:
/// an action registered while undoing goes on the redo stack, one
/// registered while redoing on the undo stack, any other clears the redo
/// stack.
private struct HostUndoManager {
  var undoSteps: [AmountUndoStep] = []
  var redoSteps: [AmountUndoStep] = []
  var isUndoing = false
  var isRedoing = false
  /// A redo registered outside an undo, or an undo registered while
  /// undoing: the action would land on the wrong stack.
  var misfiled: AmountUndoStep?

  mutating func register(_ step: AmountUndoStep) {
    if isUndoing {
      if step != .redo { misfiled = step }
      redoSteps.append(step)
    } else {
      if step != .undo { misfiled = step }
      undoSteps.append(step)
      if !isRedoing { redoSteps.removeAll() }
    }
  }

  mutating func removeAll() {
    undoSteps.removeAll()
    redoSteps.removeAll()
  }
}

/// What the host's undo manager must hold, from the steps the field
/// recorded: actions for the field's newest steps (`matched`), below them
/// actions that outlived the oldest steps the field dropped (`orphans`,
/// refused with `nothingToUndo` when invoked), and redo actions.
private struct UndoModel {
  var matched = 0
  var orphans = 0
  var redo = 0
}

/// What the simulated text field shows and keeps.
private struct SimulatedHost {
  var text: String
  /// Nil when the field is not first responder.
  var selection: Range<Int>?
  var markedRange: Range<Int>?
  var undoManager = HostUndoManager()
  var accessibilityValue: String
  var keyboardLayout: AmountKeyboardLayout

  var length: Int { text.utf16.count }
  var isFocused: Bool { selection != nil }

  var state: AmountHostState {
    AmountHostState(text: text, selection: selection, markedRange: markedRange)
  }
}

/// How the simulated host echoes its own writes, as UIKit does.
private struct HostOptions: CustomStringConvertible {
  /// Setting the selection is reported (`textFieldDidChangeSelection`).
  var echoesSelection: Bool
  /// Setting the text first puts the caret at the end, reported too.
  var echoesCaretAtEnd: Bool
  /// The adapter hears its own `editingChanged` and reports `textDidChange`.
  var echoesEditingChanged: Bool
  /// The host can show the sign-key bar from the start.
  var allowsAccessoryBar: Bool

  init(_ byte: UInt8) {
    echoesCaretAtEnd = byte & 2 != 0
    // A host that reports the caret at the end reports the selection after
    // it too, or the controller would keep the caret at the end.
    echoesSelection = byte & 1 != 0 || echoesCaretAtEnd
    echoesEditingChanged = byte & 4 != 0
    allowsAccessoryBar = byte & 8 != 0
  }

  var description: String {
    "echoes: selection \(echoesSelection), caret at end \(echoesCaretAtEnd), "
      + "editingChanged \(echoesEditingChanged); accessory bar \(allowsAccessoryBar)"
  }
}

/// One call of the controller's API.
private enum ControllerCall: CustomStringConvertible {
  case change(NSRange, String)
  case changeRanges([NSRange], String)
  case textDidChange
  case selectionDidChange
  case beginEditing
  case endEditing
  case setValue(Decimal?)
  case setConfiguration(AmountFieldConfiguration)
  case perform(AmountUndoStep)
  case apply(AmountEdit)
  case setAccessoryBarAllowed(Bool)

  var description: String {
    switch self {
    case .change(let range, let string):
      return "shouldChangeCharacters(in: \(describe(range)), \(string.debugDescription))"
    case .changeRanges(let ranges, let string):
      let list = ranges.map(describe).joined(separator: ", ")
      return "shouldChangeCharacters(inRanges: [\(list)], \(string.debugDescription))"
    case .textDidChange: return "textDidChange"
    case .selectionDidChange: return "selectionDidChange"
    case .beginEditing: return "beginEditing"
    case .endEditing: return "endEditing"
    case .setValue(let value): return "setValue(\(value.map { "\($0)" } ?? "nil"))"
    case .setConfiguration(let configuration): return "setConfiguration(\(configuration))"
    case .perform(let step): return "perform(.\(step))"
    case .apply(let edit): return "apply(\(edit))"
    case .setAccessoryBarAllowed(let allowed): return "setAccessoryBarAllowed(\(allowed))"
    }
  }
}

/// How a call is checked.
private enum CallRole {
  /// A host event: every check, the editor's invariants included.
  case event
  /// One request of a long burst: the checks of the effects and the host.
  case inner
  /// The host's echo of its own write: must ask for nothing.
  case quietEcho
  /// The host's echo of the caret it put at the end: the checks of the
  /// effects.
  case echo
}

/// What a call means for the field (contract: "Host edits", "Undo",
/// "Begin and end of editing").
private enum CallPath: Equatable {
  /// A change request while marked text is composed: the host applies it.
  case hostComposes
  /// A report while text is still marked: nothing to do.
  case stillMarked
  /// A keystroke, deletion, paste, raw host edit, sign key or step.
  case userEdit
  /// A change the host made and announced (a committed composition, the
  /// clear button, text a program wrote to the widget).
  case announcedEdit
  case undoStep(AmountUndoStep)
  case selection
  case caretMove
  case begin
  case end
  case program
  case configuration
  /// The host can or cannot show the accessory bar.
  case keyboard
  /// A value or configuration set while an input method composes: applied
  /// when the composition ends (contract: "While an input method composes").
  case deferred
  /// An edit or undo step the host reports while an input method
  /// composes: refused (`composing`), or nothing for a caret move.
  case refusedWhileComposing
  /// The event that ends a composition during which the app set a value
  /// or a configuration: the commit, then what was set.
  case commitThenSets
}

private func describe(_ range: NSRange) -> String {
  range.location == NSNotFound
    ? "{NSNotFound, \(range.length)}" : "{\(range.location), \(range.length)}"
}

private func nsRange(_ range: Range<Int>) -> NSRange {
  NSRange(location: range.lowerBound, length: range.count)
}

/// A text with its caret drawn as `|`, a selection as `[...]` and marked
/// text as `{...}`.
private func drawn(_ text: String, selection: Range<Int>?, marked: Range<Int>? = nil) -> String {
  var units = Array(text.utf16)
  var marks: [(offset: Int, mark: String)] = []
  if let selection {
    if selection.isEmpty {
      marks.append((selection.lowerBound, "|"))
    } else {
      marks.append((selection.upperBound, "]"))
      marks.append((selection.lowerBound, "["))
    }
  }
  if let marked {
    marks.append((marked.upperBound, "}"))
    marks.append((marked.lowerBound, "{"))
  }
  for (offset, mark) in marks.sorted(by: { $0.offset > $1.offset }) {
    units.insert(contentsOf: mark.utf16, at: min(max(offset, 0), units.count))
  }
  let place = selection.map { " \($0)" } ?? " unfocused"
  return String(decoding: units, as: UTF16.self).debugDescription + place
    + (marked.map { " marked \($0)" } ?? "")
}

private func drawn(_ controller: AmountInputController) -> String {
  drawn(controller.text, selection: controller.selection)
    + " value \(controller.value.map { "\($0)" } ?? "nil")"
    + (controller.isEditing ? " editing" : " at rest")
    + (controller.isComposing ? " composing" : "")
    + " undo \(controller.editor.undoDepth)/redo \(controller.editor.redoStack.count)"
}

// characterLength(in:endingAt:) and characterLength(in:startingAt:) come from
// the host models (Tests/AmountKitTestSupport), compiled into this binary.

/// The UTF-16 length of the scalar before (or after) `offset`.
private func scalarLength(in text: String, at offset: Int, before: Bool) -> Int {
  let units = Array(text.utf16)
  if before {
    guard offset >= 2, offset <= units.count else { return 1 }
    return UTF16.isTrailSurrogate(units[offset - 1]) && UTF16.isLeadSurrogate(units[offset - 2])
      ? 2 : 1
  }
  guard offset >= 0, offset + 1 < units.count else { return 1 }
  return UTF16.isLeadSurrogate(units[offset]) && UTF16.isTrailSurrogate(units[offset + 1]) ? 2 : 1
}

/// Drives one controller through a simulated host and checks every call.
private final class ControllerFuzz {
  var controller: AmountInputController
  var host: SimulatedHost
  let options: HostOptions
  let initialValue: Decimal?
  /// The host events so far, for the report.
  var log: [String] = []
  /// The call being checked, its effects and the controller before it.
  var current: (call: ControllerCall, effects: AmountInputEffects?, prior: AmountInputController)?
  var depth = 0
  /// What the host's undo manager must hold.
  var undoModel = UndoModel()
  /// The controller's accessibility value for a configuration, value and
  /// text (a Foundation format: computed once for each).
  var spokenFor: (AmountFieldConfiguration, Decimal?, String)?
  var spoken = ""

  init(configuration: AmountFieldConfiguration, value: Decimal?, options: HostOptions) {
    controller = AmountInputController(configuration: configuration, value: value)
    host = SimulatedHost(
      text: controller.text, selection: nil, markedRange: nil,
      accessibilityValue: controller.accessibilityValue,
      keyboardLayout: controller.keyboardLayout)
    self.options = options
    initialValue = value
    if options.allowsAccessoryBar {
      note("sign-key bar allowed: true")
      call(.setAccessoryBarAllowed(true), .event)
    }
  }

  var isComposing: Bool { controller.isComposing || host.markedRange != nil }

  /// `controller.accessibilityValue`, computed again only when the
  /// configuration, value or text changed.
  var accessibilityValue: String {
    if let key = spokenFor, key.0 == controller.configuration, key.1 == controller.value,
      key.2 == controller.text
    {
      return spoken
    }
    spoken = controller.accessibilityValue
    spokenFor = (controller.configuration, controller.value, controller.text)
    return spoken
  }

  func fail(_ message: String) -> Never {
    var lines = [
      "INVARIANT FAILED (controller): \(message)",
      "  configuration: \(controller.configuration)",
      "  initial value: \(initialValue.map { "\($0)" } ?? "nil"); host \(options)",
      "  host events:",
    ]
    lines += log.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    if let current {
      lines.append("  failing call: \(current.call)")
      if let effects = current.effects { lines.append("  effects: \(effects)") }
      lines.append("  controller before: \(drawn(current.prior))")
    }
    lines.append("  controller now:    \(drawn(controller))")
    lines.append(
      "  host now:          \(drawn(host.text, selection: host.selection, marked: host.markedRange))"
    )
    lines.append(
      "  host undo \(host.undoManager.undoSteps.count)/redo \(host.undoManager.redoSteps.count); "
        + "expected \(undoModel)")
    printError(lines.joined(separator: "\n") + "\n\n")
    abort()
  }

  func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  func note(_ event: String) {
    log.append(
      "\(event)    [host \(drawn(host.text, selection: host.selection, marked: host.markedRange))]")
  }

  func count(_ name: String) {
    pathCounts[name, default: 0] += 1
  }

  // MARK: Calls

  /// Reports one event to the controller with what the host shows (or
  /// `shown`), checks the effects, carries them out and checks the result.
  @discardableResult
  func call(_ call: ControllerCall, _ role: CallRole, shown: AmountHostState? = nil)
    -> AmountInputEffects
  {
    let shown = shown ?? host.state
    let prior = controller
    let saved = current
    current = (call, nil, prior)
    defer { current = saved }
    let effects: AmountInputEffects
    var hostPassed = true
    switch call {
    case .change(let range, let string):
      effects = controller.shouldChangeCharacters(in: range, replacementString: string, host: shown)
    case .changeRanges(let ranges, let string):
      effects = controller.shouldChangeCharacters(
        inRanges: ranges, replacementString: string, host: shown)
    case .textDidChange: effects = controller.textDidChange(host: shown)
    case .selectionDidChange: effects = controller.selectionDidChange(host: shown)
    case .beginEditing: effects = controller.beginEditing(host: shown)
    case .endEditing: effects = controller.endEditing(host: shown)
    case .setValue(let value):
      hostPassed = false
      effects = controller.setValue(value)
    case .setConfiguration(let configuration):
      hostPassed = false
      effects = controller.setConfiguration(configuration)
    case .perform(let step):
      hostPassed = false
      effects = controller.perform(step)
    case .apply(let edit):
      hostPassed = false
      effects = controller.apply(edit)
    case .setAccessoryBarAllowed(let allowed):
      hostPassed = false
      effects = controller.setAccessoryBarAllowed(allowed)
    }
    current = (call, effects, prior)
    let path = self.path(of: call, shown: shown, prior: prior)
    // What a rejected event leaves, and what undo restores: the field as
    // the host asked, with the selection the host reported (kept at the
    // beginning of editing by the `keep` policy).
    var expected = prior.editor
    if let selection = shown.selection, selection != expected.selection,
      (path == .userEdit && hostPassed)
        || (path == .begin && prior.configuration.onBegin == .keep && shown.text == prior.text)
    {
      expected.apply(.select(selection))
    }
    switch role {
    case .quietEcho:
      expect(effects == .none, "the host's echo of its own write asked for more: \(effects)")
    case .event, .inner, .echo:
      verify(
        call, path, effects, shown: shown, hostPassed: hostPassed, prior: prior, expected: expected)
    }
    tally(path, effects, prior: prior)
    updateUndoModel(path, effects, prior: prior)
    carryOut(effects)
    guard role == .event || role == .inner else { return effects }
    verifyHost()
    if role == .event, let edit = editorEdit(for: call, path) {
      let outcome: AmountEditOutcome =
        path == .end ? .accepted : effects.rejection.map { .rejected($0) } ?? .accepted
      var exact = false
      switch call {
      case .apply, .setValue, .beginEditing: exact = true
      default: break
      }
      let failures = violations(
        controller.editor, before: expected, edit: edit, outcome: outcome, exact: exact)
      if !failures.isEmpty { fail(failures.joined(separator: "; ")) }
    }
    return effects
  }

  /// The edit a call stands for, for the editor's checker: the edit itself
  /// where the host reports one, else one of the same kind (a user edit,
  /// a programmatic one); nil for a call that changes no state.
  func editorEdit(for call: ControllerCall, _ path: CallPath) -> AmountEdit? {
    switch path {
    case .deferred, .refusedWhileComposing, .commitThenSets: return nil
    default: break
    }
    switch call {
    case .change(_, let string), .changeRanges(_, let string):
      return path == .userEdit || path == .announcedEdit
        ? .replace(0..<0, with: string) : .select(0..<0)
    case .textDidChange, .selectionDidChange:
      return path == .announcedEdit ? .replace(0..<0, with: "") : .select(0..<0)
    case .beginEditing: return .beginEditing
    case .endEditing: return .endEditing
    case .setValue(let value): return .setValue(value)
    case .setConfiguration: return .setValue(controller.value)
    case .perform(let step): return step == .undo ? .undo : .redo
    case .apply(let applied): return applied
    case .setAccessoryBarAllowed: return nil
    }
  }

  /// Whether the app set a value or configuration during the current
  /// composition.
  var pendingSets = false

  func path(of call: ControllerCall, shown: AmountHostState, prior: AmountInputController)
    -> CallPath
  {
    if prior.isComposing {
      switch call {
      case .setValue, .setConfiguration: return .deferred
      case .apply, .perform: return .refusedWhileComposing
      default: break
      }
      if pendingSets && !controller.isComposing { return .commitThenSets }
    }
    switch call {
    case .change, .changeRanges:
      if prior.isComposing || shown.markedRange != nil { return .hostComposes }
      return shown.text == prior.text ? .userEdit : .announcedEdit
    case .textDidChange: return shown.markedRange != nil ? .stillMarked : .announcedEdit
    case .selectionDidChange:
      if shown.markedRange != nil { return .stillMarked }
      return prior.isComposing ? .announcedEdit : .selection
    case .beginEditing: return .begin
    case .endEditing: return .end
    case .setValue: return .program
    case .setConfiguration: return .configuration
    case .perform(let step): return .undoStep(step)
    case .setAccessoryBarAllowed: return .keyboard
    case .apply(let edit):
      switch edit.base {
      case .insert, .deleteBackward, .deleteForward, .paste, .replace, .toggleSign, .stepUp,
        .stepDown, .commitExpression:
        return .userEdit
      case .undo: return .undoStep(.undo)
      case .redo: return .undoStep(.redo)
      case .beginEditing: return .begin
      case .endEditing: return .end
      case .setValue: return .program
      case .select, .moveLeft, .moveRight, .moveToStart, .moveToEnd: return .caretMove
      }
    }
  }

  /// Counts the paths a run takes.
  func tally(_ path: CallPath, _ effects: AmountInputEffects, prior: AmountInputController) {
    if effects.rejection != nil { count("rejected") }
    switch path {
    case .hostComposes: count("composing")
    case .announcedEdit where controller.text != prior.text: count("announced")
    case .undoStep(let step) where effects.rejection == nil: count("\(step)")
    case .configuration: count("configuration")
    case .keyboard where effects.keyboardLayout != nil: count("sign-key bar")
    case .userEdit:
      if effects.rejection != nil && effects.change != nil { count("partial insert") }
      if case .apply(let edit)? = current.map({ $0.call }) {
        switch edit {
        case .toggleSign: count(effects.rejection == nil ? "sign key" : "sign key rejected")
        case .stepUp, .stepDown: count(effects.rejection == nil ? "step" : "step rejected")
        default: break
        }
      }
    default: break
    }
  }

  /// Follows the host's undo manager from the steps the field recorded,
  /// before the host carries the effects out (the host's echoes follow).
  func updateUndoModel(
    _ path: CallPath, _ effects: AmountInputEffects, prior: AmountInputController
  ) {
    if effects.undo.removesRegisteredSteps { undoModel = UndoModel() }
    // A commit followed by a value or configuration set meanwhile: the set
    // starts a new history, whatever the commit recorded.
    if path == .commitThenSets && effects.undo.removesRegisteredSteps { return }
    let recorded = controller.editor.recordedUndoSteps - prior.editor.recordedUndoSteps
    if recorded > 0 {
      undoModel.matched += recorded
      undoModel.redo = 0
      // The field dropped its oldest steps: the host's oldest actions
      // outlive them.
      let depth = controller.editor.undoDepth
      if depth < undoModel.matched {
        undoModel.orphans += undoModel.matched - depth
        undoModel.matched = depth
        count("history dropped")
      }
    }
    // The host popped the action before it called (`invokeUndoManager`).
    if case .undoStep(let step) = path, effects.rejection == nil {
      if step == .undo { undoModel.redo += 1 } else { undoModel.matched += 1 }
    }
  }

  /// The effects of one call, against what the host showed and the
  /// controller's state before and after it.
  func verify(
    _ call: ControllerCall, _ path: CallPath, _ effects: AmountInputEffects,
    shown: AmountHostState, hostPassed: Bool, prior: AmountInputController, expected: AmountEditor
  ) {
    let now = controller
    let before = State(expected)
    expect(
      effects.announcement == effects.rejection.map { now.configuration.message(for: $0) },
      "the announcement \(String(describing: effects.announcement)) is not the message of the "
        + "rejection \(String(describing: effects.rejection))")
    switch path {
    case .deferred:
      expect(effects == .none, "\(call) while composing wrote into the host: \(effects)")
      expect(now.isComposing, "\(call) while composing ended the composition")
      expect(now.editor == prior.editor, "\(call) while composing changed the field at once")
      pendingSets = true
      return
    case .refusedWhileComposing:
      var caretMove = false
      if case .apply(let edit) = call {
        switch edit.base {
        case .select, .moveLeft, .moveRight, .moveToStart, .moveToEnd: caretMove = true
        default: break
        }
      }
      if caretMove {
        expect(effects == .none, "a caret move while composing asked for \(effects)")
      } else {
        expect(effects.rejection == .composing, "\(call) while composing was not refused")
        expect(effects.display == nil, "\(call) while composing wrote into the host")
      }
      expect(now.editor == prior.editor, "\(call) while composing changed the field")
      expect(now.isComposing, "\(call) while composing ended the composition")
      return
    case .commitThenSets:
      // The commit's own checks do not hold once the sets followed; the
      // host shows the controller's state (checked after carrying out).
      pendingSets = false
      expect(!effects.hostAppliesChange, "hostAppliesChange after the composition ended")
      return
    case .hostComposes:
      var wanted = AmountInputEffects()
      wanted.hostAppliesChange = true
      expect(effects == wanted, "a change request while composing must only let the host apply it")
      expect(now.isComposing, "the host applies a change, but the controller does not compose")
      expect(
        now.editor == prior.editor, "a change request while composing changed the field")
      return
    case .stillMarked:
      expect(effects == .none, "a report while text is marked asked for something")
      expect(now.editor == prior.editor, "a report while text is marked changed the field")
      return
    case .keyboard:
      var wanted = AmountInputEffects()
      if now.keyboardLayout != prior.keyboardLayout { wanted.keyboardLayout = now.keyboardLayout }
      expect(effects == wanted, "the sign-key bar allowed or not asked for \(effects)")
      expect(
        now.editor == prior.editor && now.isComposing == prior.isComposing,
        "the sign-key bar allowed or not changed the field")
      return
    case .configuration:
      if case .setConfiguration(let configuration) = call, configuration == prior.configuration {
        expect(effects == .none, "the same configuration again asked for something")
        return
      }
    default: break
    }
    expect(!effects.hostAppliesChange, "hostAppliesChange is true, but no text is composed")
    expect(!now.isComposing, "the controller still composes after \(call)")
    let rejected = effects.rejection != nil
    var typedKeys = 0
    if case .apply(let edit) = call, case .insert(let keys) = edit.base { typedKeys = keys.count }
    let added = now.editor.recordedUndoSteps - prior.editor.recordedUndoSteps
    let changed =
      now.editor.draft != prior.editor.draft || now.editor.expression != prior.editor.expression
    // A multi-key insert refused part way carries out the keys it took.
    let partial = rejected && typedKeys > 1 && (added > 0 || changed)
    let carriedOut = !rejected || partial
    let textChanged = prior.text != now.text
    let valueChanged = prior.value != now.value
    let shownDiffers = shown.text != now.text
    // Display and accessibility value: exactly when the host does not show
    // the controller's text and selection, or the text changed. A value or
    // configuration set while the host composes replaces its marked text.
    if hostPassed || !(prior.isComposing || shown.markedRange != nil) {
      let needsDisplay = shownDiffers || (shown.selection.map { $0 != now.selection } ?? false)
      expect(
        (effects.display != nil) == needsDisplay,
        needsDisplay
          ? "no display, but the host does not show the controller's text and selection"
          : "a display, but the host already shows the controller's text and selection")
      // A new configuration may speak the same text otherwise (another
      // currency, a plain number): it always refreshes the spoken value.
      let speaksAnew = shownDiffers || textChanged || path == .configuration
      expect(
        effects.accessibilityValueChanged == speaksAnew,
        "accessibilityValueChanged \(effects.accessibilityValueChanged), but the shown text "
          + "changed: \(shownDiffers), the text changed: \(textChanged)")
    } else if path == .program || path == .configuration {
      expect(
        effects.display != nil && effects.accessibilityValueChanged,
        "\(call) while composing does not replace the host's marked text")
    }
    if let display = effects.display {
      expect(
        display.text == now.text && display.selection == now.selection,
        "the display is not the controller's text and selection")
    }
    if path == .configuration {
      expect(
        (effects.keyboardLayout != nil) == (now.keyboardLayout != prior.keyboardLayout)
          && (effects.keyboardLayout ?? now.keyboardLayout) == now.keyboardLayout,
        "the keyboard layout effect does not follow the layout's change")
    } else {
      expect(effects.keyboardLayout == nil, "a keyboard layout without a new configuration")
    }
    // Rejections: nothing changes (a multi-key insert may have moved the
    // caret, or taken keys: then it is carried out below).
    if rejected {
      switch path {
      case .userEdit, .announcedEdit, .undoStep, .end: break
      default: fail("a rejection for an event that cannot be refused")
      }
      if path != .end && !partial {
        if typedKeys > 1 {
          expect(
            now.text == before.text && now.value == before.value,
            "a rejected insert changed the text or the value without an undo step")
        } else {
          expect(State(now.editor) == before, "a rejected event changed text, selection or value")
        }
        expect(effects.undo == .none, "a rejected event touched the undo registrations")
        expect(effects.events.isEmpty, "a rejected event sent control events")
        expect(effects.change == nil, "a rejected event reported a change")
      }
    }
    // Undo registrations: one per step the field recorded.
    switch path {
    case .userEdit, .announcedEdit:
      if carriedOut {
        expect(
          effects.undo == (added > 0 ? .register(.undo, count: added) : .none),
          "\(added) undo steps recorded, registered \(effects.undo)")
        if typedKeys > 1 {
          expect(
            added <= typedKeys && (added > 0 || !changed),
            "typing \(typedKeys) characters recorded \(added) undo steps (changed: \(changed))")
        } else {
          expect(
            added == (changed ? 1 : 0),
            "an edit recorded \(added) undo steps (the amount changed: \(changed))")
        }
      }
    case .undoStep(let step):
      expect(
        effects.undo == (rejected ? .none : .register(step == .undo ? .redo : .undo)),
        "\(step) registered \(effects.undo)")
    case .end, .program, .configuration:
      expect(effects.undo == .removeAll, "the field's registrations were not removed")
    default:
      expect(effects.undo == .none, "an event that is not an edit touched the undo registrations")
    }
    // Control events.
    let events = effects.events
    switch path {
    case .userEdit, .undoStep:
      expect(
        events.contains(.editingChanged) == (textChanged && carriedOut),
        "editingChanged \(events.contains(.editingChanged)), text changed \(textChanged)")
      expect(
        events.contains(.valueChanged) == (valueChanged && carriedOut),
        "valueChanged \(events.contains(.valueChanged)), value changed \(valueChanged)")
    case .announcedEdit:
      expect(!events.contains(.editingChanged), "editingChanged for a change the host announced")
      expect(
        events.contains(.valueChanged) == (valueChanged && carriedOut),
        "valueChanged \(events.contains(.valueChanged)), value changed \(valueChanged)")
    case .end:
      let committed = prior.isComposing || shown.text != prior.text
      expect(!events.contains(.editingChanged), "editingChanged at end of editing")
      expect(
        !valueChanged || events.contains(.valueChanged),
        "the value changed at end of editing without valueChanged")
      expect(
        !events.contains(.valueChanged) || valueChanged || committed,
        "valueChanged at end of editing, but the value did not change")
    default:
      expect(events.isEmpty, "control events \(events) for an event that changes no text")
    }
    // Change reports.
    switch path {
    case .userEdit, .announcedEdit, .undoStep, .program:
      if carriedOut {
        if let change = effects.change {
          expect(
            change.value == now.value && change.valueChanged == valueChanged
              && change.textChanged == textChanged && (textChanged || valueChanged),
            "the change report \(change) does not match (text changed \(textChanged), value "
              + "changed \(valueChanged))")
        } else {
          expect(!textChanged && !valueChanged, "the text or the value changed without a report")
        }
      }
    case .configuration:
      expect(
        effects.change.map {
          $0.value == now.value && $0.valueChanged == valueChanged && $0.textChanged == textChanged
        } ?? false,
        "the change report \(String(describing: effects.change)) of a new configuration does not "
          + "match")
    case .end:
      if let change = effects.change {
        expect(change.value == now.value, "the change report's value is not the value")
      }
    case .selection, .caretMove, .begin:
      expect(
        now.text == prior.text && now.value == prior.value && effects.change == nil,
        "an event that is not an edit changed the text or the value")
    case .hostComposes, .stillMarked, .keyboard, .deferred, .refusedWhileComposing, .commitThenSets:
      break
    }
    switch path {
    case .begin: expect(now.isEditing, "not editing after beginEditing")
    case .end: expect(!now.isEditing, "still editing after \(call)")
    case .program:
      // Set while editing: the field stays editing (contract).
      expect(now.isEditing == prior.isEditing, "\(call) changed whether the field is editing")
    default: break
    }
  }

  /// After the host carried out an event's effects: it shows what the
  /// controller holds, and its undo manager holds what the field recorded.
  func verifyHost() {
    if !controller.isComposing {
      expect(
        host.markedRange == nil, "the host keeps marked text the controller no longer composes")
      expect(host.text == controller.text, "the host shows another text than the controller")
      if let selection = host.selection {
        expect(
          selection == controller.selection, "the host shows another selection than the controller")
      }
      expect(
        host.accessibilityValue == accessibilityValue,
        "the host's accessibility value \(host.accessibilityValue.debugDescription) is not the "
          + "controller's \(accessibilityValue.debugDescription)")
    }
    expect(
      host.keyboardLayout == controller.keyboardLayout,
      "the host's keyboard layout is not the controller's")
    let manager = host.undoManager
    let editor = controller.editor
    expect(
      manager.misfiled == nil,
      "an action for \(String(describing: manager.misfiled)) landed on the wrong stack")
    expect(
      manager.undoSteps.count == undoModel.matched + undoModel.orphans
        && manager.redoSteps.count == undoModel.redo,
      "the host holds \(manager.undoSteps.count) undo and \(manager.redoSteps.count) redo actions, "
        + "the field recorded \(undoModel)")
    expect(
      undoModel.matched <= editor.undoDepth && undoModel.redo <= editor.redoStack.count
        && (undoModel.orphans == 0 || undoModel.matched == editor.undoDepth),
      "the host's actions \(undoModel) do not match the field's \(editor.undoDepth) undo and "
        + "\(editor.redoStack.count) redo steps")
  }

  /// Carries out effects on the host, in the documented order.
  func carryOut(_ effects: AmountInputEffects) {
    depth += 1
    defer { depth -= 1 }
    expect(depth <= 6, "the host's echoes of its own writes do not settle")
    if let display = effects.display {
      // Setting the text ends a composition.
      host.markedRange = nil
      if display.text != host.text {
        host.text = display.text
        if host.isFocused {
          host.selection = host.length..<host.length
          if options.echoesCaretAtEnd { call(.selectionDidChange, .echo) }
        }
      }
      if host.isFocused && host.selection != display.selection {
        host.selection = display.selection
        if options.echoesSelection { call(.selectionDidChange, .quietEcho) }
      }
    }
    if effects.accessibilityValueChanged { host.accessibilityValue = accessibilityValue }
    if let layout = effects.keyboardLayout { host.keyboardLayout = layout }
    if effects.undo.removesRegisteredSteps { host.undoManager.removeAll() }
    if let step = effects.undo.registeredStep {
      for _ in 0..<effects.undo.registrationCount { host.undoManager.register(step) }
    }
    if effects.events.contains(.editingChanged) && options.echoesEditingChanged {
      call(.textDidChange, .quietEcho)
    }
  }

  // MARK: What the host does

  /// Asks for a change; while composing the host applies it itself, marks
  /// it and announces it.
  func request(_ range: NSRange, _ string: String, _ role: CallRole = .event) {
    let effects = call(.change(range, string), role)
    guard effects.hostAppliesChange else { return }
    hostApply(range, string)
    call(.textDidChange, role)
  }

  /// The host applies a change itself and marks what it inserted.
  func hostApply(_ range: NSRange, _ string: String) {
    let length = host.length
    let target: Range<Int>
    if range.location == NSNotFound {
      let selection = host.selection ?? length..<length
      let lower = min(max(selection.lowerBound, 0), length)
      target = lower..<min(max(selection.upperBound, lower), length)
    } else {
      let lower = min(max(range.location, 0), length)
      let (end, overflow) = range.location.addingReportingOverflow(max(range.length, 0))
      target = lower..<(overflow ? length : min(max(end, lower), length))
    }
    var units = Array(host.text.utf16)
    let inserted = Array(string.utf16)
    units.replaceSubrange(target, with: inserted)
    host.text = String(decoding: units, as: UTF16.self)
    let newLength = host.length
    let caret = min(target.lowerBound + inserted.count, newLength)
    host.selection = caret..<caret
    var marked = target.lowerBound..<(target.lowerBound + inserted.count)
    if let old = host.markedRange {
      let lower = min(old.lowerBound, target.lowerBound)
      marked =
        lower..<max(lower, max(old.upperBound, target.upperBound) - target.count + inserted.count)
    }
    let lower = min(max(marked.lowerBound, 0), newLength)
    marked = lower..<min(max(marked.upperBound, lower), newLength)
    host.markedRange = marked.isEmpty ? nil : marked
  }

  /// The replacement of a change request: nothing, a key, or a paste.
  func replacement(_ reader: inout ByteReader) -> String {
    switch reader.byte() % 3 {
    case 0: return ""
    case 1: return reader.pick(alphabet)
    default: return makeText(&reader)
    }
  }

  /// A range the host would never send, or sends rarely: NSNotFound, out of
  /// bounds, overflowing, negative.
  func oddRange(_ reader: inout ByteReader) -> NSRange {
    let length = host.length
    let small = Int(reader.byte() % 8)
    switch reader.byte() % 7 {
    case 0: return NSRange(location: NSNotFound, length: small)
    case 1: return NSRange(location: Int.max - small, length: Int(reader.byte()))
    case 2: return NSRange(location: -small, length: Int(reader.byte() % 8))
    case 3: return NSRange(location: length + small, length: Int(reader.byte() % 8))
    case 4: return NSRange(location: Int(reader.byte()) % (length + 1), length: -small)
    case 5: return NSRange(location: 0, length: Int.max)
    default: return NSRange(location: Int(reader.byte()) % (length + 1), length: Int.max - small)
    }
  }

  /// A range wholly inside the prefix or the suffix (as the controller lays
  /// the text out).
  func hostAffixRange(_ reader: inout ByteReader) -> Range<Int> {
    affixRange(&reader, length: host.length, number: controller.editor.numberRange)
  }

  /// A range with an end inside a character of several UTF-16 units (a
  /// surrogate pair, a letter and its combining mark), when there is one.
  func splittingRange(_ reader: inout ByteReader) -> Range<Int> {
    var inside: [Int] = []
    var offset = 0
    for character in host.text {
      let count = character.utf16.count
      if count > 1 { inside += (offset + 1)..<(offset + count) }
      offset += count
    }
    guard !inside.isEmpty else { return makeRange(&reader, text: host.text) }
    let split = inside[Int(reader.byte()) % inside.count]
    let other = Int(reader.byte()) % (host.length + 1)
    return min(split, other)..<max(split, other)
  }

  /// Backspace as UIKit asks for it: the selection, or what stands before
  /// the caret (a whole character, one scalar, or one UTF-16 unit).
  func backspaceRange(_ variant: UInt8) -> NSRange {
    let selection = host.selection ?? host.length..<host.length
    if !selection.isEmpty { return nsRange(selection) }
    let caret = selection.lowerBound
    let count: Int
    switch variant % 3 {
    case 0: count = characterLength(in: host.text, endingAt: caret)
    case 1: count = scalarLength(in: host.text, at: caret, before: true)
    default: count = 1
    }
    let length = min(count, max(caret, 0))
    return NSRange(location: caret - length, length: length)
  }

  /// Forward delete: the selection, or what stands after the caret.
  func forwardDeleteRange(_ variant: UInt8) -> NSRange {
    let selection = host.selection ?? host.length..<host.length
    if !selection.isEmpty { return nsRange(selection) }
    let caret = selection.lowerBound
    let count: Int
    switch variant % 3 {
    case 0: count = characterLength(in: host.text, startingAt: caret)
    case 1: count = scalarLength(in: host.text, at: caret, before: false)
    default: count = 1
    }
    return NSRange(location: caret, length: min(count, max(host.length - caret, 0)))
  }

  /// Editing begins: the host becomes first responder, the caret at the
  /// end of its text or where the user tapped.
  func begin(_ reader: inout ByteReader) {
    let caret = reader.byte() & 1 == 0 ? host.length : Int(reader.byte()) % (host.length + 1)
    note("begin editing, host caret at \(caret)")
    host.selection = caret..<caret
    call(.beginEditing, .event)
  }

  /// Generates one host event and carries it out.
  func step(_ reader: inout ByteReader) {
    var op = reader.byte() % 40
    let composing = isComposing
    // Events that need a first responder begin editing instead; events that
    // cannot happen while an input method composes update the composition.
    if !host.isFocused && ![22, 23, 24, 31, 38].contains(op) {
      begin(&reader)
      return
    }
    if composing && [15, 25, 26, 27, 28, 30, 31, 32, 33, 34].contains(op) { op = 16 }
    switch op {
    case 0, 1, 2, 3, 4:
      if op == 4 && controller.configuration.arithmetic && !composing && reader.byte() & 1 == 0 {
        // Return, which is `=` in an open expression (while an input
        // method composes, Return is the input method's: UIKit does not
        // ask the delegate).
        note("return")
        if controller.editor.isExpressionOpen {
          call(.apply(.commitExpression), .event)
        } else {
          expect(controller.returnKey() == nil, "Return taken with no expression open")
        }
        return
      }
      let key =
        op >= 3 && controller.configuration.arithmetic
        ? reader.pick(arithmeticKeys) : reader.pick(alphabet)
      let range = nsRange(host.selection ?? 0..<0)
      note("type \(key.debugDescription) at \(describe(range))")
      request(range, key)
    case 5:
      let text = makeText(&reader)
      let range = nsRange(host.selection ?? 0..<0)
      note("paste \(text.debugDescription) at \(describe(range))")
      request(range, text)
    case 6, 7, 8:
      let range = backspaceRange(reader.byte())
      note("backspace \(describe(range))")
      request(range, "")
    case 9:
      let range = forwardDeleteRange(reader.byte())
      note("forward delete \(describe(range))")
      request(range, "")
    case 10, 11:
      let range = nsRange(
        op == 10 ? makeRange(&reader, text: host.text) : splittingRange(&reader))
      let string = replacement(&reader)
      note("replace \(describe(range)) with \(string.debugDescription)")
      request(range, string)
    case 12:
      let range = nsRange(hostAffixRange(&reader))
      let string = replacement(&reader)
      note("replace in an affix \(describe(range)) with \(string.debugDescription)")
      request(range, string)
    case 13:
      let range = oddRange(&reader)
      let string = replacement(&reader)
      note("replace \(describe(range)) with \(string.debugDescription)")
      request(range, string)
    case 14:
      // The host moved its selection without reporting it, then asks.
      let selection = makeRange(&reader, text: host.text)
      host.selection = selection
      let range = reader.byte() & 1 == 0 ? nsRange(selection) : backspaceRange(reader.byte())
      let string = replacement(&reader)
      note(
        "unreported selection \(selection), replace \(describe(range)) with \(string.debugDescription)"
      )
      request(range, string)
    case 15:
      var ranges: [NSRange] = []
      for _ in 0...(reader.byte() % 3) {
        ranges.append(
          reader.byte() % 4 == 0 ? oddRange(&reader) : nsRange(makeRange(&reader, text: host.text)))
      }
      let string = replacement(&reader)
      note("replace ranges \(ranges.map(describe)) with \(string.debugDescription)")
      let effects = call(.changeRanges(ranges, string), .event)
      expect(!effects.hostAppliesChange, "the host applies a change, but nothing is composed")
    case 16, 17:
      // `setMarkedText`: the subclass hook (maybe), then the change request
      // for the marked range (or the selection).
      let hook = reader.byte() & 1 == 0
      let text = reader.byte() & 3 == 0 ? makeText(&reader) : reader.pick(alphabet)
      let range = nsRange(host.markedRange ?? host.selection ?? 0..<0)
      note("set marked text \(text.debugDescription) at \(describe(range))\(hook ? " (hook)" : "")")
      if hook { controller.markedTextWillChange() }
      request(range, text)
    case 18:
      // `unmarkText`: the composition is committed, the selection reported.
      note("unmark text")
      host.markedRange = nil
      call(.selectionDidChange, .event)
    case 19:
      // The composition is cancelled: the marked text is set to nothing.
      let range = nsRange(host.markedRange ?? host.selection ?? 0..<0)
      note("set marked text \"\" at \(describe(range))")
      request(range, "")
    case 20, 21:
      let selection =
        op == 20
        ? makeRange(&reader, text: host.text)
        : reader.byte() & 1 == 0 ? hostAffixRange(&reader) : splittingRange(&reader)
      note("select \(selection)")
      host.selection = selection
      call(.selectionDidChange, .event)
    case 22:
      if !host.isFocused {
        begin(&reader)
        return
      }
      // Resigning first responder commits marked text first (UIKit), or
      // the adapter ends editing while text is still marked.
      let unmarkFirst = reader.byte() & 1 == 0
      note("end editing\(unmarkFirst ? "" : " (marked text still marked)")")
      if unmarkFirst && host.markedRange != nil {
        host.markedRange = nil
        call(.selectionDidChange, .event)
      }
      host.selection = nil
      let shown = host.state
      host.markedRange = nil
      call(.endEditing, .event, shown: shown)
    case 23:
      let value = reader.pick(setValues)
      note("set value \(value.map { "\($0)" } ?? "nil")")
      call(.setValue(value), .event)
    case 24:
      let configuration = makeConfiguration(&reader)
      note("set configuration \(configuration)")
      call(.setConfiguration(configuration), .event)
    case 25, 26:
      invokeUndoManager(op == 25 ? .undo : .redo)
    case 27:
      let edit = reader.pick([
        AmountEdit.moveLeft, .moveRight, .moveToStart, .moveToEnd, .select(0..<host.length),
      ])
      note("apply \(edit)")
      call(.apply(edit), .event)
    case 28:
      let edit: AmountEdit
      switch reader.byte() % 5 {
      case 0: edit = .insert(reader.pick(alphabet))
      case 1: edit = .insert(makeText(&reader))
      case 2: edit = .deleteBackward
      case 3: edit = .deleteForward
      default: edit = .paste(makeText(&reader))
      }
      note("apply \(edit)")
      call(.apply(edit), .event)
    case 29:
      hostWrites(&reader)
    case 30:
      churn(&reader)
    case 31:
      let step: AmountUndoStep = reader.byte() & 1 == 0 ? .undo : .redo
      let possible = step == .undo ? controller.editor.canUndo : controller.editor.canRedo
      if possible {
        invokeUndoManager(step)
        return
      }
      // With nothing to undo or redo, a direct call (a replay) is refused.
      note("perform \(step) with nothing to \(step)")
      let effects = call(.perform(step), .event)
      expect(effects.rejection != nil, "\(step) with nothing to \(step) was not rejected")
    case 32, 33, 34:
      // The `±` key of the sign-key bar; Up and Down, VoiceOver's
      // adjustable swipes.
      let edit = [AmountEdit.toggleSign, .stepUp, .stepDown][Int(op) - 32]
      note("apply \(edit)")
      call(.apply(edit), .event)
    case 35, 39:
      // A paste carrying a format (the field's own text for an amount,
      // Foundation's, apostrophes), often with the caret first placed in
      // the number, so that it goes into part of the amount.
      let text =
        op == 35
        ? amountText(&reader, controller.configuration)
        : apostropheText(&reader, controller.configuration.format)
      let number = controller.editor.numberRange
      if reader.byte() & 1 == 0 && !number.isEmpty && !composing {
        let caret = number.lowerBound + Int(reader.byte()) % (number.count + 1)
        note("select \(caret..<caret)")
        host.selection = caret..<caret
        call(.selectionDidChange, .event)
      }
      let range = nsRange(host.selection ?? 0..<0)
      note("paste \(text.debugDescription) at \(describe(range))")
      count("amount paste")
      request(range, text)
    case 36:
      // Zero is an amount: set, typed, pasted.
      switch reader.byte() % 4 {
      case 0:
        note("set value 0")
        call(.setValue(0), .event)
      default:
        let text = reader.pick(["0", "0", "0.00", controller.configuration.restingFormat.format(0)])
        let range = nsRange(host.selection ?? 0..<0)
        note("type or paste \(text.debugDescription) at \(describe(range))")
        request(range, text)
      }
    case 37:
      // A deletion wholly inside the prefix or the suffix.
      let range = nsRange(hostAffixRange(&reader))
      note("delete in an affix \(describe(range))")
      request(range, "")
    default:
      let allowed = reader.byte() & 1 == 0
      note("sign-key bar allowed: \(allowed)")
      call(.setAccessoryBarAllowed(allowed), .event)
    }
  }

  /// `UndoManager.undo()` or `redo()`: pops an action and runs it, so that
  /// what it registers goes to the other stack. An undo action that
  /// outlived the field's oldest steps is refused, cleanly.
  func invokeUndoManager(_ which: AmountUndoStep, noting: Bool = true) {
    let stack = which == .undo ? host.undoManager.undoSteps : host.undoManager.redoSteps
    guard let step = stack.last else {
      note("undo manager \(which): nothing registered")
      return
    }
    let orphan = which == .undo && undoModel.matched == 0
    if noting {
      note(
        "undo manager \(which) (action performs \(step)\(orphan ? ", outlived the field's" : ""))")
    }
    if which == .undo {
      host.undoManager.undoSteps.removeLast()
      host.undoManager.isUndoing = true
      if orphan { undoModel.orphans -= 1 } else { undoModel.matched -= 1 }
    } else {
      host.undoManager.redoSteps.removeLast()
      host.undoManager.isRedoing = true
      undoModel.redo -= 1
    }
    let effects = call(.perform(step), .event)
    host.undoManager.isUndoing = false
    host.undoManager.isRedoing = false
    if orphan {
      count("outlived action refused")
      expect(
        effects.rejection == .nothingToUndo,
        "an undo action that outlived the field's history was not refused: \(effects)")
    } else {
      expect(effects.rejection == nil, "an action the host registered was refused: \(step)")
    }
  }

  /// Text written to the widget (the clear button, a program), reported by
  /// `textDidChange` or by a change request meant for the text before.
  func hostWrites(_ reader: inout ByteReader) {
    var units = Array(host.text.utf16)
    switch reader.byte() % 5 {
    case 0: units = []
    case 1:
      let offset = min(max(makeOffset(&reader, text: host.text), 0), units.count)
      units.insert(contentsOf: reader.pick(alphabet).utf16, at: offset)
    case 2:
      let range = makeRange(&reader, text: host.text).clamped(to: 0..<units.count)
      units.removeSubrange(range)
    case 3: units = Array(makeText(&reader).utf16)
    default:
      units = Array(
        AmountEditor(configuration: controller.configuration, value: reader.pick(setValues)).text
          .utf16)
    }
    let text = String(decoding: units, as: UTF16.self)
    let announced = reader.byte() & 1 == 0
    note(
      "host text set to \(text.debugDescription)\(announced ? ", textDidChange" : ", then a change request")"
    )
    if text != host.text {
      host.text = text
      host.markedRange = nil
      host.selection = host.length..<host.length
    }
    if announced {
      call(.textDidChange, .event)
    } else {
      let range = nsRange(makeRange(&reader, text: host.text))
      request(range, reader.pick(alphabet))
    }
  }

  /// Type and backspace, many times: enough, now and then, for the field
  /// to drop its oldest steps, so that the host's oldest undo actions
  /// outlive them; then, now and then, the user undoes everything the host
  /// holds, down to the actions the field refuses.
  func churn(_ reader: inout ByteReader) {
    let key = reader.pick(["0", "1", "5", "9", ".", "\u{0663}", "\u{1E953}"])
    // Now and then enough pairs for the field to trim its history (more
    // than 1,100 steps).
    let long = reader.byte() & 7 == 7
    let count = reader.byte()
    let pairs = long ? 560 + Int(count % 32) : 1 + Int(count % 16)
    let undoesAll = long && count & 32 != 0
    note(
      "type \(key.debugDescription) and backspace, \(pairs) times\(undoesAll ? ", undo all" : "")")
    for index in 0..<pairs {
      request(nsRange(host.selection ?? 0..<0), key, .inner)
      request(backspaceRange(0), "", index == pairs - 1 ? .event : .inner)
    }
    editCount += 2 * pairs - 1
    guard undoesAll else { return }
    while !host.undoManager.undoSteps.isEmpty {
      invokeUndoManager(.undo, noting: false)
      editCount += 1
    }
  }
}

private func fuzzController(_ reader: inout ByteReader) {
  let configuration = makeConfiguration(&reader)
  let initial: Decimal? = reader.byte() & 3 == 0 ? reader.pick(setValues) : nil
  controllerInputs += 1
  let fuzz = ControllerFuzz(
    configuration: configuration, value: initial, options: HostOptions(reader.byte()))
  var steps = 0
  while !reader.isAtEnd && steps < 64 {
    steps += 1
    fuzz.step(&reader)
    editCount += 1
    controllerEvents += 1
  }
  if tracesEvents {
    let lines = fuzz.log.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    printError(
      "controller mode: \(fuzz.controller.configuration)\n  host \(fuzz.options)\n"
        + lines.joined(separator: "\n") + "\n  result: \(drawn(fuzz.controller))\n")
  }
}

// MARK: Editor mode

/// The edits of one step in editor mode: mostly one, two for a paste into
/// a caret placed first.
private func makeEdits(_ reader: inout ByteReader, _ editor: AmountEditor) -> [AmountEdit] {
  let op = reader.byte()
  switch op % 26 {
  case 0, 1, 2, 3:
    if op >= 128 && editor.configuration.arithmetic {
      editorPaths["arithmetic key", default: 0] += 1
      return [.insert(reader.pick(arithmeticKeys))]
    }
    return [.insert(reader.pick(alphabet))]
  case 4: return [.insert(makeText(&reader))]
  case 5, 6: return [.deleteBackward]
  case 7: return [.deleteForward]
  case 8, 9: return [.paste(makeText(&reader))]
  case 10, 11:
    let range = makeRange(&reader, text: editor.text)
    let kind = reader.byte() % 3
    return [
      .replace(range, with: kind == 0 ? "" : kind == 1 ? reader.pick(alphabet) : makeText(&reader))
    ]
  case 12: return [.select(makeRange(&reader, text: editor.text))]
  case 13:
    return [reader.pick([.moveLeft, .moveRight, .moveToStart, .moveToEnd, .commitExpression])]
  case 14: return [.beginEditing]
  case 15: return [.endEditing]
  case 16: return [.setValue(reader.pick(setValues))]
  case 17: return [.undo]
  case 18: return [.redo]
  case 19: return [.select(0..<editor.text.utf16.count)]
  case 20: return [.toggleSign]
  case 21: return [.stepUp]
  case 22: return [.stepDown]
  case 23:
    // A paste carrying a format, often into part of the amount.
    let text =
      reader.byte() & 1 == 0
      ? amountText(&reader, editor.configuration)
      : apostropheText(&reader, editor.configuration.format)
    let number = editor.numberRange
    editorPaths["amount paste", default: 0] += 1
    guard reader.byte() & 1 == 0, !number.isEmpty else { return [.paste(text)] }
    let caret = number.lowerBound + Int(reader.byte()) % (number.count + 1)
    return [.select(caret..<caret), .paste(text)]
  case 24:
    // Zero is an amount: typed, pasted, set.
    editorPaths["zero", default: 0] += 1
    switch reader.byte() % 5 {
    case 0: return [.insert("0")]
    case 1: return [.paste("0")]
    case 2: return [.paste("0.00")]
    case 3: return [.paste(editor.configuration.restingFormat.format(0))]
    default: return [.setValue(0)]
    }
  default:
    // A host deletion (now and then a replacement) wholly inside the
    // prefix or the suffix.
    let range = affixRange(&reader, length: editor.text.utf16.count, number: editor.numberRange)
    return [.replace(range, with: reader.byte() % 4 == 0 ? reader.pick(alphabet) : "")]
  }
}

private func fuzzEditor(_ reader: inout ByteReader) {
  let configuration = makeConfiguration(&reader)
  let initial: Decimal? = reader.byte() & 3 == 0 ? reader.pick(setValues) : nil
  editorInputs += 1
  var editor = AmountEditor(configuration: configuration, value: initial)
  var history: [AmountEdit] = []
  var steps = 0
  while !reader.isAtEnd && steps < 64 {
    steps += 1
    for edit in makeEdits(&reader, editor) {
      let before = editor
      let outcome = editor.apply(edit)
      editCount += 1
      history.append(edit)
      if case .insert(let keys) = edit.base, keys.count > 1, !outcome.isAccepted,
        editor.undoDepth != before.undoDepth
      {
        editorPaths["partial insert", default: 0] += 1
      }
      let failures = violations(editor, before: before, edit: edit, outcome: outcome, exact: true)
      if !failures.isEmpty { report(failures, configuration, history, outcome, before, editor) }
    }
  }
  if tracesEvents {
    let lines = history.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    printError(
      "editor mode: \(configuration)\n  initial value: \(initial.map { "\($0)" } ?? "nil")\n"
        + lines.joined(separator: "\n") + "\n  result: "
        + drawn(editor.text, selection: editor.selection)
        + " value \(editor.value.map { "\($0)" } ?? "nil")\n")
  }
}

// MARK: Entry point

/// Runs one fuzz input: a configuration, then up to 64 edits or host
/// events.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  if !registeredExitReport {
    registeredExitReport = true
    atexit { reportAtExit() }
  }
  if let editLimit, editCount >= editLimit {
    // `_exit`: libFuzzer reports a plain `exit` from a fuzz target as a
    // finding.
    printError("fuzz: reached FUZZ_EDITS=\(editLimit)\n")
    reportAtExit()
    _exit(0)
  }
  guard let data, size > 0 else { return 0 }
  if editCount >= nextProgress {
    // A run stopped from outside (a signal) prints no report at exit.
    printError("fuzz: progress inputs=\(inputCount) edits=\(editCount)\n")
    nextProgress = (editCount / 1_000_000 + 1) * 1_000_000
  }
  inputCount += 1
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  // Bit 1 of the first byte (bit 0 picks the kind of locale) chooses
  // controller mode: the field is driven through a simulated host.
  if data[0] & 2 != 0 {
    fuzzController(&reader)
  } else {
    fuzzEditor(&reader)
  }
  return 0
}
