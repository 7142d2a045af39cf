import Foundation

/// Everything that changes a derived pattern: the locale value itself (its
/// keywords such as `@numbers=arab`, and on Apple platforms the user's
/// number-format preferences that `Locale.current` carries beyond its
/// identifier), the currency, how it is shown, and the negative style.
struct PatternKey: Hashable, Sendable {
  var locale: Locale
  var currencyCode: String?
  var display: CurrencyDisplay
  var accounting: Bool
}
