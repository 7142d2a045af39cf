#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import AmountKit
import AmountKitUIKit
import Foundation
import SwiftUI
import UIKit

/// The `UIViewRepresentable` behind ``AmountField``: it reports SwiftUI's
/// updates and the field's events to an ``AmountKit/AmountFieldBinding``
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
    let coordinator = context.coordinator
    let environment = context.environment
    let options = environment.amountFieldOptions
    coordinator.value = value
    coordinator.focus = options.focus
    coordinator.options = options
    // The update starts before the field is touched: events it sends from
    // here on are written after the update.
    let effects = coordinator.sync.update(
      boundValue: value.wrappedValue, focus: options.focus?.selects(),
      isFirstResponder: field.isFirstResponder, isEnabled: environment.isEnabled)
    let configuration = source.configuration(locale: environment.locale)
    if field.configuration != configuration { field.configuration = configuration }
    field.isEnabled = environment.isEnabled
    let alignment = AmountFieldLayout.textAlignment(
      AmountTextAlignment(environment.multilineTextAlignment),
      rightToLeft: environment.layoutDirection == .rightToLeft)
    field.textAlignment = NSTextAlignment(alignment)
    field.semanticContentAttribute =
      environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    coordinator.apply(options, environment: environment, to: field)
    coordinator.placeholderHost?.rootView = AnyView(
      AmountFieldPlaceholder(
        text: placeholder,
        font: Font((field.font ?? .preferredFont(forTextStyle: .body)) as CTFont),
        color: Color(uiColor: .placeholderText),
        alignment: environment.multilineTextAlignment
      )
      .environment(\.locale, environment.locale)
      .environment(\.layoutDirection, environment.layoutDirection))
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
    Coordinator(value: value)
  }

  /// Receives the text field's events, asks the field's
  /// ``AmountKit/AmountFieldBinding`` what they mean and writes the
  /// bindings.
  @MainActor
  final class Coordinator: NSObject, UITextFieldDelegate {
    var value: BoundAmount
    var focus: FocusLink?
    var sync = AmountFieldBinding(value: nil)
    var options = AmountFieldOptions()
    weak var field: AmountTextField?
    var placeholderHost: UIHostingController<AnyView>?
    /// The environment's font that was reported as one the field cannot
    /// show (reported once).
    private var reportedFont: Font?

    init(value: BoundAmount) {
      self.value = value
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
      if let bound = effects.boundValue { value.set(bound) }
      if let selects = effects.focus { focus?.write(selects) }
      if effects.submits { options.onSubmit?.action() }
    }

    /// The field's own modifiers and the environment's font.
    func apply(
      _ options: AmountFieldOptions, environment: EnvironmentValues, to field: AmountTextField
    ) {
      let font: UIFont
      if let chosen = options.font {
        font = chosen.font
      } else if let swiftUI = environment.font {
        if let mapped = AmountFieldFont.platformFont(for: swiftUI) {
          font = mapped
        } else {
          if reportedFont != swiftUI {
            reportedFont = swiftUI
            AmountFieldFont.reportUnsupported(swiftUI)
          }
          font = .preferredFont(forTextStyle: .body)
        }
      } else {
        // The UIKit field's own default: the preferred body font,
        // following Dynamic Type.
        font = .preferredFont(forTextStyle: .body)
      }
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
