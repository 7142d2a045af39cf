import Foundation

// Running an edit and describing what the host must do after it: the one
// place that turns the editor's result into effects.

extension AmountInputController {
  /// Applies one edit to the editor and describes what the host must do.
  ///
  /// - Parameters:
  ///   - edit: The edit.
  ///   - host: What the host shows, or nil when it shows the controller's
  ///     state from before the edit.
  ///   - hostAnnounced: Whether the host made and announced the change
  ///     itself (no `editingChanged` then).
  mutating func run(
    _ edit: AmountEdit, host: AmountHostState?, hostAnnounced: Bool = false
  ) -> AmountInputEffects {
    let kind = edit.kind
    if let host { return run(edit, kind: kind, shown: host, hostAnnounced: hostAnnounced) }
    return run(edit, kind: kind, shown: hostState, hostAnnounced: hostAnnounced)
  }

  /// ``run(_:host:hostAnnounced:)`` with the edit's kind known (a host's
  /// change request is a user edit) and the host's state at hand.
  @inline(__always)
  mutating func run(
    _ edit: AmountEdit, kind: AmountEdit.Kind, shown: borrowing AmountHostState,
    hostAnnounced: Bool
  ) -> AmountInputEffects {
    // The effects are built in place, in the one value returned: no copy
    // of them, nor a destruction of a copy, per keystroke.
    let result = editor.perform(edit)
    var effects = AmountInputEffects(
      change: Self.changeReport(of: result, in: &editor, edit: { .edit(edit) }))
    Self.describe(
      result, of: &editor, kind: kind, shown: shown, hostAnnounced: hostAnnounced,
      into: &effects)
    return effects
  }

  /// The report of the change an edit made to `editor`, which `result`
  /// describes; nil when it changed neither text nor value, or was
  /// refused. `edit` makes the record of the edit, only for a report (see
  /// ``AmountInputChange/EditRecord``). The editor is
  /// `inout` only to be read in place (see ``show(_:in:host:textChanged:)``).
  ///
  /// The report is given to the effects' initializer: assigned to effects
  /// made before, it destroyed the empty report it replaced, through
  /// `Optional`'s generic value witness, per keystroke.
  @inline(__always)
  static func changeReport(
    of result: AmountEditResult, in editor: inout AmountEditor,
    edit: () -> AmountInputChange.EditRecord
  ) -> AmountInputChange? {
    let textChanged = result.changes.contains(.text)
    let valueChanged = result.changes.contains(.value)
    // A multi-character insert may have taken some keys before one was
    // refused: those are carried out like any edit.
    guard textChanged || valueChanged,
      result.outcome.isAccepted || result.recordedUndoSteps > 0
    else { return nil }
    // The value is read from the editor's typed amount when asked, where
    // that is the value and its tokens are inline (plain bytes); the
    // editor's fields are read, the editor itself is not copied.
    if editor.valueIsTypedAmount, let amount = editor.draft.plain {
      return AmountInputChange(
        edit: edit(), textChanged: textChanged, valueChanged: valueChanged, amount: amount,
        mode: editor.mode, fractionDigits: editor.fractionDigits)
    }
    return AmountInputChange(
      edit: edit().edit, textChanged: textChanged, valueChanged: valueChanged,
      value: editor.value)
  }

  /// Writes into `effects` (which hold the change report and nothing else
  /// yet) what a host showing `shown` must do after an edit of `kind` to
  /// `editor` (read in place), which `result` describes: the display, the
  /// rejection and its announcement in the field's language, the undo
  /// registrations and the control events.
  @inline(__always)
  static func describe(
    _ result: AmountEditResult, of editor: inout AmountEditor,
    kind: AmountEdit.Kind, shown: borrowing AmountHostState, hostAnnounced: Bool,
    into effects: inout AmountInputEffects
  ) {
    let textChanged = result.changes.contains(.text)
    show(&editor, in: &effects, host: shown, textChanged: textChanged)
    // What is spoken is the value, when there is one: a value that changed
    // under the same text (the typed zero of `$0.` deleted, which leaves no
    // amount) is spoken anew.
    if result.changes.contains(.value) { effects.accessibilityValueChanged = true }
    if let reason = result.outcome.reason {
      // A refused edit, or an expression cleared at the end of editing.
      effects.rejection = reason
      effects.announcement = editor.configuration.message(for: reason)
      // A multi-character insert may have taken some keys before one was
      // refused: those are carried out like any edit.
      guard result.outcome.isAccepted || result.recordedUndoSteps > 0 else { return }
    }
    switch kind {
    case .undo:
      effects.undo = .register(.redo)
    case .redo:
      effects.undo = .register(.undo)
    case .setValue, .endEditing:
      effects.undo = .removeAll
    case .userEdit:
      // One registration per step the editor recorded. When its history
      // drops its oldest steps, the host's oldest actions outlive them and
      // are refused (nothingToUndo) when reached; laying the host's
      // registrations again would put them in one undo group.
      if result.recordedUndoSteps > 0 {
        effects.undo = .register(.undo, count: result.recordedUndoSteps)
      }
    case .caretMove, .beginEditing:
      break
    }
    if textChanged && AmountInputChange.isEditing(kind) && !hostAnnounced {
      effects.events.insert(.editingChanged)
    }
    if result.changes.contains(.value) && AmountInputChange.isUserInitiated(kind) {
      effects.events.insert(.valueChanged)
    }
  }

  /// Sets what a host showing `shown` must do to show the controller's
  /// state, after an event that changed the controller's text or not: the
  /// display when the host's text or selection differs, the accessibility
  /// value when either text changed.
  @inline(__always)
  mutating func show(
    in effects: inout AmountInputEffects, host shown: borrowing AmountHostState, textChanged: Bool
  ) {
    Self.show(&editor, in: &effects, host: shown, textChanged: textChanged)
  }

  /// ``show(in:host:textChanged:)`` for `editor`, read in place: `inout`
  /// though nothing is changed, as a borrowed editor (or the controller's
  /// own, read by a method of it) was copied whole per keystroke.
  @inline(__always)
  static func show(
    _ editor: inout AmountEditor, in effects: inout AmountInputEffects,
    host shown: borrowing AmountHostState, textChanged: Bool
  ) {
    // The text read once (a field of the editor's layout).
    let text = editor.layout.text
    // A text of another length differs, known without reading the bytes;
    // a host showing the controller's text shares its storage (an O(1)
    // comparison).
    let hostTextDiffers = shown.text.utf8.count != text.utf8.count || shown.text != text
    // A host that is not first responder has no selection to set.
    let selection = editor.selection
    let selectionDiffers = shown.selection.map { $0 != selection } ?? false
    if hostTextDiffers || selectionDiffers {
      effects.display = AmountInputDisplay(text: text, selection: selection)
    }
    effects.accessibilityValueChanged = hostTextDiffers || textChanged
  }

  /// What a host showing `shown` must do to show the controller's state.
  mutating func effects(showing shown: AmountHostState) -> AmountInputEffects {
    var effects = AmountInputEffects()
    show(in: &effects, host: shown, textChanged: false)
    return effects
  }

  /// `text` without bidi and other invisible format marks; the same string
  /// when it has none.
  static func withoutInvisibleMarks(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Characters.isBidiOrInvisible) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !Characters.isBidiOrInvisible(scalar) {
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
