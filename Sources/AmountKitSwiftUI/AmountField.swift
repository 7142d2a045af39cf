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
///   @State private var amount: Decimal? = 25
///   @FocusState private var amountFocused: Bool
///
///   var body: some View {
///     AmountField(
///       "Amount", value: $amount,
///       format: .currency(code: "USD", locale: Locale(identifier: "en_US"))
///     )
///     .firstResponder($amountFocused)
///   }
/// }
/// ```
///
/// The field is an ``AmountKitUIKit/AmountTextField`` underneath, with all
/// its behaviour: a `±` bar above number pads where negatives are allowed,
/// Up and Down arrows stepping, a spoken value. The binding is written when
/// the user changes the value (from the field's `.valueChanged` event, never
/// while SwiftUI updates the view). A value set on the binding from outside
/// is shown when the user is not editing and the field does not already
/// show it after rounding: a binding holding more fraction digits than the
/// field shows never resets the field. A format changed from outside is
/// shown at once; one bound while the user edits is replaced by the user's
/// amount when editing ends. VoiceOver's adjustable swipe steps the amount
/// (`accessibilityAdjustableAction`).
public struct AmountField: View {
  private let title: String
  private let value: Binding<Decimal?>
  private let configuration: AmountFieldConfiguration
  private var focus: FocusState<Bool>.Binding?
  @State private var field = FieldReference()

  /// Creates an amount field.
  ///
  /// - Parameters:
  ///   - title: The placeholder shown while the field is empty.
  ///   - value: The bound value; nil when the field is empty.
  ///   - configuration: Format, entry mode, limits and step.
  public init(
    _ title: String, value: Binding<Decimal?>, configuration: AmountFieldConfiguration
  ) {
    self.title = title
    self.value = value
    self.configuration = configuration
  }

  /// Creates an amount field with decimal entry and no limits.
  ///
  /// - Parameters:
  ///   - title: The placeholder shown while the field is empty.
  ///   - value: The bound value; nil when the field is empty.
  ///   - format: How amounts look.
  public init(_ title: String, value: Binding<Decimal?>, format: AmountFormat) {
    self.init(title, value: value, configuration: AmountFieldConfiguration(format: format))
  }

  /// Binds the field's first responder status to a `FocusState`, in both
  /// directions: setting the state to true makes the field first
  /// responder, false dismisses the keyboard, and the state follows the
  /// user's taps.
  ///
  /// The method has a name of its own so that SwiftUI's `focused(_:)`
  /// keeps its meaning: on an `AmountField` that one works as on any view
  /// (SwiftUI's focus system), while this one drives the text field
  /// inside directly, which also works where SwiftUI does not track first
  /// responders inside a `UIViewRepresentable`. Use one of the two with a
  /// given `@FocusState`, not both.
  ///
  /// - Parameter condition: The focus state to bind.
  /// - Returns: The field, bound to `condition`.
  public func firstResponder(_ condition: FocusState<Bool>.Binding) -> AmountField {
    var copy = self
    copy.focus = condition
    return copy
  }

  /// The text field, with VoiceOver's adjustable action stepping it.
  public var body: some View {
    AmountFieldRepresentable(
      title: title, value: value, configuration: configuration, focus: focus, reference: field
    )
    .accessibilityAdjustableAction { [field] direction in
      let edit: AmountEdit
      switch direction {
      case .increment: edit = .stepUp
      case .decrement: edit = .stepDown
      @unknown default: return
      }
      // Not main-actor isolated in every SDK: the step runs on the main actor.
      Task { @MainActor in field.apply(edit) }
    }
  }
}

/// The text field an ``AmountField`` shows, for its adjustable action.
@MainActor
private final class FieldReference {
  weak var field: AmountTextField?

  /// Views are not main-actor isolated before iOS 18's SDK, and create
  /// their state in their initializers.
  nonisolated init() {}

  func apply(_ edit: AmountEdit) { field?.apply(edit) }
}

/// The `UIViewRepresentable` behind ``AmountField``.
private struct AmountFieldRepresentable: UIViewRepresentable {
  let title: String
  let value: Binding<Decimal?>
  let configuration: AmountFieldConfiguration
  let focus: FocusState<Bool>.Binding?
  let reference: FieldReference

  func makeUIView(context: Context) -> AmountTextField {
    let field = AmountTextField(configuration: configuration, value: value.wrappedValue)
    field.placeholder = title
    field.setContentHuggingPriority(.defaultLow, for: .horizontal)
    field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    let coordinator = context.coordinator
    field.addTarget(
      coordinator, action: #selector(Coordinator.valueChanged(_:)), for: .valueChanged)
    field.addTarget(
      coordinator, action: #selector(Coordinator.editingDidBegin(_:)), for: .editingDidBegin)
    field.addTarget(
      coordinator, action: #selector(Coordinator.editingDidEnd(_:)), for: .editingDidEnd)
    reference.field = field
    return field
  }

  /// Brings the text field up to date with the bound value, the
  /// configuration and the focus state. Never writes a binding itself:
  /// events the field sends meanwhile are published after the update. The
  /// bound value is set only when the field needs it (never while the user
  /// edits, not when the field shows it already after rounding).
  func updateUIView(_ field: AmountTextField, context: Context) {
    let coordinator = context.coordinator
    coordinator.value = value
    coordinator.focus = focus
    coordinator.isUpdating = true
    defer { coordinator.isUpdating = false }
    reference.field = field
    if field.placeholder != title { field.placeholder = title }
    if field.configuration != configuration { field.configuration = configuration }
    if !coordinator.hasPendingWrite && field.needsUpdate(forBoundValue: value.wrappedValue) {
      field.value = value.wrappedValue
    }
    if let focus {
      if focus.wrappedValue && !field.isFirstResponder {
        field.becomeFirstResponder()
      } else if !focus.wrappedValue && field.isFirstResponder {
        field.resignFirstResponder()
      }
    }
  }

  func makeCoordinator() -> Coordinator {
    Coordinator(value: value, focus: focus)
  }

  /// Receives the text field's events and writes the bindings, deferring
  /// the writes made while SwiftUI updates the view.
  @MainActor
  final class Coordinator: NSObject {
    var value: Binding<Decimal?>
    var focus: FocusState<Bool>.Binding?
    var isUpdating = false
    var hasPendingWrite = false

    init(value: Binding<Decimal?>, focus: FocusState<Bool>.Binding?) {
      self.value = value
      self.focus = focus
    }

    @objc func valueChanged(_ sender: AmountTextField) {
      let newValue = sender.value
      publish { $0.value.wrappedValue = newValue }
    }

    @objc func editingDidBegin(_ sender: AmountTextField) {
      publish { $0.focus?.wrappedValue = true }
    }

    @objc func editingDidEnd(_ sender: AmountTextField) {
      // A value the app bound while the user edited was not shown (the
      // user's text wins): at the end of editing the binding takes the
      // field's amount, so that both agree again.
      let amount = sender.value
      let disagrees = sender.needsUpdate(forBoundValue: value.wrappedValue)
      publish { coordinator in
        coordinator.focus?.wrappedValue = false
        if disagrees { coordinator.value.wrappedValue = amount }
      }
    }

    /// Writes now, or right after the current view update.
    private func publish(_ write: @escaping @MainActor @Sendable (Coordinator) -> Void) {
      guard isUpdating else {
        write(self)
        return
      }
      hasPendingWrite = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        self.hasPendingWrite = false
        write(self)
      }
    }
  }
}
#endif
