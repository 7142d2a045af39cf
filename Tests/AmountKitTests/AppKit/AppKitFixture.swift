import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

/// An amount field on the Mac as the AppKit adapter wires it
/// (`AmountKitAppKit`): an ``AmountInputController`` hosted by a
/// ``TestAppKitTextField`` and the field editor that edits it, every
/// event reported with what the field editor shows, the effects carried
/// out in the adapter's order. It is `AmountTextField` (a field editor of
/// its own, whose overrides report to the behaviour) or, with
/// ``Wiring/ownFieldEditor`` off, `AmountTextFieldBehavior` on a plain
/// field (the window's shared field editor, in front of whose delegate it
/// stands while the field is edited). Nothing here decides anything.
@MainActor
final class AppKitAmountField {
  /// How the adapter is wired; each switch but the first turns off one of
  /// its rules, so that a test can show the model reproduces the bug.
  struct Wiring {
    /// `AmountTextField`: the cell gives the field a field editor of its
    /// own. Off: `AmountTextFieldBehavior` on a plain `NSTextField`.
    var ownFieldEditor = true
    /// When editing ends, the behaviour lets go of the field editor: the
    /// field is its delegate again and the behaviour no longer writes to it.
    var letsGoOfFieldEditor = true
    /// The field editor registers none of its own typing
    /// (`allowsUndo = false`) and undoes with the field's own undo manager
    /// (`undoManager(for:)`, or the field editor's `undoManager`).
    var ownsUndo = true
    /// The keypad's decimal key is typed as `.` whatever the layout types.
    var keypadDecimalKey = true
    /// The focus policy is applied again on the next turn, after the
    /// click's caret.
    var settlesBeginSelection = true
    /// Up, Down and Return are the behaviour's before the field editor's.
    var handlesCommands = true
    /// The field editor reports an input method's `setMarkedText` before
    /// it asks for the change.
    var reportsMarkedTextStart = true
    /// The behaviour changes the field editor's text as an edit of the
    /// text system (`shouldChangeText`, the change, `didChangeText()`), so
    /// that the field's delegate hears of the session and its changes.
    var editsThroughTheTextSystem = true
    /// No completion is offered (Escape).
    var suppressesCompletions = true
    /// `AmountTextField` begins editing when its cell has set the field
    /// editor up (also when Return selects the text again). Off: when it
    /// becomes first responder.
    var beginsFromCell = true
    /// The field editor's own answer to a change request (which may
    /// refuse it) comes before the behaviour's.
    var asksTextSystemFirst = true
    /// The selection reported while the text system applies a change the
    /// behaviour allowed is not read as the user's.
    var ignoresSelectionDuringChange = true
    /// A field editor AppKit took away (abort) is let go of, and the field
    /// shows the value at rest.
    var releasesTakenEditor = true
    /// A plain field whose field editor was selected before it became its
    /// delegate is attached on the next turn.
    var rechecksSetUpOnNextTurn = true
    /// The SwiftUI field writes a setting of the cell only when it changes.
    var writesChangedSettingsOnly = true
    /// `AmountTextField` answers `accessibilityValue()` itself, made when
    /// it is read. Off: the behaviour sets the value (on a plain field it
    /// always does).
    var answersAccessibilityValue = true
    /// A plain field's spoken value is set only while VoiceOver or Switch
    /// Control runs, and when one starts. Off: on every change of the text.
    var setsSpokenValueOnlyWhileReaderRuns = true
  }

  let field: TestAppKitTextField
  private(set) var controller: AmountInputController
  let wiring: Wiring
  /// The field's own undo manager (the adapter's `undoManager`).
  let undoManager: TestUndoManager
  private(set) var rejections: [AmountRejection] = []
  private(set) var changes: [AmountInputChange] = []
  private(set) var announcements: [String] = []
  /// Whether the SwiftUI field is focused (`onEditingBegan`,
  /// `onEditingEnded`).
  private(set) var isFocused = false
  /// The field editor the behaviour is attached to.
  private(set) var editor: TestFieldEditor?
  private var standsInFrontOfSharedEditor = false
  private var editorAllowedUndo = true
  private var writing = 0
  private var changeInFlight = false
  private var attachRecheckScheduled = false
  private lazy var editorDelegate = FieldEditorDelegate(behavior: self)

  var window: TestWindow { field.window }
  var value: Decimal? { controller.value }

  init(
    _ name: String = "amount", in window: TestWindow,
    configuration: AmountFieldConfiguration = .usd, value: Decimal? = nil,
    wiring: Wiring = Wiring()
  ) {
    field = TestAppKitTextField(name: name, in: window)
    controller = AmountInputController(configuration: configuration, value: value)
    self.wiring = wiring
    undoManager = TestUndoManager()
    field.stringValue = controller.text
    if answersAccessibilityValue {
      field.accessibilityValueOverride = (
        get: { @MainActor [unowned self] in appAccessibilityValue ?? spokenValue() },
        set: { @MainActor [unowned self] value in appAccessibilityValue = value }
      )
    } else {
      let readerStatusDidChange = { @MainActor [unowned self] in
        guard wiring.setsSpokenValueOnlyWhileReaderRuns, field.assistiveTechnologies.readsValues
        else { return }
        field.accessibilityValue = spokenValue()
      }
      field.assistiveTechnologies.voiceOverObservers.append(readerStatusDidChange)
      field.assistiveTechnologies.switchControlObservers.append(readerStatusDidChange)
      if setsSpokenValueNow { field.accessibilityValue = spokenValue() }
    }
    if wiring.ownFieldEditor {
      wireOwnFieldEditor()
    } else {
      window.selectionObservers.append { [unowned self] editor in
        fieldEditorSelectionDidChange(editor)
      }
    }
  }

  /// `AmountTextField`: the cell's field editor, its overrides and the
  /// field's own.
  private func wireOwnFieldEditor() {
    let editor = TestFieldEditor(window: window)
    field.ownFieldEditor = editor
    if wiring.ownsUndo {
      field.allowsUndo = false
      editor.undoManagerOverride = undoManager
    }
    editor.shouldChangeTextOverride = { [unowned self] ranges, strings, textSystem in
      if wiring.asksTextSystemFirst {
        guard textSystem() else { return false }
        return shouldChangeText(in: ranges, replacementStrings: strings)
      }
      return shouldChangeText(in: ranges, replacementStrings: strings) && textSystem()
    }
    editor.willSetMarkedText = { [unowned self] in
      if wiring.reportsMarkedTextStart { controller.markedTextWillChange() }
    }
    editor.didUnmarkText = { [unowned self] in editorTextDidChange() }
    editor.didChangeTextHook = { [unowned self] in editorTextDidChange() }
    editor.didChangeSelectionHook = { [unowned self] in selectionDidChange() }
    editor.keyDownOverride = { [unowned self] event in
      wiring.keypadDecimalKey && Self.isKeypadDecimalKey(event) && keypadDecimalKey()
    }
    editor.doCommandOverride = { [unowned self] selector in doCommand(selector) }
    if wiring.suppressesCompletions { editor.completionsOverride = { [] } }
    if wiring.beginsFromCell {
      field.cellDidSetUpEditor = { [unowned self] setUp in
        guard setUp === editor else { return }
        editingDidBegin(in: editor)
        isFocused = true
      }
    } else {
      field.didBecomeFirstResponder = { [unowned self] in
        editingDidBegin(in: editor)
        isFocused = true
      }
    }
    field.willEndEditing = { [unowned self] in editingWillEnd() }
    field.didEndEditing = { [unowned self] in
      if field.currentEditor == nil { isFocused = false }
    }
    field.abortEditingOverride = { [unowned self] abort in
      let aborted = abort()
      releaseEditorIfTakenAway()
      if aborted { isFocused = false }
      return aborted
    }
  }

  // MARK: The app

  func setValue(_ value: Decimal?) {
    releaseEditorIfTakenAway()
    carryOut(controller.setValue(value))
  }

  func setConfiguration(_ configuration: AmountFieldConfiguration) {
    releaseEditorIfTakenAway()
    carryOut(controller.setConfiguration(configuration))
  }

  /// `apply(_:)`: a step, the sign key.
  func apply(_ edit: AmountEdit) {
    releaseEditorIfTakenAway()
    carryOut(controller.apply(edit, host: hostState))
  }

  /// The SwiftUI field's update (`updateNSView`) writing the alignment the
  /// environment gives.
  func swiftUIUpdate(alignment: String) {
    if !wiring.writesChangedSettingsOnly || field.alignment != alignment {
      field.alignment = alignment
    }
  }

  /// VoiceOver's increment: only while the field is not being edited.
  @discardableResult
  func accessibilityPerformIncrement() -> Bool {
    guard controller.isAccessibilityAdjustable else { return false }
    apply(.stepUp)
    return true
  }

  // MARK: Attaching to the field editor

  /// A plain field: the shared field editor's selection changed. With the
  /// field as its delegate, the field began editing; else it is looked at
  /// again on the next turn.
  private func fieldEditorSelectionDidChange(_ editor: TestFieldEditor) {
    guard editor.isFieldEditor else { return }
    releaseEditorIfTakenAway()
    guard self.editor == nil else { return }
    if editor.delegate === field {
      attach(toSharedEditor: editor)
    } else if wiring.rechecksSetUpOnNextTurn, !attachRecheckScheduled {
      attachRecheckScheduled = true
      window.runLoop.async { [unowned self] in
        attachRecheckScheduled = false
        guard self.editor == nil, editor.delegate === field else { return }
        attach(toSharedEditor: editor)
      }
    }
  }

  private func attach(toSharedEditor editor: TestFieldEditor) {
    standsInFrontOfSharedEditor = true
    editingDidBegin(in: editor)
  }

  private func editingDidBegin(in editor: TestFieldEditor) {
    releaseEditorIfTakenAway()
    guard self.editor == nil else { return }
    self.editor = editor
    changeInFlight = false
    editorAllowedUndo = editor.allowsUndo
    if wiring.ownsUndo { editor.allowsUndo = false }
    if standsInFrontOfSharedEditor { editor.delegate = editorDelegate }
    carryOut(controller.beginEditing(host: hostState))
    if wiring.settlesBeginSelection {
      window.runLoop.async { [unowned self] in
        guard self.editor != nil else { return }
        carryOut(controller.beginEditingDidSettle(host: hostState))
      }
    }
  }

  /// Editing ends, before AppKit ends it: the field editor shows the
  /// value at rest, then the behaviour lets go of it.
  fileprivate func editingWillEnd() {
    guard editor != nil else { return }
    carryOut(controller.endEditing(host: hostState))
    letGoOfEditor()
  }

  /// Whether the behaviour still holds `editor`: AppKit takes it away by
  /// removing its delegate, or by giving it to another field.
  private func holds(_ editor: TestFieldEditor) -> Bool {
    standsInFrontOfSharedEditor ? editor.delegate === editorDelegate : editor.delegate === field
  }

  /// A field editor AppKit took away is let go of without a write, and
  /// the field shows the value at rest.
  private func releaseEditorIfTakenAway() {
    guard wiring.releasesTakenEditor, let editor, !holds(editor) else { return }
    self.editor = nil
    standsInFrontOfSharedEditor = false
    changeInFlight = false
    carryOut(controller.endEditing(host: AmountHostState(text: controller.text, selection: nil)))
  }

  private func letGoOfEditor() {
    guard wiring.letsGoOfFieldEditor, let editor else { return }
    editor.allowsUndo = editorAllowedUndo
    if standsInFrontOfSharedEditor, editor.delegate === editorDelegate { editor.delegate = field }
    self.editor = nil
    standsInFrontOfSharedEditor = false
    changeInFlight = false
  }

  // MARK: What the field editor reports

  private func shouldChangeText(in ranges: [NSRange], replacementStrings strings: [String]?)
    -> Bool
  {
    guard writing == 0 else { return true }
    changeInFlight = false
    guard let strings else { return false }
    var string = strings.joined()
    if wiring.keypadDecimalKey, let event = editor?.currentEvent, Self.isKeypadDecimalKey(event),
      event.characters == string, string.utf16.count == 1, editor?.hasMarkedText != true
    {
      string = "."
    }
    let effects = controller.shouldChangeCharacters(
      inRanges: ranges, replacementString: string, host: hostState)
    carryOut(effects)
    changeInFlight = wiring.ignoresSelectionDuringChange && effects.hostAppliesChange
    return effects.hostAppliesChange
  }

  fileprivate func selectionDidChange() {
    guard writing == 0, editor != nil, !changeInFlight else { return }
    carryOut(controller.selectionDidChange(host: hostState))
  }

  fileprivate func editorTextDidChange() {
    changeInFlight = false
    guard writing == 0, editor != nil else { return }
    carryOut(controller.textDidChange(host: hostState))
  }

  private func keypadDecimalKey() -> Bool {
    guard let editor, !editor.hasMarkedText else { return false }
    carryOut(
      controller.shouldChangeCharacters(
        in: NSRange(location: editor.selection.lowerBound, length: editor.selection.count),
        replacementString: ".", host: hostState))
    return true
  }

  fileprivate func doCommand(_ selector: String) -> Bool {
    guard wiring.handlesCommands else { return false }
    switch selector {
    case "moveUp:", "moveDown:":
      guard controller.handlesArrowKeys(host: hostState) else { return false }
      carryOut(controller.apply(selector == "moveUp:" ? .stepUp : .stepDown, host: hostState))
      return true
    case "insertNewline:":
      guard let effects = controller.returnKey() else { return false }
      carryOut(effects)
      return true
    default:
      return false
    }
  }

  static func isKeypadDecimalKey(_ event: TestKeyEvent?) -> Bool {
    guard let event else { return false }
    return event.keyCode == 65 && event.numericPad
  }

  // MARK: The spoken value

  /// How many spoken values the adapter made.
  private(set) var spokenValuesMade = 0
  /// An accessibility value the app set on `AmountTextField`.
  private var appAccessibilityValue: String?

  /// Whether the field answers `accessibilityValue()` itself:
  /// `AmountTextField` with its own field editor.
  private var answersAccessibilityValue: Bool {
    wiring.ownFieldEditor && wiring.answersAccessibilityValue
  }

  /// Whether the behaviour sets the spoken value now: while VoiceOver or
  /// Switch Control runs.
  private var setsSpokenValueNow: Bool {
    field.assistiveTechnologies.readsValues || !wiring.setsSpokenValueOnlyWhileReaderRuns
  }

  /// The controller's spoken value, counted.
  private func spokenValue() -> String {
    spokenValuesMade += 1
    return controller.accessibilityValue
  }

  // MARK: Translation

  var hostState: AmountHostState {
    if let editor { return editor.state }
    return AmountHostState(text: field.stringValue, selection: nil)
  }

  func carryOut(_ effects: AmountInputEffects) {
    if let display = effects.display {
      writing += 1
      if let editor, wiring.releasesTakenEditor, !holds(editor) {
        // Taken away: not written to.
      } else if let editor {
        if editor.text != display.text {
          if effects.events.contains(.editingChanged), wiring.editsThroughTheTextSystem {
            // Refused by the text system: written as code does.
            if !editor.replaceAsEdit(with: display.text) { editor.setString(display.text) }
          } else {
            editor.setString(display.text)
          }
        }
        editor.setSelection(display.selection)
      } else if !field.isEditing, field.stringValue != display.text {
        field.stringValue = display.text
      }
      writing -= 1
    }
    if effects.accessibilityValueChanged, !answersAccessibilityValue, setsSpokenValueNow {
      field.accessibilityValue = spokenValue()
    }
    if effects.undo.removesRegisteredSteps { undoManager.removeAllActions(target: self) }
    if let step = effects.undo.registeredStep {
      let manager = wiring.ownsUndo ? undoManager : window.undoManager
      for _ in 0..<effects.undo.registrationCount {
        manager.registerUndo(target: self) { [unowned self] in carryOut(controller.perform(step)) }
      }
    }
    if effects.events.contains(.valueChanged), field.isContinuous { field.sendAction() }
    if let announcement = effects.announcement {
      announcements.append(announcement)
      window.runLoop.async { [window] in window.voiceOver.announce(announcement, queued: true) }
    }
    if let reason = effects.rejection { rejections.append(reason) }
    if let change = effects.change { changes.append(change) }
  }
}

/// `AmountTextFieldBehavior`'s stand-in delegate of the shared field
/// editor: the behaviour's answers, and the field's for the rest.
@MainActor
private final class FieldEditorDelegate: TestFieldEditorDelegate {
  unowned let behavior: AppKitAmountField

  init(behavior: AppKitAmountField) {
    self.behavior = behavior
  }

  private var field: TestAppKitTextField { behavior.field }

  func textView(
    _ textView: TestFieldEditor, shouldChangeTextInRanges ranges: [NSRange],
    replacementStrings strings: [String]?
  ) -> Bool {
    behavior.shouldChangeTextFromDelegate(in: ranges, replacementStrings: strings)
  }

  func textViewDidChangeSelection(_ textView: TestFieldEditor) { behavior.selectionDidChange() }

  func textDidChange(_ textView: TestFieldEditor) {
    behavior.editorTextDidChange()
    field.textDidChange(textView)
  }

  func textView(_ textView: TestFieldEditor, doCommandBy selector: String) -> Bool {
    behavior.doCommand(selector) || field.textView(textView, doCommandBy: selector)
  }

  func undoManager(for textView: TestFieldEditor) -> TestUndoManager? {
    behavior.wiring.ownsUndo ? behavior.undoManager : nil
  }

  func completions(for textView: TestFieldEditor) -> [String]? {
    behavior.wiring.suppressesCompletions ? [] : nil
  }

  func textShouldBeginEditing(_ textView: TestFieldEditor) -> Bool {
    field.textShouldBeginEditing(textView)
  }

  func textDidBeginEditing(_ textView: TestFieldEditor) { field.textDidBeginEditing(textView) }

  func textDidEndEditing(_ textView: TestFieldEditor) {
    behavior.editingWillEnd()
    field.textDidEndEditing(textView)
  }
}

extension AppKitAmountField {
  fileprivate func shouldChangeTextFromDelegate(
    in ranges: [NSRange], replacementStrings strings: [String]?
  ) -> Bool {
    shouldChangeText(in: ranges, replacementStrings: strings)
  }

}

/// A plain text field of the window that is not an amount field, whose
/// delegate records what it hears.
@MainActor
final class NoteField: TestControlDelegate {
  let field: TestAppKitTextField
  private(set) var changes = 0

  init(_ name: String = "note", in window: TestWindow) {
    field = TestAppKitTextField(name: name, in: window)
    field.delegate = self
  }

  func controlTextDidChange(_ field: TestAppKitTextField) { changes += 1 }
}
