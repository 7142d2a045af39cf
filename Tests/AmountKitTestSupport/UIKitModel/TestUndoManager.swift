/// `UndoManager`'s contract, and what UIKit writes to it.
///
/// An action registered while undoing goes on the redo stack, one
/// registered while redoing on the undo stack, any other clears the redo
/// stack (Apple: "UndoManager",
/// https://developer.apple.com/documentation/foundation/undomanager).
///
/// A `UITextField`'s `undoManager` is, unless a subclass overrides it, the
/// one of its window, shared with UIKit's own text registrations and every
/// other field. UIKit registers its text edits there, also a paste the
/// delegate refused (openradar 32508213: undoing such an entry replaces a
/// range that no longer exists and raises `NSRangeException`; radar
/// 16570390: text changed in the delegate, then undone). A manager made
/// with ``init(acceptingOnly:)`` is one a field keeps for itself: it takes
/// the registrations of its owner only.
@MainActor
public final class TestUndoManager {
  private typealias Entry = (target: ObjectIdentifier, action: @MainActor () -> Void)
  private var undoActions: [Entry] = []
  private var redoActions: [Entry] = []
  /// Whether an undo action is running (`isUndoing`).
  public private(set) var isUndoing = false
  /// Whether a redo action is running (`isRedoing`).
  public private(set) var isRedoing = false
  private let owner: ObjectIdentifier?

  /// A manager anyone registers in (a window's).
  public init() { owner = nil }

  /// A manager that takes the registrations of `owner` only.
  ///
  /// - Parameter owner: The object whose actions it keeps.
  public init(acceptingOnly owner: AnyObject) { self.owner = ObjectIdentifier(owner) }

  /// Actions undo can run.
  public var undoCount: Int { undoActions.count }
  /// Actions redo can run.
  public var redoCount: Int { redoActions.count }

  /// Registers an action of `target`; a manager of one owner drops the
  /// actions of others.
  ///
  /// - Parameters:
  ///   - target: The registering object.
  ///   - action: The action.
  public func registerUndo(target: AnyObject, _ action: @escaping @MainActor () -> Void) {
    if let owner, owner != ObjectIdentifier(target) { return }
    let entry = (ObjectIdentifier(target), action)
    if isUndoing {
      redoActions.append(entry)
    } else {
      undoActions.append(entry)
      if !isRedoing { redoActions.removeAll() }
    }
  }

  /// Runs the last undo action.
  public func undo() {
    guard let entry = undoActions.popLast() else { return }
    isUndoing = true
    entry.action()
    isUndoing = false
  }

  /// Runs the last redo action.
  public func redo() {
    guard let entry = redoActions.popLast() else { return }
    isRedoing = true
    entry.action()
    isRedoing = false
  }

  /// Removes every action.
  public func removeAllActions() {
    undoActions.removeAll()
    redoActions.removeAll()
  }

  /// Removes the actions of `target` (`removeAllActions(withTarget:)`).
  ///
  /// - Parameter target: The object whose actions go.
  public func removeAllActions(target: AnyObject) {
    let id = ObjectIdentifier(target)
    undoActions.removeAll { $0.target == id }
    redoActions.removeAll { $0.target == id }
  }
}
