import Foundation

// The one transaction: every command runs through `run(_:measuringFrom:)`,
// which rolls a refused edit back whole, records one undo step for a
// user's edit that changed the amount, and says what changed, the same way
// for every command.

extension AmountEditor {
  /// Runs one command: the editor's one transaction.
  ///
  /// A user's edit (``EditCommand/isUserEdit``) begins editing, is rolled
  /// back whole when refused (text, selection, value and editing as they
  /// were), and records one undo step when it changed the amount or the
  /// expression. Every command reports what it changed: the selection
  /// always, the text and the value when it is measured against
  /// `textBefore`, the field's text before the command (the input
  /// controller's edits; ``apply(_:)`` reads the outcome only, and gives
  /// nil).
  ///
  /// A host's request comes with the text the host shows, which the
  /// controller has found equal to ``text``: that text is compared, and
  /// the editor's own needs no reference kept for the comparison.
  mutating func run(_ command: EditCommand, measuringFrom textBefore: String?) -> AmountEditResult {
    if case .keys(let keys) = command { return runKeys(keys, measuringFrom: textBefore) }
    let selectionBefore = selection
    let wasEditing = isEditing
    let isUserEdit = command.isUserEdit
    if isUserEdit { isEditing = true }
    let outcome: AmountEditOutcome
    do throws(AmountRejection) {
      outcome = try execute(command)
    } catch {
      if originKept {
        originKept = false
        draft = origin.take()
        if let contentBefore = originContent {
          originContent = nil
          content = contentBefore
        }
        showContent()
      }
      selection = selectionBefore
      isEditing = wasEditing
      return .rejected(error)
    }
    // A host range may have placed the selection in an affix; keep it in
    // the number.
    if isUserEdit && !layout.isPlacedCaret(selection) { selection = clampSelection(selection) }
    var result = AmountEditResult(outcome: outcome)
    if selection != selectionBefore { result.changes.insert(.selection) }
    // The text is rendered from the amount and the expression: it changed
    // only with them.
    guard originKept else { return result }
    originKept = false
    let draftBefore = origin.take()
    // The content changed only when an edit of the expression kept it.
    let contentBefore: Content
    var contentChanged = false
    if let kept = originContent {
      originContent = nil
      contentChanged = kept != content
      contentBefore = kept
    } else {
      contentBefore = content
    }
    guard contentChanged || draftBefore != draft else { return result }
    if let textBefore {
      if textChanged(since: textBefore) { result.changes.insert(.text) }
      if valueChanged(since: draftBefore, content: contentBefore) {
        result.changes.insert(.value)
      }
    }
    if isUserEdit {
      // The state after the edit is the field's own until something
      // changes it (see ``UndoEntry``).
      record(
        UndoEntry(
          before: Snapshot(draft: draftBefore, content: contentBefore, selection: selectionBefore),
          after: nil, afterSelection: selection))
      result.recordedUndoSteps = 1
    } else if case .undo = command {
      // Undo and redo keep the steps' states themselves.
    } else if let last = undoStack.indices.last, undoStack[last].after == nil {
      // A change outside the history (end of editing): the last step
      // keeps the state it left, which is no longer the field's.
      undoStack[last].after = Snapshot(
        draft: draftBefore, content: contentBefore, selection: undoStack[last].afterSelection)
    }
    return result
  }

  /// Several keys, one command each, as typed; what changed is measured
  /// over them all (a sign typed twice changes nothing). The outcome is
  /// the last rejection.
  private mutating func runKeys(_ keys: String, measuringFrom textBefore: String?)
    -> AmountEditResult
  {
    let selectionBefore = selection
    let valueBefore = textBefore != nil ? value : nil
    let recordedBefore = recordedUndoSteps
    var outcome = AmountEditOutcome.accepted
    for character in keys {
      let key = run(command(for: .insert(String(character))), measuringFrom: nil).outcome
      if !key.isAccepted { outcome = key }
    }
    var result = AmountEditResult(
      outcome: outcome, recordedUndoSteps: recordedUndoSteps &- recordedBefore)
    if selection != selectionBefore { result.changes.insert(.selection) }
    if let textBefore {
      if self.text != textBefore { result.changes.insert(.text) }
      if value != valueBefore { result.changes.insert(.value) }
    }
    return result
  }

  /// Keeps the amount and the content as the origin of the edit under
  /// way, once: every change of the amount or the expression begins here,
  /// or in ``commit(swapping:caret:)``, which changes only the amount and
  /// moves the amount it replaces to ``origin``.
  mutating func keepOrigin() {
    if !originKept {
      origin = draft
      originKept = true
    }
    if case .none = originContent { originContent = content }
  }

  /// Whether the value differs from that of the amount `draftBefore` in
  /// `contentBefore`.
  @inline(__always)
  private func valueChanged(
    since draftBefore: borrowing TypedAmount, content contentBefore: Content
  )
    -> Bool
  {
    if case .amount = contentBefore, case .amount = content {
      // Digit by digit: no `Decimal` built for a keystroke.
      return !draft.hasSameValue(as: draftBefore, mode: mode, fractionDigits: fractionDigits)
    }
    // An open expression's value is its result, not its last operand's.
    let mode = mode
    let fractionDigits = fractionDigits
    func value(of draft: borrowing TypedAmount, in content: Content) -> Decimal? {
      switch content {
      case .amount: return draft.value(mode: mode, fractionDigits: fractionDigits)
      case .expression(let open): return try? open.result.get()
      }
    }
    return value(of: draft, in: content) != value(of: draftBefore, in: contentBefore)
  }

  /// Whether the text differs from `textBefore`; a text of another length
  /// differs, known without reading the bytes.
  @inline(__always)
  private func textChanged(since textBefore: borrowing String) -> Bool {
    let text = layout.text
    return text.utf8.count != textBefore.utf8.count || text != textBefore
  }

  /// Shows the state of an undo step, editing.
  mutating func restore(_ s: Snapshot) {
    keepOrigin()
    draft = s.draft
    content = s.content
    showContent()
    selection = s.selection
    isEditing = true
  }

  /// Records one undo step: the redo history goes.
  @inline(__always)
  private mutating func record(_ step: consuming UndoEntry) {
    if undoStack.capacity == 0 { undoStack.reserveCapacity(16) }
    undoStack.append(step)
    recordedUndoSteps &+= 1
    if undoStack.count > Self.undoLimit + Self.undoLimit / 10 {
      // Memory stays bounded whatever arrives; the oldest steps go in
      // batches, so that a keystroke never moves the whole history.
      undoStack.removeFirst(undoStack.count - Self.undoLimit)
    }
    if !redoStack.isEmpty { redoStack.removeAll() }
  }

  // MARK: Edits made of edits

  /// Applies `edit` to a field that is not being edited, then ends
  /// editing: a step or the sign key from a host that is not editing shows
  /// its value at rest at once. All or nothing: when `edit` is refused the
  /// editor is left as it was. What changed is measured over both.
  mutating func performEndingEditing(_ edit: AmountEdit) -> AmountEditResult {
    let before = self
    let outcome = apply(edit)
    if let rejection = outcome.rejection {
      self = before
      return .rejected(rejection)
    }
    apply(.endEditing)
    return AmountEditResult(outcome: outcome, changes: changes(since: before))
  }

  /// Starts over with `configuration`, keeping the value (rounded to its
  /// fraction digits) and editing when the field was: a new undo history.
  /// The host decimal key is the configuration's.
  mutating func reconfigure(_ configuration: AmountFieldConfiguration) -> AmountEditResult {
    let before = self
    self = AmountEditor(configuration: configuration, value: before.value)
    if before.isEditing { apply(.beginEditing) }
    return AmountEditResult(outcome: .accepted, changes: changes(since: before))
  }

  /// What differs between `before` and this state.
  private func changes(since before: AmountEditor) -> AmountEditChanges {
    var changes: AmountEditChanges = []
    if text != before.text { changes.insert(.text) }
    if selection != before.selection { changes.insert(.selection) }
    if value != before.value { changes.insert(.value) }
    return changes
  }
}
