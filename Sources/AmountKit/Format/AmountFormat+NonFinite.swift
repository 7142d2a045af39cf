import Foundation

extension AmountFormat {
  /// A value with no digits to show: NaN (a `Decimal`'s or a `Double`'s)
  /// or an infinity (a `Double`'s).
  enum NonFinite: Hashable, Sendable {
    case nan, negativeNaN, infinity, negativeInfinity

    /// The value as a `Double`, as Foundation's floating-point styles take it.
    var double: Double {
      switch self {
      case .nan: return .nan
      case .negativeNaN: return -.nan
      case .infinity: return .infinity
      case .negativeInfinity: return -.infinity
      }
    }

    /// The value as a plain decimal string, as ICU reads one.
    var plain: String {
      switch self {
      case .nan: return "NaN"
      case .negativeNaN: return "-NaN"
      case .infinity: return "Infinity"
      case .negativeInfinity: return "-Infinity"
      }
    }
  }

  /// What the platform's formatter shows for a value without digits in
  /// the settings that change that text: the locale, the currency and its
  /// display, accounting, percent, the unit.
  private struct NonFiniteKey: Hashable, Sendable {
    var locale: Locale
    var currencyCode: String?
    var display: CurrencyDisplay
    var accounting: Bool
    var percent: Bool
    var unit: String?
    var unitWidth: AmountUnitWidth?
    var value: NonFinite
  }

  /// The texts asked so far: each costs a Foundation format.
  private static let nonFiniteTexts = LRUCache<NonFiniteKey, String>(capacity: 64)

  /// The text for a value without digits: the platform's own text for the
  /// locale, currency, display, sign strategy and unit (`$NaN`, `NaN $`,
  /// `ليس رقمًا US$`, `-$∞`), inside the custom prefix and suffix. It is
  /// asked of Foundation (of ICU for a unit) once, then kept: no digit
  /// pattern can say where a locale puts its NaN sign.
  func text(of value: NonFinite) -> String {
    let key = NonFiniteKey(
      locale: locale, currencyCode: currencyCode, display: currencyDisplay,
      accounting: negativeStyle == .accounting, percent: isPercent, unit: unitIdentifier,
      unitWidth: unitWidth, value: value)
    return prefix + Self.nonFiniteTexts.value(for: key) { Self.platformText(key) } + suffix
  }

  private static func platformText(_ key: NonFiniteKey) -> String {
    if let unit = key.unit,
      let formatter = try? UnitFormatter(
        identifier: unit, width: key.unitWidth ?? .short, locale: key.locale)
    {
      return formatter.format(key.value.plain, fractionDigits: 0)
    }
    let value = key.value.double
    if key.percent {
      return FloatingPointFormatStyle<Double>.Percent(locale: key.locale).format(value)
    }
    guard let code = key.currencyCode, key.display != .hidden else {
      return FloatingPointFormatStyle<Double>(locale: key.locale).format(value)
    }
    var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: key.locale)
    switch key.display {
    case .isoCode: style = style.presentation(.isoCode)
    case .narrowSymbol: style = style.presentation(.narrow)
    case .fullName: style = style.presentation(.fullName)
    default: break
    }
    if key.accounting { style = style.sign(strategy: .accounting) }
    return style.format(value)
  }
}
