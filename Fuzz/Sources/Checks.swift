// The checks after every edit: the library's checker and the rows of the
// contract it does not cover (both modes).

import Foundation

struct State: Equatable {
  var text: String
  var selection: Range<Int>
  var value: Decimal?

  init(_ editor: AmountEditor) {
    text = editor.text
    selection = editor.selection
    value = editor.value
  }
}

/// What is broken after `edit` took the editor from `before` to `editor`:
/// the library's checker (`invariantViolations`), and what it does not
/// cover. With `exact`, `edit` is the edit itself (not a stand-in for a
/// host event), and the contract's rows on zero, the sign key, stepping,
/// focus and deletions in an affix are checked too.
func violations(
  _ editor: AmountEditor, before: AmountEditor, edit: AmountEdit, outcome: AmountEditOutcome,
  exact: Bool
) -> [String] {
  var failures = editor.invariantViolations(before: before, edit: edit, outcome: outcome)
  // Not covered by the library's checker: a multi-key insert refused part
  // way returns the rejection, and the checker then looks no further; the
  // keys it took must keep every invariant of an accepted edit.
  if case .insert(let keys) = edit.base, keys.count > 1, !outcome.isAccepted,
    State(editor) != State(before)
  {
    failures += editor.invariantViolations(before: before, edit: edit, outcome: .accepted)
  }
  // Nor the limits after beginning or ending editing (end of editing may
  // clamp to the minimum or clear a zero).
  switch edit {
  case .beginEditing, .endEditing:
    if before.limitViolations.isEmpty { failures += editor.limitViolations }
  default: break
  }
  if exact { failures += contractViolations(editor, before: before, edit: edit, outcome: outcome) }
  return failures
}

/// Rows of the contract about single edits that the library's checker
/// does not cover.
func contractViolations(
  _ editor: AmountEditor, before: AmountEditor, edit: AmountEdit, outcome: AmountEditOutcome
) -> [String] {
  let configuration = editor.configuration
  if configuration.arithmetic, let found = arithmeticViolations(editor, before, edit, outcome) {
    return found
  }
  switch edit.base {
  case .toggleSign:
    // "Sign key": exactly what typing `-` does.
    var typed = before
    let typedOutcome = typed.apply(.insert("-"))
    contractChecks[outcome.isAccepted ? "sign key" : "sign key rejected", default: 0] += 1
    if typedOutcome != outcome || State(typed) != State(editor)
      || typed.undoDepth != editor.undoDepth
    {
      return [
        "the sign key is not typing `-`: \(outcome) \(editor.text.debugDescription) "
          + "\(editor.selection), typing `-` \(typedOutcome) \(typed.text.debugDescription) "
          + "\(typed.selection)"
      ]
    }
    return []
  case .stepUp, .stepDown:
    return steppingViolations(editor, before: before, up: edit == .stepUp, outcome: outcome)
  case .beginEditing:
    // "Focus".
    contractChecks["focus \(configuration.onBegin)", default: 0] += 1
    let number = editor.numberRange
    let wanted: Range<Int>?
    switch configuration.onBegin {
    case .selectAll: wanted = number
    case .keep:
      let given = before.selection
      wanted =
        given.lowerBound >= number.lowerBound && given.upperBound <= number.upperBound
        ? given : nil
    default: wanted = number.upperBound..<number.upperBound
    }
    if let wanted, editor.selection != wanted {
      return ["onBegin \(configuration.onBegin): selection \(editor.selection), not \(wanted)"]
    }
    return []
  case .insert("0"), .paste("0"):
    // "Zero is an amount": a zero typed or pasted into a field with no
    // digits is the amount 0. A field holding only a typed separator
    // (`$0|.`, its integer part empty) is left as it was: the zero could
    // only be a leading zero.
    guard before.value == nil, !before.isExpressionOpen, !before.draft.isLoneSeparator else {
      return []
    }
    contractChecks["zero typed or pasted", default: 0] += 1
    if !outcome.isAccepted || editor.value?.isZero != true {
      return ["a zero typed or pasted into an empty field is not 0: \(outcome) \(editor.text)"]
    }
    return []
  case .setValue(let value?) where value.isZero:
    contractChecks["zero set", default: 0] += 1
    if editor.value?.isZero != true || editor.text != configuration.restingFormat.format(0) {
      return [
        "set 0 shows \(editor.text.debugDescription), value \(String(describing: editor.value))"
      ]
    }
    return []
  case .replace(let range, ""):
    // "Host edits": a deletion wholly in the prefix or suffix changes
    // nothing (a minus sign there is not affix: a negative amount is left
    // out).
    let length = before.text.utf16.count
    let number = before.numberRange
    let inAffix =
      (range.lowerBound >= 0 && range.upperBound <= number.lowerBound)
      || (range.lowerBound >= number.upperBound && range.upperBound <= length)
    guard !range.isEmpty, inAffix, !before.draft.isNegative else { return [] }
    contractChecks["affix deletion", default: 0] += 1
    if outcome != .accepted || State(editor) != State(before) {
      return ["a deletion wholly in an affix changed the field: \(outcome)"]
    }
    return []
  default:
    return []
  }
}

/// "Arithmetic": the rows on an open expression, or nil when the edit is
/// none of them. The result of `=` is checked against Foundation's own
/// `Decimal` arithmetic where that is exact (no division, at most 38
/// digits), rounded with the format's rule.
func arithmeticViolations(
  _ editor: AmountEditor, _ before: AmountEditor, _ edit: AmountEdit, _ outcome: AmountEditOutcome
) -> [String]? {
  let open = before.isExpressionOpen
  switch edit.base {
  case .toggleSign:
    // The sign key is a sign, never an operator (ours, where the contract
    // is silent): it opens and closes no expression.
    // Where `-` is an operator (an open expression, or the caret at the
    // end of a number with a digit), the sign key is not typing `-`.
    var typed = before
    typed.apply(.insert("-"))
    guard open || typed.isExpressionOpen else { return nil }
    contractChecks["sign key in arithmetic", default: 0] += 1
    if editor.isExpressionOpen != open { return ["the sign key opened or closed an expression"] }
    return []
  case .stepUp, .stepDown, .select, .moveLeft, .moveRight, .moveToStart, .moveToEnd,
    .beginEditing:
    // An expression is open only while editing; its caret stays at its end.
    guard open else { return nil }
    contractChecks["caret key in an expression", default: 0] += 1
    if outcome != .accepted || State(editor) != State(before) || !editor.isExpressionOpen {
      return ["\(edit) changed an open expression: \(outcome) \(editor.text.debugDescription)"]
    }
    return []
  case .insert("="), .commitExpression:
    guard open else {
      if edit == .commitExpression || outcome.isAccepted {
        if State(editor) != State(before) { return ["= with no expression changed the field"] }
      }
      return []
    }
    contractChecks[outcome.isAccepted ? "= accepted" : "= rejected", default: 0] += 1
    guard outcome.isAccepted else {
      let reasons: [AmountRejection] = [
        .divisionByZero, .aboveMaximum, .belowMinimum, .negativeNotAllowed, .tooManyIntegerDigits,
      ]
      if let reason = outcome.rejection, !reasons.contains(reason) {
        return ["= was rejected with \(reason)"]
      }
      return []
    }
    if editor.isExpressionOpen { return ["= left the expression open"] }
    if editor.value != before.value {
      return [
        "= gave \(String(describing: editor.value)), the expression was worth \(String(describing: before.value))"
      ]
    }
    return foundationResultViolations(editor, before)
  default:
    return nil
  }
}

/// `=`'s result against Foundation's `Decimal` arithmetic, where it is
/// exact: + − × only, operands of at most 15 digits, two factors at most.
func foundationResultViolations(_ editor: AmountEditor, _ before: AmountEditor) -> [String] {
  let fd = before.configuration.fractionDigits
  // An operand that is only a separator is 0 (contract: "Arithmetic").
  let values = before.operands.filter { $0.operand.hasAmount }.map {
    $0.operand.value(mode: $0.mode, fractionDigits: fd) ?? 0
  }
  let ops = Array(before.expression.map(\.followedBy).prefix(values.count - 1))
  guard !ops.contains(.divide), ops.filter({ $0 == .multiply }).count <= 1 else { return [] }
  var sum = Decimal(0)
  var term = values[0]
  var sign = Decimal(1)
  for (op, value) in zip(ops, values.dropFirst()) {
    switch op {
    case .multiply: term *= value
    case .add, .subtract:
      sum += sign * term
      term = value
      sign = op == .add ? 1 : -1
    case .divide: return []
    }
  }
  sum += sign * term
  // The operands are numbers shown: a percentage's value is the result
  // divided by 100.
  let rounded = before.configuration.format.value(
    ofShown: DecimalDigits(sum).rounded(
      toFractionDigits: fd, rule: before.configuration.format.roundingRule
    ).decimal)
  contractChecks["= against Foundation", default: 0] += 1
  if editor.value != rounded {
    return ["= gave \(String(describing: editor.value)), Foundation's arithmetic \(rounded)"]
  }
  return []
}

/// "Stepping": a step within the limits adds or subtracts exactly the
/// step and puts the caret at the end of the number; one that would cross
/// a limit lands on it; one from the limit itself is rejected with a
/// limit's reason. The integer digits' limit is the largest amount they
/// hold at the precision shown after the step (as many fraction digits as
/// the step or the text, the full fraction in cents entry): `$999` with
/// three digits and whole steps, `$999.9` with one fraction digit shown.
func steppingViolations(
  _ editor: AmountEditor, before: AmountEditor, up: Bool, outcome: AmountEditOutcome
) -> [String] {
  let configuration = editor.configuration
  // In numbers shown: a percentage's value, limits and step times 100.
  let format = configuration.format
  let old = format.shown(before.value ?? 0)
  let step = format.shown(configuration.step)
  let maximum = configuration.maximum.map(format.shown)
  let minimum = configuration.minimum.map(format.shown)
  // A value set from outside the limits steps toward them: not checked here.
  guard before.limitViolations.isEmpty, configuration.negativesAllowed || old >= 0 else {
    return []
  }
  let fractionDigits = configuration.fractionDigits
  var precision = fractionDigits
  if before.mode == .decimal {
    let shown = before.draft.split(mode: .decimal, fractionDigits: fractionDigits).fraction.count
    precision = min(fractionDigits, max(shown, fractionDigitCount(step)))
  }
  func unit(_ digits: Int) -> Decimal {
    var unit = Decimal(1)
    for _ in 0..<digits { unit /= 10 }
    return unit
  }
  var digitsLimit = Decimal(1)
  for _ in 0..<configuration.maximumIntegerDigits { digitsLimit *= 10 }
  digitsLimit -= unit(precision)
  func allowed(_ value: Decimal) -> Bool {
    if let maximum, value > maximum { return false }
    if configuration.negativesAllowed {
      if let minimum, minimum < 0, value < minimum { return false }
    } else if value < 0 {
      return false
    }
    return abs(value) <= digitsLimit
  }
  let target = up ? old + step : old - step
  // The smallest move a field can make.
  let further = up ? unit(fractionDigits) : -unit(fractionDigits)
  switch outcome {
  case .accepted:
    contractChecks[up ? "step up" : "step down", default: 0] += 1
    guard let value = editor.value.map(format.shown) else { return ["a step left no value"] }
    let end = editor.numberRange.upperBound
    if editor.selection != end..<end || !editor.isEditing {
      return ["after a step the caret is at \(editor.selection), not \(end) (editing)"]
    }
    if allowed(target) {
      return value == target ? [] : ["\(old) stepped to \(value), not \(target)"]
    }
    // Crossing a limit: lands on it, between the old value and the target.
    let between = up ? value > old && value < target : value < old && value > target
    if !between || !allowed(value) || allowed(value + further) {
      return ["\(old) stepped toward \(target) to \(value), not onto the limit"]
    }
    return []
  case .rejected(let reason):
    contractChecks["step rejected", default: 0] += 1
    let reasons: [AmountRejection] = [
      .aboveMaximum, .belowMinimum, .negativeNotAllowed, .tooManyIntegerDigits,
    ]
    if !reasons.contains(reason) { return ["a step was rejected with \(reason)"] }
    if allowed(target) || allowed(old + further) {
      return ["a step from \(old) was rejected (\(reason)) though it could go toward \(target)"]
    }
    return []
  case .cleared(let reason):
    return ["a step cleared the field (\(reason))"]
  }
}

/// The fraction digits `value` needs (`1.50` one, `1.0` none).
func fractionDigitCount(_ value: Decimal) -> Int {
  var digits = 0
  var scaled = value
  while digits < 40 {
    var whole = Decimal()
    NSDecimalRound(&whole, &scaled, 0, .down)
    if whole == scaled { return digits }
    scaled *= 10
    digits += 1
  }
  return digits
}

func report(
  _ failures: [String], _ configuration: AmountFieldConfiguration, _ edits: [AmountEdit],
  _ outcome: AmountEditOutcome, _ before: AmountEditor, _ after: AmountEditor
) -> Never {
  let history = edits.enumerated().map { "    \($0.offset + 1). \($0.element)" }
  printError(
    """
    INVARIANT FAILED: \(failures.joined(separator: "\n  also: "))
      configuration: \(configuration)
      edits:
    \(history.joined(separator: "\n"))
      outcome: \(outcome)
      before: \(before.text.debugDescription) \(before.selection) \(String(describing: before.value))
      after:  \(after.text.debugDescription) \(after.selection) \(String(describing: after.value))

    """)
  abort()
}
