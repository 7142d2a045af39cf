import AmountKit
import Foundation

/// The interactive field without the terminal: turns keys into
/// ``AmountEdit``s for an ``AmountEditor`` (which makes every editing
/// decision) and keeps the message shown under the field.
struct FieldSession {
  /// The editing engine.
  private(set) var editor: AmountEditor
  /// The message under the field, cleared by the next key.
  private(set) var status: String?
  /// The fixed and the moving end of a selection made with Shift-arrows.
  private var selectionEnds: (anchor: Int, active: Int)?

  /// A field being edited, empty.
  ///
  /// - Throws: ``AmountConfigurationError`` when the configuration is not
  ///   valid: the command line reports it, never traps.
  init(configuration: AmountFieldConfiguration) throws(AmountConfigurationError) {
    editor = try AmountEditor(validating: configuration)
    editor.apply(.beginEditing)
  }

  /// The keys, in one line under the field.
  var keyHelp: String {
    var keys = ["Enter accept", "Esc cancel", "↑↓ step", "Ctrl-Z undo"]
    if editor.configuration.arithmetic {
      keys.append("+ − × ÷ compute, = or Enter result")
    } else if editor.configuration.negativesAllowed {
      keys.append("- sign")
    }
    return keys.joined(separator: " · ")
  }

  /// Where the terminal cursor goes: the moving end of a selection.
  var caret: Int {
    if let ends = selectionEnds,
      ends.active == editor.selection.lowerBound
        || ends.active == editor.selection.upperBound
    {
      return ends.active
    }
    return editor.selection.upperBound
  }

  /// Handles one key.
  mutating func handle(_ key: TerminalKey) -> FieldKeyOutcome {
    status = nil
    var outcome = AmountEditOutcome.accepted
    var keepsSelectionEnds = false
    switch key {
    case .text(let text): outcome = editor.apply(.insert(text))
    case .paste(let text): outcome = editor.apply(.paste(text))
    case .backspace: outcome = editor.apply(.deleteBackward)
    case .delete: outcome = editor.apply(.deleteForward)
    case .left: outcome = editor.apply(.moveLeft)
    case .right: outcome = editor.apply(.moveRight)
    case .up: outcome = editor.apply(.stepUp)
    case .down: outcome = editor.apply(.stepDown)
    case .home: outcome = editor.apply(.moveToStart)
    case .end: outcome = editor.apply(.moveToEnd)
    case .selectLeft:
      extendSelection { $0.moved(from: $1, by: .moveLeft) }
      keepsSelectionEnds = true
    case .selectRight:
      extendSelection { $0.moved(from: $1, by: .moveRight) }
      keepsSelectionEnds = true
    case .selectHome:
      extendSelection { editor, _ in editor.numberRange.lowerBound }
      keepsSelectionEnds = true
    case .selectEnd:
      extendSelection { editor, _ in editor.numberRange.upperBound }
      keepsSelectionEnds = true
    case .deleteToStart:
      outcome = deleteSelecting(toStart: true)
    case .deleteToEnd:
      outcome = deleteSelecting(toStart: false)
    case .undo: outcome = editor.apply(.undo)
    case .redo: outcome = editor.apply(.redo)
    case .enter:
      // Enter in an open expression is `=` (the result, still editing);
      // otherwise it accepts the field.
      guard let edit = editor.returnKeyEdit else { return accept() }
      outcome = editor.apply(edit)
    case .cancel:
      return .cancelled
    }
    if !keepsSelectionEnds { selectionEnds = nil }
    if let reason = outcome.reason { status = message(for: reason) }
    return .editing
  }

  /// Enter: the value at rest, unless there is none or it is outside the
  /// limits (then a message, and editing goes on with the text unchanged).
  private mutating func accept() -> FieldKeyOutcome {
    var finished = editor
    finished.apply(.endEditing)
    guard finished.value != nil else {
      status = "Type an amount, or press Esc to cancel."
      return .editing
    }
    if let reason = finished.invalidReason {
      status = message(for: reason)
      return .editing
    }
    return .accepted(finished)
  }

  /// Moves one end of the selection (the one that moved last) to where
  /// `target` says; the editor keeps it out of prefix and suffix.
  private mutating func extendSelection(_ target: (AmountEditor, Int) -> Int) {
    let selection = editor.selection
    var anchor = selection.lowerBound
    var active = selection.upperBound
    if let ends = selectionEnds,
      min(ends.anchor, ends.active) == selection.lowerBound,
      max(ends.anchor, ends.active) == selection.upperBound
    {
      (anchor, active) = ends
    }
    let moved = target(editor, active)
    editor.apply(.select(min(anchor, moved)..<max(anchor, moved)))
    let result = editor.selection
    selectionEnds =
      moved < anchor
      ? (anchor: result.upperBound, active: result.lowerBound)
      : (anchor: result.lowerBound, active: result.upperBound)
  }

  /// Ctrl-U and Ctrl-K: select from the caret to the start (or end) of the
  /// number and delete that, as one edit.
  private mutating func deleteSelecting(toStart: Bool) -> AmountEditOutcome {
    let before = editor.selection
    guard before.isEmpty else {
      return editor.apply(toStart ? .deleteBackward : .deleteForward)
    }
    let number = editor.numberRange
    let range =
      toStart
      ? number.lowerBound..<max(number.lowerBound, before.lowerBound)
      : min(number.upperBound, before.upperBound)..<number.upperBound
    guard !range.isEmpty else { return .accepted }
    editor.apply(.select(range))
    let outcome = editor.apply(toStart ? .deleteBackward : .deleteForward)
    if !outcome.isAccepted { editor.apply(.select(before)) }
    return outcome
  }

  /// A message for people, in the field's language; limits are shown in
  /// the field's own format.
  func message(for reason: AmountRejection) -> String {
    editor.configuration.message(for: reason)
  }
}

extension AmountEditor {
  /// Where the caret would go from `offset` with a caret move; the editor
  /// itself is not changed.
  fileprivate func moved(from offset: Int, by move: AmountEdit) -> Int {
    var probe = self
    probe.apply(.select(offset..<offset))
    probe.apply(move)
    return probe.selection.lowerBound
  }
}
