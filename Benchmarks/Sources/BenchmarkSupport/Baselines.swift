import AmountKit
import Foundation

/// A locale and currency the keystroke benchmarks run in.
public struct BenchmarkField: Sendable {
  /// The locale identifier (`en_US`).
  public let locale: String
  /// The ISO currency code (`USD`).
  public let code: String

  /// Creates a field description.
  public init(_ locale: String, _ code: String) {
    self.locale = locale
    self.code = code
  }

  /// The AmountKit configuration of the field in `mode`. A code of
  /// `percent` makes a percent field, `unit:ID:WIDTH` a measurement field
  /// (`unit:mass-pound:wide`), for the profile driver.
  public func configuration(_ mode: AmountEntryMode) -> AmountFieldConfiguration {
    let locale = Locale(identifier: locale)
    var format = AmountFormat.currency(code: code, locale: locale)
    if code == "percent" { format = .percent(locale: locale) }
    let parts = code.split(separator: ":").map(String.init)
    if parts.count == 3, parts[0] == "unit", let width = AmountUnitWidth(name: parts[2]),
      let unit = try? AmountFormat.measurement(unit: parts[1], width: width, locale: locale)
    {
      format = unit
    }
    return AmountFieldConfiguration(format: format, entryMode: mode)
  }
}

/// The fields of the keystroke benchmarks.
public let keystrokeFields = [
  BenchmarkField("en_US", "USD"), BenchmarkField("de_DE", "EUR"),
  BenchmarkField("en_IN", "INR"), BenchmarkField("ar_EG", "EGP"),
]

/// The keys that type a 12-digit amount: `1234567890.12` in decimal entry
/// (13 keys), `123456789012` in cents and integer entry.
public func twelveDigitKeys(_ mode: AmountEntryMode) -> [String] {
  let digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "1", "2"]
  if mode == .decimal { return Array(digits[..<10]) + ["."] + Array(digits[10...]) }
  return digits
}

/// The 12-digit amount typed by ``twelveDigitKeys(_:)``.
public func twelveDigitValue(_ mode: AmountEntryMode) -> Decimal {
  switch mode {
  case .decimal: return Decimal(sign: .plus, exponent: -2, significand: 123_456_789_012)
  case .cents: return Decimal(sign: .plus, exponent: -2, significand: 123_456_789_012)
  default: return 123_456_789_012  // integer entry
  }
}

/// An AmountKit editor editing the 12-digit amount, its caret in the middle
/// of the integer digits (after the sixth digit).
public func middleEditor(_ field: BenchmarkField, _ mode: AmountEntryMode) -> AmountEditor {
  var editor = AmountEditor(
    configuration: field.configuration(mode), value: twelveDigitValue(mode))
  editor.apply(.beginEditing)
  let caret = caretAfterDigits(6, in: editor.text)
  editor.apply(.select(caret..<caret))
  return editor
}

/// The UTF-16 offset just after the `count`-th digit of `text`.
public func caretAfterDigits(_ count: Int, in text: String) -> Int {
  var seen = 0
  var offset = 0
  for character in text {
    offset += character.utf16.count
    if character.wholeNumberValue != nil {
      seen += 1
      if seen == count { return offset }
    }
  }
  return offset
}

private func asciiDigits(_ text: String, decimalSeparator: String, keepSeparator: Bool) -> (
  String, fractionCount: Int?
) {
  var result = ""
  var fraction: Int?
  for character in text {
    if let digit = character.wholeNumberValue {
      result.append(Character(Unicode.Scalar(UInt8(48 + digit))))
      if let f = fraction { fraction = f + 1 }
    } else if keepSeparator, fraction == nil,
      String(character) == decimalSeparator || character == "."
    {
      result.append(".")
      fraction = 0
    }
  }
  return (result, fraction)
}

private func powerOfTen(_ exponent: Int) -> Decimal {
  var result = Decimal(1)
  for _ in 0..<max(0, exponent) { result *= 10 }
  return result
}

private func insert(_ key: String, into text: String, atUTF16 caret: Int) -> String {
  let utf16 = text.utf16
  let index = utf16.index(utf16.startIndex, offsetBy: min(caret, utf16.count))
  var result = text
  result.insert(contentsOf: key, at: index)
  return result
}

private func removeCharacter(before caret: Int, in text: String) -> (String, Int) {
  guard caret > 0 else { return (text, caret) }
  let utf16 = text.utf16
  let index = utf16.index(utf16.startIndex, offsetBy: min(caret, utf16.count))
  let before = text.index(before: index)
  var result = text
  result.removeSubrange(before..<index)
  return (result, utf16.distance(from: utf16.startIndex, to: before))
}

/// Baseline (a), the classic blog recipe: on every keystroke, strip the text
/// to its digits, read them as a `Decimal`, and format it with a
/// `NumberFormatter` created for that keystroke; the caret goes to the end.
public struct NumberFormatterField: Sendable {
  let locale: Locale
  let code: String
  let mode: AmountEntryMode
  let fractionDigits: Int
  let decimalSeparator: String
  /// The text shown.
  public private(set) var text = ""
  /// The caret, UTF-16.
  public var caret = 0

  /// Creates an empty field.
  public init(_ field: BenchmarkField, _ mode: AmountEntryMode) {
    locale = Locale(identifier: field.locale)
    code = field.code
    self.mode = mode
    let probe = NumberFormatter()
    probe.numberStyle = .currency
    probe.locale = locale
    probe.currencyCode = code
    fractionDigits = probe.maximumFractionDigits
    decimalSeparator = probe.currencyDecimalSeparator ?? "."
  }

  /// Creates a field showing `value`, the caret after `digits` digits.
  public init(_ field: BenchmarkField, _ mode: AmountEntryMode, value: Decimal, caretDigits: Int) {
    self.init(field, mode)
    reformat("\(value)")
    caret = caretAfterDigits(caretDigits, in: text)
  }

  /// Types one key.
  public mutating func type(_ key: String) {
    reformat(insert(key == "." ? decimalSeparator : key, into: text, atUTF16: caret))
  }

  /// Backspace: the character before the caret goes.
  public mutating func deleteBackward() {
    let (candidate, _) = removeCharacter(before: caret, in: text)
    reformat(candidate)
  }

  private mutating func reformat(_ candidate: String) {
    let (digits, fraction) = asciiDigits(
      candidate, decimalSeparator: decimalSeparator, keepSeparator: mode == .decimal)
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = locale
    formatter.currencyCode = code
    var value = Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    switch mode {
    case .cents:
      value /= powerOfTen(fractionDigits)
    case .decimal:
      formatter.minimumFractionDigits = min(fraction ?? 0, fractionDigits)
    default:  // integer entry
      formatter.maximumFractionDigits = 0
    }
    var output = digits.isEmpty ? "" : formatter.string(from: value as NSDecimalNumber) ?? ""
    if fraction == 0 { output += decimalSeparator }
    text = output
    caret = output.utf16.count
  }
}

/// Baseline (b): Foundation's `FormatStyle` on every keystroke: parse the
/// edited text with the currency style's parse strategy, format the value
/// again, and put the caret back at the same number of digits from the end.
public struct FormatStyleField: Sendable {
  let style: Decimal.FormatStyle.Currency
  let strategy: Decimal.ParseStrategy<Decimal.FormatStyle.Currency>
  let mode: AmountEntryMode
  let fractionDigits: Int
  let decimalSeparator: String
  /// The text shown.
  public private(set) var text = ""
  /// The caret, UTF-16.
  public var caret = 0

  /// Creates an empty field.
  public init(_ field: BenchmarkField, _ mode: AmountEntryMode) {
    let locale = Locale(identifier: field.locale)
    style = Decimal.FormatStyle.Currency(code: field.code, locale: locale)
    strategy = style.parseStrategy
    self.mode = mode
    let format = AmountFormat.currency(code: field.code, locale: locale)
    fractionDigits = format.fractionDigits
    decimalSeparator = format.decimalSeparator
  }

  /// Creates a field showing `value`, the caret after `digits` digits.
  public init(_ field: BenchmarkField, _ mode: AmountEntryMode, value: Decimal, caretDigits: Int) {
    self.init(field, mode)
    text = style.format(value)
    caret = caretAfterDigits(caretDigits, in: text)
  }

  /// Types one key.
  public mutating func type(_ key: String) {
    let key = key == "." ? decimalSeparator : key
    reformat(insert(key, into: text, atUTF16: caret), caretOffset: caret + key.utf16.count)
  }

  /// Backspace: the character before the caret goes.
  public mutating func deleteBackward() {
    let (candidate, offset) = removeCharacter(before: caret, in: text)
    reformat(candidate, caretOffset: offset)
  }

  private mutating func reformat(_ candidate: String, caretOffset: Int) {
    // Digits right of the caret, to put the caret back from the end.
    let utf16 = candidate.utf16
    let caretIndex = utf16.index(utf16.startIndex, offsetBy: min(caretOffset, utf16.count))
    let digitsAfter = candidate[caretIndex...].reduce(0) { $0 + ($1.isWholeNumber ? 1 : 0) }
    let (digits, fraction) = asciiDigits(
      candidate, decimalSeparator: decimalSeparator, keepSeparator: true)
    guard !digits.isEmpty else {
      text = ""
      caret = 0
      return
    }
    var value: Decimal
    do {
      value = try strategy.parse(candidate)
    } catch {
      // A text the currency parser refuses (no symbol yet): its digits.
      value = Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
    var output: String
    switch mode {
    case .cents:
      // The digits shift: all of them are the minor units.
      value = value * powerOfTen(fraction ?? 0) / powerOfTen(fractionDigits)
      output = style.format(value)
    case .decimal:
      let shown = min(fraction ?? 0, fractionDigits)
      output = style.precision(.fractionLength(shown)).format(value)
      if fraction == 0 {
        // A typed separator stays: after the last digit.
        let last = output.lastIndex { $0.isWholeNumber } ?? output.endIndex
        output.insert(contentsOf: decimalSeparator, at: output.index(after: last))
      }
    default:  // integer entry
      output = style.precision(.fractionLength(0)).format(value)
    }
    text = output
    var remaining = digitsAfter
    var offset = output.utf16.count
    var index = output.endIndex
    while index > output.startIndex {
      let previous = output.index(before: index)
      if output[previous].isWholeNumber {
        if remaining == 0 { break }
        remaining -= 1
      }
      offset -= output[previous].utf16.count
      index = previous
    }
    caret = remaining == 0 ? offset : 0
  }
}
