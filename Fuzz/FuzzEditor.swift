// libFuzzer target for the AmountKit editing engine.
//
// Built by `Fuzz/run.sh` together with the sources of AmountKit into one
// executable (`swiftc -sanitize=fuzzer,address -parse-as-library`). The input
// bytes choose a field configuration, then a sequence of edits; after every
// edit the invariants of docs/spec "editing-behavior" are checked and any
// violation aborts with a message on stderr.

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
/// Set once the exit report is registered.
nonisolated(unsafe) private var registeredExitReport = false
/// Formats built so far, keyed by locale, currency, display and negative style.
nonisolated(unsafe) private var formatCache: [String: AmountFormat] = [:]

/// `FUZZ_EDITS=N` stops the run cleanly once N edits have been checked.
private let editLimit: Int? = getenv("FUZZ_EDITS").flatMap { Int(String(cString: $0)) }

/// Writes to standard error without buffering.
private func printError(_ message: String) {
  var message = message
  message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

private func reportAtExit() {
  printError("fuzz: inputs=\(inputCount) edits=\(editCount)\n")
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

// Affixes holding digits (`"1"`) are left out: a digit in an affix cannot
// be told from a digit of the amount, so such a field is not supported.
private let prefixes = ["", "", "$", "~", "\u{200F}", "#", "No "]
private let suffixes = ["", "", " lbs", "\"", " %", "\u{00A0}kg", "x", "\u{1F600}"]

private func makeFormat(_ reader: inout ByteReader) -> AmountFormat {
  // Half the time a locale known for its quirks, else any locale at all.
  let identifier =
    reader.byte() & 1 == 0 ? reader.pick(locales) : allLocales[reader.int(0...allLocales.count - 1)]
  let currency = reader.pick(currencies)
  let display = reader.pick(CurrencyDisplay.allCases)
  let negative = reader.pick(NegativeStyle.allCases)
  let key = "\(identifier)|\(currency ?? "-")|\(display.rawValue)|\(negative)"
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
  if options & 1 != 0 { format = format.fractionDigits(Int(reader.byte() % 5)) }
  if options & 2 != 0 { format = format.grouping(false) }
  if options & 4 != 0 { format = format.prefix(reader.pick(prefixes)) }
  if options & 8 != 0 { format = format.suffix(reader.pick(suffixes)) }
  if options & 16 != 0 { format = format.padsFraction(!format.padsFraction) }
  if options & 32 != 0 {
    format = format.rounding(
      reader.pick([.toNearestOrEven, .toNearestOrAwayFromZero, .down, .up, .towardZero]))
  }
  return format
}

private let maxima: [Decimal?] = [nil, nil, 100, 10_000, 999_999.99, 1, 0.5, 1_000_000_000]
private let minima: [Decimal?] = [nil, nil, 10, -100, -1_000_000, 0, -0.5]

private func makeConfiguration(_ reader: inout ByteReader) -> AmountFieldConfiguration {
  let format = makeFormat(&reader)
  var configuration = AmountFieldConfiguration(format: format)
  configuration.entryMode = reader.pick(AmountEntryMode.allCases)
  let limits = reader.byte()
  configuration.maximum = maxima[Int(limits & 7)]
  configuration.minimum = minima[Int(limits >> 3) % minima.count]
  if let minimum = configuration.minimum, let maximum = configuration.maximum,
    minimum > maximum
  {
    configuration.minimum = nil
  }
  configuration.maximumIntegerDigits = reader.pick([15, 15, 3, 1, 0, 6, 20])
  // A minimum the field cannot hold (clamping to it would break the digit
  // limit) is a contradictory configuration, not an engine bug.
  if let minimum = configuration.minimum,
    integerDigitCount(minimum) > configuration.maximumIntegerDigits
  {
    configuration.minimum = nil
  }
  configuration.allowsNegative = reader.pick([nil, nil, true, false])
  configuration.minimumPolicy = reader.pick(MinimumPolicy.allCases)
  configuration.clearsWhenZero = reader.byte() & 1 == 1
  return configuration
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
  var text = ""
  for _ in 0..<length { text += reader.pick(alphabet) }
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

private let setValues: [Decimal?] = [
  nil, 0, 1, 12.5, 1234.56, 0.001, -42.25, 99_999_999_999.99, 1_234_567, -0.004, 0.005, 7,
]

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

private func report(
  _ message: String, _ configuration: AmountFieldConfiguration, _ edit: AmountEdit,
  _ before: State, _ after: State
) -> Never {
  printError(
    """
    INVARIANT FAILED: \(message)
      configuration: \(configuration)
      edit: \(edit)
      before: \(before.text.debugDescription) \(before.selection) \(String(describing: before.value))
      after:  \(after.text.debugDescription) \(after.selection) \(String(describing: after.value))

    """)
  abort()
}

private func integerDigitCount(_ value: Decimal) -> Int {
  var magnitude = value < 0 ? -value : value
  var whole = Decimal()
  NSDecimalRound(&whole, &magnitude, 0, .down)
  if whole.isZero { return 0 }
  return whole.description.count
}

/// Checks the invariants after one edit; returns what failed, or nil.
private func check(
  _ editor: AmountEditor, edit: AmountEdit, outcome: AmountEditOutcome, before: State,
  limitsHold: Bool
) -> String? {
  let configuration = editor.configuration
  let after = State(editor)
  let count = editor.text.utf16.count
  let selection = editor.selection
  let number = editor.numberRange
  if selection.lowerBound < 0 || selection.upperBound > count {
    return "selection outside the text"
  }
  if number.lowerBound < 0 || number.upperBound > count {
    return "number range outside the text"
  }
  if selection.lowerBound < number.lowerBound || selection.upperBound > number.upperBound {
    return "selection outside the number \(number)"
  }
  let singleStep: Bool
  if case .insert(let text) = edit { singleStep = text.count <= 1 } else { singleStep = true }
  if !outcome.isAccepted && singleStep && after != before {
    return "rejected edit changed the state (\(outcome))"
  }
  if limitsHold, let value = editor.value {
    if let maximum = configuration.maximum, value > maximum {
      return "value above maximum"
    }
    if integerDigitCount(value) > configuration.maximumIntegerDigits {
      return "too many integer digits"
    }
  }
  // Undo of an accepted, text-changing, single-step edit restores the state.
  var undoable = false
  switch edit {
  case .insert, .deleteBackward, .deleteForward, .paste, .replace: undoable = singleStep
  default: break
  }
  if undoable && outcome.isAccepted && after.text != before.text {
    var copy = editor
    let undone = copy.apply(.undo)
    if !undone.isAccepted || State(copy) != before {
      return "undo did not restore: \(copy.text.debugDescription) \(copy.selection) "
        + "\(String(describing: copy.value))"
    }
    let redone = copy.apply(.redo)
    if !redone.isAccepted || State(copy) != after {
      return "redo did not restore: \(copy.text.debugDescription) \(copy.selection) "
        + "\(String(describing: copy.value))"
    }
  }
  // While editing, the text reads back as the value (the spec's editing
  // exceptions, a trailing separator or unpadded fraction, still parse).
  if let value = editor.value {
    guard let parsed = try? configuration.format.parse(editor.text), parsed == value else {
      return "text does not read back as the value \(value)"
    }
  } else if !editor.text.isEmpty && editor.text != configuration.format.minusSign {
    return "no value, but text"
  }
  // At rest (now, or after ending editing), the text is the resting format
  // of the value, and both parsers read it back.
  var rest = editor
  rest.apply(.endEditing)
  if let value = rest.value {
    let expected = configuration.restingFormat.format(value)
    if rest.text != expected {
      return "text at rest \(rest.text.debugDescription) is not the format of the value: "
        + expected.debugDescription
    }
    do {
      let parsed = try configuration.format.parse(rest.text)
      if parsed != value { return "text at rest parses to \(parsed)" }
      let strict = try configuration.restingFormat.parseStrict(rest.text)
      if strict != value { return "text at rest strictly parses to \(strict)" }
    } catch {
      return "text at rest does not parse: \(error)"
    }
  } else if !rest.text.isEmpty {
    return "text at rest without a value"
  }
  return nil
}

private func withinLimits(_ editor: AmountEditor) -> Bool {
  guard let value = editor.value else { return true }
  if let maximum = editor.configuration.maximum, value > maximum { return false }
  return integerDigitCount(value) <= editor.configuration.maximumIntegerDigits
}

// MARK: Entry point

/// Runs one fuzz input: a configuration, then up to 64 edits.
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
  inputCount += 1
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  let configuration = makeConfiguration(&reader)
  let initial: Decimal? = reader.byte() & 3 == 0 ? reader.pick(setValues) : nil
  var editor = AmountEditor(configuration: configuration, value: initial)
  // A value set programmatically is kept as given, even outside the limits.
  var limitsHold = withinLimits(editor)
  var steps = 0
  while !reader.isAtEnd && steps < 64 {
    steps += 1
    let op = reader.byte()
    let edit: AmountEdit
    switch op % 20 {
    case 0, 1, 2, 3: edit = .insert(reader.pick(alphabet))
    case 4: edit = .insert(makeText(&reader))
    case 5, 6: edit = .deleteBackward
    case 7: edit = .deleteForward
    case 8, 9: edit = .paste(makeText(&reader))
    case 10, 11:
      let range = makeRange(&reader, text: editor.text)
      let kind = reader.byte() % 3
      edit = .replace(
        range, with: kind == 0 ? "" : kind == 1 ? reader.pick(alphabet) : makeText(&reader))
    case 12: edit = .select(makeRange(&reader, text: editor.text))
    case 13: edit = reader.pick([.moveLeft, .moveRight, .moveToStart, .moveToEnd])
    case 14: edit = .beginEditing
    case 15: edit = .endEditing
    case 16: edit = .setValue(reader.pick(setValues))
    case 17: edit = .undo
    case 18: edit = .redo
    default: edit = .select(0..<editor.text.utf16.count)
    }
    let before = State(editor)
    let outcome = editor.apply(edit)
    editCount += 1
    if case .setValue = edit { limitsHold = withinLimits(editor) }
    guard
      let failure = check(
        editor, edit: edit, outcome: outcome, before: before, limitsHold: limitsHold)
    else { continue }
    report(failure, configuration, edit, before, State(editor))
  }
  return 0
}
