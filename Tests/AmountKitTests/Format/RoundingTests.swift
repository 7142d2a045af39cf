import Foundation
import Testing

@testable import AmountKit

/// One rounding for the whole library: the three places that round (the
/// at-rest format's 64-bit path, a `Decimal`'s digits, an expression's
/// exact fraction) give Foundation's result under every rounding rule, at
/// and around a half, for both signs. Expected values are Foundation's own
/// rounding: `Decimal.FormatStyle`'s `rounded(rule:)` text, checked against
/// `NSDecimalRound` where it has the matching mode.
@Suite("Rounding")
struct RoundingTests {
  /// A value to round: `numerator / denominator`, to `fractionDigits`.
  struct Row: CustomTestStringConvertible, Sendable {
    var numerator: Decimal
    var denominator: Decimal = 1
    var fractionDigits: Int = 2
    var testDescription: String {
      let value = denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
      return "\(value) to \(fractionDigits) digits"
    }
    /// The value as one `Decimal` (38 digits of a fraction that has more).
    var decimal: Decimal { numerator / denominator }
  }

  static let posix = Locale(identifier: "en_US_POSIX")

  static func row(_ text: String, _ fractionDigits: Int = 2) -> Row {
    Row(numerator: Decimal(string: text, locale: posix) ?? .nan, fractionDigits: fractionDigits)
  }

  static let rows: [Row] = [
    row("1.005"), row("1.015"), row("1.025"), row("-1.005"), row("-1.015"), row("-1.025"),
    row("1.0049"), row("1.0051"), row("-1.0049"), row("-1.0051"), row("9.995"), row("-9.995"),
    row("0.125"), row("-0.125"), row("-0.001"), row("0"), row("2.5"), row("-2.5"),
    row("2.5", 0), row("-2.5", 0), row("3.5", 0), row("-3.5", 0), row("0.5", 0), row("-0.5", 0),
    row("0.125", 0), row("1.005", 3),
    // More discarded digits than a 64-bit integer's powers of ten reach.
    row("0.0000000000000000000000005"), row("-0.0000000000000000000000005"),
    // More digits than 64 bits hold: the format's digit path.
    row("12345678901234567890.125"), row("-12345678901234567890.135"),
    Row(numerator: 10, denominator: 3), Row(numerator: 10, denominator: 3, fractionDigits: 0),
    Row(numerator: 2, denominator: 3), Row(numerator: -2, denominator: 3),
    Row(numerator: -1, denominator: 8), Row(numerator: 1, denominator: 8),
    Row(numerator: -1, denominator: 8, fractionDigits: 1),
  ]

  static let rules: [FloatingPointRoundingRule] = [
    .toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero,
  ]

  /// Foundation's rounding of `value`: the number its format style writes.
  static func foundation(
    _ value: Decimal, _ fractionDigits: Int, _ rule: FloatingPointRoundingRule
  ) -> Decimal? {
    let style = Decimal.FormatStyle(locale: posix).precision(.fractionLength(fractionDigits))
      .grouping(.never).rounded(rule: rule)
    return Decimal(string: value.formatted(style), locale: posix)
  }

  /// `NSDecimalRound`'s mode for `rule`, where it has one.
  static func roundingMode(_ rule: FloatingPointRoundingRule) -> NSDecimalNumber.RoundingMode? {
    switch rule {
    case .toNearestOrAwayFromZero: return .plain
    case .toNearestOrEven: return .bankers
    case .up: return .up
    case .down: return .down
    default: return nil
    }
  }

  @Test(
    "every place that rounds gives Foundation's result",
    arguments: rows, rules)
  func agreement(_ row: Row, _ rule: FloatingPointRoundingRule) throws {
    let expected = try #require(Self.foundation(row.decimal, row.fractionDigits, rule))
    if let mode = Self.roundingMode(rule) {
      var value = row.decimal
      var rounded = Decimal()
      NSDecimalRound(&rounded, &value, row.fractionDigits, mode)
      #expect(rounded == expected, "NSDecimalRound")
    }

    let digits = DecimalDigits(row.decimal).rounded(
      toFractionDigits: row.fractionDigits, rule: rule)
    #expect(digits.decimal == expected, "Decimal digits")

    let fraction = ExactFraction(numerator: row.numerator, denominator: row.denominator)
    #expect(
      try fraction.rounded(toFractionDigits: row.fractionDigits, rule: rule) == expected,
      "exact fraction")

    let format = AmountFormat.number(locale: Locale(identifier: "en_US"))
      .precision(.fractionLength(0...row.fractionDigits)).grouping(.never).rounded(rule: rule)
    if let text = format.formatFast(row.decimal) {
      #expect(Decimal(string: text, locale: Self.posix) == expected, "64-bit format: \(text)")
    } else {
      // Only a value whose digits exceed 64 bits leaves the 64-bit path.
      #expect(DecimalDigits(row.decimal).digits.count > DecimalDigits.uint64Digits)
    }
  }

  @Test("Foundation's currency style rounds half to even by default, as an unknown rule does")
  func unknownRule() throws {
    for text in ["1.005", "1.015", "1.025", "0.125", "-0.125", "2.345"] {
      let value = try #require(Decimal(string: text, locale: Self.posix))
      let currency = Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
      #expect(currency.format(value) == currency.rounded(rule: .toNearestOrEven).format(value))
    }
    // Every rule Swift has today is its own; the six names are the
    // `Codable` names of `AmountFormat.roundingRule`.
    #expect(Self.rules.map { Rounding($0).rule } == Self.rules)
    #expect(Set(Rounding.allCases.map(\.rule)) == Set(Self.rules))
  }
}
