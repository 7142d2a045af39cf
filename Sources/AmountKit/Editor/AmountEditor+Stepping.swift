import Foundation

// Stepping (contract: "Stepping"): up and down add or subtract the
// configured step; a step that would cross a limit lands on it, one from
// the limit itself is rejected with the limit's reason.

extension AmountEditor {
  /// One step up or down.
  mutating func step(up: Bool) throws(AmountRejection) {
    // An empty field counts as 0, a lone sign as -0.
    let current = draft.value(mode: mode, fractionDigits: fractionDigits) ?? 0
    // The fraction digits shown after the step: as many as the step or the
    // text showed, whichever more (a landing on a limit may show more).
    let precision = min(
      fractionDigits,
      max(shownFractionDigits, DecimalDigits(context.step).significantFractionDigits))
    let target = try context.limits.stepTarget(
      from: current, by: context.step, up: up,
      precision: mode == .cents ? fractionDigits : precision)
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
}
