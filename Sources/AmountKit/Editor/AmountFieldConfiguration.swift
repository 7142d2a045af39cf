import Foundation

/// Everything that decides how an amount field behaves: its format, entry
/// mode and limits.
///
/// ```swift
/// var config = AmountFieldConfiguration(
///   format: .currency(code: "USD", locale: Locale(identifier: "en_US")), entryMode: .cents)
/// config.maximum = 10_000
/// var editor = AmountEditor(configuration: config)
/// editor.apply(.insert("12345"))  // "$123.45"
/// ```
public struct AmountFieldConfiguration: Sendable, Hashable {
  /// How amounts look.
  public var format: AmountFormat
  /// How typed digits enter the amount.
  public var entryMode: AmountEntryMode
  /// The smallest allowed value. Below zero it also allows negative amounts
  /// and is enforced while typing; above zero it is applied only at rest
  /// (see ``minimumPolicy``), so that 50 can be typed with a minimum of 10.
  public var minimum: Decimal?
  /// The largest allowed value; an edit that would exceed it is rejected.
  public var maximum: Decimal?
  /// The most integer digits the user may type; 15 by default, so every
  /// amount and its minor units stay exact in a 64-bit integer.
  public var maximumIntegerDigits: Int

  /// The default of ``maximumIntegerDigits``: 15 integer digits and up to 3
  /// fraction digits are at most 18 digits of minor units, below
  /// `Int64.max` (about 9.22 × 10^18).
  public static let defaultMaximumIntegerDigits = 15
  /// Whether negative amounts can be entered when ``minimum`` does not
  /// already allow them; false by default.
  ///
  /// One rule decides negatives (see ``negativesAllowed``): they are
  /// allowed exactly when ``minimum`` is below zero or this is true. A
  /// minimum below zero cannot be overridden by `false`: the minimum is
  /// then the limit that applies.
  public var allowsNegative: Bool
  /// What end of editing does with a value below a positive ``minimum``.
  public var minimumPolicy: MinimumPolicy
  /// Whether end of editing clears a zero amount (the value becomes nil).
  public var clearsWhenZero: Bool
  /// Whether multiplier keys apply: the locale's own one-character compact
  /// units (`K`, `M`, `B` in en_US; `万`, `億` in ja_JP; `L` in en_IN), and
  /// `k`/`m` where the locale has none of its own for those letters. Off by
  /// default.
  public var shorthand: Bool
  /// Whether the field computes: an operator (`+`, `-`, `×`, `÷`, and `*`,
  /// `x`, `/`, `−`) typed at the end of a number with a digit opens an
  /// expression, shown in the number's place; `=`, Enter
  /// (``AmountEdit/commitExpression``) and the end of editing replace it
  /// with its exact result, rounded to the field's fraction digits. Off by
  /// default: `+` and `-` are then only signs.
  public var arithmetic: Bool
  /// Where the selection goes when editing begins: the end of the number
  /// by default.
  public var onBegin: AmountFocusPolicy
  /// What ``AmountEdit/stepUp`` adds and ``AmountEdit/stepDown`` subtracts:
  /// 1 by default (one unit of the currency, or 1 for a plain number). It
  /// must be positive and have no more significant fraction digits than the
  /// field allows (`1.50` is 1.5, `1.0` is a valid JPY step). A
  /// percentage's step is a value too: 0.01 is one percent.
  public var step: Decimal
  /// The one separator key of the host's keyboard, when it has only one
  /// (contract: "The host's decimal key"): that key is then always a
  /// decimal key, wherever it would otherwise group or be ignored. iOS's
  /// decimal pad shows the separator of the device's region, not of the
  /// field's locale: an `en_US` field on a phone set to Germany gets `,`,
  /// and `1` `,` `5` `0` must give `$1.50`, never `$150`. Nil (the default)
  /// for a keyboard with both `.` and `,`; the other decimal keys keep
  /// working either way. The UIKit adapter declares it for its decimal pad
  /// from the device's region (see
  /// ``AmountInputController/setKeyboardRegion(_:)``).
  ///
  /// It must be one character of one scalar that is neither a digit nor a
  /// sign (``validate()`` checks).
  public var hostDecimalKey: Character?

  /// Creates a configuration; every setting has a default, so a call names
  /// only what differs.
  ///
  /// The result is not checked: an ``AmountEditor`` or
  /// ``AmountInputController`` requires a valid one (see ``validate()``).
  /// Build them with `init(validating:value:)` when the settings come from
  /// outside (a file, a server, a user's settings).
  ///
  /// - Parameters:
  ///   - format: How amounts look; a plain number in the current locale by
  ///     default.
  ///   - entryMode: How typed digits enter the amount.
  ///   - minimum: The smallest allowed value; below zero it allows
  ///     negatives.
  ///   - maximum: The largest allowed value.
  ///   - maximumIntegerDigits: The most integer digits the user may type.
  ///   - allowsNegative: Whether negatives are allowed whatever the minimum.
  ///   - minimumPolicy: What end of editing does below a positive minimum.
  ///   - clearsWhenZero: Whether end of editing clears a zero amount.
  ///   - shorthand: Whether multiplier keys (`K`, `M`, `万`) apply.
  ///   - arithmetic: Whether operators open an expression.
  ///   - onBegin: Where the selection goes when editing begins.
  ///   - step: What a step up or down adds or subtracts.
  ///   - hostDecimalKey: The host keyboard's one separator key, if it has
  ///     only one.
  public init(
    format: AmountFormat = .number(), entryMode: AmountEntryMode = .decimal,
    minimum: Decimal? = nil, maximum: Decimal? = nil,
    maximumIntegerDigits: Int = defaultMaximumIntegerDigits, allowsNegative: Bool = false,
    minimumPolicy: MinimumPolicy = .keep, clearsWhenZero: Bool = false, shorthand: Bool = false,
    arithmetic: Bool = false, onBegin: AmountFocusPolicy = .end, step: Decimal = 1,
    hostDecimalKey: Character? = nil
  ) {
    self.format = format
    self.entryMode = entryMode
    self.minimum = minimum
    self.maximum = maximum
    self.maximumIntegerDigits = maximumIntegerDigits
    self.allowsNegative = allowsNegative
    self.minimumPolicy = minimumPolicy
    self.clearsWhenZero = clearsWhenZero
    self.shorthand = shorthand
    self.arithmetic = arithmetic
    self.onBegin = onBegin
    self.step = step
    self.hostDecimalKey = hostDecimalKey
  }

  /// The significant digits a `Decimal` holds exactly: integer and
  /// fraction digits together may not exceed them.
  public static let maximumSignificantDigits = DecimalDigits.maximumSignificantDigits

  /// Checks that the configuration can be honoured without losing digits
  /// or changing a value.
  ///
  /// ``AmountEditor`` and ``AmountInputController`` require a valid
  /// configuration; check one that comes from outside (a file, a server,
  /// a user's settings) with this method first.
  ///
  /// - Throws: ``AmountConfigurationError`` saying what is wrong: the
  ///   format's (``AmountFormat/validate()``) or the limits'.
  public func validate() throws(AmountConfigurationError) {
    try format.validate()
    if maximumIntegerDigits < 0 { throw .negativeIntegerDigits(maximumIntegerDigits) }
    let (digits, overflow) = maximumIntegerDigits.addingReportingOverflow(fractionDigits)
    if overflow || digits > Self.maximumSignificantDigits {
      throw .tooManyDigits(integer: maximumIntegerDigits, fraction: fractionDigits)
    }
    if let minimum, let maximum, minimum > maximum { throw .minimumAboveMaximum }
    if step <= 0 || step.isNaN
      || DecimalDigits(format.shown(step)).significantFractionDigits > fractionDigits
    {
      throw .invalidStep(step)
    }
    if let key = hostDecimalKey {
      let scalars = key.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first,
        Characters.digitValue(scalar) == nil, !Characters.isMinus(scalar),
        !Characters.isPlus(scalar)
      else { throw .invalidHostDecimalKey(key) }
    }
  }

  /// Whether the user can enter negative amounts: exactly when ``minimum``
  /// is below zero or ``allowsNegative`` is true.
  public var negativesAllowed: Bool {
    allowsNegative || (minimum ?? 0) < 0
  }

  /// Fraction digits the user can type: none in integer entry.
  public var fractionDigits: Int {
    entryMode == .integer ? 0 : format.fractionDigits
  }

  /// The format used at rest: no fraction in integer entry, a padded one in
  /// cents entry.
  public var restingFormat: AmountFormat {
    switch entryMode.base {
    case .integer: return format.fractionDigits(0)
    case .cents: return format.padsFraction(true)
    case .decimal: return format
    }
  }

  /// The entry mode the editor applies, which an editor keeps as its
  /// `mode`: ``entryMode`` as configured, except that a format with no
  /// fraction digits behaves as ``AmountEntryMode/integer`` whatever was
  /// chosen (cents entry in JPY has no fraction for digits to shift into).
  var effectiveMode: AmountEntryMode {
    fractionDigits == 0 ? .integer : entryMode
  }
}
