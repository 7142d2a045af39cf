import AmountKit
import Foundation
import Testing

@testable import amount

/// The byte reader of plain decimal literals (`amount format`), against
/// Foundation's `Decimal(string:locale:)` in `en_US_POSIX`.
@Suite("PlainDecimal from bytes")
struct PlainDecimalTests {
  static let posix = Locale(identifier: "en_US_POSIX")

  static func parse(_ text: String) -> Decimal? {
    var text = text
    return text.withUTF8 { PlainDecimal.parse($0) }
  }

  /// Literals of the grammar: the value is Foundation's.
  @Test(
    "literals read as Foundation reads them",
    arguments: [
      "0", "5", "-5", "+5", "-0", "+0", "-0.0", "0000", "007", "-007.50", "000123.4500", ".5",
      "-.5", "5.", "-5.", "1234.56", "0.01", "-0.004", "0.000000000000000000000000000000000001",
      "18446744073709551615", "18446744073709551616", "-18446744073709551616.5",
      "9223372036854775807", "9999999999999999999", "10000000000000000000",
      "12345678901234567890123456789012345678", "-99999999999999999999999999999999999999",
      "0.12345678901234567890123456789012345678", "1234567890123456789.0123456789012345678",
      "340282366920938463463374607431768211455", "123456789012345678901234567890123456789",
      "1000000000000000000000000000000000000000000", "99999999999999999999999999999999999999999",
      "0." + String(repeating: "0", count: 126) + "1",
      "0." + String(repeating: "0", count: 130) + "1",
      "1." + String(repeating: "0", count: 40), "000000000000000000000000000000000000000000001.5",
    ])
  func literal(_ text: String) {
    // Foundation refuses more than 127 fraction digits, and so do we; past
    // 38 significant digits (from the first non-zero one, as written)
    // Foundation rounds, and we refuse (contract: "Limits").
    let significant = text.drop { !("1"..."9").contains($0) }.filter(\.isNumber).count
    let expected = significant > 38 ? nil : Decimal(string: text, locale: Self.posix)
    let ours = Self.parse(text)
    #expect(ours == expected, "\(text)")
    if let ours, let expected {
      #expect(ours.description == expected.description)
      #expect(ours.isZero == expected.isZero && ours.sign == expected.sign)
    }
  }

  /// Texts outside the grammar, including ones Foundation reads a prefix of.
  @Test(
    "junk is no literal",
    arguments: [
      "", "-", "+", ".", "-.", "+-5", "--1", "1-", "1.2.3", "1e5", "1E5", "1,234", "12 3", " 5",
      "5 ", "abc", "5abc", "0x10", "١٢", "５", "5\r", "NaN", "inf", "1_000", "$5",
    ])
  func junk(_ text: String) {
    #expect(Self.parse(text) == nil, "\(text.debugDescription)")
  }

  @Test("random literals read as Foundation reads them")
  func random() throws {
    var state: UInt64 = 0x1234_5678_9ABC_DEF1
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<2_000 {
      var text = ["", "-", "+"][next(3)]
      let integer = next(25)
      for _ in 0..<integer { text.append(Character(String(next(10)))) }
      let fraction = next(25)
      if fraction > 0 || integer == 0 {
        text.append(".")
        for _ in 0..<max(fraction, 1) { text.append(Character(String(next(10)))) }
      }
      let significant = text.drop { !("1"..."9").contains($0) }.filter(\.isNumber).count
      guard significant <= 38 else {
        #expect(Self.parse(text) == nil, "\(text)")
        continue
      }
      let expected = try #require(Decimal(string: text, locale: Self.posix))
      let ours = try #require(Self.parse(text))
      #expect(ours == expected && ours.description == expected.description, "\(text)")
    }
  }

  @Test(
    "the plain reader prints what parse and plainString print",
    arguments: [
      ("de_DE", "EUR"), ("en_IN", "INR"), ("ar_EG", "EGP"), ("en_US", "USD"), ("ja_JP", "JPY"),
    ])
  func reader(_ locale: String, _ code: String) {
    let format = AmountFormat.currency(code: code, locale: Locale(identifier: locale))
    let style = Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: locale))
    let values = ["0", "-0.004", "1234.5", "-1234567.89", "0.05", "100", "123456789012.34"]
      .compactMap { Decimal(string: $0, locale: Self.posix) }
    let texts =
      values.map { style.format($0) } + [
        "1.234,56 €", "12,34,567.00", "(1,234.00)", "-0", "000.500", "abc", "", "1.2.3",
        String(repeating: "9", count: 39), String(repeating: "9", count: 38), "0.10",
      ]
    let reader = PlainDecimalReader(format: format)
    for text in texts {
      var output: [UInt8] = []
      let ours: String
      do {
        try reader.appendPlain(text, to: &output)
        ours = String(decoding: output, as: UTF8.self)
      } catch {
        ours = "error: \(error)"
      }
      let expected: String
      do {
        expected = try format.parse(text).plainString
      } catch {
        expected = "error: \(error)"
      }
      #expect(ours == expected, "\(text.debugDescription)")
    }
  }
}
