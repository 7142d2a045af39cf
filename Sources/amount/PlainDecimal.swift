import AmountKit
import Foundation

/// Strict plain decimal literals read from UTF-8 bytes: an optional leading
/// `-` or `+`, ASCII digits, at most one `.`, at least one digit; no
/// exponent, no grouping, no spaces.
///
/// The value is built exactly from the digits (a 128-bit mantissa and a
/// power-of-ten exponent, no `Double` on the way) and equals
/// `Decimal(string:locale:)` with `en_US_POSIX` for every literal of that
/// grammar. A literal beyond `Decimal`'s exact range, more than 38
/// significant digits (from the first non-zero digit on, as written), is
/// refused (``Refusal/tooManyDigits``), never rounded; one of at most 38
/// significant digits but more than 127 fraction digits (trailing zeros)
/// is handed to `Decimal(string:locale:)`, which compacts them exactly.
enum PlainDecimal {
  /// Why a line is not a value, by the name `amount format` prints.
  enum Refusal: String, Error {
    /// Not a plain decimal literal.
    case invalidDecimal
    /// More significant digits than an exact amount holds.
    case tooManyDigits
  }

  /// The most fraction digits built here: the exponent (trailing zeros
  /// minus fraction digits) then stays within `Decimal`'s one-byte
  /// exponent, -128...127.
  static let maximumExactFractionDigits = 127

  /// The value of a literal, or nil when the bytes are not one.
  ///
  /// - Parameter bytes: The literal's UTF-8 bytes, already trimmed.
  /// - Returns: The exact value, or nil.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Decimal? {
    try? value(bytes)
  }

  /// The value of a literal.
  ///
  /// - Parameter bytes: The literal's UTF-8 bytes, already trimmed.
  /// - Returns: The exact value.
  /// - Throws: ``Refusal/invalidDecimal`` when the bytes are no literal,
  ///   ``Refusal/tooManyDigits`` beyond 38 significant digits.
  static func value(_ bytes: UnsafeBufferPointer<UInt8>) throws(Refusal) -> Decimal {
    var index = 0
    let count = bytes.count
    var negative = false
    if count > 0, bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
      negative = bytes[0] == UInt8(ascii: "-")
      index = 1
    }
    // The mantissa as two 64-bit halves; 38 digits always fit 128 bits.
    var high: UInt64 = 0
    var low: UInt64 = 0
    var significant = 0
    var zeros = 0
    var digitsSeen = false
    var fraction = 0
    var sawPoint = false
    while index < count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: ".") {
        if sawPoint { throw .invalidDecimal }
        sawPoint = true
        continue
      }
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { throw .invalidDecimal }
      digitsSeen = true
      if sawPoint { fraction += 1 }
      if significant == 0 && digit == 0 { continue }
      significant += 1
      // Only the grammar matters from here.
      if significant > AmountFieldConfiguration.maximumSignificantDigits { continue }
      // Trailing zeros stay out of the mantissa, as Foundation compacts
      // them away (`7.50` is 75 × 10^-1).
      if digit == 0 {
        zeros += 1
        continue
      }
      for _ in 0...zeros {
        let (carry, times10) = low.multipliedFullWidth(by: 10)
        low = times10
        high = high &* 10 &+ carry
      }
      zeros = 0
      let (sum, overflow) = low.addingReportingOverflow(UInt64(digit))
      low = sum
      if overflow { high &+= 1 }
    }
    guard digitsSeen else { throw .invalidDecimal }
    if significant > AmountFieldConfiguration.maximumSignificantDigits { throw .tooManyDigits }
    if fraction > maximumExactFractionDigits {
      guard
        let value = Decimal(
          string: String(decoding: bytes, as: UTF8.self), locale: Locale(identifier: "en_US_POSIX"))
      else { throw .invalidDecimal }
      return value
    }
    return make(negative: negative, high: high, low: low, exponent: zeros - fraction)
  }

  /// A `Decimal` from a 128-bit mantissa: zero is plain zero (no sign).
  static func make(negative: Bool, high: UInt64, low: UInt64, exponent: Int) -> Decimal {
    if high == 0 && low == 0 { return Decimal.zero }
    if let value = RawDecimal.encode(negative: negative, high: high, low: low, exponent: exponent) {
      return value
    }
    // Unknown storage layout: exact arithmetic on at most 38 digits.
    var magnitude = Decimal(low)
    if high != 0 {
      magnitude +=
        Decimal(high) * Decimal(sign: .plus, exponent: 0, significand: Decimal(1 << 32))
        * Decimal(1 << 32)
    }
    return Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: magnitude)
  }
}
