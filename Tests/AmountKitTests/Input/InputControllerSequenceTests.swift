import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

@Suite("Input controller: marked text, focus, undo, events, through a text field host")
@MainActor
struct InputControllerSequenceTests {
  // MARK: Marked text

  @Test("a Japanese kana composition committing １２３ is one edit, not reformatted meanwhile")
  func markedTextCommitted() {
    let f = InputFixture()
    f.setUp("$4|")
    let steps = f.field.undoManager.undoCount
    f.field.setMarkedText("１")
    f.field.setMarkedText("１２")
    f.field.setMarkedText("１２３")
    #expect(f.field.text == "$4１２３")
    #expect(f.field.markedRange == 2..<5)
    #expect(f.controller.text == "$4")
    #expect(f.controller.isComposing)
    f.field.unmarkText()
    #expect(f.field.drawn == "$4,123|")
    #expect(f.value == 4123)
    #expect(!f.controller.isComposing)
    // One undo step for the composition; undo brings back the text before it.
    #expect(f.field.undoManager.undoCount == steps + 1)
    f.field.undoManager.undo()
    #expect(f.field.drawn == "$4|")
  }

  @Test("a committed composition that is not an amount is rejected whole")
  func markedTextRejected() {
    let f = InputFixture()
    f.setUp("$12|")
    f.field.setMarkedText("ａｂ")
    f.field.unmarkText()
    #expect(f.field.drawn == "$12|")
    #expect(f.rejections == [.invalidPaste])
  }

  @Test("a cancelled composition leaves the amount as it was")
  func markedTextCancelled() {
    let f = InputFixture()
    f.setUp("$12|")
    f.field.setMarkedText("３")
    f.field.setMarkedText("")
    f.field.unmarkText()
    #expect(f.field.drawn == "$12|")
    #expect(f.rejections.isEmpty)
  }

  @Test("without the subclass hook, the first provisional character is a keystroke")
  func markedTextWithoutHook() {
    let f = InputFixture()
    f.field.willSetMarkedText = nil
    f.setUp("$12|")
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
    #expect(f.controller.isEditing)
  }

  @Test(
    "end of editing shows the value at rest and is not an undo step",
    arguments: [("$1,234.5|", "$1,234.50"), ("$1,234.|", "$1,234.00"), ("$0.|", "")])
  func endEditing(before: String, after: String) {
    let f = InputFixture()
    f.setUp(before)
    f.field.resignFirstResponder()
    #expect(f.field.text == after)
    #expect(f.field.selection == nil)
    #expect(f.field.undoManager.undoCount == 0)
    #expect(f.field.events == [.editingDidEnd])
  }

  @Test("end of editing applies a committed composition; one still marked is dropped")
  func endEditingWhileComposing() {
    let f = InputFixture()
    f.setUp("$12|")
    f.field.setMarkedText("３")
    f.field.resignFirstResponder()
    // The test field commits marked text as it resigns, as UIKit does.
    #expect(f.field.text == "$123.00")
    let g = InputFixture()
    g.setUp("$12|")
    g.field.setMarkedText("３")
    g.carryOut(g.controller.endEditing(host: g.field.state))
    #expect(g.field.text == "$12.00")
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
    #expect(f.value == 12)
    #expect(f.field.undoManager.redoCount == 1)
    f.field.undoManager.redo()
    #expect(f.field.drawn == "$34|")
    #expect(f.value == 34)
    f.field.undoManager.undo()
    f.field.undoManager.undo()
    f.field.undoManager.undo()
    #expect(f.field.drawn == "|")
    #expect(f.value == nil)
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
    f.perform(.undo)
    #expect(f.rejections == [.nothingToUndo])
    #expect(f.field.drawn == "|")
  }

  @Test("past the field's history, the host's oldest undo actions are refused, one at a time")
  func undoHistoryLimit() {
    let f = InputFixture(.usdCents)
    f.setUp("|")
    var edits = 0
    // Type and delete until the field has dropped its oldest steps.
    while edits < 1_200 {
      f.field.type("1")
      f.field.backspace()
      edits += 2
    }
    // One registration per edit, each in its own user action.
    #expect(f.field.undoManager.undoCount == edits)
    let depth = f.controller.editor.undoDepth
    #expect(depth >= 1_000 && depth < edits)
    for _ in 0..<depth { f.field.undoManager.undo() }
    #expect(f.rejections.isEmpty)
    let oldest = f.field.drawn
    f.field.undoManager.undo()
    #expect(f.rejections == [.nothingToUndo])
    #expect(f.field.drawn == oldest)
  }

  @Test("setting a value while editing starts a new history and sends no control events")
  func setValue() {
    let f = InputFixture()
    f.setUp("|")
    f.field.type("12")
    f.field.clearEvents()
    f.setValue(Decimal(string: "1234.565"))
    #expect(f.field.text == "$1,234.56")
    #expect(f.field.undoManager.undoCount == 0)
    #expect(f.field.events.isEmpty)
    #expect(f.changes.last?.isUserInitiated == false)
    f.setValue(nil)
    #expect(f.field.text == "")
    #expect(f.field.events.isEmpty)
  }

  @Test("a rejection whose handler sets a new value: the new value is what the field shows")
  func rejectionHandlerSetsValue() {
    let f = InputFixture()
    f.onReject = { [unowned f] _ in f.setValue(0) }
    f.setUp("$12|")
    f.field.type("a")
    #expect(f.rejections == [.invalidCharacter])
    #expect(f.field.text == "$0.00")
    #expect(f.controller.text == "$0.00")
    #expect(f.value == 0)
  }

  @Test("a new configuration while editing keeps the value, the editing and the caret at the end")
  func configurationWhileEditing() {
    let f = InputFixture()
    f.setUp("$12.5|")
    f.setConfiguration(
      AmountFieldConfiguration(
        format: .currency(code: "EUR", locale: Locale(identifier: "de_DE")), entryMode: .cents))
    // Foundation's own text for 12.50 EUR in de_DE, with the caret after the
    // last digit.
    let expected = Decimal(string: "12.5")!.formatted(
      .currency(code: "EUR").locale(Locale(identifier: "de_DE")))
    #expect(f.field.text == expected)
    #expect(f.field.selection == 5..<5)
    #expect(f.value == Decimal(string: "12.5"))
    #expect(f.field.keyboard == .numberPad)
    #expect(f.field.undoManager.undoCount == 0)
  }

  // MARK: Events

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

  @Test(
    "each key's change report holds the value typed, to 38 digits (more than the 32 held inline)",
    arguments: [AmountEntryMode.decimal, .cents, .integer])
  func changeReportValues(mode: AmountEntryMode) throws {
    let f = InputFixture(
      AmountFieldConfiguration(
        format: .currency(code: "USD", locale: Locale(identifier: "en_US")), entryMode: mode,
        maximumIntegerDigits: 36, allowsNegative: true))
    f.field.becomeFirstResponder()
    let digits = Array(String(repeating: "1234567890", count: 4))
    // Decimal entry: 36 integer digits, the separator, 2 fraction digits
    // (the separator and a last 0 change the text, not the value); cents:
    // 38 digits, the last 2 the cents; integer: 36 digits.
    let keys =
      switch mode {
      case .decimal: digits[..<36] + [".", "1", "0"]
      case .cents: digits[..<38]
      default: digits[..<36]
      }
    var typed = ""
    var previous: Decimal?
    func number() throws -> Decimal {
      // Foundation reads what was typed; cents are the last two digits.
      let number = try #require(Decimal(string: typed, locale: Locale(identifier: "en_US")))
      return mode == .cents ? Decimal(sign: .plus, exponent: -2, significand: number) : number
    }
    for (count, key) in keys.enumerated() {
      let caret = try #require(f.field.selection)
      f.field.type(String(key))
      typed.append(key)
      let expected = try number()
      #expect(f.changes.count == count + 1, "key \(count + 1): one change report")
      let change = try #require(f.changes.last)
      #expect(change.value == expected, "after \(typed)")
      #expect(change.textChanged, "after \(typed)")
      #expect(change.valueChanged == (expected != previous), "after \(typed)")
      // The edit is the host's request: the key over the caret.
      #expect(change.edit == .replace(caret, with: String(key)), "after \(typed)")
      previous = expected
    }
    // The sign key: the same digits, negative.
    let caret = try #require(f.field.selection)
    f.field.type("-")
    #expect(f.changes.last?.value == -(try number()))
    #expect(f.changes.last?.valueChanged == true)
    #expect(f.changes.last?.edit == .replace(caret, with: "-"))
  }

  /// A host's request, made by a key of the test field.
  enum HostRequest: Sendable, CustomStringConvertible {
    case type(String)
    case backspace
    case paste(String)

    var description: String {
      switch self {
      case .type(let key): "type \(key)"
      case .backspace: "backspace"
      case .paste(let text): "paste \(text)"
      }
    }
  }

  @Test(
    "a change report's edit is the host's request: its UTF-16 range and its string",
    arguments: [
      ("$12|", HostRequest.type("3")),
      ("$123|", .backspace),
      ("$1,2|34", .backspace),
      ("$12|", .type(".")),
      ("$1|", .paste("23")),
      ("$1,2|34", .type("0")),
    ])
  func changeReportEdit(drawing: String, request: HostRequest) throws {
    let f = InputFixture()
    f.setUp(drawing)
    // The caret's UTF-16 offset in the drawing, read from the drawing.
    let caret = try #require(drawing.firstIndex(of: "|")).utf16Offset(in: drawing)
    let reports = f.changes.count
    let expected: AmountEdit
    switch request {
    case .type(let key):
      f.field.type(key)
      expected = .replace(caret..<caret, with: key)
    case .backspace:
      // UIKit asks to replace the character before the caret with nothing.
      f.field.backspace()
      expected = .replace(caret - 1..<caret, with: "")
    case .paste(let text):
      f.field.paste(text)
      expected = .replace(caret..<caret, with: text)
    }
    #expect(f.changes.count == reports + 1)
    #expect(f.changes.last?.edit == expected)
  }

  @Test("a field emptied by backspace reports no value")
  func changeReportOfEmptiedField() {
    let f = InputFixture()
    f.setUp("|")
    f.field.type("5")
    #expect(f.changes.last?.value == 5)
    f.field.backspace()
    #expect(f.field.drawn == "|")
    #expect(f.changes.last?.value == nil)
    #expect(f.changes.last?.valueChanged == true)
  }

  @Test("a change the host made and announced itself gets no second editingChanged")
  func hostAnnouncedChange() {
    let f = InputFixture()
    f.setUp("$12|")
    f.field.setMarkedText("３")
    f.field.clearEvents()
    f.field.unmarkText()
    #expect(f.field.drawn == "$123|")
    #expect(f.field.events == [.valueChanged])
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
    // The host learns it from the effects of a new configuration: a field
    // set up with another keyboard shows this one afterwards.
    let other: AmountFieldConfiguration = expected == .decimalPad ? .usdCents : .usd
    let f = InputFixture(other)
    f.carryOut(f.controller.setAccessoryBarAllowed(false))  // a host without the bar
    #expect(f.field.keyboard != expected)
    f.setConfiguration(configuration)
    #expect(f.field.keyboard == expected)
  }

  @Test(
    "keyboard layout: a number pad with an accessory bar: Done always, ± where negatives are allowed",
    arguments: [
      (AmountFieldConfiguration(format: usd), true, AmountKeyboard.decimalPad, false, true),
      (AmountFieldConfiguration(format: usd), false, AmountKeyboard.decimalPad, false, false),
      (AmountFieldConfiguration(format: usd, entryMode: .cents), true, .numberPad, false, true),
      (AmountFieldConfiguration(format: usd, minimum: -100), true, .decimalPad, true, true),
      (
        AmountFieldConfiguration(format: usd, minimum: -100), false, .numbersAndPunctuation,
        false, false
      ),
      (
        AmountFieldConfiguration(format: usd, entryMode: .cents, allowsNegative: true), true,
        .numberPad, true, true
      ),
      (AmountFieldConfiguration(format: jpy, allowsNegative: true), true, .numberPad, true, true),
      (
        AmountFieldConfiguration(format: jpy, allowsNegative: true), false, .numbersAndPunctuation,
        false, false
      ),
    ])
  func keyboardLayout(
    configuration: AmountFieldConfiguration, barAllowed: Bool, keyboard: AmountKeyboard,
    sign: Bool, done: Bool
  ) {
    let layout = AmountKeyboardLayout(
      configuration: configuration, accessoryBarAllowed: barAllowed)
    #expect(layout.keyboard == keyboard)
    #expect(layout.showsSignKey == sign)
    #expect(layout.showsDoneKey == done)
    #expect(layout.showsAccessoryBar == (sign || done))
    var controller = AmountInputController(configuration: configuration)
    let effects = controller.setAccessoryBarAllowed(barAllowed)
    #expect(controller.keyboardLayout == layout)
    // The host hears of the layout only when it changed.
    let initial = AmountKeyboardLayout(configuration: configuration, accessoryBarAllowed: false)
    #expect((effects.keyboardLayout != nil) == (layout != initial))
  }

  @Test(
    "the spoken value is Foundation's full-name presentation of the value",
    arguments: [
      ("en_US", "USD", "-115"), ("de_DE", "EUR", "1234.5"), ("fr_FR", "EUR", "1234567.89"),
      ("es_ES", "EUR", "0.5"), ("ja_JP", "JPY", "12345"), ("ar_EG", "EGP", "-1234.5"),
      ("hi_IN", "INR", "1234567"), ("he_IL", "ILS", "99.99"), ("fa_IR", "IRR", "1234"),
      ("ar_KW", "KWD", "1.234"), ("pt_BR", "BRL", "10"),
    ])
  func accessibility(locale: String, code: String, value: String) throws {
    let amount = try #require(Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")))
    let l = Locale(identifier: locale)
    let format = AmountFormat.currency(code: code, locale: l)
    let f = InputFixture(
      AmountFieldConfiguration(format: format, allowsNegative: true), value: amount)
    let spoken = Decimal.FormatStyle.Currency(code: code, locale: l).presentation(.fullName)
      .format(amount)
    #expect(f.field.accessibilityValue == spoken)
    // The shown text is the usual one.
    #expect(f.field.text == Decimal.FormatStyle.Currency(code: code, locale: l).format(amount))
    // While typing, the value typed so far is spoken.
    let typing = InputFixture(AmountFieldConfiguration(format: format))
    typing.setUp("|")
    typing.field.type("12.")
    #expect(
      typing.field.accessibilityValue
        == Decimal.FormatStyle.Currency(code: code, locale: l).presentation(.fullName).format(12))
  }

  @Test("a plain number reads as its text, without bidi marks")
  func accessibilityNumber() {
    let f = InputFixture(.pounds, value: 28)
    #expect(f.field.accessibilityValue == "28 lbs")
  }

  @Test("a refused key is announced in the field's language")
  func announcement() {
    var configuration = AmountFieldConfiguration(
      format: .currency(code: "EUR", locale: Locale(identifier: "de_DE")))
    configuration.maximum = 1000
    let f = InputFixture(configuration)
    f.setUp("|")
    f.field.type("1001")
    let limit = Decimal(1000).formatted(.currency(code: "EUR").locale(Locale(identifier: "de_DE")))
    #expect(f.announcements == ["Über dem Höchstbetrag von \(limit)"])
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
    requireSendable(AmountInputEffects.self)
    requireSendable(AmountHostState.self)
    requireSendable(AmountInputChange.self)
    requireSendable(AmountKeyboard.self)
    requireSendable(AmountUndoStep.self)
    requireSendable(AmountUndoEffect.self)
    requireSendable(AmountControlEvents.self)
  }
}

/// What the fuzzer found in the controller (`Fuzz/`, controller mode), as
/// host sequences.
@Suite("Input controller: fuzz findings")
@MainActor
struct InputControllerFuzzFindingsTests {
  @Test("a change the host made itself updates the accessibility value (the clear button)")
  func clearButton() {
    let f = InputFixture()
    f.setUp("$12|")
    #expect(f.field.accessibilityValue == "12.00 US dollars")
    f.field.setTextBehindTheBack("")
    f.carryOut(f.controller.textDidChange(host: f.field.state))
    #expect(f.value == nil)
    #expect(f.field.accessibilityValue == "")
    #expect(f.field.events == [.valueChanged])
  }

  @Test(
    "a value set while an input method composes waits for the composition to end (contract: While an input method composes)"
  )
  func setValueWhileComposing() {
    let f = InputFixture()
    f.setUp("|")
    f.field.setMarkedText("9")
    #expect(f.field.markedRange == 0..<1)
    f.setValue(nil)
    // Nothing is written over the marked text.
    #expect(f.field.text == "9")
    #expect(f.field.markedRange == 0..<1)
    f.field.unmarkText()
    // Applied as if set right after the commit.
    #expect(f.field.text == "")
    #expect(f.value == nil)
    f.field.type("5")
    #expect(f.field.drawn == "$5|")
  }

  @Test("a new configuration that keeps the text but changes what is spoken updates it")
  func configurationChangesSpeech() {
    var yen = AmountFieldConfiguration(
      format: AmountFormat.currency(code: "JPY", locale: Locale(identifier: "ja_JP"))
        .currencyDisplay(.hidden))
    yen.maximum = nil
    let f = InputFixture(yen, value: 35)
    #expect(f.field.text == "35")
    let spokenYen = f.field.accessibilityValue
    f.setConfiguration(
      AmountFieldConfiguration(format: .number(locale: Locale(identifier: "en_US"))))
    #expect(f.field.text == "35")
    #expect(f.field.accessibilityValue == "35")
    #expect(spokenYen != "35")
  }

  @Test("a pasted zero over a zero in a yen field changes nothing, and says so")
  func zeroOverZero() {
    var controller = AmountInputController(
      configuration: AmountFieldConfiguration(
        format: .currency(code: "JPY", locale: Locale(identifier: "ja_JP"))),
      value: 0)
    _ = controller.beginEditing(host: controller.hostState)
    let effects = controller.apply(.paste(",000"))
    #expect(controller.text == "¥0")
    #expect(controller.value == 0)
    #expect(effects.events.isEmpty)
    #expect(effects.undo == .none)
    #expect(effects.change == nil)
    // The zero is still the digit 0: backspace after it empties the field.
    _ = controller.apply(.deleteBackward)
    #expect(controller.value == nil)
  }

  @Test("a multi-key insert refused part way: the keys taken are carried out and reported")
  func partialInsert() {
    var configuration = AmountFieldConfiguration.usd
    configuration.maximum = 100
    var controller = AmountInputController.showing("|", configuration)
    let effects = controller.apply(.insert("900"))
    #expect(controller.text == "$90")
    #expect(effects.rejection == .aboveMaximum)
    #expect(effects.undo == .register(.undo, count: 2))
    #expect(effects.events == [.editingChanged, .valueChanged])
    #expect(effects.change?.value == 90)
    #expect(effects.display?.text == "$90")
  }
}
