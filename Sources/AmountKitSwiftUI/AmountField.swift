#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(watchOS)
import AmountKit
import Foundation
import SwiftUI

/// A SwiftUI field for amounts, formatting live as the user types and
/// binding an exact `Decimal?` or `Decimal`.
///
/// ```swift
/// struct PaymentView: View {
///   enum Field { case amount, tip }
///   @State private var amount: Decimal? = 25
///   @State private var tip: Decimal = 0
///   @FocusState private var focus: Field?
///
///   var body: some View {
///     Form {
///       AmountField("Amount", value: $amount, currencyCode: "USD")
///         .amountFieldFocused($focus, equals: .amount)
///         .amountFieldOnSubmit { focus = .tip }  // Return: on to the tip
///       AmountField("Tip", value: $tip, currencyCode: "USD", prompt: Text("Optional"))
///         .amountFieldFocused($focus, equals: .tip)
///       Button("Max") { amount = 500 }
///     }
///   }
/// }
/// ```
///
/// The field is an `AmountTextField` underneath: `AmountKitUIKit`'s on iOS,
/// iPadOS, Mac Catalyst, tvOS and visionOS, `AmountKitAppKit`'s on macOS,
/// with all its behaviour (VoiceOver reading and adjusting the amount,
/// arrow keys stepping, undo). Every decision of the adapter is
/// made in `AmountKit` (by `AmountFieldBinding`, shared inside the
/// package only), tested on Linux against a model of
/// SwiftUI's update cycle:
/// - The binding is written when the user changes the value. A value the
///   app binds is shown at once, also while the user edits (the field
///   stays editing, the caret at the end); the binding echoing the
///   field's own value changes nothing.
/// - A field bound to a `Decimal` (not optional) shows 0 as an empty field
///   and writes 0 when the user empties it: a `Decimal` cannot say "no
///   amount".
/// - The title is a `Text`, looked up in your app's strings as
///   `TextField`'s is; it shows while the field is empty (or the
///   `prompt`, when you give one) and is the field's accessibility label.
/// - ``SwiftUI/View/amountFieldFocused(_:equals:)`` and
///   ``SwiftUI/View/amountFieldFocused(_:)`` bind a `FocusState` both
///   ways, wherever they stand in the chain of modifiers.
/// - The environment: `disabled(_:)`, `\.locale` (for a field made with a
///   currency code or a configuration per locale), `font(_:)` with a text
///   style, `multilineTextAlignment(_:)` and `\.layoutDirection`; and the
///   field's own modifiers: ``SwiftUI/View/amountFieldOnSubmit(_:)``,
///   ``SwiftUI/View/amountFieldSubmitLabel(_:)``,
///   ``SwiftUI/View/amountFieldKeyboardBar(_:)`` and
///   ``SwiftUI/View/onAmountRejected(_:)``.
/// - Layout: one line high in any stack; as wide as offered.
///
/// SwiftUI keeps `onSubmit(of:_:)`, `submitLabel(_:)`, `focused(_:)` and
/// keyboard `toolbar` items where a view made of UIKit or AppKit cannot
/// read them. Written directly on the field, the first three are the
/// field's own modifiers under SwiftUI's names, with a deprecation warning
/// that names the modifier to write instead (`submitLabel(_:)` changes
/// nothing); written after another modifier they are SwiftUI's, and do
/// not reach the field (see "Getting Started").
public struct AmountField: View {
  private let title: Text
  private let prompt: Text?
  private let value: BoundAmount
  private let source: AmountFieldConfigurationSource

  // MARK: A `Decimal?` binding

  /// Creates a field for amounts of a currency in the environment's
  /// locale (`\.locale`), with decimal entry and no limits.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the title, looked up in your app's strings:
  ///     shown while the field is empty, and its accessibility label.
  ///   - value: The bound value; nil while the field holds no amount.
  ///   - currencyCode: An ISO 4217 currency code (`"EUR"`).
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  public init(
    _ titleKey: LocalizedStringKey, value: Binding<Decimal?>, currencyCode: String,
    prompt: Text? = nil
  ) {
    self.init(
      title: Text(titleKey), prompt: prompt, value: BoundAmount(value),
      source: .currency(code: currencyCode))
  }

  /// Creates a field with decimal entry and no limits, in the format's own
  /// locale.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the title, looked up in your app's strings.
  ///   - value: The bound value; nil while the field holds no amount.
  ///   - format: How amounts look.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  public init(
    _ titleKey: LocalizedStringKey, value: Binding<Decimal?>, format: AmountFormat,
    prompt: Text? = nil
  ) {
    self.init(
      title: Text(titleKey), prompt: prompt, value: BoundAmount(value),
      source: .fixed(AmountFieldConfiguration(format: format)))
  }

  /// Creates a field with a configuration of its own (its format keeps its
  /// locale).
  ///
  /// - Parameters:
  ///   - titleKey: The key of the title, looked up in your app's strings.
  ///   - value: The bound value; nil while the field holds no amount.
  ///   - configuration: Format, entry mode, limits and step.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  public init(
    _ titleKey: LocalizedStringKey, value: Binding<Decimal?>,
    configuration: AmountFieldConfiguration, prompt: Text? = nil
  ) {
    self.init(
      title: Text(titleKey), prompt: prompt, value: BoundAmount(value),
      source: .fixed(configuration))
  }

  /// Creates a field whose configuration is made for the environment's
  /// locale, and made again when it changes.
  ///
  /// ```swift
  /// AmountField("Tip", value: $tip) { locale in
  ///   AmountFieldConfiguration(
  ///     format: .currency(code: "USD", locale: locale), entryMode: .cents, maximum: limit)
  /// }
  /// ```
  ///
  /// The closure runs on the main actor: it may read the view's state
  /// (`limit` above is a `@State`).
  ///
  /// - Parameters:
  ///   - titleKey: The key of the title, looked up in your app's strings.
  ///   - value: The bound value; nil while the field holds no amount.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  ///   - configuration: Makes the configuration for a locale.
  public init(
    _ titleKey: LocalizedStringKey, value: Binding<Decimal?>, prompt: Text? = nil,
    configuration: @escaping @MainActor @Sendable (Locale) -> AmountFieldConfiguration
  ) {
    self.init(
      title: Text(titleKey), prompt: prompt, value: BoundAmount(value),
      source: .locale(configuration))
  }

  /// Creates a field for amounts of a currency in the environment's
  /// locale, with a title shown as given.
  ///
  /// - Parameters:
  ///   - title: The title, not localized: shown while the field is empty,
  ///     and its accessibility label.
  ///   - value: The bound value; nil while the field holds no amount.
  ///   - currencyCode: An ISO 4217 currency code (`"EUR"`).
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: Binding<Decimal?>, currencyCode: String, prompt: Text? = nil
  ) {
    self.init(
      title: Text(title), prompt: prompt, value: BoundAmount(value),
      source: .currency(code: currencyCode))
  }

  /// Creates a field in the format's own locale, with a title shown as
  /// given.
  ///
  /// - Parameters:
  ///   - title: The title, not localized.
  ///   - value: The bound value; nil while the field holds no amount.
  ///   - format: How amounts look.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: Binding<Decimal?>, format: AmountFormat, prompt: Text? = nil
  ) {
    self.init(
      title: Text(title), prompt: prompt, value: BoundAmount(value),
      source: .fixed(AmountFieldConfiguration(format: format)))
  }

  /// Creates a field with a configuration of its own, with a title shown
  /// as given.
  ///
  /// - Parameters:
  ///   - title: The title, not localized.
  ///   - value: The bound value; nil while the field holds no amount.
  ///   - configuration: Format, entry mode, limits and step.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: Binding<Decimal?>, configuration: AmountFieldConfiguration,
    prompt: Text? = nil
  ) {
    self.init(
      title: Text(title), prompt: prompt, value: BoundAmount(value),
      source: .fixed(configuration))
  }

  /// Creates a field whose configuration is made for the environment's
  /// locale, with a title shown as given.
  ///
  /// - Parameters:
  ///   - title: The title, not localized.
  ///   - value: The bound value; nil while the field holds no amount.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  ///   - configuration: Makes the configuration for a locale, on the main
  ///     actor.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: Binding<Decimal?>, prompt: Text? = nil,
    configuration: @escaping @MainActor @Sendable (Locale) -> AmountFieldConfiguration
  ) {
    self.init(
      title: Text(title), prompt: prompt, value: BoundAmount(value),
      source: .locale(configuration))
  }

  // MARK: A `Decimal` binding

  /// Creates a field for amounts of a currency in the environment's
  /// locale, bound to a `Decimal`: 0 shows as an empty field, and an
  /// emptied field writes 0.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the title, looked up in your app's strings.
  ///   - value: The bound value; 0 while the field holds no amount.
  ///   - currencyCode: An ISO 4217 currency code (`"EUR"`).
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  public init(
    _ titleKey: LocalizedStringKey, value: Binding<Decimal>, currencyCode: String,
    prompt: Text? = nil
  ) {
    self.init(
      title: Text(titleKey), prompt: prompt, value: BoundAmount(value),
      source: .currency(code: currencyCode))
  }

  /// Creates a field in the format's own locale, bound to a `Decimal`: 0
  /// shows as an empty field, and an emptied field writes 0.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the title, looked up in your app's strings.
  ///   - value: The bound value; 0 while the field holds no amount.
  ///   - format: How amounts look.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  public init(
    _ titleKey: LocalizedStringKey, value: Binding<Decimal>, format: AmountFormat,
    prompt: Text? = nil
  ) {
    self.init(
      title: Text(titleKey), prompt: prompt, value: BoundAmount(value),
      source: .fixed(AmountFieldConfiguration(format: format)))
  }

  /// Creates a field with a configuration of its own, bound to a
  /// `Decimal`: 0 shows as an empty field, and an emptied field writes 0.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the title, looked up in your app's strings.
  ///   - value: The bound value; 0 while the field holds no amount.
  ///   - configuration: Format, entry mode, limits and step.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  public init(
    _ titleKey: LocalizedStringKey, value: Binding<Decimal>,
    configuration: AmountFieldConfiguration, prompt: Text? = nil
  ) {
    self.init(
      title: Text(titleKey), prompt: prompt, value: BoundAmount(value),
      source: .fixed(configuration))
  }

  /// Creates a field whose configuration is made for the environment's
  /// locale, bound to a `Decimal`: 0 shows as an empty field, and an
  /// emptied field writes 0.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the title, looked up in your app's strings.
  ///   - value: The bound value; 0 while the field holds no amount.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  ///   - configuration: Makes the configuration for a locale, on the main
  ///     actor.
  public init(
    _ titleKey: LocalizedStringKey, value: Binding<Decimal>, prompt: Text? = nil,
    configuration: @escaping @MainActor @Sendable (Locale) -> AmountFieldConfiguration
  ) {
    self.init(
      title: Text(titleKey), prompt: prompt, value: BoundAmount(value),
      source: .locale(configuration))
  }

  /// Creates a field for amounts of a currency in the environment's
  /// locale, bound to a `Decimal`, with a title shown as given.
  ///
  /// - Parameters:
  ///   - title: The title, not localized.
  ///   - value: The bound value; 0 while the field holds no amount.
  ///   - currencyCode: An ISO 4217 currency code (`"EUR"`).
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: Binding<Decimal>, currencyCode: String, prompt: Text? = nil
  ) {
    self.init(
      title: Text(title), prompt: prompt, value: BoundAmount(value),
      source: .currency(code: currencyCode))
  }

  /// Creates a field in the format's own locale, bound to a `Decimal`,
  /// with a title shown as given.
  ///
  /// - Parameters:
  ///   - title: The title, not localized.
  ///   - value: The bound value; 0 while the field holds no amount.
  ///   - format: How amounts look.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: Binding<Decimal>, format: AmountFormat, prompt: Text? = nil
  ) {
    self.init(
      title: Text(title), prompt: prompt, value: BoundAmount(value),
      source: .fixed(AmountFieldConfiguration(format: format)))
  }

  /// Creates a field with a configuration of its own, bound to a
  /// `Decimal`, with a title shown as given.
  ///
  /// - Parameters:
  ///   - title: The title, not localized.
  ///   - value: The bound value; 0 while the field holds no amount.
  ///   - configuration: Format, entry mode, limits and step.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: Binding<Decimal>, configuration: AmountFieldConfiguration,
    prompt: Text? = nil
  ) {
    self.init(
      title: Text(title), prompt: prompt, value: BoundAmount(value),
      source: .fixed(configuration))
  }

  /// Creates a field whose configuration is made for the environment's
  /// locale, bound to a `Decimal`, with a title shown as given.
  ///
  /// - Parameters:
  ///   - title: The title, not localized.
  ///   - value: The bound value; 0 while the field holds no amount.
  ///   - prompt: What to show while the field is empty instead of the
  ///     title.
  ///   - configuration: Makes the configuration for a locale, on the main
  ///     actor.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: Binding<Decimal>, prompt: Text? = nil,
    configuration: @escaping @MainActor @Sendable (Locale) -> AmountFieldConfiguration
  ) {
    self.init(
      title: Text(title), prompt: prompt, value: BoundAmount(value),
      source: .locale(configuration))
  }

  private init(
    title: Text, prompt: Text?, value: BoundAmount, source: AmountFieldConfigurationSource
  ) {
    self.title = title
    self.prompt = prompt
    self.value = value
    self.source = source
  }

  /// The platform's text field, labelled with the title. It is adjustable
  /// through the field's own accessibility element: no second adjustable
  /// action here.
  public var body: some View {
    AmountFieldRepresentable(
      placeholder: prompt ?? title, value: value, source: source
    )
    .accessibilityLabel(title)
  }
}

/// The value an ``AmountField`` binds: a `Decimal?`, or a `Decimal`, which
/// holds 0 where the field holds no amount.
struct BoundAmount {
  let read: () -> Decimal?
  let set: (Decimal?) -> Void
  /// What the binding holds while the field is empty
  /// (`AmountFieldBinding.emptyValue`).
  let emptyValue: Decimal?

  init(_ binding: Binding<Decimal?>) {
    read = { binding.wrappedValue }
    set = { binding.wrappedValue = $0 }
    emptyValue = nil
  }

  init(_ binding: Binding<Decimal>) {
    read = { binding.wrappedValue }
    // The field's binding rules write 0 for an empty field.
    set = { binding.wrappedValue = $0 ?? 0 }
    emptyValue = 0
  }

  var wrappedValue: Decimal? { read() }
}

// MARK: SwiftUI's own modifiers, written directly on the field

extension AmountField {
  /// Binds the field's focus both ways: the field's own
  /// ``SwiftUI/View/amountFieldFocused(_:equals:)``, which works wherever
  /// it stands in the chain of modifiers. SwiftUI's `focused(_:equals:)`
  /// does not move the focus of a UIKit or AppKit text field: written
  /// after another modifier, it would not drive the field.
  ///
  /// - Parameters:
  ///   - binding: The focus state to bind.
  ///   - value: The state's value that stands for this field.
  /// - Returns: The field, bound to `binding`.
  @available(
    *, deprecated, renamed: "amountFieldFocused(_:equals:)",
    message:
      "SwiftUI's focused(_:equals:) does not move a UIKit or AppKit field's focus once another modifier stands before it"
  )
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> some View {
    amountFieldFocused(binding, equals: value)
  }

  /// Binds the field's focus to a Boolean state both ways: the field's own
  /// ``SwiftUI/View/amountFieldFocused(_:)``, which works wherever it
  /// stands in the chain of modifiers.
  ///
  /// - Parameter condition: The focus state to bind.
  /// - Returns: The field, bound to `condition`.
  @available(
    *, deprecated, renamed: "amountFieldFocused(_:)",
    message:
      "SwiftUI's focused(_:) does not move a UIKit or AppKit field's focus once another modifier stands before it"
  )
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    amountFieldFocused(condition)
  }

  /// Runs `action` on Return: the field's own
  /// ``SwiftUI/View/amountFieldOnSubmit(_:)``. SwiftUI's `onSubmit` keeps
  /// its action where a UIKit or AppKit field cannot read it.
  ///
  /// - Parameters:
  ///   - triggers: Only `.text` applies to an amount field.
  ///   - action: The action.
  /// - Returns: The field, running `action` on Return.
  @available(
    *, deprecated, renamed: "amountFieldOnSubmit(_:)",
    message:
      "SwiftUI's onSubmit does not reach a UIKit or AppKit field once another modifier stands before it"
  )
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    amountFieldOnSubmit(action)
  }

  /// Not for an amount field: SwiftUI keeps the label where a UIKit field
  /// cannot read it, and it changes nothing; use
  /// ``SwiftUI/View/amountFieldSubmitLabel(_:)``, which takes the same
  /// names.
  ///
  /// - Parameter submitLabel: SwiftUI's label, which the field cannot read.
  /// - Returns: The field, unchanged.
  @available(
    *, deprecated, renamed: "amountFieldSubmitLabel(_:)",
    message: "SwiftUI's submitLabel does not reach a UIKit field: it changes nothing"
  )
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
#endif
