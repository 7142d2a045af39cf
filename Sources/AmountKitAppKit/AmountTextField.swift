#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AmountKit
import AppKit
import Foundation

/// A text field for amounts on the Mac: formats as the user types, keeps
/// the caret where the user edits, and holds an exact `Decimal` value.
///
/// ```swift
/// let field = AmountTextField(
///   configuration: AmountFieldConfiguration(
///     format: .currency(code: "USD", locale: Locale(identifier: "en_US"))))
/// field.onChange = { change in print(change.value as Any) }
/// field.value = 1234.5  // shows "$1,234.50"
/// ```
///
/// The field edits through a field editor of its own (its cell's
/// `fieldEditor(for:)`), never the window's shared one, so that nothing it
/// does reaches another field's editing, and so that it sees an input
/// method's composition from its first character, the keypad's decimal
/// key, and the commands of the keys:
/// - Return ends editing and sends the field's action, as in any text
///   field; while an arithmetic expression is open it is `=`. Tab and
///   Shift-Tab move to the next and previous field. Escape is the
///   window's (a dialog's Cancel button); the field offers no word
///   completion.
/// - Up and Down step the amount (except while an input method composes).
/// - The keypad's decimal key is the field's decimal key whatever the
///   keyboard layout types on it.
/// - Undo and Redo (⌘Z, ⇧⌘Z, the Edit menu) undo the field's own edits,
///   restoring text, selection and value; its undo manager holds nothing
///   else, and the field editor registers none of its typing.
/// - Cut, copy, paste, Services and text dropped on the field go through
///   the amount rules: a paste is read as one amount.
/// - VoiceOver reads the amount's full name (`-115.00 US dollars`),
///   increments and decrements it while it is not being edited, and
///   announces a refused key.
///
/// With ``AmountTextField/isContinuous`` the field sends its action after
/// every change of the value; otherwise when editing ends, as AppKit does.
/// Its delegate receives every `NSTextFieldDelegate` call, and
/// `controlTextDidChange(_:)` after every change of the text while editing.
///
/// Every decision is made by an ``AmountKit/AmountInputController``: the
/// field reports its events to it with what it shows, and carries out the
/// effects it returns (see ``AmountTextFieldBehavior``).
@MainActor
open class AmountTextField: NSTextField {
  /// The behaviour; made in every initializer.
  private var behavior: AmountTextFieldBehavior?
  /// The field's own field editor.
  private var ownEditor: AmountFieldEditor?

  /// The cell class of amount fields: one whose field editor is the
  /// field's own.
  open override class var cellClass: AnyClass? {
    get { AmountTextFieldCell.self }
    set {}
  }

  /// Creates an amount field.
  ///
  /// - Parameters:
  ///   - configuration: Format, entry mode and limits.
  ///   - value: The initial value, shown at rest.
  public init(configuration: AmountFieldConfiguration, value: Decimal? = nil) {
    super.init(frame: .zero)
    attach(configuration: configuration, value: value)
  }

  /// Creates an amount field for the current locale's currency, for code
  /// that calls `NSTextField(frame:)`; set ``configuration`` to change it.
  ///
  /// - Parameter frameRect: The field's frame.
  public override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    attach(configuration: AmountFieldConfiguration(format: .localCurrency()), value: nil)
  }

  /// Creates an amount field from an interface file (a text field whose
  /// class is `AmountTextField`), for the current locale's currency; set
  /// ``configuration`` to change it.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    // An interface file stores the cell's own class: the field takes an
    // amount cell with the same settings.
    if !(cell is AmountTextFieldCell), let stored = cell as? NSTextFieldCell {
      cell = AmountTextFieldCell.copying(stored)
    }
    attach(configuration: AmountFieldConfiguration(format: .localCurrency()), value: nil)
  }

  private func attach(configuration: AmountFieldConfiguration, value: Decimal?) {
    // The field's steps are its only undo actions: AppKit sets the field
    // editor up from the cell.
    cell?.allowsUndo = false
    isEditable = true
    isSelectable = true
    usesSingleLineMode = true
    cell?.isScrollable = true
    let behavior = AmountTextFieldBehavior(
      textField: self, configuration: configuration, value: value, ownEditor: true)
    behavior.onChange = { [weak self] change in
      self?.updatePlaceholder()
      self?.onChange?(change)
    }
    behavior.onReject = { [weak self] reason in self?.onReject?(reason) }
    self.behavior = behavior
  }

  /// The field editor of this field, made when first asked.
  var amountFieldEditor: AmountFieldEditor {
    if let ownEditor { return ownEditor }
    let editor = AmountFieldEditor()
    editor.isFieldEditor = true
    editor.behavior = behavior
    ownEditor = editor
    return editor
  }

  /// The exact value, or nil when the field is empty.
  ///
  /// Setting it formats the value at rest (rounded to the fraction digits),
  /// starts a new undo history and sends no action.
  public var value: Decimal? {
    get { behavior?.value }
    set {
      behavior?.value = newValue
      updatePlaceholder()
    }
  }

  /// The value in integer minor units (cents for USD), or nil. Setting it
  /// sets ``value`` to that many minor units (nil clears the field).
  public var minorUnits: Int64? {
    get { behavior?.controller.editor.minorUnits }
    set { value = newValue.map { configuration.format.value(ofMinorUnits: $0) } }
  }

  /// At rest, why the value is outside the limits; nil while editing.
  public var invalidReason: AmountRejection? { behavior?.controller.editor.invalidReason }

  /// Format, entry mode and limits. Changing them keeps the value.
  public var configuration: AmountFieldConfiguration {
    get { behavior?.configuration ?? AmountFieldConfiguration(format: .localCurrency()) }
    set {
      behavior?.configuration = newValue
      updatePlaceholder()
    }
  }

  /// Called after every change of the text or the value;
  /// ``AmountKit/AmountInputChange/isUserInitiated`` tells whether the user
  /// made it.
  public var onChange: (@MainActor (AmountInputChange) -> Void)?

  /// Called when an edit is refused: play the alert sound or show
  /// ``AmountKit/AmountRejection/message``.
  public var onReject: (@MainActor (AmountRejection) -> Void)?

  /// Applies an edit the field does not report as a text change: a step
  /// (``AmountKit/AmountEdit/stepUp``), the sign key. A step of a field
  /// that is not being edited shows the new value at rest and sends the
  /// field's action once.
  ///
  /// - Parameter edit: The edit.
  public func apply(_ edit: AmountEdit) {
    behavior?.apply(edit)
    updatePlaceholder()
  }

  // MARK: Editing

  /// Editing begins in the field's own field editor.
  open override func becomeFirstResponder() -> Bool {
    guard super.becomeFirstResponder() else { return false }
    if let editor = currentEditor() as? NSTextView { behavior?.editingDidBegin(in: editor) }
    onEditingBegan?()
    return true
  }

  /// Editing ends: the field shows the value at rest. The behaviour ends
  /// its editing first, so that AppKit gives the field (and its delegate)
  /// the text at rest, and a field AppKit starts editing again (Return
  /// selects its text again) begins anew.
  open override func textDidEndEditing(_ notification: Notification) {
    behavior?.editingWillEnd()
    super.textDidEndEditing(notification)
    updatePlaceholder()
    onEditingEnded?()
  }

  /// Called when editing begins and ends: the SwiftUI field's focus.
  package var onEditingBegan: (@MainActor () -> Void)?
  /// Called when editing ends.
  package var onEditingEnded: (@MainActor () -> Void)?

  // MARK: Accessibility

  /// VoiceOver's increment: one step up, while the field is not being
  /// edited.
  open override func accessibilityPerformIncrement() -> Bool {
    guard behavior?.isAccessibilityAdjustable == true else { return false }
    apply(.stepUp)
    return true
  }

  /// VoiceOver's decrement: one step down, while the field is not being
  /// edited.
  open override func accessibilityPerformDecrement() -> Bool {
    guard behavior?.isAccessibilityAdjustable == true else { return false }
    apply(.stepDown)
    return true
  }

  /// Increment and decrement are offered while the field is not being
  /// edited; while it is, VoiceOver's keys move through the text.
  open override func isAccessibilitySelectorAllowed(_ selector: Selector) -> Bool {
    if selector == #selector(accessibilityPerformIncrement)
      || selector == #selector(accessibilityPerformDecrement)
    {
      return behavior?.isAccessibilityAdjustable == true
    }
    return super.isAccessibilitySelectorAllowed(selector)
  }

  // MARK: The placeholder of the SwiftUI field

  /// A view shown in the text's place while the field shows no text: the
  /// SwiftUI field's title or prompt, as SwiftUI renders and localizes it.
  package var placeholderContent: NSView? {
    didSet {
      guard placeholderContent !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let placeholderContent {
        placeholderContent.setAccessibilityElement(false)
        addSubview(placeholderContent, positioned: .below, relativeTo: nil)
      }
      needsLayout = true
      updatePlaceholder()
    }
  }

  /// Places the placeholder where the cell draws its text.
  open override func layout() {
    super.layout()
    if let placeholderContent, let cell {
      placeholderContent.frame = cell.titleRect(forBounds: bounds)
    }
  }

  /// Shows the placeholder while the field shows no text.
  func updatePlaceholder() {
    guard let placeholderContent else { return }
    let shown = (currentEditor() as? NSTextView)?.string ?? stringValue
    placeholderContent.isHidden = !shown.isEmpty
  }
}

/// The cell of an ``AmountTextField``: its field editor is the field's own
/// (`fieldEditor(for:)`, "an override point for NSCell subclasses designed
/// to work with its own custom field editor", NSCell.h).
@MainActor
final class AmountTextFieldCell: NSTextFieldCell {
  override func fieldEditor(for controlView: NSView) -> NSTextView? {
    (controlView as? AmountTextField)?.amountFieldEditor ?? super.fieldEditor(for: controlView)
  }

  /// The field editor draws no background, so that the SwiftUI field's
  /// placeholder shows through it while the field is empty.
  override func setUpFieldEditorAttributes(_ textObj: NSText) -> NSText {
    let editor = super.setUpFieldEditorAttributes(textObj)
    if (controlView as? AmountTextField)?.placeholderContent != nil {
      editor.drawsBackground = false
    }
    return editor
  }

  /// An amount cell with the settings of `stored` (a cell decoded from an
  /// interface file): archived and read back as this class.
  static func copying(_ stored: NSTextFieldCell) -> AmountTextFieldCell {
    guard
      let data = try? NSKeyedArchiver.archivedData(
        withRootObject: stored, requiringSecureCoding: false),
      let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data)
    else { return AmountTextFieldCell(textCell: stored.stringValue) }
    unarchiver.requiresSecureCoding = false
    unarchiver.setClass(AmountTextFieldCell.self, forClassName: "NSTextFieldCell")
    let cell = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? AmountTextFieldCell
    unarchiver.finishDecoding()
    return cell ?? AmountTextFieldCell(textCell: stored.stringValue)
  }
}

/// The field editor of one ``AmountTextField``. It tells the field's
/// behaviour what AppKit's text system does before it does it: a change
/// request (`shouldChangeText(inRanges:replacementStrings:)`, which typing,
/// deleting, pasting, cutting, Services and dropped text all go through),
/// the start of a composition (`setMarkedText`), its end (`unmarkText`), the
/// keypad's decimal key (`keyDown`), the commands of the keys
/// (`doCommand(by:)`), selection changes, and the undo manager the Edit
/// menu's Undo uses (`undoManager`).
@MainActor
final class AmountFieldEditor: NSTextView {
  weak var behavior: AmountTextFieldBehavior?

  override func shouldChangeText(
    inRanges affectedRanges: [NSValue], replacementStrings: [String]?
  ) -> Bool {
    guard let behavior else {
      return super.shouldChangeText(
        inRanges: affectedRanges, replacementStrings: replacementStrings)
    }
    let applies = behavior.shouldChangeText(
      in: affectedRanges.map(\.rangeValue), replacementStrings: replacementStrings)
    // An input method's change: the text system applies it, as it asks
    // the field (single-line mode) first.
    return applies
      && super.shouldChangeText(inRanges: affectedRanges, replacementStrings: replacementStrings)
  }

  override func setMarkedText(_ string: Any, selectedRange: NSRange, replacementRange: NSRange) {
    behavior?.markedTextWillChange()
    super.setMarkedText(string, selectedRange: selectedRange, replacementRange: replacementRange)
  }

  override func unmarkText() {
    super.unmarkText()
    behavior?.editorTextDidChange()
  }

  override func didChangeText() {
    super.didChangeText()
    behavior?.editorTextDidChange()
  }

  override func setSelectedRanges(
    _ ranges: [NSValue], affinity: NSSelectionAffinity, stillSelecting: Bool
  ) {
    super.setSelectedRanges(ranges, affinity: affinity, stillSelecting: stillSelecting)
    if !stillSelecting { behavior?.selectionDidChange() }
  }

  override func keyDown(with event: NSEvent) {
    if AmountTextFieldBehavior.isKeypadDecimalKey(event), !hasMarkedText(),
      behavior?.keypadDecimalKey() == true
    {
      return
    }
    super.keyDown(with: event)
  }

  override func doCommand(by selector: Selector) {
    if behavior?.doCommand(by: selector) == true { return }
    super.doCommand(by: selector)
  }

  override var undoManager: UndoManager? {
    behavior?.undoManager ?? super.undoManager
  }

  /// An amount has no words to complete: Escape offers none.
  override func completions(
    forPartialWordRange charRange: NSRange, indexOfSelectedItem index: UnsafeMutablePointer<Int>
  ) -> [String]? {
    []
  }
}
#endif
