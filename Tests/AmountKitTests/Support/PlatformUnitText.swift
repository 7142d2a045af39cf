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
