import Foundation

extension AmountFormat: CustomStringConvertible {
  /// What the format is, in a line: its kind, its locale and each setting
  /// that differs from the kind's default, in the words of the modifiers
  /// that set it.
  ///
  /// ```swift
  /// let dollars = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
  /// "\(dollars)"  // "AmountFormat(currency USD, en_US)"
  /// "\(dollars.presentation(.isoCode).sign(strategy: .accounting).precision(.fractionLength(3)))"
  /// // "AmountFormat(currency USD, en_US, isoCode, accounting, fractionLength(3))"
  /// "\(AmountFormat.number(locale: Locale(identifier: "de_DE")).suffix(" lbs"))"
  /// // "AmountFormat(number, de_DE, suffix \" lbs\")"
  /// ```
  ///
  /// The kinds are `currency` with its code, `number`, `percent`, and
  /// `measurement` with its unit (and its width when not short); then come
  /// the currency display, `accounting`, the precision, `grouping never`,
  /// the rounding rule, the prefix and the suffix, where they differ.
  public var description: String {
    var parts: [String] = []
    let base: AmountFormat
    if let currencyCode {
      parts.append("currency \(currencyCode)")
      base = .currency(code: currencyCode, locale: locale)
    } else if isPercent {
      parts.append("percent")
      base = .percent(locale: locale)
    } else if let unitIdentifier {
      let width = unitWidth.map { $0 == .short ? "" : " \($0.name)" } ?? ""
      parts.append("measurement \(unitIdentifier)\(width)")
      base = .number(locale: locale)
    } else {
      parts.append("number")
      base = .number(locale: locale)
    }
    parts.append(locale.identifier)
    if currencyCode != nil, currencyDisplay != .symbol { parts.append(currencyDisplay.name) }
    if negativeStyle != .automatic { parts.append(negativeStyle.name) }
    if precision != base.precision { parts.append("\(precision)") }
    if !usesGrouping { parts.append("grouping never") }
    if roundingRule != .toNearestOrEven {
      parts.append("rounded \(Rounding(roundingRule).rawValue)")
    }
    if !prefix.isEmpty { parts.append("prefix \(prefix.debugDescription)") }
    if !suffix.isEmpty { parts.append("suffix \(suffix.debugDescription)") }
    return "AmountFormat(\(parts.joined(separator: ", ")))"
  }
}
