// The SwiftUI field's helpers live in AmountKit, shared with
// AmountKitSwiftUI inside the package, and are no API of an app: an app
// writes `AmountField` (its binding, `multilineTextAlignment(_:)` and the
// environment's locale do their work). Were one of them public again, this
// file would compile and the check would fail.
import AmountKit
import Foundation

func usesTheSwiftUIFieldsInternals() {
  // expected-error@+1 {{cannot find 'AmountFieldBinding' in scope}}
  _ = AmountFieldBinding.self
  // expected-error@+1 {{cannot find 'AmountFieldLayout' in scope}}
  _ = AmountFieldLayout.self
  // expected-error@+1 {{cannot find 'AmountTextAlignment' in scope}}
  _ = AmountTextAlignment.leading
  // expected-error@+1 {{cannot find 'AmountFieldConfigurationSource' in scope}}
  _ = AmountFieldConfigurationSource.currency(code: "EUR")
}
