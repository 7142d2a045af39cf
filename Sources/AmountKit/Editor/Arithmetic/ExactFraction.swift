import Foundation

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

  /// 10^0 through 10^38.
  private static let powersOfTen: [Decimal] = (0...capacity).map { powerOfTen($0) }

  /// Digits of an integer's magnitude (0 for zero), found by comparison.
  static func digitCount(_ integer: Decimal) -> Int {
    let magnitude = integer < 0 ? -integer : integer
    var low = 0
    var high = capacity + 1
    // The number of powers of ten at or below the magnitude.
    while low < high {
      let middle = (low + high) / 2
      if powersOfTen[middle] <= magnitude { low = middle + 1 } else { high = middle }
    }
    return low
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

  /// `self op other`, exact. Fractions are reduced only when an exact
  /// result would otherwise need more digits than a `Decimal` holds (the
  /// power-of-ten denominators of typed amounts rarely get there).
  func applying(_ op: ArithmeticOperator, _ other: ExactFraction) throws(ArithmeticFailure)
    -> ExactFraction
  {
    do {
      return try unreducedApplying(op, other)
    } catch .divisionByZero {
      throw .divisionByZero
    } catch {
      return try reduced().unreducedApplying(op, other.reduced()).reduced()
    }
  }

  private func unreducedApplying(_ op: ArithmeticOperator, _ other: ExactFraction)
    throws(ArithmeticFailure) -> ExactFraction
  {
    switch op {
    case .add, .subtract:
      let otherNumerator = op == .add ? other.numerator : -other.numerator
      if denominator == other.denominator {
        return ExactFraction(
          numerator: try Self.sum(numerator, otherNumerator), denominator: denominator)
      }
      // Denominators of typed amounts are powers of ten: one divides the
      // other.
      if denominator < other.denominator {
        let (scale, rest) = Self.quotientAndRemainder(other.denominator, denominator)
        if rest.isZero {
          return ExactFraction(
            numerator: try Self.sum(try Self.product(numerator, scale), otherNumerator),
            denominator: other.denominator)
        }
      } else {
        let (scale, rest) = Self.quotientAndRemainder(denominator, other.denominator)
        if rest.isZero {
          return ExactFraction(
            numerator: try Self.sum(numerator, try Self.product(otherNumerator, scale)),
            denominator: denominator)
        }
      }
      return ExactFraction(
        numerator: try Self.sum(
          try Self.product(numerator, other.denominator),
          try Self.product(otherNumerator, denominator)),
        denominator: try Self.product(denominator, other.denominator))
    case .multiply:
      return ExactFraction(
        numerator: try Self.product(numerator, other.numerator),
        denominator: try Self.product(denominator, other.denominator))
    case .divide:
      if other.numerator.isZero { throw .divisionByZero }
      let negative = other.numerator < 0
      return ExactFraction(
        numerator: try Self.product(numerator, other.denominator) * (negative ? -1 : 1),
        denominator: try Self.product(denominator, negative ? -other.numerator : other.numerator))
    }
  }

  /// The number rounded to `fractionDigits` with `rule`, exactly.
  func rounded(toFractionDigits fractionDigits: Int, rule: FloatingPointRoundingRule)
    throws(ArithmeticFailure) -> Decimal
  {
    // Long division: the integer part, then one fraction digit at a time,
    // so that no intermediate needs more digits than the result. The
    // remainder times ten must fit: a denominator below 10^37.
    var fraction = self
    if Self.digitCount(denominator) >= Self.capacity {
      fraction = reduced()
      if Self.digitCount(fraction.denominator) >= Self.capacity { throw .tooManyDigits }
    }
    let negative = fraction.numerator < 0
    let denominator = fraction.denominator
    var (significand, rest) = Self.quotientAndRemainder(
      negative ? -fraction.numerator : fraction.numerator, denominator)
    if Self.digitCount(significand) + fractionDigits > Self.capacity { throw .tooManyDigits }
    var lastDigitIsOdd = !Self.quotientAndRemainder(significand, 2).1.isZero
    for _ in 0..<fractionDigits {
      rest *= 10
      var digit = 0
      while rest >= denominator {
        rest -= denominator
        digit += 1
      }
      significand = significand * 10 + Decimal(digit)
      lastDigitIsOdd = digit % 2 == 1
    }
    let roundsAway = Rounding(rule).roundsAway(
      isNegative: negative, lastKeptDigitIsOdd: lastDigitIsOdd,
      discarded: DiscardedPart(remainder: rest, of: denominator))
    if roundsAway { significand += 1 }
    if significand.isZero { return 0 }
    return Decimal(
      sign: negative ? .minus : .plus, exponent: -fractionDigits, significand: significand)
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
