import Foundation

/// The amount being edited, as the user's tokens: digits, and in decimal
/// entry the decimal separator. Everything else in the text is decoration
/// the format adds.
///
/// - decimal: integer digits (no leading zeros), optionally the separator,
///   then fraction digits as typed;
/// - integer: digits (no leading zeros);
/// - cents: all digits of the minor units (no leading zeros); the separator
///   and padding zeros are decoration.
///
/// Zero is an amount (contract: "Zero is an amount"): a typed, pasted or
/// set zero is the one digit `0`, which leading-zero stripping keeps. An
/// integer part with no digit at all (`$0.56` after deleting `1`) shows the
/// locale's zero as decoration.
struct Draft: Hashable, Sendable {
  static let separator: UInt8 = 10

  var isNegative = false
  var tokens: [UInt8] = []
  /// Whether there is an amount; with no tokens it is zero (`$0`, `$0.00`).
  /// No amount and a sign is the lone sign.
  var hasAmount = false

  var separatorIndex: Int? { tokens.firstIndex(of: Self.separator) }

  var isLoneSign: Bool { !hasAmount && isNegative }

  /// The number of integer digits the amount counts against the limit: a
  /// lone `0` counts as none.
  func integerDigitCount(mode: AmountEntryMode, fractionDigits: Int) -> Int {
    let integer = split(mode: mode, fractionDigits: fractionDigits).integer
    return integer.count == 1 && integer.first == 0 ? 0 : integer.count
  }

  /// Integer and fraction digits in the given mode.
  func split(mode: AmountEntryMode, fractionDigits: Int) -> (
    integer: ArraySlice<UInt8>, fraction: ArraySlice<UInt8>
  ) {
    switch mode {
    case .decimal:
      if let s = separatorIndex { return (tokens[..<s], tokens[(s + 1)...]) }
      return (tokens[...], [])
    case .integer:
      return (tokens[...], [])
    case .cents:
      let cut = max(0, tokens.count - fractionDigits)
      return (tokens[..<cut], tokens[cut...])
    }
  }

  /// Strips leading zeros, keeping the last digit of the integer part (of
  /// all digits in cents and integer entry, which have no separator
  /// token); returns how many tokens went.
  mutating func normalize() -> Int {
    let integerEnd = separatorIndex ?? tokens.count
    var zeros = 0
    while zeros + 1 < integerEnd, tokens[zeros] == 0 { zeros += 1 }
    if zeros > 0 { tokens.removeFirst(zeros) }
    return zeros
  }

  /// After the leading digits were deleted: zeros left before the
  /// separator collapse to an empty integer part, its zero shown as
  /// decoration (`$1|0,000.25` gives `$|0.25`). Without a separator the
  /// last zero stays, a digit (`$1|0` gives `$|0`).
  mutating func collapseLeadingZeros() {
    guard let separator = separatorIndex, separator > 0,
      tokens[..<separator].allSatisfy({ $0 == 0 })
    else { return }
    tokens.removeSubrange(..<separator)
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
    switch configuration.effectiveMode {
    case .integer:
      tokens = integerDigits
    case .cents:
      tokens = integer + fraction
      _ = normalize()
    case .decimal:
      var shown = fraction[...]
      if !configuration.restingFormat.padsFraction {
        while shown.last == 0 { shown.removeLast() }
      }
      tokens = integerDigits
      if !shown.isEmpty { tokens += [Self.separator] + shown }
    }
  }

  init() {}
}
