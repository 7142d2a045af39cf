import Foundation

// The model of an open expression (contract: "Arithmetic"): the operands
// typed so far with the operator after each, and their exact evaluation.

/// An operator of an expression, as the text shows it.
enum ArithmeticOperator: UInt8, Sendable, Hashable {
  case add, subtract, multiply, divide

  /// The operator a typed character stands for: `+`; `-` or `−`
  /// (subtraction); `*`, `×` or `x`; `/` or `÷`.
  init?(_ scalar: Unicode.Scalar) {
    switch scalar {
    case "+", "\u{FF0B}": self = .add
    case "-", "\u{2212}", "\u{FF0D}": self = .subtract
    case "*", "\u{00D7}", "x": self = .multiply
    case "/", "\u{00F7}": self = .divide
    default: return nil
    }
  }

  /// How the text shows it, between single spaces.
  var symbol: String {
    switch self {
    case .add: return "+"
    case .subtract: return "\u{2212}"
    case .multiply: return "\u{00D7}"
    case .divide: return "\u{00F7}"
    }
  }

  /// × and ÷ bind before + and −.
  var bindsFirst: Bool { self == .multiply || self == .divide }
}

/// A complete operand of an open expression and the operator typed after it.
struct ExpressionTerm: Hashable, Sendable {
  var operand: Draft
  var followedBy: ArithmeticOperator
}

/// Why an expression has no result.
enum ArithmeticFailure: Error, Equatable {
  case divisionByZero
  /// An exact intermediate needs more than the 38 significant digits a
  /// `Decimal` holds (far beyond any field's integer digits).
  case tooManyDigits
}

/// An exact rational number: a signed integer numerator over a positive
/// integer denominator, both `Decimal`s holding at most 38 digits. Every
/// operation is exact or fails; nothing is rounded until ``rounded(toFractionDigits:rule:)``.
struct ExactFraction: Equatable {
  var numerator: Decimal
  var denominator: Decimal

  /// The significant digits a `Decimal` holds exactly.
  static let capacity = AmountFieldConfiguration.maximumSignificantDigits

  init(numerator: Decimal, denominator: Decimal = 1) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// `value` exactly: its digits over a power of ten.
  init(_ value: Decimal) {
    let parts = DecimalDigits(value)
    let scale = max(0, -parts.exponent)
    numerator = DecimalDigits.decimal(
      isNegative: parts.isNegative, digits: parts.digits, exponent: parts.exponent + scale)
    denominator = Self.powerOfTen(scale)
  }

  static func powerOfTen(_ n: Int) -> Decimal {
    Decimal(sign: .plus, exponent: n, significand: 1)
  }

  /// Digits of an integer's magnitude (0 for zero).
  static func digitCount(_ integer: Decimal) -> Int {
    let parts = DecimalDigits(integer)
    return parts.digits.isEmpty ? 0 : parts.digits.count + max(0, parts.exponent)
  }

  /// `a × b`, exact, or a failure when the product may need more digits
  /// than a `Decimal` holds.
  static func product(_ a: Decimal, _ b: Decimal) throws(ArithmeticFailure) -> Decimal {
    if digitCount(a) + digitCount(b) > capacity { throw .tooManyDigits }
    return a * b
  }

  /// `a + b` of integers, exact, or a failure.
  static func sum(_ a: Decimal, _ b: Decimal) throws(ArithmeticFailure) -> Decimal {
    if max(digitCount(a), digitCount(b)) + 1 > capacity { throw .tooManyDigits }
    return a + b
  }

  /// Quotient and remainder of non-negative integers (`b > 0`), exact.
  static func quotientAndRemainder(_ a: Decimal, _ b: Decimal) -> (Decimal, Decimal) {
    // A `Decimal` quotient carries 38 significant digits: its integer part
    // is off by at most one, which the remainder corrects.
    var q = DecimalDigits(a / b).rounded(toFractionDigits: 0, rule: .down).decimal
    var r = a - q * b
    while r < 0 {
      q -= 1
      r += b
    }
    while r >= b {
      q += 1
      r -= b
    }
    return (q, r)
  }

  static func greatestCommonDivisor(_ a: Decimal, _ b: Decimal) -> Decimal {
    var (x, y) = (a, b)
    while !y.isZero { (x, y) = (y, quotientAndRemainder(x, y).1) }
    return x
  }

  /// The same number with numerator and denominator divided by their
  /// greatest common divisor.
  func reduced() -> ExactFraction {
    let magnitude = numerator < 0 ? -numerator : numerator
    if magnitude.isZero { return ExactFraction(numerator: 0) }
    let divisor = Self.greatestCommonDivisor(magnitude, denominator)
    if divisor == 1 { return self }
    return ExactFraction(
      numerator: Self.quotientAndRemainder(magnitude, divisor).0 * (numerator < 0 ? -1 : 1),
      denominator: Self.quotientAndRemainder(denominator, divisor).0)
  }

  func applying(_ op: ArithmeticOperator, _ other: ExactFraction) throws(ArithmeticFailure)
    -> ExactFraction
  {
    switch op {
    case .add, .subtract:
      let otherNumerator = op == .add ? other.numerator : -other.numerator
      if denominator == other.denominator {
        return ExactFraction(
          numerator: try Self.sum(numerator, otherNumerator), denominator: denominator
        ).reduced()
      }
      return ExactFraction(
        numerator: try Self.sum(
          try Self.product(numerator, other.denominator),
          try Self.product(otherNumerator, denominator)),
        denominator: try Self.product(denominator, other.denominator)
      ).reduced()
    case .multiply:
      return ExactFraction(
        numerator: try Self.product(numerator, other.numerator),
        denominator: try Self.product(denominator, other.denominator)
      ).reduced()
    case .divide:
      if other.numerator.isZero { throw .divisionByZero }
      let negative = other.numerator < 0
      return ExactFraction(
        numerator: try Self.product(numerator, other.denominator) * (negative ? -1 : 1),
        denominator: try Self.product(denominator, negative ? -other.numerator : other.numerator)
      ).reduced()
    }
  }

  /// The number rounded to `fractionDigits` with `rule`, exactly.
  func rounded(toFractionDigits fractionDigits: Int, rule: FloatingPointRoundingRule)
    throws(ArithmeticFailure) -> Decimal
  {
    let negative = numerator < 0
    let magnitude = negative ? -numerator : numerator
    let scaled = try Self.product(magnitude, Self.powerOfTen(fractionDigits))
    var (q, r) = Self.quotientAndRemainder(scaled, denominator)
    if !r.isZero {
      let twice = r + r
      let roundsUp: Bool
      switch rule {
      case .toNearestOrAwayFromZero: roundsUp = twice >= denominator
      case .toNearestOrEven:
        let qIsOdd = !Self.quotientAndRemainder(q, 2).1.isZero
        roundsUp = twice > denominator || (twice == denominator && qIsOdd)
      case .up: roundsUp = !negative
      case .down: roundsUp = negative
      case .towardZero: roundsUp = false
      case .awayFromZero: roundsUp = true
      @unknown default: roundsUp = twice >= denominator
      }
      if roundsUp { q += 1 }
    }
    if q.isZero { return 0 }
    return Decimal(sign: negative ? .minus : .plus, exponent: -fractionDigits, significand: q)
  }

  /// The exact value of `operands` joined by `operators` (one fewer), ×
  /// and ÷ before + and −, left to right.
  static func evaluate(_ operands: [Decimal], _ operators: [ArithmeticOperator])
    throws(ArithmeticFailure) -> ExactFraction
  {
    var sum = ExactFraction(numerator: 0)
    var term = ExactFraction(operands[0])
    var termSign = ArithmeticOperator.add
    for (op, operand) in zip(operators, operands.dropFirst()) {
      if op.bindsFirst {
        term = try term.applying(op, ExactFraction(operand))
      } else {
        sum = try sum.applying(termSign, term)
        term = ExactFraction(operand)
        termSign = op
      }
    }
    return try sum.applying(termSign, term)
  }
}
