import Foundation

/// The result of applying an ``AmountEdit``: applied, refused, or (at the
/// end of editing) applied by clearing an expression that has no result.
///
/// An outcome reads like an enumeration (`.accepted`, `.rejected(.fractionFull)`)
/// and can grow without breaking code that uses it: compare with `==`, or
/// read ``isAccepted``, ``rejection`` and ``reason``.
public struct AmountEditOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The outcomes there are; the library switches over them.
  enum Representation: Sendable, Hashable {
    case accepted
    case rejected(AmountRejection)
    case cleared(AmountRejection)
  }

  /// What the outcome is.
  let base: Representation

  init(base: Representation) { self.base = base }

  /// The edit was applied (possibly changing nothing, like `,` in `en_US`).
  public static var accepted: AmountEditOutcome { AmountEditOutcome(base: .accepted) }

  /// The edit was refused; text, selection and value are as they were.
  ///
  /// - Parameter reason: Why.
  public static func rejected(_ reason: AmountRejection) -> AmountEditOutcome {
    AmountEditOutcome(base: .rejected(reason))
  }

  /// End of editing was applied, but the open expression could not be
  /// committed (its result breaks a limit, or it divides by zero): the
  /// field was cleared, for this reason (contract: "Arithmetic").
  ///
  /// - Parameter reason: Why the expression had no result.
  public static func cleared(_ reason: AmountRejection) -> AmountEditOutcome {
    AmountEditOutcome(base: .cleared(reason))
  }

  /// Whether the edit was applied.
  public var isAccepted: Bool {
    if case .rejected = base { return false }
    return true
  }

  /// The reason of a rejection or of a clearing, or nil.
  public var reason: AmountRejection? {
    switch base {
    case .accepted: return nil
    case .rejected(let reason), .cleared(let reason): return reason
    }
  }

  /// The reason of a rejection, or nil.
  public var rejection: AmountRejection? {
    if case .rejected(let reason) = base { return reason }
    return nil
  }

  /// `accepted`, `rejected(fractionFull)` or `cleared(divisionByZero)`.
  public var description: String {
    switch base {
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
