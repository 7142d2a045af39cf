import Foundation

/// Everything an amount text field decides, independent of UIKit: which
/// edit a host's `shouldChangeCharactersIn` means, what happens to marked
/// text, focus, undo steps, the keyboard and the accessibility value.
///
/// The controller owns an ``AmountEditor`` and talks to the field through an
/// ``AmountTextHost``. A UIKit adapter forwards the field's delegate calls
/// to it and does nothing else:
///
/// ```swift
/// func textField(
///   _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
///   replacementString string: String
/// ) -> Bool {
///   controller.shouldChangeCharacters(in: range, replacementString: string, host: host)
/// }
/// ```
///
/// Rules the controller applies:
/// - It answers `false` to every change request and sets the text and the
///   selection itself, synchronously, so the field never shows an
///   unformatted state. The exception is marked text (below).
/// - An empty replacement of the character before a caret is backspace, of
///   the character after it forward delete, of the selection a deletion of
///   the selection; one character typed at the selection is a keystroke;
///   more is one paste (also for dictation and autocorrect). Any other
///   range goes to the editor as ``AmountEdit/replace(_:with:)``.
/// - While an input method composes marked text the host edits freely and
///   nothing is reformatted; the committed text is applied as one edit by
///   ``textDidChange(host:)``.
/// - Each accepted edit that changes the text or the value registers one
///   undo step with the host; undo and redo go through the editor. End of
///   editing registers none, and clears the host's undo actions, so that an
///   undo cannot reopen an edit in a field that lost focus (the editor
///   keeps its own history). Setting a value starts a new history.
///
/// The controller is a value; copy it to keep a state.
public struct AmountInputController: Sendable {
  /// The editing engine holding text, selection, value and undo history.
  public private(set) var editor: AmountEditor

  /// Whether an input method is composing marked text: the host's text may
  /// then differ from ``text`` until the composition is committed.
  public private(set) var isComposing = false

  /// Creates a controller for a field at rest showing `value` (or empty).
  ///
  /// - Parameters:
  ///   - configuration: The field's format, entry mode and limits.
  ///   - value: The initial value.
  public init(configuration: AmountFieldConfiguration, value: Decimal? = nil) {
    self.editor = AmountEditor(configuration: configuration, value: value)
  }

  /// The field's format, entry mode and limits.
  public var configuration: AmountFieldConfiguration { editor.configuration }

  /// The text the field should show.
  public var text: String { editor.text }

  /// The selection the field should show, in UTF-16 units.
  public var selection: Range<Int> { editor.selection }

  /// The exact value, or nil when the field holds no amount.
  public var value: Decimal? { editor.value }

  /// Whether the field is being edited.
  public var isEditing: Bool { editor.isEditing }

  /// The keyboard the field should ask for.
  public var keyboard: AmountKeyboard { AmountKeyboard(configuration: configuration) }

  /// What assistive technologies read for the field's value: the text the
  /// field shows, without bidi and other invisible format marks.
  ///
  /// VoiceOver reads a formatted amount naturally in the field's language
  /// (`$1,234.56` as "1,234 dollars and 56 cents"), and the text always
  /// matches what is on screen, also while typing (`$1,234.`) and for
  /// custom units (`28 lbs`). The bidi marks of `he_IL`, `ar_EG` or `fa_IR`
  /// carry no meaning for speech and are removed. An empty field reads as
  /// an empty string (the host's placeholder or label is read instead); a
  /// lone minus sign reads as that sign.
  public var accessibilityValue: String {
    var scalars = String.UnicodeScalarView()
    for scalar in editor.text.unicodeScalars where !Characters.isBidiOrInvisible(scalar) {
      scalars.append(scalar)
    }
    return String(scalars)
  }

  // MARK: Host events

  /// Answers a host's `textField(_:shouldChangeCharactersIn:replacementString:)`.
  ///
  /// The controller applies the edit and sets the host's text and selection
  /// itself, then returns `false`, so the host must not apply the change.
  /// It returns `true` only while an input method composes marked text: the
  /// host then changes its text as usual and nothing is reformatted until
  /// the composition is committed (see ``textDidChange(host:)``).
  ///
  /// A range out of the text is clamped to it; one that splits a surrogate
  /// pair or a grapheme is widened to whole characters; a range whose
  /// location is `NSNotFound` stands for the current selection.
  ///
  /// - Parameters:
  ///   - range: The UTF-16 range the host wants to replace.
  ///   - string: The replacement; empty for a deletion.
  ///   - host: The field.
  /// - Returns: Whether the host should apply the change itself.
  @MainActor
  public mutating func shouldChangeCharacters(
    in range: NSRange, replacementString string: String, host: some AmountTextHost
  ) -> Bool {
    if isComposing || host.markedUTF16Range != nil {
      isComposing = true
      return true
    }
    if host.currentText != editor.text {
      // The host changed its text behind our back (a program wrote to it):
      // take that change first; the range refers to a text that is gone.
      textDidChange(host: host)
      return false
    }
    let length = editor.text.utf16.count
    let hostSelection = host.selectedUTF16Range.map { Self.clamp($0, length: length) }
    let raw = Self.utf16Range(range, length: length) ?? hostSelection ?? editor.selection
    let edit = Self.edit(replacing: raw, with: string, selection: hostSelection)
    if let hostSelection, edit.usesSelection {
      editor.apply(.select(hostSelection))
    }
    apply(edit.edit, host: host)
    return false
  }

  /// Tells the controller that marked text is about to change, before the
  /// host asks ``shouldChangeCharacters(in:replacementString:host:)`` for it.
  ///
  /// A host that can observe the start of a composition (a `UITextField`
  /// subclass overriding `setMarkedText(_:selectedRange:)`) calls this, so
  /// that even the first provisional character is left to the input method.
  /// Hosts that cannot are still handled: the controller notices marked
  /// text from ``AmountTextHost/markedUTF16Range``.
  public mutating func markedTextWillChange() {
    isComposing = true
  }

  /// Tells the controller that the host changed its own text: an input
  /// method committed or updated marked text, or something wrote to the
  /// field directly.
  ///
  /// While text is still marked this does nothing. Otherwise the difference
  /// between the host's text and ``text`` is applied as one edit (a
  /// committed composition of several characters is one paste), and the
  /// host's text and selection are set to the result; if the edit is
  /// rejected, the host goes back to the text before it. Because the host
  /// may have registered undo actions of its own for the composition,
  /// they are removed before the step for this edit is registered.
  ///
  /// - Parameter host: The field.
  @MainActor
  public mutating func textDidChange(host: some AmountTextHost) {
    if host.markedUTF16Range != nil {
      isComposing = true
      return
    }
    let wasComposing = isComposing
    isComposing = false
    let hostText = host.currentText
    guard hostText != editor.text else {
      if wasComposing { sync(host) }
      return
    }
    let (range, replacement) = Self.difference(from: editor.text, to: hostText)
    host.removeAllUndoSteps()
    let outcome = apply(.replace(range, with: replacement), host: host)
    if !outcome.isAccepted { sync(host) }
  }

  /// Tells the controller that the host's selection changed (a tap, a
  /// drag, the arrow keys).
  ///
  /// A caret or selection edge inside the prefix or suffix is moved to the
  /// nearest edge of the number, and the host is told so. When a
  /// composition was under way and the host no longer has marked text, the
  /// composition has been committed (`unmarkText()` reports only a
  /// selection change) and is applied as by ``textDidChange(host:)``.
  ///
  /// - Parameter host: The field.
  @MainActor
  public mutating func selectionDidChange(host: some AmountTextHost) {
    if isComposing && host.markedUTF16Range == nil {
      textDidChange(host: host)
      return
    }
    guard !isComposing, host.markedUTF16Range == nil, host.currentText == editor.text,
      let hostSelection = host.selectedUTF16Range, hostSelection != editor.selection
    else { return }
    editor.apply(.select(Self.clamp(hostSelection, length: editor.text.utf16.count)))
    if editor.selection != hostSelection { sync(host) }
  }

  /// Editing begins (the field became first responder): the caret goes to
  /// the end of the number.
  ///
  /// - Parameter host: The field.
  @MainActor
  public mutating func beginEditing(host: some AmountTextHost) {
    isComposing = false
    apply(.beginEditing, host: host)
  }

  /// Editing ends (the field resigned first responder): the field shows
  /// the value at rest. This is not an undo step; the host's undo actions
  /// for the field are removed.
  ///
  /// A composition the host has already committed (no marked text left) is
  /// applied first, as by ``textDidChange(host:)``; one still marked is
  /// dropped.
  ///
  /// - Parameter host: The field.
  @MainActor
  public mutating func endEditing(host: some AmountTextHost) {
    if host.markedUTF16Range == nil && (isComposing || host.currentText != editor.text) {
      textDidChange(host: host)
    }
    isComposing = false
    apply(.endEditing, host: host)
  }

  /// Sets the value from the program: formatted at rest, rounded to the
  /// fraction digits, a new undo history. No user-initiated change is
  /// reported (``AmountInputChange/isUserInitiated`` is false).
  ///
  /// - Parameters:
  ///   - value: The new value; nil clears the field.
  ///   - host: The field.
  @MainActor
  public mutating func setValue(_ value: Decimal?, host: some AmountTextHost) {
    isComposing = false
    apply(.setValue(value), host: host)
  }

  /// Runs an undo action the host registered for `step`.
  ///
  /// - Parameters:
  ///   - step: The step the action was registered with.
  ///   - host: The field.
  /// - Returns: The editor's outcome; ``AmountRejection/nothingToUndo`` or
  ///   ``AmountRejection/nothingToRedo`` when there is nothing to do.
  @MainActor
  @discardableResult
  public mutating func perform(_ step: AmountUndoStep, host: some AmountTextHost)
    -> AmountEditOutcome
  {
    isComposing = false
    switch step {
    case .undo: return apply(.undo, host: host)
    case .redo: return apply(.redo, host: host)
    }
  }

  /// Applies one edit and brings the host up to date: text and selection,
  /// undo registration, change or rejection report.
  ///
  /// Use it for edits the host reports as such (arrow keys, Home and End,
  /// select all). Several characters in ``AmountEdit/insert(_:)`` are
  /// applied one at a time, each its own undo step.
  ///
  /// - Parameters:
  ///   - edit: The edit.
  ///   - host: The field.
  /// - Returns: The editor's outcome.
  @MainActor
  @discardableResult
  public mutating func apply(_ edit: AmountEdit, host: some AmountTextHost) -> AmountEditOutcome {
    if case .insert(let keys) = edit, keys.count > 1 {
      var outcome = AmountEditOutcome.accepted
      for key in keys {
        let result = apply(.insert(String(key)), host: host)
        if !result.isAccepted { outcome = result }
      }
      return outcome
    }
    let before = editor
    let outcome = editor.apply(edit)
    if let reason = outcome.rejection {
      host.amountInputDidReject(reason, edit: edit)
      return outcome
    }
    let textChanged = before.text != editor.text
    let valueChanged = before.value != editor.value
    switch edit {
    case .undo:
      host.registerUndoStep(.redo)
    case .redo:
      host.registerUndoStep(.undo)
    case .setValue, .endEditing:
      host.removeAllUndoSteps()
    case .select, .moveLeft, .moveRight, .moveToStart, .moveToEnd, .beginEditing:
      break
    case .insert, .deleteBackward, .deleteForward, .paste, .replace:
      if textChanged || valueChanged { host.registerUndoStep(.undo) }
    }
    sync(host)
    if textChanged || valueChanged {
      host.amountInputDidChange(
        AmountInputChange(
          edit: edit, textChanged: textChanged, valueChanged: valueChanged, value: editor.value))
    }
    return outcome
  }

  /// Replaces the configuration, keeping the value (rounded to the new
  /// fraction digits) and starting a new undo history.
  ///
  /// - Parameters:
  ///   - configuration: The new configuration.
  ///   - host: The field.
  @MainActor
  public mutating func setConfiguration(
    _ configuration: AmountFieldConfiguration, host: some AmountTextHost
  ) {
    guard configuration != editor.configuration else { return }
    let wasEditing = editor.isEditing
    let oldValue = editor.value
    editor = AmountEditor(configuration: configuration, value: oldValue)
    isComposing = false
    if wasEditing { editor.apply(.beginEditing) }
    host.removeAllUndoSteps()
    sync(host)
    let valueChanged = oldValue != editor.value
    host.amountInputDidChange(
      AmountInputChange(
        edit: .setValue(editor.value), textChanged: true, valueChanged: valueChanged,
        value: editor.value))
  }

  // MARK: Helpers

  /// Sets the host's text and selection when they differ from the editor's.
  @MainActor
  private func sync(_ host: some AmountTextHost) {
    if host.currentText != editor.text || host.selectedUTF16Range != editor.selection {
      host.setText(editor.text, selection: editor.selection)
    }
  }
}
