import Foundation

/// Reads `Decimal`'s 20-byte storage directly, which is much faster than
/// its `description`. The layout (exponent byte, a flags byte with length
/// and sign, 8 little-endian 16-bit mantissa words) is checked once against
/// known values; when it does not match, callers fall back to `description`.
package enum RawDecimal {
  /// The bytes of `Decimal`'s storage: the exponent, a byte of length and
  /// flags, two reserved bytes, then the 8 mantissa words.
  static let storageSize = 20
  /// `Decimal`'s exponent is one signed byte.
  static let exponentRange = Int(Int8.min)...Int(Int8.max)
  /// The most decimal digits of a `UInt64` (UInt64.max, 18446744073709551615).
  static let uint64MaximumDigits = 20

  /// 0: unknown layout; 1: length in the high nibble of byte 1, sign bit 3
  /// (swift-foundation); 2: length in the low nibble, sign bit 4 (NSDecimal).
  private static let layout: Int = {
    guard MemoryLayout<Decimal>.size == storageSize else { return 0 }
    let probe = Decimal(sign: .minus, exponent: -1, significand: Decimal(12345 as UInt64))
    let bytes = withUnsafeBytes(of: probe) { Array($0) }
    guard bytes[0] == 0xFF, bytes[4] == 0x39, bytes[5] == 0x30 else { return 0 }
    for candidate in [1, 2] {
      var matches = true
      for (text, negative, exponent) in [
        ("-1234.5", true, -1), ("65536", false, 0), ("0.00001", false, -5),
        ("123456789012345678901234567.89", false, -2),
      ] {
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
          let decoded = decode(value, layout: candidate)
        else {
          matches = false
          break
        }
        let expected = text.utf8.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
          .map { $0 - UInt8(ascii: "0") }
        let digits = Self.digits(words: decoded.1, length: decoded.2)
        let trimmed = Array(expected.drop { $0 == 0 })
        if decoded.0 != negative || decoded.3 != exponent || digits != trimmed {
          matches = false
          break
        }
      }
      if matches { return candidate }
    }
    return 0
  }()

  typealias Words = (UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16)

  static func decode(_ value: Decimal) -> (Bool, Words, Int, Int)? {
    let layout = Self.layout
    guard layout != 0 else { return nil }
    return decode(value, layout: layout)
  }

  private static func decode(_ value: Decimal, layout: Int) -> (Bool, Words, Int, Int)? {
    withUnsafeBytes(of: value) { raw -> (Bool, Words, Int, Int)? in
      let exponent = Int(Int8(bitPattern: raw[0]))
      let flags = raw[1]
      let length: Int
      let negative: Bool
      if layout == 1 {
        length = Int(flags >> 4)
        negative = flags & 0x08 != 0
      } else {
        length = Int(flags & 0x0F)
        negative = flags & 0x10 != 0
      }
      guard length <= 8 else { return nil }
      if length == 0 && negative { return nil }  // NaN
      func word(_ i: Int) -> UInt16 { UInt16(raw[4 + 2 * i]) | UInt16(raw[5 + 2 * i]) << 8 }
      let words: Words = (word(0), word(1), word(2), word(3), word(4), word(5), word(6), word(7))
      return (negative, words, length, exponent)
    }
  }

  /// A `Decimal` written straight into its storage from a 128-bit mantissa
  /// (not zero) and an exponent in -128...127; nil when the layout is
  /// unknown.
  package static func encode(negative: Bool, high: UInt64, low: UInt64, exponent: Int) -> Decimal? {
    let layout = Self.layout
    guard layout != 0, exponentRange.contains(exponent) else { return nil }
    var length: UInt8 = 8
    while length > 4 && UInt16(truncatingIfNeeded: high >> (16 * (UInt64(length) - 5))) == 0 {
      length -= 1
    }
    if high == 0 {
      length = 4
      while length > 0 && UInt16(truncatingIfNeeded: low >> (16 * (UInt64(length) - 1))) == 0 {
        length -= 1
      }
    }
    var value = Decimal.zero
    withUnsafeMutableBytes(of: &value) { raw in
      for i in 0..<storageSize { raw[i] = 0 }
      raw[0] = UInt8(bitPattern: Int8(exponent))
      if layout == 1 {
        raw[1] = length << 4 | (negative ? 0x08 : 0)
      } else {
        raw[1] = length | (negative ? 0x10 : 0)
      }
      for i in 0..<4 {
        raw[4 + 2 * i] = UInt8(truncatingIfNeeded: low >> (16 * UInt64(i)))
        raw[5 + 2 * i] = UInt8(truncatingIfNeeded: low >> (16 * UInt64(i) + 8))
        raw[12 + 2 * i] = UInt8(truncatingIfNeeded: high >> (16 * UInt64(i)))
        raw[13 + 2 * i] = UInt8(truncatingIfNeeded: high >> (16 * UInt64(i) + 8))
      }
    }
    return value
  }

  static func digits(words: Words, length: Int) -> [UInt8] {
    if length <= 4 {
      var value: UInt64 = 0
      withUnsafeBytes(of: words) { raw in
        for i in stride(from: length - 1, through: 0, by: -1) {
          value = value << 16 | UInt64(raw.load(fromByteOffset: 2 * i, as: UInt16.self))
        }
      }
      if value == 0 { return [] }
      var reversed: [UInt8] = []
      reversed.reserveCapacity(uint64MaximumDigits)
      while value > 0 {
        reversed.append(UInt8(value % 10))
        value /= 10
      }
      return reversed.reversed()
    }
    // Long division of the 16-bit words by 10.
    var w = withUnsafeBytes(of: words) { raw in
      (0..<length).map { raw.load(fromByteOffset: 2 * $0, as: UInt16.self) }
    }
    var reversed: [UInt8] = []
    while w.contains(where: { $0 != 0 }) {
      var remainder: UInt32 = 0
      for i in stride(from: w.count - 1, through: 0, by: -1) {
        let current = remainder << 16 | UInt32(w[i])
        w[i] = UInt16(current / 10)
        remainder = current % 10
      }
      reversed.append(UInt8(remainder))
    }
    return reversed.reversed()
  }
}
