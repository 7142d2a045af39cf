import AmountKit
import Foundation
import Testing

@Suite("Input controller: marked text, focus, undo, delegate, events")
@MainActor
struct InputControllerSequenceTests {
  // MARK: Marked text

  @Test("marked text is not reformatted mid-composition and is applied once committed")
  func markedTextCommitted() {
    let f = InputFixture()
    f.field.willSetMarkedText = { [behavior = f.behavior] in behavior.markedTextWillChange() }
    f.setUp("$12|")
    f.field.setMarkedText("３")
    #expect(f.field.text == "$12３")
    #expect(f.behavior.controller.text == "$12")
    #expect(f.behavior.controller.isComposing)
    f.field.setMarkedText("３４")
    #expect(f.field.text == "$12３４")
    #expect(f.field.markedRange == 3..<5)
    f.field.unmarkText()
    #expect(f.field.drawn == "$1,234|")
    #expect(f.behavior.value == 1234)
    #expect(!f.behavior.controller.isComposing)
    // One undo step for the composition; undo brings back the text before it.
    #expect(f.field.undoManager.undoCount == 1)
    f.field.undoManager.undo()
    #expect(f.field.drawn == "$12|")
  }

  @Test("a committed composition that is not an amount is rejected whole")
  func markedTextRejected() {
    let f = InputFixture()
    f.field.willSetMarkedText = { [behavior = f.behavior] in behavior.markedTextWillChange() }
    f.setUp("$12|")
    f.field.setMarkedText("ａｂ")
    f.field.unmarkText()
    #expect(f.field.drawn == "$12|")
    #expect(f.behavior.rejections == [.invalidPaste])
  }

  @Test("a cancelled composition leaves the amount as it was")
  func markedTextCancelled() {
    let f = InputFixture()
    f.field.willSetMarkedText = { [behavior = f.behavior] in behavior.markedTextWillChange() }
    f.setUp("$12|")
    f.field.setMarkedText("３")
    f.field.setMarkedText("")
    f.field.unmarkText()
    #expect(f.field.drawn == "$12|")
    #expect(f.behavior.rejections.isEmpty)
  }

  @Test("without the subclass hook, marked text already in the host is left alone")
  func markedTextWithoutHook() {
    let f = InputFixture()
    f.setUp("$12|")
    // The first provisional character arrives before the host has marked
    // text: it is a keystroke.
    f.field.setMarkedText("３")
    #expect(f.field.drawn == "$123|")
    #expect(f.field.markedRange == nil)
  }

  // MARK: Focus

  @Test("begin puts the caret at the end of the number, before any suffix")
  func beginEditing() {
    let f = InputFixture(.pounds, value: 28)
    #expect(f.field.text == "28 lbs")
    f.field.becomeFirstResponder()
    #expect(f.field.drawn == "28| lbs")
    #expect(f.behavior.controller.isEditing)
  }

  @Test(
    "end of editing shows the value at rest and is not an undo step",
    arguments: [("$1,234.5|", "$1,234.50"), ("$1,234.|", "$1,234.00"), ("$0.|", "$0.00")])
  func endEditing(before: String, after: String) {
    let f = InputFixture()
    f.setUp(before)
    f.field.resignFirstResponder()
    #expect(f.field.text == after)
    #expect(f.field.selection == nil)
    #expect(f.field.undoManager.undoCount == 0)
    #expect(f.field.events == [.editingDidEnd])
  }

  @Test("end of editing drops an unfinished composition")
  func endEditingWhileComposing() {
    let f = InputFixture()
    f.field.willSetMarkedText = { [behavior = f.behavior] in behavior.markedTextWillChange() }
    f.setUp("$12|")
    f.field.setMarkedText("３")
    f.field.resignFirstResponder()
    #expect(f.field.text == "$123.00")
  }

  // MARK: Undo

  @Test("undo and redo restore text, selection and value; one step per accepted change")
  func undoRedo() {
    let f = InputFixture()
    f.setUp("|")
    f.field.type("12")
    // Rejected edits and caret moves add no step.
    f.field.type("x")
    f.field.select(2..<2)
    #expect(f.field.undoManager.undoCount == 2)
    f.field.select(1..<3)
    #expect(f.field.drawn == "$[12]")
    f.field.paste("34")
    #expect(f.field.drawn == "$34|")
    #expect(f.field.undoManager.undoCount == 3)
    f.field.undoManager.undo()
    #expect(f.field.drawn == "$[12]")
    #expect(f.behavior.value == 12)
    #expect(f.field.undoManager.redoCount == 1)
    f.field.undoManager.redo()
    #expect(f.field.drawn == "$34|")
    #expect(f.behavior.value == 34)
    f.field.undoManager.undo()
    f.field.undoManager.undo()
    f.field.undoManager.undo()
    #expect(f.field.drawn == "|")
    #expect(f.behavior.value == nil)
    #expect(f.field.undoManager.undoCount == 0)
    #expect(f.field.undoManager.redoCount == 3)
    // A new edit clears the redo stack.
    f.field.type("5")
    #expect(f.field.undoManager.redoCount == 0)
    #expect(f.field.drawn == "$5|")
  }

  @Test("undo with nothing to undo is rejected and changes nothing")
  func undoNothing() {
    let f = InputFixture()
    f.setUp("|")
    f.behavior.performUndoStep(.undo)
    #expect(f.behavior.rejections == [.nothingToUndo])
    #expect(f.field.drawn == "|")
  }

  @Test("setting a value starts a new undo history and sends no user events")
  func setValue() {
    let f = InputFixture()
    f.setUp("|")
    f.field.type("12")
    f.behavior.setValue(Decimal(string: "1234.565"))
    #expect(f.field.text == "$1,234.56")
    #expect(f.field.undoManager.undoCount == 0)
    #expect(!f.field.events.contains(.valueChanged) || f.field.events.count == 4)
    f.field.clearEvents()
    f.behavior.setValue(nil)
    #expect(f.field.events.isEmpty)
  }

  // MARK: Events and delegate

  @Test("editingChanged and valueChanged follow accepted changes only")
  func events() {
    let f = InputFixture()
    f.setUp("|")
    f.field.type("1")
    #expect(f.field.events == [.editingChanged, .valueChanged])
    f.field.clearEvents()
    f.field.type(",")
    f.field.type("a")
    #expect(f.field.events.isEmpty)
    f.field.type(".")
    // The text changes, the value does not.
    #expect(f.field.events == [.editingChanged])
  }

  @Test("the app's delegate sees every call and can veto a change")
  func delegateForwarding() {
    let f = InputFixture()
    f.field.becomeFirstResponder()
    f.field.type("1")
    #expect(f.appDelegate.calls.contains("didBegin"))
    #expect(f.appDelegate.calls.contains("shouldChange {0, 0} \"1\""))
    #expect(f.appDelegate.calls.contains("didChangeSelection"))
    #expect(f.behavior.textFieldShouldReturn(f.field) == false)
    f.appDelegate.allowsChanges = false
    f.field.type("2")
    #expect(f.field.drawn == "$1|")
    f.field.resignFirstResponder()
    #expect(f.appDelegate.calls.last == "didEnd")
  }

  @Test("text written to the host behind the controller's back is taken as one edit")
  func externalText() {
    let f = InputFixture()
    f.setUp("$1|")
    f.field.setTextBehindTheBack("$1234")
    f.field.type("5")
    #expect(f.field.drawn == "$1,234|")
    f.field.type("5")
    #expect(f.field.drawn == "$12,345|")
  }

  // MARK: Keyboard and accessibility

  nonisolated static let usd = AmountFormat.currency(
    code: "USD", locale: Locale(identifier: "en_US"))
  nonisolated static let jpy = AmountFormat.currency(
    code: "JPY", locale: Locale(identifier: "ja_JP"))

  @Test(
    "keyboard type",
    arguments: [
      (AmountFieldConfiguration(format: usd), AmountKeyboard.decimalPad),
      (AmountFieldConfiguration(format: usd, entryMode: .cents), .numberPad),
      (AmountFieldConfiguration(format: usd, entryMode: .integer), .numberPad),
      (AmountFieldConfiguration(format: jpy), .numberPad),
      (AmountFieldConfiguration(format: usd, minimum: -100), .numbersAndPunctuation),
      (
        AmountFieldConfiguration(format: usd, entryMode: .cents, allowsNegative: true),
        .numbersAndPunctuation
      ),
    ])
  func keyboard(configuration: AmountFieldConfiguration, expected: AmountKeyboard) {
    #expect(AmountInputController(configuration: configuration).keyboard == expected)
    #expect(TestTextField().keyboardFor(configuration) == expected)
  }

  @Test(
    "accessibility value: the text without bidi marks",
    arguments: [
      ("en_US", "USD", "1234.56"), ("he_IL", "ILS", "1234.56"), ("ar_EG", "EGP", "-1234.5"),
      ("fa_IR", "IRR", "1234"),
    ])
  func accessibility(locale: String, code: String, value: String) {
    let format = AmountFormat.currency(code: code, locale: Locale(identifier: locale))
    let f = InputFixture(
      AmountFieldConfiguration(format: format, allowsNegative: true), value: Decimal(string: value))
    let spoken = f.field.accessibilityValue ?? ""
    #expect(!spoken.isEmpty)
    #expect(spoken.unicodeScalars.allSatisfy { !(0x200E...0x200F).contains($0.value) })
    #expect(spoken.unicodeScalars.allSatisfy { !(0x061C == $0.value) })
    let visible = f.field.text.unicodeScalars.filter {
      ![0x200E, 0x200F, 0x061C, 0x2066, 0x2067, 0x2068, 0x2069].contains($0.value)
    }
    #expect(Array(spoken.unicodeScalars) == Array(visible))
  }

  @Test("accessibility value of an empty field is empty")
  func accessibilityEmpty() {
    #expect(AmountInputController(configuration: .usd).accessibilityValue == "")
  }

  // MARK: Sendable

  @Test("public input types are Sendable")
  func sendable() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(AmountInputController.self)
    requireSendable(AmountInputChange.self)
    requireSendable(AmountKeyboard.self)
    requireSendable(AmountUndoStep.self)
  }
}

extension TestTextField {
  /// What the test adapter asks the field for.
  func keyboardFor(_ configuration: AmountFieldConfiguration) -> AmountKeyboard? {
    let behavior = TestAmountBehavior(field: self, configuration: configuration)
    return withExtendedLifetime(behavior) { keyboard }
  }
}
