import Foundation

/// A stand-in for an `NSWindow` holding text fields: its one shared field
/// editor ("a single NSTextView object that is shared among all the
/// controls in a window", Apple, `fieldEditor(_:for:)`), its undo manager
/// (the one `NSResponder.undoManager` finds for any view of the window),
/// its key view loop, and the main run loop its events run on.
///
/// A field becomes first responder as AppKit makes it: `selectText(_:)`
/// has its cell set the field editor up (the cell's own, else the
/// window's) through `select(withFrame:in:editor:delegate:start:length:)`,
/// with the field's text, the whole text selected (a selection change is
/// posted) and the field as delegate; a cell subclass's override of that
/// method runs after `super`, then a field subclass's
/// `becomeFirstResponder()` override, and a click's mouse-down is tracked
/// by the field editor after it (the caret goes to the click then).
/// Editing ends with the field editor's `textDidEndEditing(_:)` to its
/// delegate, when another field takes the focus, on Tab, and on Return;
/// the field handles the text movement: Return sends its action and
/// selects its text again (`selectText(_:)`: the cell sets the field
/// editor up again, the field stays first responder and is not asked to
/// become it), Tab selects the next key view.
@MainActor
public final class TestWindow {
  /// The window's shared field editor.
  public private(set) lazy var fieldEditor = TestFieldEditor(window: self)
  /// The window's undo manager.
  public let undoManager = TestUndoManager()
  /// The main run loop.
  public let runLoop = MainRunLoopModel()
  /// VoiceOver, when it runs.
  public let voiceOver = VoiceOverModel()
  /// The fields, in the key view loop's order.
  public private(set) var fields: [TestAppKitTextField] = []
  /// The field being edited.
  public private(set) weak var editedField: TestAppKitTextField?
  /// How many editing sessions began, to tell one from the next.
  private var sessions = 0
  /// Observers of `NSTextViewDidChangeSelectionNotification` (any text
  /// view's).
  public var selectionObservers: [@MainActor (TestFieldEditor) -> Void] = []

  /// An empty window.
  public init() {}

  func add(_ field: TestAppKitTextField) {
    fields.append(field)
  }

  /// The field editor `field` edits with: its cell's own, else the
  /// window's (`fieldEditor(_:for:)`).
  public func editor(for field: TestAppKitTextField) -> TestFieldEditor {
    field.ownFieldEditor ?? fieldEditor
  }

  func postSelectionChange(of editor: TestFieldEditor) {
    for observer in selectionObservers { observer(editor) }
  }

  // MARK: Focus

  /// `makeFirstResponder(_:)`: the edited field ends editing, then `field`
  /// begins.
  ///
  /// - Parameter field: The field, or nil to end editing.
  public func makeFirstResponder(_ field: TestAppKitTextField?) {
    if let current = editedField {
      guard current !== field else { return }
      endEditing(of: current)
    }
    guard let field else { return }
    beginEditing(of: field)
  }

  /// The user clicks into `field` at `offset`: it becomes first responder,
  /// then the field editor tracks the click and places the caret; the turn
  /// ends.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - offset: The UTF-16 offset of the click in the field's text.
  public func click(_ field: TestAppKitTextField, at offset: Int) {
    makeFirstResponder(field)
    editor(for: field).click(at: offset)
    runLoop.finishTurn()
  }

  /// The user tabs into `field` (the key view loop): it becomes first
  /// responder with its text selected; the turn ends.
  ///
  /// - Parameter field: The field.
  public func tab(into field: TestAppKitTextField) {
    makeFirstResponder(field)
    runLoop.finishTurn()
  }

  private func beginEditing(of field: TestAppKitTextField) {
    setUpEditor(for: field)
    field.didBecomeFirstResponder?()
  }

  /// `selectText(_:)`: the cell sets the field editor up for `field`
  /// (`select(withFrame:in:editor:delegate:start:length:)`), and a cell
  /// subclass's override runs after it.
  func setUpEditor(for field: TestAppKitTextField) {
    sessions += 1
    editedField = field
    field.beginSession()
    let editor = editor(for: field)
    editor.setUp(for: field)
    field.cellDidSetUpEditor?(editor)
  }

  /// The field editor ends the session of `field`; a field editor without
  /// a delegate (aborted) is taken away all the same.
  private func endEditing(of field: TestAppKitTextField, movement: String? = nil) {
    let session = sessions
    editor(for: field).endEditing(movement: movement)
    if sessions == session, editedField === field { finishEditing(of: field) }
  }

  /// The cell ends the editing of `field` (`endEditing(_:)`): the field
  /// editor is taken away.
  func finishEditing(of field: TestAppKitTextField) {
    guard editedField === field else { return }
    editor(for: field).tearDown()
    editedField = nil
  }

  /// A command that ends editing: Return (`insertNewline:`), Tab
  /// (`insertTab:`), Shift-Tab (`insertBacktab:`); the field handles the
  /// movement as its editing ends. The turn ends.
  func endEditing(movement: String) {
    guard let field = editedField else { return }
    endEditing(of: field, movement: movement)
    runLoop.finishTurn()
  }

  /// The key view after (or before) `field` becomes first responder.
  func selectKeyView(after field: TestAppKitTextField, backwards: Bool) {
    guard let index = fields.firstIndex(where: { $0 === field }) else { return }
    let step = backwards ? fields.count - 1 : 1
    makeFirstResponder(fields[(index + step) % fields.count])
  }

  // MARK: The Edit menu

  /// Edit > Undo (⌘Z): the first responder's undo manager, the field
  /// editor's (`NSResponder.undo:` up the responder chain), else the
  /// window's.
  public func undo() {
    (editedField.map { editor(for: $0).undoManager } ?? undoManager).undo()
    runLoop.finishTurn()
  }

  /// Edit > Redo (⇧⌘Z).
  public func redo() {
    (editedField.map { editor(for: $0).undoManager } ?? undoManager).redo()
    runLoop.finishTurn()
  }
}
