#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import AmountKit
import SwiftUI

// The example of the SwiftUI article ("A form of several fields"),
// compiled by Scripts/check-apple-sdk.sh against the iOS SDK. Keep the
// article's copy the same.

// snippet.begin
struct TransferForm: View {
  enum Field: Hashable { case amount, tip }

  @State private var amount: Decimal?
  @State private var tip: Decimal?
  @State private var isLocked = false
  @State private var refusal: String?
  @FocusState private var focus: Field?
  let balance: Decimal = 1_250

  var body: some View {
    Form {
      Section {
        AmountField("Amount", value: $amount, currencyCode: "EUR")
          .focused($focus, equals: .amount)
          .amountFieldSubmitLabel(.next)
          .amountFieldOnSubmit { focus = isLocked ? nil : .tip }  // Return: on to the tip
        Button("Max") { amount = balance }  // shown at once, also while editing
      }
      Section {
        AmountField("Tip", value: $tip) { locale in
          AmountFieldConfiguration(
            format: .currency(code: "EUR", locale: locale), entryMode: .cents, maximum: 100)
        }
        .focused($focus, equals: .tip)
      }
      .disabled(isLocked)
      Toggle("No tip", isOn: $isLocked)
      if let refusal { Text(refusal) }
      Button("Next field") { focus = focus == .amount ? .tip : .amount }
    }
    .amountFieldKeyboardBar(true)  // Done (and ± where negatives are allowed)
    .onAmountRejected { reason in refusal = reason.message }
  }
}
// snippet.end
#endif
