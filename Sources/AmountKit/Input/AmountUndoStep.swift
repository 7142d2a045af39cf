import Foundation

/// What an undo action a host registered for an amount field does when the
/// user invokes it; the host then calls ``AmountInputController/perform(_:)``
/// with it.
///
/// A step reads like an enumeration (`.undo`) and can grow without breaking
/// code that uses it; ``name`` and ``init(name:)`` are its stable name
/// (`redo`).
public struct AmountUndoStep: Sendable, Hashable, CaseIterable, CustomStringConvertible, NamedValue
{
  /// The values there are; the library switches over them.
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case undo, redo
  }

  /// What the value is.
  let base: Representation

  init(base: Representation) { self.base = base }

  /// The stable lowerCamelCase name (`undo`).
  public var name: String { base.rawValue }

  /// The value named `name` (`undo`), or nil.
  public init?(name: String) { self.init(named: Representation(rawValue: name)) }

  /// Undo the last text-changing edit.
  public static var undo: AmountUndoStep { AmountUndoStep(base: .undo) }
  /// Redo the last undone edit.
  public static var redo: AmountUndoStep { AmountUndoStep(base: .redo) }
}
