import Foundation
import Testing

@testable import AmountKit

/// The byte paths of `amount format` and `amount parse`
/// (``PlainDecimalFormatter``, ``ShownTextReader``) against Foundation:
/// literals formatted from their bytes show Foundation's text, and
/// Foundation's texts read back to Foundation's values.
@Suite("Stream paths against Foundation")
struct StreamPathTests {
  static let posix = Locale(identifier: "en_US_POSIX")

  /// Locales with grouping of every kind, other digits, bidi marks, a
  /// minimum grouping of two, currencies with 0, 2 and 3 fraction digits.
  static let cases: [(String, String)] = [
    ("de_DE", "EUR"), ("en_IN", "INR"), ("en_US", "USD"), ("ar_EG", "EGP"), ("ja_JP", "JPY"),
    ("es_ES", "EUR"), ("fr_CH", "CHF"), ("he_IL", "ILS"), ("ar_KW", "KWD"), ("fa_IR", "IRR"),
    ("bn_BD", "BDT"), ("nl_NL", "EUR"), ("de_CH", "CHF"), ("pt_PT", "EUR"), ("sv_SE", "SEK"),
  ]

  /// Literals as a stream holds them: 1 to 20 integer digits, 0 to 6
  /// fraction digits, signs, zeros, halves at every place.
  static let literals: [String] = {
    var random = SeededGenerator(state: 42)
    var literals = [
      "0", "-0", "+0", "0.000", "-0.004", "-0.005", "0.005", "0.015", "0.025", "9.995", "-9.995",
      "999.999", "99999999.999", ".5", "5.", "-.5", "+12", "0012.50", "1000", "1234", "12345",
      "123456", "1234567", "-1234567.891", "0.0000001", "7.50",
    ]
    for _ in 0..<300 {
      var text = random.next() % 7 == 0 ? "-" : ""
      let integer = Int(random.next() % 20) + 1
      for i in 0..<integer { text += String(i == 0 ? random.next() % 9 + 1 : random.next() % 10) }
      let fraction = Int(random.next() % 7)
      if fraction > 0 {
        text += "."
        for _ in 0..<fraction { text += String(random.next() % 10) }
      }
      literals.append(text)
    }
    return literals
  }()

  @Test("literals formatted from their bytes show Foundation's text", arguments: cases)
  func formats(identifier: String, code: String) {
    let locale = Locale(identifier: identifier)
    let rules: [FloatingPointRoundingRule] = [.toNearestOrEven, .up, .towardZero]
    var failures: [String] = []
    for rule in rules {
      for digits in [nil, 0, 3] as [Int?] {
        var format = AmountFormat.currency(code: code, locale: locale).rounded(rule: rule)
        var style = Decimal.FormatStyle.Currency(code: code, locale: locale).rounded(rule: rule)
        if let digits {
          format = format.precision(.fractionLength(digits))
          style = style.precision(.fractionLength(digits))
        }
        let formatter = PlainDecimalFormatter(format: format)
        for literal in Self.literals {
          guard let value = Decimal(string: literal, locale: Self.posix) else { continue }
          let expected = style.format(value)
          var output: [UInt8] = []
          let outcome = literal.utf8CString.withUnsafeBufferPointer { c in
            c.withMemoryRebound(to: UInt8.self) {
              formatter.append(UnsafeBufferPointer(rebasing: $0.dropLast()), to: &output)
            }
          }
          let text = String(decoding: output, as: UTF8.self)
          if outcome != .written || text != expected {
            failures.append(
              "\(identifier) \(literal) \(rule) \(digits as Any): \(outcome) \(text.debugDescription) != \(expected.debugDescription)"
            )
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(5).joined(separator: "\n"))")
  }

  @Test("numbers formatted from their bytes show Foundation's text")
  func numbers() {
    var failures: [String] = []
    for identifier in ["en_US", "de_DE", "en_IN", "ar_EG", "es_ES"] {
      let locale = Locale(identifier: identifier)
      for digits in [0, 2, 4] {
        let format = AmountFormat.number(locale: locale).precision(.fractionLength(0...digits))
        let style = Decimal.FormatStyle(locale: locale).precision(.fractionLength(0...digits))
        let formatter = PlainDecimalFormatter(format: format)
        for literal in Self.literals {
          guard let value = Decimal(string: literal, locale: Self.posix) else { continue }
          var output: [UInt8] = []
          let outcome = Array(literal.utf8).withUnsafeBufferPointer {
            formatter.append($0, to: &output)
          }
          let text = String(decoding: output, as: UTF8.self)
          if outcome != .written || text != style.format(value) {
            failures.append("\(identifier) \(literal) \(digits): \(text) != \(style.format(value))")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(5).joined(separator: "\n"))")
  }

  /// Lines and what becomes of them.
  static let refusalTable: [(String, PlainDecimalFormatter.Outcome)] = {
    let ones = String(repeating: "1", count: 38)
    let zeros = String(repeating: "0", count: 37)
    var table: [(String, PlainDecimalFormatter.Outcome)] = []
    for text in ["", ".", "-", "1.2.3", "1e5", "1,5", "--1"] {
      table.append((text, .invalidDecimal))
    }
    table.append(("\u{A0}12", .unread))
    table.append((ones + "1", .tooManyDigits))
    table.append(("0." + zeros + zeros + ones, .written))
    table.append(("1." + zeros, .written))
    table.append(("1." + zeros + "0", .tooManyDigits))
    table.append(("0." + String(repeating: "0", count: 130) + "1", .unread))
    return table
  }()

  @Test("what is no literal is refused as such", arguments: refusalTable)
  func refusals(literal: String, expected: PlainDecimalFormatter.Outcome) {
    let formatter = PlainDecimalFormatter(
      format: .currency(code: "EUR", locale: Locale(identifier: "de_DE")))
    var output: [UInt8] = []
    let outcome = Array(literal.utf8).withUnsafeBufferPointer { formatter.append($0, to: &output) }
    #expect(outcome == expected)
    #expect((outcome == .written) != output.isEmpty)
  }

  @Test("Foundation's texts read back to Foundation's values", arguments: cases)
  func reads(identifier: String, code: String) throws {
    let locale = Locale(identifier: identifier)
    var failures: [String] = []
    for digits in [nil, 0, 3] as [Int?] {
      var format = AmountFormat.currency(code: code, locale: locale)
      var style = Decimal.FormatStyle.Currency(code: code, locale: locale)
      if let digits {
        format = format.precision(.fractionLength(digits))
        style = style.precision(.fractionLength(digits))
      }
      let reader = ShownTextReader(format: format)
      for literal in Self.literals {
        guard let value = Decimal(string: literal, locale: Self.posix) else { continue }
        let text = style.format(value)
        var output: [UInt8] = []
        let read = Array(text.utf8).withUnsafeBufferPointer { reader.appendPlain($0, to: &output) }
        let plain = String(decoding: output, as: UTF8.self)
        let expected = try style.parseStrategy.parse(text)
        if !read || Decimal(string: plain, locale: Self.posix) != expected {
          failures.append("\(identifier) \(text.debugDescription): \(read) \(plain) != \(expected)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(5).joined(separator: "\n"))")
  }

  /// Texts one edit away from a shown one (a digit, a separator or an
  /// affix byte dropped, doubled or swapped): the reader either leaves
  /// them to the parser or reads what the parser reads.
  @Test(
    "a text the format does not show is left to the parser, or read as the parser reads it",
    arguments: cases)
  func mutations(identifier: String, code: String) {
    let locale = Locale(identifier: identifier)
    let format = AmountFormat.currency(code: code, locale: locale)
    let reader = ShownTextReader(format: format)
    var random = SeededGenerator(state: 7)
    var failures: [String] = []
    for literal in Self.literals.prefix(120) {
      guard let value = Decimal(string: literal, locale: Self.posix) else { continue }
      let shown = Array(format.format(value).utf8)
      for _ in 0..<6 {
        var bytes = shown
        let i = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes.remove(at: i)
        case 1: bytes.insert(bytes[i], at: i)
        default: bytes.swapAt(i, Int(random.next() % UInt64(bytes.count)))
        }
        var output: [UInt8] = []
        guard bytes.withUnsafeBufferPointer({ reader.appendPlain($0, to: &output) }) else {
          continue
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed = try? format.parse(text)
        if parsed != Decimal(string: String(decoding: output, as: UTF8.self), locale: Self.posix) {
          failures.append(
            "\(identifier) \(text.debugDescription): \(String(decoding: output, as: UTF8.self)) != \(parsed as Any)"
          )
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(5).joined(separator: "\n"))")
  }
}
