import AmountKit
import Foundation

extension AmountReplay {
  /// The `config` object of a replay document: one property per key of the
  /// replay format, nil where the document leaves the key out (the
  /// library's default then applies).
  public struct Config: Sendable, Hashable {
    /// `locale`, the only required key: a locale identifier such as `de_DE`.
    public var locale: String
    /// `currency`: an ISO 4217 code; nil for a plain number.
    public var currency: String?
    /// `percent`: true makes a percent field, whose value is the fraction
    /// (`12,5 %` is 0.125); not with `currency`.
    public var percent: Bool?
    /// `unit`: a CLDR unit identifier (`mass-pound`) for a measurement
    /// field; not with `currency` or `percent`.
    public var unit: String?
    /// `unitWidth`: `short` (the default), `narrow` or `wide`; only with
    /// `unit`.
    public var unitWidth: AmountUnitWidth?
    /// `entry`: `decimal`, `cents` or `integer`.
    public var entry: AmountEntryMode?
    /// `fractionDigits`: the fraction digits at rest.
    public var fractionDigits: Int?
    /// `min`: the minimum.
    public var min: Decimal?
    /// `max`: the maximum.
    public var max: Decimal?
    /// `maxIntegerDigits`: the most integer digits, 1 to
    /// ``maximumIntegerDigitsLimit``.
    public var maxIntegerDigits: Int?
    /// `allowNegative`: whether negative amounts may be entered.
    public var allowNegative: Bool?
    /// `prefix`: custom text before the amount.
    public var prefix: String?
    /// `suffix`: custom text after the amount (` lbs`).
    public var suffix: String?
    /// `symbol`: false hides the currency symbol.
    public var symbol: Bool?
    /// `grouping`: whether the integer part is grouped.
    public var grouping: Bool?
    /// `clearsWhenZero`: whether a zero amount shows as an empty field.
    public var clearsWhenZero: Bool?
    /// `minPolicy`: `clamp` or `keep`.
    public var minPolicy: MinimumPolicy?
    /// `onBegin`: `end`, `selectAll` or `keep`.
    public var onBegin: AmountFocusPolicy?
    /// `step`: what the up and down keys add and subtract.
    public var step: Decimal?
    /// `arithmetic`: whether the field evaluates `+ - × ÷` (contract:
    /// "Arithmetic").
    public var arithmetic: Bool?
    /// `shorthand`: whether multiplier keys such as `k` are on.
    public var shorthand: Bool?
    /// `hostDecimalKey`: the one separator key of the host's keyboard
    /// (contract: "The host's decimal key"); nil for a full keyboard.
    public var hostDecimalKey: Character?

    /// The most integer digits `maxIntegerDigits` may ask for: 30 keeps
    /// every amount with its fraction within the 38 significant digits a
    /// `Decimal` holds exactly.
    public static let maximumIntegerDigitsLimit = 30

    /// A config with only a locale: every other key takes its default.
    ///
    /// - Parameter locale: A locale identifier such as `de_DE`.
    public init(locale: String) {
      self.locale = locale
    }

    /// The field this config describes.
    ///
    /// - Returns: The configuration, its keys checked one by one; whether
    ///   they fit together (`AmountFieldConfiguration.validate()`) is
    ///   checked when ``AmountReplay`` builds its field with
    ///   `AmountInputController(validating:)`.
    /// - Throws: ``AmountReplayError`` naming the key whose value the
    ///   field does not accept.
    public func fieldConfiguration() throws(AmountReplayError) -> AmountFieldConfiguration {
      guard !locale.isEmpty else {
        throw AmountReplayError("config: \"locale\" is required and must be a string")
      }
      guard KnownLocale.contains(self.locale) else {
        throw AmountReplayError("config: \"locale\": \(KnownLocale.refusal(self.locale))")
      }
      let locale = Locale(identifier: self.locale)
      var format: AmountFormat
      if let currency {
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
          throw AmountReplayError("config: \"currency\" must be a three-letter ISO 4217 code")
        }
        format = .currency(code: currency, locale: locale)
      } else {
        format = .number(locale: locale)
      }
      try applyKind(to: &format, locale: locale)
      if let fractionDigits {
        guard (0...AmountFormat.maximumFractionDigits).contains(fractionDigits) else {
          throw AmountReplayError(
            "config: \"fractionDigits\" must be between 0 and \(AmountFormat.maximumFractionDigits)"
          )
        }
        // As many digits, padded at rest as the format pads (a currency)
        // or not (a number).
        format = format.precision(
          format.padsFraction
            ? .fractionLength(fractionDigits) : .fractionLength(0...fractionDigits))
      }
      if symbol == false { format = format.currencyDisplay(.hidden) }
      if let grouping { format = format.grouping(grouping ? .automatic : .never) }
      if let prefix { format = format.prefix(prefix) }
      if let suffix { format = format.suffix(suffix) }
      var result = AmountFieldConfiguration(format: format)
      if let entry { result.entryMode = entry }
      result.minimum = min
      result.maximum = max
      if let maxIntegerDigits {
        guard (1...Self.maximumIntegerDigitsLimit).contains(maxIntegerDigits) else {
          throw AmountReplayError(
            "config: \"maxIntegerDigits\" must be between 1 and \(Self.maximumIntegerDigitsLimit)")
        }
        result.maximumIntegerDigits = maxIntegerDigits
      }
      if let allowNegative { result.allowsNegative = allowNegative }
      if let clearsWhenZero { result.clearsWhenZero = clearsWhenZero }
      if let minPolicy { result.minimumPolicy = minPolicy }
      if let onBegin { result.onBegin = onBegin }
      if let step { result.step = step }
      if let arithmetic { result.arithmetic = arithmetic }
      if let shorthand { result.shorthand = shorthand }
      result.hostDecimalKey = hostDecimalKey
      return result
    }

    /// `percent`, `unit` and `unitWidth`: the format they make, or an
    /// error naming the key that does not fit.
    private func applyKind(to format: inout AmountFormat, locale: Locale) throws(AmountReplayError)
    {
      if currency != nil {
        if percent != nil {
          throw AmountReplayError("config: \"percent\" does not go with \"currency\"")
        }
        if unit != nil { throw AmountReplayError("config: \"unit\" does not go with \"currency\"") }
      }
      if unitWidth != nil && unit == nil {
        throw AmountReplayError("config: \"unitWidth\" needs a \"unit\"")
      }
      if percent == true {
        if unit != nil { throw AmountReplayError("config: \"unit\" does not go with \"percent\"") }
        format = .percent(locale: locale)
      }
      if let unit {
        do {
          format = try .measurement(unit: unit, width: unitWidth ?? .short, locale: locale)
        } catch {
          throw AmountReplayError("config: \"unit\": \(error)")
        }
      }
    }
  }
}
