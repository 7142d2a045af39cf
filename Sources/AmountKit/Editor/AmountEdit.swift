import Foundation

/// One thing the user, the host text field or the program does to a field.
///
/// Positions and ranges are in UTF-16 code units, as `UITextField` reports
/// them.
public enum AmountEdit: Sendable, Hashable {
  /// Keystrokes at the current selection, one per character; each is its
  /// own edit and undo step, and a rejected one does not stop the rest (the
  /// outcome is then the last rejection).
  case insert(String)
  /// Backspace.
  case deleteBackward
  /// Forward delete.
  case deleteForward
  /// A paste (or dictation, autocorrect) replacing the selection as one edit.
  case paste(String)
  /// A host edit, as `shouldChangeCharactersIn` asks for it, read with the
  /// current selection (contract: "Host edits"): the range is clamped and
  /// widened to whole characters; one character removed before the caret
  /// is backspace, after it forward delete, the selection removed a
  /// deletion of the selection, the selection replaced by one character a
  /// keystroke and by more a paste; any other range is a raw edit of the
  /// digits, separator and sign it covers.
  case replace(Range<Int>, with: String)
  /// The user places the caret or a selection.
  case select(Range<Int>)
  /// Left arrow: one character back, collapsing a selection to its start.
  case moveLeft
  /// Right arrow: one character on, collapsing a selection to its end.
  case moveRight
  /// Home: the start of the number.
  case moveToStart
  /// End: the end of the number.
  case moveToEnd
  /// Editing begins (focus gained).
  case beginEditing
  /// Editing ends (focus lost): the text shows the value at rest.
  case endEditing
  /// The program sets the value (nil clears the field); starts a new undo
  /// history.
  case setValue(Decimal?)
  /// Undo the last text-changing edit.
  case undo
  /// Redo the last undone edit.
  case redo
  /// The `±` key of a number pad: exactly what typing `-` does (toggles the
  /// sign where negatives are allowed, else rejected).
  case toggleSign
  /// Up arrow, a stepper, VoiceOver's adjustable swipe: adds the
  /// configured ``AmountFieldConfiguration/step`` (contract: "Stepping").
  case stepUp
  /// Down arrow: subtracts the configured step.
  case stepDown
  /// `=` or Enter with arithmetic on: replaces an open expression with its
  /// result (contract: "Arithmetic"); with none open it changes nothing.
  case commitExpression
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
    switch self {
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

/// The result of applying an ``AmountEdit``.
public enum AmountEditOutcome: Sendable, Hashable {
  /// The edit was applied (possibly changing nothing, like `,` in `en_US`).
  case accepted
  /// The edit was refused; text, selection and value are as they were.
  case rejected(AmountRejection)
  /// End of editing was applied, but the open expression could not be
  /// committed (its result breaks a limit, or it divides by zero): the
  /// field was cleared, for this reason (contract: "Arithmetic").
  case cleared(AmountRejection)

  /// Whether the edit was applied.
  public var isAccepted: Bool {
    if case .rejected = self { return false }
    return true
  }

  /// The reason of a rejection or of a clearing, or nil.
  public var reason: AmountRejection? {
    switch self {
    case .accepted: return nil
    case .rejected(let reason), .cleared(let reason): return reason
    }
  }

  /// The reason of a rejection, or nil.
  public var rejection: AmountRejection? {
    if case .rejected(let reason) = self { return reason }
    return nil
  }
}

/// Why an edit was refused, or why a value at rest is invalid. A UI can act
/// on it (haptic, shake, message); ``rawValue`` is the stable name used by
/// `amount replay`.
public enum AmountRejection: String, Error, Sendable, Hashable, CaseIterable {
  /// A character that cannot be typed into an amount (`a`, emoji, `e`).
  case invalidCharacter
  /// The fraction already has all its digits.
  case fractionFull
  /// The amount has no fraction (integer entry, JPY), so no decimal key.
  case noFraction
  /// More integer digits than allowed.
  case tooManyIntegerDigits
  /// The amount would exceed the maximum.
  case aboveMaximum
  /// The amount would go below a negative minimum; at rest, below the
  /// minimum.
  case belowMinimum
  /// A minus sign where negative amounts are not allowed.
  case negativeNotAllowed
  /// A paste that is not one amount (`23.13.1.`, `abc`, `1e5`), a signed
  /// paste into part of the amount, or a decimal point pasted where the
  /// amount already has one.
  case invalidPaste
  /// Undo with nothing to undo.
  case nothingToUndo
  /// Redo with nothing to redo.
  case nothingToRedo
  /// An expression that divides by zero has no result (contract:
  /// "Arithmetic").
  case divisionByZero

  /// A short sentence for people.
  public var message: String {
    switch self {
    case .invalidCharacter: return "Only digits can be typed here."
    case .fractionFull: return "No more decimal places."
    case .noFraction: return "This amount has no decimal places."
    case .tooManyIntegerDigits: return "Too many digits."
    case .aboveMaximum: return "Above the maximum."
    case .belowMinimum: return "Below the minimum."
    case .negativeNotAllowed: return "The amount cannot be negative."
    case .invalidPaste: return "The pasted text is not an amount."
    case .nothingToUndo: return "Nothing to undo."
    case .nothingToRedo: return "Nothing to redo."
    case .divisionByZero: return "Cannot divide by zero."
    }
  }
}
