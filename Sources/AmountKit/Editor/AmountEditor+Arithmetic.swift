import Foundation

// Arithmetic (contract: "Arithmetic"): with `arithmetic` on, an operator
// typed at the end of a number with a digit opens an expression. The
// editor then holds the complete operands with their operators in
// `expression` and the operand being typed in `draft`; the text shows the
// expression in the number's place, the caret stays at its end, and `=`,
// Enter or the end of editing replace it with its result.

extension AmountEditor {
  /// Whether an expression is open: what a host shows or what its Return
  /// key means may depend on it; the editing does not (the editor decides
  /// it once per edit).
  public var isExpressionOpen: Bool { content != .amount }

  /// What the Return key (Enter) is in this field: `=` while an expression
  /// is open (its result replaces it and editing goes on), else nil (Return
  /// is the host's: it ends editing or runs its own action). The one place
  /// that decides it, for every host.
  public var returnKeyEdit: AmountEdit? {
    switch content {
    case .amount: return nil
    case .expression: return .commitExpression
    }
  }

  /// How the operand after `op` is entered: as the field enters amounts,
  /// except that in cents entry a factor (after × or ÷) is a number typed
  /// with its decimal key (`$12.50 × 3`, not `× 0.03`).
  func operandMode(after op: ArithmeticOperator?) -> AmountEntryMode {
    mode == .cents && op?.bindsFirst == true ? .decimal : mode
  }

  /// How the last operand of the open expression is entered.
  var lastOperandMode: AmountEntryMode { operandMode(after: expression.last?.followedBy) }

  /// Every operand of the open expression with its entry mode, the last
  /// one (`draft`, possibly empty) included.
  var operands: [(operand: TypedAmount, mode: AmountEntryMode)] {
    operands(of: expression, last: draft)
  }

  /// Every operand of the expression `terms` followed by `last`, with its
  /// entry mode.
  private func operands(of terms: [ExpressionTerm], last: TypedAmount)
    -> [(operand: TypedAmount, mode: AmountEntryMode)]
  {
    var result: [(TypedAmount, AmountEntryMode)] = []
    var previous: ArithmeticOperator?
    for term in terms {
      result.append((term.operand, operandMode(after: previous)))
      previous = term.followedBy
    }
    result.append((last, operandMode(after: previous)))
    return result
  }

  // MARK: Keys

  /// A key typed in an open expression: every key edits its end.
  mutating func typeInExpression(_ key: EditCommand.Key) throws(AmountRejection) {
    switch key {
    case .equals: try commitExpression()
    case .arithmeticOperator(let op): try typeOperator(op)
    case .digit(let digit): try typeOperandDigit(digit)
    case .decimalSeparator: try typeOperandDecimalKey()
    case .grouping: break  // Grouping is typed by the format.
    case .multiplier(let exponent): try multiplyOperand(byPowerOfTen: exponent)
    case .minus, .plus, .other: throw .invalidCharacter
    }
  }

  /// A paste replaces an open expression whole, as a paste into an empty
  /// field; pasting nothing changes nothing.
  mutating func pasteOverExpression(_ text: String) throws(AmountRejection) {
    if text.isEmpty { return }
    closeExpression()
    draft = TypedAmount()
    renderDraft()
    selection = layout.numberStart..<layout.numberEnd
    try paste(text)
  }

  /// An operator at the end of a number with a digit: the number becomes
  /// the first operand.
  mutating func openExpression(with op: ArithmeticOperator) {
    var operand = draft
    _ = operand.normalize()
    showExpression([ExpressionTerm(operand: operand, followedBy: op)], last: TypedAmount())
  }

  /// An operator: after an operand with a digit it follows it; right after
  /// an operator it replaces it.
  private mutating func typeOperator(_ op: ArithmeticOperator) throws(AmountRejection) {
    if draft.tokens.isEmpty && !draft.hasAmount {
      var terms = expression
      terms[terms.count - 1].followedBy = op
      showExpression(terms, last: draft)
      return
    }
    // After any operand, one that is only a separator (`7 × .`) included:
    // it is 0, as `$0.` is.
    guard draft.hasAmount else { throw .invalidCharacter }
    showExpression(
      expression + [ExpressionTerm(operand: draft, followedBy: op)], last: TypedAmount())
    return
  }

  private mutating func typeOperandDigit(_ digit: UInt8) throws(AmountRejection) {
    let end = draft.tokens.count
    switch insertDigit(digit, into: draft, range: end..<end, mode: lastOperandMode) {
    case .failure(let reason): throw reason
    case .success(let (next, _)): try setOperand(next)
    }
  }

  private mutating func typeOperandDecimalKey() throws(AmountRejection) {
    switch lastOperandMode.base {
    case .cents: return
    case .integer: throw .noFraction
    case .decimal: break
    }
    if draft.separatorIndex != nil { return }
    var next = draft
    next.tokens.append(TypedAmount.separator)
    return try setOperand(next)
  }

  /// A multiplier key applies to the last operand (contract: "Shorthand").
  private mutating func multiplyOperand(byPowerOfTen exponent: Int) throws(AmountRejection) {
    let mode = lastOperandMode
    guard draft.hasDigit, let value = draft.value(mode: mode, fractionDigits: fractionDigits)
    else { throw .invalidCharacter }
    switch multipliedAmount(value, byPowerOfTen: exponent, mode: mode) {
    case .success(let multiplied): try setOperand(multiplied)
    case .failure(let reason): throw reason
    }
  }

  /// Makes `proposed` the last operand when it keeps an operand's limits:
  /// the integer digits and the fraction digits (never the maximum or the
  /// minimum: only the result is checked, at `=`).
  private mutating func setOperand(_ proposed: TypedAmount) throws(AmountRejection) {
    let mode = lastOperandMode
    var next = proposed
    if !next.tokens.isEmpty { next.hasAmount = true }
    _ = next.normalize()
    if let reason = context.limits.operandViolation(of: next, mode: mode) { throw reason }
    if next == draft { return }
    showExpression(expression, last: next)
    return
  }

  // MARK: Deleting

  /// Backspace in an open expression: the last digit or separator of the
  /// last operand, else the last operator with its spaces.
  mutating func deleteBackwardInExpression() throws(AmountRejection) {
    keepOrigin()
    if !draft.tokens.isEmpty {
      var next = draft
      next.tokens.removeLast()
      if next.tokens.isEmpty { next.hasAmount = false }
      showExpression(expression, last: next)
      return
    }
    var terms = expression
    let last = terms.removeLast()
    if terms.isEmpty {
      closeExpression()
      draft = last.operand
      renderDraft()
      selection = layout.numberEnd..<layout.numberEnd
    } else {
      showExpression(terms, last: last.operand)
    }
    return
  }

  // MARK: The result

  /// The exact result of the complete part of the open expression (a
  /// trailing operator is ignored; an operand that is only a separator is
  /// 0), rounded to the field's fraction digits with the format's rounding
  /// rule.
  func expressionResult() -> Result<Decimal, ArithmeticFailure> {
    expressionResult(of: expression, last: draft)
  }

  /// ``expressionResult()`` of the expression `terms` followed by `last`.
  private func expressionResult(of terms: [ExpressionTerm], last: TypedAmount)
    -> Result<Decimal, ArithmeticFailure>
  {
    var values: [Decimal] = []
    for (operand, mode) in operands(of: terms, last: last) where operand.hasAmount {
      values.append(operand.value(mode: mode, fractionDigits: fractionDigits) ?? 0)
    }
    var operators = terms.map(\.followedBy)
    if values.count == operators.count { operators.removeLast() }
    do {
      return .success(
        try ExactFraction.evaluate(values, operators).rounded(
          toFractionDigits: fractionDigits, rule: context.configuration.format.roundingRule))
    } catch {
      return .failure(error)
    }
  }

  /// `=` or Enter: the expression is replaced by its result, shown as if
  /// its digits had been typed, the caret at its end; a result that breaks
  /// a limit, or a division by zero, is rejected and the expression stays.
  mutating func commitExpression() throws(AmountRejection) {
    let result: Decimal
    switch expressionResult() {
    case .success(let value): result = value
    case .failure(.divisionByZero): throw .divisionByZero
    case .failure(.tooManyDigits): throw .tooManyIntegerDigits
    }
    let digits = DecimalDigits(result)
    let next = typedAmount(digits, fractionDigits: digits.significantFractionDigits)
    // The result keeps every limit as configured, as any amount typed (a
    // positive minimum is applied at the end of editing, as always).
    if let reason = context.limits.violation(of: next, from: nil) { throw reason }
    closeExpression()
    draft = next
    renderDraft()
    selection = layout.numberEnd..<layout.numberEnd
  }

  /// The sign key in an open expression: the sign of the first operand, the
  /// only one that carries a sign.
  mutating func toggleFirstOperandSign() throws(AmountRejection) {
    var terms = expression
    let negative = !terms[0].operand.isNegative
    if let reason = context.limits.signViolation(negative: negative) { throw reason }
    terms[0].operand.isNegative = negative
    showExpression(terms, last: draft)
    return
  }

  /// Leaves expression mode (the caller sets the amount).
  mutating func closeExpression() {
    keepOrigin()
    content = .amount
  }

  // MARK: Rendering

  /// Makes `terms` and `last` the expression and shows it, the caret at
  /// its end.
  private mutating func showExpression(_ terms: [ExpressionTerm], last: TypedAmount) {
    keepOrigin()
    content = .expression(
      OpenExpression(terms: terms, result: expressionResult(of: terms, last: last)))
    draft = last
    layout = renderExpression()
    selection = layout.numberEnd..<layout.numberEnd
  }

  /// The expression in the number's place: the prefix, symbol and suffix
  /// of a positive amount around it, the first operand's minus sign right
  /// before its digits, each operand grouped as while editing, each
  /// operator between single spaces.
  func renderExpression() -> RenderedAmount {
    let all = operands
    var first = all[0].operand
    let negative = first.isNegative
    first.isNegative = false
    let frame = render(first, as: all[0].mode)
    let number = Self.numberRange(in: frame)
    var text = String(frame.text[..<number.lowerBound])
    if negative { text += context.configuration.format.minusSign }
    text += frame.text[number]
    for (index, term) in expression.enumerated() {
      text += " \(term.followedBy.symbol) "
      if index + 1 < expression.count {
        let operand = render(all[index + 1].operand, as: all[index + 1].mode)
        text += operand.text[Self.numberRange(in: operand)]
      }
    }
    if draft.hasAmount || !draft.tokens.isEmpty {
      let operand = render(draft, as: lastOperandMode)
      text += operand.text[Self.numberRange(in: operand)]
    }
    let expressionEnd = text.utf16.count
    text += frame.text[number.upperBound...]
    // No tokens: every key of an open expression edits its end, and a
    // host's range is snapped to the text's characters.
    return RenderedAmount(
      text: text, numberStart: frame.numberStart, numberEnd: expressionEnd,
      utf16Count: text.utf16.count)
  }

  /// Where the number of a rendering stands in its text.
  private static func numberRange(in rendered: RenderedAmount) -> Range<String.Index> {
    let utf16 = rendered.text.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: rendered.numberStart)
    let end = utf16.index(utf16.startIndex, offsetBy: rendered.numberEnd)
    return start..<end
  }
}

extension TypedAmount {
  /// Whether the amount has a digit token (not only a separator or sign).
  var hasDigit: Bool { tokens.contains { $0 != TypedAmount.separator } }
}
