import AmountKit
import Foundation

/// `count` amounts with two fraction digits, from 0.01 to about 10^10,
/// the same on every run.
public func sampleAmounts(_ count: Int) -> [Decimal] {
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  var amounts: [Decimal] = []
  amounts.reserveCapacity(count)
  for i in 0..<count {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let digits = 1 + Int(state >> 60) % 12
    var significand: UInt64 = state >> 8
    var limit: UInt64 = 1
    for _ in 0..<digits { limit *= 10 }
    significand %= limit
    let amount = Decimal(
      sign: i % 7 == 0 ? .minus : .plus, exponent: -2, significand: Decimal(significand))
    amounts.append(amount)
  }
  return amounts
}

/// Texts a user pastes into a field of `format`: its own output, other
/// locales' conventions, bare digits, spaces and symbols, and a few that are
/// no amount.
public func pastedTexts(_ format: AmountFormat) -> [String] {
  let own = [
    Decimal(string: "1234.56", locale: Locale(identifier: "en_US_POSIX")) ?? 0, 7, 1_234_567,
  ]
  .map { format.format($0) }
  return own + [
    "1234.56", "1,234.56", "1.234,56", "12,34,567.00", " 1 234,56 ", "$1,234.56", "USD 12.50",
    "(1,234.00)", "-42", "\u{0661}\u{0662}\u{0663}\u{066B}\u{0664}\u{0665}", "abc", "23.13.1.",
  ]
}
