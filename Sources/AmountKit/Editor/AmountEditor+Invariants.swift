import Foundation

// The invariants every edit keeps, checked by the tests, the property
// tests and the fuzzer alike (white-box, `package` access: apps never see
// it). Expected values come from outside the editor: the format's parsers
// and resting format, and the limits as configured (read through
// `AmountLimits`, the one place that decides them). Compiled in every
// build, so that `swift test -c release` checks too, and run only when a
// test or the fuzzer calls it: the engine never calls it, so no app's
// build runs it.

extension AmountEditor {
  /// What is broken after `edit` took the editor from `before` to `self`
  /// with `outcome`; empty when every invariant holds.
  ///
  /// - selection and number range inside the text, the selection inside
  ///   the number;
  /// - a rejected edit changed neither text, selection nor value;
  /// - the value keeps negatives, the maximum, a negative minimum and the integer
  ///   digits (unless the state before already broke them: a value set
  ///   from outside is kept as given);
  /// - the text reads back as the value; no value, no text but a lone sign
  ///   or a lone typed separator
  ///   (an open expression instead keeps the caret at its end, and its
  ///   operands the integer digits);
  /// - at rest the text is the resting format of the value, and both
  ///   parsers read it back;
  /// - undo of an accepted edit that changed the text restores the state
  ///   before it exactly, and redo the state after it.
  package func invariantViolations(
    before: AmountEditor, edit: AmountEdit, outcome: AmountEditOutcome
  ) -> [String] {
    var broken: [String] = []
    let length = text.utf16.count
    if selection.lowerBound < 0 || selection.upperBound > length {
      broken.append("selection \(selection) out of bounds of \(length)")
    }
    if numberRange.lowerBound < 0 || numberRange.upperBound > length {
      broken.append("number range \(numberRange) out of bounds of \(length)")
    }
    if selection.lowerBound < numberRange.lowerBound
      || selection.upperBound > numberRange.upperBound
    {
      broken.append("selection \(selection) outside the number \(numberRange)")
    }
    // A multi-character insert is several edits; its outcome is the last
    // rejection, while other keys may have been accepted.
    var singleStep = true
    if case .insert(let keys) = edit.base { singleStep = keys.count <= 1 }
    if !outcome.isAccepted {
      if singleStep
        && (text != before.text || selection != before.selection || value != before.value)
      {
        broken.append("a rejection (\(outcome)) changed the state")
      }
      return broken
    }
    let programmatic: Bool
    switch edit.base {
    case .undo, .redo, .setValue, .endEditing, .beginEditing: programmatic = true
    default: programmatic = false
    }
    let format = configuration.format
    switch content {
    case .amount:
      if !programmatic && before.limitViolations.isEmpty {
        broken += limitViolations
      }
      if let value {
        if (try? format.parse(text)) != value {
          broken.append("text \(text.debugDescription) does not read back as \(value)")
        }
      } else if !text.isEmpty && text != format.minusSign && !draft.isLoneSeparator {
        broken.append("no value, but text \(text.debugDescription)")
      }
    case .expression(let open):
      // An open expression's result is checked against the limits only at
      // `=` (contract: "Arithmetic"); it does not read back as one amount.
      if !configuration.arithmetic {
        broken.append("an expression is open with arithmetic off")
      }
      if open.result != expressionResult() {
        broken.append("the expression's cached result is not its result")
      }
      if selection != numberRange.upperBound..<numberRange.upperBound {
        broken.append("selection \(selection) not at the end of the open expression")
      }
      // Its typed operands keep the integer and fraction digits (the first
      // may be a value set from outside the limits).
      for (operand, mode) in operands.dropFirst() {
        if let reason = context.limits.operandViolation(of: operand, mode: mode) {
          broken.append("an operand of \(text.debugDescription) breaks a limit: \(reason)")
        }
      }
    }
    var rest = self
    rest.apply(.endEditing)
    if let value = rest.value {
      let expected = configuration.restingFormat.format(value)
      if rest.text != expected {
        broken.append(
          "at rest \(rest.text.debugDescription), expected \(expected.debugDescription)")
      }
      if (try? format.parse(rest.text)) != value {
        broken.append("at rest \(rest.text.debugDescription) does not parse back")
      }
      if (try? configuration.restingFormat.parseStrict(rest.text)) != value {
        broken.append("at rest \(rest.text.debugDescription) does not parse back strictly")
      }
    } else if !rest.text.isEmpty {
      broken.append("at rest \(rest.text.debugDescription) without a value")
    }
    if singleStep && !programmatic && text != before.text {
      var undone = self
      if undone.apply(.undo) != .accepted || undone.text != before.text
        || undone.selection != before.selection || undone.value != before.value
      {
        broken.append("undo did not restore \(before.text.debugDescription) \(before.selection)")
      }
      if undone.apply(.redo) != .accepted || undone.text != text || undone.selection != selection
        || undone.value != value
      {
        broken.append("redo did not restore \(text.debugDescription) \(selection)")
      }
    }
    return broken
  }

  /// The limits an edited value keeps, broken: those of
  /// ``AmountLimits`` while editing (negatives, the maximum, a negative
  /// minimum, the integer digits of the number shown).
  package var limitViolations: [String] {
    guard let shownValue, let reason = context.limits.violation(ofValue: shownValue, atRest: false)
    else { return [] }
    return ["value \(shownValue) shown breaks a limit: \(reason)"]
  }
}
