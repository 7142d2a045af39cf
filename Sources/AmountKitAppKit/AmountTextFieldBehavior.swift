#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AmountKit
import AppKit
import Foundation

/// Gives an existing `NSTextField` the behaviour of an amount field.
///
/// ```swift
/// let behavior = AmountTextFieldBehavior(
///   textField: priceField,
///   configuration: AmountFieldConfiguration(
///     format: .currency(code: "EUR", locale: Locale(identifier: "de_DE"))))
/// behavior.onChange = { change in print(change.value as Any) }
/// ```
///
/// AppKit edits every text field of a window through one text view, the
/// window's *field editor*. While the field is being edited the behaviour
/// stands in front of the field as the field editor's delegate: it
/// answers the change requests, selection changes, commands and the undo
/// manager, and passes every other delegate call to the field, so that
/// the field's own delegate (the app's) keeps receiving its calls
/// (`controlTextDidBeginEditing(_:)`, `control(_:textView:doCommandBy:)`,
/// ...). When editing ends the field is the field editor's delegate again,
/// before AppKit ends its editing: the next field the field editor edits
/// is never touched. The behaviour does not become the field's delegate.
///
/// ``AmountTextField`` has a field editor of its own and sees an input
/// method's composition from its first character. On a plain field the
/// first provisional character of a composition is read as typed (AppKit
/// tells a delegate of marked text only once it is marked), the keypad's
/// decimal key is recognized from the key event being handled, and
/// VoiceOver's increment and decrement are not offered. While the
/// behaviour stands in front of a plain field, AppKit may not count the
/// field as edited (`currentEditor()` can be nil, and `stringValue` is the
/// text at rest): read ``value``, not the field's text, while it is edited,
/// and use ``AmountTextField`` where you can.
///
/// The spoken value: a plain `NSTextField` cannot make its
/// `accessibilityValue()` when it is read (only a subclass can override
/// it, as ``AmountTextField`` does), so the behaviour sets it, the
/// amount's full name (`1,234.50 US dollars`), but only while VoiceOver or
/// Switch Control runs (`NSWorkspace.shared.isVoiceOverEnabled`,
/// `isSwitchControlEnabled`, which AppKit documents as key-value
/// observable). It sets the current value when one of them starts, and
/// again after every change of the text while one runs. While none runs,
/// no keystroke makes a spoken value, and the field keeps the last one
/// set.
///
/// When AppKit takes the field editor away without ending the editing
/// through the field (`abortEditing()`, setting the field's text or its
/// alignment while it is edited), the amount is kept and the field shows
/// it at rest.
///
/// Every decision is made by an ``AmountKit/AmountInputController``: this
/// class reports the field's events to it with what the field shows, and
/// carries out the ``AmountKit/AmountInputEffects`` it returns. Keep a
/// strong reference to the behaviour as long as the field needs it.
@MainActor
public final class AmountTextFieldBehavior: NSObject {
  /// The controller holding text, selection, value and undo history.
  public private(set) var controller: AmountInputController

  /// The field this behaviour drives.
  public private(set) weak var textField: NSTextField?

  /// Called after every change of the text or the value, once the field
  /// shows it; ``AmountKit/AmountInputChange/isUserInitiated`` tells
  /// whether the user made it.
  public var onChange: (@MainActor (AmountInputChange) -> Void)?

  /// Called when an edit is refused (play the alert sound, show a message).
  public var onReject: (@MainActor (AmountRejection) -> Void)?

  /// The field editor editing the field now, nil when it is not edited.
  private weak var editor: NSTextView?
  /// Whether the field editor is AppKit's shared one, in front of which
  /// the behaviour stands as delegate (a plain field), or the field's own
  /// (``AmountTextField``), which reports to the behaviour itself.
  private var standsInFrontOfSharedEditor = false
  /// The field editor's `allowsUndo` before the behaviour turned it off.
  private var editorAllowedUndo = true
  /// Stands in front of the field as the shared field editor's delegate.
  private lazy var editorDelegate = FieldEditorDelegate(behavior: self, field: textField)
  /// The field's undo steps, and only them (see ``undoManager``).
  let undoManager = UndoManager()
  /// The target of the undo actions this behaviour registers.
  private let undoTarget = UndoTarget()
  /// How deep the behaviour is in writing to the field: the field editor's
  /// echoes of those writes are not reported.
  private var writing = 0
  /// Whether the text system is applying a change the behaviour allowed
  /// (from the answer to `didChangeText()`): the selection it reports
  /// meanwhile is part of the change, not a move of the user's.
  private var changeInFlight = false
  /// Whether a plain field's editor is looked at again on the next turn
  /// (see ``fieldEditorSelectionDidChange(_:)``).
  private var attachRecheckScheduled = false
  /// Whether the behaviour sets the field's accessibility value (a plain
  /// field), or the field makes it when it is read (``AmountTextField``).
  private let setsAccessibilityValue: Bool
  /// The key-value observations of VoiceOver's and Switch Control's status,
  /// for a plain field.
  private var assistiveTechnologyObservations: [NSKeyValueObservation] = []

  /// Attaches the amount behaviour to `textField`.
  ///
  /// The field's formatter is removed (the behaviour formats), and its
  /// text is the value at rest.
  ///
  /// - Parameters:
  ///   - textField: The field.
  ///   - configuration: Format, entry mode and limits.
  ///   - value: The initial value, shown at rest.
  public convenience init(
    textField: NSTextField, configuration: AmountFieldConfiguration, value: Decimal? = nil
  ) {
    self.init(
      textField: textField, configuration: configuration, value: value, ownEditor: false,
      setsAccessibilityValue: true)
  }

  /// Attaches the behaviour; a field with an editor of its own reports its
  /// editing itself, and one that makes its spoken value when it is read
  /// (``AmountTextField``) passes `setsAccessibilityValue: false`.
  init(
    textField: NSTextField, configuration: AmountFieldConfiguration, value: Decimal?,
    ownEditor: Bool, setsAccessibilityValue: Bool
  ) {
    controller = AmountInputController(configuration: configuration, value: value)
    self.textField = textField
    self.setsAccessibilityValue = setsAccessibilityValue
    super.init()
    undoTarget.behavior = self
    textField.formatter = nil
    textField.stringValue = controller.text
    if setsAccessibilityValue {
      let workspace = NSWorkspace.shared
      // Told on whichever thread changes the status: handled on the main actor.
      let statusDidChange: @Sendable () -> Void = { [weak self] in
        Task { @MainActor in self?.assistiveTechnologyStatusDidChange() }
      }
      assistiveTechnologyObservations = [
        workspace.observe(\.isVoiceOverEnabled) { _, _ in statusDidChange() },
        workspace.observe(\.isSwitchControlEnabled) { _, _ in statusDidChange() },
      ]
      if Self.assistiveTechnologyReadsValues {
        textField.setAccessibilityValue(controller.accessibilityValue)
      }
    }
    if !ownEditor {
      // The shared field editor selects the field's text when the field
      // begins editing (`selectText(_:)`), posting a selection change with
      // the field as its delegate: the behaviour attaches then.
      NotificationCenter.default.addObserver(
        self, selector: #selector(fieldEditorSelectionDidChange(_:)),
        name: NSTextView.didChangeSelectionNotification, object: nil)
    }
  }

  deinit {
    // Undo actions must not outlive the behaviour; the target removes them
    // on the main actor.
    let target = undoTarget
    Task { @MainActor in target.removeRegisteredActions() }
  }

  /// The exact value, or nil when the field is empty. Setting it formats
  /// the value at rest (the field stays editing when it was), starts a new
  /// undo history and sends no action.
  public var value: Decimal? {
    get { controller.value }
    set {
      releaseEditorIfTakenAway()
      carryOut(controller.setValue(newValue))
    }
  }

  /// Format, entry mode and limits; changing them keeps the value.
  public var configuration: AmountFieldConfiguration {
    get { controller.configuration }
    set {
      releaseEditorIfTakenAway()
      carryOut(controller.setConfiguration(newValue))
    }
  }

  /// Applies an edit the field does not report as a text change: a step
  /// (``AmountKit/AmountEdit/stepUp``), the sign key.
  ///
  /// A step of a field that is not being edited (an app's stepper,
  /// VoiceOver) shows the new value at rest and sends the field's action
  /// once; the field does not start editing. While an input method
  /// composes, steps and the sign key are refused
  /// (``AmountKit/AmountRejection/composing``).
  ///
  /// - Parameter edit: The edit.
  public func apply(_ edit: AmountEdit) {
    releaseEditorIfTakenAway()
    carryOut(controller.apply(edit, host: hostState))
  }

  /// Whether an assistive technology that reads the field's accessibility
  /// value runs: VoiceOver or Switch Control.
  private static var assistiveTechnologyReadsValues: Bool {
    NSWorkspace.shared.isVoiceOverEnabled || NSWorkspace.shared.isSwitchControlEnabled
  }

  /// VoiceOver or Switch Control started or stopped: one that starts finds
  /// the current spoken value.
  private func assistiveTechnologyStatusDidChange() {
    guard setsAccessibilityValue, let textField, Self.assistiveTechnologyReadsValues else {
      return
    }
    textField.setAccessibilityValue(controller.accessibilityValue)
  }

  /// Whether VoiceOver may step the field (increment and decrement): only
  /// while it is not being edited (see
  /// ``AmountKit/AmountInputController/isAccessibilityAdjustable``).
  public var isAccessibilityAdjustable: Bool { controller.isAccessibilityAdjustable }

  /// Detaches the behaviour: its undo actions are removed and the field
  /// editor's delegate is the field again.
  public func detach() {
    releaseEditorIfTakenAway()
    undoTarget.removeRegisteredActions()
    letGoOfEditor()
    NotificationCenter.default.removeObserver(
      self, name: NSTextView.didChangeSelectionNotification, object: nil)
    assistiveTechnologyObservations.forEach { $0.invalidate() }
    assistiveTechnologyObservations = []
    textField = nil
  }

  // MARK: Editing begins and ends

  /// A field editor's selection changed (observed for a plain field): the
  /// shared field editor starting to edit the field, as it selects the
  /// field's text. Once attached, the selection is reported by the field
  /// editor's delegate call.
  ///
  /// The order in which the field editor is given its selection and its
  /// delegate is not documented: when the selection comes first, the
  /// field editor is looked at again on the next turn of the main run
  /// loop, once it is set up.
  @objc private func fieldEditorSelectionDidChange(_ notification: Notification) {
    guard let editor = notification.object as? NSTextView, editor.isFieldEditor, textField != nil
    else { return }
    releaseEditorIfTakenAway()
    guard self.editor == nil else { return }
    if editor.delegate === textField {
      attach(toSharedEditor: editor)
    } else if !attachRecheckScheduled {
      attachRecheckScheduled = true
      perform(#selector(attachIfSetUp(_:)), with: editor, afterDelay: 0, inModes: [.default])
    }
  }

  /// The next turn after a selection change of a field editor whose
  /// delegate was not the field: attaches when the field editor now edits
  /// the field.
  @objc private func attachIfSetUp(_ editor: NSTextView) {
    attachRecheckScheduled = false
    guard self.editor == nil, let textField, editor.delegate === textField else { return }
    attach(toSharedEditor: editor)
  }

  /// Stands in front of the plain field as the shared field editor's
  /// delegate, and begins editing.
  private func attach(toSharedEditor editor: NSTextView) {
    standsInFrontOfSharedEditor = true
    editingDidBegin(in: editor)
  }

  /// The field began editing in `editor`: the behaviour attaches to it.
  /// AppKit may set the same editor up again (Return selects the text
  /// again): the behaviour stays attached.
  func editingDidBegin(in editor: NSTextView) {
    releaseEditorIfTakenAway()
    guard self.editor == nil else { return }
    self.editor = editor
    changeInFlight = false
    editorAllowedUndo = editor.allowsUndo
    // The field's steps are the only undo actions (see `undoManager`):
    // the text view's own typing registrations would be undone over an
    // amount they no longer fit.
    editor.allowsUndo = false
    if standsInFrontOfSharedEditor { editor.delegate = editorDelegate }
    carryOut(controller.beginEditing(host: hostState))
    // A click places the caret after the field began editing: the focus
    // policy is applied again on the next turn of the main run loop, in
    // its default mode (not while the mouse is being tracked).
    perform(#selector(beginEditingDidSettle), with: nil, afterDelay: 0, inModes: [.default])
  }

  /// The next turn after editing began: the focus policy wins over the
  /// caret a click placed.
  @objc private func beginEditingDidSettle() {
    guard editor != nil else { return }
    carryOut(controller.beginEditingDidSettle(host: hostState))
  }

  /// Editing ends, before AppKit ends it: the field editor shows the value
  /// at rest, which AppKit then gives the field (and its delegate reads in
  /// `controlTextDidEndEditing(_:)`), and the behaviour lets go of it. A
  /// field that AppKit starts editing again (Return selects its text
  /// again) begins a new session after this.
  func editingWillEnd() {
    guard editor != nil else { return }
    carryOut(controller.endEditing(host: hostState))
    letGoOfEditor()
  }

  /// ``AmountTextField``'s editing was aborted: AppKit took the field
  /// editor away and discarded its text. The field shows the value at rest.
  func editingWasAborted() {
    releaseEditorIfTakenAway()
  }

  /// Whether the behaviour still holds `editor`: AppKit takes the field
  /// editor away without a word by removing its delegate
  /// (`abortEditing()`, "this method removes the field editor's
  /// delegate"), or by giving it to another field.
  private func holds(_ editor: NSTextView) -> Bool {
    standsInFrontOfSharedEditor ? editor.delegate === editorDelegate : editor.delegate === textField
  }

  /// When AppKit took the field editor away, the behaviour lets go of it
  /// without writing to it (it is no longer the field's) and the field
  /// shows the value at rest. The amount is kept: what the user typed was
  /// reported as it was typed.
  private func releaseEditorIfTakenAway() {
    guard let editor, !holds(editor) else { return }
    self.editor = nil
    standsInFrontOfSharedEditor = false
    changeInFlight = false
    carryOut(controller.endEditing(host: AmountHostState(text: controller.text, selection: nil)))
  }

  /// Gives the field editor back: the field is its delegate again, with its
  /// undo setting.
  private func letGoOfEditor() {
    guard let editor else { return }
    editor.allowsUndo = editorAllowedUndo
    if standsInFrontOfSharedEditor, editor.delegate === editorDelegate, let textField {
      // An NSTextField is the field editor's delegate without declaring
      // NSTextViewDelegate: set through the property's Objective-C setter.
      editor.setValue(textField, forKey: "delegate")
    }
    self.editor = nil
    standsInFrontOfSharedEditor = false
    changeInFlight = false
  }

  // MARK: What the field editor reports

  /// The field editor asks to replace `ranges` with `strings`: the
  /// controller decides, and the answer is the field editor's.
  func shouldChangeText(in ranges: [NSRange], replacementStrings strings: [String]?) -> Bool {
    guard writing == 0 else { return true }
    changeInFlight = false
    // Attribute changes only.
    guard let strings else { return false }
    var string = strings.joined()
    if let event = NSApp.currentEvent, Self.isKeypadDecimalKey(event),
      event.characters == string, string.utf16.count == 1, editor?.hasMarkedText() != true
    {
      // The keypad's decimal key is the field's decimal key whatever the
      // keyboard layout types (`,` under the German layout).
      string = "."
    }
    let effects = controller.shouldChangeCharacters(
      inRanges: ranges, replacementString: string, host: hostState)
    carryOut(effects)
    changeInFlight = effects.hostAppliesChange
    return effects.hostAppliesChange
  }

  /// The field editor's selection moved (a click, a drag, the arrow keys).
  /// While the text system applies a change, the selection it reports is
  /// the change's, and `didChangeText()` follows.
  func selectionDidChange() {
    guard writing == 0, editor != nil, !changeInFlight else { return }
    carryOut(controller.selectionDidChange(host: hostState))
  }

  /// The field editor changed its text: the end of a change the behaviour
  /// allowed, an input method's marked text, or its commit.
  func editorTextDidChange() {
    changeInFlight = false
    guard writing == 0, editor != nil else { return }
    carryOut(controller.textDidChange(host: hostState))
  }

  /// An input method is about to set marked text (``AmountTextField``'s
  /// field editor reports it before the change request).
  func markedTextWillChange() {
    controller.markedTextWillChange()
  }

  /// The keypad's decimal key, which ``AmountTextField``'s field editor
  /// reports from its key event: typed as `.` over the selection.
  func keypadDecimalKey() -> Bool {
    guard let editor, !editor.hasMarkedText() else { return false }
    let selection = editor.selectedRange()
    carryOut(
      controller.shouldChangeCharacters(in: selection, replacementString: ".", host: hostState))
    return true
  }

  /// A command of the field editor (a key binding): Up and Down step, and
  /// Return is `=` while an expression is open. Returns whether the
  /// behaviour handled it; every other command is the field editor's, and
  /// the field's delegate's.
  func doCommand(by selector: Selector) -> Bool {
    switch NSStringFromSelector(selector) {
    case "moveUp:", "moveDown:":
      guard controller.handlesArrowKeys(host: hostState) else { return false }
      carryOut(
        controller.apply(
          NSStringFromSelector(selector) == "moveUp:" ? .stepUp : .stepDown, host: hostState))
      return true
    case "insertNewline:":
      guard let effects = controller.returnKey() else { return false }
      carryOut(effects)
      return true
    default:
      return false
    }
  }

  /// The undo step registered for the field was invoked.
  fileprivate func perform(_ step: AmountUndoStep) {
    carryOut(controller.perform(step))
  }

  // MARK: Translation

  /// Whether `event` is the keypad's decimal key: key code 65
  /// (`kVK_ANSI_KeypadDecimal`, Carbon's Events.h) from the numeric pad,
  /// without a shortcut's modifiers.
  static func isKeypadDecimalKey(_ event: NSEvent?) -> Bool {
    guard let event, event.type == .keyDown, event.keyCode == 65,
      event.modifierFlags.contains(.numericPad)
    else { return false }
    return event.modifierFlags.intersection([.command, .control, .option]).isEmpty
  }

  /// What the field shows, in UTF-16 offsets: the field editor's text,
  /// selection and marked text while it edits, else the field's text.
  var hostState: AmountHostState {
    if let editor {
      let selected = editor.selectedRange()
      let marked = editor.hasMarkedText() ? editor.markedRange() : nil
      return AmountHostState(
        text: editor.string,
        selection: selected.location..<selected.location + selected.length,
        markedRange: marked.map { $0.location..<$0.location + $0.length })
    }
    return AmountHostState(text: textField?.stringValue ?? "", selection: nil)
  }

  /// Replaces the field editor's text as an edit of the text system
  /// (`shouldChangeText`, the change, `didChangeText()`, the way Apple's
  /// text editing guide has code change text "as if typed"): the text view
  /// begins its editing session and tells the field, which tells its
  /// delegate (`controlTextDidBeginEditing(_:)`, `controlTextDidChange(_:)`,
  /// later `controlTextDidEndEditing(_:)`). The behaviour answers its own
  /// change request with yes; the text view registers no undo
  /// (`allowsUndo` is off).
  private func replaceText(of editor: NSTextView, with text: String) {
    let whole = NSRange(location: 0, length: (editor.string as NSString).length)
    guard editor.shouldChangeText(in: whole, replacementString: text) else {
      editor.string = text
      return
    }
    editor.replaceCharacters(in: whole, with: text)
    editor.didChangeText()
  }

  /// Carries out the controller's effects, in their documented order.
  func carryOut(_ effects: AmountInputEffects) {
    guard let field = textField else { return }
    if let display = effects.display {
      writing += 1
      if let editor {
        // A field editor AppKit took away is not written to: the next
        // call of the behaviour lets go of it.
        guard holds(editor) else {
          writing -= 1
          return carryOutEvents(of: effects, field: field)
        }
        if editor.string != display.text {
          if effects.events.contains(.editingChanged) {
            replaceText(of: editor, with: display.text)
          } else {
            editor.string = display.text
          }
        }
        editor.setSelectedRange(NSRange(display.selection))
      } else if field.currentEditor() == nil, field.stringValue != display.text {
        // Setting the text of a field that is being edited aborts the
        // editing: a field edited without the behaviour (it attaches on
        // the next turn) gets the amount when it attaches.
        field.stringValue = display.text
      }
      writing -= 1
    }
    carryOutEvents(of: effects, field: field)
  }

  /// Carries out the effects after the display: accessibility, undo, the
  /// action, the announcement, the callbacks.
  private func carryOutEvents(of effects: AmountInputEffects, field: NSTextField) {
    // The spoken value only while something reads it (see the type's
    // discussion); ``AmountTextField`` makes it when it is read.
    if effects.accessibilityValueChanged, setsAccessibilityValue,
      Self.assistiveTechnologyReadsValues
    {
      field.setAccessibilityValue(controller.accessibilityValue)
    }
    undoTarget.carryOut(effects.undo, in: undoManager)
    // `editingChanged` was carried out with the display, as the text
    // system's own change.
    if effects.events.contains(.valueChanged), field.isContinuous, let action = field.action {
      field.sendAction(action, to: field.target)
    }
    if let announcement = effects.announcement {
      // Posted while the key is handled, VoiceOver's echo of the key cuts
      // it off: it goes on the next turn, behind the echo.
      // The application is the element an announcement is posted for.
      DispatchQueue.main.async {
        guard let application = NSApp else { return }
        NSAccessibility.post(
          element: application, notification: .announcementRequested,
          userInfo: [
            NSAccessibility.NotificationUserInfoKey.announcement: announcement,
            NSAccessibility.NotificationUserInfoKey.priority:
              NSAccessibilityPriorityLevel.medium.rawValue,
          ])
      }
    }
    if let reason = effects.rejection { onReject?(reason) }
    if let change = effects.change { onChange?(change) }
  }
}

/// The target of a behaviour's undo actions. `UndoManager` keeps its
/// targets unowned, so each action holds the target itself; the target
/// holds the behaviour weakly, and an action left behind by a behaviour
/// that is gone does nothing.
@MainActor
private final class UndoTarget: NSObject {
  weak var behavior: AmountTextFieldBehavior?
  private weak var manager: UndoManager?

  func carryOut(_ effect: AmountUndoEffect, in manager: UndoManager) {
    if effect.removesRegisteredSteps { manager.removeAllActions(withTarget: self) }
    guard let step = effect.registeredStep else { return }
    self.manager = manager
    for _ in 0..<effect.registrationCount {
      manager.registerUndo(withTarget: self) { target in
        withExtendedLifetime(self) { target.behavior?.perform(step) }
      }
    }
  }

  func removeRegisteredActions() {
    manager?.removeAllActions(withTarget: self)
  }
}

/// Stands in front of a plain field as the shared field editor's delegate
/// while the field is edited: it answers what the amount behaviour
/// decides, and passes every other call to the field.
@MainActor
private final class FieldEditorDelegate: NSObject, NSTextViewDelegate {
  private unowned let behavior: AmountTextFieldBehavior
  /// The field, which AppKit made the field editor's delegate. AppKit asks
  /// `responds(to:)` and `forwardingTarget(for:)`, nonisolated `NSObject`
  /// members, on the main thread only.
  private nonisolated(unsafe) weak var field: NSTextField?

  init(behavior: AmountTextFieldBehavior, field: NSTextField?) {
    self.behavior = behavior
    self.field = field
  }

  func textView(
    _ textView: NSTextView, shouldChangeTextInRanges affectedRanges: [NSValue],
    replacementStrings: [String]?
  ) -> Bool {
    behavior.shouldChangeText(
      in: affectedRanges.map(\.rangeValue), replacementStrings: replacementStrings)
  }

  func textViewDidChangeSelection(_ notification: Notification) {
    behavior.selectionDidChange()
    forward(#selector(NSTextViewDelegate.textViewDidChangeSelection(_:)), notification)
  }

  func textDidChange(_ notification: Notification) {
    behavior.editorTextDidChange()
    field?.textDidChange(notification)
  }

  func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
    if behavior.doCommand(by: commandSelector) { return true }
    // The field's own handling, which asks the field's delegate
    // (`control(_:textView:doCommandBy:)`).
    guard let field, field.responds(to: #selector(textView(_:doCommandBy:))) else { return false }
    let method = field.method(for: #selector(textView(_:doCommandBy:)))
    typealias Command = @convention(c) (NSObject, Selector, NSTextView, Selector) -> ObjCBool
    let call = unsafeBitCast(method, to: Command.self)
    return call(field, #selector(textView(_:doCommandBy:)), textView, commandSelector).boolValue
  }

  func undoManager(for view: NSTextView) -> UndoManager? {
    behavior.undoManager
  }

  /// An amount has no words to complete: Escape offers none.
  func textView(
    _ textView: NSTextView, completions words: [String], forPartialWordRange charRange: NSRange,
    indexOfSelectedItem index: UnsafeMutablePointer<Int>?
  ) -> [String] {
    []
  }

  func textShouldEndEditing(_ textObject: NSText) -> Bool {
    field?.textShouldEndEditing(textObject) ?? true
  }

  func textDidEndEditing(_ notification: Notification) {
    // The field ends its editing as the field editor's delegate again,
    // with the value at rest in the field editor.
    behavior.editingWillEnd()
    field?.textDidEndEditing(notification)
  }

  func textDidBeginEditing(_ notification: Notification) {
    field?.textDidBeginEditing(notification)
  }

  func textShouldBeginEditing(_ textObject: NSText) -> Bool {
    field?.textShouldBeginEditing(textObject) ?? true
  }

  /// Calls `selector` with `notification` on the field, when it implements it.
  private func forward(_ selector: Selector, _ notification: Notification) {
    guard let field, field.responds(to: selector) else { return }
    field.perform(selector, with: notification)
  }

  // Every other delegate method the field implements is the field's.

  override nonisolated func responds(to aSelector: Selector!) -> Bool {
    super.responds(to: aSelector) || (field?.responds(to: aSelector) ?? false)
  }

  override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
    if let field, field.responds(to: aSelector), !super.responds(to: aSelector) { return field }
    return super.forwardingTarget(for: aSelector)
  }
}
#endif
