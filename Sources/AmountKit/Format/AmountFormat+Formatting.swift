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
  /// `Decimal.FormatStyle` for numbers) for the same locale and settings.
  ///
  /// - Parameter value: The amount.
  /// - Returns: The formatted text.
  public func format(_ value: Decimal) -> String {
    guard !value.isNaN else { return "NaN" }
    let parts = DecimalDigits(value)
    let rounded = parts.rounded(toFractionDigits: fractionDigits, rule: roundingRule)
    var (integer, fraction) = rounded.parts(fractionDigits: fractionDigits)
    if !padsFraction {
      while fraction.last == 0 { fraction.removeLast() }
    }
    // Foundation keeps the minus of a negative value that rounds to zero.
    return render(
      negative: parts.isNegative, integer: integer, fraction: fraction,
      separator: fraction.isEmpty ? .hidden : .decoration, fractionPadding: 0,
      recordTokens: false
    ).text
  }

  /// Formats an amount given in integer minor units (cents): `12345` is
  /// `$123.45` in USD.
  ///
  /// - Parameter minorUnits: The amount in units of 10^-``fractionDigits``.
  /// - Returns: The formatted text.
  public func format(minorUnits: Int64) -> String {
    format(
      Decimal(
        sign: minorUnits < 0 ? .minus : .plus, exponent: -fractionDigits,
        significand: Decimal(minorUnits.magnitude)))
  }
}

/// How the decimal separator takes part in a rendering.
enum SeparatorRole {
  case hidden
  /// Shown, and an anchor the user can edit (decimal entry).
  case token
  /// Shown, fixed (cents entry, at rest).
  case decoration
}

/// A rendered amount with the UTF-16 positions the editor needs.
struct RenderedAmount {
  var text: String
  /// UTF-16 start of every editable token (digits, and the separator when
  /// it is a token), in order.
  var tokenStarts: [Int]
  /// UTF-16 end of every token.
  var tokenEnds: [Int]
  /// Where the number (digits, shown zero, separator) starts and ends.
  var numberStart: Int
  var numberEnd: Int
}

extension AmountFormat {
  /// Renders sign, affixes and a number body. Integer digits have no leading
  /// zeros; an empty integer part shows the locale's zero as decoration.
  func render(
    negative: Bool, integer: some RandomAccessCollection<UInt8>,
    fraction: some RandomAccessCollection<UInt8>, separator: SeparatorRole,
    fractionPadding: Int, recordTokens: Bool
  ) -> RenderedAmount {
    let p = pattern
    var text = ""
    text.reserveCapacity(32)
    var utf16 = 0
    var starts: [Int] = []
    var ends: [Int] = []
    if recordTokens {
      starts.reserveCapacity(integer.count + fraction.count + 1)
      ends.reserveCapacity(integer.count + fraction.count + 1)
    }
    @inline(__always) func append(_ s: String) {
      text += s
      utf16 += s.utf16.count
    }
    @inline(__always) func digit(_ d: UInt8, token: Bool) {
      if token && recordTokens { starts.append(utf16) }
      let scalar = Unicode.Scalar(p.zero + UInt32(d)) ?? "0"
      text.unicodeScalars.append(scalar)
      utf16 += p.digitWidth16
      if token && recordTokens { ends.append(utf16) }
    }
    append(prefix)
    append(negative ? p.negativePrefix : p.positivePrefix)
    let numberStart = utf16
    if integer.isEmpty {
      digit(0, token: false)
    } else {
      let count = integer.count
      let primary = usesGrouping ? p.primaryGrouping : 0
      let grouped = primary > 0 && count >= primary + p.minimumGroupingDigits
      var remaining = count
      for d in integer {
        digit(d, token: true)
        remaining -= 1
        if grouped && remaining > 0 {
          let isBoundary: Bool
          if remaining == primary {
            isBoundary = true
          } else if remaining > primary {
            isBoundary = (remaining - primary) % p.secondaryGrouping == 0
          } else {
            isBoundary = false
          }
          if isBoundary { append(p.groupingSeparator) }
        }
      }
    }
    switch separator {
    case .hidden: break
    case .token:
      if recordTokens { starts.append(utf16) }
      append(p.decimalSeparator)
      if recordTokens { ends.append(utf16) }
    case .decoration:
      append(p.decimalSeparator)
    }
    for _ in 0..<max(0, fractionPadding) { digit(0, token: false) }
    for d in fraction { digit(d, token: true) }
    let numberEnd = utf16
    append(negative ? p.negativeSuffix : p.positiveSuffix)
    append(suffix)
    return RenderedAmount(
      text: text, tokenStarts: starts, tokenEnds: ends, numberStart: numberStart,
      numberEnd: numberEnd)
  }
}
