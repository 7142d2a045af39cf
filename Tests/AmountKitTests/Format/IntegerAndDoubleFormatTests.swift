import AmountKit
import Foundation
import Testing

#if canImport(_FoundationICU) && !canImport(Darwin)
import _FoundationICU
#endif

/// Integers and doubles format as Foundation's integer and floating-point
/// styles format them, and NaN and infinities as Foundation writes them.
@Suite("Integers, doubles, NaN and infinities: Foundation's texts")
struct IntegerAndDoubleFormatTests {
  static let locales = [
    "en_US", "de_DE", "fr_FR", "de_CH", "en_IN", "ar_EG", "fa_IR", "hi_IN@numbers=deva", "ja_JP",
    "es_ES", "nl_NL", "tr_TR", "he_IL", "ru_RU", "pt_BR", "sv_SE", "th_TH", "zh_CN",
  ]
  static let codes = ["USD", "EUR", "JPY", "KWD"]

  /// Doubles a person might format, those at a rounding boundary of their
  /// shortest decimal (2.675, 1.005), and the extremes.
  static let doubles: [Double] = {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, 0.2, 0.1 + 0.2, 2.675, 1.005, 0.125, 0.375, -2.5, 1234.5, 1234567.891,
      -0.001, 1e-7, -1e-7, .leastNonzeroMagnitude, 0.0049999999999999999, 0.995, 9.995, 99.995,
      1e15, 1e16 + 2,
      Double(9_007_199_254_740_993 as Int), Double(123_456_789_012_345_678 as Int), 1e20, 1e22,
      -1e30, 4.35, 4.345, 0.285,
      1.7976931348623157e308,
    ]
    var random = SeededGenerator(state: 0xA11)
    for _ in 0..<150 {
      // Cents, mills and any fraction, as binary doubles hold them.
      let whole = Double(Int64.random(in: -10_000_000...10_000_000, using: &random))
      values.append(whole / 100)
      values.append(whole / 1000 + 0.0005)
      values.append(Double.random(in: -1e6...1e6, using: &random))
    }
    for _ in 0..<30 {
      values.append(Double(bitPattern: random.next()))
    }
    return values.filter(\.isFinite)
  }()

  @Test(
    "a Double formats as Foundation's floating-point currency style formats it",
    arguments: locales)
  func doubles(locale identifier: String) {
    let locale = Locale(identifier: identifier)
    for code in Self.codes {
      let format = AmountFormat.currency(code: code, locale: locale)
      let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
      for value in Self.doubles {
        #expect(format.format(value) == style.format(value), "\(code) \(value)")
      }
    }
  }

  @Test(
    "a Double rounds with every rule as Foundation's currency style rounds it",
    arguments: [
      FloatingPointRoundingRule.toNearestOrEven, .toNearestOrAwayFromZero, .up, .down,
      .towardZero, .awayFromZero,
    ])
  func roundingRules(rule: FloatingPointRoundingRule) {
    for identifier in ["en_US", "de_DE", "ar_EG"] {
      let locale = Locale(identifier: identifier)
      let format = AmountFormat.currency(code: "USD", locale: locale).rounded(rule: rule)
      let style = FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: locale)
        .rounded(rule: rule)
      for value in Self.doubles {
        #expect(format.format(value) == style.format(value), "\(identifier) \(value)")
      }
    }
  }

  @Test("a Double as a number or a percentage: Foundation's number and percent texts")
  func numbersAndPercentages() {
    for identifier in Self.locales {
      let locale = Locale(identifier: identifier)
      let number = AmountFormat.number(locale: locale)
      let numberStyle = FloatingPointFormatStyle<Double>(locale: locale)
        .precision(.fractionLength(0...2))
      let percent = AmountFormat.percent(locale: locale)
      let percentStyle = FloatingPointFormatStyle<Double>.Percent(locale: locale)
        .precision(.fractionLength(0...2))
      for value in Self.doubles.prefix(120) {
        #expect(number.format(value) == numberStyle.format(value), "\(identifier) \(value)")
        #expect(percent.format(value) == percentStyle.format(value), "\(identifier) \(value)")
      }
    }
  }

  @Test("a Float goes through Double, as Foundation's style converts it")
  func floats() {
    let locale = Locale(identifier: "en_US")
    let format = AmountFormat.currency(code: "USD", locale: locale).precision(.fractionLength(10))
    let style = FloatingPointFormatStyle<Float>.Currency(code: "USD", locale: locale)
      .precision(.fractionLength(10))
    for value: Float in [0.1, 2.675, 1e-3, -123.456, Float(16_777_217 as Int)] {
      #expect(format.format(value) == style.format(value), "\(value)")
    }
  }

  @Test(
    "an integer formats exactly, as Foundation's integer currency style formats it",
    arguments: locales)
  func integers(locale identifier: String) {
    let locale = Locale(identifier: identifier)
    let ints = [0, 1, -1, 7, 1234, -1234, 1_234_567, 999_999_999, Int.max, Int.min]
    for code in Self.codes {
      let format = AmountFormat.currency(code: code, locale: locale)
      let style = IntegerFormatStyle<Int>.Currency(code: code, locale: locale)
      for value in ints {
        #expect(format.format(value) == style.format(value), "\(code) \(value)")
      }
      #expect(
        format.format(UInt64.max)
          == IntegerFormatStyle<UInt64>.Currency(code: code, locale: locale).format(UInt64.max))
      #expect(
        format.format(Int8.min)
          == IntegerFormatStyle<Int8>.Currency(code: code, locale: locale).format(Int8.min))
    }
  }

  @Test("an integer on a percentage is the percent, as Foundation's integer percent style")
  func integerPercentages() {
    for identifier in ["en_US", "de_DE", "tr_TR", "ar_EG"] {
      let locale = Locale(identifier: identifier)
      let percent = AmountFormat.percent(locale: locale)
      for value in [0, 5, -12, 1234] {
        #expect(
          percent.format(value)
            == IntegerFormatStyle<Int>.Percent(locale: locale).format(value), "\(value)")
      }
    }
  }

  @Test("NaN shows Foundation's currency text in every locale with a currency")
  func nanInEveryLocale() {
    for identifier in Locale.availableIdentifiers.sorted() {
      let locale = Locale(identifier: identifier)
      guard let code = locale.currency?.identifier else { continue }
      let format = AmountFormat.currency(code: code, locale: locale)
      let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
      #expect(format.format(Decimal.nan) == style.format(Decimal.nan), "\(identifier)")
    }
  }

  @Test(
    "NaN and infinities show Foundation's text in every presentation, sign and kind",
    arguments: locales)
  func nonFinite(locale identifier: String) {
    let locale = Locale(identifier: identifier)
    let specials: [Double] = [.nan, -.nan, .infinity, -.infinity]
    for code in ["USD", "EUR"] {
      for presentation in [
        CurrencyFormatStyleConfiguration.Presentation.standard, .isoCode, .narrow, .fullName,
      ] {
        for accounting in [false, true] {
          var format = AmountFormat.currency(code: code, locale: locale)
            .presentation(presentation)
          var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            .presentation(presentation)
          var decimalStyle = Decimal.FormatStyle.Currency(code: code, locale: locale)
            .presentation(presentation)
          if accounting {
            format = format.sign(strategy: .accounting)
            style = style.sign(strategy: .accounting)
            decimalStyle = decimalStyle.sign(strategy: .accounting)
          }
          let name = "\(code) \(presentation) \(accounting ? "accounting" : "")"
          #expect(format.format(Decimal.nan) == decimalStyle.format(Decimal.nan), "\(name)")
          for value in specials {
            #expect(format.format(value) == style.format(value), "\(name) \(value)")
          }
        }
      }
    }
    let number = AmountFormat.number(locale: locale)
    let percent = AmountFormat.percent(locale: locale)
    #expect(number.format(Decimal.nan) == Decimal.FormatStyle(locale: locale).format(.nan))
    #expect(percent.format(Decimal.nan) == Decimal.FormatStyle.Percent(locale: locale).format(.nan))
    for value in specials {
      #expect(
        number.format(value) == FloatingPointFormatStyle<Double>(locale: locale).format(value))
      #expect(
        percent.format(value)
          == FloatingPointFormatStyle<Double>.Percent(locale: locale).format(value))
    }
  }

  @Test("NaN keeps the custom prefix and suffix around Foundation's text")
  func nanInsideAffixes() {
    let locale = Locale(identifier: "en_US")
    let format = AmountFormat.number(locale: locale).prefix("~").suffix(" lbs")
    let foundation = Decimal.FormatStyle(locale: locale).format(Decimal.nan)
    #expect(format.format(Decimal.nan) == "~" + foundation + " lbs")
  }

  #if canImport(_FoundationICU) && !canImport(Darwin)
  @Test("a measurement's NaN and infinities are ICU's text for the unit")
  func measurementNonFinite() throws {
    for identifier in ["en_US", "de_DE", "ar_EG", "ru_RU"] {
      for (width, icuWidth) in [(AmountUnitWidth.short, "short"), (.wide, "full-name")] {
        let format = try AmountFormat.measurement(
          unit: "mass-pound", width: width, locale: Locale(identifier: identifier))
        for (value, plain) in [
          (Double.nan, "NaN"), (.infinity, "Infinity"), (-.infinity, "-Infinity"),
        ] {
          let icu = PlatformUnitText.format(
            plain, unit: "mass-pound", width: icuWidth, locale: identifier)
          #expect(format.format(value) == icu, "\(identifier) \(width) \(plain)")
        }
      }
    }
  }
  #endif
}
