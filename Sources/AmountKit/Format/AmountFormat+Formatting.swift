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
    if let fast = formatFast(value) { return fast }
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

private let powersOfTen: [UInt64] = (0...19).map { n in
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
      var r = m
      var half: UInt64 = .max
      var exactHalf = false
      if drop <= 19 {
        let p = powersOfTen[drop]
        q = m / p
        r = m % p
        half = p / 2
        exactHalf = r == half
      }
      let up: Bool
      switch roundingRule {
      case .toNearestOrEven: up = r > half || (exactHalf && q % 2 == 1)
      case .toNearestOrAwayFromZero: up = r > half || exactHalf
      case .towardZero: up = false
      case .awayFromZero: up = r > 0
      case .up: up = r > 0 && !negative
      case .down: up = r > 0 && negative
      @unknown default: up = r > half || (exactHalf && q % 2 == 1)
      }
      m = q + (up ? 1 : 0)
      e = -fd
    }
    let zerosAfter = max(e, 0)
    let fractionIn = max(-e, 0)  // fraction digits held by m, at most fd
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20 + zerosAfter + fd + 1) {
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
      return render(
        negative: negative, integer: all[integerStart..<integerEnd],
        fraction: all[integerEnd..<fractionEnd],
        separator: fractionEnd > integerEnd ? .decoration : .hidden, fractionPadding: 0,
        recordTokens: false
      ).text
    }
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
  /// UTF-16 start and end of every editable token (digits, and the
  /// separator when it is a token), in order: `[start0, end0, start1, ...]`,
  /// one array so that a keystroke allocates once for them.
  var tokenBounds: [Int]
  /// Where the number (digits, shown zero, separator) starts and ends.
  var numberStart: Int
  var numberEnd: Int
  /// The text's length in UTF-16 units, known from the pieces (counting a
  /// non-ASCII string's UTF-16 units walks it).
  var utf16Count: Int

  /// The number of tokens.
  var tokenCount: Int { tokenBounds.count / 2 }
  /// UTF-16 start of token `i`.
  func tokenStart(_ i: Int) -> Int { tokenBounds[2 * i] }
  /// UTF-16 end of token `i`.
  func tokenEnd(_ i: Int) -> Int { tokenBounds[2 * i + 1] }
}

/// What rendering reads of a format. ``AmountFormat`` provides it for
/// display formatting; the editor keeps an ``AmountRenderer``, which holds
/// the same behind one reference, so that a keystroke copies nothing.
protocol AmountRendering {
  var renderBytes: PatternBytes { get }
  var renderPrefix: Piece { get }
  var renderSuffix: Piece { get }
  /// Digits in the rightmost group; 0 when the format does not group.
  var renderPrimaryGrouping: Int { get }
  var renderSecondaryGrouping: Int { get }
  var renderMinimumGroupingDigits: Int { get }
  var renderDigitWidth16: Int { get }
}

extension AmountFormat: AmountRendering {
  var renderBytes: PatternBytes { pattern.bytes }
  var renderPrefix: Piece { prefixPiece }
  var renderSuffix: Piece { suffixPiece }
  var renderPrimaryGrouping: Int { usesGrouping ? pattern.primaryGrouping : 0 }
  var renderSecondaryGrouping: Int { max(1, pattern.secondaryGrouping) }
  var renderMinimumGroupingDigits: Int { pattern.minimumGroupingDigits }
  var renderDigitWidth16: Int { pattern.digitWidth16 }
}

/// A format's rendering data, read once, for the editor.
final class AmountRenderer: AmountRendering, Sendable {
  let renderBytes: PatternBytes
  let renderPrefix: Piece
  let renderSuffix: Piece
  let renderPrimaryGrouping: Int
  let renderSecondaryGrouping: Int
  let renderMinimumGroupingDigits: Int
  let renderDigitWidth16: Int

  init(_ format: AmountFormat) {
    renderBytes = format.renderBytes
    renderPrefix = format.renderPrefix
    renderSuffix = format.renderSuffix
    renderPrimaryGrouping = format.renderPrimaryGrouping
    renderSecondaryGrouping = format.renderSecondaryGrouping
    renderMinimumGroupingDigits = format.renderMinimumGroupingDigits
    renderDigitWidth16 = format.renderDigitWidth16
  }
}

extension AmountRendering {
  /// Renders sign, affixes and a number body. Integer digits have no leading
  /// zeros; an empty integer part shows the locale's zero as decoration.
  ///
  /// The text is written as UTF-8 bytes straight into the string's storage,
  /// and UTF-16 offsets are counted from the pieces' known lengths.
  func render(
    negative: Bool, integer: some RandomAccessCollection<UInt8>,
    fraction: some RandomAccessCollection<UInt8>, separator: SeparatorRole,
    fractionPadding: Int, recordTokens: Bool
  ) -> RenderedAmount {
    let b = renderBytes
    let lead = negative ? b.negativePrefix : b.positivePrefix
    let trail = negative ? b.negativeSuffix : b.positiveSuffix
    let count = integer.count
    let primary = renderPrimaryGrouping
    let secondary = renderSecondaryGrouping
    let grouped = primary > 0 && count >= primary + renderMinimumGroupingDigits
    let groups = grouped ? 1 + (count - primary - 1) / secondary : 0
    let padding = max(0, fractionPadding)
    let digitCount = max(count, 1) + padding + fraction.count
    let hasSeparator = separator != .hidden
    let digitWidth16 = renderDigitWidth16
    let total =
      renderPrefix.utf8.count + lead.utf8.count + digitCount * b.digitWidth8 + groups
      * b.group.utf8.count + (hasSeparator ? b.decimal.utf8.count : 0) + trail.utf8.count
      + renderSuffix.utf8.count
    var bounds: [Int] = []
    if recordTokens {
      bounds.reserveCapacity(2 * (count + fraction.count + (separator == .token ? 1 : 0)))
    }
    let numberStart = renderPrefix.utf16 + lead.utf16
    var utf16 = numberStart
    let text = String(unsafeUninitializedCapacity: max(total, 1)) { buffer -> Int in
      var i = 0
      @inline(__always) func put(_ piece: [UInt8]) {
        for byte in piece {
          buffer[i] = byte
          i += 1
        }
      }
      @inline(__always) func digit(_ d: UInt8) {
        let start = Int(d) * b.digitWidth8
        for k in 0..<b.digitWidth8 {
          buffer[i] = b.digits[start + k]
          i += 1
        }
      }
      put(renderPrefix.utf8)
      put(lead.utf8)
      if count == 0 {
        digit(0)
        utf16 += digitWidth16
      } else {
        var remaining = count
        for d in integer {
          if recordTokens { bounds.append(utf16) }
          digit(d)
          utf16 += digitWidth16
          if recordTokens { bounds.append(utf16) }
          remaining -= 1
          if grouped && remaining > 0
            && (remaining == primary
              || (remaining > primary && (remaining - primary) % secondary == 0))
          {
            put(b.group.utf8)
            utf16 += b.group.utf16
          }
        }
      }
      if hasSeparator {
        let isToken = separator == .token && recordTokens
        if isToken { bounds.append(utf16) }
        put(b.decimal.utf8)
        utf16 += b.decimal.utf16
        if isToken { bounds.append(utf16) }
      }
      for _ in 0..<padding {
        digit(0)
        utf16 += digitWidth16
      }
      for d in fraction {
        if recordTokens { bounds.append(utf16) }
        digit(d)
        utf16 += digitWidth16
        if recordTokens { bounds.append(utf16) }
      }
      put(trail.utf8)
      put(renderSuffix.utf8)
      return i
    }
    return RenderedAmount(
      text: text, tokenBounds: bounds, numberStart: numberStart, numberEnd: utf16,
      utf16Count: utf16 + trail.utf16 + renderSuffix.utf16)
  }
}
