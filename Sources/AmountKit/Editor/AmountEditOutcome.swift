import Foundation

/// The result of applying an ``AmountEdit``.
///
/// An edit is either applied or refused, so this stays an enumeration; what
/// can grow is the reason of a refusal, ``AmountRejection``.
public enum AmountEditOutcome: Sendable, Hashable {
  /// The edit was applied (possibly changing nothing, like `,` in `en_US`).
  case accepted
  /// The edit was refused; text, selection and value are as they were.
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
}
