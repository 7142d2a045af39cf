import Foundation

/// What an undo action a host registered for an amount field does when the
/// user invokes it; the host then calls ``AmountInputController/perform(_:)``
/// with it.
public enum AmountUndoStep: String, Sendable, Hashable, CaseIterable {
  /// Undo the last text-changing edit.
  case undo
  /// Redo the last undone edit.
  case redo
}
