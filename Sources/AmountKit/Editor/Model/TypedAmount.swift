import Foundation

/// The amount being edited, as the user's tokens: digits, and in decimal
/// entry the decimal separator. Everything else in the text is decoration
/// the format adds.
///
/// - decimal: integer digits (no leading zeros but held ones, below),
///   optionally the separator, then fraction digits as typed;
/// - integer: digits (no leading zeros but held ones);
/// - cents: all digits of the minor units (no leading zeros but held
///   ones); the separator and padding zeros are decoration.
///
/// Zeros left leading by a deletion are held while editing
/// (``heldZeros``): `$1|0,000.25` + backspace shows `$|0,000.25`, so that
/// correcting the first digit never changes the amount's magnitude
/// (contract: "What the text shows while editing"). End of editing drops
/// them with every other trace of typing.
///
/// A field holding only the separator the user typed (`$0.`) holds no
/// amount: its tokens are the separator alone and ``hasAmount`` is false.
///
/// Zero is an amount (contract: "Zero is an amount"): a typed, pasted or
/// set zero is the one digit `0`, which leading-zero stripping keeps. An
/// integer part with no digit at all (`$0.56` after deleting `1`) shows the
/// locale's zero as decoration.
struct TypedAmount: Hashable, Sendable {
  /// The token of the decimal separator among the digit tokens 0 to 9:
  /// the first value that is no digit.
  static let separator: UInt8 = 10

  /// Inline up to 32 tokens: a keystroke on such an amount allocates
  /// nothing for it.
  var tokens = DigitTokens()
  /// How many of the leading zeros of the integer part a deletion left
  /// there: they stay until editing ends (``normalize()`` keeps them).
  var heldZeros = 0
  /// Whether there is an amount; with no tokens it is zero (`$0`, `$0.00`).
  /// No amount and a sign is the lone sign.
  var hasAmount = false
  /// Whether the decimal separator token was put there by the field (a
  /// value set, the text at rest, the result of a step or of `=`), not
  /// typed or pasted by the user; false without a separator. A zero whose
  /// separator is the field's takes a paste whole (contract: "Paste and
  /// programmatic replacement").
  var hasFormattedSeparator = false
  /// Whether the amount is negative.
  var isNegative = false

  /// Whether the tokens are the decimal separator alone, which is no
  /// amount.
  var isLoneSeparator: Bool { tokens.count == 1 && tokens.first == Self.separator }

  /// Where the decimal separator token is, if any (every keystroke asks,
  /// several times: the tokens keep it).
  var separatorIndex: Int? { tokens.separatorIndex }

  /// The number of integer digits the amount counts against the limit:
  /// its significant ones (a lone `0` and held zeros count as none).
  func integerDigitCount(mode: AmountEntryMode, fractionDigits: Int) -> Int {
    let integer = split(mode: mode, fractionDigits: fractionDigits).integer
    guard integer.first == 0 else { return integer.count }
    return integer.count - (integer.firstIndex { $0 != 0 } ?? integer.endIndex) + integer.startIndex
  }

  /// Integer and fraction digits in the given mode.
  func split(mode: AmountEntryMode, fractionDigits: Int) -> (
    integer: Slice<DigitTokens>, fraction: Slice<DigitTokens>
  ) {
    let (integerEnd, fractionStart) = splitIndices(mode: mode, fractionDigits: fractionDigits)
    return (tokens[..<integerEnd], tokens[fractionStart...])
  }

  /// Where the integer digits end and the fraction digits start in
  /// `tokens`, in the given mode: the separator token, if any, lies
  /// between.
  func splitIndices(mode: AmountEntryMode, fractionDigits: Int) -> (
    integerEnd: Int, fractionStart: Int
  ) {
    switch mode.base {
    case .decimal:
      if let s = separatorIndex { return (s, s + 1) }
      return (tokens.count, tokens.count)
    case .integer:
      return (tokens.count, tokens.count)
    case .cents:
      let cut = max(0, tokens.count - fractionDigits)
      return (cut, cut)
    }
  }

  /// Strips leading zeros but the held ones (``heldZeros``), keeping the
  /// last digit of the integer part (of all digits in cents and integer
  /// entry, which have no separator token); returns how many tokens went,
  /// from the front.
  mutating func normalize() -> Int {
    // Nearly always: no leading zero, found without looking for the
    // separator.
    guard tokens.first == 0 else {
      if heldZeros != 0 { heldZeros = 0 }
      return 0
    }
    let integerEnd = separatorIndex ?? tokens.count
    var leading = 0
    while leading < integerEnd, tokens[leading] == 0 { leading += 1 }
    // Without held zeros the last digit of an integer part of zeros stays
    // (a typed zero is an amount); held zeros stay as the deletion left
    // them.
    let kept = max(min(heldZeros, leading), leading == integerEnd ? 1 : 0)
    guard kept < leading else {
      heldZeros = min(heldZeros, leading)
      return 0
    }
    let zeros = leading - kept
    if zeros > 0 { tokens.removeFirst(zeros) }
    heldZeros = min(heldZeros, kept)
    return zeros
  }

  /// After a deletion: the zeros now leading the integer part stay while
  /// editing (`$1|0,000.25` gives `$|0,000.25`; `$1|0` gives `$|0`).
  mutating func holdLeadingZeros() {
    guard tokens.first == 0 else { return }
    let integerEnd = separatorIndex ?? tokens.count
    var leading = 0
    while leading < integerEnd, tokens[leading] == 0 { leading += 1 }
    heldZeros = leading
  }

  /// Whether `other` holds the same value, compared digit by digit
  /// (leading integer zeros and trailing fraction zeros aside): cheaper
  /// than building and comparing two `Decimal`s. A host's keystroke that
  /// changes the amount asks it once.
  @inline(__always)
  func hasSameValue(as other: TypedAmount, mode: AmountEntryMode, fractionDigits: Int) -> Bool {
    guard hasAmount == other.hasAmount else { return false }
    guard hasAmount else { return true }
    // Only decimal entry has a separator token; in cents and integer entry
    // the tokens are the digits of one integer (the mode places the cents).
    let separated = mode == .decimal
    // Nearly every keystroke adds or removes an integer digit: the counts
    // of significant integer digits differ (tokens that do not start with
    // a zero have as many as they have integer tokens), known without
    // reading the digits or calling out of line.
    if let mine = tokens.significantIntegerCount(separated: separated),
      let theirs = other.tokens.significantIntegerCount(separated: separated), mine != theirs
    {
      return false
    }
    return hasSameDigits(as: other, separated: separated)
  }

  /// ``hasSameValue(as:mode:fractionDigits:)`` of two amounts, both with
  /// an amount, read digit by digit; `separated` in decimal entry.
  private func hasSameDigits(as other: TypedAmount, separated: Bool) -> Bool {
    let separator = separated ? separatorIndex : nil
    let otherSeparator = separated ? other.separatorIndex : nil
    // Read through the bytes: slices of the tokens would copy them.
    return tokens.withUnsafeBufferPointer { mine in
      other.tokens.withUnsafeBufferPointer { theirs in
        Self.sameValue(
          mine, separator: separator, isNegative: isNegative, theirs,
          separator: otherSeparator, isNegative: other.isNegative)
      }
    }
  }

  /// ``hasSameValue(as:mode:fractionDigits:)`` on the tokens of two
  /// amounts: the integer digits before the separator (all of them without
  /// one), the fraction digits after it.
  private static func sameValue(
    _ tokens: UnsafeBufferPointer<UInt8>, separator: Int?, isNegative: Bool,
    _ otherTokens: UnsafeBufferPointer<UInt8>, separator otherSeparator: Int?,
    isNegative otherIsNegative: Bool
  ) -> Bool {
    let integerEnd = separator ?? tokens.count
    let otherIntegerEnd = otherSeparator ?? otherTokens.count
    // Significant integer digits: from the first non-zero one. Amounts
    // that differ in their number (and whose tokens are inline) were told
    // apart before: see ``hasSameValue(as:mode:fractionDigits:)``.
    var i = 0
    while i < integerEnd && tokens[i] == 0 { i &+= 1 }
    var j = 0
    while j < otherIntegerEnd && otherTokens[j] == 0 { j &+= 1 }
    let significantIntegerDigits = integerEnd &- i
    guard significantIntegerDigits == otherIntegerEnd &- j else { return false }
    while i < integerEnd {
      guard tokens[i] == otherTokens[j] else { return false }
      i &+= 1
      j &+= 1
    }
    // Significant fraction digits: up to the last non-zero one.
    let fractionStart = separator.map { $0 &+ 1 } ?? tokens.count
    let otherFractionStart = otherSeparator.map { $0 &+ 1 } ?? otherTokens.count
    var end = tokens.count
    while end > fractionStart && tokens[end &- 1] == 0 { end &-= 1 }
    var otherEnd = otherTokens.count
    while otherEnd > otherFractionStart && otherTokens[otherEnd &- 1] == 0 { otherEnd &-= 1 }
    guard end &- fractionStart == otherEnd &- otherFractionStart else { return false }
    var k = fractionStart
    var l = otherFractionStart
    while k < end {
      guard tokens[k] == otherTokens[l] else { return false }
      k &+= 1
      l &+= 1
    }
    // Zero has no sign.
    let isZero = significantIntegerDigits == 0 && end == fractionStart
    return isNegative == otherIsNegative || isZero
  }

  /// The exact value, or nil without an amount.
  func value(mode: AmountEntryMode, fractionDigits: Int) -> Decimal? {
    guard hasAmount else { return nil }
    let (integer, fraction) = split(mode: mode, fractionDigits: fractionDigits)
    if mode == .cents {
      return DecimalDigits.decimal(
        isNegative: isNegative, digits: tokens, exponent: -fractionDigits)
    }
    return DecimalDigits.decimal(
      isNegative: isNegative, digits: integer + fraction, exponent: -fraction.count)
  }

  /// The value in minor units (10^-fractionDigits), or nil without an
  /// amount or when it does not fit 64 bits.
  func minorUnits(mode: AmountEntryMode, fractionDigits: Int) -> Int64? {
    guard hasAmount else { return nil }
    let (integer, fraction) = split(mode: mode, fractionDigits: fractionDigits)
    var result: Int64 = 0
    func push(_ d: UInt8) -> Bool {
      let (m, o1) = result.multipliedReportingOverflow(by: 10)
      let (a, o2) = m.addingReportingOverflow(Int64(d))
      result = a
      return !(o1 || o2)
    }
    if mode == .cents {
      for d in tokens where !push(d) { return nil }
    } else {
      for d in integer where !push(d) { return nil }
      for i in 0..<fractionDigits
      where !push(i < fraction.count ? fraction[fraction.startIndex + i] : 0) {
        return nil
      }
    }
    return isNegative ? -result : result
  }

  /// The draft that shows `value` at rest in `configuration`.
  init(value: Decimal?, configuration: AmountFieldConfiguration) {
    guard let value, !value.isNaN else { return }
    let fd = configuration.fractionDigits
    let rounded = DecimalDigits(value).rounded(
      toFractionDigits: fd, rule: configuration.format.roundingRule)
    let (integer, fraction) = rounded.parts(fractionDigits: fd)
    hasAmount = true
    isNegative = rounded.isNegative && !rounded.digits.isEmpty
    // The integer `0` of an amount below 1 is a digit the field shows.
    let integerDigits = integer.isEmpty ? [0] : integer
    switch configuration.effectiveMode.base {
    case .integer:
      tokens = DigitTokens(integerDigits)
    case .cents:
      tokens = DigitTokens(integer + fraction)
      _ = normalize()
    case .decimal:
      var shown = fraction[...]
      if !configuration.restingFormat.padsFraction {
        while shown.last == 0 { shown.removeLast() }
      }
      tokens = DigitTokens(integerDigits)
      if !shown.isEmpty {
        tokens += [Self.separator] + shown
        hasFormattedSeparator = true
      }
    }
  }

  init() {}

  /// An amount of at most ``DigitTokens/inlineCapacity`` tokens as plain
  /// bytes: copied and destroyed without reference counting, it is what a
  /// keystroke's change report keeps (``AmountInputChange``).
  struct Plain: Sendable {
    fileprivate var tokens: DigitTokens.Inline
    fileprivate var isNegative: Bool
    fileprivate var hasAmount: Bool
    fileprivate var hasFormattedSeparator: Bool
    fileprivate var heldZeros: Int
  }

  /// The amount as plain bytes, or nil when its tokens spill.
  @inline(__always)
  var plain: Plain? {
    tokens.inlineTokens.map {
      Plain(
        tokens: $0, isNegative: isNegative, hasAmount: hasAmount,
        hasFormattedSeparator: hasFormattedSeparator, heldZeros: heldZeros)
    }
  }

  /// The amount `plain` holds.
  init(_ plain: Plain) {
    isNegative = plain.isNegative
    tokens = DigitTokens(plain.tokens)
    hasAmount = plain.hasAmount
    hasFormattedSeparator = plain.hasFormattedSeparator
    heldZeros = plain.heldZeros
  }

  /// The amount, moved out: an empty one stays (what `consume` does to a
  /// variable, which crashes the compiler of the iOS SDK check).
  @inline(__always)
  mutating func take() -> TypedAmount {
    var taken = TypedAmount()
    swap(&taken, &self)
    return taken
  }
}
