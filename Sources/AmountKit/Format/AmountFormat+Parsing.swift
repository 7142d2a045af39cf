import Foundation

extension AmountFormat {
  /// Reads an amount the way a person pastes one: digits of any script,
  /// the field's symbol and ISO code, any currency sign, custom affixes,
  /// spaces of any kind and bidi marks are accepted; `.` or `,` is read as
  /// the decimal separator or as grouping where that is unambiguous.
  ///
  /// ```swift
  /// let de = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
  /// try de.parse("1.234,56 €")  // 1234.56
  /// try de.parse("1234.56")     // 1234.56
  /// try de.parse("1.234")       // 1234
  /// try de.parse("23.13.1.")    // throws .misplacedGrouping, position 8
  /// ```
  ///
  /// A percentage reads as its fraction (`12,5 %` is 0.125), and a
  /// measurement format drops its unit in any of its plural forms.
  ///
  /// - Parameter text: The text to read.
  /// - Returns: The exact value, not rounded.
  /// - Throws: ``AmountParseError`` naming why the text is not an amount
  ///   and, in its ``AmountParseError/position``, where it stopped being
  ///   one.
  public func parse(_ text: String) throws(AmountParseError) -> Decimal {
    let parsed = try LenientParser(format: self).parse(text)
    do {
      return value(ofShown: try parsed.decimal())
    } catch {
      throw LenientParser.locate(error, in: text, parsed: parsed)
    }
  }

  /// Reads only what the format itself prints at rest (``format(_:)-(Decimal)``), so
  /// that `try parseStrict(format(x)) == x` for every `x` with at most
  /// ``fractionDigits`` fraction digits, and `format(parseStrict(t)) == t`.
  ///
  /// - Parameter text: The text to read.
  /// - Returns: The exact value.
  /// - Throws: ``AmountParseError/notCanonical`` for an amount written any
  ///   other way, or the reason the text is no amount at all.
  public func parseStrict(_ text: String) throws(AmountParseError) -> Decimal {
    let parsed = try LenientParser(format: self).parse(text)
    let value: Decimal
    do {
      value = self.value(ofShown: try parsed.decimal())
    } catch {
      throw LenientParser.locate(error, in: text, parsed: parsed)
    }
    guard format(value) == text else { throw .notCanonical }
    return value
  }
}
