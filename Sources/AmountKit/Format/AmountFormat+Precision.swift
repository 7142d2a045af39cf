import Foundation

extension AmountFormat {
  /// How many fraction digits a format shows: the values of Foundation's
  /// `NumberFormatStyleConfiguration.Precision` that a field can honour,
  /// under Foundation's names, for ``AmountFormat/precision(_:)``.
  ///
  /// ```swift
  /// let dollars = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  /// let one = Decimal(string: "1.5")!
  /// dollars.precision(.fractionLength(3)).format(one)      // "$1.500": 3 digits, padded
  /// dollars.precision(.fractionLength(0...3)).format(one)  // "$1.5": up to 3, not padded
  /// dollars.precision(.fractionLength(...3)).format(one)   // "$1.5": Foundation's lower bound is 0
  /// ```
  ///
  /// A field shows a fixed number of fraction digits while the user types
  /// them, either padded at rest or not: its precision is one count of
  /// fraction digits, from 0 to ``AmountFormat/maximumFractionDigits``,
  /// and whether the fraction is padded to it. So:
  ///
  /// - a range must start at 0 (not padded) or at its upper bound (padded):
  ///   `.fractionLength(1...3)` would pad to one digit of three, which no
  ///   field text can show while typing, and stops the program with a
  ///   message saying what to write instead, as does a length outside
  ///   `0...18`. A length is never clamped or approximated.
  /// - Foundation's `.fractionLength(2...)` (no upper bound), its
  ///   `.fractionLength(0..<3)` (which Foundation reads as `0...3`, not as
  ///   Swift does), `.significantDigits`, `.integerLength` and
  ///   `.integerAndFractionLength` are not members: the number of digits a
  ///   field accepts after the separator cannot depend on the integer
  ///   part, nor can the integer part be cut or padded with zeros. Naming
  ///   one does not compile, with a message that says so.
  public struct Precision: Sendable, Hashable, CustomStringConvertible {
    /// The fraction digits shown at rest: at least `lowerBound` (0, or
    /// `upperBound` when padded), at most `upperBound`.
    let fraction: ClosedRange<Int>

    /// Whether the fraction is padded with zeros to its length at rest.
    var pads: Bool { fraction.lowerBound == fraction.upperBound }

    private init(fraction: ClosedRange<Int>, call: @autoclosure () -> String) {
      let limit = AmountFormat.maximumFractionDigits
      precondition(
        fraction.upperBound <= limit && fraction.lowerBound >= 0,
        "AmountFormat.Precision: \(call()) asks for more than \(limit) fraction digits or fewer than 0; a format shows 0 to \(limit)"
      )
      precondition(
        fraction.lowerBound == 0 || fraction.lowerBound == fraction.upperBound,
        "AmountFormat.Precision: \(call()) pads to \(fraction.lowerBound) of \(fraction.upperBound) fraction digits, which a field cannot show; write .fractionLength(\(fraction.upperBound)) to pad, .fractionLength(0...\(fraction.upperBound)) not to"
      )
      self.fraction = fraction
    }

    /// Exactly `length` fraction digits: amounts round to them and, at
    /// rest, are padded to them (`$1.500`).
    ///
    /// - Parameter length: 0 to ``AmountFormat/maximumFractionDigits``.
    ///   Any other number stops the program: it is never clamped.
    /// - Returns: The precision.
    public static func fractionLength(_ length: Int) -> Precision {
      Precision(fraction: length...length, call: ".fractionLength(\(length))")
    }

    /// Up to `limits.upperBound` fraction digits: amounts round to them
    /// and, at rest, show no trailing zeros (`0...3`: `$1.5`), or are
    /// padded when the range holds one number (`3...3` is
    /// `.fractionLength(3)`).
    ///
    /// - Parameter limits: `0...n` or `n...n`, with `n` from 0 to
    ///   ``AmountFormat/maximumFractionDigits``. Any other range stops the
    ///   program with a message that says what to write instead.
    /// - Returns: The precision.
    public static func fractionLength(_ limits: ClosedRange<Int>) -> Precision {
      Precision(fraction: limits, call: ".fractionLength(\(limits))")
    }

    /// Up to `limits.upperBound` fraction digits, not padded: Foundation
    /// reads `...3` as `0...3`.
    ///
    /// - Parameter limits: `...n`, with `n` from 0 to
    ///   ``AmountFormat/maximumFractionDigits``.
    /// - Returns: The precision.
    public static func fractionLength(_ limits: PartialRangeThrough<Int>) -> Precision {
      Precision(fraction: 0...limits.upperBound, call: ".fractionLength(...\(limits.upperBound))")
    }

    /// Refused: any other range. Foundation reads `0..<n` as `0...n`, not
    /// as Swift does, and `n...` has no upper bound, which a field needs.
    @available(
      *, unavailable,
      message:
        "write 0...n (up to n digits, not padded) or a length n (padded): Foundation reads 0..<n as 0...n, and a field needs an upper bound"
    )
    public static func fractionLength<R: RangeExpression>(_ limits: R) -> Precision
    where R.Bound == Int { fractionLength(0) }

    /// Refused: the fraction digits a field accepts cannot depend on the
    /// integer part.
    @available(
      *, unavailable,
      message:
        "the fraction digits a field accepts cannot depend on the integer part; use .fractionLength(n)"
    )
    public static func significantDigits(_ digits: Int) -> Precision { fractionLength(0) }

    /// Refused: the fraction digits a field accepts cannot depend on the
    /// integer part.
    @available(
      *, unavailable,
      message:
        "the fraction digits a field accepts cannot depend on the integer part; use .fractionLength(n)"
    )
    public static func significantDigits<R: RangeExpression>(_ limits: R) -> Precision
    where R.Bound == Int { fractionLength(0) }

    /// Refused: a field neither cuts the integer part nor pads it with
    /// zeros.
    @available(
      *, unavailable,
      message:
        "a field neither cuts the integer part nor pads it with zeros; limit it with AmountFieldConfiguration.maximumIntegerDigits"
    )
    public static func integerLength(_ length: Int) -> Precision { fractionLength(0) }

    /// Refused: a field neither cuts the integer part nor pads it with
    /// zeros.
    @available(
      *, unavailable,
      message:
        "a field neither cuts the integer part nor pads it with zeros; limit it with AmountFieldConfiguration.maximumIntegerDigits"
    )
    public static func integerLength<R: RangeExpression>(_ limits: R) -> Precision
    where R.Bound == Int { fractionLength(0) }

    /// Refused: a field neither cuts the integer part nor pads it with
    /// zeros.
    @available(
      *, unavailable,
      message:
        "a field neither cuts the integer part nor pads it with zeros; use .fractionLength(n)"
    )
    public static func integerAndFractionLength(integer: Int, fraction: Int) -> Precision {
      fractionLength(0)
    }

    /// Refused: a field neither cuts the integer part nor pads it with
    /// zeros.
    @available(
      *, unavailable,
      message:
        "a field neither cuts the integer part nor pads it with zeros; use .fractionLength(n)"
    )
    public static func integerAndFractionLength<R1: RangeExpression, R2: RangeExpression>(
      integerLimits: R1, fractionLimits: R2
    ) -> Precision where R1.Bound == Int, R2.Bound == Int { fractionLength(0) }

    /// The precision as Foundation's call writes it: `fractionLength(2)`,
    /// `fractionLength(0...2)`.
    public var description: String {
      fraction.lowerBound == fraction.upperBound
        ? "fractionLength(\(fraction.upperBound))" : "fractionLength(\(fraction))"
    }
  }

  /// Returns a copy with `precision`, as Foundation's
  /// `precision(_:)` says it: amounts round to its fraction digits (with
  /// ``roundingRule``) and, at rest, are padded to them or not.
  ///
  /// ```swift
  /// let dollars = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  ///   .precision(.fractionLength(3))
  /// dollars.format(Decimal(string: "1.5")!)  // "$1.500"
  /// AmountFormat.number(locale: Locale(identifier: "en_US")).precision(.fractionLength(0...4))
  ///   .format(Decimal(string: "3.14159")!)  // "3.1416"
  /// ```
  ///
  /// A currency starts with its own fraction digits, padded (USD
  /// `.fractionLength(2)`, JPY `.fractionLength(0)`, KWD
  /// `.fractionLength(3)`); a plain number, percentage or measurement with
  /// `.fractionLength(0...2)`. ``Precision`` says which of Foundation's
  /// precisions a field can honour, and why the others are refused.
  ///
  /// - Parameter precision: `.fractionLength(n)` (padded) or
  ///   `.fractionLength(0...n)` (not padded), `n` from 0 to
  ///   ``maximumFractionDigits``.
  /// - Returns: The format.
  public func precision(_ precision: Precision) -> AmountFormat {
    fractionDigits(precision.fraction.upperBound).padsFraction(precision.pads)
  }

  /// The format's precision, as ``precision(_:)`` takes it:
  /// `.fractionLength(2)` for USD, `.fractionLength(0...2)` for a plain
  /// number.
  public var precision: Precision {
    .fractionLength(padsFraction ? fractionDigits...fractionDigits : 0...fractionDigits)
  }
}
