import AmountKit
import Foundation

/// The delegate contract of AppKit's field editor (an `NSTextView`), as
/// far as an amount field uses it: `NSTextViewDelegate` and the
/// `NSTextDelegate` calls a text field receives. Every member has a
/// default, like the optional members of the protocols.
@MainActor
public protocol TestFieldEditorDelegate: AnyObject {
  /// `textView(_:shouldChangeTextInRanges:replacementStrings:)`.
  func textView(
    _ textView: TestFieldEditor, shouldChangeTextInRanges ranges: [NSRange],
    replacementStrings strings: [String]?
  ) -> Bool
  /// `textViewDidChangeSelection(_:)`.
  func textViewDidChangeSelection(_ textView: TestFieldEditor)
  /// `textDidChange(_:)`.
  func textDidChange(_ textView: TestFieldEditor)
  /// `textView(_:doCommandBy:)`: true when the delegate handled the command.
  func textView(_ textView: TestFieldEditor, doCommandBy selector: String) -> Bool
  /// `undoManager(for:)`: the undo manager the text view uses, or nil for
  /// the window's.
  func undoManager(for textView: TestFieldEditor) -> TestUndoManager?
  /// `textView(_:completions:forPartialWordRange:indexOfSelectedItem:)`:
  /// the completions offered, nil for the text view's own.
  func completions(for textView: TestFieldEditor) -> [String]?
  /// `textShouldBeginEditing(_:)`.
  func textShouldBeginEditing(_ textView: TestFieldEditor) -> Bool
  /// `textDidBeginEditing(_:)`.
  func textDidBeginEditing(_ textView: TestFieldEditor)
  /// `textDidEndEditing(_:)`.
  func textDidEndEditing(_ textView: TestFieldEditor)
}

extension TestFieldEditorDelegate {
  /// Allows the change.
  public func textView(
    _ textView: TestFieldEditor, shouldChangeTextInRanges ranges: [NSRange],
    replacementStrings strings: [String]?
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: TestFieldEditor) {}
  /// Does nothing.
  public func textDidChange(_ textView: TestFieldEditor) {}
  /// Leaves the command to the text view.
  public func textView(_ textView: TestFieldEditor, doCommandBy selector: String) -> Bool {
    false
  }
  /// The window's undo manager.
  public func undoManager(for textView: TestFieldEditor) -> TestUndoManager? { nil }
  /// The text view's own completions.
  public func completions(for textView: TestFieldEditor) -> [String]? { nil }
  /// Allows editing.
  public func textShouldBeginEditing(_ textView: TestFieldEditor) -> Bool { true }
  /// Does nothing.
  public func textDidBeginEditing(_ textView: TestFieldEditor) {}
  /// Does nothing.
  public func textDidEndEditing(_ textView: TestFieldEditor) {}
}

/// A keyboard layout, as far as the keypad's decimal key goes: the key
/// (`kVK_ANSI_KeypadDecimal`, key code 65) types the layout's character
/// for it.
public enum TestKeyboardLayout: Sendable {
  /// U.S.: the keypad's decimal key types `.`.
  case us
  /// German: the keypad's decimal key types `,` (the layout's decimal
  /// separator; `KP_Separator` in X11's terms, as the GTK field meets it).
  case german

  /// The character the keypad's decimal key types.
  public var keypadDecimal: String {
    switch self {
    case .us: return "."
    case .german: return ","
    }
  }
}

/// A stand-in for AppKit's field editor: the `NSTextView` that edits a
/// text field (the window's shared one, or a field's own), with what
/// AppKit's text system does around it, one documented behaviour at a
/// time:
/// - Every user change asks `shouldChangeText(inRanges:replacementStrings:)`
///   first ("Initiates a series of delegate messages ... to determine
///   whether modifications can be made") and is applied only when it
///   answers true; typing, deletion, paste, cut, Services and dropped text
///   all take this road. NSTextView's own answer asks the delegate
///   (`textView(_:shouldChangeTextInRanges:replacementStrings:)`) and, at
///   the first change of an editing session, `textShouldBeginEditing(_:)`,
///   which may refuse it; a subclass overriding the method answers around
///   `super`'s. The first change tells `textDidBeginEditing(_:)` (NSText:
///   "the first time the user makes a change"), so a field's delegate
///   hears of the session only then (InputFields' FocusCheckingTextField:
///   `controlTextDidBeginEditing` is sent "when users start typing").
/// - Key bindings are commands (`doCommand(by:)`): the delegate's
///   `textView(_:doCommandBy:)` is asked first; arrows move the caret
///   (`moveUp:` to the start, `moveDown:` to the end of a one-line
///   field), `insertNewline:`, `insertTab:` end editing, `complete:` (Escape,
///   `cancelOperation:`) offers completions unless the delegate returns
///   none ("Returning nil or a zero-length array suppresses completion",
///   NSTextView.h).
/// - Marked text: an input method's `setMarkedText` asks the delegate for
///   the change before the text is marked (``setMarkedText(_:)``), so a
///   delegate sees the first provisional character as a plain change; a
///   field editor subclass sees `setMarkedText` itself first. In which
///   order a change reports its selection and marks its text is not
///   documented: the model reports the selection of the replacement before
///   the text is marked, so that a field must not read the selection
///   reported during a change as the user's.
/// - Undo: with `allowsUndo`, each change the text view applies is
///   registered in its undo manager (`undoManager(for:)` of the delegate,
///   else the window's), consecutive typing coalesced into one action
///   ("coalescing of undo actions for user typing", NSTextView.h); undoing
///   it puts the text back over the recorded range without asking the
///   delegate, and raises `NSRangeException` when the range no longer
///   fits the text (`-[NSUndoTyping undoRedo:]` in twostraws/Sourceful#29).
/// - Selection changes are reported to the delegate
///   (`textViewDidChangeSelection(_:)`) and to every observer of
///   `NSTextViewDidChangeSelectionNotification` (``selectionObservers``),
///   also for selections set by code.
/// - Setting the field editor up for a field gives it the field's text,
///   selects it and makes the field its delegate; in which order is not
///   documented, and the model selects first, so that an observer of the
///   selection sees the field editor before it is the field's.
@MainActor
public final class TestFieldEditor {
  /// The delegate: the field being edited, or what stands in front of it.
  public weak var delegate: (any TestFieldEditorDelegate)?
  /// The text.
  public private(set) var text = ""
  /// The selection, in UTF-16 units.
  public private(set) var selection = 0..<0
  /// The marked text's range, while an input method composes.
  public private(set) var markedRange: Range<Int>?
  /// `allowsUndo`.
  public var allowsUndo = true
  /// `isFieldEditor`.
  public let isFieldEditor = true
  /// The window the field editor belongs to.
  public unowned let window: TestWindow

  // What a subclass of NSTextView (a field's own field editor) overrides;
  // each returns true when it handled the event itself.

  /// `shouldChangeText(inRanges:replacementStrings:)` of a subclass: its
  /// answer, given the ranges, the strings and `super`'s answer to call
  /// (which asks `textShouldBeginEditing(_:)` and the delegate); nil
  /// answers with `super`'s.
  public var shouldChangeTextOverride:
    (@MainActor ([NSRange], [String], _ textSystem: () -> Bool) -> Bool)?
  /// `setMarkedText(_:selectedRange:replacementRange:)` of a subclass,
  /// before `super`.
  public var willSetMarkedText: (@MainActor () -> Void)?
  /// `unmarkText()` of a subclass, after `super`.
  public var didUnmarkText: (@MainActor () -> Void)?
  /// `didChangeText()` of a subclass, after `super`.
  public var didChangeTextHook: (@MainActor () -> Void)?
  /// `setSelectedRanges(_:affinity:stillSelecting:)` of a subclass, after
  /// `super`.
  public var didChangeSelectionHook: (@MainActor () -> Void)?
  /// `keyDown(with:)` of a subclass: true when it handled the key event.
  public var keyDownOverride: (@MainActor (TestKeyEvent) -> Bool)?
  /// `doCommand(by:)` of a subclass: true when it handled the command.
  public var doCommandOverride: (@MainActor (String) -> Bool)?
  /// `undoManager` of a subclass.
  public var undoManagerOverride: TestUndoManager?
  /// `completions(forPartialWordRange:indexOfSelectedItem:)` of a subclass.
  public var completionsOverride: (@MainActor () -> [String])?

  /// The key event being handled (`NSApp.currentEvent`), while a key is.
  public private(set) var currentEvent: TestKeyEvent?
  /// Whether the user has changed the text in this editing session.
  private var sessionBegan = false
  /// How editing ends (`NSTextMovement` in the end notification's user
  /// info): the command that ends it, nil when the focus moves elsewhere.
  public internal(set) var textMovement: String?
  /// The open typing undo action, which the next keystroke extends.
  private var coalescing: TypingUndo?
  /// Completions the text view offered (a popup the user would see).
  public private(set) var completionsOffered = 0
  /// `NSRangeException`s raised by undoing the text view's own typing
  /// registrations over a text they no longer fit: each would crash an app.
  public private(set) var rangeExceptions = 0

  /// A field editor of `window`.
  ///
  /// - Parameter window: The window.
  public init(window: TestWindow) {
    self.window = window
  }

  /// The UTF-16 length of the text.
  public var length: Int { text.utf16.count }

  /// The undo manager the text view uses: a subclass's, else its
  /// delegate's `undoManager(for:)`, else the window's.
  public var undoManager: TestUndoManager {
    undoManagerOverride ?? delegate?.undoManager(for: self) ?? window.undoManager
  }

  /// Whether an input method composes.
  public var hasMarkedText: Bool { markedRange != nil }

  /// What the field editor shows, as a host reports it.
  public var state: AmountHostState {
    AmountHostState(text: text, selection: selection, markedRange: markedRange)
  }

  /// The text with the caret drawn as `|` or the selection as `[...]`.
  public var drawn: String { Drawn.draw(text, selection: selection) }

  // MARK: What AppKit does when a field starts editing

  /// The field's cell sets the field editor up for `field`: its text, the
  /// field as delegate, the whole text selected (`selectText(_:)`).
  func setUp(for field: TestAppKitTextField) {
    coalescing = nil
    sessionBegan = false
    markedRange = nil
    textMovement = nil
    text = field.stringValue
    allowsUndo = field.allowsUndo
    setSelection(0..<length)
    delegate = field
  }

  /// The field editor is taken away from its field.
  func tearDown() {
    coalescing = nil
    markedRange = nil
    delegate = nil
  }

  /// Ends the editing session (`textDidEndEditing(_:)` to the delegate),
  /// with `movement` as its text movement.
  func endEditing(movement: String?) {
    textMovement = movement
    delegate?.textDidEndEditing(self)
  }

  // MARK: What code does

  /// `string = ...`: no delegate call, no undo registration; the caret goes
  /// to the end (reported as a selection change).
  ///
  /// - Parameter newText: The text.
  public func setString(_ newText: String) {
    text = newText
    markedRange = nil
    coalescing = nil
    setSelection(length..<length)
  }

  /// `setSelectedRange(_:)`, reported as a selection change.
  ///
  /// - Parameter range: The UTF-16 range.
  public func setSelection(_ range: Range<Int>) {
    let lower = min(max(range.lowerBound, 0), length)
    let upper = min(max(range.upperBound, lower), length)
    selection = lower..<upper
    if coalescing?.end != lower { coalescing = nil }
    reportSelection()
  }

  /// Tells a subclass, the delegate and the notification's observers that
  /// the selection changed.
  private func reportSelection() {
    didChangeSelectionHook?()
    delegate?.textViewDidChangeSelection(self)
    window.postSelectionChange(of: self)
  }

  /// Code changing the whole text as an edit: `shouldChangeText(inRanges:replacementStrings:)`,
  /// the change, `didChangeText()` (Apple, "Text Editing": code that
  /// changes text must call them around the change to keep the delegate
  /// and the undo system informed). The first change of a session begins
  /// it, as typing does.
  ///
  /// - Parameter newText: The text.
  /// - Returns: Whether the change was allowed and applied.
  @discardableResult
  public func replaceAsEdit(with newText: String) -> Bool {
    userChange(NSRange(location: 0, length: length), with: newText)
  }

  /// `didChangeText()`, called by code after changing the text.
  public func didChangeText() {
    delegate?.textDidChange(self)
    didChangeTextHook?()
  }

  // MARK: What the user does

  /// Asks for a change and applies it when allowed (`insertText`,
  /// `deleteBackward:`, `paste:`). Returns whether it was applied.
  @discardableResult
  func userChange(_ range: NSRange, with string: String, marking: Bool = false) -> Bool {
    let textSystem = { [unowned self] in textSystemAllowsChange(range, with: string) }
    let allowed = shouldChangeTextOverride?([range], [string], textSystem) ?? textSystem()
    guard allowed else { return false }
    // The delegate may have changed the text meanwhile (its answer is for
    // the text it saw): the change applies where it still fits.
    guard range.location + range.length <= length else { return false }
    if !sessionBegan {
      sessionBegan = true
      delegate?.textDidBeginEditing(self)
    }
    let utf16 = Array(text.utf16)
    let replaced = String(
      decoding: utf16[range.location..<range.location + range.length], as: UTF16.self)
    text =
      String(decoding: utf16[..<range.location], as: UTF16.self) + string
      + String(decoding: utf16[(range.location + range.length)...], as: UTF16.self)
    let inserted = string.utf16.count
    if !marking { markedRange = nil }
    if allowsUndo { registerTyping(at: range.location, replaced: replaced, inserted: inserted) }
    selection = (range.location + inserted)..<(range.location + inserted)
    reportSelection()
    if marking { markedRange = range.location..<range.location + inserted }
    didChangeText()
    return true
  }

  /// NSTextView's own answer to a change request: the first change of a
  /// session asks `textShouldBeginEditing(_:)`, then the delegate is asked.
  private func textSystemAllowsChange(_ range: NSRange, with string: String) -> Bool {
    if !sessionBegan {
      guard delegate?.textShouldBeginEditing(self) ?? true else { return false }
    }
    return delegate?.textView(self, shouldChangeTextInRanges: [range], replacementStrings: [string])
      ?? true
  }

  /// A key typed (`insertText(_:)` over the selection), as the key event
  /// `event`.
  ///
  /// - Parameter key: The character.
  public func type(_ keys: String) {
    for key in keys {
      handleKey(TestKeyEvent(characters: String(key))) {
        userChange(Self.nsRange(selection), with: String(key))
      }
    }
  }

  /// The keypad's decimal key under `layout`: key code 65 with the
  /// numeric-pad flag, typing the layout's character for it.
  ///
  /// - Parameter layout: The keyboard layout.
  public func typeKeypadDecimal(layout: TestKeyboardLayout) {
    let event = TestKeyEvent(characters: layout.keypadDecimal, keyCode: 65, numericPad: true)
    handleKey(event) { userChange(Self.nsRange(selection), with: layout.keypadDecimal) }
  }

  /// Runs `body` as the handling of `event`: a subclass's `keyDown` may
  /// take it first; `NSApp.currentEvent` is the event meanwhile.
  private func handleKey(_ event: TestKeyEvent, _ body: () -> Void) {
    currentEvent = event
    defer { currentEvent = nil }
    if let keyDownOverride, keyDownOverride(event) { return }
    body()
  }

  /// Backspace (`deleteBackward:`): the selection, or the character before
  /// the caret.
  public func backspace() {
    if !selection.isEmpty {
      userChange(Self.nsRange(selection), with: "")
      return
    }
    guard selection.lowerBound > 0 else { return }
    let length = characterLength(in: text, endingAt: selection.lowerBound)
    userChange(NSRange(location: selection.lowerBound - length, length: length), with: "")
  }

  /// Paste (`paste:`, Services, text dropped on the selection): the whole
  /// string over the selection.
  ///
  /// - Parameter string: The pasted text.
  public func paste(_ string: String) {
    userChange(Self.nsRange(selection), with: string)
  }

  /// Text dropped at `offset` (dragged from elsewhere): inserted there in
  /// one change.
  ///
  /// - Parameters:
  ///   - string: The dropped text.
  ///   - offset: The UTF-16 offset of the drop.
  public func drop(_ string: String, at offset: Int) {
    userChange(NSRange(location: offset, length: 0), with: string)
  }

  /// A click placing the caret (after the field became first responder:
  /// the mouse-down is tracked by the field editor once it is in place).
  ///
  /// - Parameter offset: The UTF-16 offset clicked.
  public func click(at offset: Int) {
    setSelection(offset..<offset)
  }

  /// An input method's `setMarkedText`: a field editor subclass hears of it
  /// first; the delegate is asked for the change before the text is
  /// marked.
  ///
  /// - Parameter string: The marked text.
  public func setMarkedText(_ string: String) {
    willSetMarkedText?()
    let range = markedRange ?? selection
    userChange(Self.nsRange(range), with: string, marking: true)
  }

  /// The input method commits its composition as it stands (`unmarkText`):
  /// the text stays, the mark goes.
  public func unmarkText() {
    markedRange = nil
    didUnmarkText?()
    delegate?.textDidChange(self)
  }

  /// A command of the key bindings (`doCommand(by:)`): a subclass, then
  /// the delegate, may take it; else the text view performs it.
  ///
  /// - Parameter selector: The command, as its selector's name
  ///   (`moveUp:`, `insertNewline:`, ...).
  public func doCommand(_ selector: String) {
    if let doCommandOverride, doCommandOverride(selector) { return }
    if delegate?.textView(self, doCommandBy: selector) == true { return }
    switch selector {
    case "moveUp:", "moveToBeginningOfLine:": setSelection(0..<0)
    case "moveDown:", "moveToEndOfLine:": setSelection(length..<length)
    case "moveLeft:":
      let caret = selection.isEmpty ? max(0, selection.lowerBound - 1) : selection.lowerBound
      setSelection(caret..<caret)
    case "moveRight:":
      let caret = selection.isEmpty ? min(length, selection.upperBound + 1) : selection.upperBound
      setSelection(caret..<caret)
    case "selectAll:": setSelection(0..<length)
    case "complete:", "cancelOperation:":
      let offered =
        completionsOverride?() ?? delegate?.completions(for: self) ?? ["1", "10", "100"]
      if !offered.isEmpty { completionsOffered += 1 }
    case "insertNewline:", "insertTab:", "insertBacktab:":
      window.endEditing(movement: selector)
    default:
      break
    }
  }

  // MARK: Undo

  /// Registers (or extends) the typing undo action for a change the text
  /// view applied.
  private func registerTyping(at location: Int, replaced: String, inserted: Int) {
    if let open = coalescing, open.end == location, replaced.isEmpty {
      open.insertedLength += inserted
      open.end += inserted
      return
    }
    let action = TypingUndo(location: location, replaced: replaced, insertedLength: inserted)
    coalescing = action
    undoManager.registerUndo(target: self) { [unowned self] in
      undoTyping(action)
    }
  }

  /// Undoes a typing action: the recorded range gets its old text back,
  /// without asking the delegate.
  private func undoTyping(_ action: TypingUndo) {
    coalescing = nil
    guard action.location + action.insertedLength <= length else {
      rangeExceptions += 1
      return
    }
    let utf16 = Array(text.utf16)
    text =
      String(decoding: utf16[..<action.location], as: UTF16.self) + action.replaced
      + String(decoding: utf16[(action.location + action.insertedLength)...], as: UTF16.self)
    let caret = action.location + action.replaced.utf16.count
    selection = caret..<caret
    didChangeText()
  }

  /// The `NSRange` of a UTF-16 range.
  private static func nsRange(_ range: Range<Int>) -> NSRange {
    NSRange(location: range.lowerBound, length: range.count)
  }

  /// A typing undo action: where the typing started, the text it
  /// replaced and how much it inserted.
  private final class TypingUndo {
    let location: Int
    let replaced: String
    var insertedLength: Int
    var end: Int

    init(location: Int, replaced: String, insertedLength: Int) {
      self.location = location
      self.replaced = replaced
      self.insertedLength = insertedLength
      self.end = location + insertedLength
    }
  }
}

/// A key event (`NSEvent`), as far as the field editor reads it.
public struct TestKeyEvent: Sendable {
  /// The characters the key types under the current layout.
  public var characters: String
  /// The virtual key code (65 is the keypad's decimal key).
  public var keyCode: UInt16 = 0
  /// Whether the key is on the numeric pad (`.numericPad`).
  public var numericPad = false

  /// A key event.
  ///
  /// - Parameters:
  ///   - characters: The characters typed.
  ///   - keyCode: The virtual key code.
  ///   - numericPad: Whether the key is on the numeric pad.
  public init(characters: String, keyCode: UInt16 = 0, numericPad: Bool = false) {
    self.characters = characters
    self.keyCode = keyCode
    self.numericPad = numericPad
  }
}
