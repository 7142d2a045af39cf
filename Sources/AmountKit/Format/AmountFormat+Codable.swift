import Foundation

extension AmountFormat: Codable {
  private enum CodingKeys: String, CodingKey {
    case locale, currencyCode, currencyDisplay, negativeStyle, fractionDigits, usesGrouping
    case padsFraction, prefix, suffix, roundingRule
    case percent, unit, unitWidth
  }

  /// Decodes a format from its recipe; the pattern is derived again.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let locale = Locale(identifier: try c.decode(String.self, forKey: .locale))
    var format: AmountFormat =
      try c.decodeIfPresent(String.self, forKey: .currencyCode).map {
        .currency(code: $0, locale: locale)
      } ?? .number(locale: locale)
    try Self.decodeKind(c, locale: locale, into: &format)
    // An unknown value is an error, never a silent default.
    if c.contains(.currencyDisplay), try !c.decodeNil(forKey: .currencyDisplay) {
      format = format.currencyDisplay(try Self.decodeCurrencyDisplay(c))
    }
    if let style = try c.decodeIfPresent(NegativeStyle.self, forKey: .negativeStyle) {
      format = format.sign(strategy: style)
    }
    if let digits = try c.decodeIfPresent(Int.self, forKey: .fractionDigits) {
      guard (0...Self.maximumFractionDigits).contains(digits) else {
        throw DecodingError.dataCorruptedError(
          forKey: .fractionDigits, in: c,
          debugDescription:
            "\(digits) fraction digits, allowed are 0...\(Self.maximumFractionDigits)")
      }
      format = format.fractionDigits(digits)
    }
    if let grouping = try c.decodeIfPresent(Bool.self, forKey: .usesGrouping) {
      format = format.grouping(grouping ? .automatic : .never)
    }
    if let pads = try c.decodeIfPresent(Bool.self, forKey: .padsFraction) {
      format = format.padsFraction(pads)
    }
    format = format.prefix(try c.decodeIfPresent(String.self, forKey: .prefix) ?? "")
    format = format.suffix(try c.decodeIfPresent(String.self, forKey: .suffix) ?? "")
    if let name = try c.decodeIfPresent(String.self, forKey: .roundingRule) {
      guard let rule = Rounding(rawValue: name)?.rule else {
        throw DecodingError.dataCorruptedError(
          forKey: .roundingRule, in: c, debugDescription: "unknown rounding rule \(name)")
      }
      format = format.rounded(rule: rule)
    }
    self = format
  }

  /// A percentage or a measurement (neither goes with a currency).
  private static func decodeKind(
    _ c: KeyedDecodingContainer<CodingKeys>, locale: Locale, into format: inout AmountFormat
  ) throws {
    let percent = try c.decodeIfPresent(Bool.self, forKey: .percent) ?? false
    let unit = try c.decodeIfPresent(String.self, forKey: .unit)
    let width = try c.decodeIfPresent(AmountUnitWidth.self, forKey: .unitWidth)
    if percent || unit != nil || width != nil, format.currencyCode != nil {
      let key: CodingKeys = percent ? .percent : unit != nil ? .unit : .unitWidth
      throw DecodingError.dataCorruptedError(
        forKey: key, in: c, debugDescription: "a currency format has no \(key.stringValue)")
    }
    if percent, unit != nil || width != nil {
      throw DecodingError.dataCorruptedError(
        forKey: .percent, in: c, debugDescription: "a percentage has no unit")
    }
    if percent { format = .percent(locale: locale) }
    if let width, unit == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .unitWidth, in: c, debugDescription: "unitWidth \(width) without a unit")
    }
    if let unit {
      do {
        format = try .measurement(unit: unit, width: width ?? .short, locale: locale)
      } catch {
        throw DecodingError.dataCorruptedError(
          forKey: .unit, in: c, debugDescription: error.description)
      }
    }
  }

  /// Encodes the format's recipe (not the derived pattern).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(locale.identifier, forKey: .locale)
    try c.encodeIfPresent(currencyCode, forKey: .currencyCode)
    try c.encode(currencyDisplay, forKey: .currencyDisplay)
    try c.encode(negativeStyle, forKey: .negativeStyle)
    try c.encode(fractionDigits, forKey: .fractionDigits)
    try c.encode(usesGrouping, forKey: .usesGrouping)
    try c.encode(padsFraction, forKey: .padsFraction)
    try c.encode(prefix, forKey: .prefix)
    try c.encode(suffix, forKey: .suffix)
    try c.encode(Rounding(roundingRule).rawValue, forKey: .roundingRule)
    if isPercent { try c.encode(true, forKey: .percent) }
    try c.encodeIfPresent(unitIdentifier, forKey: .unit)
    try c.encodeIfPresent(unitWidth, forKey: .unitWidth)
  }

  /// The currency display by its name (`"isoCode"`). Formats encoded
  /// before the display had names stored its former `Int` raw value, in
  /// the order `symbol`, `isoCode`, `hidden`; those still decode.
  private static func decodeCurrencyDisplay(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> CurrencyDisplay
  {
    if let legacy = try? c.decode(Int.self, forKey: .currencyDisplay) {
      let formerOrder: [CurrencyDisplay] = [.symbol, .isoCode, .hidden]
      guard formerOrder.indices.contains(legacy) else {
        throw DecodingError.dataCorruptedError(
          forKey: .currencyDisplay, in: c, debugDescription: "unknown currency display \(legacy)")
      }
      return formerOrder[legacy]
    }
    return try c.decode(CurrencyDisplay.self, forKey: .currencyDisplay)
  }
}
