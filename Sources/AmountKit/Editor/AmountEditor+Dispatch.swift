import Foundation

// The dispatch: the one classifier, which turns every `AmountEdit` and
// every host's request into one `EditCommand`, and the one switch that
// sends a command to the rule that decides it, on the amount or on the
// open expression.

extension AmountEditor {
  // MARK: The classifier

  /// The command `edit` is (`mutating` only to read the editor in place,
  /// as ``command(replacing:with:)``).
  @inline(__always)
  mutating func command(for edit: AmountEdit) -> EditCommand {
    switch edit.base {
    case .insert(let text):
      // One byte is one key (every digit): no `Character` made of it.
      if let byte = text.singleUTF8Byte { return .key(key(byte: byte)) }
      if let character = Self.singleCharacter(text) { return .key(context.key(character)) }
      return .keys(text)
    case .deleteBackward: return .backspace
    case .deleteForward: return .forwardDelete
    case .paste(let text): return .paste(text)
    case .replace(let range, let string): return command(replacing: range, with: string)
    case .select(let range): return .select(range)
    case .moveLeft: return .moveCaret(left: true)
    case .moveRight: return .moveCaret(left: false)
    case .moveToStart: return .moveToEdge(start: true)
    case .moveToEnd: return .moveToEdge(start: false)
    case .beginEditing: return .beginEditing
    case .endEditing: return .endEditing
    case .setValue(let value): return .setValue(value)
    case .undo: return .undo(true)
    case .redo: return .undo(false)
    case .toggleSign: return .toggleSign
    case .stepUp: return .step(up: true)
    case .stepDown: return .step(up: false)
    case .commitExpression: return .commitExpression
    }
  }

  /// The command a host's request to replace `range` with `string` is
  /// (contract: "Host edits"), read with the current selection.
  ///
  /// The range is clamped to the text and widened to whole characters.
  /// One key typed at the caret is that key; one character before the
  /// caret removed is backspace, one after it forward delete; anything else
  /// is a host edit (``EditCommand/HostEdit``). While an expression is
  /// open the caret stays at its end: a key typed there, backspace, and a
  /// paste (which replaces the expression) are taken, any other request
  /// changes nothing.
  ///
  /// `mutating` though it only reads: a host's every keystroke asks it,
  /// and a method that takes the editor by value copies all of it.
  mutating func command(replacing range: Range<Int>, with string: String) -> EditCommand {
    let clamped = range.clamped(toLength: layout.utf16Count)
    // A key typed at the caret: nearly every request. The caret is a
    // character boundary already.
    if selection.isEmpty && clamped == selection, let byte = string.singleUTF8Byte {
      return .key(key(byte: byte))
    }
    return command(replacingClamped: clamped, with: string)
  }

  /// ``command(replacing:with:)`` of a request whose range is clamped to
  /// the text, when it is no one-byte key at the caret: the range is
  /// widened to whole characters first.
  ///
  /// Out of line, so that a key at the caret reads the layout without
  /// copying it for the widening it does not need.
  @inline(never)
  private mutating func command(replacingClamped clamped: Range<Int>, with string: String)
    -> EditCommand
  {
    let widened = widenedToCharacters(clamped)
    if selection.isEmpty && string.utf8.isEmpty && widened.upperBound == selection.lowerBound
      && !widened.isEmpty && layout.text.isOneCharacter(utf16Range: widened)
    {
      // Backspace at the caret.
      return .backspace
    }
    let character = Self.singleCharacter(string)
    if widened == selection && selection.isEmpty, let character {
      return .key(context.key(character))
    }
    if case .expression = content {
      if string.isEmpty {
        let isBackspace =
          widened.upperBound == selection.upperBound
          && layout.text.isOneCharacter(utf16Range: widened)
        return isBackspace ? .backspace : .nothing
      }
      return character == nil ? .paste(string) : .nothing
    }
    if string.isEmpty {
      if widened.isEmpty { return .nothing }
      if selection.isEmpty && layout.text.isOneCharacter(utf16Range: widened) {
        if widened.upperBound == selection.lowerBound { return .backspace }
        if widened.lowerBound == selection.lowerBound { return .forwardDelete }
      }
      return widened == selection ? .host(.deleteSelection) : .host(.delete(widened))
    }
    if let sign = signRange, sign.overlaps(widened) {
      return .host(.replaceOverSign(widened, with: string))
    }
    if let character { return .host(.type(context.key(character), over: widened)) }
    return .host(.paste(string, over: widened))
  }

  /// What a one-byte key is: a digit read from its byte, without making a
  /// `Character` of it (every digit key); any other key as the context
  /// reads it.
  @inline(__always)
  func key(byte: UInt8) -> EditCommand.Key {
    let digit = byte &- 0x30
    if digit < 10 { return .digit(digit) }
    return context.key(Character(Unicode.Scalar(byte)))
  }

  /// A host's range, clamped to the text, widened to whole characters.
  @inline(__always)
  private func widenedToCharacters(_ clamped: Range<Int>) -> Range<Int> {
    // The selection's ends are character boundaries already (a keystroke);
    // otherwise `snap` knows the token edges, where nearly every request
    // falls.
    if clamped == selection { return clamped }
    let lower = layout.snap(clamped.lowerBound, up: false)
    return clamped.isEmpty ? lower..<lower : lower..<layout.snap(clamped.upperBound, up: true)
  }

  /// The one character `string` is, or nil; a typed ASCII key (every
  /// digit) without walking the string's characters.
  static func singleCharacter(_ string: String) -> Character? {
    let utf8 = string.utf8
    if utf8.count == 1, let byte = utf8.first { return Character(Unicode.Scalar(byte)) }
    return string.isSingleCharacter ? string.first : nil
  }

  // MARK: The dispatch

  /// Runs `command` on what the field holds, the amount or the open
  /// expression: the one switch between a command and the rule that
  /// decides it. Throws the reason of a refusal; the transaction
  /// (``run(_:measuringFrom:)``) rolls the edit back then.
  @inline(__always)
  mutating func execute(_ command: EditCommand) throws(AmountRejection) -> AmountEditOutcome {
    switch content {
    case .amount: try executeOnAmount(command)
    case .expression: return try executeOnExpression(command)
    }
    return .accepted
  }

  /// A command on the amount (no expression open).
  @inline(__always)
  private mutating func executeOnAmount(_ command: EditCommand) throws(AmountRejection) {
    switch command {
    case .key(let key): try type(key)
    case .backspace: try deleteBackward()
    case .forwardDelete: try deleteForward()
    case .paste(let text): try paste(text)
    case .toggleSign: try toggleSign(to: !draft.isNegative)
    case .step(let up): try step(up: up)
    case .commitExpression, .nothing: break  // `=` with no expression open changes nothing.
    case .host(let edit): try applyHostEdit(edit)
    case .select(let range): selection = clampSelection(range)
    case .moveCaret(let left): selection = moveCaret(by: left ? -1 : 1)
    case .moveToEdge(let start):
      let edge = start ? layout.numberStart : layout.numberEnd
      selection = edge..<edge
    case .beginEditing: beginEditing()
    case .endEditing: endEditing()
    case .setValue(let value): try setValue(value)
    case .undo(let undo): try undoOrRedo(undo)
    case .keys: preconditionFailure("run(_:measuringFrom:) types several keys one by one")
    }
  }

  /// A command on an open expression (contract: "Arithmetic"): the caret
  /// stays at its end, where keys and backspace edit it; a paste replaces
  /// it; `=` and the end of editing replace it with its result.
  private mutating func executeOnExpression(_ command: EditCommand) throws(AmountRejection)
    -> AmountEditOutcome
  {
    switch command {
    case .key(let key): try typeInExpression(key)
    case .backspace: try deleteBackwardInExpression()
    case .paste(let text): try pasteOverExpression(text)
    case .toggleSign: try toggleFirstOperandSign()
    case .commitExpression: try commitExpression()
    case .endEditing:
      // The expression is committed first; one that cannot be (a division
      // by zero, a result past a limit) ends as an empty field, and the
      // outcome says why.
      var outcome = AmountEditOutcome.accepted
      do throws(AmountRejection) {
        try commitExpression()
      } catch {
        closeExpression()
        draft = TypedAmount()
        outcome = .cleared(error)
      }
      endEditing()
      return outcome
    case .setValue(let value): try setValue(value)
    case .undo(let undo): try undoOrRedo(undo)
    case .forwardDelete, .step, .select, .moveCaret, .moveToEdge, .beginEditing, .nothing:
      // Nothing follows the caret at the end of an open expression (which
      // is open only while editing), and a step has no amount to step.
      break
    case .host:
      preconditionFailure("command(replacing:with:) makes no host edit of an expression")
    case .keys: preconditionFailure("run(_:measuringFrom:) types several keys one by one")
    }
    return .accepted
  }

  // MARK: Edits of the whole field

  /// Editing begins: the focus policy places the selection.
  private mutating func beginEditing() {
    isEditing = true
    switch context.configuration.onBegin.base {
    case .selectAll: selection = layout.numberStart..<layout.numberEnd
    case .keep: selection = clampSelection(selection)
    case .end: selection = layout.numberEnd..<layout.numberEnd
    }
  }

  /// Ends editing of the amount: at rest it shows the value's format, or
  /// the minimum when the policy clamps a value below it, or nothing for a
  /// zero that clears.
  private mutating func endEditing() {
    keepOrigin()
    isEditing = false
    var value = draft.value(mode: mode, fractionDigits: fractionDigits)
    if let v = value, v.isZero, context.configuration.clearsWhenZero { value = nil }
    draft = TypedAmount(
      value: context.limits.restingValue(value), configuration: context.configuration)
    renderDraft()
    selection = layout.numberEnd..<layout.numberEnd
  }

  /// The program sets the value (contract: "Set while editing"): the
  /// field shows it formatted at rest, editing when it was, with the caret
  /// at the end of the number and a new undo history.
  private mutating func setValue(_ value: Decimal?) throws(AmountRejection) {
    // Beyond the exact range a value is refused, never rounded (contract:
    // "Limits"): a `Decimal` may hold 39 digits below 2^128.
    if let value, DecimalDigits(value).digits.count > DecimalDigits.maximumSignificantDigits {
      throw .tooManyDigits
    }
    closeExpression()
    draft = TypedAmount(
      value: value.map(context.configuration.format.shown), configuration: context.configuration)
    renderDraft()
    selection = layout.numberEnd..<layout.numberEnd
    undoStack.removeAll()
    redoStack.removeAll()
  }

  /// Undo (`true`) or redo: the state before or after the last step.
  private mutating func undoOrRedo(_ undo: Bool) throws(AmountRejection) {
    if undo {
      guard var step = undoStack.popLast() else { throw .nothingToUndo }
      // The state after the last step is the field's own until now: the
      // step to redo keeps it.
      if step.after == nil { step.after = current(selection: step.afterSelection) }
      let before = step.before
      redoStack.append(step)
      restore(before)
    } else {
      guard let step = redoStack.popLast() else { throw .nothingToRedo }
      undoStack.append(step)
      restore(step.after ?? current(selection: step.afterSelection))
    }
  }

  /// The field's amount and content, with `selection`.
  private func current(selection: Range<Int>) -> Snapshot {
    Snapshot(draft: draft, content: content, selection: selection)
  }
}

extension AmountEditor.Context {
  /// What `character` is as a key of the field: the one place that reads
  /// a key, whether arithmetic and shorthand are on included. The field's
  /// context knows it: reading a key needs nothing of the amount.
  func key(_ character: Character) -> EditCommand.Key {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first else { return .other }
    if scalars.count == 1 {
      if arithmetic {
        if scalar == "=" { return .equals }
        if let op = ArithmeticOperator(scalar) { return .arithmeticOperator(op) }
      }
      if let digit = Characters.digitValue(scalar) { return .digit(digit) }
      // The locale's own digits that are no Unicode decimal digits (Han
      // decimal): digits in this field.
      if !scalar.isASCII, let digit = configuration.format.pattern.tableDigitValue(scalar) {
        return .digit(digit)
      }
      if isDecimalKey(scalar) { return .decimalSeparator }
      if Characters.isMinus(scalar) { return .minus }
      if Characters.isPlus(scalar) { return .plus }
      if isGroupingKey(scalar) { return .grouping }
    }
    if let exponent = shorthand?.exponent(for: character) { return .multiplier(exponent) }
    return .other
  }

  /// The locale's decimal separator, `.` and `٫` always, `,` when the locale
  /// does not group with `,`, and the host keyboard's one separator key.
  func isDecimalKey(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "." || scalar == Characters.arabicDecimalSeparator { return true }
    if scalar == hostDecimalScalar { return true }
    if scalar == "," { return groupingSeparator != "," }
    return decimalSeparator == scalar
  }

  /// Grouping is typed by the format: these keys are accepted and ignored.
  func isGroupingKey(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "," || Characters.isSpace(scalar) || Characters.isGroupingOnly(scalar)
      || groupingSeparator == scalar
  }
}
