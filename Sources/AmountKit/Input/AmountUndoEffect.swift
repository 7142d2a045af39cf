import Foundation

/// What a host must do with its undo manager after an event: nothing,
/// remove the actions it registered for the field, register steps, or
/// both (first remove, then register).
///
/// ```swift
/// if effect.removesRegisteredSteps { undoManager.removeAllActions(withTarget: self) }
/// if let step = effect.registeredStep {
///   for _ in 0..<effect.registrationCount {
///     undoManager.registerUndo(withTarget: self) { $0.perform(step) }
///   }
/// }
/// ```
///
/// Registering while the undo manager undoes puts the action on its redo
/// stack, as `UndoManager` does; that is how an undo registers its redo.
public struct AmountUndoEffect: Sendable, Hashable {
  /// Whether to remove, first, every undo and redo action the host
  /// registered for this field (and only those: other fields may share
  /// the undo manager).
  public private(set) var removesRegisteredSteps: Bool
  /// The step to register, or nil.
  public private(set) var registeredStep: AmountUndoStep?
  /// How many times to register ``registeredStep``: one per edit (a
  /// multi-character insert is several).
  public private(set) var registrationCount: Int

  /// Nothing to do.
  public static let none = AmountUndoEffect(
    removesRegisteredSteps: false, registeredStep: nil, registrationCount: 0)

  /// Remove the field's registered actions.
  public static let removeAll = AmountUndoEffect(
    removesRegisteredSteps: true, registeredStep: nil, registrationCount: 0)

  /// Register `step`, `count` times (one per edit).
  public static func register(_ step: AmountUndoStep, count: Int = 1) -> AmountUndoEffect {
    AmountUndoEffect(
      removesRegisteredSteps: false, registeredStep: count > 0 ? step : nil,
      registrationCount: max(0, count))
  }
}
