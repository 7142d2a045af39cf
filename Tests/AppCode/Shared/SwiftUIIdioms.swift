// SwiftUI idioms on an AmountField that must compile, without warnings in
// the Swift 6 language mode, and work as the docs say.
import AmountKit
import AmountKitSwiftUI
import SwiftUI

struct SwiftUIIdioms: View {
  enum Field: Hashable { case amount, tip, fee }

  @State private var amount: Decimal?
  @State private var tip: Decimal = 0
  @State private var fee: Decimal?
  @State private var limit: Decimal = 500
  @State private var isLocked = false
  @State private var editsFee = false
  @FocusState private var focus: Field?
  @FocusState private var feeFocused: Bool
  let feeTitle = "Fee"

  var body: some View {
    Form {
      // A localized title (looked up like TextField's), a prompt, and the
      // field's focus after another modifier: the order does not matter.
      AmountField("Amount", value: $amount, currencyCode: "EUR", prompt: Text("0,00 €"))
        .disabled(isLocked)
        .amountFieldFocused($focus, equals: .amount)
        .font(.title.monospacedDigit())
        .multilineTextAlignment(.trailing)
      // A `Decimal` binding, and a configuration closure that reads view
      // state on the main actor, with no capture list.
      AmountField("Tip", value: $tip) { locale in
        AmountFieldConfiguration(
          format: .currency(code: "EUR", locale: locale), entryMode: .cents, maximum: limit)
      }
      .amountFieldFocused($focus, equals: .tip)
      // A title given as a string, not localized; a Boolean focus state.
      AmountField(feeTitle, value: $fee, format: .currency(code: "EUR", locale: .current))
        .amountFieldFocused($feeFocused)
      Toggle("Locked", isOn: $isLocked)
      Button("Edit the fee") { feeFocused = true }
    }
    .amountFieldSubmitLabel(.return)
    .amountFieldOnSubmit { focus = focus == .amount ? .tip : nil }
    .onAmountRejected { reason in print(reason.message) }
  }
}
