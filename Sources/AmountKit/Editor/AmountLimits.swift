import Foundation

/// The field's limits, and the one place that decides whether an amount
/// keeps them (contract: "Limits", "Stepping", "Arithmetic"): made once
/// from the configuration, asked by typing, paste, host edits, steps, `=`,
/// the end of editing, ``AmountEditor/invalidReason`` and the invariant
/// checker.
///
/// Every amount is compared as a number shown (a percentage's limits times
/// 100). The rules:
/// - negatives only when allowed (see
///   ``AmountFieldConfiguration/negativesAllowed``);
/// - the integer digits at most ``maximumIntegerDigits``;
/// - the value at most the maximum;
/// - a minimum below zero is enforced while editing, like the maximum on
///   the far side; a minimum above zero only at rest (to reach 50 with a
///   minimum of 10 one types 5 first), where ``MinimumPolicy`` keeps or
///   clamps the value.
///
/// While editing, an amount already outside a limit (a value set from
/// outside, kept as given) may be edited toward it: an edit is refused
/// only when it breaks a limit the amount kept, or takes it further past.
struct AmountLimits: Sendable {
  /// Whether amounts may be negative.
  let negativesAllowed: Bool
  /// The most integer digits an amount may have.
  let maximumIntegerDigits: Int
  /// The largest amount, as a number shown.
  let maximum: Decimal?
  /// The smallest amount, as a number shown.
  let minimum: Decimal?
  /// What end of editing does with an amount below a positive minimum.
  let minimumPolicy: MinimumPolicy
  /// 10 to the power of ``maximumIntegerDigits``: the smallest magnitude
  /// with too many integer digits.
  private let integerDigitsCeiling: Decimal
  /// How the field's amounts are entered, and the fraction digits they
  /// may have.
  private let mode: AmountEntryMode
  private let fractionDigits: Int

  /// The limits of `configuration`, whose format is `format` (read once
  /// by the caller: each read of `configuration.format` copies it).
  init(_ configuration: AmountFieldConfiguration, format: AmountFormat) {
    negativesAllowed = configuration.negativesAllowed
    maximumIntegerDigits = configuration.maximumIntegerDigits
    maximum = configuration.maximum.map { format.shown($0) }
    minimum = configuration.minimum.map { format.shown($0) }
    minimumPolicy = configuration.minimumPolicy
    // 1 × 10^digits, made from its exponent: fifteen `Decimal`
    // multiplications would cost a new field ten times what the rest of it
    // costs.
    integerDigitsCeiling = Decimal(
      sign: .plus, exponent: configuration.maximumIntegerDigits, significand: 1)
    mode = configuration.effectiveMode
    fractionDigits = configuration.fractionDigits
  }

  // MARK: While editing

  /// The limit `proposed` breaks as the field's amount while editing (a
  /// keystroke, a paste, a host edit, a step's landing), or nil: measured
  /// from `current`, the amount before the edit, which may already be
  /// outside a limit. With `current` nil, every limit holds as configured
  /// (the result of `=`).
  ///
  /// The amount's value is read only when a maximum or minimum asks for
  /// it: a keystroke in a field without them builds no `Decimal`.
  @inline(__always)
  func violation(of proposed: TypedAmount, from current: TypedAmount?) -> AmountRejection? {
    if proposed.isNegative && !negativesAllowed {
      // Only a negative amount set from outside may stay negative, and
      // only while it comes closer to zero (a lone sign left of it counts
      // as -0: a zero may follow it, no other digit).
      guard let current, current.isNegative,
        (value(of: proposed) ?? 0) >= (value(of: current) ?? 0)
      else { return .negativeNotAllowed }
    }
    if let reason = digitViolation(of: proposed, mode: mode, keepingDigitsOf: current) {
      return reason
    }
    guard maximum != nil || minimum != nil, let value = value(of: proposed) else { return nil }
    // The amount before is read only past a limit: an amount already
    // beyond it may come closer, never go further.
    if isAboveMaximum(value) {
      let currentValue = current.flatMap(value(of:))
      if value > (currentValue ?? value) || !isAboveMaximum(currentValue) { return .aboveMaximum }
    }
    if isBelowMinimum(value, atRest: false) {
      let currentValue = current.flatMap(value(of:))
      if value < (currentValue ?? value) || !isBelowMinimum(currentValue, atRest: false) {
        return .belowMinimum
      }
    }
    return nil
  }

  /// Whether `value` is above the maximum.
  private func isAboveMaximum(_ value: Decimal?) -> Bool {
    guard let value, let maximum else { return false }
    return value > maximum
  }

  /// Whether `value` is below the minimum that applies: while editing
  /// only a minimum below zero, at rest any.
  private func isBelowMinimum(_ value: Decimal?, atRest: Bool) -> Bool {
    guard let value, let minimum, atRest || minimum < 0 else { return false }
    return value < minimum
  }

  /// The limit an operand of an open expression breaks, entered in
  /// `mode`: only the integer and fraction digits (the maximum and minimum
  /// apply to the result, at `=`).
  func operandViolation(of operand: TypedAmount, mode: AmountEntryMode) -> AmountRejection? {
    digitViolation(of: operand, mode: mode, keepingDigitsOf: nil)
  }

  /// The integer or fraction digits `amount` has too many of, entered in
  /// `mode`; more integer digits than the limit are kept only up to those
  /// of `current`, an amount set from outside.
  private func digitViolation(
    of amount: TypedAmount, mode: AmountEntryMode, keepingDigitsOf current: TypedAmount?
  ) -> AmountRejection? {
    let (integerEnd, fractionStart) = amount.splitIndices(
      mode: mode, fractionDigits: fractionDigits)
    // The integer digits are counted only when their tokens could be too
    // many: a keystroke counts nothing.
    if integerEnd > maximumIntegerDigits {
      let digits = amount.integerDigitCount(mode: mode, fractionDigits: fractionDigits)
      let kept = current?.integerDigitCount(mode: mode, fractionDigits: fractionDigits) ?? 0
      if digits > max(maximumIntegerDigits, kept) { return .tooManyIntegerDigits }
    }
    if mode == .decimal && amount.tokens.count - fractionStart > fractionDigits {
      return .fractionFull
    }
    return nil
  }

  private func value(of amount: TypedAmount) -> Decimal? {
    amount.value(mode: mode, fractionDigits: fractionDigits)
  }

  /// The sign key's answer to making an amount (or an expression's first
  /// operand) negative: nil when negatives are allowed.
  func signViolation(negative: Bool) -> AmountRejection? {
    negative && !negativesAllowed ? .negativeNotAllowed : nil
  }

  // MARK: Steps

  /// A limit a step can reach: the value and the reason a step beyond it
  /// gives.
  struct StepLimit {
    var value: Decimal
    var reason: AmountRejection
  }

  /// Where a step of `step` up or down from `current` lands, showing
  /// `precision` fraction digits; thrown, the reason when `current` is on
  /// the limit in that direction (or beyond it, going further away).
  ///
  /// A step that would cross a limit lands on it; from outside the allowed
  /// range, a step toward it lands on the first limit reached.
  func stepTarget(from current: Decimal, by step: Decimal, up: Bool, precision: Int)
    throws(AmountRejection) -> Decimal
  {
    let (lower, upper) = stepLimits(precision: precision)
    if up {
      if current >= upper.value { throw upper.reason }
      return current < lower.value ? lower.value : min(current + step, upper.value)
    }
    if current <= lower.value { throw lower.reason }
    return current > upper.value ? upper.value : max(current - step, lower.value)
  }

  /// The lowest and highest amounts a step may land on, with the reasons
  /// a step past them gives: the maximum or the integer digits above; a
  /// negative minimum, zero when negatives are not allowed, or the integer
  /// digits below. The integer digits' limit is the largest amount they
  /// hold at the precision shown (`$999` with three digits and whole steps,
  /// `$999.9` with one fraction digit shown).
  private func stepLimits(precision: Int) -> (lower: StepLimit, upper: StepLimit) {
    var unit = Decimal(1)
    for _ in 0..<precision { unit /= 10 }
    let digitsLimit = integerDigitsCeiling - unit
    var upper = StepLimit(value: digitsLimit, reason: .tooManyIntegerDigits)
    if let maximum {
      let reachable = rounded(maximum, towardZeroFrom: true)
      if reachable <= upper.value { upper = StepLimit(value: reachable, reason: .aboveMaximum) }
    }
    var lower: StepLimit
    if !negativesAllowed {
      lower = StepLimit(value: 0, reason: .negativeNotAllowed)
    } else {
      lower = StepLimit(value: -digitsLimit, reason: .tooManyIntegerDigits)
      if let minimum, minimum < 0 {
        let reachable = rounded(minimum, towardZeroFrom: false)
        if reachable >= lower.value { lower = StepLimit(value: reachable, reason: .belowMinimum) }
      }
    }
    return (lower, upper)
  }

  /// A limit with more fraction digits than the field shows, rounded into
  /// the allowed range (down for an upper limit, up for a lower one).
  private func rounded(_ limit: Decimal, towardZeroFrom upper: Bool) -> Decimal {
    let rule: FloatingPointRoundingRule = upper ? .down : .up
    return DecimalDigits(limit).rounded(toFractionDigits: fractionDigits, rule: rule).decimal
  }

  // MARK: At rest

  /// What end of editing makes of the value `value` (a number shown): the
  /// minimum in its place when it is below it and the policy clamps.
  func restingValue(_ value: Decimal?) -> Decimal? {
    if isBelowMinimum(value, atRest: true), minimumPolicy == .clamp { return minimum }
    return value
  }

  /// Why the value `value` (a number shown) is outside the limits: while
  /// editing, a minimum above zero does not count; at rest it does. The
  /// invariant checker asks while editing, ``AmountEditor/invalidReason``
  /// at rest.
  func violation(ofValue value: Decimal, atRest: Bool) -> AmountRejection? {
    if value < 0 && !negativesAllowed { return .negativeNotAllowed }
    if isBelowMinimum(value, atRest: atRest) { return .belowMinimum }
    if isAboveMaximum(value) { return .aboveMaximum }
    if abs(value) >= integerDigitsCeiling { return .tooManyIntegerDigits }
    return nil
  }
}
