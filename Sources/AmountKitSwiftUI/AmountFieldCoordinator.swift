#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(watchOS)
import AmountKit
import SwiftUI

/// What the coordinators of both representables (UIKit's and AppKit's)
/// do alike: report SwiftUI's updates and the field's events to the
/// field's `AmountFieldBinding` and carry out its effects, in
/// their documented order. A coordinator adds only how its platform's
/// field shows a value and takes or gives up the focus.
@MainActor
protocol AmountFieldCoordinator: AnyObject {
  /// The bound value.
  var value: BoundAmount { get set }
  /// The focus state the field is bound to, if any.
  var focus: FocusLink? { get set }
  /// The binding's state.
  var sync: AmountFieldBinding { get set }
  /// The field's own modifiers, from the environment.
  var options: AmountFieldOptions { get set }
  /// The environment's font that was reported as one the field cannot
  /// show (reported once).
  var reportedFont: Font? { get set }

  /// Sets the field's value (formatted at rest; editing goes on).
  func showValue(_ value: Decimal?)
  /// Makes the field the one the user types in (true) or ends its editing.
  func setFirstResponder(_ becomes: Bool)
}

extension AmountFieldCoordinator {
  /// SwiftUI updates the view: the bound state is read, the effects
  /// carried out after `configure` has brought the field up to date with
  /// the environment, and writes asked for meanwhile go out after the
  /// update (a view update must not change state).
  func update(
    value: BoundAmount, environment: EnvironmentValues, isFirstResponder: Bool,
    configure: () -> Void
  ) {
    let options = environment.amountFieldOptions
    self.value = value
    focus = options.focus
    self.options = options
    // The update starts before the field is touched: events it sends from
    // here on are written after the update.
    let effects = sync.update(
      boundValue: value.wrappedValue, focus: options.focus?.selects(),
      isFirstResponder: isFirstResponder, isEnabled: environment.isEnabled)
    configure()
    carryOut(effects)
    if sync.endUpdate() {
      Task { @MainActor [weak self] in self?.publishPendingWrites() }
    }
  }

  /// The user changed the field's value.
  func valueDidChange(_ value: Decimal?) { carryOut(sync.valueDidChange(value)) }

  /// The field began editing.
  func editingDidBegin() { carryOut(sync.didBeginEditing(focus: focus?.selects())) }

  /// The field ended editing.
  func editingDidEnd() { carryOut(sync.didEndEditing(focus: focus?.selects())) }

  /// Return, when the amount behaviour leaves it to the app.
  func returnKey(keepsFocus: Bool) { carryOut(sync.returnKey(keepsFocus: keepsFocus)) }

  /// The writes that waited for the end of a view update.
  func publishPendingWrites() { carryOut(sync.publishPendingWrites()) }

  /// Carries out the effects, in their documented order.
  func carryOut(_ effects: AmountFieldBinding.Effects) {
    if let shown = effects.shownValue { showValue(shown) }
    if let firstResponder = effects.firstResponder { setFirstResponder(firstResponder) }
    if let bound = effects.boundValue { value.set(bound) }
    if let selects = effects.focus { focus?.write(selects) }
    if effects.submits { options.onSubmit?.action() }
  }

  /// The font: the field's own modifier, else the environment's text style
  /// (another font reported once as a runtime warning), else `fallback`.
  func font(environment: EnvironmentValues, fallback: PlatformFont) -> PlatformFont {
    if let chosen = options.font { return chosen.font }
    guard let swiftUI = environment.font else { return fallback }
    if let mapped = AmountFieldFont.platformFont(for: swiftUI) { return mapped }
    if reportedFont != swiftUI {
      reportedFont = swiftUI
      AmountFieldFont.reportUnsupported(swiftUI)
    }
    return fallback
  }
}
#endif
