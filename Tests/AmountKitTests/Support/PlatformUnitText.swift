import Foundation

#if canImport(_FoundationICU) && !canImport(Darwin)
import _FoundationICU

/// The platform's own text for a measurement, straight from ICU (the
/// toolchain's, which Foundation uses): the independent source the unit
/// sweeps compare the field with. ICU's default precision, no rounding
/// of ours.
enum PlatformUnitText {
  /// ICU's text for `plain` (a plain decimal string) in `unit`, `width`
  /// (`short`, `narrow`, `full-name`) and `locale`; nil if ICU refuses.
  static func format(_ plain: String, unit: String, width: String, locale: String) -> String? {
    var status = U_ZERO_ERROR
    let skeleton = Array("measure-unit/\(unit) unit-width-\(width)".utf16)
    guard
      let formatter = swift_unumf_openForSkeletonAndLocale(
        skeleton, Int32(skeleton.count), locale, &status),
      status.rawValue <= U_ZERO_ERROR.rawValue
    else { return nil }
    defer { swift_unumf_close(formatter) }
    return format(plain, with: formatter)
  }

  /// An opened formatter's text for many values.
  static func formatter(unit: String, width: String, locale: String) -> OpaquePointer? {
    var status = U_ZERO_ERROR
    let skeleton = Array("measure-unit/\(unit) unit-width-\(width)".utf16)
    let formatter = swift_unumf_openForSkeletonAndLocale(
      skeleton, Int32(skeleton.count), locale, &status)
    return status.rawValue <= U_ZERO_ERROR.rawValue ? formatter : nil
  }

  static func close(_ formatter: OpaquePointer) { swift_unumf_close(formatter) }

  static func format(_ plain: String, with formatter: OpaquePointer) -> String? {
    var status = U_ZERO_ERROR
    guard let result = swift_unumf_openResult(&status) else { return nil }
    defer { swift_unumf_closeResult(result) }
    let bytes = Array(plain.utf8).map { CChar(bitPattern: $0) }
    swift_unumf_formatDecimal(formatter, bytes, Int32(bytes.count), result, &status)
    var buffer = [UChar](repeating: 0, count: 256)
    let length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
    return String(decoding: buffer[..<Int(length)], as: UTF16.self)
  }
}
#endif

#if canImport(_FoundationICU) && !canImport(Darwin)
extension PlatformUnitText {
  /// Every CLDR unit ICU has data for: the unit identifiers (`type-unit`)
  /// of the `units` table of ICU's English unit data, which lists every
  /// unit CLDR names. Its `compound` and `coordinate` entries are patterns
  /// for composing units, not units, and are left out.
  static let allUnits: [String] = {
    var status = U_ZERO_ERROR
    let package = "icudt\(U_ICU_VERSION_SHORT)l-unit"
    guard let bundle = swift_ures_open(package, "en", &status) else { return [] }
    defer { swift_ures_close(bundle) }
    guard let table = swift_ures_getByKey(bundle, "units", nil, &status) else { return [] }
    defer { swift_ures_close(table) }
    var units: Set<String> = []
    for i in 0..<swift_ures_getSize(table) {
      var categoryStatus = U_ZERO_ERROR
      guard let category = swift_ures_getByIndex(table, i, nil, &categoryStatus) else { continue }
      defer { swift_ures_close(category) }
      let type = String(cString: swift_ures_getKey(category))
      guard type != "compound", type != "coordinate" else { continue }
      for j in 0..<swift_ures_getSize(category) {
        var unitStatus = U_ZERO_ERROR
        guard let unit = swift_ures_getByIndex(category, j, nil, &unitStatus) else { continue }
        units.insert(type + "-" + String(cString: swift_ures_getKey(unit)))
        swift_ures_close(unit)
      }
    }
    return units.sorted()
  }()
}
#endif

#if canImport(_FoundationICU) && !canImport(Darwin)
extension PlatformUnitText {
  /// Whether ICU's text for `plain` shows the number (its integer field):
  /// a form such as Arabic's dual `رطلان` does not.
  static func showsNumber(_ plain: String, with formatter: OpaquePointer) -> Bool {
    numberRange(plain, with: formatter) != nil
  }

  /// The UTF-16 range of the number in ICU's text for `plain`: from the
  /// start of ICU's integer field to the end of its fraction (or integer)
  /// field; nil when the text shows no number.
  static func numberRange(_ plain: String, with formatter: OpaquePointer) -> Range<Int>? {
    var status = U_ZERO_ERROR
    guard let result = swift_unumf_openResult(&status) else { return nil }
    defer { swift_unumf_closeResult(result) }
    let bytes = Array(plain.utf8).map { CChar(bitPattern: $0) }
    swift_unumf_formatDecimal(formatter, bytes, Int32(bytes.count), result, &status)
    var integer = UFieldPosition(
      field: Int32(UNUM_INTEGER_FIELD.rawValue), beginIndex: 0, endIndex: 0)
    guard swift_unumf_resultNextFieldPosition(result, &integer, &status) != 0 else { return nil }
    var fraction = UFieldPosition(
      field: Int32(UNUM_FRACTION_FIELD.rawValue), beginIndex: 0, endIndex: 0)
    let end =
      swift_unumf_resultNextFieldPosition(result, &fraction, &status) != 0
      ? fraction.endIndex : integer.endIndex
    return Int(integer.beginIndex)..<Int(max(end, integer.endIndex))
  }
}
#endif
