#if canImport(UIKit) && !os(watchOS)
import AmountKit
import Foundation
import UIKit

/// Gives an existing `UITextField` the behaviour of an amount field, while
/// its own delegate keeps receiving every delegate call.
///
/// ```swift
/// let behavior = AmountTextFieldBehavior(
///   textField: priceField,
///   configuration: .init(format: .currency(code: "EUR", locale: Locale(identifier: "de_DE"))))
/// priceField.delegate = self  // still fine: forwarded, see forwardingDelegate
/// behavior.value              // Decimal?
/// ```
///
/// The behaviour becomes the field's delegate. The delegate the field had
/// (and any one assigned later through ``forwardingDelegate``) receives
/// every call: the ones the behaviour handles are forwarded explicitly
/// (and may veto a change by returning `false`), all others through
/// `forwardingTarget(for:)` and `responds(to:)`. Keep a strong reference
/// to the behaviour: the field holds its delegate weakly.
///
/// All decisions are made by an ``AmountInputController``; this class only
/// translates between it and UIKit.
@MainActor
public final class AmountTextFieldBehavior: NSObject, UITextFieldDelegate {
  /// The controller holding text, selection, value and undo history.
  public private(set) var controller: AmountInputController

  /// The field this behaviour drives.
  public private(set) weak var textField: UITextField?

  /// Called after every change the user made to the text or the value,
  /// once the field shows it.
  public var onChange: (@MainActor (AmountInputChange) -> Void)?

  /// Called when an edit is refused (play a haptic, show a message).
  public var onReject: (@MainActor (AmountRejection) -> Void)?

  // UIKit asks `responds(to:)` and `forwardingTarget(for:)`, which are
  // nonisolated `NSObject` members, on the main thread only; the app's
  // delegate is kept where they can read it.
  private nonisolated(unsafe) weak var forwardee: AnyObject?
  private var pending: [AmountInputChange] = []
  private var isRunning = false

  /// Attaches the amount behaviour to `textField`.
  ///
  /// - Parameters:
  ///   - textField: The field; its current delegate becomes the
  ///     ``forwardingDelegate``.
  ///   - configuration: Format, entry mode and limits.
  ///   - value: The initial value, shown at rest.
  public init(
    textField: UITextField, configuration: AmountFieldConfiguration, value: Decimal? = nil
  ) {
    self.controller = AmountInputController(configuration: configuration, value: value)
    self.textField = textField
    super.init()
    if let current = textField.delegate, current !== self { forwardee = current }
    textField.delegate = self
    textField.addTarget(self, action: #selector(editingChanged(_:)), for: .editingChanged)
    textField.autocorrectionType = .no
    textField.spellCheckingType = .no
    textField.keyboardType = UIKeyboardType(controller.keyboard)
    textField.text = controller.text
    textField.accessibilityValue = controller.accessibilityValue
  }

  /// The app's own delegate, which receives every delegate call.
  public var forwardingDelegate: (any UITextFieldDelegate)? {
    get { forwardee as? any UITextFieldDelegate }
    set { forwardee = newValue === self ? nil : newValue }
  }

  /// The exact value, or nil when the field is empty. Setting it formats
  /// the value at rest, starts a new undo history and sends no control
  /// events (as for any programmatic change of a `UIControl`).
  public var value: Decimal? {
    get { controller.value }
    set { run { $0.setValue(newValue, host: $1) } }
  }

  /// Format, entry mode and limits; changing them keeps the value.
  public var configuration: AmountFieldConfiguration {
    get { controller.configuration }
    set {
      run { $0.setConfiguration(newValue, host: $1) }
      textField?.keyboardType = UIKeyboardType(controller.keyboard)
    }
  }

  /// Detaches the behaviour: the forwarding delegate becomes the field's
  /// delegate again.
  public func detach() {
    guard let textField else { return }
    textField.removeTarget(self, action: #selector(editingChanged(_:)), for: .editingChanged)
    if textField.delegate === self { textField.delegate = forwardingDelegate }
    self.textField = nil
  }

  // MARK: Marked text

  /// Tells the behaviour that the input method is about to set marked
  /// text; ``AmountTextField`` calls it from `setMarkedText(_:selectedRange:)`.
  public func markedTextWillChange() {
    var controller = self.controller
    controller.markedTextWillChange()
    self.controller = controller
  }

  /// Tells the behaviour that the field changed its text by itself (marked
  /// text committed); ``AmountTextField`` calls it from `unmarkText()`.
  public func textDidChange() {
    guard !isRunning else { return }
    run { $0.textDidChange(host: $1) }
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
  /// controller apply the change; always `false` except while an input
  /// method composes marked text.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    if forwardingDelegate?.textField?(
      textField, shouldChangeCharactersIn: range, replacementString: string) == false
    {
      return false
    }
    return run { $0.shouldChangeCharacters(in: range, replacementString: string, host: $1) }
  }

  /// The multi-range form UIKit uses from iOS 26: the ranges are taken as
  /// the one range that spans them (an amount's digits are contiguous).
  @objc(textField:shouldChangeCharactersInRanges:replacementString:)
  public func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool {
    let nsRanges = ranges.map(\.rangeValue).filter { $0.location != NSNotFound }
    guard let first = nsRanges.first else { return false }
    let lower = nsRanges.map(\.location).min() ?? first.location
    let upper = nsRanges.map { $0.location + $0.length }.max() ?? first.location
    let hull = NSRange(location: lower, length: upper - lower)
    if let forwardee = forwardingDelegate {
      #if compiler(>=6.2)
      if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *),
        forwardee.responds(to: Selectors.shouldChangeRanges)
      {
        if forwardee.textField?(
          textField, shouldChangeCharactersInRanges: ranges, replacementString: string) == false
        {
          return false
        }
      } else if forwardee.textField?(
        textField, shouldChangeCharactersIn: hull, replacementString: string) == false
      {
        return false
      }
      #else
      if forwardee.textField?(
        textField, shouldChangeCharactersIn: hull, replacementString: string) == false
      {
        return false
      }
      #endif
    }
    return run { $0.shouldChangeCharacters(in: hull, replacementString: string, host: $1) }
  }

  /// Editing begins: the caret goes to the end of the number.
  public func textFieldDidBeginEditing(_ textField: UITextField) {
    run { $0.beginEditing(host: $1) }
    forwardingDelegate?.textFieldDidBeginEditing?(textField)
  }

  /// Editing ends: the field shows the value at rest.
  public func textFieldDidEndEditing(_ textField: UITextField) {
    run { $0.endEditing(host: $1) }
    forwardingDelegate?.textFieldDidEndEditing?(textField)
  }

  /// Editing ends: the field shows the value at rest. UIKit calls this
  /// form instead of `textFieldDidEndEditing(_:)`; the forwarding delegate
  /// receives whichever form it implements.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    run { $0.endEditing(host: $1) }
    if let forwardee = forwardingDelegate {
      if forwardee.responds(to: Selectors.didEndWithReason) {
        forwardee.textFieldDidEndEditing?(textField, reason: reason)
      } else {
        forwardee.textFieldDidEndEditing?(textField)
      }
    }
  }

  /// The selection moved: a caret inside an affix goes to the number, a
  /// committed composition is applied.
  public func textFieldDidChangeSelection(_ textField: UITextField) {
    if !isRunning { run { $0.selectionDidChange(host: $1) } }
    forwardingDelegate?.textFieldDidChangeSelection?(textField)
  }

  @objc private func editingChanged(_ sender: UITextField) {
    guard !isRunning else { return }
    run { $0.textDidChange(host: $1) }
  }

  // MARK: Undo

  private func perform(_ step: AmountUndoStep) {
    run { $0.perform(step, host: $1) }
  }

  // MARK: Running the controller

  /// Copies the controller out, runs `body`, stores the controller back,
  /// then sends the control events recorded meanwhile, so that action
  /// handlers read the new value.
  @discardableResult
  private func run<Result>(_ body: (inout AmountInputController, FieldHost) -> Result) -> Result {
    guard let textField else {
      var detached = controller
      let result = body(&detached, FieldHost(field: UITextField(), behavior: self))
      controller = detached
      pending.removeAll()
      return result
    }
    isRunning = true
    var controller = self.controller
    let result = body(&controller, FieldHost(field: textField, behavior: self))
    self.controller = controller
    isRunning = false
    let changes = pending
    pending.removeAll()
    textField.accessibilityValue = controller.accessibilityValue
    for change in changes {
      if change.isEditingChange {
        textField.sendActions(for: .editingChanged)
        NotificationCenter.default.post(
          name: UITextField.textDidChangeNotification, object: textField)
      }
      if change.valueChanged && change.isUserInitiated {
        textField.sendActions(for: .valueChanged)
      }
      onChange?(change)
    }
    return result
  }

  fileprivate func record(_ change: AmountInputChange) { pending.append(change) }

  fileprivate func record(_ rejection: AmountRejection) { onReject?(rejection) }

  fileprivate func registerUndo(_ step: AmountUndoStep, in field: UITextField) {
    field.undoManager?.registerUndo(withTarget: self) { behavior in
      behavior.perform(step)
    }
  }

  fileprivate func removeUndoActions(in field: UITextField) {
    guard let undoManager = field.undoManager else { return }
    undoManager.removeAllActions(withTarget: self)
    // UIKit's own text undo actions (registered for marked text, or before
    // a programmatic change) refer to ranges of a text that is gone, and
    // undoing them crashes; they can only exist while the field edits.
    if field.isFirstResponder { undoManager.removeAllActions() }
  }
}

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

/// The `UITextField` as an ``AmountTextHost``: UTF-16 offsets through
/// `UITextInput` positions.
@MainActor
private struct FieldHost: AmountTextHost {
  let field: UITextField
  unowned let behavior: AmountTextFieldBehavior

  var currentText: String { field.text ?? "" }

  var selectedUTF16Range: Range<Int>? { field.selectedTextRange.map(offsets) }

  var markedUTF16Range: Range<Int>? { field.markedTextRange.map(offsets) }

  func setText(_ text: String, selection: Range<Int>) {
    if field.text != text { field.text = text }
    guard field.isFirstResponder,
      let start = field.position(from: field.beginningOfDocument, offset: selection.lowerBound),
      let end = field.position(from: field.beginningOfDocument, offset: selection.upperBound),
      let range = field.textRange(from: start, to: end)
    else { return }
    field.selectedTextRange = range
  }

  func amountInputDidChange(_ change: AmountInputChange) { behavior.record(change) }

  func amountInputDidReject(_ reason: AmountRejection, edit: AmountEdit) {
    behavior.record(reason)
  }

  func registerUndoStep(_ step: AmountUndoStep) { behavior.registerUndo(step, in: field) }

  func removeAllUndoSteps() { behavior.removeUndoActions(in: field) }

  private func offsets(_ range: UITextRange) -> Range<Int> {
    let lower = field.offset(from: field.beginningOfDocument, to: range.start)
    let upper = field.offset(from: field.beginningOfDocument, to: range.end)
    return lower..<max(lower, upper)
  }
}
#endif
