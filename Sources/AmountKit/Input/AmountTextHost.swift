import Foundation

/// The text field an ``AmountInputController`` drives: a `UITextField`, an
/// `NSTextField`, or a test double.
///
/// The host only reports what it shows and does what it is told; every
/// decision is the controller's. Positions and ranges are in UTF-16 code
/// units, as `UITextField` and `NSRange` count them.
///
/// The controller calls these members synchronously from inside its own
/// mutating methods. An adapter that stores the controller (in a class
/// property) must therefore not read the controller from them: it should
/// record ``amountInputDidChange(_:)`` and act on it (send control events,
/// post notifications) once the controller method has returned.
@MainActor
public protocol AmountTextHost {
  /// The text the host shows now, marked text included.
  var currentText: String { get }

  /// The selection in UTF-16 units, or nil when the host has none (not
  /// first responder).
  var selectedUTF16Range: Range<Int>? { get }

  /// The range of marked (provisional) text an input method is composing,
  /// or nil when nothing is being composed.
  var markedUTF16Range: Range<Int>? { get }

  /// Replaces the text and the selection together, synchronously.
  ///
  /// - Parameters:
  ///   - text: The new text.
  ///   - selection: The new selection in UTF-16 units of `text`.
  func setText(_ text: String, selection: Range<Int>)

  /// Tells the host that the text or the value changed (after the host's
  /// text and selection were updated).
  ///
  /// - Parameter change: What changed and which edit changed it.
  func amountInputDidChange(_ change: AmountInputChange)

  /// Tells the host that an edit was refused: text, selection and value
  /// are as they were. A host may play a haptic or show a message.
  ///
  /// - Parameters:
  ///   - reason: Why the edit was refused.
  ///   - edit: The refused edit.
  func amountInputDidReject(_ reason: AmountRejection, edit: AmountEdit)

  /// Records one undo step with the host's undo manager.
  ///
  /// When the user invokes it, the adapter calls
  /// ``AmountInputController/perform(_:host:)`` with `step`. Registering
  /// while an undo runs must land on the redo stack, as `UndoManager` does.
  ///
  /// - Parameter step: What the registered action must do when invoked.
  func registerUndoStep(_ step: AmountUndoStep)

  /// Removes every undo and redo action the host's undo manager holds for
  /// this field.
  func removeAllUndoSteps()
}

/// What an undo action registered through
/// ``AmountTextHost/registerUndoStep(_:)`` does when invoked.
public enum AmountUndoStep: String, Sendable, Hashable, CaseIterable {
  /// Undo the last text-changing edit.
  case undo
  /// Redo the last undone edit.
  case redo
}
