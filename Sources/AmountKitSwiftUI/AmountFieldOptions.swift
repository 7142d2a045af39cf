#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import AmountKit
import SwiftUI
import UIKit

/// What the field's own modifiers set, read from the environment by every
/// ``AmountField`` inside the modified view.
struct AmountFieldOptions {
  /// The app's action for Return (``SwiftUI/View/amountFieldOnSubmit(_:)``).
  var onSubmit: SubmitAction?
  /// The Return key's label (``SwiftUI/View/amountFieldSubmitLabel(_:)``).
  var returnKey = UIReturnKeyType.default
  /// The font (``SwiftUI/View/amountFieldFont(_:adjustsForContentSizeCategory:)``);
  /// nil for the preferred body font, following Dynamic Type.
  var font: FontChoice?
  /// Whether the bar with Done and `±` goes above the keyboard
  /// (``SwiftUI/View/amountFieldKeyboardBar(_:)``).
  var showsKeyboardBar = true
  /// The app's handler of refused edits (``SwiftUI/View/onAmountRejected(_:)``).
  var onReject: RejectionHandler?

  struct SubmitAction { let action: () -> Void }
  struct RejectionHandler { let action: (AmountRejection) -> Void }
  struct FontChoice {
    let font: UIFont
    let adjustsForContentSizeCategory: Bool
  }
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

extension View {
  /// Adds an action to run when the user presses Return in an
  /// ``AmountField`` inside this view; editing ends first. Return that an
  /// open expression takes as `=` submits nothing.
  ///
  /// It is SwiftUI's `onSubmit(of:_:)` for amount fields: SwiftUI keeps
  /// that action where a `UIViewRepresentable` cannot read it. Actions
  /// nest as `onSubmit`'s do: the inner one runs first, then the outer.
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

  /// Sets the label of the Return key of the ``AmountField``s inside
  /// this view: SwiftUI's `submitLabel(_:)` for amount fields, which a
  /// `UIViewRepresentable` cannot read.
  ///
  /// - Parameter returnKey: The key, `.next` or `.done` for instance.
  /// - Returns: A view whose amount fields show that Return key.
  public func amountFieldSubmitLabel(_ returnKey: UIReturnKeyType) -> some View {
    transformEnvironment(\.amountFieldOptions) { $0.returnKey = returnKey }
  }

  /// Sets the font of the ``AmountField``s inside this view; they use the
  /// preferred body font, following Dynamic Type, unless told otherwise.
  ///
  /// SwiftUI's `font(_:)` holds a SwiftUI `Font`, which iOS 16 cannot turn
  /// into the `UIFont` a UIKit field needs: give the `UIFont` here (a
  /// `UIFontMetrics`-scaled one to keep Dynamic Type).
  ///
  /// - Parameters:
  ///   - font: The font.
  ///   - adjustsForContentSizeCategory: Whether the field updates the font
  ///     when the content size category changes (UIKit's
  ///     `adjustsFontForContentSizeCategory`; the font must be a preferred
  ///     or a `UIFontMetrics`-scaled one).
  /// - Returns: A view whose amount fields use `font`.
  public func amountFieldFont(_ font: UIFont, adjustsForContentSizeCategory: Bool = true)
    -> some View
  {
    transformEnvironment(\.amountFieldOptions) {
      $0.font = .init(font: font, adjustsForContentSizeCategory: adjustsForContentSizeCategory)
    }
  }

  /// Shows or hides the bar above the keyboard of the ``AmountField``s
  /// inside this view: a Done key, and a `±` key where negatives are
  /// allowed. It is shown by default.
  ///
  /// SwiftUI's `toolbar` items placed on the keyboard
  /// (`ToolbarItemGroup(placement: .keyboard)`) do not reach a UIKit text
  /// field inside a `UIViewRepresentable`: this bar is the field's own.
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
#endif
