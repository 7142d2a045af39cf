import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

/// The AppKit field on a Mac: each test drives the adapter's wiring
/// (``AppKitAmountField``) through the model of AppKit's field editor
/// (``TestWindow``, ``TestFieldEditor``, ``TestAppKitTextField``), and
/// shows with the rule turned off that the model reproduces what would go
/// wrong without it.
@MainActor
@Suite("The AppKit field on a Mac")
struct AppKitBehaviorTests {
  /// The two ways an amount field meets the field editor: `AmountTextField`
  /// (its own) and `AmountTextFieldBehavior` on a plain field (the
  /// window's shared one).
  nonisolated static let hosts = [true, false]

  static func wiring(ownFieldEditor: Bool) -> AppKitAmountField.Wiring {
    var wiring = AppKitAmountField.Wiring()
    wiring.ownFieldEditor = ownFieldEditor
    return wiring
  }

  // MARK: The field editor is shared by the window's fields

  @Test(
    "a plain field's behaviour lets go of the shared field editor when editing ends: the next field's text is never written"
  )
  func sharedFieldEditorIsLetGo() {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: false))
    let note = NoteField(in: window)
    window.click(amount.field, at: 0)
    window.fieldEditor.type("12")
    #expect(amount.field.drawn == "$12|")
    window.fieldEditor.doCommand("insertTab:")  // on to the note
    #expect(window.editedField === note.field)
    window.fieldEditor.type("abc")
    #expect(note.field.drawn == "abc|")
    #expect(note.changes == 3)  // the note's own delegate hears its typing
    // The app sets the amount while the note is edited.
    amount.setValue(5)
    #expect(note.field.drawn == "abc|")
    #expect(amount.field.stringValue == "$5.00")
    #expect(window.fieldEditor.delegate === note.field)
  }

  @Test(
    "without letting go, or seeing that the field editor is another field's, the behaviour writes the amount into the next field's text (the bug)"
  )
  func sharedFieldEditorBug() {
    let window = TestWindow()
    var wiring = Self.wiring(ownFieldEditor: false)
    wiring.letsGoOfFieldEditor = false
    wiring.releasesTakenEditor = false
    let amount = AppKitAmountField(in: window, wiring: wiring)
    let note = NoteField(in: window)
    window.click(amount.field, at: 0)
    window.fieldEditor.type("12")
    window.fieldEditor.doCommand("insertTab:")
    window.fieldEditor.type("abc")
    amount.setValue(5)
    #expect(note.field.shownText == "$5.00")  // the note's text is gone
  }

  @Test(
    "AmountTextField edits with a field editor of its own: the window's stays the other fields'")
  func ownFieldEditor() {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window)
    let note = NoteField(in: window)
    window.click(amount.field, at: 0)
    #expect(amount.field.currentEditor !== window.fieldEditor)
    amount.field.currentEditor?.type("7")
    window.makeFirstResponder(note.field)
    window.fieldEditor.type("x")
    #expect(note.field.drawn == "x|")
    #expect(amount.field.stringValue == "$7.00")
    amount.setValue(8)
    #expect(note.field.drawn == "x|")
  }

  // MARK: Undo

  @Test(
    "undo restores the field's own steps, never the field editor's typing of a composition",
    arguments: hosts)
  func undoAfterComposition(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("12")
    editor.setMarkedText("３")  // an input method composes a full-width 3
    editor.unmarkText()
    #expect(amount.field.drawn == "$123|")
    for expected in ["$12|", "$1|", "|"] {
      window.undo()
      #expect(amount.field.drawn == expected)
      #expect(editor.text == amount.controller.text)
    }
    #expect(editor.rangeExceptions == 0)
    window.redo()
    #expect(amount.field.drawn == "$1|")
  }

  @Test(
    "with the field editor's own undo, the composition's typing is undone over the amount (the bug)"
  )
  func undoCoalescingBug() {
    let window = TestWindow()
    var wiring = AppKitAmountField.Wiring()
    wiring.ownsUndo = false
    let amount = AppKitAmountField(in: window, wiring: wiring)
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("12")
    editor.setMarkedText("３")
    editor.unmarkText()
    var mismatches = 0
    for _ in 0..<3 {
      window.undo()
      if editor.text != amount.controller.text { mismatches += 1 }
    }
    // The field editor's typing action ran over the amount: the text the
    // user sees is not the amount, or the action raised NSRangeException.
    #expect(mismatches + editor.rangeExceptions > 0)
  }

  // MARK: The keypad's decimal key

  @Test(
    "the keypad's decimal key is the decimal key under a German layout (contract: The host's decimal key)",
    arguments: hosts)
  func keypadDecimalKey(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("1")
    editor.typeKeypadDecimal(layout: .german)
    editor.type("50")
    #expect(amount.field.drawn == "$1.50|")
    #expect(amount.value == Decimal(string: "1.5"))
    // A de_DE field: the keypad key is its `,`, also under the U.S. layout.
    let euros = AppKitAmountField(
      "euros", in: window,
      configuration: AmountFieldConfiguration(
        format: .currency(code: "EUR", locale: Locale(identifier: "de_DE"))),
      wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    window.click(euros.field, at: 0)
    let eurosEditor = euros.field.currentEditor ?? window.fieldEditor
    eurosEditor.type("1")
    eurosEditor.typeKeypadDecimal(layout: .us)
    eurosEditor.type("5")
    #expect(euros.field.drawn == "1,5|\u{00A0}€")
  }

  @Test(
    "without the rule, `1`, the keypad key, `5`, `0` under a German layout gives $150 (the bug)")
  func keypadDecimalKeyBug() {
    let window = TestWindow()
    var wiring = AppKitAmountField.Wiring()
    wiring.keypadDecimalKey = false
    let amount = AppKitAmountField(in: window, wiring: wiring)
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("1")
    editor.typeKeypadDecimal(layout: .german)
    editor.type("50")
    #expect(amount.field.drawn == "$150|")  // silently wrong
    #expect(amount.rejections.isEmpty)
  }

  // MARK: Input methods

  @Test(
    "AmountTextField leaves an input method's first provisional character marked (contract: While an input method composes)"
  )
  func compositionFromItsFirstCharacter() {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window)
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("5")
    editor.setMarkedText("１")
    #expect(editor.hasMarkedText)
    #expect(editor.text == "$5１")
    editor.setMarkedText("１２")
    #expect(editor.text == "$5１２")
    amount.apply(.stepUp)  // refused while composing: nothing written
    #expect(amount.rejections.last == .composing)
    #expect(editor.text == "$5１２")
    editor.unmarkText()
    #expect(amount.field.drawn == "$512|")
  }

  @Test(
    "a field that reads the selection reported during an input method's change as the user's reads the provisional character as typed (the bug)"
  )
  func selectionDuringMarkedChangeBug() {
    let window = TestWindow()
    var wiring = AppKitAmountField.Wiring()
    wiring.ignoresSelectionDuringChange = false
    let amount = AppKitAmountField(in: window, wiring: wiring)
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("5")
    editor.setMarkedText("１")
    // The selection came before the mark: the full-width character was
    // taken as typed and replaced under the input method.
    #expect(editor.text == "$51")
  }

  @Test(
    "a field editor that does not report setMarkedText reads the first provisional character as typed"
  )
  func compositionFirstCharacterBug() {
    let window = TestWindow()
    var wiring = AppKitAmountField.Wiring()
    wiring.reportsMarkedTextStart = false
    let amount = AppKitAmountField(in: window, wiring: wiring)
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("5")
    editor.setMarkedText("１")
    // The behaviour wrote "$51" over the input method's change: the
    // composition the input method believes in is gone.
    #expect(!editor.hasMarkedText)
    #expect(editor.text == "$51")
  }

  // MARK: Focus

  @Test(
    "the focus policy wins over the click's caret (contract: Focus)",
    arguments: [
      (AmountFocusPolicy.end, "$12.50|"), (.selectAll, "$[12.50]"), (.keep, "$1|2.50"),
    ])
  func focusPolicyAfterClick(policy: AmountFocusPolicy, shown: String) {
    for ownFieldEditor in Self.hosts {
      let window = TestWindow()
      var configuration = AmountFieldConfiguration.usd
      configuration.onBegin = policy
      let amount = AppKitAmountField(
        in: window, configuration: configuration, value: Decimal(string: "12.5"),
        wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
      window.click(amount.field, at: 2)
      #expect(amount.field.drawn == shown, "own field editor: \(ownFieldEditor)")
      #expect(amount.controller.selection == amount.field.currentEditor?.selection)
    }
  }

  @Test("without the next turn, the click's caret wins over `end` (the bug)")
  func focusPolicyAfterClickBug() {
    let window = TestWindow()
    var wiring = AppKitAmountField.Wiring()
    wiring.settlesBeginSelection = false
    let amount = AppKitAmountField(
      in: window, value: Decimal(string: "12.5"), wiring: wiring)
    window.click(amount.field, at: 2)
    #expect(amount.field.drawn == "$1|2.50")
  }

  @Test(
    "tabbing into a field applies the focus policy to AppKit's selection of the whole text",
    arguments: hosts)
  func tabIntoField(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(
      in: window, value: Decimal(string: "12.5"),
      wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    window.tab(into: amount.field)
    #expect(amount.field.drawn == "$12.50|")
    #expect(amount.controller.isEditing)
  }

  @Test(
    "a plain field whose field editor is selected before it is the field's is attached on the next turn"
  )
  func plainFieldAttachesOnNextTurn() {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: false))
    window.tab(into: amount.field)
    window.fieldEditor.type("12")
    #expect(amount.field.drawn == "$12|")
    #expect(amount.value == 12)

    var wiring = Self.wiring(ownFieldEditor: false)
    wiring.rechecksSetUpOnNextTurn = false
    let bug = AppKitAmountField("bug", in: window, wiring: wiring)
    window.tab(into: bug.field)
    window.fieldEditor.type("12")
    // The field editor's selection came before its delegate: the first
    // key went in before the behaviour attached, and the amount is not 12.
    #expect(bug.field.drawn != "$12|")
    #expect(bug.value != 12)
  }

  // MARK: Keys

  @Test(
    "Up and Down step the amount, and the field editor does not move the caret", arguments: hosts)
  func arrowsStep(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(
      in: window, value: 12, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.doCommand("moveUp:")
    #expect(amount.field.drawn == "$13.00|")
    editor.doCommand("moveDown:")
    editor.doCommand("moveDown:")
    #expect(amount.field.drawn == "$11.00|")
    window.undo()
    #expect(amount.field.drawn == "$12.00|")
  }

  @Test("without the rule, Up moves the caret to the start and the amount stays (the bug)")
  func arrowsStepBug() {
    let window = TestWindow()
    var wiring = AppKitAmountField.Wiring()
    wiring.handlesCommands = false
    let amount = AppKitAmountField(in: window, value: 12, wiring: wiring)
    window.click(amount.field, at: 0)
    amount.field.currentEditor?.doCommand("moveUp:")
    #expect(amount.value == 12)
    #expect(amount.field.drawn == "$|12.00")
  }

  @Test(
    "Return is `=` while an expression is open, and the field's action otherwise", arguments: hosts)
  func returnKey(ownFieldEditor: Bool) {
    let window = TestWindow()
    var configuration = AmountFieldConfiguration.usd
    configuration.arithmetic = true
    let amount = AppKitAmountField(
      in: window, configuration: configuration,
      wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    window.click(amount.field, at: 0)
    var editor: TestFieldEditor { amount.field.currentEditor ?? window.fieldEditor }
    editor.type("12+3")
    editor.doCommand("insertNewline:")
    #expect(amount.field.drawn == "$15|")
    #expect(amount.field.actionsSent == 0)  // editing goes on
    editor.doCommand("insertNewline:")
    #expect(amount.field.actionsSent == 1)  // the field's action
    #expect(amount.field.stringValue == "$15.00")
    #expect(amount.field.isEditing)  // AppKit selects the text again
  }

  @Test("Escape offers no completion of an amount", arguments: hosts)
  func escapeOffersNoCompletion(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(
      in: window, value: 1, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.doCommand("cancelOperation:")
    #expect(editor.completionsOffered == 0)

    var wiring = AppKitAmountField.Wiring()
    wiring.suppressesCompletions = false
    let bug = AppKitAmountField("bug", in: window, value: 1, wiring: wiring)
    window.click(bug.field, at: 0)
    bug.field.currentEditor?.doCommand("cancelOperation:")
    #expect(bug.field.currentEditor?.completionsOffered == 1)
  }

  @Test(
    "after Return the field is edited anew: the next key is the amount's, and the SwiftUI field keeps the focus",
    arguments: hosts)
  func returnEditsAnew(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    window.click(amount.field, at: 0)
    var editor: TestFieldEditor { amount.field.currentEditor ?? window.fieldEditor }
    editor.type("12")
    editor.doCommand("insertNewline:")
    #expect(amount.field.actionsSent == 1)
    #expect(amount.field.drawn == "$12.00|")
    editor.doCommand("selectAll:")
    editor.type("7")
    #expect(amount.field.drawn == "$7|")
    #expect(amount.value == 7)
    if ownFieldEditor { #expect(amount.isFocused) }
  }

  @Test(
    "an AmountTextField that begins editing only when it becomes first responder is not the amount's after Return (the bug)"
  )
  func returnEditsAnewBug() {
    let window = TestWindow()
    var wiring = AppKitAmountField.Wiring()
    wiring.beginsFromCell = false
    let amount = AppKitAmountField(in: window, wiring: wiring)
    window.click(amount.field, at: 0)
    amount.field.currentEditor?.type("12")
    amount.field.currentEditor?.doCommand("insertNewline:")
    // AppKit selected the text again without asking the field to become
    // first responder: the behaviour is not attached to the field editor.
    #expect(amount.editor == nil)
    #expect(amount.field.isEditing)
  }

  @Test(
    "editing aborted (by code, or a setting of the cell) keeps the amount, shows it at rest, and ends the SwiftUI focus"
  )
  func abortKeepsTheAmount() {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window)
    window.click(amount.field, at: 0)
    amount.field.currentEditor?.type("12")
    #expect(amount.field.abortEditing())
    #expect(!amount.field.isEditing)
    #expect(amount.field.stringValue == "$12.00")
    #expect(amount.value == 12)
    #expect(!amount.controller.isEditing)
    #expect(!amount.isFocused)

    var wiring = AppKitAmountField.Wiring()
    wiring.releasesTakenEditor = false
    let bug = AppKitAmountField("bug", in: window, wiring: wiring)
    window.click(bug.field, at: 0)
    bug.field.currentEditor?.type("12")
    bug.field.abortEditing()
    // AppKit discarded the field editor's text: the field shows what it
    // showed before, while the amount is 12.
    #expect(bug.field.stringValue == "")
    #expect(bug.value == 12)
  }

  @Test(
    "after a plain field's editing is aborted, its behaviour never writes into the field editor another field now uses"
  )
  func abortedSharedEditorIsNotWritten() {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: false))
    let note = NoteField(in: window)
    window.click(amount.field, at: 0)
    window.fieldEditor.type("12")
    amount.field.abortEditing()
    window.click(note.field, at: 0)
    window.fieldEditor.type("abc")
    amount.setValue(5)
    #expect(note.field.drawn == "abc|")
    #expect(amount.field.stringValue == "$5.00")
    #expect(window.fieldEditor.delegate === note.field)

    var wiring = Self.wiring(ownFieldEditor: false)
    wiring.releasesTakenEditor = false
    let bugWindow = TestWindow()
    let bug = AppKitAmountField("bug", in: bugWindow, wiring: wiring)
    let bugNote = NoteField(in: bugWindow)
    bugWindow.click(bug.field, at: 0)
    bugWindow.fieldEditor.type("12")
    bug.field.abortEditing()
    bugWindow.click(bugNote.field, at: 0)
    bugWindow.fieldEditor.type("abc")
    bug.setValue(5)
    #expect(bugNote.field.shownText == "$5.00")  // the note's text is gone
  }

  @Test(
    "the SwiftUI field's updates while the field is edited leave the editing alone: every key is the amount's"
  )
  func swiftUIUpdateKeepsEditing() {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window)
    window.click(amount.field, at: 0)
    amount.field.currentEditor?.type("1")
    amount.swiftUIUpdate(alignment: "natural")  // the binding changed
    amount.field.currentEditor?.type("2")
    #expect(amount.field.drawn == "$12|")
    #expect(amount.isFocused)

    var wiring = AppKitAmountField.Wiring()
    wiring.writesChangedSettingsOnly = false
    let bug = AppKitAmountField("bug", in: window, wiring: wiring)
    window.click(bug.field, at: 0)
    bug.field.currentEditor?.type("1")
    bug.swiftUIUpdate(alignment: "natural")
    // Writing the alignment aborted the editing after the first key.
    #expect(!bug.field.isEditing)
    #expect(!bug.isFocused)
  }

  /// An app's delegate that refuses to let the field be edited.
  @MainActor
  final class RefusingDelegate: TestControlDelegate {
    func controlTextShouldBeginEditing(_ field: TestAppKitTextField) -> Bool { false }
  }

  @Test(
    "a change AppKit refuses (the delegate's control(_:textShouldBeginEditing:)) leaves text and amount as they were",
    arguments: hosts)
  func refusedByAppKit(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    let delegate = RefusingDelegate()
    amount.field.delegate = delegate
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("5")
    #expect(amount.field.drawn == "|")
    #expect(amount.value == nil)
    #expect(amount.changes.isEmpty)

    var wiring = AppKitAmountField.Wiring()
    wiring.asksTextSystemFirst = false
    let bug = AppKitAmountField("bug", in: window, wiring: wiring)
    bug.field.delegate = delegate
    window.click(bug.field, at: 0)
    bug.field.currentEditor?.type("5")
    // The behaviour took the key before AppKit refused it.
    #expect(bug.value == 5)
  }

  // MARK: The field's delegate and action

  /// An app's delegate of the amount field.
  @MainActor
  final class AppDelegate: TestControlDelegate {
    var changes = 0
    var began = 0
    var textAtEnd: String?
    func controlTextDidChange(_ field: TestAppKitTextField) { changes += 1 }
    func controlTextDidBeginEditing(_ field: TestAppKitTextField) { began += 1 }
    func controlTextDidEndEditing(_ field: TestAppKitTextField) { textAtEnd = field.stringValue }
  }

  @Test("the field's delegate reads the value at rest when editing ends", arguments: hosts)
  func delegateReadsValueAtRest(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    let note = NoteField(in: window)
    let delegate = AppDelegate()
    amount.field.delegate = delegate
    window.click(amount.field, at: 0)
    (amount.field.currentEditor ?? window.fieldEditor).type("12.5")
    window.makeFirstResponder(note.field)
    #expect(delegate.textAtEnd == "$12.50")
    #expect(amount.field.stringValue == "$12.50")
    #expect(!amount.controller.isEditing)
  }

  @Test("the field's delegate hears every change of the text while editing", arguments: hosts)
  func delegateHearsChanges(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    let delegate = AppDelegate()
    amount.field.delegate = delegate
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("123")
    editor.type("x")  // refused: no change
    #expect(delegate.changes == 3)

    #expect(delegate.began == 1)

    var wiring = Self.wiring(ownFieldEditor: ownFieldEditor)
    wiring.editsThroughTheTextSystem = false
    let bug = AppKitAmountField("bug", in: window, wiring: wiring)
    let unheard = AppDelegate()
    bug.field.delegate = unheard
    window.click(bug.field, at: 0)
    (bug.field.currentEditor ?? window.fieldEditor).type("123")
    window.makeFirstResponder(amount.field)
    // The field editor applied none of the changes itself: the field's
    // delegate heard of no session, no change and no end.
    #expect(unheard.changes == 0)
    #expect(unheard.began == 0)
    #expect(unheard.textAtEnd == nil)
  }

  @Test("a continuous field sends its action at every change of the value", arguments: hosts)
  func continuousAction(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    amount.field.isContinuous = true
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("12")
    editor.type(",")  // accepted, no change of the value
    #expect(amount.field.actionsSent == 2)
  }

  // MARK: Paste and dropped text

  @Test(
    "a paste, a Service's text or text dropped on the field is one edit read as an amount",
    arguments: hosts)
  func pasteAndDrop(ownFieldEditor: Bool) {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, wiring: Self.wiring(ownFieldEditor: ownFieldEditor))
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.paste("$1,234.56")
    #expect(amount.field.drawn == "$1,234.56|")
    editor.paste("12 apples")  // refused whole: nothing changes
    #expect(amount.field.drawn == "$1,234.56|")
    #expect(amount.rejections == [.invalidPaste])
    editor.drop("9", at: 2)  // between 1 and 2: typed there
    #expect(amount.field.drawn == "$19|,234.56")
    window.undo()
    #expect(amount.field.drawn == "$1,234.56|")
  }

  // MARK: VoiceOver

  @Test("VoiceOver reads the amount's full name and steps it only at rest")
  func voiceOver() {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window, value: 5)
    // Foundation's full-name currency text for 5 in en_US.
    let style = Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
      .presentation(.fullName)
    #expect(amount.field.accessibilityValue == style.format(5))
    #expect(amount.accessibilityPerformIncrement())
    #expect(amount.field.stringValue == "$6.00")
    #expect(!amount.controller.isEditing)
    window.click(amount.field, at: 0)
    #expect(!amount.accessibilityPerformIncrement())  // VoiceOver's keys move through the text
    #expect(amount.field.drawn == "$6.00|")
  }

  @Test("the amount field makes its spoken value when VoiceOver reads it, not per keystroke")
  func spokenOnDemand() {
    let window = TestWindow()
    let amount = AppKitAmountField(
      in: window,
      configuration: AmountFieldConfiguration(
        format: .currency(code: "EUR", locale: Locale(identifier: "de_DE"))))
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("1234,5")
    #expect(amount.spokenValuesMade == 0)
    // Foundation's full-name currency text for 1234.5 in de_DE.
    let style = Decimal.FormatStyle.Currency(code: "EUR", locale: Locale(identifier: "de_DE"))
      .presentation(.fullName)
    #expect(amount.field.accessibilityValue == style.format(Decimal(string: "1234.5")!))
    #expect(amount.spokenValuesMade == 1)
    // A value of the app's own is read instead; nil gives the amount back.
    amount.field.accessibilityValue = "Rent"
    #expect(amount.field.accessibilityValue == "Rent")
    amount.field.accessibilityValue = nil
    #expect(amount.field.accessibilityValue == style.format(Decimal(string: "1234.5")!))
  }

  @Test("a plain field's spoken value is set when VoiceOver starts and on changes while it runs")
  func plainFieldSpokenValue() {
    let window = TestWindow()
    var wiring = AppKitAmountField.Wiring()
    wiring.ownFieldEditor = false
    let amount = AppKitAmountField(in: window, value: 5, wiring: wiring)
    let style = Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
      .presentation(.fullName)
    #expect(amount.field.accessibilityValue == nil)
    amount.field.assistiveTechnologies.setVoiceOverRunning(true)
    #expect(amount.field.accessibilityValue == style.format(5))
    amount.apply(.stepUp)  // an app's stepper
    #expect(amount.field.accessibilityValue == style.format(6))
    amount.field.assistiveTechnologies.setVoiceOverRunning(false)
    let made = amount.spokenValuesMade
    amount.apply(.stepUp)  // an app's stepper
    #expect(amount.spokenValuesMade == made)
    amount.field.assistiveTechnologies.setSwitchControlRunning(true)
    #expect(amount.field.accessibilityValue == style.format(7))

    // Without the rule: a spoken value made on every change, read or not.
    wiring.setsSpokenValueOnlyWhileReaderRuns = false
    let eager = AppKitAmountField("eager", in: window, value: 5, wiring: wiring)
    let before = eager.spokenValuesMade
    eager.apply(.stepUp)
    #expect(eager.spokenValuesMade == before + 1)
  }

  @Test("a refused key is announced after VoiceOver's echo of the key")
  func refusalAnnounced() {
    let window = TestWindow()
    let amount = AppKitAmountField(in: window)
    window.click(amount.field, at: 0)
    let editor = amount.field.currentEditor ?? window.fieldEditor
    editor.type("1.23")
    editor.type("4")
    window.voiceOver.echo("4")
    window.runLoop.finishTurn()
    window.voiceOver.finishSpeaking()
    #expect(amount.rejections == [.fractionFull])
    #expect(window.voiceOver.heard.suffix(2) == ["4", "No more decimal places."])
  }
}
