import Foundation

/// Where a declarative field's configuration comes from: given in full,
/// or made for the locale the UI's environment holds (SwiftUI's
/// `\.locale`), so that a field without a locale of its own follows the
/// app's.
///
/// ```swift
/// let source = AmountFieldConfigurationSource.currency(code: "EUR")
/// source.configuration(locale: Locale(identifier: "de_DE")).format.locale  // de_DE
/// let yen = AmountFieldConfiguration(
///   format: .currency(code: "JPY", locale: Locale(identifier: "ja_JP")))
/// AmountFieldConfigurationSource.fixed(yen)  // ignores the environment
/// ```
///
/// An ``AmountFormat`` always holds a locale, so a format given in full
/// cannot tell "follow the environment" from "this locale": the source
/// says it instead, by making the configuration for a locale.
///
/// The closure runs on the main actor, where a UI updates its views: it
/// may read the view's state (a SwiftUI `@State` limit, say) with no
/// capture list.
package struct AmountFieldConfigurationSource: Sendable {
  private let make: @MainActor @Sendable (Locale) -> AmountFieldConfiguration
  /// Whether the configuration depends on the environment's locale.
  package let followsLocale: Bool

  /// A configuration that ignores the environment.
  ///
  /// - Parameter configuration: The configuration, with its own locale.
  /// - Returns: The source.
  package static func fixed(_ configuration: AmountFieldConfiguration) -> Self {
    Self(make: { _ in configuration }, followsLocale: false)
  }

  /// A configuration made for the environment's locale.
  ///
  /// - Parameter make: Makes the configuration for a locale; called again
  ///   whenever the environment's locale changes.
  /// - Returns: The source.
  package static func locale(
    _ make: @escaping @MainActor @Sendable (Locale) -> AmountFieldConfiguration
  ) -> Self {
    Self(make: make, followsLocale: true)
  }

  /// Amounts of the currency `code`, in the environment's locale, with
  /// decimal entry and no limits.
  ///
  /// The environment's locale is the user's, not a choice of the app's: one
  /// whose numbering system a field cannot show exactly (an algorithmic
  /// one, `@numbers=roman`) is written with Latin digits, as Foundation's
  /// own currency style writes it there, instead of refusing the format
  /// (``AmountConfigurationError/unsupportedNumberingSystem(locale:numberingSystem:)``).
  ///
  /// - Parameter code: An ISO 4217 currency code (`"USD"`).
  /// - Returns: The source.
  package static func currency(code: String) -> Self {
    locale { locale in
      let format = AmountFormat.currency(code: code, locale: locale)
      guard (try? format.validate()) == nil else {
        return AmountFieldConfiguration(format: format)
      }
      var latin = Locale.Components(locale: locale)
      latin.numberingSystem = Locale.NumberingSystem("latn")
      return AmountFieldConfiguration(
        format: .currency(code: code, locale: Locale(components: latin)))
    }
  }

  /// The configuration for the environment's `locale`.
  ///
  /// - Parameter locale: The environment's locale.
  /// - Returns: The configuration to apply.
  @MainActor
  package func configuration(locale: Locale) -> AmountFieldConfiguration {
    make(locale)
  }
}
