import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

/// The UIKit field as it runs on a phone: each test drives the
/// adapter's wiring (``InputFixture``) through the model of what UIKit does
/// (``TestTextField``), and where it is cheap, shows that the model
/// reproduces the bug with the fix turned off.
@MainActor
@Suite("The UIKit field on a phone")
struct UIKitBehaviorTests {
  static let usd = AmountFieldConfiguration(
    format: .currency(code: "USD", locale: Locale(identifier: "en_US")))

  // MARK: 1. The region's decimal key

  @Test(
    "the decimal pad's key is the device region's, and always a decimal key (contract: The host's decimal key)",
    arguments: [
      // field locale, currency, device region, keys (`,`/`.` = the pad's key), shown
      ("en_US", "USD", "de_DE", "1,50", "$1.50|"),
      ("en_US", "USD", "en_US", "1.50", "$1.50|"),
      ("de_DE", "EUR", "en_US", "1.50", "1,50|\u{00A0}€"),
      ("en_IN", "INR", "fr_FR", "12,5", "₹12.5|"),
      // Foundation: U+200F ١ ٫ ٥ U+00A0 ج . م . U+200F
      ("ar_EG", "EGP", "de_DE", "1,5", "\u{200F}١٫٥|\u{00A0}ج.م.\u{200F}"),
      ("ar_EG", "EGP", "en_US", "1.5", "\u{200F}١٫٥|\u{00A0}ج.م.\u{200F}"),
    ])
  func regionDecimalKey(
    locale: String, currency: String, region: String, keys: String, shown: String
  ) {
    let f = InputFixture(
      AmountFieldConfiguration(
        format: .currency(code: currency, locale: Locale(identifier: locale))))
    f.deviceRegionDidChange(Locale(identifier: region))
    #expect(f.field.keyboard == .decimalPad)
    f.field.becomeFirstResponder()
    for key in keys {
      if key.isNumber { f.field.type(String(key)) } else { f.field.typeSeparatorKey() }
    }
    #expect(f.field.drawn == shown)
    #expect(f.rejections.isEmpty)
  }

  @Test("without the region, `1 , 5 0` on a German phone gives $150 (the bug)")
  func regionDecimalKeyBug() {
    var wiring = InputFixture.Wiring()
    wiring.declaresKeyboardRegion = false
    let f = InputFixture(Self.usd, wiring: wiring)
    f.deviceRegionDidChange(Locale(identifier: "de_DE"))
    f.field.becomeFirstResponder()
    f.field.type("1")
    f.field.typeSeparatorKey()
    f.field.type("50")
    #expect(f.field.drawn == "$150|")  // silently wrong: no rejection, no announcement
    #expect(f.rejections.isEmpty)
    // Fixed: the same keys with the region declared.
    let fixed = InputFixture(Self.usd)
    fixed.deviceRegionDidChange(Locale(identifier: "de_DE"))
    fixed.field.becomeFirstResponder()
    fixed.field.type("1")
    fixed.field.typeSeparatorKey()
    fixed.field.type("50")
    #expect(fixed.field.drawn == "$1.50|")
    #expect(fixed.value == Decimal(string: "1.5"))
  }

  // MARK: 2. Undo shares UIKit's own stack

  @Test("undo after a refused paste undoes the field's own step, never UIKit's")
  func undoAfterRefusedPaste() {
    let f = InputFixture()
    f.field.becomeFirstResponder()
    f.field.type("12")
    f.field.paste("abc")  // refused: UIKit registers it anyway
    #expect(f.rejections == [.invalidPaste])
    f.field.undoManager.undo()
    #expect(f.field.rangeExceptions == 0)
    #expect(f.field.drawn == "$1|")
    #expect(f.field.text == f.controller.text)
    f.field.undoManager.redo()
    #expect(f.field.drawn == "$12|")
  }

  @Test("the model reproduces the crash with the window's shared undo manager")
  func sharedUndoManagerBug() {
    var wiring = InputFixture.Wiring()
    wiring.ownsUndoManager = false
    wiring.clearsSharedUndoAfterPaste = false
    let f = InputFixture(Self.usd, wiring: wiring)
    f.field.becomeFirstResponder()
    f.field.type("12")
    f.field.paste("abc")
    f.field.undoManager.undo()
    #expect(f.field.rangeExceptions == 1)  // NSRangeException: the app crashes
  }

  // MARK: 3. Input methods

  @Test(
    "while composing, steps and the sign key are refused and write nothing (contract: While an input method composes)"
  )
  func composingRefusesSteps() {
    var configuration = Self.usd
    configuration.minimum = -100
    let f = InputFixture(configuration)
    f.field.becomeFirstResponder()
    f.field.type("5")
    f.field.setMarkedText("１")
    let marked = f.field.drawn
    for edit in [AmountEdit.stepUp, .stepDown, .toggleSign] {
      f.apply(edit)
      #expect(f.field.drawn == marked)
      #expect(f.field.markedRange != nil)
      #expect(f.rejections.last == .composing)
    }
    f.tapSignKey()
    #expect(f.field.drawn == marked)
    #expect(f.rejections.last == .composing)
    // Committed: the composition is one edit, and the keys work again.
    f.field.unmarkText()
    #expect(f.field.drawn == "$51|")
    f.apply(.stepUp)
    #expect(f.field.drawn == "$52|")
  }

  @Test("arrow keys and Return go to the input method while it composes")
  func composingOwnsArrowsAndReturn() {
    let f = InputFixture()
    f.field.becomeFirstResponder()
    f.field.type("5")
    f.field.setMarkedText("ｔ")
    f.field.pressArrowKey(up: true)
    f.field.pressArrowKey(up: false)
    #expect(f.field.candidatesMoved == 2)
    #expect(f.value == 5)
    #expect(f.field.pressReturn() == nil)  // the input method's: commits
    #expect(f.field.markedRange == nil)
    // Not composing: the field's key commands step.
    f.field.pressArrowKey(up: true)
    #expect(f.field.drawn == "$6|")
  }

  @Test("a value or configuration set while composing is applied when it ends")
  func composingDefersSets() {
    let f = InputFixture()
    f.field.becomeFirstResponder()
    f.field.type("5")
    f.field.setMarkedText("ｔ")
    let marked = f.field.drawn
    f.setValue(20)
    f.setConfiguration(
      AmountFieldConfiguration(format: .currency(code: "EUR", locale: Locale(identifier: "de_DE"))))
    #expect(f.field.drawn == marked)
    f.field.unmarkText()  // the composition is not an amount: refused, then the sets apply
    #expect(f.field.drawn == "20,00|\u{00A0}€")
    #expect(f.controller.isEditing)
  }

  // MARK: 4. Stepping a field that is not being edited

  @Test(
    "a step of a field its host is not editing ends at rest, reported once (contract: Stepping)"
  )
  func stepOutsideEditing() {
    var configuration = Self.usd
    configuration.maximum = 1
    configuration.step = Decimal(string: "0.75")!
    let f = InputFixture(configuration)
    f.accessibilityIncrement()
    #expect(f.field.text == "$0.75")
    #expect(!f.controller.isEditing)
    #expect(f.field.events == [.valueChanged])
    #expect(f.changes.count == 1)
    #expect(f.field.undoManager.undoCount == 0)
    #expect(f.field.isAccessibilityAdjustable)
    f.accessibilityIncrement()  // lands on the maximum
    #expect(f.field.text == "$1.00")
    f.accessibilityIncrement()  // from the limit itself: refused
    #expect(f.rejections == [.aboveMaximum])
    #expect(f.field.text == "$1.00")
    // A value set outside the limits is reported invalid at rest.
    f.setValue(5)
    f.accessibilityIncrement()
    #expect(f.rejections.last == .aboveMaximum)
    #expect(f.controller.editor.invalidReason == .aboveMaximum)
    #expect(!f.controller.isEditing)
  }

  // MARK: 5. Set while editing

  @Test(
    "a value set while the user edits keeps the field editing (contract: Set while editing)"
  )
  func setWhileEditing() {
    let f = InputFixture()
    f.field.becomeFirstResponder()
    f.field.type("12")
    f.field.clearEvents()
    f.setValue(20)
    #expect(f.field.isFirstResponder)
    #expect(f.controller.isEditing)
    #expect(f.field.drawn == "$20.00|")
    #expect(f.field.events.isEmpty)  // programmatic: no control event
    #expect(f.changes.last?.value == 20)
    #expect(f.field.undoManager.undoCount == 0)  // a new history
    f.field.backspace()
    #expect(f.field.drawn == "$20.0|")
    f.field.resignFirstResponder()
    #expect(f.field.text == "$20.00")
  }

  // MARK: 6. The onBegin selection

  @Test(
    "the focus policy wins over UIKit's caret at the tap",
    arguments: [
      (AmountFocusPolicy.selectAll, "$[12.50]"), (.end, "$12.50|"), (.keep, "$1|2.50"),
    ])
  func beginAfterTap(policy: AmountFocusPolicy, shown: String) {
    var configuration = Self.usd
    configuration.onBegin = policy
    let f = InputFixture(configuration, value: Decimal(string: "12.5"))
    f.field.becomeFirstResponder(tapAt: 2)
    #expect(f.field.drawn == shown)
    #expect(f.controller.selection == f.field.selection)
  }

  @Test("the model reproduces UIKit's tap overriding selectAll")
  func beginAfterTapBug() {
    var configuration = Self.usd
    configuration.onBegin = .selectAll
    var wiring = InputFixture.Wiring()
    wiring.settlesBeginSelection = false
    let f = InputFixture(configuration, value: Decimal(string: "12.5"), wiring: wiring)
    f.field.becomeFirstResponder(tapAt: 2)
    #expect(f.field.drawn == "$1|2.50")
  }

  // MARK: 7. Accessibility

  @Test("adjustable only while not editing, so VoiceOver's swipes move the caret then")
  func adjustableOnlyAtRest() {
    let f = InputFixture(Self.usd, value: 5)
    #expect(f.field.isAccessibilityAdjustable)
    f.field.becomeFirstResponder()
    #expect(!f.field.isAccessibilityAdjustable)
    f.field.resignFirstResponder()
    #expect(f.field.isAccessibilityAdjustable)
  }

  @Test("VoiceOver's step is applied before the action returns")
  func synchronousStep() {
    let f = InputFixture(Self.usd, value: 5)
    f.accessibilityIncrement()
    // Read by VoiceOver right after the action, before the run loop turns.
    #expect(f.field.accessibilityValue == "6.00 US dollars")
    #expect(!f.field.runLoop.hasDeferredWork)
  }

  @Test("a refused key's announcement is heard after VoiceOver's echo of the key")
  func announcementAfterEcho() {
    let f = InputFixture()
    f.field.becomeFirstResponder()
    f.field.type("1234.56")
    f.field.type("7")
    #expect(f.rejections == [.fractionFull])
    f.field.voiceOver.finishSpeaking()
    #expect(f.field.voiceOver.cutOff.isEmpty)
    #expect(f.field.voiceOver.heard.suffix(2) == ["7", "No more decimal places."])

    var wiring = InputFixture.Wiring()
    wiring.queuesAnnouncements = false
    let bug = InputFixture(Self.usd, wiring: wiring)
    bug.field.becomeFirstResponder()
    bug.field.type("1234.567")
    #expect(bug.field.voiceOver.cutOff == ["No more decimal places."])
  }

  @Test(
    "the ± key's label is spoken in the field's language",
    arguments: [("en_US", "Change sign"), ("de_DE", "Vorzeichen wechseln")])
  func signKeyLabel(locale: String, label: String) {
    var configuration = AmountFieldConfiguration(
      format: .currency(code: "EUR", locale: Locale(identifier: locale)))
    configuration.minimum = -10
    let f = InputFixture(configuration)
    #expect(f.field.accessoryKeys == ["±", "Done"])
    #expect(f.signKeyLabel == label)
  }

  // MARK: 7b. The spoken value, made when it is read

  /// Foundation's full-name currency text of `value`: what VoiceOver
  /// reads for a currency field.
  static func fullName(_ value: Decimal, code: String, locale: String) -> String {
    Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: locale))
      .presentation(.fullName).format(value)
  }

  @Test(
    "VoiceOver reading the amount field after typing hears the amount's full name, made when it reads",
    arguments: [
      ("en_US", "USD", "1234.5", Decimal(string: "1234.5")),
      ("de_DE", "EUR", "1234,56", Decimal(string: "1234.56")),
      ("ja_JP", "JPY", "980", Decimal(980)),
    ])
  func spokenOnDemand(locale: String, code: String, keys: String, value: Decimal?) throws {
    let amount = try #require(value)
    let f = InputFixture(
      AmountFieldConfiguration(format: .currency(code: code, locale: Locale(identifier: locale))))
    f.field.becomeFirstResponder()
    f.field.type(keys)
    #expect(f.value == amount)
    // No keystroke made a spoken value: nobody read one.
    #expect(f.spokenValuesMade == 0)
    #expect(f.field.storedAccessibilityValue == nil)
    // VoiceOver reads the field: the same words the field always spoke.
    #expect(f.field.accessibilityValue == Self.fullName(amount, code: code, locale: locale))
    #expect(f.spokenValuesMade == 1)
  }

  @Test("an accessibilityValue the app sets is read instead of the amount; nil gives it back")
  func appSetSpokenValue() {
    let f = InputFixture(Self.usd)
    f.field.accessibilityValue = "Tip"
    f.field.becomeFirstResponder()
    f.field.type("50")
    #expect(f.value == 50)
    #expect(f.field.accessibilityValue == "Tip")
    f.field.accessibilityValue = nil
    #expect(f.field.accessibilityValue == Self.fullName(50, code: "USD", locale: "en_US"))
  }

  /// A plain `UITextField` driven by `AmountTextFieldBehavior`.
  static var plainField: InputFixture.Wiring {
    var wiring = InputFixture.Wiring()
    wiring.answersAccessibilityValue = false
    return wiring
  }

  @Test("deleting the typed zero of $0. keeps the text, and the field is spoken anew: no amount")
  func spokenValueFollowsTheValue() {
    let f = InputFixture(Self.usd, wiring: Self.plainField)
    f.field.assistiveTechnologies.setVoiceOverRunning(true)
    f.field.becomeFirstResponder()
    f.field.type("0.")
    #expect(f.field.text == "$0.")
    #expect(f.field.accessibilityValue == Self.fullName(0, code: "USD", locale: "en_US"))
    f.field.select(0..<2)
    f.field.backspace()
    #expect(f.field.text == "$0.")
    #expect(f.value == nil)
    // No amount: the text is read.
    #expect(f.field.accessibilityValue == "$0.")
  }

  @Test("a plain field's spoken value is set when VoiceOver starts and on changes while it runs")
  func plainFieldWhileVoiceOverRuns() {
    let f = InputFixture(Self.usd, wiring: Self.plainField)
    f.field.becomeFirstResponder()
    f.field.type("12")
    // Nothing reads it: nothing is made.
    #expect(f.field.accessibilityValue == nil)
    #expect(f.spokenValuesMade == 0)
    f.field.assistiveTechnologies.setVoiceOverRunning(true)
    #expect(f.field.accessibilityValue == Self.fullName(12, code: "USD", locale: "en_US"))
    f.field.type("3")
    #expect(f.field.accessibilityValue == Self.fullName(123, code: "USD", locale: "en_US"))
    let made = f.spokenValuesMade
    f.field.assistiveTechnologies.setVoiceOverRunning(false)
    f.field.type("4")
    #expect(f.spokenValuesMade == made)
    // Switch Control reads values too.
    f.field.assistiveTechnologies.setSwitchControlRunning(true)
    #expect(f.field.accessibilityValue == Self.fullName(1234, code: "USD", locale: "en_US"))
    f.field.backspace()
    #expect(f.field.accessibilityValue == Self.fullName(123, code: "USD", locale: "en_US"))
  }

  @Test("a plain field at rest gets its value when VoiceOver starts")
  func plainFieldAtRest() {
    let f = InputFixture(Self.usd, value: 7, wiring: Self.plainField)
    #expect(f.field.accessibilityValue == nil)
    f.field.assistiveTechnologies.setVoiceOverRunning(true)
    #expect(f.field.accessibilityValue == Self.fullName(7, code: "USD", locale: "en_US"))
  }

  @Test("without the start rule, VoiceOver started after typing reads no amount (the bug)")
  func plainFieldStartBug() {
    var wiring = Self.plainField
    wiring.setsSpokenValueWhenReaderStarts = false
    let f = InputFixture(Self.usd, wiring: wiring)
    f.field.becomeFirstResponder()
    f.field.type("12")
    f.field.assistiveTechnologies.setVoiceOverRunning(true)
    #expect(f.field.accessibilityValue == nil)
  }

  @Test("setting the spoken value on every change makes one per keystroke, read or not (the cost)")
  func spokenValuePerKeystrokeCost() {
    var wiring = Self.plainField
    wiring.setsSpokenValueOnlyWhileReaderRuns = false
    let eager = InputFixture(Self.usd, wiring: wiring)
    eager.field.becomeFirstResponder()
    let madeBefore = eager.spokenValuesMade
    eager.field.type("1234")
    #expect(eager.spokenValuesMade - madeBefore == 4)
    // The rule: none while nothing reads it, the amount field none at all.
    for wiring in [Self.plainField, InputFixture.Wiring()] {
      let f = InputFixture(Self.usd, wiring: wiring)
      f.field.becomeFirstResponder()
      f.field.type("1234")
      #expect(f.spokenValuesMade == 0)
    }
  }

  // MARK: 8. Dismissal

  @Test(
    "every keyboard without Return gets a Done key",
    arguments: [
      (AmountEntryMode.decimal, Decimal?.none, AmountKeyboard.decimalPad, ["Done"]),
      (.cents, nil, .numberPad, ["Done"]),
      (.integer, nil, .numberPad, ["Done"]),
      (.decimal, -5, .decimalPad, ["±", "Done"]),
    ])
  func doneKey(
    mode: AmountEntryMode, minimum: Decimal?, keyboard: AmountKeyboard, keys: [String]
  ) {
    var configuration = Self.usd
    configuration.entryMode = mode
    configuration.minimum = minimum
    let f = InputFixture(configuration)
    #expect(f.field.keyboard == keyboard)
    #expect(f.field.accessoryKeys == keys)
    #expect(f.field.canDismissKeyboard)
    f.field.becomeFirstResponder()
    f.field.type("5")
    f.field.tapDone()
    #expect(!f.field.isFirstResponder)
    #expect(!f.controller.isEditing)
  }

  // MARK: 9. Dynamic Type

  @Test(
    "the text follows the user's text size",
    arguments: ContentSizeCategory.allCases)
  func dynamicType(category: ContentSizeCategory) {
    let f = InputFixture()
    f.field.contentSizeCategory = category
    #expect(f.field.pointSize == category.bodySize)
  }

  // MARK: 10. Dictation

  @Test("dictation's placeholder is the input method's; the result is one paste")
  func dictation() {
    var configuration = Self.usd
    configuration.arithmetic = true  // a full keyboard, with the dictation key
    let f = InputFixture(configuration)
    f.field.becomeFirstResponder()
    f.field.type("1")
    f.field.startDictation()
    #expect(f.rejections.isEmpty)
    #expect(f.announcements.isEmpty)
    #expect(f.field.text.contains("\u{FFFC}"))
    f.field.finishDictation("2.50")
    #expect(f.rejections.isEmpty)
    #expect(f.field.drawn == "$12.50|")
    #expect(f.value == Decimal(string: "12.5"))
  }

  // MARK: 11. The adapter's own writes are not reported back

  /// A key: the adapter reports the change request, and carries out the
  /// effects: it writes the text and the selection, which UIKit reports to
  /// `textFieldDidChangeSelection` (``TestTextField/setText(_:selection:)``),
  /// and sends `.editingChanged`, which UIKit delivers to every target, the
  /// adapter's own among them (``TestTextField/sendActions(for:)``).
  @Test(
    "a key is one call into the controller, and the app's own target still gets .editingChanged",
    arguments: [("|", "1", "$1|"), ("$1,2|34", "5", "$12,5|34"), ("$12|", "⌫", "$1|")])
  func oneCallPerKey(before: String, key: String, after: String) {
    let f = InputFixture()
    f.setUp(before)
    var appEvents = 0  // the app's own target-action
    f.field.actions[.editingChanged, default: []].append { appEvents += 1 }
    let calls = f.controllerCalls
    if key == "⌫" { f.field.backspace() } else { f.field.type(key) }
    #expect(f.field.drawn == after)
    #expect(f.controllerCalls - calls == 1)
    #expect(appEvents == 1)
    #expect(f.field.text == f.controller.text && f.field.selection == f.controller.selection)
  }

  @Test("the model reproduces the round trip of the adapter's own .editingChanged")
  func ownEditingChangedRoundTrip() {
    var wiring = InputFixture.Wiring()
    wiring.ignoresItsOwnEditingChanged = false
    let f = InputFixture(wiring: wiring)
    f.setUp("$12|")
    var appEvents = 0
    f.field.actions[.editingChanged, default: []].append { appEvents += 1 }
    let calls = f.controllerCalls
    f.field.type("3")
    #expect(f.field.drawn == "$123|")
    // The change request, then `textDidChange` from its own target, to
    // learn that the field shows what the controller holds.
    #expect(f.controllerCalls - calls == 2)
    #expect(appEvents == 1)
  }

  @Test("the model reproduces the echo of the adapter's own writes of the selection")
  func selectionEchoRoundTrip() {
    var wiring = InputFixture.Wiring()
    wiring.ignoresEchoesOfItsWrites = false
    let f = InputFixture(wiring: wiring)
    f.setUp("$1,2|34")
    let calls = f.controllerCalls
    f.field.type("5")
    #expect(f.field.drawn == "$12,5|34")
    // Setting the text put the caret at the end, reported; setting the
    // selection, reported again: two more calls than the key's.
    #expect(f.controllerCalls - calls == 3)
  }

  @Test("a selection the user makes still reaches the controller")
  func userSelectionReported() {
    let f = InputFixture()
    f.setUp("$12|")
    let calls = f.controllerCalls
    f.field.select(0..<0)  // a tap before the `$`
    #expect(f.field.drawn == "$|12")
    #expect(f.controller.selection == 1..<1)
    #expect(f.controllerCalls - calls == 1)
  }

  @Test(
    "a keyboard change is one call into the controller, which keeps the region's decimal key")
  func keyboardChangeIsOneCall() {
    for redeclares in [false, true] {
      var wiring = InputFixture.Wiring()
      wiring.declaresRegionOnlyWhenItChanges = !redeclares
      let f = InputFixture(.usdCents, wiring: wiring)
      f.deviceRegionDidChange(Locale(identifier: "de_DE"))
      #expect(f.field.keyboard == .numberPad)
      let calls = f.controllerCalls
      f.setConfiguration(.usd)
      #expect(f.field.keyboard == .decimalPad)
      // The old wiring declared the region again after the change.
      #expect(f.controllerCalls - calls == (redeclares ? 2 : 1))
      // The German phone's decimal pad key `,` is the decimal key.
      f.field.becomeFirstResponder()
      f.field.type("1")
      f.field.typeSeparatorKey()
      f.field.type("50")
      #expect(f.field.drawn == "$1.50|")
    }
  }

  // MARK: DiffableTextViews' next-turn rule

  @Test(
    "option-backspace is read at once as the raw edit it is: no change waits for the next turn")
  func optionBackspace() {
    let f = InputFixture()
    f.field.becomeFirstResponder()
    f.field.type("1234")
    f.field.optionBackspace()
    #expect(f.field.drawn == "|")
    #expect(f.value == nil)
    f.field.type("5")
    #expect(f.field.drawn == "$5|")
  }
}
