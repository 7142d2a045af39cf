import Foundation

// Stepping (contract: "Stepping"): up and down add or subtract the
// configured step; a step that would cross a limit lands on it, one from
// the limit itself is rejected with the limit's reason.

extension AmountEditor {
  /// A limit a step can reach: the value and the reason a step beyond it
  /// gives.
  private struct StepLimit {
    var value: Decimal
    var reason: AmountRejection
  }

  /// One step up or down.
  mutating func step(up: Bool) throws(AmountRejection) {
    // An empty field counts as 0, a lone sign as -0.
    let current = draft.value(mode: mode, fractionDigits: fractionDigits) ?? 0
    // The fraction digits shown after the step: as many as the step or the
    // text showed, whichever more (a landing on a limit may show more).
    let precision = min(
      fractionDigits,
      max(shownFractionDigits, DecimalDigits(context.step).significantFractionDigits))
    let (lower, upper) = stepLimits(precision: mode == .cents ? fractionDigits : precision)
    let target: Decimal
    if up {
      if current >= upper.value { throw upper.reason }
      // From below the allowed range, the first limit reached.
      target = current < lower.value ? lower.value : min(current + context.step, upper.value)
    } else {
      if current <= lower.value { throw lower.reason }
      target = current > upper.value ? upper.value : max(current - context.step, lower.value)
    }
    let shown = max(precision, DecimalDigits(target).significantFractionDigits)
    return try commit(
      typedAmount(DecimalDigits(target), fractionDigits: min(shown, fractionDigits)),
      caret: .numberEnd)
  }

  /// The fraction digits the text shows now: a typed separator with no
  /// digit after it counts as none.
  private var shownFractionDigits: Int {
    mode == .decimal ? draft.split(mode: mode, fractionDigits: fractionDigits).fraction.count : 0
  }

  /// The lowest and highest amounts a step may land on, with the reasons
  /// a step past them gives: the maximum or the integer digits above; a
  /// negative minimum, zero when negatives are not allowed, or the integer
  /// digits below. The integer digits' limit is the largest amount they
  /// hold at the precision shown (`$999` with three digits and whole steps,
  /// `$999.9` with one fraction digit shown).
  private func stepLimits(precision: Int) -> (lower: StepLimit, upper: StepLimit) {
    let configuration = context.configuration
    var digitsLimit = Decimal(1)
    for _ in 0..<configuration.maximumIntegerDigits { digitsLimit *= 10 }
    var unit = Decimal(1)
    for _ in 0..<precision { unit /= 10 }
    digitsLimit -= unit
    var upper = StepLimit(value: digitsLimit, reason: .tooManyIntegerDigits)
    if let maximum = context.maximum {
      let reachable = rounded(maximum, towardZeroFrom: true)
      if reachable <= upper.value { upper = StepLimit(value: reachable, reason: .aboveMaximum) }
    }
    var lower: StepLimit
    if !configuration.negativesAllowed {
      lower = StepLimit(value: 0, reason: .negativeNotAllowed)
    } else {
      lower = StepLimit(value: -digitsLimit, reason: .tooManyIntegerDigits)
      if let minimum = context.minimum, minimum < 0 {
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
}
