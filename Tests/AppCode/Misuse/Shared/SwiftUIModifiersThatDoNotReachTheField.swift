// SwiftUI's own focus and submit modifiers do not reach a UIKit or AppKit
// field. Written directly on an AmountField they are the field's own
// modifiers under SwiftUI's names, with a warning naming the modifier that
// works anywhere in the chain (`submitLabel` changes nothing).
import AmountKit
import AmountKitSwiftUI
import SwiftUI

struct MisusedModifiers: View {
  enum Field: Hashable { case amount }
  @State private var amount: Decimal?
  @FocusState private var focus: Field?
  @FocusState private var focused: Bool

  var body: some View {
    VStack {
      AmountField("Amount", value: $amount, currencyCode: "EUR")
        // expected-warning@+2 {{'focused(_:equals:)' is deprecated}}
        // expected-note@+1 {{use 'amountFieldFocused(_:equals:)' instead}}
        .focused($focus, equals: .amount)
      AmountField("Amount", value: $amount, currencyCode: "EUR")
        // expected-warning@+2 {{'focused' is deprecated}}
        // expected-note@+1 {{use 'amountFieldFocused(_:)' instead}}
        .focused($focused)
      AmountField("Amount", value: $amount, currencyCode: "EUR")
        // expected-warning@+2 {{'onSubmit(of:_:)' is deprecated}}
        // expected-note@+1 {{use 'amountFieldOnSubmit(_:)' instead}}
        .onSubmit { focused = false }
      AmountField("Amount", value: $amount, currencyCode: "EUR")
        // expected-warning@+2 {{'submitLabel' is deprecated}}
        // expected-note@+1 {{use 'amountFieldSubmitLabel(_:)' instead}}
        .submitLabel(.next)
    }
  }
}
