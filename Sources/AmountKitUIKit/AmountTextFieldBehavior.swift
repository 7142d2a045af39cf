#if canImport(UIKit) && !os(watchOS)
import AmountKit
import Foundation
@preconcurrency import UIKit
import os

/// Gives an existing `UITextField` the behaviour of an amount field, while
/// its own delegate keeps receiving every delegate call.
///
/// ```swift
/// let behavior = AmountTextFieldBehavior(
///   textField: priceField,
///   configuration: .init(format: .currency(code: "EUR", locale: Locale(identifier: "de_DE"))))
/// behavior.forwardingDelegate = self  // your delegate: every call is forwarded
/// behavior.value                      // Decimal?
/// ```
///
/// The behaviour becomes the field's delegate. The delegate the field had
/// (and any one assigned later through ``forwardingDelegate``) receives
/// every call: the ones the behaviour handles are forwarded explicitly
/// (and may veto a change by returning `false`), all others through
/// `forwardingTarget(for:)` and `responds(to:)`. Keep a strong reference
/// to the behaviour: the field holds its delegate weakly.
///
/// A delegate assigned to the field itself (`priceField.delegate = self`)
/// after the behaviour attached would replace it. The behaviour notices
/// when the field next begins editing or changes its text, takes the new
/// delegate as its ``forwardingDelegate`` and becomes the field's delegate
/// again, and reports the reassignment as a runtime warning in debug
/// builds: assign ``forwardingDelegate`` instead.
///
/// Undo: a `UITextField`'s undo manager is its window's unless a subclass
/// overrides `undoManager`, and UIKit registers its own text edits there,
/// even a paste the field refused (openradar 32508213), which undone over
/// an amount raises `NSRangeException`. On a field whose undo manager is
/// not an ``AmountUndoManager`` the behaviour therefore clears that undo
/// manager after a paste: the undo history of the field, and of the other
/// fields sharing the manager, is lost at each paste, and never crashes.
/// ``AmountTextField``, or a subclass of yours that answers `undoManager`
/// with an ``AmountUndoManager``, keeps the whole history.
///
/// The spoken value: a plain `UITextField` cannot make its
/// `accessibilityValue` when it is read (only a subclass can override the
/// getter, as ``AmountTextField`` does), so the behaviour sets it, the
/// amount's full name (`1,234.50 US dollars`), but only while an assistive
/// technology that reads it runs: VoiceOver
/// (`UIAccessibility.isVoiceOverRunning`) or Switch Control
/// (`isSwitchControlRunning`). It sets the current value when one of them
/// starts (UIKit posts `voiceOverStatusDidChangeNotification` and
/// `switchControlStatusDidChangeNotification` "when VoiceOver starts or
/// stops"), and again after every change of the text while one runs.
/// While none runs, no keystroke makes a spoken value, and the property
/// keeps the last one set.
///
/// Every decision is made by an ``AmountKit/AmountInputController``: this
/// class reports the field's events to it with what the field shows, and
/// carries out the ``AmountKit/AmountInputEffects`` it returns.
@MainActor
public final class AmountTextFieldBehavior: NSObject, UITextFieldDelegate {
  /// The controller holding text, selection, value and undo history.
  public private(set) var controller: AmountInputController

  /// The field this behaviour drives.
  public private(set) weak var textField: UITextField?

  /// Called after every change of the text or the value, once the field
  /// shows it; ``AmountKit/AmountInputChange/isUserInitiated`` tells
  /// whether the user made it.
  public var onChange: (@MainActor (AmountInputChange) -> Void)?

  /// Called when an edit is refused (play a haptic, show a message).
  public var onReject: (@MainActor (AmountRejection) -> Void)?

  // UIKit asks `responds(to:)` and `forwardingTarget(for:)`, which are
  // nonisolated `NSObject` members, on the main thread only; the app's
  // delegate is kept where they can read it.
  private nonisolated(unsafe) weak var forwardee: AnyObject?
  /// The target of the undo actions this behaviour registers, and only of
  /// those: removing them never touches other fields sharing the manager.
  private let undoTarget = UndoTarget()
  /// The accessory bar (Done, and `±` where negatives are allowed), once
  /// made, with the keys it shows.
  private var accessoryBar: UIToolbar?
  private var accessoryBarLayout: AmountKeyboardLayout?
  /// How deep the behaviour is in writing the controller's text and selection
  /// to the field: the selection changes UIKit reports meanwhile are the
  /// echoes of that write, which the controller already holds.
  private var writingDisplay = 0
  /// How deep the behaviour is in sending `.editingChanged` for a change it
  /// made itself: its own target ignores it, the app's targets get it.
  private var sendingEditingChanged = 0
  /// Whether the behaviour sets the field's `accessibilityValue` (a plain
  /// field), or the field makes it when it is read (``AmountTextField``).
  private let setsAccessibilityValue: Bool

  /// Whether an accessory bar goes above keyboards without a Return key (a
  /// Done key, and a `±` key when negatives are allowed); true by default.
  /// When it is off, or the app gives the field an `inputAccessoryView` of
  /// its own, a field that allows negatives asks for a keyboard with a
  /// minus key instead, and dismissing a number pad is the app's business.
  public var showsAccessoryBar = true {
    didSet { updateAccessoryBarAllowed() }
  }

  /// Attaches the amount behaviour to `textField`.
  ///
  /// - Parameters:
  ///   - textField: The field; its current delegate becomes the
  ///     ``forwardingDelegate``.
  ///   - configuration: Format, entry mode and limits.
  ///   - value: The initial value, shown at rest.
  public convenience init(
    textField: UITextField, configuration: AmountFieldConfiguration, value: Decimal? = nil
  ) {
    self.init(
      textField: textField, configuration: configuration, value: value,
      setsAccessibilityValue: true)
  }

  /// Attaches the behaviour; a field that makes its spoken value when it
  /// is read (``AmountTextField``) passes `setsAccessibilityValue: false`.
  init(
    textField: UITextField, configuration: AmountFieldConfiguration, value: Decimal?,
    setsAccessibilityValue: Bool
  ) {
    self.controller = AmountInputController(configuration: configuration, value: value)
    self.textField = textField
    self.setsAccessibilityValue = setsAccessibilityValue
    super.init()
    undoTarget.behavior = self
    if let current = textField.delegate, current !== self { forwardee = current }
    textField.delegate = self
    textField.addTarget(self, action: #selector(editingChanged(_:)), for: .editingChanged)
    // Posted whatever the field's delegate is: the behaviour learns that a
    // delegate assigned to the field replaced it.
    NotificationCenter.default.addObserver(
      self, selector: #selector(textFieldDidBeginEditingNotification(_:)),
      name: UITextField.textDidBeginEditingNotification, object: textField)
    textField.autocorrectionType = .no
    textField.spellCheckingType = .no
    textField.text = controller.text
    if setsAccessibilityValue {
      // Posted by UIKit when VoiceOver or Switch Control starts or stops.
      for name in [
        UIAccessibility.voiceOverStatusDidChangeNotification,
        UIAccessibility.switchControlStatusDidChangeNotification,
      ] {
        NotificationCenter.default.addObserver(
          self, selector: #selector(assistiveTechnologyStatusDidChange), name: name, object: nil)
      }
      if Self.assistiveTechnologyReadsValues {
        textField.accessibilityValue = controller.accessibilityValue
      }
    }
    // The decimal pad shows the separator of the device's region.
    controller.setKeyboardRegion(Locale.current)
    NotificationCenter.default.addObserver(
      self, selector: #selector(regionDidChange),
      name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    updateAccessoryBarAllowed()
    applyKeyboard(controller.keyboardLayout, to: textField)
  }

  @objc private func regionDidChange() {
    controller.setKeyboardRegion(Locale.current)
  }

  /// Whether an assistive technology that reads the field's
  /// `accessibilityValue` runs: VoiceOver or Switch Control.
  private static var assistiveTechnologyReadsValues: Bool {
    UIAccessibility.isVoiceOverRunning || UIAccessibility.isSwitchControlRunning
  }

  /// VoiceOver or Switch Control started or stopped: one that starts finds
  /// the current spoken value.
  @objc private func assistiveTechnologyStatusDidChange() {
    guard setsAccessibilityValue, let textField, Self.assistiveTechnologyReadsValues else {
      return
    }
    textField.accessibilityValue = controller.accessibilityValue
  }

  deinit {
    // Undo actions must not outlive the behaviour; the target removes them
    // on the main actor.
    let target = undoTarget
    Task { @MainActor in target.removeRegisteredActions() }
  }

  /// The app's own delegate, which receives every delegate call.
  ///
  /// Assigning it assigns the behaviour to the field's `delegate` again, so
  /// that UIKit asks anew which delegate methods exist (it caches the
  /// answers of `responds(to:)`).
  public var forwardingDelegate: (any UITextFieldDelegate)? {
    get { forwardee as? any UITextFieldDelegate }
    set {
      forwardee = newValue === self ? nil : newValue
      if let textField, textField.delegate === self {
        textField.delegate = nil
        textField.delegate = self
      }
    }
  }

  /// The exact value, or nil when the field is empty. Setting it formats
  /// the value at rest, starts a new undo history and sends no control
  /// events (as for any programmatic change of a `UIControl`).
  public var value: Decimal? {
    get { controller.value }
    set { carryOut(controller.setValue(newValue)) }
  }

  /// Format, entry mode and limits; changing them keeps the value.
  public var configuration: AmountFieldConfiguration {
    get { controller.configuration }
    set { carryOut(controller.setConfiguration(newValue)) }
  }

  /// Applies an edit the field does not report as a text change: a step
  /// (``AmountKit/AmountEdit/stepUp``), the sign key, arrow keys.
  ///
  /// A step of a field that is not first responder (an app's stepper,
  /// VoiceOver) shows the new value at rest and sends `.valueChanged`
  /// once; the field does not start editing. While an input method
  /// composes, steps and the sign key are refused
  /// (``AmountKit/AmountRejection/composing``).
  ///
  /// - Parameter edit: The edit.
  public func apply(_ edit: AmountEdit) {
    guard let textField else { return }
    carryOut(controller.apply(edit, host: AmountHostState(textField)))
  }

  /// Whether the Up and Down arrows of a hardware keyboard step the field
  /// now: not while an input method composes (it moves through its
  /// candidates with them).
  public var handlesArrowKeys: Bool {
    guard let textField else { return false }
    return controller.handlesArrowKeys(host: AmountHostState(textField))
  }

  /// Whether VoiceOver's swipe up and down may step the field: only while
  /// it is not being edited (see
  /// ``AmountKit/AmountInputController/isAccessibilityAdjustable``).
  public var isAccessibilityAdjustable: Bool { controller.isAccessibilityAdjustable }

  /// Detaches the behaviour: its undo actions and its sign-key bar are
  /// removed and the forwarding delegate becomes the field's delegate again.
  public func detach() {
    undoTarget.removeRegisteredActions()
    NotificationCenter.default.removeObserver(
      self, name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    NotificationCenter.default.removeObserver(
      self, name: UITextField.textDidBeginEditingNotification, object: nil)
    NotificationCenter.default.removeObserver(
      self, name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    NotificationCenter.default.removeObserver(
      self, name: UIAccessibility.switchControlStatusDidChangeNotification, object: nil)
    guard let textField else { return }
    if let accessoryBar, textField.inputAccessoryView === accessoryBar {
      textField.inputAccessoryView = nil
    }
    textField.removeTarget(self, action: #selector(editingChanged(_:)), for: .editingChanged)
    if textField.delegate === self { textField.delegate = forwardingDelegate }
    self.textField = nil
  }

  // MARK: Marked text

  /// Tells the behaviour that the input method is about to set marked
  /// text; ``AmountTextField`` calls it from `setMarkedText(_:selectedRange:)`.
  public func markedTextWillChange() {
    controller.markedTextWillChange()
  }

  /// Tells the behaviour that the field changed its text by itself (marked
  /// text committed); ``AmountTextField`` calls it from `unmarkText()`.
  public func textDidChange() {
    guard let textField else { return }
    carryOut(controller.textDidChange(host: AmountHostState(textField)))
  }

  // MARK: Delegate forwarding

  /// Whether the behaviour or the forwarding delegate implements `aSelector`.
  public override nonisolated func responds(to aSelector: Selector!) -> Bool {
    if Self.intercepted.contains(aSelector) { return super.responds(to: aSelector) }
    return super.responds(to: aSelector) || (forwardee?.responds(to: aSelector) ?? false)
  }

  /// The forwarding delegate, for the delegate methods the behaviour does
  /// not implement.
  public override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
    if !Self.intercepted.contains(aSelector), let forwardee, forwardee.responds(to: aSelector) {
      return forwardee
    }
    return super.forwardingTarget(for: aSelector)
  }

  /// Delegate methods that must reach the behaviour even when the app's
  /// delegate implements them.
  private nonisolated static var intercepted: Set<Selector> {
    [
      Selectors.shouldChange, Selectors.shouldChangeRanges, Selectors.didBegin,
      Selectors.didEnd, Selectors.didEndWithReason, Selectors.didChangeSelection,
    ]
  }

  // MARK: UITextFieldDelegate

  /// Asks the forwarding delegate first (it may veto), then lets the
  /// controller apply the change; `false` except while an input method
  /// composes marked text.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    if forwardingDelegate?.textField?(
      textField, shouldChangeCharactersIn: range, replacementString: string) == false
    {
      return false
    }
    let effects = controller.shouldChangeCharacters(
      in: range, replacementString: string, host: AmountHostState(textField))
    carryOut(effects)
    clearUIKitUndoAfterPaste(string, in: textField)
    return effects.hostAppliesChange
  }

  /// After a paste (several characters at once) into a field whose undo
  /// manager is shared with UIKit's own text registrations, clears that
  /// undo manager on the next turn, once UIKit has registered the paste:
  /// undoing UIKit's record over the amount would raise `NSRangeException`
  /// (openradar 32508213).
  private func clearUIKitUndoAfterPaste(_ string: String, in textField: UITextField) {
    guard string.utf16.count > 1, !(textField.undoManager is AmountUndoManager) else { return }
    Task { @MainActor [weak textField] in
      textField?.undoManager?.removeAllActions()
    }
  }

  /// The multi-range form UIKit uses from iOS 26. The forwarding delegate
  /// is asked in the form it implements; the controller reads the ranges.
  @objc(textField:shouldChangeCharactersInRanges:replacementString:)
  public func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool {
    let nsRanges = ranges.map(\.rangeValue)
    if let forwardee = forwardingDelegate {
      if let object = forwardee as? NSObject, object.responds(to: Selectors.shouldChangeRanges) {
        // Called through the Objective-C runtime, so that this compiles
        // against SDKs that do not declare the iOS 26 method.
        let call = unsafeBitCast(
          object.method(for: Selectors.shouldChangeRanges), to: RangesRequest.self)
        let answer = call(
          object, Selectors.shouldChangeRanges, textField, ranges as NSArray, string as NSString)
        if !answer.boolValue {
          return false
        }
      } else if forwardee.textField?(
        textField, shouldChangeCharactersIn: AmountInputController.spanningRange(of: nsRanges),
        replacementString: string) == false
      {
        return false
      }
    }
    let effects = controller.shouldChangeCharacters(
      inRanges: nsRanges, replacementString: string, host: AmountHostState(textField))
    carryOut(effects)
    clearUIKitUndoAfterPaste(string, in: textField)
    return effects.hostAppliesChange
  }

  /// Editing begins: the caret goes where the configuration's `onBegin`
  /// says. UIKit places the caret at the tap after this call, so the
  /// policy is applied again on the next turn of the main run loop
  /// (tidepool-org/LoopKit#238 does the same).
  public func textFieldDidBeginEditing(_ textField: UITextField) {
    beginEditing(textField)
    forwardingDelegate?.textFieldDidBeginEditing?(textField)
  }

  /// Reports the start of editing, and its settling on the next turn.
  private func beginEditing(_ textField: UITextField) {
    carryOut(controller.beginEditing(host: AmountHostState(textField)))
    Task { @MainActor [weak self, weak textField] in
      // The next turn of the main actor, after UIKit's own placement.
      guard let self, let textField else { return }
      self.carryOut(self.controller.beginEditingDidSettle(host: AmountHostState(textField)))
    }
  }

  /// The field began editing, whatever its delegate: when a delegate
  /// assigned to the field replaced the behaviour, the behaviour takes it
  /// as its forwarding delegate and reports the start of editing itself.
  @objc private func textFieldDidBeginEditingNotification(_ notification: Notification) {
    guard let textField, retakeDelegateIfReplaced(textField) else { return }
    beginEditing(textField)
  }

  /// When the field's delegate is no longer the behaviour (the app
  /// assigned `textField.delegate`), the behaviour forwards to that
  /// delegate and becomes the field's delegate again, with a runtime
  /// warning in debug builds. Returns whether it had been replaced.
  private func retakeDelegateIfReplaced(_ textField: UITextField) -> Bool {
    guard textField.delegate !== self else { return false }
    #if DEBUG
    os_log(
      .fault, log: OSLog(subsystem: "com.apple.runtime-issues", category: "AmountKitUIKit"),
      "An amount field's delegate was replaced by %{public}@: AmountTextFieldBehavior forwards to it and is the field's delegate again. Assign forwardingDelegate instead.",
      String(describing: textField.delegate.map { type(of: $0) }))
    #endif
    forwardingDelegate = textField.delegate
    return true
  }

  /// Editing ends: the field shows the value at rest.
  public func textFieldDidEndEditing(_ textField: UITextField) {
    carryOut(controller.endEditing(host: AmountHostState(textField)))
    forwardingDelegate?.textFieldDidEndEditing?(textField)
  }

  /// Editing ends: the field shows the value at rest. UIKit calls this
  /// form instead of `textFieldDidEndEditing(_:)`; the forwarding delegate
  /// receives whichever form it implements.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    carryOut(controller.endEditing(host: AmountHostState(textField)))
    if let forwardee = forwardingDelegate {
      if forwardee.responds(to: Selectors.didEndWithReason) {
        forwardee.textFieldDidEndEditing?(textField, reason: reason)
      } else {
        forwardee.textFieldDidEndEditing?(textField)
      }
    }
  }

  /// Return: `=` while an expression is open (editing goes on), else what
  /// the app's delegate says (UIKit's default when it has none).
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if let effects = controller.returnKey() {
      carryOut(effects)
      return false
    }
    return forwardingDelegate?.textFieldShouldReturn?(textField) ?? true
  }

  /// The selection moved: a caret inside an affix goes to the number, a
  /// committed composition is applied. The echo of the behaviour's own
  /// write (UIKit reports setting the text and the selection from code)
  /// is only forwarded: the controller wrote that selection.
  public func textFieldDidChangeSelection(_ textField: UITextField) {
    if writingDisplay == 0 {
      carryOut(controller.selectionDidChange(host: AmountHostState(textField)))
    }
    forwardingDelegate?.textFieldDidChangeSelection?(textField)
  }

  @objc private func editingChanged(_ sender: UITextField) {
    // The event the behaviour sends for its own change, to the app's
    // targets: the field shows what the controller holds.
    guard sendingEditingChanged == 0 else { return }
    // A delegate that replaced the behaviour let UIKit change the text:
    // the change is taken as one edit, as any text the field has.
    _ = retakeDelegateIfReplaced(sender)
    carryOut(controller.textDidChange(host: AmountHostState(sender)))
  }

  fileprivate func perform(_ step: AmountUndoStep) {
    carryOut(controller.perform(step))
  }

  // MARK: Accessory bar

  /// Tells the behaviour that the field's `inputAccessoryView` changed;
  /// ``AmountTextField`` calls it, so that an accessory of the app's own
  /// replaces the accessory bar. Call it for a plain `UITextField` after
  /// giving it an accessory.
  public func inputAccessoryViewDidChange() {
    updateAccessoryBarAllowed()
  }

  @objc private func signKey() {
    apply(.toggleSign)
  }

  @objc private func done() {
    textField?.resignFirstResponder()
  }

  /// Tells the controller whether the bar can be shown: it is on, and the
  /// field has no input accessory of the app's own (tvOS has no toolbar
  /// above its keyboard).
  private func updateAccessoryBarAllowed() {
    guard let textField else { return }
    #if os(tvOS)
    carryOut(controller.setAccessoryBarAllowed(false))
    #else
    let accessory = textField.inputAccessoryView
    let appsOwn = accessory != nil && accessory !== accessoryBar
    carryOut(controller.setAccessoryBarAllowed(showsAccessoryBar && !appsOwn))
    #endif
  }

  /// Sets the keyboard type and shows or hides the accessory bar.
  private func applyKeyboard(_ layout: AmountKeyboardLayout, to field: UITextField) {
    field.keyboardType = UIKeyboardType(layout.keyboard)
    #if !os(tvOS)
    if layout.showsAccessoryBar {
      field.inputAccessoryView = accessoryBar(for: layout)
    } else if let accessoryBar, field.inputAccessoryView === accessoryBar {
      field.inputAccessoryView = nil
    }
    #endif
    if field.isFirstResponder { field.reloadInputViews() }
  }

  #if !os(tvOS)
  /// The accessory bar's frame until `sizeToFit()` sizes it: UIKit's
  /// standard toolbar height (44 pt) and the narrowest iPhone width
  /// (320 pt), so that its items lay out without a zero-size frame.
  private static let accessoryBarStartFrame = CGRect(x: 0, y: 0, width: 320, height: 44)

  /// The bar with the keys `layout` asks for: `±` on the leading side when
  /// negatives are allowed, Done on the trailing side.
  private func accessoryBar(for layout: AmountKeyboardLayout) -> UIToolbar {
    let bar = accessoryBar ?? UIToolbar(frame: Self.accessoryBarStartFrame)
    accessoryBar = bar
    guard accessoryBarLayout != layout else { return bar }
    accessoryBarLayout = layout
    var items: [UIBarButtonItem] = []
    if layout.showsSignKey {
      let sign = UIBarButtonItem(
        title: "±", style: .plain, target: self, action: #selector(signKey))
      // VoiceOver would read the bare symbol as "plus minus".
      sign.accessibilityLabel = controller.configuration.signKeyLabel
      items.append(sign)
    }
    items.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
    if layout.showsDoneKey {
      items.append(
        UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)))
    }
    bar.items = items
    bar.sizeToFit()
    return bar
  }
  #endif

  // MARK: Translation

  /// Carries out the controller's effects, in their documented order.
  private func carryOut(_ effects: AmountInputEffects) {
    guard let field = textField else { return }
    if let display = effects.display {
      writingDisplay += 1
      field.show(display)
      writingDisplay -= 1
    }
    // The spoken value only while something reads it (see the type's
    // discussion); ``AmountTextField`` makes it when it is read.
    if effects.accessibilityValueChanged, setsAccessibilityValue,
      Self.assistiveTechnologyReadsValues
    {
      field.accessibilityValue = controller.accessibilityValue
    }
    // The controller declares the new keyboard's decimal key for the
    // region it was given (`regionDidChange()` keeps it current).
    if let layout = effects.keyboardLayout { applyKeyboard(layout, to: field) }
    undoTarget.carryOut(effects.undo, in: field.undoManager)
    if effects.events.contains(.editingChanged) {
      // The text system does not send it for a change it was told not to
      // make: the app's targets learn of the user's edit from this one.
      sendingEditingChanged += 1
      field.sendActions(for: .editingChanged)
      sendingEditingChanged -= 1
      NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    }
    if effects.events.contains(.valueChanged) { field.sendActions(for: .valueChanged) }
    if let announcement = effects.announcement {
      // Posted inside the delegate call, VoiceOver's echo of the key cuts
      // it off (material-components-ios#7625, #9822): it goes on the next
      // turn, queued behind the echo.
      let queued = NSAttributedString(
        string: announcement, attributes: [.accessibilitySpeechQueueAnnouncement: true])
      Task { @MainActor in
        UIAccessibility.post(notification: .announcement, argument: queued)
      }
    }
    if let reason = effects.rejection { onReject?(reason) }
    if let change = effects.change { onChange?(change) }
  }
}

/// An undo manager that takes the registrations of one amount field only.
///
/// A `UITextField`'s `undoManager` is, unless a subclass overrides it, its
/// window's, where UIKit also registers its own text edits, even a paste
/// the delegate refused (openradar 32508213): undoing such an entry
/// replaces a range that no longer exists and raises `NSRangeException`.
/// This manager drops every target-selector registration but the field's
/// own (the form UIKit's text system uses); the field registers its steps
/// with blocks.
/// ``AmountTextField`` answers `undoManager` with one of these. A
/// `UITextField` subclass of yours driven by an ``AmountTextFieldBehavior``
/// can do the same, and keeps its whole undo history (a field you cannot
/// subclass loses it at each paste: see ``AmountTextFieldBehavior``):
///
/// ```swift
/// final class PriceField: UITextField {
///   private let amountUndo = AmountUndoManager()
///   override var undoManager: UndoManager? { amountUndo }
/// }
/// ```
public final class AmountUndoManager: UndoManager {
  /// Registrations of the amount behaviours only: others are dropped.
  public override func registerUndo(
    withTarget target: Any, selector: Selector, object anObject: Any?
  ) {
    guard target is UndoTarget else { return }
    super.registerUndo(withTarget: target, selector: selector, object: anObject)
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

  func carryOut(_ effect: AmountUndoEffect, in manager: UndoManager?) {
    guard let manager else { return }
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

/// `textField(_:shouldChangeCharactersInRanges:replacementString:)` as a
/// C function of the Objective-C runtime.
private typealias RangesRequest =
  @convention(c) (NSObject, Selector, UITextField, NSArray, NSString) -> ObjCBool

/// The Objective-C selectors of the delegate methods the behaviour handles.
private enum Selectors {
  static let shouldChange = NSSelectorFromString(
    "textField:shouldChangeCharactersInRange:replacementString:")
  static let shouldChangeRanges = NSSelectorFromString(
    "textField:shouldChangeCharactersInRanges:replacementString:")
  static let didBegin = NSSelectorFromString("textFieldDidBeginEditing:")
  static let didEnd = NSSelectorFromString("textFieldDidEndEditing:")
  static let didEndWithReason = NSSelectorFromString("textFieldDidEndEditing:reason:")
  static let didChangeSelection = NSSelectorFromString("textFieldDidChangeSelection:")
}

/// Runs `body` on the main actor from a method UIKit calls on the main
/// thread but that an SDK declares without isolation (the accessibility
/// overrides in the iOS 16 SDK): `MainActor.assumeIsolated`, which that
/// SDK's standard library lacks. Synchronous, so that VoiceOver reads the
/// result of the action it just performed; from another thread (never
/// seen from UIKit) it waits for the main thread instead of trapping.
func onMainThread<T: Sendable>(_ body: @MainActor () -> T) -> T {
  guard Thread.isMainThread else {
    return withoutActuallyEscaping(body) { body in
      let run = unsafeBitCast(body, to: (@Sendable () -> T).self)
      return DispatchQueue.main.sync { run() }
    }
  }
  return withoutActuallyEscaping(body) { body in
    unsafeBitCast(body, to: (() -> T).self)()
  }
}
#endif
