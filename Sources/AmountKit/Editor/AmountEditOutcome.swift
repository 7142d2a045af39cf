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
