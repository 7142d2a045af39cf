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
/// - VoiceOver reads the amount's full name (`-115.00 US dollars`), made
///   when it asks for it (``accessibilityValue()``),
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
  /// An accessibility value the app set, read instead of the amount.
  private var appAccessibilityValue: String?

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
  /// The interface file stores the cell's class (`NSTextFieldCell`): it is
  /// decoded as an amount cell, with every setting it stores. A cell of
  /// another class (a subclass the file names) is kept, and the field
  /// edits through the window's field editor as a plain field with
  /// ``AmountTextFieldBehavior`` does.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    let unarchiver = coder as? NSKeyedUnarchiver
    let storedCellClass: AnyClass? = unarchiver?.class(forClassName: "NSTextFieldCell")
    unarchiver?.setClass(AmountTextFieldCell.self, forClassName: "NSTextFieldCell")
    defer { unarchiver?.setClass(storedCellClass, forClassName: "NSTextFieldCell") }
    super.init(coder: coder)
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
      textField: self, configuration: configuration, value: value,
      ownEditor: cell is AmountTextFieldCell, setsAccessibilityValue: false)
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
    let editor = AmountFieldEditor.fieldEditor()
    editor.behavior = behavior
    editor.field = self
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

  /// The cell set the field's own field editor up (AppKit begins editing
  /// the field, or selects its text again after Return): the behaviour
  /// attaches to it.
  func cellDidSetUp(_ fieldEditor: NSText) {
    guard let editor = fieldEditor as? AmountFieldEditor, editor === ownEditor else { return }
    behavior?.editingDidBegin(in: editor)
    updatePlaceholder()
    onEditingBegan?()
  }

  /// Editing ends: the field shows the value at rest. The behaviour ends
  /// its editing first, so that AppKit gives the field (and its delegate)
  /// the text at rest. Return ends editing and selects the field's text
  /// again (the field keeps the focus): the cell sets the field editor up
  /// again within `super`, and a new editing session begins.
  open override func textDidEndEditing(_ notification: Notification) {
    behavior?.editingWillEnd()
    super.textDidEndEditing(notification)
    updatePlaceholder()
    if currentEditor() == nil { onEditingEnded?() }
  }

  /// Editing is aborted (by code, or by AppKit when a setting of the cell
  /// changes while it is edited): AppKit discards the field editor's text
  /// and tells no delegate. The amount is kept: the field shows the value
  /// at rest, as when editing ends.
  open override func abortEditing() -> Bool {
    let aborted = super.abortEditing()
    behavior?.editingWasAborted()
    updatePlaceholder()
    if aborted { onEditingEnded?() }
    return aborted
  }

  /// Called when editing begins: the SwiftUI field's focus.
  package var onEditingBegan: (@MainActor () -> Void)?
  /// Called when editing ends.
  package var onEditingEnded: (@MainActor () -> Void)?

  // MARK: Accessibility

  /// What VoiceOver and Switch Control read as the field's value: the
  /// amount's full name in the field's locale (`1,234.50 US dollars`; a
  /// plain number reads as its text), made when they ask for it, so that
  /// no keystroke makes one.
  ///
  /// - Returns: The value ``setAccessibilityValue(_:)`` set, else the
  ///   amount's full name (an empty string for an empty field).
  open override func accessibilityValue() -> String? {
    appAccessibilityValue ?? behavior?.controller.accessibilityValue
  }

  /// Makes the field answer ``accessibilityValue()`` with a string of the
  /// app's own instead of the amount; `nil` (or a value that is not a
  /// string) gives the amount back.
  ///
  /// - Parameter accessibilityValue: The string, or `nil`.
  open override func setAccessibilityValue(_ accessibilityValue: Any?) {
    appAccessibilityValue = accessibilityValue as? String
  }

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
  /// It takes no clicks (its `hitTest(_:)` finds nothing): a click on it
  /// is the field's.
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

  /// Shows the placeholder while the field shows no text (an input
  /// method's marked text is text).
  func updatePlaceholder() {
    guard let placeholderContent else { return }
    let shown = (currentEditor() as? NSTextView)?.string ?? stringValue
    placeholderContent.isHidden = !shown.isEmpty
  }
}

/// The cell of an ``AmountTextField``: its field editor is the field's own
/// (`fieldEditor(for:)`, "an override point for NSCell subclasses designed
/// to work with its own custom field editor", NSCell.h), and it tells the
/// field when it has set that editor up: AppKit begins editing a field
/// through its cell (`select(withFrame:in:editor:delegate:start:length:)`
/// from `selectText(_:)`, `edit(withFrame:in:editor:delegate:event:)` from
/// a click), also when Return selects the text again without the field
/// becoming first responder anew.
@MainActor
final class AmountTextFieldCell: NSTextFieldCell {
  override func fieldEditor(for controlView: NSView) -> NSTextView? {
    (controlView as? AmountTextField)?.amountFieldEditor ?? super.fieldEditor(for: controlView)
  }

  override func select(
    withFrame rect: NSRect, in controlView: NSView, editor textObj: NSText, delegate: Any?,
    start selStart: Int, length selLength: Int
  ) {
    super.select(
      withFrame: rect, in: controlView, editor: textObj, delegate: delegate, start: selStart,
      length: selLength)
    (controlView as? AmountTextField)?.cellDidSetUp(textObj)
  }

  override func edit(
    withFrame rect: NSRect, in controlView: NSView, editor textObj: NSText, delegate: Any?,
    event: NSEvent?
  ) {
    super.edit(withFrame: rect, in: controlView, editor: textObj, delegate: delegate, event: event)
    (controlView as? AmountTextField)?.cellDidSetUp(textObj)
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
  /// The field this editor edits, whose placeholder follows its text.
  weak var field: AmountTextField?
  /// Whether a change request is being decided: the single-range request
  /// and the multi-range one it makes are one decision.
  private var decidingChange = false

  /// The text system's own answer first (the delegate, the start of the
  /// editing session, which may refuse), then the behaviour's: an edit
  /// AppKit refuses leaves the amount as it was.
  override func shouldChangeText(
    inRanges affectedRanges: [NSValue], replacementStrings: [String]?
  ) -> Bool {
    guard super.shouldChangeText(inRanges: affectedRanges, replacementStrings: replacementStrings)
    else { return false }
    guard let behavior, !decidingChange else { return true }
    decidingChange = true
    defer { decidingChange = false }
    return behavior.shouldChangeText(
      in: affectedRanges.map(\.rangeValue), replacementStrings: replacementStrings)
  }

  override func shouldChangeText(in affectedCharRange: NSRange, replacementString: String?)
    -> Bool
  {
    guard let behavior, !decidingChange else {
      return super.shouldChangeText(in: affectedCharRange, replacementString: replacementString)
    }
    decidingChange = true
    defer { decidingChange = false }
    guard super.shouldChangeText(in: affectedCharRange, replacementString: replacementString)
    else { return false }
    return behavior.shouldChangeText(
      in: [affectedCharRange], replacementStrings: replacementString.map { [$0] })
  }

  override func setMarkedText(_ string: Any, selectedRange: NSRange, replacementRange: NSRange) {
    behavior?.markedTextWillChange()
    super.setMarkedText(string, selectedRange: selectedRange, replacementRange: replacementRange)
    field?.updatePlaceholder()
  }

  override func unmarkText() {
    super.unmarkText()
    behavior?.editorTextDidChange()
    field?.updatePlaceholder()
  }

  override func didChangeText() {
    super.didChangeText()
    behavior?.editorTextDidChange()
    field?.updatePlaceholder()
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
