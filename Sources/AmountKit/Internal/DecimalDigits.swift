import Foundation

/// A `Decimal` taken apart into its sign, decimal digits and exponent:
/// value = (isNegative ? -1 : 1) × digits × 10^exponent.
///
/// `digits` has no leading zeros; zero has no digits.
struct DecimalDigits: Hashable, Sendable {
  var isNegative: Bool
  var digits: [UInt8]
  var exponent: Int

  /// The significant digits a `Decimal` holds exactly: its 128-bit mantissa
  /// holds every 38-digit integer (2^128 ≈ 3.4 × 10^38), not every 39-digit one.
  static let maximumSignificantDigits = 38

  /// The digits a `UInt64` always holds: every 19-digit integer (UInt64.max,
  /// 18446744073709551615, has 20 digits, but not every 20-digit integer fits).
  static let uint64Digits = 19

  init(isNegative: Bool, digits: [UInt8], exponent: Int) {
    self.isNegative = isNegative
    self.digits = digits
    self.exponent = exponent
  }

  init(_ value: Decimal) {
    if let (negative, words, length, exponent) = RawDecimal.decode(value) {
      self.init(
        isNegative: negative, digits: RawDecimal.digits(words: words, length: length),
        exponent: exponent)
    } else {
      self.init(description: value.description)
    }
    if digits.isEmpty { isNegative = false }
  }

  /// Reads `Decimal.description` (`-1234.5`, `1E+20` never occurs).
  private init(description: String) {
    isNegative = false
    digits = []
    exponent = 0
    var fraction = 0
    var seenPoint = false
    for byte in description.utf8 {
      switch byte {
      case UInt8(ascii: "-"): isNegative = true
      case UInt8(ascii: "."): seenPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if !(digits.isEmpty && byte == UInt8(ascii: "0")) {
          digits.append(byte - UInt8(ascii: "0"))
        }
        if seenPoint { fraction += 1 }
      default: break
      }
    }
    exponent = -fraction
  }

  /// The fraction digits the value needs: trailing zeros do not count
  /// (`1.50` needs one, `1.0` none).
  var significantFractionDigits: Int {
    var trailingZeros = 0
    for digit in digits.reversed() {
      guard digit == 0 else { break }
      trailingZeros += 1
    }
    guard trailingZeros < digits.count else { return 0 }
    return max(0, -exponent - trailingZeros)
  }

  /// Rounds to at most `fractionDigits` digits after the point with `rule`.
  func rounded(toFractionDigits fractionDigits: Int, rule: FloatingPointRoundingRule)
    -> DecimalDigits
  {
    let drop = -exponent - fractionDigits
    guard drop > 0 else { return self }
    var kept = Array(digits.dropLast(min(drop, digits.count)))
    let removed = digits.suffix(min(drop, digits.count))
    // Where the value's digits start right of the first discarded place,
    // a zero comes first.
    let discarded =
      removed.count == drop ? DiscardedPart(digits: removed) : DiscardedPart(digits: [0] + removed)
    let up = Rounding(rule).roundsAway(
      isNegative: isNegative, lastKeptDigitIsOdd: (kept.last ?? 0) % 2 == 1, discarded: discarded)
    if up {
      var index = kept.count - 1
      var carry = true
      while carry, index >= 0 {
        if kept[index] == 9 {
          kept[index] = 0
          index -= 1
        } else {
          kept[index] += 1
          carry = false
        }
      }
      if carry { kept.insert(1, at: 0) }
    }
    let firstNonZero = kept.firstIndex { $0 != 0 } ?? kept.count
    kept.removeFirst(firstNonZero)
    return DecimalDigits(isNegative: isNegative, digits: kept, exponent: -fractionDigits)
  }

  /// Splits into integer digits (no leading zeros) and exactly
  /// `fractionDigits` fraction digits (zero-padded), assuming the value has
  /// no more fraction digits than that.
  func parts(fractionDigits: Int) -> (integer: [UInt8], fraction: [UInt8]) {
    var all = digits
    let shift = exponent + fractionDigits
    if shift > 0 { all.append(contentsOf: repeatElement(0, count: shift)) }
    if all.count < fractionDigits {
      all.insert(contentsOf: repeatElement(0, count: fractionDigits - all.count), at: 0)
    }
    let integer = Array(all.dropLast(fractionDigits))
    let start = integer.firstIndex { $0 != 0 } ?? integer.count
    return (Array(integer[start...]), Array(all.suffix(fractionDigits)))
  }

  /// Builds a `Decimal` exactly from digits.
  static func decimal(isNegative: Bool, digits: some Collection<UInt8>, exponent: Int) -> Decimal {
    var mantissa: UInt64 = 0
    var count = 0
    var significant = false
    var overflow = false
    for digit in digits {
      if digit != 0 { significant = true }
      guard significant else { continue }
      count += 1
      if count > Self.uint64Digits {
        overflow = true
        break
      }
      mantissa = mantissa * 10 + UInt64(digit)
    }
    if overflow {
      var text = isNegative ? "-" : ""
      for digit in digits { text.unicodeScalars.append(Unicode.Scalar(digit + UInt8(ascii: "0"))) }
      text += "E\(exponent)"
      return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }
    if mantissa == 0 { return Decimal.zero }
    return Decimal(
      sign: isNegative ? .minus : .plus, exponent: exponent, significand: Decimal(mantissa))
  }

  var decimal: Decimal {
    Self.decimal(isNegative: isNegative, digits: digits, exponent: exponent)
  }

  /// The plain decimal string: `-1234.5`, `0`, no exponent, no trailing zeros.
  var plainString: String {
    guard !digits.isEmpty else { return "0" }
    var trimmedDigits = digits[...]
    var exp = exponent
    while exp < 0, trimmedDigits.last == 0 {
      trimmedDigits.removeLast()
      exp += 1
    }
    var text = isNegative ? "-" : ""
    if exp >= 0 {
      for d in trimmedDigits { text.unicodeScalars.append(Unicode.Scalar(d + UInt8(ascii: "0"))) }
      text += String(repeating: "0", count: exp)
    } else {
      let fraction = -exp
      let integerCount = trimmedDigits.count - fraction
      if integerCount <= 0 {
        text += "0." + String(repeating: "0", count: -integerCount)
        for d in trimmedDigits { text.unicodeScalars.append(Unicode.Scalar(d + UInt8(ascii: "0"))) }
      } else {
        for (i, d) in trimmedDigits.enumerated() {
          if i == integerCount { text += "." }
          text.unicodeScalars.append(Unicode.Scalar(d + UInt8(ascii: "0")))
        }
      }
    }
    return text
  }
}
