// The simulated text field of controller mode: what it shows and keeps,
// how it echoes its own writes, and how it carries out effects.

import Foundation

/// What the host's undo manager must hold, from the steps the field
/// recorded: actions for the field's newest steps (`matched`), below them
/// actions that outlived the oldest steps the field dropped (`orphans`,
/// refused with `nothingToUndo` when invoked), and redo actions.
struct UndoModel {
  var matched = 0
  var orphans = 0
  var redo = 0
}

/// What the simulated text field shows and keeps: its text, selection and
/// marked text (the host models' `TextFieldContent`), its accessibility
/// value, its keyboard and an undo manager with `UndoManager`'s contract
/// (`TestUndoManager`: registering while undoing goes to the redo stack).
struct SimulatedHost {
  var shown: TextFieldContent
  let undoManager: TestUndoManager
  var accessibilityValue: String
  var keyboardLayout: AmountKeyboardLayout
}

/// How the simulated host echoes its own writes, as UIKit does.
struct HostOptions: CustomStringConvertible {
  /// Setting the selection is reported (`textFieldDidChangeSelection`).
  var echoesSelection: Bool
  /// Setting the text first puts the caret at the end, reported too.
  var echoesCaretAtEnd: Bool
  /// The adapter hears its own `editingChanged` and reports `textDidChange`.
  var echoesEditingChanged: Bool
  /// The host can show the sign-key bar from the start.
  var allowsAccessoryBar: Bool

  init(_ byte: UInt8) {
    echoesCaretAtEnd = byte & 2 != 0
    // A host that reports the caret at the end reports the selection after
    // it too, or the controller would keep the caret at the end.
    echoesSelection = byte & 1 != 0 || echoesCaretAtEnd
    echoesEditingChanged = byte & 4 != 0
    allowsAccessoryBar = byte & 8 != 0
  }

  var description: String {
    "echoes: selection \(echoesSelection), caret at end \(echoesCaretAtEnd), "
      + "editingChanged \(echoesEditingChanged); accessory bar \(allowsAccessoryBar)"
  }
}

func describe(_ range: NSRange) -> String {
  range.location == NSNotFound
    ? "{NSNotFound, \(range.length)}" : "{\(range.location), \(range.length)}"
}

func nsRange(_ range: Range<Int>) -> NSRange {
  NSRange(location: range.lowerBound, length: range.count)
}

/// A text with its caret drawn as `|`, a selection as `[...]` and marked
/// text as `{...}`.
func drawn(_ text: String, selection: Range<Int>?, marked: Range<Int>? = nil) -> String {
  var units = Array(text.utf16)
  var marks: [(offset: Int, mark: String)] = []
  if let selection {
    if selection.isEmpty {
      marks.append((selection.lowerBound, "|"))
    } else {
      marks.append((selection.upperBound, "]"))
      marks.append((selection.lowerBound, "["))
    }
  }
  if let marked {
    marks.append((marked.upperBound, "}"))
    marks.append((marked.lowerBound, "{"))
  }
  for (offset, mark) in marks.sorted(by: { $0.offset > $1.offset }) {
    units.insert(contentsOf: mark.utf16, at: min(max(offset, 0), units.count))
  }
  let place = selection.map { " \($0)" } ?? " unfocused"
  return String(decoding: units, as: UTF16.self).debugDescription + place
    + (marked.map { " marked \($0)" } ?? "")
}

func drawn(_ controller: AmountInputController) -> String {
  drawn(controller.text, selection: controller.selection)
    + " value \(controller.value.map { "\($0)" } ?? "nil")"
    + (controller.isEditing ? " editing" : " at rest")
    + (controller.isComposing ? " composing" : "")
    + " undo \(controller.editor.undoDepth)/redo \(controller.editor.redoStack.count)"
}

extension ControllerFuzz {
  /// Carries out effects on the host, in the documented order.
  func carryOut(_ effects: AmountInputEffects) {
    depth += 1
    defer { depth -= 1 }
    expect(depth <= 6, "the host's echoes of its own writes do not settle")
    if let display = effects.display {
      // Setting the text ends a composition.
      host.shown.markedRange = nil
      if display.text != host.shown.text {
        host.shown.text = display.text
        if host.shown.isFocused {
          host.shown.selection = host.shown.length..<host.shown.length
          if options.echoesCaretAtEnd { call(.selectionDidChange, .echo) }
        }
      }
      if host.shown.isFocused && host.shown.selection != display.selection {
        host.shown.selection = display.selection
        if options.echoesSelection { call(.selectionDidChange, .quietEcho) }
      }
    }
    if effects.accessibilityValueChanged { host.accessibilityValue = accessibilityValue }
    if let layout = effects.keyboardLayout { host.keyboardLayout = layout }
    if effects.undo.removesRegisteredSteps { host.undoManager.removeAllActions(target: self) }
    if let step = effects.undo.registeredStep {
      for _ in 0..<effects.undo.registrationCount { register(step) }
    }
    if effects.events.contains(.editingChanged) && options.echoesEditingChanged {
      call(.textDidChange, .quietEcho)
    }
  }

  /// Asks for a change; while composing the host applies it itself, marks
  /// it and announces it.
  func request(_ range: NSRange, _ string: String, _ role: CallRole = .event) {
    let effects = call(.change(range, string), role)
    guard effects.hostAppliesChange else { return }
    hostApply(range, string)
    call(.textDidChange, role)
  }

  /// The host applies a change itself and marks what it inserted.
  func hostApply(_ range: NSRange, _ string: String) {
    host.shown.replace(range, with: string, marking: true)
  }

  /// Registers an action performing `step` in the host's undo manager, as
  /// the adapter does. A redo registered outside an undo, or an undo
  /// registered while undoing, would land on the wrong stack.
  func register(_ step: AmountUndoStep) {
    if host.undoManager.isUndoing ? step != .redo : step != .undo { misfiled = step }
    host.undoManager.registerUndo(target: self) { [unowned self] in performRegistered(step) }
  }

  /// `UndoManager.undo()` or `redo()`: pops an action and runs it, so that
  /// what it registers goes to the other stack. An undo action that
  /// outlived the field's oldest steps is refused, cleanly.
  func invokeUndoManager(_ which: AmountUndoStep, noting: Bool = true) {
    let manager = host.undoManager
    guard (which == .undo ? manager.undoCount : manager.redoCount) > 0 else {
      note("undo manager \(which): nothing registered")
      return
    }
    invocation = (which, which == .undo && undoModel.matched == 0, noting)
    if which == .undo { manager.undo() } else { manager.redo() }
    expect(invocation == nil, "the host's undo manager ran no action")
  }

  /// An action the host registered, run by its undo manager (popped, and
  /// undoing or redoing).
  func performRegistered(_ step: AmountUndoStep) {
    guard let (which, orphan, noting) = invocation else {
      fail("an undo action ran outside the undo manager's undo and redo")
    }
    invocation = nil
    if noting {
      note(
        "undo manager \(which) (action performs \(step)\(orphan ? ", outlived the field's" : ""))")
    }
    if which == .undo {
      if orphan { undoModel.orphans -= 1 } else { undoModel.matched -= 1 }
    } else {
      undoModel.redo -= 1
    }
    let effects = call(.perform(step), .event)
    if orphan {
      count("outlived action refused")
      expect(
        effects.rejection == .nothingToUndo,
        "an undo action that outlived the field's history was not refused: \(effects)")
    } else {
      expect(effects.rejection == nil, "an action the host registered was refused: \(step)")
    }
  }
}
