import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

extension AmountFieldConfiguration {
  static let usd = AmountFieldConfiguration(
    format: .currency(code: "USD", locale: Locale(identifier: "en_US")))
  static let usdCents = AmountFieldConfiguration(
    format: .currency(code: "USD", locale: Locale(identifier: "en_US")), entryMode: .cents)
  static let coins = AmountFieldConfiguration(
    format: AmountFormat.number(locale: Locale(identifier: "en_US")).suffix(" 🪙"))
  static let pounds = AmountFieldConfiguration(
    format: AmountFormat.number(locale: Locale(identifier: "en_US")).suffix(" lbs"))
}

/// What the user does to the field in a table row.
enum UserAction: Sendable, CustomStringConvertible {
  case type(String)
  case backspace
  case forwardDelete
  case paste(String)
  /// A raw `shouldChangeCharactersIn` request (autocorrect, a host bug).
  case replace(location: Int, length: Int, with: String)
  case select(Range<Int>)

  var description: String {
    switch self {
    case .type(let keys): return "type \(keys)"
    case .backspace: return "backspace"
    case .forwardDelete: return "forward delete"
    case .paste(let text): return "paste \(text.debugDescription)"
    case .replace(let location, let length, let text):
      return "replace {\(location), \(length)} with \(text.debugDescription)"
    case .select(let range): return "select \(range)"
    }
  }
}

/// One row of a `before | action | after` table; `after` nil means
/// rejected.
struct InputRow: Sendable, CustomTestStringConvertible {
  var before: String
  var action: UserAction
  var after: String?
  var configuration: AmountFieldConfiguration = .usd

  init(
    _ before: String, _ action: UserAction, _ after: String?,
    _ configuration: AmountFieldConfiguration = .usd
  ) {
    self.before = before
    self.action = action
    self.after = after
    self.configuration = configuration
  }

  var testDescription: String { "\(before) · \(action) → \(after ?? "rejected")" }
}

extension AmountInputController {
  /// A controller editing the field as `drawing` shows it (`$1,2|34`),
  /// brought there by typing the digits (and decimal point) it shows, then
  /// placing the caret or selection.
  static func showing(
    _ drawing: String, _ configuration: AmountFieldConfiguration,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> AmountInputController {
    var controller = AmountInputController(configuration: configuration)
    _ = controller.beginEditing(host: controller.hostState)
    let (text, selection) = Drawn.read(drawing)
    _ = controller.apply(
      .insert(Drawn.keys(typing: text, decimal: configuration.entryMode == .decimal)))
    _ = controller.selectionDidChange(host: AmountHostState(text: text, selection: selection))
    #expect(
      Drawn.draw(controller.text, selection: controller.selection) == drawing, "set-up",
      sourceLocation: sourceLocation)
    return controller
  }
}

/// A `TestTextField` hosting the shipped ``AmountInputController`` as the
/// UIKit adapter (`AmountTextField` and `AmountTextFieldBehavior`) does:
/// every delegate call, control event, key command and accessibility
/// action of the field is reported to the controller with what the field
/// shows, and the returned effects are carried out on the field, in the
/// adapter's order. Nothing here decides anything.
@MainActor
final class InputFixture: TestTextFieldDelegate {
  let field = TestTextField()
  var controller: AmountInputController {
    didSet { controllerCalls += 1 }
  }
  /// How many times the adapter called into the controller: every event
  /// it reports is a mutating call (reading the controller's text or
  /// asking it a question is not counted).
  private(set) var controllerCalls = 0
  private(set) var rejections: [AmountRejection] = []
  private(set) var changes: [AmountInputChange] = []
  /// What the field announced to assistive technologies.
  private(set) var announcements: [String] = []
  /// The app's rejection handler.
  var onReject: (@MainActor (AmountRejection) -> Void)?
  /// The `±` key's spoken label, when the accessory bar shows one.
  private(set) var signKeyLabel: String?

  /// How the adapter is wired; each switch turns off one of its rules, so
  /// that a test can show the model reproduces the bug.
  struct Wiring {
    /// `AmountTextField` answers `undoManager` with a manager of its own
    /// that takes only its steps; a plain `UITextField` host shares its
    /// window's with UIKit.
    var ownsUndoManager = true
    /// On a field whose undo manager is shared with UIKit, the undo manager
    /// is cleared on the turn after a paste, once UIKit has registered it.
    var clearsSharedUndoAfterPaste = true
    /// A delegate assigned to the field after the behaviour attached is
    /// taken as the forwarding delegate when the field begins editing or
    /// changes its text, and the behaviour is the field's delegate again.
    var retakesReplacedDelegate = true
    /// The adapter declares the device's region for the decimal pad's key.
    var declaresKeyboardRegion = true
    /// The focus policy is applied again on the next run-loop turn.
    var settlesBeginSelection = true
    /// Announcements are posted on the next turn, queued behind VoiceOver's
    /// echo of the key.
    var queuesAnnouncements = true
    /// The adapter's own `.editingChanged` target ignores the event the
    /// adapter sends itself (for the app's targets): the text is the one it
    /// just wrote.
    var ignoresItsOwnEditingChanged = true
    /// `textFieldDidChangeSelection` during the adapter's own write of the
    /// text and selection is not reported: the selection is the one it
    /// writes.
    var ignoresEchoesOfItsWrites = true
    /// After a keyboard change the region is not declared again: the
    /// controller keeps it and declares the new keyboard's decimal key
    /// itself.
    var declaresRegionOnlyWhenItChanges = true
    /// `AmountTextField` answers `accessibilityValue` from its getter: the
    /// spoken value is made when an assistive technology reads it. Off:
    /// `AmountTextFieldBehavior` on a plain `UITextField`, which sets the
    /// property.
    var answersAccessibilityValue = true
    /// The plain field sets the spoken value only while VoiceOver or Switch
    /// Control runs. Off: on every change of the text.
    var setsSpokenValueOnlyWhileReaderRuns = true
    /// The plain field sets the spoken value when VoiceOver or Switch
    /// Control starts.
    var setsSpokenValueWhenReaderStarts = true
  }

  init(
    _ configuration: AmountFieldConfiguration = .usd, value: Decimal? = nil,
    wiring: Wiring = Wiring()
  ) {
    self.wiring = wiring
    controller = AmountInputController(configuration: configuration, value: value)
    field.delegate = self
    if wiring.ownsUndoManager { field.undoManagerOverride = TestUndoManager(acceptingOnly: self) }
    if wiring.declaresKeyboardRegion { controller.setKeyboardRegion(field.deviceRegion) }
    field.font = .preferredBody
    field.adjustsFontForContentSizeCategory = true
    carryOut(controller.setAccessoryBarAllowed(true))
    showKeyboard(controller.keyboardLayout)
    if wiring.answersAccessibilityValue {
      field.accessibilityValueOverride = (
        get: { @MainActor [unowned self] in appAccessibilityValue ?? spokenValue() },
        set: { @MainActor [unowned self] value in appAccessibilityValue = value }
      )
    } else {
      let readerStatusDidChange = { @MainActor [unowned self] in
        guard wiring.setsSpokenValueWhenReaderStarts, field.assistiveTechnologies.readsValues
        else { return }
        field.accessibilityValue = spokenValue()
      }
      field.assistiveTechnologies.voiceOverObservers.append(readerStatusDidChange)
      field.assistiveTechnologies.switchControlObservers.append(readerStatusDidChange)
      if setsSpokenValueNow { field.accessibilityValue = spokenValue() }
    }
    field.isAccessibilityAdjustable = controller.isAccessibilityAdjustable
    field.setText(controller.text, selection: controller.selection)
    field.actions[.editingChanged, default: []].append { [unowned self] in
      guard !(wiring.ignoresItsOwnEditingChanged && sendingEditingChanged > 0) else { return }
      _ = retakeDelegateIfReplaced()
      carryOut(controller.textDidChange(host: field.state))
    }
    field.didBeginEditingObservers.append { [unowned self] in
      guard retakeDelegateIfReplaced() else { return }
      beginEditing()
    }
    field.willSetMarkedText = { [unowned self] in controller.markedTextWillChange() }
    field.didUnmarkText = { [unowned self] in
      carryOut(controller.textDidChange(host: field.state))
    }
    field.arrowKeyCommand = { [unowned self] up in
      guard controller.handlesArrowKeys(host: field.state) else { return false }
      carryOut(controller.apply(up ? .stepUp : .stepDown, host: field.state))
      return true
    }
  }

  let wiring: Wiring
  /// How many spoken values the adapter made (each a full-name format of
  /// the value).
  private(set) var spokenValuesMade = 0
  /// An `accessibilityValue` the app set on `AmountTextField`.
  private var appAccessibilityValue: String?
  /// How deep the adapter is in writing the text and selection to the field.
  private var writingDisplay = 0
  /// How deep the adapter is in sending `.editingChanged` to the field's
  /// targets.
  private var sendingEditingChanged = 0
  /// The app's delegate, to which the behaviour forwards
  /// (`forwardingDelegate`).
  weak var forwardingDelegate: (any TestTextFieldDelegate)?

  var value: Decimal? { controller.value }

  func setValue(_ value: Decimal?) { carryOut(controller.setValue(value)) }

  func setConfiguration(_ configuration: AmountFieldConfiguration) {
    carryOut(controller.setConfiguration(configuration))
  }

  func perform(_ step: AmountUndoStep) { carryOut(controller.perform(step)) }

  /// The device's region changed (`NSLocale.currentLocaleDidChangeNotification`).
  func deviceRegionDidChange(_ region: Locale) {
    field.deviceRegion = region
    if wiring.declaresKeyboardRegion { controller.setKeyboardRegion(region) }
  }

  /// `field.apply(_:)`: a step, the sign key, an arrow key.
  func apply(_ edit: AmountEdit) { carryOut(controller.apply(edit, host: field.state)) }

  /// VoiceOver's swipe up, synchronous on the main actor.
  func accessibilityIncrement() { apply(.stepUp) }

  /// The accessory bar's `±` key.
  func tapSignKey() {
    guard field.accessoryKeys.contains("±") else { return }
    apply(.toggleSign)
  }

  private func showKeyboard(_ layout: AmountKeyboardLayout) {
    field.keyboard = layout.keyboard
    field.accessoryKeys = []
    if layout.showsSignKey { field.accessoryKeys.append("±") }
    if layout.showsDoneKey { field.accessoryKeys.append("Done") }
    signKeyLabel = layout.showsSignKey ? controller.configuration.signKeyLabel : nil
  }

  /// The controller's spoken value, counted.
  private func spokenValue() -> String {
    spokenValuesMade += 1
    return controller.accessibilityValue
  }

  /// Whether the plain field sets the spoken value now: while VoiceOver or
  /// Switch Control runs.
  private var setsSpokenValueNow: Bool {
    field.assistiveTechnologies.readsValues || !wiring.setsSpokenValueOnlyWhileReaderRuns
  }

  /// Carries out effects on the field, in the documented order.
  func carryOut(_ effects: AmountInputEffects) {
    if let display = effects.display {
      writingDisplay += 1
      field.setText(display.text, selection: display.selection)
      writingDisplay -= 1
    }
    if effects.accessibilityValueChanged, !wiring.answersAccessibilityValue, setsSpokenValueNow {
      field.accessibilityValue = spokenValue()
    }
    field.isAccessibilityAdjustable = controller.isAccessibilityAdjustable
    if let layout = effects.keyboardLayout {
      showKeyboard(layout)
      if wiring.declaresKeyboardRegion && !wiring.declaresRegionOnlyWhenItChanges {
        controller.setKeyboardRegion(field.deviceRegion)
      }
    }
    if effects.undo.removesRegisteredSteps { field.undoManager.removeAllActions(target: self) }
    if let step = effects.undo.registeredStep {
      for _ in 0..<effects.undo.registrationCount {
        field.undoManager.registerUndo(target: self) { [unowned self] in perform(step) }
      }
    }
    if effects.events.contains(.editingChanged) {
      sendingEditingChanged += 1
      field.sendActions(for: .editingChanged)
      sendingEditingChanged -= 1
    }
    if effects.events.contains(.valueChanged) { field.sendActions(for: .valueChanged) }
    if let announcement = effects.announcement {
      announcements.append(announcement)
      if wiring.queuesAnnouncements {
        field.runLoop.async { [field] in field.voiceOver.announce(announcement, queued: true) }
      } else {
        field.voiceOver.announce(announcement, queued: false)
      }
    }
    if let reason = effects.rejection {
      rejections.append(reason)
      onReject?(reason)
    }
    if let change = effects.change { changes.append(change) }
  }

  // MARK: The field's delegate

  func textField(
    _ textField: TestTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    if forwardingDelegate?.textField(
      textField, shouldChangeCharactersIn: range, replacementString: string) == false
    {
      return false
    }
    let effects = controller.shouldChangeCharacters(
      in: range, replacementString: string, host: field.state)
    carryOut(effects)
    if wiring.clearsSharedUndoAfterPaste, !wiring.ownsUndoManager, string.utf16.count > 1 {
      field.runLoop.async { [field] in field.undoManager.removeAllActions() }
    }
    return effects.hostAppliesChange
  }

  func textFieldDidBeginEditing(_ textField: TestTextField) {
    beginEditing()
    forwardingDelegate?.textFieldDidBeginEditing(textField)
  }

  private func beginEditing() {
    carryOut(controller.beginEditing(host: field.state))
    if wiring.settlesBeginSelection {
      field.runLoop.async { [unowned self] in
        carryOut(controller.beginEditingDidSettle(host: field.state))
      }
    }
  }

  /// When a delegate assigned to the field replaced the behaviour, the
  /// behaviour forwards to it and is the field's delegate again. Returns
  /// whether it had been replaced.
  private func retakeDelegateIfReplaced() -> Bool {
    guard wiring.retakesReplacedDelegate, field.delegate !== self else { return false }
    forwardingDelegate = field.delegate
    field.delegate = self
    return true
  }

  func textFieldDidEndEditing(_ textField: TestTextField) {
    carryOut(controller.endEditing(host: field.state))
    forwardingDelegate?.textFieldDidEndEditing(textField)
  }

  func textFieldDidChangeSelection(_ textField: TestTextField) {
    guard !(wiring.ignoresEchoesOfItsWrites && writingDisplay > 0) else { return }
    carryOut(controller.selectionDidChange(host: field.state))
  }

  func textFieldShouldReturn(_ textField: TestTextField) -> Bool {
    if let effects = controller.returnKey() {
      carryOut(effects)
      return false
    }
    return true
  }

  // MARK: Table rows

  /// Focuses the field and brings it to `drawing` by typing the keys it
  /// shows, then placing the caret or selection.
  func setUp(_ drawing: String, sourceLocation: SourceLocation = #_sourceLocation) {
    field.becomeFirstResponder()
    let (text, selection) = Drawn.read(drawing)
    field.type(Drawn.keys(typing: text, decimal: controller.configuration.entryMode == .decimal))
    field.select(selection)
    #expect(field.drawn == drawing, "set-up", sourceLocation: sourceLocation)
    field.clearEvents()
  }

  func perform(_ action: UserAction) {
    switch action {
    case .type(let keys): field.type(keys)
    case .backspace: field.backspace()
    case .forwardDelete: field.forwardDelete()
    case .paste(let text): field.paste(text)
    case .replace(let location, let length, let text):
      field.userReplace(NSRange(location: location, length: length), with: text)
    case .select(let range): field.select(range)
    }
  }

  /// Runs a table row and checks its outcome.
  func check(_ row: InputRow, sourceLocation: SourceLocation = #_sourceLocation) {
    setUp(row.before, sourceLocation: sourceLocation)
    let rejections = rejections.count
    perform(row.action)
    if let after = row.after {
      #expect(field.drawn == after, sourceLocation: sourceLocation)
      #expect(self.rejections.count == rejections, sourceLocation: sourceLocation)
    } else {
      #expect(field.drawn == row.before, "rejected", sourceLocation: sourceLocation)
      #expect(self.rejections.count > rejections, sourceLocation: sourceLocation)
    }
    // Whatever happened, the host shows exactly what the controller holds.
    #expect(field.text == controller.text, sourceLocation: sourceLocation)
    #expect(field.selection == controller.selection, sourceLocation: sourceLocation)
  }
}
