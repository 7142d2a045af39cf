import Foundation

extension AmountFormat {
  /// Formats a value as the field shows it at rest: rounded to
  /// ``fractionDigits`` with ``roundingRule``, padded for currencies.
  ///
  /// ```swift
  /// AmountFormat.currency(code: "INR", locale: Locale(identifier: "en_IN"))
  ///   .format(1234567)  // "₹12,34,567.00"
  /// ```
  ///
  /// The output equals Foundation's `Decimal.FormatStyle.Currency` (or
  /// `Decimal.FormatStyle` for numbers) for the same locale and settings,
  /// `NaN` included (`$NaN` in `en_US`, `NaN $` in `de_DE`).
  ///
  /// - Parameter value: The amount.
  /// - Returns: The formatted text.
  public func format(_ value: Decimal) -> String {
    guard !value.isNaN else { return text(of: .nan) }
    let value = shown(value)
    if let fast = formatFast(value) { return fast }
    return format(digits: DecimalDigits(value))
  }

  /// Formats a number given as its decimal digits, already scaled to the
  /// number shown: rounded to ``fractionDigits`` with ``roundingRule``,
  /// padded as the format pads.
  func format(digits parts: DecimalDigits) -> String {
    let rounded = parts.rounded(toFractionDigits: fractionDigits, rule: roundingRule)
    var (integer, fraction) = rounded.parts(fractionDigits: fractionDigits)
    if !padsFraction {
      while fraction.last == 0 { fraction.removeLast() }
    }
    // Foundation keeps the minus of a negative value that rounds to zero.
    return renderer.render(
      negative: parts.isNegative, integer: integer, fraction: fraction,
      separator: fraction.isEmpty ? .hidden : .decoration, fractionPadding: 0
    ).text
  }

  /// Formats an amount given in integer minor units (cents): `12345` is
  /// `$123.45` in USD.
  ///
  /// - Parameter minorUnits: The amount in units of 10^-``fractionDigits``
  ///   of the number shown (of a percent, for a percentage).
  /// - Returns: The formatted text.
  public func format(minorUnits: Int64) -> String {
    format(value(ofMinorUnits: minorUnits))
  }

  /// The value of an amount given in integer minor units, exactly: `12345`
  /// is 123.45 in USD, 12345 in JPY, 1.2345 (123.45 %) for a percentage
  /// with 2 fraction digits.
  ///
  /// ```swift
  /// AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  ///   .value(ofMinorUnits: 12345)  // 123.45
  /// ```
  ///
  /// - Parameter minorUnits: The amount in units of 10^-``fractionDigits``
  ///   of the number shown (of a percent, for a percentage).
  /// - Returns: The value.
  public func value(ofMinorUnits minorUnits: Int64) -> Decimal {
    Decimal(
      sign: minorUnits < 0 ? .minus : .plus, exponent: -fractionDigits - valueScale,
      significand: Decimal(minorUnits.magnitude))
  }
}

/// 10^0 through 10^19: every power of ten a `UInt64` holds.
private let powersOfTen: [UInt64] = (0...DecimalDigits.uint64Digits).map { n in
  var p: UInt64 = 1
  for _ in 0..<n { p *= 10 }
  return p
}

extension AmountFormat {
  /// The allocation-free path for values whose mantissa fits 64 bits:
  /// rounding in integer arithmetic, digits in a stack buffer.
  func formatFast(_ value: Decimal) -> String? {
    guard let (negative, words, length, exponent) = RawDecimal.decode(value), length <= 4 else {
      return nil
    }
    var m: UInt64 = 0
    withUnsafeBytes(of: words) { raw in
      for i in stride(from: length - 1, through: 0, by: -1) {
        m = m << 16 | UInt64(raw.load(fromByteOffset: 2 * i, as: UInt16.self))
      }
    }
    let fd = fractionDigits
    var e = exponent
    if e < -fd {
      let drop = -e - fd
      var q: UInt64 = 0
      // Beyond 10^19 the unit exceeds a `UInt64`: m < 2^64 < 10^20 / 2 is
      // less than half of it.
      var discarded: DiscardedPart = m == 0 ? .zero : .belowHalf
      if drop <= DecimalDigits.uint64Digits {
        let p = powersOfTen[drop]
        q = m / p
        discarded = DiscardedPart(remainder: m % p, of: p)
      }
      let up = Rounding(roundingRule).roundsAway(
        isNegative: negative, lastKeptDigitIsOdd: q % 2 == 1, discarded: discarded)
      m = q + (up ? 1 : 0)
      e = -fd
    }
    let zerosAfter = max(e, 0)
    let fractionIn = max(-e, 0)  // fraction digits held by m, at most fd
    return withUnsafeTemporaryAllocation(
      of: UInt8.self, capacity: DecimalDigits.uint64Digits + 1 + zerosAfter + fd + 1
    ) {
      buffer -> String in
      // Digits of m, most significant first.
      var n = 0
      var t = m
      repeat {
        buffer[n] = UInt8(t % 10)
        t /= 10
        n += 1
      } while t > 0
      var lo = 0
      var hi = n - 1
      while lo < hi {
        buffer.swapAt(lo, hi)
        lo += 1
        hi -= 1
      }
      for _ in 0..<zerosAfter {
        buffer[n] = 0
        n += 1
      }
      // Left-pad so the fraction has all its digits held.
      if n < fractionIn {
        let shift = fractionIn - n
        for i in stride(from: n - 1, through: 0, by: -1) { buffer[i + shift] = buffer[i] }
        for i in 0..<shift { buffer[i] = 0 }
        n = fractionIn
      }
      var integerStart = 0
      let integerEnd = n - fractionIn
      while integerStart < integerEnd && buffer[integerStart] == 0 { integerStart += 1 }
      var fractionEnd = n
      if padsFraction {
        for _ in fractionIn..<fd {
          buffer[fractionEnd] = 0
          fractionEnd += 1
        }
      } else {
        while fractionEnd > integerEnd && buffer[fractionEnd - 1] == 0 { fractionEnd -= 1 }
      }
      let all = UnsafeBufferPointer(buffer)
      return renderer.render(
        negative: negative, integer: all[integerStart..<integerEnd],
        fraction: all[integerEnd..<fractionEnd],
        separator: fractionEnd > integerEnd ? .decoration : .hidden, fractionPadding: 0
      ).text
    }
  }
}
