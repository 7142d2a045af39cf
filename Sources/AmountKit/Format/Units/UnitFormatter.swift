import Foundation

#if canImport(_FoundationICU) && !canImport(Darwin)
import _FoundationICU
#endif

/// The platform's formatter of one unit in one width and locale: ICU's
/// number formatter on Linux (the toolchain's `_FoundationICU`, which
/// Foundation itself uses), `Measurement.FormatStyle` on Apple platforms.
///
/// It formats plain decimal strings with a fixed number of fraction
/// digits: the unit text it writes around them is what ``UnitAffixes``
/// reads back. Values never pass through it: only the plural operands of
/// the number shown.
#if canImport(Darwin)
struct UnitFormatter: Sendable {
  let identifier: String
  let width: AmountUnitWidth
  let locale: Locale
  /// The currency whose full name this formatter writes, or nil for a
  /// unit.
  let currencyCode: String?

  init(identifier: String, width: AmountUnitWidth, locale: Locale) throws(AmountUnitError) {
    guard Self.dimension(identifier) != nil else { throw .unknownUnit(identifier) }
    self.identifier = identifier
    self.width = width
    self.locale = locale
    self.currencyCode = nil
  }

  /// A formatter of `code`'s full name, as Foundation's currency style
  /// with the `.fullName` presentation writes it (`2.00 US dollars`).
  init(currencyName code: String, locale: Locale) {
    self.identifier = "currency/" + code
    self.width = .wide
    self.locale = locale
    self.currencyCode = code
  }

  /// The formatter's text for `plain` with `fractionDigits` fraction
  /// digits. `Measurement` holds a `Double`: the number only stands for
  /// its plural operands here, and a short decimal converts exactly
  /// enough for them.
  func format(_ plain: String, fractionDigits: Int) -> String {
    if let currencyCode {
      let value = Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")) ?? 0
      return Decimal.FormatStyle.Currency(code: currencyCode, locale: locale)
        .presentation(.fullName).precision(.fractionLength(fractionDigits)).format(value)
    }
    guard let unit = Self.dimension(identifier) else { return plain }
    let number = FloatingPointFormatStyle<Double>(locale: locale)
      .precision(.fractionLength(fractionDigits))
    let unitWidth: Measurement<Dimension>.FormatStyle.UnitWidth
    switch width.base {
    case .short: unitWidth = .abbreviated
    case .narrow: unitWidth = .narrow
    case .wide: unitWidth = .wide
    }
    let style = Measurement<Dimension>.FormatStyle(
      width: unitWidth, locale: locale, usage: .asProvided, numberFormatStyle: number)
    return Measurement(value: Double(plain) ?? 0, unit: unit).formatted(style)
  }

  /// The formatter's text for `plain` and the UTF-16 range of its number
  /// in it. Foundation gives no field positions here: the number is the
  /// run from the first decimal digit that holds the number's `digits`
  /// digits (a unit's own digits after it stay the unit's).
  func formatNumber(_ plain: String, fractionDigits: Int, digits: Int) -> (
    text: String, number: Range<Int>
  )? {
    let text = format(plain, fractionDigits: fractionDigits)
    let scalars = Array(text.unicodeScalars)
    let isDigit = { (s: Unicode.Scalar) in s.properties.numericType == .decimal }
    guard digits > 0, let first = scalars.firstIndex(where: isDigit) else { return nil }
    var last = first
    var seen = 0
    for i in first..<scalars.count where isDigit(scalars[i]) {
      seen += 1
      last = i
      if seen == digits { break }
    }
    guard seen == digits else { return nil }
    let start = scalars[..<first].reduce(0) { $0 + $1.utf16.count }
    let end = scalars[...last].reduce(0) { $0 + $1.utf16.count }
    return (text, start..<end)
  }

  /// Whether `plain` is in CLDR's `other` category. Foundation has no
  /// plural rules of its own: a number with a fraction stands for it.
  func isOther(_ plain: String) -> Bool { plain.contains(".") }

  /// Foundation's unit for a CLDR identifier, among the units its
  /// `Dimension` subclasses have.
  static func dimension(_ identifier: String) -> Dimension? {
    switch identifier {
    case "mass-gram": return UnitMass.grams
    case "mass-kilogram": return UnitMass.kilograms
    case "mass-milligram": return UnitMass.milligrams
    case "mass-microgram": return UnitMass.micrograms
    case "mass-pound": return UnitMass.pounds
    case "mass-ounce": return UnitMass.ounces
    case "mass-ounce-troy": return UnitMass.ouncesTroy
    case "mass-stone": return UnitMass.stones
    case "mass-ton": return UnitMass.shortTons
    case "mass-tonne", "mass-metric-ton": return UnitMass.metricTons
    case "mass-carat": return UnitMass.carats
    case "length-meter": return UnitLength.meters
    case "length-kilometer": return UnitLength.kilometers
    case "length-centimeter": return UnitLength.centimeters
    case "length-millimeter": return UnitLength.millimeters
    case "length-micrometer": return UnitLength.micrometers
    case "length-nanometer": return UnitLength.nanometers
    case "length-picometer": return UnitLength.picometers
    case "length-decimeter": return UnitLength.decimeters
    case "length-inch": return UnitLength.inches
    case "length-foot": return UnitLength.feet
    case "length-yard": return UnitLength.yards
    case "length-mile": return UnitLength.miles
    case "length-mile-scandinavian": return UnitLength.scandinavianMiles
    case "length-nautical-mile": return UnitLength.nauticalMiles
    case "length-fathom": return UnitLength.fathoms
    case "length-furlong": return UnitLength.furlongs
    case "length-light-year": return UnitLength.lightyears
    case "length-parsec": return UnitLength.parsecs
    case "length-astronomical-unit": return UnitLength.astronomicalUnits
    case "volume-liter": return UnitVolume.liters
    case "volume-milliliter": return UnitVolume.milliliters
    case "volume-centiliter": return UnitVolume.centiliters
    case "volume-deciliter": return UnitVolume.deciliters
    case "volume-hectoliter": return UnitVolume.kiloliters
    case "volume-megaliter": return UnitVolume.megaliters
    case "volume-cubic-meter": return UnitVolume.cubicMeters
    case "volume-cubic-centimeter": return UnitVolume.cubicCentimeters
    case "volume-cubic-kilometer": return UnitVolume.cubicKilometers
    case "volume-cubic-inch": return UnitVolume.cubicInches
    case "volume-cubic-foot": return UnitVolume.cubicFeet
    case "volume-cubic-yard": return UnitVolume.cubicYards
    case "volume-cubic-mile": return UnitVolume.cubicMiles
    case "volume-acre-foot": return UnitVolume.acreFeet
    case "volume-gallon": return UnitVolume.gallons
    case "volume-gallon-imperial": return UnitVolume.imperialGallons
    case "volume-quart": return UnitVolume.quarts
    case "volume-pint": return UnitVolume.pints
    case "volume-cup": return UnitVolume.cups
    case "volume-cup-metric": return UnitVolume.metricCups
    case "volume-fluid-ounce": return UnitVolume.fluidOunces
    case "volume-tablespoon": return UnitVolume.tablespoons
    case "volume-teaspoon": return UnitVolume.teaspoons
    case "temperature-celsius": return UnitTemperature.celsius
    case "temperature-fahrenheit": return UnitTemperature.fahrenheit
    case "temperature-kelvin": return UnitTemperature.kelvin
    case "area-square-meter": return UnitArea.squareMeters
    case "area-square-kilometer": return UnitArea.squareKilometers
    case "area-square-centimeter": return UnitArea.squareCentimeters
    case "area-square-millimeter": return UnitArea.squareMillimeters
    case "area-square-inch": return UnitArea.squareInches
    case "area-square-foot": return UnitArea.squareFeet
    case "area-square-yard": return UnitArea.squareYards
    case "area-square-mile": return UnitArea.squareMiles
    case "area-hectare": return UnitArea.hectares
    case "area-acre": return UnitArea.acres
    case "speed-meter-per-second": return UnitSpeed.metersPerSecond
    case "speed-kilometer-per-hour": return UnitSpeed.kilometersPerHour
    case "speed-mile-per-hour": return UnitSpeed.milesPerHour
    case "speed-knot": return UnitSpeed.knots
    case "energy-joule": return UnitEnergy.joules
    case "energy-kilojoule": return UnitEnergy.kilojoules
    case "energy-calorie": return UnitEnergy.calories
    case "energy-kilocalorie", "energy-foodcalorie": return UnitEnergy.kilocalories
    case "energy-kilowatt-hour": return UnitEnergy.kilowattHours
    case "duration-hour": return UnitDuration.hours
    case "duration-minute": return UnitDuration.minutes
    case "duration-second": return UnitDuration.seconds
    case "duration-millisecond": return UnitDuration.milliseconds
    case "duration-microsecond": return UnitDuration.microseconds
    case "duration-nanosecond": return UnitDuration.nanoseconds
    default: return nil
    }
  }
}
#else
/// ICU's number formatters are immutable after they are opened and may
/// format on any thread; the ones for each count of fraction digits are
/// opened on first use, behind a lock.
final class UnitFormatter: @unchecked Sendable {
  private let skeleton: String
  private let localeID: String
  private let formatters = Locked([Int: OpaquePointer]())
  private let rules: OpaquePointer?

  /// A formatter of `code`'s full name, as Foundation's currency style
  /// with the `.fullName` presentation writes it (`2.00 US dollars`): ICU's
  /// currency formatter of the same skeleton, which Foundation uses. Nil
  /// when the code is not three ASCII letters or ICU refuses it.
  init?(currencyName code: String, locale: Locale) {
    guard code.utf8.count == 3, code.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
      return nil
    }
    skeleton = "currency/\(code) unit-width-full-name"
    localeID = locale.identifier
    var status = U_ZERO_ERROR
    rules = swift_uplrules_open(localeID, &status)
    guard let whole = Self.open(skeleton + " precision-integer", localeID) else { return nil }
    formatters.withLock { $0[0] = whole }
  }

  init(identifier: String, width: AmountUnitWidth, locale: Locale) throws(AmountUnitError) {
    // An identifier is `type-unit` in lowercase ASCII: nothing else may
    // reach the skeleton (a space would add a skeleton option).
    let allowed = identifier.utf8.allSatisfy { byte in
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
    }
    guard allowed, identifier.contains("-"), identifier.utf8.count <= 64 else {
      throw .unknownUnit(identifier)
    }
    let widthOption: String
    switch width.base {
    case .short: widthOption = "unit-width-short"
    case .narrow: widthOption = "unit-width-narrow"
    case .wide: widthOption = "unit-width-full-name"
    }
    skeleton = "measure-unit/\(identifier) \(widthOption)"
    localeID = locale.identifier
    var status = U_ZERO_ERROR
    rules = swift_uplrules_open(localeID, &status)
    // The formatter of whole numbers, the one most used, tells whether
    // ICU knows the unit. (When it does not, `deinit` closes the rules.)
    guard let whole = Self.open(skeleton + " precision-integer", localeID) else {
      throw .unknownUnit(identifier)
    }
    formatters.withLock { $0[0] = whole }
  }

  deinit {
    formatters.withLock { formatters in
      for formatter in formatters.values { swift_unumf_close(formatter) }
    }
    if let rules { swift_uplrules_close(rules) }
  }

  private static func open(_ skeleton: String, _ localeID: String) -> OpaquePointer? {
    var status = U_ZERO_ERROR
    let units = Array(skeleton.utf16)
    let formatter = swift_unumf_openForSkeletonAndLocale(
      units, Int32(units.count), localeID, &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue, let formatter else {
      if let formatter { swift_unumf_close(formatter) }
      return nil
    }
    // ICU formats a new formatter's first amounts before compiling it, and
    // for some patterns the two paths disagree (KWD's full name in `en_EE`
    // ends in a stray `0` until then); Foundation's style, used over and
    // over, shows the compiled text. Three formats compile it.
    if let result = swift_unumf_openResult(&status) {
      for _ in 0..<3 { swift_unumf_formatInt(formatter, 1, result, &status) }
      swift_unumf_closeResult(result)
    }
    return formatter
  }

  private func formatter(fractionDigits: Int) -> OpaquePointer? {
    formatters.withLock { formatters in
      if let known = formatters[fractionDigits] { return known }
      let precision =
        fractionDigits == 0
        ? " precision-integer" : " ." + String(repeating: "0", count: fractionDigits)
      let made = Self.open(skeleton + precision, localeID)
      formatters[fractionDigits] = made
      return made
    }
  }

  /// ICU's text for the plain decimal `plain`, with exactly
  /// `fractionDigits` fraction digits; empty if ICU fails.
  func format(_ plain: String, fractionDigits: Int) -> String {
    formatNumber(plain, fractionDigits: fractionDigits, digits: 0)?.text ?? ""
  }

  /// ICU's text for the plain decimal `plain`, with exactly
  /// `fractionDigits` fraction digits, and the UTF-16 range of its number
  /// in it: from the start of ICU's integer field to the end of its
  /// fraction field (or integer field), as ICU itself marks them. A unit's
  /// own digits (`100킬로미터당 2리터`, `L/100km`) stay outside the number.
  /// Nil if ICU fails; the range is empty when ICU shows no number (a form
  /// without digits, Arabic's dual `رطلان`). `digits` is unused here (see
  /// the Apple platforms' formatter).
  func formatNumber(_ plain: String, fractionDigits: Int, digits: Int) -> (
    text: String, number: Range<Int>
  )? {
    guard let formatter = formatter(fractionDigits: fractionDigits) else { return nil }
    var status = U_ZERO_ERROR
    guard let result = swift_unumf_openResult(&status) else { return nil }
    defer { swift_unumf_closeResult(result) }
    let bytes = Array(plain.utf8).map { CChar(bitPattern: $0) }
    swift_unumf_formatDecimal(formatter, bytes, Int32(bytes.count), result, &status)
    var buffer = [UChar](repeating: 0, count: 128)
    var length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
    if status == U_BUFFER_OVERFLOW_ERROR {
      status = U_ZERO_ERROR
      buffer = [UChar](repeating: 0, count: Int(length) + 1)
      length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
    }
    guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
    let text = String(decoding: buffer[..<Int(length)], as: UTF16.self)
    func field(_ field: UNumberFormatFields) -> Range<Int>? {
      var status = U_ZERO_ERROR
      var position = UFieldPosition(field: Int32(field.rawValue), beginIndex: 0, endIndex: 0)
      guard swift_unumf_resultNextFieldPosition(result, &position, &status) != 0,
        status.rawValue <= U_ZERO_ERROR.rawValue, position.beginIndex <= position.endIndex
      else { return nil }
      return Int(position.beginIndex)..<Int(position.endIndex)
    }
    guard let integer = field(UNUM_INTEGER_FIELD) else { return (text, 0..<0) }
    let end = max(integer.upperBound, field(UNUM_FRACTION_FIELD)?.upperBound ?? 0)
    return (text, integer.lowerBound..<end)
  }

  /// Whether `plain` is in CLDR's `other` plural category of the locale.
  func isOther(_ plain: String) -> Bool {
    guard let rules, let value = Double(plain) else { return false }
    var status = U_ZERO_ERROR
    var buffer = [UChar](repeating: 0, count: 16)
    let length = swift_uplrules_select(rules, value, &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue else { return false }
    return String(decoding: buffer[..<Int(length)], as: UTF16.self) == "other"
  }
}
#endif
