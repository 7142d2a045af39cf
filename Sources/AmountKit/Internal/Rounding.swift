import Foundation

/// A rounding rule as AmountKit applies it: the one place that decides
/// whether a value rounded to fewer digits moves away from zero.
///
/// Every rounding in the library asks ``roundsAway(isNegative:lastKeptDigitIsOdd:discarded:)``:
/// formatting at rest (``AmountFormat/format(_:)``, in 64-bit integers or in
/// a `Decimal`'s digits), a value set on the field, a limit rounded into the
/// field's digits, and an expression's exact result. Each only says what it
/// keeps and what it discards, and adds one unit in the last kept place
/// when told to.
///
/// A rule Swift adds to `FloatingPointRoundingRule` after this library was
/// written rounds half to even (`.toNearestOrEven`): what Foundation's
/// currency format style (`Decimal.FormatStyle.Currency`) does when no rule
/// is given, so such a field rounds as Foundation's text for the amount
/// would. It is also the name such a rule is encoded with.
enum Rounding: String, CaseIterable, Sendable {
  case toNearestOrAwayFromZero, toNearestOrEven, up, down, towardZero, awayFromZero

  /// `rule`, or half to even for a rule unknown to this library.
  init(_ rule: FloatingPointRoundingRule) {
    switch rule {
    case .toNearestOrAwayFromZero: self = .toNearestOrAwayFromZero
    case .toNearestOrEven: self = .toNearestOrEven
    case .up: self = .up
    case .down: self = .down
    case .towardZero: self = .towardZero
    case .awayFromZero: self = .awayFromZero
    // The one place an unknown rule is decided: Foundation's currency
    // format style rounds half to even by default.
    @unknown default: self = .toNearestOrEven
    }
  }

  /// The standard library's rule.
  var rule: FloatingPointRoundingRule {
    switch self {
    case .toNearestOrAwayFromZero: return .toNearestOrAwayFromZero
    case .toNearestOrEven: return .toNearestOrEven
    case .up: return .up
    case .down: return .down
    case .towardZero: return .towardZero
    case .awayFromZero: return .awayFromZero
    }
  }

  /// Whether a value rounded to fewer digits becomes one unit (in the last
  /// kept place) larger in magnitude than its kept digits.
  ///
  /// - Parameters:
  ///   - isNegative: The value's sign.
  ///   - lastKeptDigitIsOdd: Whether the last kept digit is odd (a tie
  ///     rounds to the even neighbour under `.toNearestOrEven`).
  ///   - discarded: What the rounding drops, against one half of a unit.
  /// - Returns: True to add one unit to the kept digits' magnitude.
  func roundsAway(isNegative: Bool, lastKeptDigitIsOdd: Bool, discarded: DiscardedPart) -> Bool {
    guard discarded != .zero else { return false }
    switch self {
    case .toNearestOrAwayFromZero: return discarded >= .half
    case .toNearestOrEven: return discarded > .half || (discarded == .half && lastKeptDigitIsOdd)
    case .up: return !isNegative
    case .down: return isNegative
    case .towardZero: return false
    case .awayFromZero: return true
    }
  }
}

/// What rounding drops from a value's magnitude, against one half of a
/// unit in the last kept place.
enum DiscardedPart: Comparable, Sendable {
  /// Nothing: the value already has no more digits than are kept.
  case zero
  /// More than nothing, less than one half.
  case belowHalf
  /// Exactly one half: a tie.
  case half
  /// More than one half, less than one unit.
  case aboveHalf

  /// The part `remainder / unit` of a unit, for `0 ≤ remainder < unit`
  /// (the remainder of a division by the unit).
  init<Integer: Comparable & AdditiveArithmetic>(remainder: Integer, of unit: Integer) {
    guard remainder != .zero else {
      self = .zero
      return
    }
    // remainder against unit / 2, without dividing: against what is left.
    let rest = unit - remainder
    self = remainder < rest ? .belowHalf : remainder == rest ? .half : .aboveHalf
  }

  /// The part written by its decimal digits, most significant first: the
  /// digits right after the last kept place (`5`, `0`, `1` for 0.501 of a
  /// unit).
  init(digits: some Sequence<UInt8>) {
    var iterator = digits.makeIterator()
    let leading = iterator.next() ?? 0
    var restIsZero = true
    while restIsZero, let digit = iterator.next() { restIsZero = digit == 0 }
    switch leading {
    case 0: self = restIsZero ? .zero : .belowHalf
    case 1..<5: self = .belowHalf
    case 5: self = restIsZero ? .half : .aboveHalf
    default: self = .aboveHalf
    }
  }
}
