import Foundation

/// One thing the user, the host text field or the program does to a field.
///
/// Positions and ranges are in UTF-16 code units, as `UITextField` reports
/// them.
public struct AmountEdit: Sendable, Hashable, CustomStringConvertible {
  /// The edits there are. Code outside the module reaches them through the
  /// static members, so that a new kind of edit breaks no client `switch`.
  enum Representation: Sendable, Hashable {
    case insert(String)
    case deleteBackward
    case deleteForward
    case paste(String)
    case replace(Range<Int>, with: String)
    case select(Range<Int>)
    case moveLeft
    case moveRight
    case moveToStart
    case moveToEnd
    case beginEditing
    case endEditing
    case setValue(Decimal?)
    case undo
    case redo
    case toggleSign
    case stepUp
    case stepDown
    case commitExpression
  }

  /// What the edit is; the library switches over it.
  let base: Representation

  init(base: Representation) { self.base = base }

  /// Keystrokes at the current selection, one per character; each is its
  /// own edit and undo step, and a rejected one does not stop the rest (the
  /// outcome is then the last rejection).
  ///
  /// - Parameter text: The characters typed, in order.
  public static func insert(_ text: String) -> AmountEdit { AmountEdit(base: .insert(text)) }
  /// Backspace.
  public static var deleteBackward: AmountEdit { AmountEdit(base: .deleteBackward) }
  /// Forward delete.
  public static var deleteForward: AmountEdit { AmountEdit(base: .deleteForward) }
  /// A paste (or dictation, autocorrect) replacing the selection as one edit.
  ///
  /// - Parameter text: The pasted text.
  public static func paste(_ text: String) -> AmountEdit { AmountEdit(base: .paste(text)) }
  /// A host edit, as `shouldChangeCharactersIn` asks for it, read with the
  /// current selection (contract: "Host edits"): the range is clamped and
  /// widened to whole characters; one character removed before the caret
  /// is backspace, after it forward delete, the selection removed a
  /// deletion of the selection, the selection replaced by one character a
  /// keystroke and by more a paste; any other range is a raw edit of the
  /// digits, separator and sign it covers.
  ///
  /// - Parameters:
  ///   - range: The replaced range, in UTF-16 units.
  ///   - string: The replacement.
  public static func replace(_ range: Range<Int>, with string: String) -> AmountEdit {
    AmountEdit(base: .replace(range, with: string))
  }
  /// The user places the caret or a selection.
  ///
  /// - Parameter range: The selection, in UTF-16 units.
  public static func select(_ range: Range<Int>) -> AmountEdit { AmountEdit(base: .select(range)) }
  /// Left arrow: one character back, collapsing a selection to its start.
  public static var moveLeft: AmountEdit { AmountEdit(base: .moveLeft) }
  /// Right arrow: one character on, collapsing a selection to its end.
  public static var moveRight: AmountEdit { AmountEdit(base: .moveRight) }
  /// Home: the start of the number.
  public static var moveToStart: AmountEdit { AmountEdit(base: .moveToStart) }
  /// End: the end of the number.
  public static var moveToEnd: AmountEdit { AmountEdit(base: .moveToEnd) }
  /// Editing begins (focus gained).
  public static var beginEditing: AmountEdit { AmountEdit(base: .beginEditing) }
  /// Editing ends (focus lost): the text shows the value at rest.
  public static var endEditing: AmountEdit { AmountEdit(base: .endEditing) }
  /// The program sets the value (nil clears the field); starts a new undo
  /// history. The value is shown formatted at rest, with the caret at the
  /// end of the number; a field being edited stays editing (contract: "Set
  /// while editing").
  ///
  /// - Parameter value: The new value, or nil for an empty field.
  public static func setValue(_ value: Decimal?) -> AmountEdit {
    AmountEdit(base: .setValue(value))
  }
  /// Undo the last text-changing edit.
  public static var undo: AmountEdit { AmountEdit(base: .undo) }
  /// Redo the last undone edit.
  public static var redo: AmountEdit { AmountEdit(base: .redo) }
  /// The `±` key of a number pad: exactly what typing `-` does (toggles the
  /// sign where negatives are allowed, else rejected).
  public static var toggleSign: AmountEdit { AmountEdit(base: .toggleSign) }
  /// Up arrow, a stepper, VoiceOver's adjustable swipe: adds the
  /// configured ``AmountFieldConfiguration/step`` (contract: "Stepping").
  public static var stepUp: AmountEdit { AmountEdit(base: .stepUp) }
  /// Down arrow: subtracts the configured step.
  public static var stepDown: AmountEdit { AmountEdit(base: .stepDown) }
  /// `=` or Enter with arithmetic on: replaces an open expression with its
  /// result (contract: "Arithmetic"); with none open it changes nothing.
  public static var commitExpression: AmountEdit { AmountEdit(base: .commitExpression) }

  /// The edit as its static member is written: `paste("12")`, `stepUp`.
  public var description: String {
    switch base {
    case .insert(let text): return "insert(\(text.debugDescription))"
    case .paste(let text): return "paste(\(text.debugDescription))"
    case .replace(let range, let string):
      return "replace(\(range), with: \(string.debugDescription))"
    case .select(let range): return "select(\(range))"
    case .setValue(let value): return "setValue(\(value.map { "\($0)" } ?? "nil"))"
    default: return "\(base)"
    }
  }
}

extension AmountEdit {
  /// What an edit is for a host, decided once per edit: matching an edit,
  /// which carries strings, copies it.
  enum Kind {
    /// A keystroke, deletion, paste, host request, sign key or step: an
    /// undo step when it changes the amount.
    case userEdit
    case undo
    case redo
    /// The caret or selection moved.
    case caretMove
    case beginEditing
    case endEditing
    /// The program set the value.
    case setValue
  }

  var kind: Kind {
    switch base {
    case .insert, .deleteBackward, .deleteForward, .paste, .replace, .toggleSign, .stepUp,
      .stepDown, .commitExpression:
      return .userEdit
    case .undo: return .undo
    case .redo: return .redo
    case .select, .moveLeft, .moveRight, .moveToStart, .moveToEnd: return .caretMove
    case .beginEditing: return .beginEditing
    case .endEditing: return .endEditing
    case .setValue: return .setValue
    }
  }
}
