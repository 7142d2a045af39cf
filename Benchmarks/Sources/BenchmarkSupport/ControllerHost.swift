import AmountKit
import AmountKitTestSupport
import Foundation

/// A host of an ``AmountInputController`` driving it as a `UITextField`
/// adapter does: the host shows a text and a selection (the host models'
/// `TextFieldContent`, shared with the tests and the fuzzer), asks the
/// controller about every key with what it shows, and then shows the
/// effects' display.
///
/// The methods are inlinable, so that the host's part of a keystroke is
/// compiled into the benchmark, as an adapter's would be into the app.
public struct ControllerHost: Sendable {
  /// The controller.
  public var controller: AmountInputController
  /// What the host shows: the text and the selection, in UTF-16 units.
  public var shown: TextFieldContent

  /// A host showing what `controller` tells it to, focused.
  public init(_ controller: AmountInputController) {
    self.controller = controller
    shown = TextFieldContent(text: controller.text, selection: controller.selection)
  }

  /// The text the host shows.
  public var text: String { shown.text }

  /// A key typed over the selection, as UIKit asks for it:
  /// `shouldChangeCharacters(in: selection, replacementString: key)`.
  @inlinable
  public mutating func type(_ key: String) {
    replace(shown.selectedRange, with: key)
  }

  /// A change request, then the display the controller returns.
  @inlinable
  public mutating func replace(_ range: NSRange, with string: String) {
    let effects = controller.shouldChangeCharacters(
      in: range, replacementString: string, host: shown.state)
    if let display = effects.display {
      shown.text = display.text
      shown.selection = display.selection
    }
  }

  /// The range UIKit asks to replace with "" for backspace: the selection,
  /// or the character before the caret.
  public var backspaceRange: NSRange { shown.backspaceRange() }

  /// Backspace, as UIKit asks for it.
  public mutating func deleteBackward() {
    replace(backspaceRange, with: "")
  }

  /// The undo manager's action for `step`.
  public mutating func perform(_ step: AmountUndoStep) {
    if let display = controller.perform(step).display {
      shown.text = display.text
      shown.selection = display.selection
    }
  }

  /// The host's text and selection, and the controller's undo depth.
  public var state: String {
    "\(shown.text) \(shown.selection.map { "\($0)" } ?? "nil") undo \(controller.editor.undoDepth)"
  }
}

/// A field the user has focused, empty: what ``twelveDigitKeys(_:)`` types
/// into.
public func emptyHost(_ field: BenchmarkField, _ mode: AmountEntryMode) -> ControllerHost {
  var controller = AmountInputController(configuration: field.configuration(mode))
  _ = controller.beginEditing(host: AmountHostState(text: controller.text, selection: nil))
  return ControllerHost(controller)
}

/// The host of ``middleEditor(_:_:)``: the field shows the 12-digit amount,
/// the user has focused it and tapped after the sixth digit.
public func middleHost(_ field: BenchmarkField, _ mode: AmountEntryMode) -> ControllerHost {
  editingHost(field, mode, value: twelveDigitValue(mode), caretAfterDigits: 6)
}

/// A host whose field shows `value`, focused, with the caret the user
/// tapped after its first `digits` digits.
public func editingHost(
  _ field: BenchmarkField, _ mode: AmountEntryMode, value: Decimal?, caretAfterDigits digits: Int
) -> ControllerHost {
  var controller = AmountInputController(configuration: field.configuration(mode), value: value)
  _ = controller.beginEditing(host: AmountHostState(text: controller.text, selection: nil))
  let caret = caretAfterDigits(digits, in: controller.text)
  _ = controller.selectionDidChange(
    host: AmountHostState(text: controller.text, selection: caret..<caret))
  return ControllerHost(controller)
}

/// `host` after `steps` more accepted edits (an even number): `digit`
/// typed at the caret and backspace, alternately, so that text and
/// selection end as they were and the undo history holds `steps` more.
public func withHistory(_ host: ControllerHost, steps: Int, digit: String = "5")
  -> ControllerHost
{
  precondition(steps % 2 == 0)
  var result = host
  for _ in 0..<(steps / 2) {
    result.type(digit)
    result.deleteBackward()
  }
  precondition(
    result.shown == host.shown
      && result.controller.editor.undoDepth == host.controller.editor.undoDepth + steps,
    "history changed the field: \(result.state), not \(host.state)")
  return result
}

/// Copies of a host after a number of accepted edits, each owning its undo
/// history with room to grow, as the one controller of a real host does.
///
/// Plain copies of a controller share its history (copy-on-write): the
/// first edit of each would copy all of it, or grow it when its capacity
/// is full, which a host keeping one controller never does per keystroke.
public struct PreparedHosts: Sendable {
  let host: ControllerHost
  let base: ControllerHost
  let history: Int
  let digit = "5"

  /// Hosts showing what `host` shows, with `history` undo steps (0, or an
  /// even number of at least 2) made of a digit and backspace.
  public init(_ host: ControllerHost, history: Int) {
    precondition(history == 0 || (history >= 2 && history % 2 == 0))
    self.host = host
    self.history = history
    base =
      history == 0
      ? host : withHistory(host, steps: history - 2 * Self.pairs(history), digit: digit)
  }

  /// The digit-and-backspace pairs each copy adds after its copy of the
  /// history: 64 steps, more than the slack an allocator's rounding can
  /// leave in the copy (a page of 64-byte or larger steps), so that the
  /// history outgrows it whatever the size of a step.
  static func pairs(_ history: Int) -> Int {
    history == 0 ? 0 : max(1, min(32, (history - 2) / 2))
  }

  /// `count` copies. With a history, each undoes the last backspace (the
  /// history is copied, with little or no room to spare), makes it again,
  /// then more digits and backspaces: the history outgrows the copy and
  /// moves to an array with room (doubled), and ends `history` steps long.
  public func make(count: Int) -> [ControllerHost] {
    (0..<count).map { _ in
      var copy = base
      if history > 0 {
        copy.perform(.undo)
        copy.deleteBackward()
        for _ in 0..<Self.pairs(history) {
          copy.type(digit)
          copy.deleteBackward()
        }
      }
      precondition(
        copy.shown == host.shown
          && copy.controller.editor.undoDepth == host.controller.editor.undoDepth + history,
        "preparing changed the field: \(copy.state), not \(host.state)")
      return copy
    }
  }
}
