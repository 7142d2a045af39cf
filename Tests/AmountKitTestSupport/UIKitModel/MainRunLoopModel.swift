/// The main run loop's turns, as far as a text field's host sees them:
/// work deferred with `DispatchQueue.main.async` (or a `Task` on the main
/// actor) runs after the current event has been handled, in order.
///
/// UIKit finishes handling an event before the next turn: after
/// `textFieldDidBeginEditing(_:)` it still places the caret at the tap
/// (nicklockwood/FXForms#185; tidepool-org/LoopKit#238 defers its
/// selection to the next turn for that reason), and VoiceOver's echo of a
/// typed key starts after the delegate call returns (see
/// ``VoiceOverModel``).
@MainActor
public final class MainRunLoopModel {
  private var deferred: [@MainActor () -> Void] = []

  /// An empty run loop.
  public init() {}

  /// `DispatchQueue.main.async`: runs `work` on the next turn.
  ///
  /// - Parameter work: The deferred work.
  public func async(_ work: @escaping @MainActor () -> Void) {
    deferred.append(work)
  }

  /// Whether work waits for the next turn.
  public var hasDeferredWork: Bool { !deferred.isEmpty }

  /// Ends the current turn: runs the deferred work, and what it defers in
  /// turn, until none is left.
  public func finishTurn() {
    while !deferred.isEmpty {
      let work = deferred.removeFirst()
      work()
    }
  }
}
