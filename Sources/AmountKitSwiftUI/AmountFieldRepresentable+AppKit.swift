#if canImport(SwiftUI) && canImport(AppKit) && !canImport(UIKit)
import AmountKit
import AmountKitAppKit
import AppKit
import Foundation
import SwiftUI

/// The `NSViewRepresentable` behind ``AmountField`` on the Mac: it reports
/// SwiftUI's updates and the field's events to an
/// ``AmountKit/AmountFieldBinding`` and carries out its effects, as the
/// UIKit one does. On the Mac, Return submits and the field keeps the
/// focus (AppKit selects its text again), Tab moves the focus to the next
/// field, and there is no on-screen keyboard to label or to put a bar on.
struct AmountFieldRepresentable: NSViewRepresentable {
  let placeholder: Text
  let value: BoundAmount
  let source: AmountFieldConfigurationSource

  func makeNSView(context: Context) -> AmountTextField {
    let environment = context.environment
    let sync = AmountFieldBinding(value: value.wrappedValue, emptyValue: value.emptyValue)
    let field = AmountTextField(
      configuration: source.configuration(locale: environment.locale),
      value: sync.fieldValue(forBoundValue: value.wrappedValue))
    field.bezelStyle = .roundedBezel
    field.setContentHuggingPriority(.defaultLow, for: .horizontal)
    field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    field.setContentHuggingPriority(.defaultHigh, for: .vertical)
    field.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
    let coordinator = context.coordinator
    coordinator.sync = sync
    coordinator.field = field
    field.target = coordinator
    field.action = #selector(Coordinator.returnKey(_:))
    field.onChange = { [weak coordinator, weak field] change in
      guard let coordinator, let field, change.valueChanged, change.isUserInitiated else {
        return
      }
      coordinator.valueChanged(field.value)
    }
    field.onEditingBegan = { [weak coordinator] in coordinator?.editingDidBegin() }
    field.onEditingEnded = { [weak coordinator] in coordinator?.editingDidEnd() }
    let host = NSHostingView(rootView: AnyView(EmptyView()))
    coordinator.placeholderHost = host
    field.placeholderContent = host
    return field
  }

  /// Brings the text field up to date with the environment and the bound
  /// state; writes requested meanwhile are published after the update.
  func updateNSView(_ field: AmountTextField, context: Context) {
    let coordinator = context.coordinator
    let environment = context.environment
    let options = environment.amountFieldOptions
    coordinator.value = value
    coordinator.focus = options.focus
    coordinator.options = options
    let effects = coordinator.sync.update(
      boundValue: value.wrappedValue, focus: options.focus?.selects(),
      isFirstResponder: field.currentEditor() != nil, isEnabled: environment.isEnabled)
    let configuration = source.configuration(locale: environment.locale)
    if field.configuration != configuration { field.configuration = configuration }
    field.isEnabled = environment.isEnabled
    let rightToLeft = environment.layoutDirection == .rightToLeft
    field.alignment = NSTextAlignment(
      AmountFieldLayout.textAlignment(
        AmountTextAlignment(environment.multilineTextAlignment), rightToLeft: rightToLeft))
    field.userInterfaceLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    coordinator.applyFont(options, environment: environment, to: field)
    if let handler = options.onReject {
      field.onReject = { reason in handler.action(reason) }
    } else {
      field.onReject = nil
    }
    coordinator.placeholderHost?.rootView = AnyView(
      AmountFieldPlaceholder(
        text: placeholder, font: Font((field.font ?? .systemFont(ofSize: 0)) as CTFont),
        color: Color(nsColor: .placeholderTextColor),
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
  func sizeThatFits(_ proposal: ProposedViewSize, nsView field: AmountTextField, context: Context)
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
  final class Coordinator: NSObject {
    var value: BoundAmount
    var focus: FocusLink?
    var sync = AmountFieldBinding(value: nil)
    var options = AmountFieldOptions()
    weak var field: AmountTextField?
    var placeholderHost: NSHostingView<AnyView>?
    /// The environment's font that was reported as one the field cannot
    /// show (reported once).
    private var reportedFont: Font?

    init(value: BoundAmount) {
      self.value = value
    }

    func valueChanged(_ value: Decimal?) {
      carryOut(sync.valueDidChange(value))
    }

    func editingDidBegin() {
      carryOut(sync.didBeginEditing(focus: focus?.selects()))
    }

    func editingDidEnd() {
      carryOut(sync.didEndEditing(focus: focus?.selects()))
    }

    /// Return (the field's action), when the amount behaviour leaves it to
    /// the app (no open expression): the app's submit action runs, and the
    /// field keeps the focus.
    @objc func returnKey(_ sender: Any?) {
      carryOut(sync.returnKey(keepsFocus: true))
    }

    func publishPendingWrites() {
      carryOut(sync.publishPendingWrites())
    }

    /// Carries out the effects, in their documented order.
    func carryOut(_ effects: AmountFieldBinding.Effects) {
      if let shown = effects.shownValue { field?.value = shown }
      if let firstResponder = effects.firstResponder, let field, let window = field.window {
        if firstResponder {
          window.makeFirstResponder(field)
        } else if field.currentEditor() != nil {
          window.makeFirstResponder(nil)
        }
      }
      if let bound = effects.boundValue { value.set(bound) }
      if let selects = effects.focus { focus?.write(selects) }
      if effects.submits { options.onSubmit?.action() }
    }

    /// The font: the field's own modifier, else the environment's text
    /// style, else the system font.
    func applyFont(
      _ options: AmountFieldOptions, environment: EnvironmentValues, to field: AmountTextField
    ) {
      var font = NSFont.systemFont(ofSize: NSFont.systemFontSize)
      if let chosen = options.font {
        font = chosen.font
      } else if let swiftUI = environment.font {
        if let mapped = AmountFieldFont.platformFont(for: swiftUI) {
          font = mapped
        } else if reportedFont != swiftUI {
          reportedFont = swiftUI
          AmountFieldFont.reportUnsupported(swiftUI)
        }
      }
      if field.font != font { field.font = font }
    }
  }
}
#endif
