import Foundation

extension AmountFormat {
  /// A percentage format: the value is the fraction, as Foundation's
  /// percent style reads it, and the field shows it in percent.
  ///
  /// ```swift
  /// let de = AmountFormat.percent(locale: Locale(identifier: "de_DE"))
  /// de.format(Decimal(string: "0.125")!)  // "12,5 %"
  /// AmountFormat.percent(locale: Locale(identifier: "tr_TR"))
  ///   .format(Decimal(string: "0.125")!)  // "%12,5"
  /// try de.parse("12,5 %")                // 0.125
  /// ```
  ///
  /// At rest the text is, character for character, what
  /// `Decimal.FormatStyle.Percent` shows for the value in the locale: its
  /// digits, separators, sign, and the percent sign's place and spacing.
  /// The value is scaled by 100 exactly, in `Decimal`.
  ///
  /// What the user types is in percent: typing `12,5` in a `de_DE` field
  /// shows `12,5 %` and gives the value 0.125. So ``fractionDigits`` counts
  /// percent digits: 2 by default (`12,34 %`, the value 0.1234), like a
  /// plain number; the value then has two more. Limits, ``AmountFieldConfiguration/step``
  /// and values set by the program are values (fractions): a maximum of 1
  /// is 100 %, a step of 0.01 is one percent. Minor units
  /// (``AmountEditor/minorUnits``) count the smallest percent step shown
  /// (basis points with 2 fraction digits).
  ///
  /// - Parameter locale: The locale whose conventions to follow.
  /// - Returns: The format.
  public static func percent(locale: Locale = .current) -> AmountFormat {
    AmountFormat(
      locale: locale, currencyCode: nil, display: .hidden, negativeStyle: .automatic,
      percent: true
    ).fractionDigits(2)
  }

  /// A measurement format: a number with a CLDR unit, written as the
  /// platform's formatter writes it in the locale, in the plural form of
  /// the number shown.
  ///
  /// ```swift
  /// let pounds = try AmountFormat.measurement(
  ///   unit: "mass-pound", locale: Locale(identifier: "de_DE"))
  /// pounds.format(Decimal(string: "28.5")!)  // "28,5 lb"
  /// let wide = try AmountFormat.measurement(
  ///   unit: "mass-pound", width: .wide, locale: Locale(identifier: "en_US"))
  /// wide.format(1)  // "1 pound"
  /// wide.format(2)  // "2 pounds"
  /// ```
  ///
  /// The unit's text comes from the platform: on Linux from ICU (the
  /// toolchain's, which Foundation uses), on Apple platforms from
  /// `Measurement.FormatStyle` with the unit as provided (never converted
  /// to the locale's preferred unit). Numbers inside it are the locale's
  /// own (`٢٨٫٥ رطل` in `ar_EG`). The text follows the plural form of the
  /// number as shown, while the user types too (`1 фунт`, `2 фунта`,
  /// `5 фунтов`, `1,5 фунта` in `ru_RU`, wide); the caret stays by its
  /// digit. A form that shows no digits, such as Arabic's dual `رطلان`
  /// for 2, cannot hold the field's digits: the field shows the form of
  /// CLDR's `other` category instead (`٢ رطل`). On Apple platforms, whose
  /// Foundation has no plural rules, the form of a number with a fraction
  /// stands in.
  ///
  /// Like a plain number the format allows two fraction digits and does
  /// not pad them. The unit is decoration, like a currency symbol: it
  /// stands outside the sign (`-28,5 lb`) and the caret never enters it.
  ///
  /// - Parameters:
  ///   - unit: A CLDR unit identifier, `type-unit`: `mass-pound`,
  ///     `length-inch`, `volume-liter`, `temperature-celsius`,
  ///     `area-hectare`, `speed-kilometer-per-hour`, `energy-kilocalorie`,
  ///     `duration-hour`. On Apple platforms the units of Foundation's
  ///     `Dimension` subclasses.
  ///   - width: How long the unit is written; ``AmountUnitWidth/short``
  ///     by default.
  ///   - locale: The locale whose conventions to follow.
  /// - Returns: The format.
  /// - Throws: ``AmountUnitError/unknownUnit(_:)`` when the platform's
  ///   formatter does not know the identifier.
  public static func measurement(
    unit: String, width: AmountUnitWidth = .short, locale: Locale = .current
  ) throws(AmountUnitError) -> AmountFormat {
    var format = AmountFormat.number(locale: locale)
    format.renderer.unit = try UnitAffixes.cached(identifier: unit, width: width, locale: locale)
    format.adoptUnitShape()
    return format
  }

  /// Takes the separators and grouping the unit's formatter writes its
  /// number with, where they differ from the locale's number format
  /// (`concentr-percent` groups as the percent style does).
  mutating func adoptUnitShape() {
    guard let unit = unitAffixes, let shape = unit.shape else { return }
    var pattern = patternBox.complete
    guard
      shape.groupingSeparator != pattern.groupingSeparator
        || shape.decimalSeparator != pattern.decimalSeparator
        || shape.primaryGrouping != pattern.primaryGrouping
        || shape.secondaryGrouping != pattern.secondaryGrouping
        || shape.minimumGroupingDigits != pattern.minimumGroupingDigits
    else { return }
    pattern.groupingSeparator = shape.groupingSeparator
    pattern.decimalSeparator = shape.decimalSeparator
    pattern.primaryGrouping = shape.primaryGrouping
    pattern.secondaryGrouping = shape.secondaryGrouping
    pattern.minimumGroupingDigits = shape.minimumGroupingDigits
    pattern.prepareBytes()
    var key = patternBox.key
    key.unit = "\(unit.identifier) \(unit.width.name)"
    patternBox = PatternBox(pattern, key: key)
    renderer.adopt(patternBox, grouping: usesGrouping)
  }

  /// Whether the format is a percentage (``percent(locale:)``).
  public var isPercent: Bool { valueScale != 0 }

  /// The CLDR identifier of a measurement format's unit (`mass-pound`),
  /// or nil.
  public var unitIdentifier: String? {
    unitAffixes.flatMap { $0.isCurrencyName ? nil : $0.identifier }
  }

  /// How a measurement format writes its unit, or nil for other formats.
  public var unitWidth: AmountUnitWidth? {
    unitAffixes.flatMap { $0.isCurrencyName ? nil : $0.width }
  }

  /// The number shown for `value`: the value itself, or for a percentage
  /// the value times 100, exactly.
  func shown(_ value: Decimal) -> Decimal {
    guard valueScale != 0, !value.isNaN, !value.isZero else { return value }
    return Decimal(
      sign: value.sign, exponent: value.exponent + valueScale, significand: value.significand)
  }

  /// The value of a number shown: the number itself, or for a percentage
  /// the number divided by 100, exactly.
  func value(ofShown number: Decimal) -> Decimal {
    guard valueScale != 0, !number.isNaN, !number.isZero else { return number }
    return Decimal(
      sign: number.sign, exponent: number.exponent - valueScale, significand: number.significand
    )
  }
}
