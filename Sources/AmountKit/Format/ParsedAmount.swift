import Foundation

/// An amount as read from text, before limits apply.
package struct ParsedAmount: Equatable {
  /// A sign written.
  package enum Sign { case plus, minus }
  /// The sign written, or nil when none was.
  package var sign: Sign?
  /// Integer digits as written (leading zeros kept).
  package var integer: [UInt8]
  /// Fraction digits as written (trailing zeros kept).
  package var fraction: [UInt8]
  var hasSeparator: Bool
  /// Whether the text held more than digits, spaces and one decimal
  /// separator: grouping, a currency symbol or an affix.
  var hasDecoration = false

  /// The digits from the first non-zero digit on, as written (trailing
  /// fraction zeros count: they are digits the text asks to keep).
  var significantDigits: Int {
    let integerDigits = integer.drop { $0 == 0 }.count
    return integerDigits > 0 ? integerDigits + fraction.count : fraction.drop { $0 == 0 }.count
  }

  func decimal() throws(AmountParseError) -> Decimal {
    guard significantDigits <= DecimalDigits.maximumSignificantDigits else { throw .tooManyDigits }
    return DecimalDigits.decimal(
      isNegative: sign == .minus, digits: integer + fraction, exponent: -fraction.count)
  }

  /// Moves the separator `exponent` digits to the left: a percentage's
  /// number shown becomes its value (`12.5` becomes `0.125`), exactly.
  package mutating func divide(byPowerOfTen exponent: Int) {
    let moved = integer.suffix(exponent)
    fraction = Array(repeating: 0, count: exponent - moved.count) + moved + fraction
    integer.removeLast(moved.count)
  }
}
