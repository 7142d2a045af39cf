#if canImport(UIKit) && !os(watchOS)
import AmountKit
import Foundation
@preconcurrency import UIKit

/// A text field for amounts: formats as the user types, keeps the caret
/// where the user edits, and holds an exact `Decimal` value.
///
/// ```swift
/// let field = AmountTextField(
///   configuration: .init(format: .currency(code: "USD", locale: Locale(identifier: "en_US"))))
/// field.addTarget(self, action: #selector(amountChanged(_:)), for: .valueChanged)
/// field.value = 1234.5  // shows "$1,234.50"
/// ```
///
/// The field sends `.editingChanged` after every change of its text made
/// while editing and `.valueChanged` after every change of its value made
/// by the user (typing, pasting, undo, end of editing); setting ``value``
/// sends neither. A change the field makes and announces itself (a
/// committed composition) gets no second `.editingChanged`. Assign any `delegate`: it receives every delegate call
/// (and may veto a change), while the field keeps its amount behaviour.
/// The keyboard type follows the configuration, `accessibilityValue` reads
/// the amount, and undo goes through the field's `undoManager`.
@MainActor
public final class AmountTextField: UITextField {
  private var behavior: AmountTextFieldBehavior?

  /// Creates an amount field.
  ///
  /// - Parameters:
  ///   - configuration: Format, entry mode and limits.
  ///   - value: The initial value, shown at rest.
  public init(configuration: AmountFieldConfiguration, value: Decimal? = nil) {
    super.init(frame: .zero)
    attach(configuration: configuration, value: value)
  }

  /// Creates an amount field for the current locale's currency, for use
  /// in code that calls `UITextField(frame:)`.
  ///
  /// - Parameter frame: The field's frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    attach(configuration: AmountFieldConfiguration(format: .localCurrency()), value: nil)
  }

  /// Creates an amount field from an interface file, for the current
  /// locale's currency; set ``configuration`` to change it.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    attach(configuration: AmountFieldConfiguration(format: .localCurrency()), value: nil)
  }

  private func attach(configuration: AmountFieldConfiguration, value: Decimal?) {
    let behavior = AmountTextFieldBehavior(
      textField: self, configuration: configuration, value: value)
    behavior.onChange = { [weak self] change in self?.onChange?(change) }
    behavior.onReject = { [weak self] reason in self?.onReject?(reason) }
    self.behavior = behavior
  }

  /// The exact value, or nil when the field is empty.
  ///
  /// Setting it formats the value at rest (rounded to the fraction digits),
  /// starts a new undo history and sends no control events.
  public var value: Decimal? {
    get { behavior?.value }
    set { behavior?.value = newValue }
  }

  /// The value in integer minor units (cents for USD), or nil.
  public var minorUnits: Int64? { behavior?.controller.editor.minorUnits }

  /// At rest, why the value is outside the limits; nil while editing.
  public var invalidReason: AmountRejection? { behavior?.controller.editor.invalidReason }

  /// Format, entry mode and limits. Changing them keeps the value and
  /// updates the keyboard type.
  public var configuration: AmountFieldConfiguration {
    get {
      behavior?.configuration ?? AmountFieldConfiguration(format: .localCurrency())
    }
    set { behavior?.configuration = newValue }
  }

  /// Called after every change of the text or the value;
  /// ``AmountKit/AmountInputChange/isUserInitiated`` tells whether the user
  /// made it.
  public var onChange: (@MainActor (AmountInputChange) -> Void)?

  /// Called when an edit is refused: play a haptic or show
  /// ``AmountKit/AmountRejection/message``.
  public var onReject: (@MainActor (AmountRejection) -> Void)?

  /// The field's delegate. Reading it returns the amount behaviour; an
  /// assigned delegate receives every delegate call through it.
  public override var delegate: (any UITextFieldDelegate)? {
    get { super.delegate }
    set {
      if let behavior, newValue !== behavior {
        behavior.forwardingDelegate = newValue
      } else {
        super.delegate = newValue
      }
    }
  }

  /// Applies an edit the field does not report as a text change: a step
  /// (``AmountKit/AmountEdit/stepUp``), the sign key.
  ///
  /// - Parameter edit: The edit.
  public func apply(_ edit: AmountEdit) {
    behavior?.apply(edit)
  }

  /// Whether a bar with a `±` key (and a Done key) goes above number pads
  /// when negatives are allowed; true by default, off when you give the
  /// field an `inputAccessoryView` of your own.
  public var showsSignKeyBar: Bool {
    get { behavior?.showsSignKeyBar ?? false }
    set { behavior?.showsSignKeyBar = newValue }
  }

  // MARK: Accessibility and hardware keys

  /// The field's traits, with `.adjustable`: VoiceOver's swipe up and down
  /// steps the amount.
  public override var accessibilityTraits: UIAccessibilityTraits {
    get { super.accessibilityTraits.union(.adjustable) }
    set { super.accessibilityTraits = newValue }
  }

  /// VoiceOver's swipe up: one step up.
  public override func accessibilityIncrement() {
    // Not main-actor isolated in every SDK: the step runs on the main actor.
    Task { @MainActor in self.apply(.stepUp) }
  }

  /// VoiceOver's swipe down: one step down.
  public override func accessibilityDecrement() {
    Task { @MainActor in self.apply(.stepDown) }
  }

  /// The Up and Down arrows of a hardware keyboard step the amount.
  public override var keyCommands: [UIKeyCommand]? {
    let up = UIKeyCommand(
      input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(stepUp))
    let down = UIKeyCommand(
      input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(stepDown))
    if #available(iOS 15.0, tvOS 15.0, *) {
      up.wantsPriorityOverSystemBehavior = true
      down.wantsPriorityOverSystemBehavior = true
    }
    return (super.keyCommands ?? []) + [up, down]
  }

  @objc private func stepUp() { apply(.stepUp) }

  @objc private func stepDown() { apply(.stepDown) }

  /// An input accessory of the app's own replaces the sign-key bar.
  public override var inputAccessoryView: UIView? {
    didSet { behavior?.inputAccessoryViewDidChange() }
  }

  /// Lets the controller know that an input method composes, so that even
  /// its first provisional character is not reformatted.
  public override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    behavior?.markedTextWillChange()
    super.setMarkedText(markedText, selectedRange: selectedRange)
  }

  /// Applies a committed composition as one edit.
  public override func unmarkText() {
    super.unmarkText()
    behavior?.textDidChange()
  }
}
#endif
