#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import AmountKit
import AmountKitUIKit
import Foundation
import SwiftUI
import UIKit

/// The `UIViewRepresentable` behind ``AmountField``: it reports SwiftUI's
/// updates and the field's events to an `AmountFieldBinding`
/// and carries out its effects.
struct AmountFieldRepresentable: UIViewRepresentable {
  let placeholder: Text
  let value: BoundAmount
  let source: AmountFieldConfigurationSource

  func makeUIView(context: Context) -> AmountTextField {
    let environment = context.environment
    let sync = AmountFieldBinding(value: value.wrappedValue, emptyValue: value.emptyValue)
    let field = AmountTextField(
      configuration: source.configuration(locale: environment.locale),
      value: sync.fieldValue(forBoundValue: value.wrappedValue))
    // As wide as offered, as high as its text: SwiftUI asks
    // sizeThatFits(_:uiView:context:) first; these answer for layouts that
    // go through Auto Layout.
    field.setContentHuggingPriority(.defaultLow, for: .horizontal)
    field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    field.setContentHuggingPriority(.defaultHigh, for: .vertical)
    field.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
    let coordinator = context.coordinator
    coordinator.sync = sync
    coordinator.field = field
    field.delegate = coordinator
    field.addTarget(
      coordinator, action: #selector(Coordinator.valueChanged(_:)), for: .valueChanged)
    field.addTarget(
      coordinator, action: #selector(Coordinator.editingDidBegin(_:)), for: .editingDidBegin)
    field.addTarget(
      coordinator, action: #selector(Coordinator.editingDidEnd(_:)), for: .editingDidEnd)
    let host = UIHostingController(rootView: AnyView(EmptyView()))
    host.view.backgroundColor = .clear
    coordinator.placeholderHost = host
    field.placeholderContent = host.view
    return field
  }

  /// Brings the text field up to date with the environment and the bound
  /// state; writes requested meanwhile are published after the update.
  func updateUIView(_ field: AmountTextField, context: Context) {
    let environment = context.environment
    let coordinator = context.coordinator
    coordinator.update(
      value: value, environment: environment, isFirstResponder: field.isFirstResponder
    ) {
      let configuration = source.configuration(locale: environment.locale)
      if field.configuration != configuration { field.configuration = configuration }
      field.isEnabled = environment.isEnabled
      let alignment = AmountFieldLayout.textAlignment(
        AmountTextAlignment(environment.multilineTextAlignment),
        rightToLeft: environment.layoutDirection == .rightToLeft)
      field.textAlignment = NSTextAlignment(alignment)
      field.semanticContentAttribute =
        environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
      coordinator.apply(environment: environment, to: field)
      coordinator.placeholderHost?.rootView = AmountFieldPlaceholder.root(
        text: placeholder,
        font: Font((field.font ?? .preferredFont(forTextStyle: .body)) as CTFont),
        color: Color(uiColor: .placeholderText), environment: environment)
    }
  }

  /// One line high whatever height is proposed, as wide as offered
  /// (`AmountFieldLayout.size(proposedWidth:proposedHeight:fittingSize:)`).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView field: AmountTextField, context: Context)
    -> CGSize?
  {
    AmountFieldLayout.size(
      proposedWidth: proposal.width, proposedHeight: proposal.height,
      fittingSize: field.intrinsicContentSize)
  }

  func makeCoordinator() -> Coordinator {
    Coordinator(value: value)
  }

  /// Receives the text field's events, asks the field's
  /// `AmountFieldBinding` what they mean (``AmountFieldCoordinator``)
  /// and writes the bindings.
  @MainActor
  final class Coordinator: NSObject, UITextFieldDelegate, AmountFieldCoordinator {
    var value: BoundAmount
    var focus: FocusLink?
    var sync = AmountFieldBinding(value: nil)
    var options = AmountFieldOptions()
    var reportedFont: Font?
    weak var field: AmountTextField?
    var placeholderHost: UIHostingController<AnyView>?

    init(value: BoundAmount) {
      self.value = value
    }

    @objc func valueChanged(_ sender: AmountTextField) { valueDidChange(sender.value) }

    @objc func editingDidBegin(_ sender: AmountTextField) { editingDidBegin() }

    @objc func editingDidEnd(_ sender: AmountTextField) { editingDidEnd() }

    /// Return, when the field's amount behaviour leaves it to the app (no
    /// open expression): editing ends and the app's submit action runs.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      returnKey(keepsFocus: false)
      return false
    }

    func showValue(_ value: Decimal?) { field?.value = value }

    func setFirstResponder(_ becomes: Bool) {
      guard let field else { return }
      if becomes {
        field.becomeFirstResponder()
      } else {
        field.resignFirstResponder()
      }
    }

    /// The field's own modifiers and the environment's font.
    func apply(environment: EnvironmentValues, to field: AmountTextField) {
      // The UIKit field's own default: the preferred body font, following
      // Dynamic Type.
      let font = font(environment: environment, fallback: .preferredFont(forTextStyle: .body))
      if field.font != font { field.font = font }
      field.adjustsFontForContentSizeCategory = options.font?.adjustsForContentSizeCategory ?? true
      let returnKey = UIReturnKeyType(options.submitLabel)
      if field.returnKeyType != returnKey {
        field.returnKeyType = returnKey
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

#endif
