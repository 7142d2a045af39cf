// AppKit code written the way the AppKit article shows it: a field made in
// code, a subclass, and the behaviour on an interface file's field.
import AmountKit
import AmountKitAppKit
import AppKit

final class ExpensesController: NSViewController, NSTextFieldDelegate {
  private let amountField = AmountTextField(
    configuration: AmountFieldConfiguration(
      format: .currency(code: "CHF", locale: Locale(identifier: "de_CH")), entryMode: .cents))
  private let plainField = NSTextField(string: "")
  private var behavior: AmountTextFieldBehavior?

  override func loadView() {
    view = NSView()
    amountField.delegate = self  // the field's delegate stays the app's
    amountField.isContinuous = true
    amountField.target = self
    amountField.action = #selector(amountChanged(_:))
    amountField.minorUnits = 12_345  // CHF 123.45
    view.addSubview(amountField)
    let behavior = AmountTextFieldBehavior(
      textField: plainField, configuration: amountField.configuration)
    behavior.value = 5
    self.behavior = behavior
    view.addSubview(plainField)
  }

  @objc private func amountChanged(_ sender: AmountTextField) {
    print(sender.value as Any, sender.invalidReason as Any)
  }

  func controlTextDidEndEditing(_ obj: Notification) {
    amountField.apply(.stepUp)
  }
}

final class WideAmountField: AmountTextField {
  override var intrinsicContentSize: NSSize {
    NSSize(width: 160, height: super.intrinsicContentSize.height)
  }
}
