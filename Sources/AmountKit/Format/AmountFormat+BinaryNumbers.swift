import Foundation

extension AmountFormat {
  /// Formats an integer exactly, as Foundation's integer styles do
  /// (`12345.formatted(.currency(code: "USD"))`, `IntegerFormatStyle`):
  /// every digit of any width, rounded to nothing, padded for currencies.
  ///
  /// ```swift
  /// AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  ///   .format(Int.min)  // "-$9,223,372,036,854,775,808.00"
  /// ```
  ///
  /// The text equals Foundation's for the same locale and settings. For a
  /// percentage, an integer is the percent itself, as Foundation's integer
  /// percent style reads it (`5` is `5 %`, as `5.formatted(.percent)` is
  /// `5%`), where a `Decimal` or a `Double` is the fraction (`0.05` is
  /// `5 %`, and so is the `Decimal` `0.05`): Foundation's styles differ
  /// there, and each type keeps Foundation's meaning.
  ///
  /// - Parameter value: The amount.
  /// - Returns: The formatted text.
  public func format(_ value: some BinaryInteger) -> String {
    format(digits: DecimalDigits(integer: value))
  }

  /// Formats a binary floating-point value as Foundation's floating-point
  /// styles do (`1234.5.formatted(.currency(code: "USD"))`,
  /// `FloatingPointFormatStyle`): the value becomes a `Double`, and the
  /// `Double` the shortest decimal that reads back as the same `Double`
  /// (what `String(describing:)` prints: `0.1` for `0.1`, not the binary
  /// value's `0.1000000000000000055511151231257827`), which is then
  /// rounded with ``roundingRule`` like a `Decimal`. This is how ICU, which
  /// Foundation formats with, reads a double: the texts are the same,
  /// character for character, `NaN` and infinities included (`$NaN`,
  /// `-$∞`), and so is the minus of `-0.0` (`-$0.00`).
  ///
  /// ```swift
  /// let dollars = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  /// dollars.format(2.675)       // "$2.68": the shortest decimal of 2.675 is 2.675
  /// dollars.format(0.1 + 0.2)   // "$0.30"
  /// dollars.format(Double.nan)  // "$NaN"
  /// ```
  ///
  /// A `Double` is for showing an amount computed elsewhere in binary
  /// floating point. Amounts that must stay exact are `Decimal`s or
  /// integer minor units
  /// (``format(minorUnits:)``); the field's value is always a `Decimal`.
  ///
  /// - Parameter value: The amount.
  /// - Returns: The formatted text.
  public func format<Value: BinaryFloatingPoint>(_ value: Value) -> String {
    let double = Double(value)
    if double.isNaN { return text(of: double.sign == .minus ? .negativeNaN : .nan) }
    if double.isInfinite { return text(of: double < 0 ? .negativeInfinity : .infinity) }
    var digits = DecimalDigits(shortest: double)
    digits.exponent += valueScale
    return format(digits: digits)
  }
}

extension DecimalDigits {
  /// The digits of an integer, exactly, whatever its width.
  init(integer value: some BinaryInteger) {
    var digits: [UInt8] = []
    for byte in String(value.magnitude).utf8 where digits.count > 0 || byte != UInt8(ascii: "0") {
      digits.append(byte - UInt8(ascii: "0"))
    }
    self.init(isNegative: value < 0, digits: digits, exponent: 0)
  }

  /// The digits of the shortest decimal that reads back as `value` (a
  /// finite `Double`), read from `Double.description` (`1234.5`, `1e-07`,
  /// `1.2345678901234568e+17`). A negative zero keeps its sign, as
  /// Foundation's formats show it (`-$0.00`).
  init(shortest value: Double) {
    var digits: [UInt8] = []
    var fractionDigits = 0
    var exponent = 0
    var exponentSign = 1
    var inFraction = false
    var inExponent = false
    for byte in value.magnitude.description.utf8 {
      switch byte {
      case UInt8(ascii: "."): inFraction = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
      case UInt8(ascii: "-") where inExponent: exponentSign = -1
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = byte - UInt8(ascii: "0")
        if inExponent {
          exponent = exponent * 10 + Int(digit)
        } else {
          if inFraction { fractionDigits += 1 }
          if !digits.isEmpty || digit != 0 { digits.append(digit) }
        }
      default: break
      }
    }
    self.init(
      isNegative: value.sign == .minus, digits: digits,
      exponent: exponentSign * exponent - fractionDigits)
  }
}
