import Foundation

// Shorthand (contract: "Shorthand"): a multiplier key typed at the end of a
// number with at least one digit multiplies the amount typed so far, and a
// paste may end with one multiplier. The keys are the locale's own
// (`ShorthandUnits`).

extension AmountEditor {
  /// A multiplier key: the amount times 10^exponent, exact, within the
  /// limits and the fraction digits, shown as if its digits had been typed.
  mutating func multiply(byPowerOfTen exponent: Int) throws(AmountRejection) {
    // Only at the end of a number that has a digit.
    guard selection.isEmpty, selection.lowerBound == layout.numberEnd,
      draft.tokens.contains(where: { $0 != TypedAmount.separator }),
      let value = draft.value(mode: mode, fractionDigits: fractionDigits)
    else { throw .invalidCharacter }
    switch multipliedAmount(value, byPowerOfTen: exponent, mode: mode) {
    case .success(let multiplied): return try commit(multiplied, caret: .numberEnd)
    case .failure(let reason): throw reason
    }
  }

  /// `value` times 10^exponent as typed in `mode` (see
  /// ``typedAmount(_:fractionDigits:mode:)``), or the reason when it needs
  /// more fraction digits than the field has. Shared by the multiplier key
  /// on the number and on an expression's last operand.
  func multipliedAmount(_ value: Decimal, byPowerOfTen exponent: Int, mode: AmountEntryMode)
    -> Result<TypedAmount, AmountRejection>
  {
    var result = value
    for _ in 0..<exponent { result *= 10 }
    let digits = DecimalDigits(result)
    let shown = digits.significantFractionDigits
    if shown > fractionDigits { return .failure(mode == .integer ? .noFraction : .fractionFull) }
    return .success(typedAmount(digits, fractionDigits: shown, mode: mode))
  }

  /// The amount `digits` as typed (after a multiplier or a step): `shown`
  /// fraction digits in decimal entry, the full fraction in cents entry.
  func typedAmount(_ digits: DecimalDigits, fractionDigits shown: Int, mode: AmountEntryMode? = nil)
    -> TypedAmount
  {
    guard (mode ?? self.mode) == .decimal else {
      return TypedAmount(value: digits.decimal, configuration: context.configuration)
    }
    let (integer, fraction) = digits.parts(fractionDigits: shown)
    var next = TypedAmount()
    next.hasAmount = true
    next.isNegative = digits.isNegative && !digits.digits.allSatisfy { $0 == 0 }
    next.tokens = integer.isEmpty ? [0] : DigitTokens(integer)
    if shown > 0 {
      next.tokens += [TypedAmount.separator] + fraction
      next.hasFormattedSeparator = true
    }
    return next
  }

  /// Reads a pasted text as one number; with shorthand on, one trailing
  /// multiplier (`2.5k`, `1.5万`) multiplies it.
  func parsePaste(_ text: String) throws(AmountRejection) -> ParsedAmount {
    let parser = LenientParser(format: context.configuration.format)
    guard let units = context.shorthand, let (number, exponent) = Self.split(text, units) else {
      let parsed: ParsedAmount
      do { parsed = try parser.parse(text) } catch {
        throw error == .tooManyDigits ? .tooManyDigits : .invalidPaste
      }
      // Beyond the exact range before any limit of the field: the reason
      // says what the paste has too many of.
      if parsed.significantDigits > DecimalDigits.maximumSignificantDigits { throw .tooManyDigits }
      return parsed
    }
    let parsed: ParsedAmount
    let value: Decimal
    do {
      parsed = try parser.parse(number)
      value = try parsed.decimal()
    } catch {
      throw error == .tooManyDigits ? .tooManyDigits : .invalidPaste
    }
    var result = value
    for _ in 0..<exponent { result *= 10 }
    let digits = DecimalDigits(result)
    let shown = digits.significantFractionDigits
    let (integer, fraction) = digits.parts(fractionDigits: shown)
    var multiplied = parsed
    multiplied.integer = integer
    multiplied.fraction = fraction
    multiplied.hasSeparator = shown > 0
    return multiplied
  }

  /// The text before a trailing multiplier and its exponent, or nil.
  private static func split(_ text: String, _ units: ShorthandUnits) -> (String, Int)? {
    var number = Substring(text)
    while let last = number.unicodeScalars.last, Characters.isIgnorable(last) {
      number = number.dropLast()
    }
    guard let key = number.last, let exponent = units.exponent(for: key) else { return nil }
    number = number.dropLast()
    guard number.unicodeScalars.contains(where: { Characters.digitValue($0) != nil }) else {
      return nil
    }
    return (String(number), exponent)
  }
}
