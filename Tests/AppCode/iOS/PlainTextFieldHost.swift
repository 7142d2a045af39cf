// A UITextField the app does not create (a storyboard outlet), given the
// amount behaviour, written the way the UIKit article shows it, and with
// the assignments its documentation warns about: they compile, and the
// behaviour keeps working (a delegate assigned to the field is forwarded
// to, with a runtime warning in debug builds).
import AmountKit
import AmountKitSwiftUI
import AmountKitUIKit
import SwiftUI
import UIKit

final class OutletHost: UIViewController, UITextFieldDelegate {
  private let priceField = UITextField()
  private var behavior: AmountTextFieldBehavior?

  override func viewDidLoad() {
    super.viewDidLoad()
    let behavior = AmountTextFieldBehavior(
      textField: priceField,
      configuration: AmountFieldConfiguration(
        format: .currency(code: "EUR", locale: Locale(identifier: "de_DE"))))
    behavior.forwardingDelegate = self
    self.behavior = behavior
    // Warned about: the behaviour takes the field back and forwards to self.
    priceField.delegate = self
    // The open class: a subclass's inset text.
    let inset = InsetAmountField(configuration: behavior.configuration)
    inset.minorUnits = 12_345  // 123,45 €
    view.addSubview(inset)
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    print(behavior?.value as Any)
  }
}

final class InsetAmountField: AmountTextField {
  override func textRect(forBounds bounds: CGRect) -> CGRect {
    bounds.insetBy(dx: 8, dy: 0)
  }

  override func editingRect(forBounds bounds: CGRect) -> CGRect {
    bounds.insetBy(dx: 8, dy: 0)
  }
}

/// A font that is not a text style: it compiles, and the field reports it
/// as a runtime warning in debug builds, keeping the body style.
struct CustomFontField: View {
  @State private var amount: Decimal?

  var body: some View {
    AmountField("Amount", value: $amount, currencyCode: "EUR")
      .font(.custom("Avenir", size: 20))
      .amountFieldFont(UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .medium))
  }
}
