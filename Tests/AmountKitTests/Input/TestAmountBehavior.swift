import AmountKit
import Foundation

/// The test twin of `AmountTextFieldBehavior`: it becomes the field's
/// delegate, drives an ``AmountInputController`` and forwards every
/// delegate call to the app's own delegate.
@MainActor
final class TestAmountBehavior: TestTextFieldDelegate {
  private(set) var controller: AmountInputController
  unowned let field: TestTextField
  /// The app's delegate, which sees every call.
  weak var forwardee: (any TestTextFieldDelegate)?
  private(set) var rejections: [AmountRejection] = []
  private(set) var changes: [AmountInputChange] = []
  private var pending: [AmountInputChange] = []
  private var isRunning = false

  init(field: TestTextField, configuration: AmountFieldConfiguration, value: Decimal? = nil) {
    self.field = field
    self.controller = AmountInputController(configuration: configuration, value: value)
    self.forwardee = field.delegate
    field.delegate = self
    field.keyboard = controller.keyboard
    field.actions[.editingChanged, default: []].append { [weak self] in
      self?.editingChanged()
    }
    field.setText(controller.text, selection: controller.selection)
    field.accessibilityValue = controller.accessibilityValue
  }

  var value: Decimal? { controller.value }

  func setValue(_ value: Decimal?) { run { $0.setValue(value, host: $1) } }

  func performUndoStep(_ step: AmountUndoStep) { run { $0.perform(step, host: $1) } }

  // MARK: Delegate

  func textField(
    _ textField: TestTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    if forwardee?.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
      == false
    {
      return false
    }
    return run { $0.shouldChangeCharacters(in: range, replacementString: string, host: $1) }
  }

  func textFieldDidBeginEditing(_ textField: TestTextField) {
    run { $0.beginEditing(host: $1) }
    forwardee?.textFieldDidBeginEditing(textField)
  }

  func textFieldDidEndEditing(_ textField: TestTextField) {
    run { $0.endEditing(host: $1) }
    forwardee?.textFieldDidEndEditing(textField)
  }

  func textFieldDidChangeSelection(_ textField: TestTextField) {
    if !isRunning { run { $0.selectionDidChange(host: $1) } }
    forwardee?.textFieldDidChangeSelection(textField)
  }

  func textFieldShouldReturn(_ textField: TestTextField) -> Bool {
    forwardee?.textFieldShouldReturn(textField) ?? true
  }

  private func editingChanged() {
    guard !isRunning else { return }
    run { $0.textDidChange(host: $1) }
  }

  // MARK: Running the controller

  /// Copies the controller out, runs `body`, stores it back, then sends
  /// the events the host recorded, so that event handlers read the new
  /// state.
  @discardableResult
  private func run<R>(_ body: (inout AmountInputController, Host) -> R) -> R {
    isRunning = true
    var controller = self.controller
    let result = body(&controller, Host(field: field, behavior: self))
    self.controller = controller
    isRunning = false
    let changes = pending
    pending.removeAll()
    field.accessibilityValue = controller.accessibilityValue
    for change in changes {
      if change.isEditingChange { field.sendActions(for: .editingChanged) }
      if change.valueChanged && change.isUserInitiated { field.sendActions(for: .valueChanged) }
    }
    return result
  }

  fileprivate func mutateController(_ body: (inout AmountInputController) -> Void) {
    body(&controller)
  }

  fileprivate func record(_ change: AmountInputChange) {
    pending.append(change)
    changes.append(change)
  }

  fileprivate func record(_ rejection: AmountRejection) { rejections.append(rejection) }

  private struct Host: AmountTextHost {
    let field: TestTextField
    unowned let behavior: TestAmountBehavior

    var currentText: String { field.text }
    var selectedUTF16Range: Range<Int>? { field.selection }
    var markedUTF16Range: Range<Int>? { field.markedRange }

    func setText(_ text: String, selection: Range<Int>) {
      field.setText(text, selection: selection)
    }

    func amountInputDidChange(_ change: AmountInputChange) { behavior.record(change) }

    func amountInputDidReject(_ reason: AmountRejection, edit: AmountEdit) {
      behavior.record(reason)
    }

    func registerUndoStep(_ step: AmountUndoStep) {
      field.undoManager.registerUndo { [weak behavior] in behavior?.performUndoStep(step) }
    }

    func removeAllUndoSteps() { field.undoManager.removeAllActions() }
  }
}

extension TestAmountBehavior {
  /// What a `UITextField` subclass's `setMarkedText(_:selectedRange:)`
  /// override tells the controller.
  func markedTextWillChange() { mutateController { $0.markedTextWillChange() } }
}
