import Foundation

/// The result of applying an ``AmountEdit``: applied, refused, or (at the
/// end of editing) applied by clearing an expression that has no result.
///
/// An outcome is a result you switch over, so it is an enumeration: unpack
/// it with `if case .rejected(let reason) = outcome`, or switch over it
/// with an `@unknown default` case, since a later version may add an
/// outcome:
///
/// ```swift
/// switch editor.apply(.insert("7")) {
/// case .accepted: break
/// case .rejected(let reason): print(reason.message)  // "No more decimal places."
/// case .cleared(let reason): print("cleared:", reason)
/// @unknown default: break
/// }
/// ```
///
/// The vocabularies the library uses (``AmountRejection``, ``AmountEntryMode``,
/// ``AmountFocusPolicy``, ``CurrencyDisplay`` and the like) are structs with
/// static members instead: they read like enumerations, grow without
/// breaking a `switch`, and are compared with `==`.
public enum AmountEditOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The edit was applied (possibly changing nothing, like `,` in `en_US`).
  case accepted
  /// The edit was refused, for a reason; text, selection and value are as
  /// they were.
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

  /// `accepted`, `rejected(fractionFull)` or `cleared(divisionByZero)`.
  public var description: String {
    switch self {
    case .accepted: return "accepted"
    case .rejected(let reason): return "rejected(\(reason))"
    case .cleared(let reason): return "cleared(\(reason))"
    }
  }
}

/// What an edit changed in an ``AmountEditor``: its text, its selection,
/// its value.
struct AmountEditChanges: OptionSet, Sendable, Hashable {
  let rawValue: UInt8

  /// The text the field shows.
  static let text = AmountEditChanges(rawValue: 1 << 0)
  /// The selection.
  static let selection = AmountEditChanges(rawValue: 1 << 1)
  /// The value (an open expression's value is its result).
  static let value = AmountEditChanges(rawValue: 1 << 2)
}

/// One edit as the editor applied it: its outcome, what it changed, and
/// how many undo steps it recorded. The editor knows these from its
/// transaction; the input controller builds its effects from them (display,
/// control events, change report, undo registrations) without comparing
/// states of its own.
struct AmountEditResult: Sendable, Hashable {
  /// Applied, refused, or applied by clearing an open expression.
  var outcome: AmountEditOutcome
  /// What the edit changed; nothing when it was refused.
  var changes: AmountEditChanges = []
  /// The undo steps the edit recorded: one per keystroke that changed the
  /// amount (a multi-character insert may record several), none for a
  /// refused edit, a caret move, undo, redo or a program's edit.
  var recordedUndoSteps = 0

  /// Applied, changing nothing.
  static let unchanged = AmountEditResult(outcome: .accepted)

  /// Refused for `reason`: nothing changed.
  static func rejected(_ reason: AmountRejection) -> AmountEditResult {
    AmountEditResult(outcome: .rejected(reason))
  }
}
