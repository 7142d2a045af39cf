import Foundation

/// What one locale's currency or number format looks like, read back from
/// Foundation's own `FormatStyle` output.
///
/// Nothing here comes from a table of ours: the digits, separators, grouping
/// sizes and affixes are found by formatting probe values with Foundation and
/// reading the result, so the pattern tracks CLDR wherever Foundation does.
///
/// A currency pattern is first derived from one format, of a positive
/// amount; its ``PatternBox`` learns the negative affixes, the minimum
/// grouping digits and (without fraction digits) the decimal separator
/// when they are first needed. Read those through the box.
struct LocalePattern: Sendable, Hashable {
  /// The Unicode scalar value of the locale's digit zero; digit `d` is
  /// `zero + d` (most CLDR numbering systems are consecutive runs of ten),
  /// unless ``digitTable`` lists them.
  var zero: UInt32
  /// The digits 0 to 9 when they are not consecutive Unicode decimal digits
  /// (Han decimal, `〇一二…九`); nil otherwise.
  var digitTable: [Unicode.Scalar]? = nil
  /// The numbering system the locale asks for when Foundation does not
  /// write it with ten decimal digits (`roman`, `hans`, an unknown name):
  /// the pattern is what Foundation shows (its Latin fallback), and a field
  /// refuses it. Nil for every supported numbering system.
  var unsupportedNumberingSystem: String? = nil
  /// The UTF-16 length of one digit (2 for digits outside the BMP).
  var digitWidth16: Int
  var decimalSeparator: String
  var groupingSeparator: String
  /// Digits in the rightmost group; 0 when the locale does not group.
  var primaryGrouping: Int
  /// Digits in every further group (2 for `12,34,567`).
  var secondaryGrouping: Int
  /// The integer digit count below which no grouping is shown at all is
  /// `primaryGrouping + minimumGroupingDigits` (`1234,00 €` in `es_ES`).
  /// Not known yet in a currency pattern from its positive format alone
  /// (see ``PatternBox``), like the negative affixes.
  var minimumGroupingDigits: Int
  var positivePrefix: String
  var positiveSuffix: String
  var negativePrefix: String
  var negativeSuffix: String
  /// Fraction digits Foundation uses by default for this format.
  var defaultFractionDigits: Int
  /// The currency symbol or code as it stands in the affixes, trimmed of
  /// spaces and bidi marks; empty for plain numbers.
  var symbol: String
  /// The currency the pattern was derived for; nil for numbers and
  /// percentages. A template's currency tells where its symbol stands in
  /// its affixes (``CurrencyData``).
  var currencyCode: String? = nil
  /// The same pieces as UTF-8 bytes with their UTF-16 lengths, for the
  /// renderer.
  var bytes = PatternBytes()

  /// The digit `d` (0 to 9).
  func digit(_ d: Int) -> Unicode.Scalar {
    if let digitTable { return digitTable[d] }
    return Unicode.Scalar(zero + UInt32(d)) ?? "0"
  }

  /// The value of one of the locale's own digits that is no Unicode
  /// decimal digit (a Han decimal digit), or nil.
  func tableDigitValue(_ scalar: Unicode.Scalar) -> UInt8? {
    Self.digitValue(of: scalar, in: digitTable)
  }

  /// The value of `scalar` in `table`, the digits 0 to 9 of a numbering
  /// system whose digits are no Unicode decimal digits (``digitTable``),
  /// or nil.
  static func digitValue(of scalar: Unicode.Scalar, in table: [Unicode.Scalar]?) -> UInt8? {
    guard let table, let index = table.firstIndex(of: scalar) else { return nil }
    return UInt8(index)
  }

  /// Fills ``bytes`` from the string fields.
  mutating func prepareBytes() {
    bytes = PatternBytes(self)
  }
}
