#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(watchOS)
import AmountKit
import SwiftUI

/// What the field's own modifiers set, read from the environment by every
/// ``AmountField`` inside the modified view.
struct AmountFieldOptions {
  /// The app's action for Return (``SwiftUI/View/amountFieldOnSubmit(_:)``).
  var onSubmit: SubmitAction?
  /// The Return key's label (``SwiftUI/View/amountFieldSubmitLabel(_:)``).
  var submitLabel = AmountFieldSubmitLabel.return
  /// The platform font (`amountFieldFont(_:)`); nil for the environment's
  /// `font`, else the preferred body font.
  var font: FontChoice?
  /// Whether the bar with Done and `±` goes above the keyboard
  /// (``SwiftUI/View/amountFieldKeyboardBar(_:)``).
  var showsKeyboardBar = true
  /// The app's handler of refused edits (``SwiftUI/View/onAmountRejected(_:)``).
  var onReject: RejectionHandler?
  /// The focus state the field is bound to
  /// (``SwiftUI/View/amountFieldFocused(_:equals:)``).
  var focus: FocusLink?

  struct SubmitAction { let action: () -> Void }
  struct RejectionHandler { let action: (AmountRejection) -> Void }
  struct FontChoice {
    let font: PlatformFont
    let adjustsForContentSizeCategory: Bool
  }
}

/// A focus state seen from one field: whether it selects the field, and
/// writing it.
struct FocusLink {
  let selects: () -> Bool
  let write: (Bool) -> Void
}

private struct AmountFieldOptionsKey: EnvironmentKey {
  // Computed: no shared storage, whatever the options hold.
  static var defaultValue: AmountFieldOptions { AmountFieldOptions() }
}

extension EnvironmentValues {
  var amountFieldOptions: AmountFieldOptions {
    get { self[AmountFieldOptionsKey.self] }
    set { self[AmountFieldOptionsKey.self] = newValue }
  }
}

/// The label of the Return key of an ``AmountField``'s keyboard: the
/// names of SwiftUI's `SubmitLabel`, which a view made of UIKit cannot
/// read from the environment.
///
/// A label reads like an enumeration and can grow without breaking code
/// that uses it.
public struct AmountFieldSubmitLabel: Sendable, Hashable {
  enum Representation: Sendable, Hashable {
    case `return`, done, go, send, join, route, search, next, `continue`
  }

  let base: Representation

  /// "return", the default.
  public static var `return`: AmountFieldSubmitLabel { .init(base: .return) }
  /// "done".
  public static var done: AmountFieldSubmitLabel { .init(base: .done) }
  /// "go".
  public static var go: AmountFieldSubmitLabel { .init(base: .go) }
  /// "send".
  public static var send: AmountFieldSubmitLabel { .init(base: .send) }
  /// "join".
  public static var join: AmountFieldSubmitLabel { .init(base: .join) }
  /// "route".
  public static var route: AmountFieldSubmitLabel { .init(base: .route) }
  /// "search".
  public static var search: AmountFieldSubmitLabel { .init(base: .search) }
  /// "next".
  public static var next: AmountFieldSubmitLabel { .init(base: .next) }
  /// "continue".
  public static var `continue`: AmountFieldSubmitLabel { .init(base: .continue) }
}

extension View {
  /// Binds the focus of the ``AmountField`` this modifier is applied to,
  /// wherever it stands in the field's chain of modifiers, to a Boolean
  /// `FocusState`, both ways: true makes the field the one the user types
  /// in, false takes the keyboard focus away, and the state becomes true
  /// when the user clicks or taps into the field and false when editing
  /// ends.
  ///
  /// SwiftUI's `focused(_:)` does not move the focus of a UIKit or AppKit
  /// text field inside a SwiftUI view; this modifier applies it (so that
  /// the state is bound to a view) and drives the field. Apply it to one
  /// field, not to a container of several.
  ///
  /// - Parameter condition: The focus state to bind.
  /// - Returns: The field, bound to `condition`.
  public func amountFieldFocused(_ condition: FocusState<Bool>.Binding) -> some View {
    let link = FocusLink(
      selects: { condition.wrappedValue },
      write: { condition.wrappedValue = $0 })
    return focused(condition).transformEnvironment(\.amountFieldOptions) { $0.focus = link }
  }

  /// Binds the focus of the ``AmountField`` this modifier is applied to,
  /// wherever it stands in the field's chain of modifiers, to a
  /// `FocusState` shared by several views, both ways: `value` makes the
  /// field the one the user types in, nil (or another view's value) takes
  /// the focus away, and the state becomes `value` when the user clicks or
  /// taps into the field and nil when editing ends (unless another view
  /// has taken the focus meanwhile).
  ///
  /// ```swift
  /// AmountField("Amount", value: $amount, currencyCode: "USD")
  ///   .disabled(isLocked)
  ///   .amountFieldFocused($focus, equals: .amount)
  /// ```
  ///
  /// SwiftUI's `focused(_:equals:)` does not move the focus of a UIKit or
  /// AppKit text field inside a SwiftUI view; this modifier applies it (so
  /// that the state is bound to a view) and drives the field. Apply it to
  /// one field, not to a container of several.
  ///
  /// - Parameters:
  ///   - binding: The focus state to bind.
  ///   - value: The state's value that stands for this field.
  /// - Returns: The field, bound to `binding`.
  public func amountFieldFocused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> some View {
    let link = FocusLink(
      selects: { binding.wrappedValue == value },
      write: { selects in
        if selects {
          binding.wrappedValue = value
        } else if binding.wrappedValue == value {
          binding.wrappedValue = nil
        }
      })
    return focused(binding, equals: value)
      .transformEnvironment(\.amountFieldOptions) { $0.focus = link }
  }

  /// Adds an action to run when the user presses Return in an
  /// ``AmountField`` inside this view; editing ends first. Return that an
  /// open expression takes as `=` submits nothing.
  ///
  /// It is SwiftUI's `onSubmit(of:_:)` for amount fields: SwiftUI keeps
  /// that action where a view made of UIKit or AppKit cannot read it.
  /// Actions nest as `onSubmit`'s do: the inner one runs first, then the
  /// outer. On the Mac, Return submits and the field keeps the focus, as
  /// SwiftUI's text fields do.
  ///
  /// ```swift
  /// Form { ... }
  ///   .amountFieldOnSubmit { focus = focus == .amount ? .tip : nil }
  /// ```
  ///
  /// - Parameter action: The action.
  /// - Returns: A view whose amount fields run `action` on Return.
  public func amountFieldOnSubmit(_ action: @escaping () -> Void) -> some View {
    transformEnvironment(\.amountFieldOptions) { options in
      let outer = options.onSubmit
      options.onSubmit = .init {
        action()
        outer?.action()
      }
    }
  }

  /// Sets the label of the Return key of the ``AmountField``s inside this
  /// view: SwiftUI's `submitLabel(_:)` for amount fields, which a view made
  /// of UIKit cannot read. The Mac's keyboards have no such label: there
  /// it changes nothing.
  ///
  /// - Parameter label: The key's label, `.next` or `.done` for instance.
  /// - Returns: A view whose amount fields show that Return key.
  public func amountFieldSubmitLabel(_ label: AmountFieldSubmitLabel) -> some View {
    transformEnvironment(\.amountFieldOptions) { $0.submitLabel = label }
  }

  /// Shows or hides the bar above the keyboard of the ``AmountField``s
  /// inside this view: a Done key, and a `±` key where negatives are
  /// allowed. It is shown by default. The Mac has no on-screen keyboard:
  /// there it changes nothing.
  ///
  /// SwiftUI's `toolbar` items placed on the keyboard
  /// (`ToolbarItemGroup(placement: .keyboard)`) do not reach a UIKit text
  /// field inside a SwiftUI view: this bar is the field's own.
  ///
  /// - Parameter visible: Whether the bar is shown.
  /// - Returns: A view whose amount fields show the bar or not.
  public func amountFieldKeyboardBar(_ visible: Bool) -> some View {
    transformEnvironment(\.amountFieldOptions) { $0.showsKeyboardBar = visible }
  }

  /// Adds an action to run when an ``AmountField`` inside this view
  /// refuses an edit: play a haptic, show
  /// ``AmountKit/AmountRejection/message``.
  ///
  /// ```swift
  /// AmountField("Amount", value: $amount, currencyCode: "USD")
  ///   .onAmountRejected { reason in message = reason.message }
  /// ```
  ///
  /// - Parameter action: The action, with the reason.
  /// - Returns: A view whose amount fields report refused edits.
  public func onAmountRejected(_ action: @escaping (AmountRejection) -> Void) -> some View {
    transformEnvironment(\.amountFieldOptions) { options in
      let outer = options.onReject
      options.onReject = .init { reason in
        action(reason)
        outer?.action(reason)
      }
    }
  }
}

#if canImport(UIKit)
import UIKit

/// The platform's font type.
typealias PlatformFont = UIFont

extension View {
  /// Sets the font of the ``AmountField``s inside this view to a UIKit
  /// font; a SwiftUI text style set with `font(_:)` (`.title`,
  /// `.body.monospacedDigit()`) needs none of this.
  ///
  /// - Parameters:
  ///   - font: The font: a `UIFontMetrics`-scaled one keeps Dynamic Type.
  ///   - adjustsForContentSizeCategory: Whether the field updates the font
  ///     when the content size category changes (UIKit's
  ///     `adjustsFontForContentSizeCategory`).
  /// - Returns: A view whose amount fields use `font`.
  public func amountFieldFont(_ font: UIFont, adjustsForContentSizeCategory: Bool = true)
    -> some View
  {
    transformEnvironment(\.amountFieldOptions) {
      $0.font = .init(font: font, adjustsForContentSizeCategory: adjustsForContentSizeCategory)
    }
  }
}

extension UIReturnKeyType {
  /// UIKit's key for an amount field's submit label.
  init(_ label: AmountFieldSubmitLabel) {
    switch label.base {
    case .return: self = .default
    case .done: self = .done
    case .go: self = .go
    case .send: self = .send
    case .join: self = .join
    case .route: self = .route
    case .search: self = .search
    case .next: self = .next
    case .continue: self = .continue
    }
  }
}
#elseif canImport(AppKit)
import AppKit

/// The platform's font type.
typealias PlatformFont = NSFont

extension View {
  /// Sets the font of the ``AmountField``s inside this view to an AppKit
  /// font; a SwiftUI text style set with `font(_:)` (`.title`,
  /// `.body.monospacedDigit()`) needs none of this.
  ///
  /// - Parameter font: The font.
  /// - Returns: A view whose amount fields use `font`.
  public func amountFieldFont(_ font: NSFont) -> some View {
    transformEnvironment(\.amountFieldOptions) {
      $0.font = .init(font: font, adjustsForContentSizeCategory: false)
    }
  }
}
#endif
#endif
