import AmountKit
import Foundation

/// The delegate contract of `UITextField`, as far as an amount field uses it.
/// Every member has a default, like the optional members of
/// `UITextFieldDelegate`.
@MainActor
protocol TestTextFieldDelegate: AnyObject {
  func textFieldDidBeginEditing(_ textField: TestTextField)
  func textFieldDidEndEditing(_ textField: TestTextField)
  func textField(
    _ textField: TestTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  func textFieldDidChangeSelection(_ textField: TestTextField)
  func textFieldShouldReturn(_ textField: TestTextField) -> Bool
}

extension TestTextFieldDelegate {
  func textFieldDidBeginEditing(_ textField: TestTextField) {}
  func textFieldDidEndEditing(_ textField: TestTextField) {}
  func textField(
    _ textField: TestTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  func textFieldDidChangeSelection(_ textField: TestTextField) {}
  func textFieldShouldReturn(_ textField: TestTextField) -> Bool { true }
}

/// The control events an amount field sends.
enum TestControlEvent: Hashable {
  case editingDidBegin
  case editingChanged
  case valueChanged
  case editingDidEnd
}

/// `UndoManager`'s contract: an action registered while undoing goes on
/// the redo stack, one registered while redoing on the undo stack, any
/// other clears the redo stack.
@MainActor
final class TestUndoManager {
  private var undoActions: [@MainActor () -> Void] = []
  private var redoActions: [@MainActor () -> Void] = []
  private var isUndoing = false
  private var isRedoing = false

  var undoCount: Int { undoActions.count }
  var redoCount: Int { redoActions.count }

  func registerUndo(_ action: @escaping @MainActor () -> Void) {
    if isUndoing {
      redoActions.append(action)
    } else {
      undoActions.append(action)
      if !isRedoing { redoActions.removeAll() }
    }
  }

  func undo() {
    guard let action = undoActions.popLast() else { return }
    isUndoing = true
    action()
    isUndoing = false
  }

  func redo() {
    guard let action = redoActions.popLast() else { return }
    isRedoing = true
    action()
    isRedoing = false
  }

  func removeAllActions() {
    undoActions.removeAll()
    redoActions.removeAll()
  }
}

/// A stand-in for `UITextField` that keeps its delegate contract:
/// - every user change is offered to
///   `textField(_:shouldChangeCharactersIn:replacementString:)` with an
///   `NSRange` in UTF-16 units and applied only when it returns true;
/// - backspace asks for the whole character before the caret (two units
///   for a surrogate pair), forward delete for the one after it;
/// - marked text is offered for its range and, when accepted, stays
///   marked until `unmarkText()`;
/// - setting the text from code puts the caret at the end and setting the
///   selection moves it, each reported to `textFieldDidChangeSelection(_:)`
///   as UIKit does, so the echoes of the host's own writes are exercised;
/// - `editingChanged` is sent after a change the delegate allowed.
@MainActor
final class TestTextField {
  weak var delegate: (any TestTextFieldDelegate)?
  private(set) var text = ""
  /// The selection; nil when the field is not first responder.
  private(set) var selection: Range<Int>?
  private(set) var markedRange: Range<Int>?
  private(set) var isFirstResponder = false
  private(set) var events: [TestControlEvent] = []
  let undoManager = TestUndoManager()
  /// Targets of control events (`addTarget(_:action:for:)`).
  var actions: [TestControlEvent: [@MainActor () -> Void]] = [:]
  /// What a subclass overriding `setMarkedText(_:selectedRange:)` does
  /// before calling super.
  var willSetMarkedText: (@MainActor () -> Void)?
  var accessibilityValue: String?
  var keyboard: AmountKeyboard?

  var length: Int { text.utf16.count }

  /// The field's text with the caret drawn as `|` or the selection as `[...]`.
  var drawn: String { Drawn.draw(text, selection: selection ?? length..<length) }

  // MARK: Control

  func sendActions(for event: TestControlEvent) {
    events.append(event)
    for action in actions[event] ?? [] { action() }
  }

  func clearEvents() { events.removeAll() }

  // MARK: Focus

  func becomeFirstResponder() {
    guard !isFirstResponder else { return }
    isFirstResponder = true
    selection = length..<length
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
  }

  func resignFirstResponder() {
    guard isFirstResponder else { return }
    if markedRange != nil { unmarkText() }
    isFirstResponder = false
    selection = nil
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
  }

  // MARK: What the user does

  /// Offers a change to the delegate and applies it when allowed.
  @discardableResult
  func userReplace(_ range: NSRange, with string: String, marking: Bool = false) -> Bool {
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
    else { return false }
    let lower = min(max(range.location, 0), length)
    let upper = min(max(range.location + range.length, lower), length)
    let utf16 = Array(text.utf16)
    let inserted = Array(string.utf16)
    text = String(decoding: utf16[..<lower] + inserted + utf16[upper...], as: UTF16.self)
    let caret = lower + inserted.count
    selection = caret..<caret
    if marking { markedRange = inserted.isEmpty ? nil : lower..<caret }
    sendActions(for: .editingChanged)
    return true
  }

  private var selectionNSRange: NSRange {
    let selection = self.selection ?? length..<length
    return NSRange(location: selection.lowerBound, length: selection.count)
  }

  /// Keystrokes, one delegate call per character.
  func type(_ keys: String) {
    for key in keys { userReplace(selectionNSRange, with: String(key)) }
  }

  /// Backspace: the character before the caret, or the selection.
  func backspace() {
    guard let selection else { return }
    if !selection.isEmpty {
      userReplace(selectionNSRange, with: "")
      return
    }
    guard selection.lowerBound > 0 else { return }
    let before = characterLength(endingAt: selection.lowerBound)
    userReplace(
      NSRange(location: selection.lowerBound - before, length: before), with: "")
  }

  /// Forward delete: the character after the caret, or the selection.
  func forwardDelete() {
    guard let selection else { return }
    if !selection.isEmpty {
      userReplace(selectionNSRange, with: "")
      return
    }
    guard selection.lowerBound < length else { return }
    let after = characterLength(startingAt: selection.lowerBound)
    userReplace(NSRange(location: selection.lowerBound, length: after), with: "")
  }

  /// Paste (and dictation): the whole string over the selection.
  func paste(_ string: String) { userReplace(selectionNSRange, with: string) }

  /// A tap or drag placing the caret or a selection.
  func select(_ range: Range<Int>) {
    selection = range
    delegate?.textFieldDidChangeSelection(self)
  }

  /// `setMarkedText(_:selectedRange:)`: the input method composes.
  func setMarkedText(_ string: String) {
    willSetMarkedText?()
    let range = markedRange ?? selection ?? length..<length
    userReplace(
      NSRange(location: range.lowerBound, length: range.count), with: string, marking: true)
  }

  /// `unmarkText()`: the composition is committed as it stands; the text
  /// does not change, the selection is reported.
  func unmarkText() {
    markedRange = nil
    delegate?.textFieldDidChangeSelection(self)
  }

  // MARK: What code does

  /// `text = ...` then `selectedTextRange = ...`, each echoed to the
  /// delegate.
  func setText(_ newText: String, selection newSelection: Range<Int>) {
    if newText != text {
      text = newText
      markedRange = nil
      if isFirstResponder {
        selection = length..<length
        delegate?.textFieldDidChangeSelection(self)
      }
    }
    guard isFirstResponder, selection != newSelection else { return }
    selection = newSelection
    delegate?.textFieldDidChangeSelection(self)
  }

  /// What the field shows, as a host reports it to the controller.
  var state: AmountHostState {
    AmountHostState(text: text, selection: selection, markedRange: markedRange)
  }

  /// `text = ...` without the amount machinery knowing.
  func setTextBehindTheBack(_ newText: String) {
    text = newText
    if isFirstResponder { selection = length..<length }
  }

  // MARK: Characters

  private func characterLength(endingAt offset: Int) -> Int {
    var start = 0
    for character in text {
      let end = start + character.utf16.count
      if end >= offset { return offset - start }
      start = end
    }
    return 1
  }

  private func characterLength(startingAt offset: Int) -> Int {
    var start = 0
    for character in text {
      let end = start + character.utf16.count
      if end > offset { return end - offset }
      start = end
    }
    return 1
  }
}

/// Drawing a caret as `|` and a selection as `[...]` into a text, and
/// reading them back.
enum Drawn {
  static func draw(_ text: String, selection: Range<Int>) -> String {
    let utf16 = Array(text.utf16)
    let lower = min(selection.lowerBound, utf16.count)
    let upper = min(selection.upperBound, utf16.count)
    func part(_ range: Range<Int>) -> String {
      String(decoding: utf16[range], as: UTF16.self)
    }
    if lower == upper { return part(0..<lower) + "|" + part(lower..<utf16.count) }
    return part(0..<lower) + "[" + part(lower..<upper) + "]" + part(upper..<utf16.count)
  }

  /// The keys a user types to bring an empty field to `text`: its digits
  /// (and, in decimal entry, the decimal point). The zero shown for an
  /// empty integer part (`$0.56`, `$0.`) is decoration, not a typed key.
  static func keys(typing text: String, decimal: Bool) -> String {
    var keys = String(text.filter { $0.isASCII && ($0.isNumber || ($0 == "." && decimal)) })
    if decimal && keys.hasPrefix("0.") { keys.removeFirst() }
    return keys
  }

  /// The text and the UTF-16 selection of a drawing.
  static func read(_ drawing: String) -> (text: String, selection: Range<Int>) {
    var text = ""
    var lower: Int?
    var upper: Int?
    for character in drawing {
      switch character {
      case "|":
        lower = text.utf16.count
        upper = lower
      case "[": lower = text.utf16.count
      case "]": upper = text.utf16.count
      default: text.append(character)
      }
    }
    let end = text.utf16.count
    let start = lower ?? end
    return (text, start..<max(start, upper ?? start))
  }
}
