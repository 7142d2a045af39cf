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
      separator: fraction.isEmpty ? .hidden : .decoration, fractionPadding: 0
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
        separator: fractionEnd > integerEnd ? .decoration : .hidden, fractionPadding: 0
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
///
/// The positions of the editable tokens (digits, and the separator when it
/// is a token) are not stored one by one: they follow from the counts and
/// widths of the pieces, so that a keystroke allocates nothing for them.
struct RenderedAmount {
  var text: String
  /// Where the number (digits, shown zero, separator) starts and ends.
  var numberStart: Int
  var numberEnd: Int
  /// The text's length in UTF-16 units, known from the pieces (counting a
  /// non-ASCII string's UTF-16 units walks it).
  var utf16Count: Int
  /// The number of tokens.
  var tokenCount = 0
  /// The integer digits that are tokens, the first `integerTokenCount`
  /// tokens (none when the integer part shows the zero as decoration).
  var integerTokenCount = 0
  /// Whether the separator is token `integerTokenCount`.
  var separatorIsToken = false
  /// Where the separator starts (the integer part with its grouping ends)
  /// and ends.
  var separatorStart = 0
  var separatorEnd = 0
  /// Where the first fraction digit starts, after padding zeros.
  var fractionStart = 0
  /// The UTF-16 length of a digit and of a grouping separator.
  var digitWidth16 = 1
  var groupWidth16 = 0
  var grouping = Grouping.none

  /// A text without a number (empty, a lone sign): the number is empty at
  /// its end.
  init(textWithoutNumber text: String, utf16Count: Int) {
    self.text = text
    numberStart = utf16Count
    numberEnd = utf16Count
    self.utf16Count = utf16Count
  }

  init(text: String, numberStart: Int, numberEnd: Int, utf16Count: Int) {
    self.text = text
    self.numberStart = numberStart
    self.numberEnd = numberEnd
    self.utf16Count = utf16Count
  }

  /// UTF-16 start of token `i`.
  func tokenStart(_ i: Int) -> Int {
    if i < integerTokenCount {
      let separators = grouping.separators(beforeDigit: i, of: integerTokenCount)
      return numberStart + i * digitWidth16 + separators * groupWidth16
    }
    if !separatorIsToken { return fractionStart + (i - integerTokenCount) * digitWidth16 }
    if i == integerTokenCount { return separatorStart }
    return fractionStart + (i - integerTokenCount - 1) * digitWidth16
  }

  /// UTF-16 end of token `i`.
  func tokenEnd(_ i: Int) -> Int {
    if separatorIsToken && i == integerTokenCount { return separatorEnd }
    return tokenStart(i) + digitWidth16
  }
}

/// Where grouping separators go in an integer part: after each digit that
/// has `primary` digits to its right, or `primary` and a multiple of
/// `secondary` (`12,34,567`: primary 3, secondary 2).
struct Grouping {
  /// Digits in the rightmost group; 0 when the integer part is not grouped.
  var primary: Int
  /// Digits in every further group.
  var secondary: Int

  static let none = Grouping(primary: 0, secondary: 1)

  /// Whether a separator follows a digit with `digitsAfter` digits to its
  /// right.
  @inline(__always)
  func separatorFollows(digitsAfter: Int) -> Bool {
    primary > 0 && digitsAfter >= primary && (digitsAfter - primary) % secondary == 0
  }

  /// How many separators follow the digits that have 1 to `digitsAfter`
  /// digits to their right.
  @inline(__always)
  func separators(upToDigitsAfter digitsAfter: Int) -> Int {
    primary > 0 && digitsAfter >= primary ? (digitsAfter - primary) / secondary + 1 : 0
  }

  /// How many separators stand before digit `i` of an integer part of
  /// `count` digits.
  @inline(__always)
  func separators(beforeDigit i: Int, of count: Int) -> Int {
    separators(upToDigitsAfter: count - 1) - separators(upToDigitsAfter: count - 1 - i)
  }
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
    fractionPadding: Int
  ) -> RenderedAmount {
    let b = renderBytes
    let lead = negative ? b.negativePrefix : b.positivePrefix
    let trail = negative ? b.negativeSuffix : b.positiveSuffix
    let count = integer.count
    let primary = renderPrimaryGrouping
    let grouping =
      primary > 0 && count >= primary + renderMinimumGroupingDigits
      ? Grouping(primary: primary, secondary: renderSecondaryGrouping) : .none
    let groups = grouping.separators(upToDigitsAfter: count - 1)
    let padding = max(0, fractionPadding)
    let digitCount = max(count, 1) + padding + fraction.count
    let hasSeparator = separator != .hidden
    let total =
      renderPrefix.utf8.count + lead.utf8.count + digitCount * b.digitWidth8 + groups
      * b.group.utf8.count + (hasSeparator ? b.decimal.utf8.count : 0) + trail.utf8.count
      + renderSuffix.utf8.count
    let text = String(unsafeUninitializedCapacity: max(total, 1)) { buffer -> Int in
      // The capacity is at least 1: there is a base address.
      guard let base = buffer.baseAddress else { return 0 }
      var out = ByteWriter(base)
      out.write(renderPrefix.utf8)
      out.write(lead.utf8)
      if count == 0 {
        out.write(digit: 0, of: b)
      } else {
        var remaining = count
        for d in integer {
          out.write(digit: d, of: b)
          remaining -= 1
          if grouping.separatorFollows(digitsAfter: remaining) { out.write(b.group.utf8) }
        }
      }
      if hasSeparator { out.write(b.decimal.utf8) }
      for _ in 0..<padding { out.write(digit: 0, of: b) }
      for d in fraction { out.write(digit: d, of: b) }
      out.write(trail.utf8)
      out.write(renderSuffix.utf8)
      return out.count
    }
    let digitWidth16 = renderDigitWidth16
    let numberStart = renderPrefix.utf16 + lead.utf16
    let separatorStart = numberStart + max(count, 1) * digitWidth16 + groups * b.group.utf16
    let separatorEnd = separatorStart + (hasSeparator ? b.decimal.utf16 : 0)
    let fractionStart = separatorEnd + padding * digitWidth16
    let numberEnd = fractionStart + fraction.count * digitWidth16
    var rendered = RenderedAmount(
      text: text, numberStart: numberStart, numberEnd: numberEnd,
      utf16Count: numberEnd + trail.utf16 + renderSuffix.utf16)
    rendered.integerTokenCount = count
    rendered.separatorIsToken = separator == .token
    rendered.tokenCount = count + fraction.count + (rendered.separatorIsToken ? 1 : 0)
    rendered.separatorStart = separatorStart
    rendered.separatorEnd = separatorEnd
    rendered.fractionStart = fractionStart
    rendered.digitWidth16 = digitWidth16
    rendered.groupWidth16 = b.group.utf16
    rendered.grouping = grouping
    return rendered
  }
}

/// Writes bytes into a buffer sized beforehand.
struct ByteWriter {
  private let start: UnsafeMutablePointer<UInt8>
  private var next: UnsafeMutablePointer<UInt8>

  init(_ start: UnsafeMutablePointer<UInt8>) {
    self.start = start
    next = start
  }

  /// The number of bytes written.
  var count: Int { next - start }

  @inline(__always)
  mutating func write(_ bytes: [UInt8]) {
    for byte in bytes {
      next.initialize(to: byte)
      next += 1
    }
  }

  /// Writes the locale's digit `d`.
  @inline(__always)
  mutating func write(digit d: UInt8, of bytes: PatternBytes) {
    let width = bytes.digitWidth8
    if width == 1 {
      next.initialize(to: bytes.digits[Int(d)])
      next += 1
      return
    }
    let start = Int(d) * width
    for k in 0..<width {
      next.initialize(to: bytes.digits[start + k])
      next += 1
    }
  }
}
