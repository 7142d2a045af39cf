import Foundation

/// Everything that changes a derived pattern: the locale value itself (its
/// keywords such as `@numbers=arab`, and on Apple platforms the user's
/// number-format preferences that `Locale.current` carries beyond its
/// identifier), the currency, how it is shown, the negative style, and
/// whether it is a percentage.
struct PatternKey: Hashable, Sendable {
  var locale: Locale
  var currencyCode: String?
  var display: CurrencyDisplay
  var accounting: Bool
  /// Whether the pattern is Foundation's percent style.
  var percent = false
  /// A measurement unit whose formatter writes the number otherwise than
  /// the locale's number format (its identifier and width), else nil.
  var unit: String? = nil
}
