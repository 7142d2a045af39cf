import Foundation

/// A stand-in for an `NSWindow` holding text fields: its one shared field
/// editor ("a single NSTextView object that is shared among all the
/// controls in a window", Apple, `fieldEditor(_:for:)`), its undo manager
/// (the one `NSResponder.undoManager` finds for any view of the window),
/// its key view loop, and the main run loop its events run on.
///
/// A field becomes first responder as AppKit makes it: the field editor
/// it is given (the field's cell's own, else the window's) is set up with
/// the field's text, the field as delegate and the whole text selected
/// (`selectText(_:)`), which posts a selection change; then a subclass's
/// `becomeFirstResponder()` override runs, and a click's mouse-down is
/// tracked by the field editor after it (the caret goes to the click
/// then). Editing ends with the field editor's `textDidEndEditing(_:)` to
/// its delegate, when another field takes the focus, on Tab, and on Return
/// (which sends the field's action and selects its text again: the field
/// stays first responder).
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
    editedField = field
    field.beginSession()
    editor(for: field).setUp(for: field)
    field.didBecomeFirstResponder?()
  }

  private func endEditing(of field: TestAppKitTextField) {
    let editor = editor(for: field)
    editor.delegate?.textDidEndEditing(editor)
    editor.tearDown()
    editedField = nil
  }

  /// A command that ends editing: Return (`insertNewline:`) sends the
  /// field's action and selects its text again; Tab and Shift-Tab move to
  /// the next and previous field of the key view loop.
  func endEditing(movement: String) {
    guard let field = editedField else { return }
    switch movement {
    case "insertNewline:":
      endEditing(of: field)
      field.sendAction()
      beginEditing(of: field)
    default:
      guard let index = fields.firstIndex(where: { $0 === field }) else { return }
      let step = movement == "insertBacktab:" ? fields.count - 1 : 1
      makeFirstResponder(fields[(index + step) % fields.count])
    }
    runLoop.finishTurn()
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
