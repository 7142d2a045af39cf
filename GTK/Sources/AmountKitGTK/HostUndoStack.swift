import AmountKit

/// The undo manager of one field: GTK has no shared undo manager (a
/// `GtkText` keeps a history of its own, which an ``AmountEntry`` turns off),
/// so the adapter keeps the registrations the controller asks for, with
/// `UndoManager`'s rules: a step registered while undoing goes on the redo
/// stack, one registered while redoing on the undo stack, any other clears
/// the redo stack.
struct HostUndoStack: Sendable {
  /// Whether an undo or a redo action is being performed.
  enum Phase: Sendable {
    case idle
    case undoing
    case redoing
  }

  /// The registered undo actions, the latest last.
  private(set) var undoSteps: [AmountUndoStep] = []
  /// The registered redo actions, the latest last.
  private(set) var redoSteps: [AmountUndoStep] = []
  /// What the host is doing while it carries out an action's effects.
  var phase = Phase.idle

  /// Carries out the undo effect of an event.
  ///
  /// - Parameter effect: What the controller asks of the undo manager.
  mutating func carryOut(_ effect: AmountUndoEffect) {
    if effect.removesRegisteredSteps {
      undoSteps.removeAll()
      redoSteps.removeAll()
    }
    guard let step = effect.registeredStep else { return }
    for _ in 0..<effect.registrationCount {
      switch phase {
      case .undoing:
        redoSteps.append(step)
      case .redoing:
        undoSteps.append(step)
      case .idle:
        undoSteps.append(step)
        redoSteps.removeAll()
      }
    }
  }

  /// Takes the latest undo action, if any.
  ///
  /// - Returns: The step it was registered with.
  mutating func popUndo() -> AmountUndoStep? { undoSteps.popLast() }

  /// Takes the latest redo action, if any.
  ///
  /// - Returns: The step it was registered with.
  mutating func popRedo() -> AmountUndoStep? { redoSteps.popLast() }
}
