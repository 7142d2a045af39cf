import Foundation

/// An ``AmountFormat`` is a Foundation `ParseableFormatStyle`, so amounts
/// work wherever Foundation formats: `value.formatted(.amount(format))`,
/// SwiftUI's `TextField(value:format:)`, `Text(value, format:)`.
///
/// ```swift
/// let euros = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
/// Decimal(string: "1234.5")!.formatted(.amount(euros))  // "1.234,50 €"
/// try euros.parseStrategy.parse("1.234,5")  // 1234.5
/// try Decimal("1.234,56 €", strategy: euros.parseStrategy)  // 1234.56
/// try Decimal("1.234,56 €", strategy: .amount(euros))  // 1234.56
/// ```
extension AmountFormat: ParseableFormatStyle {
  /// Lenient parsing, as ``parse(_:)``.
  public var parseStrategy: AmountParseStrategy {
    AmountParseStrategy(format: self)
  }

  /// Returns the same format in another locale: the same currency (or
  /// percentage, unit or plain number), display, negative style, fraction
  /// digits, grouping, padding, affixes and rounding, with the separators,
  /// digits and placement of `locale`.
  ///
  /// - Parameter locale: The locale whose conventions to follow.
  /// - Returns: The format in `locale`.
  public func locale(_ locale: Locale) -> AmountFormat {
    let format: AmountFormat
    if let currencyCode {
      format = AmountFormat.currency(code: currencyCode, locale: locale)
        .currencyDisplay(currencyDisplay)
    } else if isPercent {
      format = .percent(locale: locale)
    } else if let unitAffixes,
      let measurement = try? AmountFormat.measurement(
        unit: unitAffixes.identifier, width: unitAffixes.width, locale: locale)
    {
      format = measurement
    } else {
      format = .number(locale: locale)
    }
    return format.sign(strategy: negativeStyle).fractionDigits(fractionDigits)
      .grouping(usesGrouping ? .automatic : .never).padsFraction(padsFraction)
      .rounded(rule: roundingRule).prefix(prefix).suffix(suffix)
  }
}

extension FormatStyle where Self == AmountFormat {
  /// An amount format as a style: `value.formatted(.amount(format))`.
  ///
  /// - Parameter format: The format.
  /// - Returns: `format`.
  public static func amount(_ format: AmountFormat) -> AmountFormat {
    format
  }

  /// A currency style: `value.formatted(.amount(code: "USD", locale: l))`.
  ///
  /// - Parameters:
  ///   - code: An ISO 4217 currency code such as `"USD"`.
  ///   - locale: The locale whose conventions to follow.
  /// - Returns: The currency format.
  public static func amount(code: String, locale: Locale = .current) -> AmountFormat {
    .currency(code: code, locale: locale)
  }
}
