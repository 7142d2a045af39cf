#if canImport(SwiftUI) && canImport(AppKit) && !canImport(UIKit)
import AmountKit
import AmountKitAppKit
import AppKit
import Foundation
import SwiftUI

/// The `NSViewRepresentable` behind ``AmountField`` on the Mac: it reports
/// SwiftUI's updates and the field's events to an
/// `AmountFieldBinding` and carries out its effects, as the
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
      coordinator.valueDidChange(field.value)
    }
    field.onEditingBegan = { [weak coordinator] in coordinator?.editingDidBegin() }
    field.onEditingEnded = { [weak coordinator] in coordinator?.editingDidEnd() }
    let host = PlaceholderHostingView(rootView: AnyView(EmptyView()))
    coordinator.placeholderHost = host
    field.placeholderContent = host
    return field
  }

  /// Brings the text field up to date with the environment and the bound
  /// state; writes requested meanwhile are published after the update.
  func updateNSView(_ field: AmountTextField, context: Context) {
    let environment = context.environment
    let coordinator = context.coordinator
    coordinator.update(
      value: value, environment: environment, isFirstResponder: field.currentEditor() != nil
    ) {
      let configuration = source.configuration(locale: environment.locale)
      if field.configuration != configuration { field.configuration = configuration }
      // A setting of the cell written while the field is edited aborts the
      // editing (NSControl's `alignment`: "Setting this property while the
      // cell is currently being edited aborts the edits"): each is written
      // only when it changes, and a field disabled while edited ends its
      // editing first, as leaving it does.
      if field.isEnabled != environment.isEnabled {
        if !environment.isEnabled, field.currentEditor() != nil {
          field.window?.makeFirstResponder(nil)
        }
        field.isEnabled = environment.isEnabled
      }
      let rightToLeft = environment.layoutDirection == .rightToLeft
      let alignment = NSTextAlignment(
        AmountFieldLayout.textAlignment(
          AmountTextAlignment(environment.multilineTextAlignment), rightToLeft: rightToLeft))
      if field.alignment != alignment { field.alignment = alignment }
      let direction: NSUserInterfaceLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
      if field.userInterfaceLayoutDirection != direction {
        field.userInterfaceLayoutDirection = direction
      }
      let font = coordinator.font(
        environment: environment, fallback: .systemFont(ofSize: NSFont.systemFontSize))
      if field.font != font { field.font = font }
      if let handler = coordinator.options.onReject {
        field.onReject = { reason in handler.action(reason) }
      } else {
        field.onReject = nil
      }
      coordinator.placeholderHost?.rootView = AmountFieldPlaceholder.root(
        text: placeholder, font: Font(font as CTFont),
        color: Color(nsColor: .placeholderTextColor), environment: environment)
    }
  }

  /// One line high whatever height is proposed, as wide as offered
  /// (`AmountFieldLayout.size(proposedWidth:proposedHeight:fittingSize:)`).
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
  /// `AmountFieldBinding` what they mean (``AmountFieldCoordinator``)
  /// and writes the bindings.
  @MainActor
  final class Coordinator: NSObject, AmountFieldCoordinator {
    var value: BoundAmount
    var focus: FocusLink?
    var sync = AmountFieldBinding(value: nil)
    var options = AmountFieldOptions()
    var reportedFont: Font?
    weak var field: AmountTextField?
    var placeholderHost: PlaceholderHostingView?

    init(value: BoundAmount) {
      self.value = value
    }

    /// Return (the field's action), when the amount behaviour leaves it to
    /// the app (no open expression): the app's submit action runs, and the
    /// field keeps the focus.
    @objc func returnKey(_ sender: Any?) { returnKey(keepsFocus: true) }

    func showValue(_ value: Decimal?) { field?.value = value }

    func setFirstResponder(_ becomes: Bool) {
      guard let field, let window = field.window else { return }
      if becomes {
        window.makeFirstResponder(field)
      } else if field.currentEditor() != nil {
        window.makeFirstResponder(nil)
      }
    }
  }
}

/// The SwiftUI view of the field's placeholder, drawn in the text's place:
/// it takes no clicks, so that a click on the placeholder is the field's
/// (it begins editing there).
final class PlaceholderHostingView: NSHostingView<AnyView> {
  override func hitTest(_ point: NSPoint) -> NSView? { nil }
}

#endif
