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
    let result = editor.perform(edit)
    return Self.effects(
      change: Self.changeReport(of: result, in: &editor, edit: { .edit(edit) }),
      of: result, in: &editor, kind: kind, shown: shown, hostAnnounced: hostAnnounced)
  }

  /// The report of the change an edit made to `editor`, which `result`
  /// describes; nil when it changed neither text nor value, or was
  /// refused. `edit` makes the record of the edit, only for a report (see
  /// ``AmountInputChange/EditRecord``). The editor is
  /// `inout` only to be read in place (see ``display(of:host:)``).
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

  /// The effects of an edit of `kind` to `editor` (read in place), which
  /// `result` describes, for a host showing `shown`: `change` (the report
  /// of ``changeReport(of:in:edit:)``), the display, the rejection and its
  /// announcement in the field's language, the undo registrations and the
  /// control events.
  ///
  /// Each is worked out first and the effects are made once, from all of
  /// them: the value returned is written once, with no copy of it and of
  /// its change report made on the way.
  @inline(__always)
  static func effects(
    change: consuming AmountInputChange?, of result: AmountEditResult,
    in editor: inout AmountEditor, kind: AmountEdit.Kind, shown: borrowing AmountHostState,
    hostAnnounced: Bool
  ) -> AmountInputEffects {
    let textChanged = result.changes.contains(.text)
    let valueChanged = result.changes.contains(.value)
    let shows = display(of: &editor, host: shown)
    var undo = AmountUndoEffect.none
    var events: AmountControlEvents = []
    // A refused edit has nothing to register or announce as a change, but
    // a multi-character insert may have taken some keys before one was
    // refused: those are carried out like any edit.
    if result.outcome.isAccepted || result.recordedUndoSteps > 0 {
      switch kind {
      case .undo:
        undo = .register(.redo)
      case .redo:
        undo = .register(.undo)
      case .setValue, .endEditing:
        undo = .removeAll
      case .userEdit:
        // One registration per step the editor recorded. When its history
        // drops its oldest steps, the host's oldest actions outlive them
        // and are refused (nothingToUndo) when reached; laying the host's
        // registrations again would put them in one undo group.
        if result.recordedUndoSteps > 0 {
          undo = .register(.undo, count: result.recordedUndoSteps)
        }
      case .caretMove, .beginEditing:
        break
      }
      if textChanged && AmountInputChange.isEditing(kind) && !hostAnnounced {
        events.insert(.editingChanged)
      }
      if valueChanged && AmountInputChange.isUserInitiated(kind) {
        events.insert(.valueChanged)
      }
    }
    // What is spoken is the value, when there is one: a value that changed
    // under the same text (the typed zero of `$0.` deleted, which leaves no
    // amount) is spoken anew.
    let spokenValueChanged = shows.hostTextDiffers || textChanged || valueChanged
    if let reason = result.outcome.reason {
      // A refused edit, or an expression cleared at the end of editing.
      return AmountInputEffects(
        display: shows.display, change: change,
        announcement: announcement(of: reason, in: &editor), undo: undo, events: events,
        rejection: reason, accessibilityValueChanged: spokenValueChanged)
    }
    return AmountInputEffects(
      display: shows.display, change: change, undo: undo, events: events,
      accessibilityValueChanged: spokenValueChanged)
  }

  /// The sentence announcing why an edit of `editor` was refused, in the
  /// field's language.
  ///
  /// Out of line: the configuration the sentence is made from has a layout
  /// known only at run time (its locale's), and every keystroke that
  /// describes its effects would otherwise make room for one.
  @inline(never)
  static func announcement(of reason: AmountRejection, in editor: inout AmountEditor) -> String {
    editor.configuration.message(for: reason)
  }

  /// What a host showing `shown` must show of `editor` (read in place):
  /// the display, when the host's text or selection differs, and whether
  /// its text does.
  ///
  /// `inout` though nothing is changed, as a borrowed editor (or the
  /// controller's own, read by a method of it) was copied whole per
  /// keystroke.
  @inline(__always)
  static func display(of editor: inout AmountEditor, host shown: borrowing AmountHostState)
    -> (display: AmountInputDisplay?, hostTextDiffers: Bool)
  {
    // The text read once (a field of the editor's layout).
    let text = editor.layout.text
    // A text of another length differs, known without reading the bytes;
    // a host showing the controller's text shares its storage (an O(1)
    // comparison).
    let hostTextDiffers = shown.text.utf8.count != text.utf8.count || shown.text != text
    // A host that is not first responder has no selection to set.
    let selection = editor.selection
    let selectionDiffers = shown.selection.map { $0 != selection } ?? false
    let display =
      hostTextDiffers || selectionDiffers
      ? AmountInputDisplay(text: text, selection: selection) : nil
    return (display, hostTextDiffers)
  }

  /// Sets what a host showing `shown` must do to show the controller's
  /// state, after an event that changed the controller's text or not: the
  /// display when the host's text or selection differs, the accessibility
  /// value when either text changed.
  mutating func show(
    in effects: inout AmountInputEffects, host shown: borrowing AmountHostState, textChanged: Bool
  ) {
    let shows = Self.display(of: &editor, host: shown)
    if let display = shows.display { effects.display = display }
    effects.accessibilityValueChanged = shows.hostTextDiffers || textChanged
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
