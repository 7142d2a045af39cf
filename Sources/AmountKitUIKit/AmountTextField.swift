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
/// committed composition) gets no second `.editingChanged`. Assign any
/// `delegate`: it receives every delegate call (and may veto a change),
/// while the field keeps its amount behaviour; ``forwardingDelegate``
/// reads it back.
/// The keyboard type follows the configuration, with an accessory bar
/// (Done, and `±` where negatives are allowed) above keyboards without a
/// Return key; ``accessibilityValue`` reads the amount, made when an
/// assistive technology asks for it; undo goes through an
/// ``AmountUndoManager`` of the field's own, where UIKit's own text
/// registrations cannot reach; the font is the preferred body font and
/// follows Dynamic Type unless you set another.
///
/// The class is open: a subclass may override the drawing and layout
/// methods of `UITextField` (`textRect(forBounds:)`, ...). The amount
/// behaviour lives in the members it overrides itself (`delegate`,
/// `undoManager`, `text`, marked text, key commands, accessibility): an
/// override of one of those must call `super`.
@MainActor
open class AmountTextField: UITextField {
  private var behavior: AmountTextFieldBehavior?
  private let amountUndoManager = AmountUndoManager()
  /// An `accessibilityValue` the app set, read instead of the amount.
  private var appAccessibilityValue: String?

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
    font = UIFont.preferredFont(forTextStyle: .body)
    adjustsFontForContentSizeCategory = true
    addTarget(self, action: #selector(textChanged), for: .editingChanged)
    let behavior = AmountTextFieldBehavior(
      textField: self, configuration: configuration, value: value,
      setsAccessibilityValue: false)
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

  /// The value in integer minor units (cents for USD), or nil. Setting it
  /// sets ``value`` to that many minor units (nil clears the field).
  public var minorUnits: Int64? {
    get { behavior?.controller.editor.minorUnits }
    set { value = newValue.map { configuration.format.value(ofMinorUnits: $0) } }
  }

  /// At rest, why the value is outside the limits; nil while editing.
  public var invalidReason: AmountRejection? { behavior?.controller.editor.invalidReason }

  /// The field's own undo manager: it takes the field's steps only, so
  /// that UIKit's own text registrations (a refused paste, openradar
  /// 32508213) can never be undone over the amount.
  open override var undoManager: UndoManager? { amountUndoManager }

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

  /// The field's delegate. An assigned delegate receives every delegate
  /// call through the amount behaviour, which UIKit must reach: reading
  /// the property returns the behaviour, and ``forwardingDelegate`` the
  /// delegate you assigned.
  open override var delegate: (any UITextFieldDelegate)? {
    get { super.delegate }
    set {
      if let behavior, newValue !== behavior {
        behavior.forwardingDelegate = newValue
      } else {
        super.delegate = newValue
      }
    }
  }

  /// The delegate you assigned to ``delegate``, which receives every
  /// delegate call.
  public var forwardingDelegate: (any UITextFieldDelegate)? {
    get { behavior?.forwardingDelegate }
    set { behavior?.forwardingDelegate = newValue }
  }

  /// The text; the amount behaviour sets it (set ``value`` instead).
  open override var text: String? {
    didSet { updatePlaceholder() }
  }

  /// Applies an edit the field does not report as a text change: a step
  /// (``AmountKit/AmountEdit/stepUp``), the sign key. A step of a field
  /// that is not first responder shows the new value at rest and sends
  /// `.valueChanged` once.
  ///
  /// - Parameter edit: The edit.
  public func apply(_ edit: AmountEdit) {
    behavior?.apply(edit)
  }

  /// Whether an accessory bar goes above keyboards without a Return key: a
  /// Done key, and a `±` key when negatives are allowed. True by default;
  /// an `inputAccessoryView` of your own replaces it.
  public var showsAccessoryBar: Bool {
    get { behavior?.showsAccessoryBar ?? false }
    set { behavior?.showsAccessoryBar = newValue }
  }

  // MARK: Accessibility and hardware keys

  /// The field's traits, with `.adjustable` while it is not being edited:
  /// VoiceOver's swipe up and down step the amount then. While editing,
  /// those swipes move the insertion point (stephsharp/MaterialTextField#5),
  /// and a hardware keyboard's arrows step.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      let adjustable = onMainThread { behavior?.isAccessibilityAdjustable ?? false }
      return adjustable ? super.accessibilityTraits.union(.adjustable) : super.accessibilityTraits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// What VoiceOver and Switch Control read as the field's value: the
  /// amount's full name in the field's locale (`1,234.50 US dollars`,
  /// `-115.00 US dollars`; a plain number reads as its text), made when
  /// they ask for it, so that no keystroke makes one.
  ///
  /// Setting a string makes the field answer that string instead of the
  /// amount, until you set `nil`, which gives the amount back. An empty
  /// field answers an empty string.
  open override var accessibilityValue: String? {
    get {
      // UIKit reads it on the main thread; not main-actor isolated in every SDK.
      onMainThread { appAccessibilityValue ?? behavior?.controller.accessibilityValue }
    }
    set {
      let value = newValue
      onMainThread { appAccessibilityValue = value }
    }
  }

  /// VoiceOver's swipe up: one step up, applied before VoiceOver reads the
  /// value again.
  open override func accessibilityIncrement() {
    // UIKit calls it on the main thread; not main-actor isolated in every SDK.
    onMainThread { apply(.stepUp) }
  }

  /// VoiceOver's swipe down: one step down, applied at once.
  open override func accessibilityDecrement() {
    onMainThread { apply(.stepDown) }
  }

  /// The Up and Down arrows of a hardware keyboard step the amount, except
  /// while an input method composes: it moves through its candidates with
  /// them.
  open override var keyCommands: [UIKeyCommand]? {
    guard behavior?.handlesArrowKeys ?? false else { return super.keyCommands }
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
  open override var inputAccessoryView: UIView? {
    didSet { behavior?.inputAccessoryViewDidChange() }
  }

  /// Lets the controller know that an input method composes, so that even
  /// its first provisional character is not reformatted.
  open override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    behavior?.markedTextWillChange()
    super.setMarkedText(markedText, selectedRange: selectedRange)
  }

  /// Applies a committed composition as one edit.
  open override func unmarkText() {
    super.unmarkText()
    behavior?.textDidChange()
  }

  // MARK: The placeholder of the SwiftUI field

  /// A view shown in the text's place while the field shows no text: the
  /// SwiftUI field's title or prompt, as SwiftUI renders and localizes it.
  package var placeholderContent: UIView? {
    didSet {
      guard placeholderContent !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let placeholderContent {
        placeholderContent.isUserInteractionEnabled = false
        placeholderContent.isAccessibilityElement = false
        placeholderContent.accessibilityElementsHidden = true
        addSubview(placeholderContent)
      }
      setNeedsLayout()
      updatePlaceholder()
    }
  }

  /// Places the placeholder where UIKit draws one.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeholderContent?.frame = placeholderRect(forBounds: bounds)
  }

  @objc private func textChanged() { updatePlaceholder() }

  /// Shows the placeholder while the field shows no text.
  private func updatePlaceholder() {
    placeholderContent?.isHidden = !(text ?? "").isEmpty
  }
}
#endif
