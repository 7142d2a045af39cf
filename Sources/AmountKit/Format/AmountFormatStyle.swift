import Foundation

/// A Foundation `ParseableFormatStyle` over an ``AmountFormat``, so amounts
/// work wherever Foundation formats: `value.formatted(.amount(format))`,
/// SwiftUI's `TextField(value:format:)`, `Text(value, format:)`.
///
/// ```swift
/// let euros = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
/// Decimal(string: "1234.5")!.formatted(.amount(euros))  // "1.234,50 €"
/// try AmountFormatStyle(euros).parseStrategy.parse("1.234,5")  // 1234.5
/// ```
public struct AmountFormatStyle: ParseableFormatStyle, Sendable {
  /// The format that formats and parses.
  public var format: AmountFormat

  /// Creates a style over a format.
  public init(_ format: AmountFormat) {
    self.format = format
  }

  /// Formats at rest, exactly as ``AmountFormat/format(_:)``.
  public func format(_ value: Decimal) -> String {
    format.format(value)
  }

  /// Lenient parsing, as ``AmountFormat/parse(_:)``.
  public var parseStrategy: AmountParseStrategy {
    AmountParseStrategy(format: format)
  }
}

/// Parses amounts leniently with an ``AmountFormat``.
public struct AmountParseStrategy: ParseStrategy, Sendable {
  /// The format that parses.
  public var format: AmountFormat

  /// Creates a strategy.
  public init(format: AmountFormat) {
    self.format = format
  }

  /// Parses a displayed or pasted amount.
  ///
  /// - Throws: ``AmountParseError``.
  public func parse(_ value: String) throws -> Decimal {
    try format.parse(value)
  }
}

extension FormatStyle where Self == AmountFormatStyle {
  /// A style over an ``AmountFormat``: `value.formatted(.amount(format))`.
  public static func amount(_ format: AmountFormat) -> AmountFormatStyle {
    AmountFormatStyle(format)
  }

  /// A currency style: `value.formatted(.amount(code: "USD", locale: l))`.
  public static func amount(code: String, locale: Locale = .current) -> AmountFormatStyle {
    AmountFormatStyle(.currency(code: code, locale: locale))
  }
}

extension ParseStrategy where Self == AmountParseStrategy {
  /// A lenient amount parse strategy: `try Decimal(text, strategy: .amount(format))`.
  public static func amount(_ format: AmountFormat) -> AmountParseStrategy {
    AmountParseStrategy(format: format)
  }
}

extension AmountFormat: Codable {
  private enum CodingKeys: String, CodingKey {
    case locale, currencyCode, currencyDisplay, negativeStyle, fractionDigits, usesGrouping
    case padsFraction, prefix, suffix, roundingRule
  }

  /// Decodes a format from its recipe; the pattern is derived again.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let locale = Locale(identifier: try c.decode(String.self, forKey: .locale))
    var format: AmountFormat =
      try c.decodeIfPresent(String.self, forKey: .currencyCode).map {
        .currency(code: $0, locale: locale)
      } ?? .number(locale: locale)
    // An unknown value is an error, never a silent default.
    if c.contains(.currencyDisplay), try !c.decodeNil(forKey: .currencyDisplay) {
      format = format.currencyDisplay(try Self.decodeCurrencyDisplay(c))
    }
    if let style = try c.decodeIfPresent(NegativeStyle.self, forKey: .negativeStyle) {
      format = format.negativeStyle(style)
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
      format = format.grouping(grouping)
    }
    if let pads = try c.decodeIfPresent(Bool.self, forKey: .padsFraction) {
      format = format.padsFraction(pads)
    }
    format = format.prefix(try c.decodeIfPresent(String.self, forKey: .prefix) ?? "")
    format = format.suffix(try c.decodeIfPresent(String.self, forKey: .suffix) ?? "")
    if let name = try c.decodeIfPresent(String.self, forKey: .roundingRule) {
      guard let rule = Self.rule(named: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .roundingRule, in: c, debugDescription: "unknown rounding rule \(name)")
      }
      format = format.rounding(rule)
    }
    self = format
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
    try c.encode(Self.name(of: roundingRule), forKey: .roundingRule)
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

  private static func name(of rule: FloatingPointRoundingRule) -> String {
    switch rule {
    case .toNearestOrAwayFromZero: return "toNearestOrAwayFromZero"
    case .toNearestOrEven: return "toNearestOrEven"
    case .up: return "up"
    case .down: return "down"
    case .towardZero: return "towardZero"
    case .awayFromZero: return "awayFromZero"
    @unknown default: return "toNearestOrEven"
    }
  }

  private static func rule(named name: String) -> FloatingPointRoundingRule? {
    switch name {
    case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
    case "toNearestOrEven": return .toNearestOrEven
    case "up": return .up
    case "down": return .down
    case "towardZero": return .towardZero
    case "awayFromZero": return .awayFromZero
    default: return nil
    }
  }
}
