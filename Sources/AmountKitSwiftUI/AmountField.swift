#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import AmountKit
import AmountKitUIKit
import Foundation
import SwiftUI
import UIKit

/// A SwiftUI field for amounts, formatting live as the user types and
/// binding an exact `Decimal?`.
///
/// ```swift
/// struct PaymentView: View {
///   enum Field { case amount, tip }
///   @State private var amount: Decimal? = 25
///   @State private var tip: Decimal?
///   @FocusState private var focus: Field?
///
///   var body: some View {
///     Form {
///       AmountField("Amount", value: $amount, currencyCode: "USD")
///         .focused($focus, equals: .amount)
///         .amountFieldOnSubmit { focus = .tip }  // Return: on to the tip
///       AmountField("Tip", value: $tip, currencyCode: "USD")
///         .focused($focus, equals: .tip)
///       Button("Max") { amount = 500 }
///     }
///   }
/// }
/// ```
///
/// The field is an ``AmountKitUIKit/AmountTextField`` underneath, with all
/// its behaviour (the keyboard bar, Up and Down arrows stepping, VoiceOver
/// reading and adjusting the amount). Every decision of the adapter is
/// ``AmountKit/AmountFieldBinding``'s, tested on Linux against a model of
/// SwiftUI's update cycle:
/// - The binding is written when the user changes the value. A value the
///   app binds is shown at once, also while the user edits (the field
///   stays editing, the caret at the end); the binding echoing the
///   field's own value changes nothing.
/// - ``focused(_:equals:)`` and ``focused(_:)`` bind a `FocusState` both
///   ways.
/// - The environment: `disabled(_:)`, `\.locale` (for a field made with a
///   currency code or a configuration per locale),
///   `multilineTextAlignment(_:)` and `\.layoutDirection`; and the
///   field's own modifiers: ``SwiftUI/View/amountFieldOnSubmit(_:)``,
///   ``SwiftUI/View/amountFieldSubmitLabel(_:)``,
///   ``SwiftUI/View/amountFieldFont(_:)``,
///   ``SwiftUI/View/amountFieldKeyboardBar(_:)`` and
///   ``SwiftUI/View/onAmountRejected(_:)``.
/// - Layout: one line high in any stack; as wide as offered.
///
/// SwiftUI's `onSubmit(of:_:)`, `submitLabel(_:)`, `font(_:)` and
/// `toolbar` items placed on the keyboard do not reach a UIKit field
/// inside a `UIViewRepresentable` (SwiftUI keeps them in environment
/// entries that are not public, and builds its keyboard toolbar for its
/// own text fields): use the field's modifiers instead.
public struct AmountField: View {
  private let title: String
  private let value: Binding<Decimal?>
  private let source: AmountFieldConfigurationSource
  private var focus: FocusLink?

  /// Creates an amount field with a configuration of its own.
  ///
  /// - Parameters:
  ///   - title: The placeholder shown while the field is empty.
  ///   - value: The bound value; nil when the field is empty.
  ///   - configuration: Format (with its locale), entry mode, limits and
  ///     step.
  public init(
    _ title: String, value: Binding<Decimal?>, configuration: AmountFieldConfiguration
  ) {
    self.init(title, value: value, source: .fixed(configuration))
  }

  /// Creates an amount field with decimal entry and no limits.
  ///
  /// - Parameters:
  ///   - title: The placeholder shown while the field is empty.
  ///   - value: The bound value; nil when the field is empty.
  ///   - format: How amounts look, in the format's own locale.
  public init(_ title: String, value: Binding<Decimal?>, format: AmountFormat) {
    self.init(title, value: value, configuration: AmountFieldConfiguration(format: format))
  }

  /// Creates a field for amounts of a currency in the environment's
  /// locale (`\.locale`, `.environment(\.locale, ...)`), with decimal
  /// entry and no limits.
  ///
  /// - Parameters:
  ///   - title: The placeholder shown while the field is empty.
  ///   - value: The bound value; nil when the field is empty.
  ///   - currencyCode: An ISO 4217 currency code (`"EUR"`).
  public init(_ title: String, value: Binding<Decimal?>, currencyCode: String) {
    self.init(title, value: value, source: .currency(code: currencyCode))
  }

  /// Creates a field whose configuration is made for the environment's
  /// locale, and made again when it changes.
  ///
  /// ```swift
  /// AmountField("Tip", value: $tip) { locale in
  ///   AmountFieldConfiguration(
  ///     format: .currency(code: "USD", locale: locale), entryMode: .cents, maximum: 500)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The placeholder shown while the field is empty.
  ///   - value: The bound value; nil when the field is empty.
  ///   - configuration: Makes the configuration for a locale.
  public init(
    _ title: String, value: Binding<Decimal?>,
    configuration: @escaping @Sendable (Locale) -> AmountFieldConfiguration
  ) {
    self.init(title, value: value, source: .locale(configuration))
  }

  private init(_ title: String, value: Binding<Decimal?>, source: AmountFieldConfigurationSource) {
    self.title = title
    self.value = value
    self.source = source
  }

  /// Binds the field's focus to a Boolean `FocusState`, both ways: true
  /// makes the field first responder, false dismisses the keyboard, and
  /// the state becomes true when the user taps into the field and false
  /// when editing ends.
  ///
  /// It is SwiftUI's `focused(_:)` for an amount field: it applies
  /// SwiftUI's modifier, so that the state is bound to a view, and drives
  /// the UIKit text field inside, whose first responder status SwiftUI
  /// does not follow by itself.
  ///
  /// - Parameter condition: The focus state to bind.
  /// - Returns: The field, bound to `condition`.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    var copy = self
    copy.focus = FocusLink(
      selects: { condition.wrappedValue },
      write: { condition.wrappedValue = $0 })
    return SwiftUI.ModifiedContent(content: copy, modifier: EmptyModifier())
      .focused(condition)
  }

  /// Binds the field's focus to a `FocusState` shared by several views,
  /// both ways: `value` makes the field first responder, nil (or another
  /// view's value) takes focus away, and the state becomes `value` when
  /// the user taps into the field and nil when editing ends (unless
  /// another view has taken focus meanwhile).
  ///
  /// ```swift
  /// AmountField("Amount", value: $amount, currencyCode: "USD")
  ///   .focused($focus, equals: .amount)
  /// ```
  ///
  /// It is SwiftUI's `focused(_:equals:)` for an amount field: it applies
  /// SwiftUI's modifier, so that the state is bound to a view, and drives
  /// the UIKit text field inside, whose first responder status SwiftUI
  /// does not follow by itself.
  ///
  /// - Parameters:
  ///   - binding: The focus state to bind.
  ///   - value: The state's value that stands for this field.
  /// - Returns: The field, bound to `binding`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> some View {
    var copy = self
    copy.focus = FocusLink(
      selects: { binding.wrappedValue == value },
      write: { selects in
        if selects {
          binding.wrappedValue = value
        } else if binding.wrappedValue == value {
          binding.wrappedValue = nil
        }
      })
    return SwiftUI.ModifiedContent(content: copy, modifier: EmptyModifier())
      .focused(binding, equals: value)
  }

  /// The text field. It is adjustable through the UIKit field's own
  /// accessibility element: no second adjustable action here.
  public var body: some View {
    AmountFieldRepresentable(title: title, value: value, source: source, focus: focus)
  }
}

/// A focus state seen from one field: whether it selects the field, and
/// writing it.
struct FocusLink {
  let selects: () -> Bool
  let write: (Bool) -> Void
}

/// The `UIViewRepresentable` behind ``AmountField``: it reports SwiftUI's
/// updates and the field's events to an ``AmountKit/AmountFieldBinding``
/// and carries out its effects.
private struct AmountFieldRepresentable: UIViewRepresentable {
  let title: String
  let value: Binding<Decimal?>
  let source: AmountFieldConfigurationSource
  let focus: FocusLink?

  func makeUIView(context: Context) -> AmountTextField {
    let environment = context.environment
    let field = AmountTextField(
      configuration: source.configuration(locale: environment.locale),
      value: value.wrappedValue)
    field.placeholder = title
    // As wide as offered, as high as its text: SwiftUI asks
    // sizeThatFits(_:uiView:context:) first; these answer for layouts that
    // go through Auto Layout.
    field.setContentHuggingPriority(.defaultLow, for: .horizontal)
    field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    field.setContentHuggingPriority(.defaultHigh, for: .vertical)
    field.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
    let coordinator = context.coordinator
    coordinator.sync = AmountFieldBinding(value: value.wrappedValue)
    coordinator.field = field
    field.delegate = coordinator
    field.addTarget(
      coordinator, action: #selector(Coordinator.valueChanged(_:)), for: .valueChanged)
    field.addTarget(
      coordinator, action: #selector(Coordinator.editingDidBegin(_:)), for: .editingDidBegin)
    field.addTarget(
      coordinator, action: #selector(Coordinator.editingDidEnd(_:)), for: .editingDidEnd)
    return field
  }

  /// Brings the text field up to date with the environment and the bound
  /// state; writes requested meanwhile are published after the update.
  func updateUIView(_ field: AmountTextField, context: Context) {
    let coordinator = context.coordinator
    let environment = context.environment
    coordinator.value = value
    coordinator.focus = focus
    coordinator.options = environment.amountFieldOptions
    // The update starts before the field is touched: events it sends from
    // here on are written after the update.
    let effects = coordinator.sync.update(
      boundValue: value.wrappedValue, focus: focus?.selects(),
      isFirstResponder: field.isFirstResponder, isEnabled: environment.isEnabled)
    if field.placeholder != title { field.placeholder = title }
    let configuration = source.configuration(locale: environment.locale)
    if field.configuration != configuration { field.configuration = configuration }
    field.isEnabled = environment.isEnabled
    let alignment = AmountFieldLayout.textAlignment(
      AmountTextAlignment(environment.multilineTextAlignment),
      rightToLeft: environment.layoutDirection == .rightToLeft)
    field.textAlignment = NSTextAlignment(alignment)
    field.semanticContentAttribute =
      environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    coordinator.apply(environment.amountFieldOptions, to: field)
    coordinator.carryOut(effects)
    if coordinator.sync.endUpdate() {
      // A view update must not change state: the writes go out right after it.
      Task { @MainActor [weak coordinator] in coordinator?.publishPendingWrites() }
    }
  }

  /// One line high whatever height is proposed, as wide as offered
  /// (``AmountKit/AmountFieldLayout/size(proposedWidth:proposedHeight:fittingSize:)``).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView field: AmountTextField, context: Context)
    -> CGSize?
  {
    AmountFieldLayout.size(
      proposedWidth: proposal.width, proposedHeight: proposal.height,
      fittingSize: field.intrinsicContentSize)
  }

  func makeCoordinator() -> Coordinator {
    Coordinator(value: value, focus: focus)
  }

  /// Receives the text field's events, asks the field's
  /// ``AmountKit/AmountFieldBinding`` what they mean and writes the
  /// bindings.
  @MainActor
  final class Coordinator: NSObject, UITextFieldDelegate {
    var value: Binding<Decimal?>
    var focus: FocusLink?
    var sync = AmountFieldBinding(value: nil)
    var options = AmountFieldOptions()
    weak var field: AmountTextField?

    init(value: Binding<Decimal?>, focus: FocusLink?) {
      self.value = value
      self.focus = focus
    }

    @objc func valueChanged(_ sender: AmountTextField) {
      carryOut(sync.valueDidChange(sender.value))
    }

    @objc func editingDidBegin(_ sender: AmountTextField) {
      carryOut(sync.didBeginEditing(focus: focus?.selects()))
    }

    @objc func editingDidEnd(_ sender: AmountTextField) {
      carryOut(sync.didEndEditing(focus: focus?.selects()))
    }

    /// Return, when the field's amount behaviour leaves it to the app (no
    /// open expression): editing ends and the app's submit action runs.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      carryOut(sync.returnKey())
      return false
    }

    func publishPendingWrites() {
      carryOut(sync.publishPendingWrites())
    }

    /// Carries out the effects, in their documented order.
    func carryOut(_ effects: AmountFieldBinding.Effects) {
      if let shown = effects.shownValue { field?.value = shown }
      if let firstResponder = effects.firstResponder, let field {
        if firstResponder {
          field.becomeFirstResponder()
        } else {
          field.resignFirstResponder()
        }
      }
      if let bound = effects.boundValue { value.wrappedValue = bound }
      if let selects = effects.focus { focus?.write(selects) }
      if effects.submits { options.onSubmit?.action() }
    }

    /// The field's own modifiers.
    func apply(_ options: AmountFieldOptions, to field: AmountTextField) {
      // The UIKit field's own default: the preferred body font, following
      // Dynamic Type.
      let font = options.font?.font ?? .preferredFont(forTextStyle: .body)
      if field.font != font { field.font = font }
      field.adjustsFontForContentSizeCategory = options.font?.adjustsForContentSizeCategory ?? true
      if field.returnKeyType != options.returnKey {
        field.returnKeyType = options.returnKey
        if field.isFirstResponder { field.reloadInputViews() }
      }
      if field.showsAccessoryBar != options.showsKeyboardBar {
        field.showsAccessoryBar = options.showsKeyboardBar
      }
      if let handler = options.onReject {
        field.onReject = { reason in handler.action(reason) }
      } else {
        field.onReject = nil
      }
    }
  }
}

extension AmountTextAlignment {
  /// SwiftUI's alignment of lines of text.
  init(_ alignment: TextAlignment) {
    switch alignment {
    case .leading: self = .leading
    case .center: self = .center
    case .trailing: self = .trailing
    }
  }
}

extension NSTextAlignment {
  /// UIKit's alignment for a fixed (left, center, right) alignment.
  init(_ alignment: AmountTextAlignment) {
    if alignment == .center {
      self = .center
    } else if alignment == .right {
      self = .right
    } else {
      self = .left
    }
  }
}
#endif
