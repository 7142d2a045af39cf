import Foundation

#if canImport(_FoundationICU) && !canImport(Darwin)
import _FoundationICU

/// ICU's own description of a numbering system (the toolchain's ICU,
/// which Foundation formats with): the independent source the numbering
/// system sweep compares the field with.
enum PlatformNumberingSystem {
  struct Description {
    var isAlgorithmic: Bool
    var radix: Int
    /// ICU's description: for a numeric system its ten digits, 0 to 9.
    var text: String
  }

  /// ICU's description of the numbering system `locale` resolves to
  /// (its `@numbers=` keyword, `native`, `traditional` or `finance`
  /// resolved), or nil when ICU opens none.
  static func describe(locale: String) -> Description? {
    var status = U_ZERO_ERROR
    guard let system = swift_unumsys_open(locale, &status), status.rawValue <= U_ZERO_ERROR.rawValue
    else { return nil }
    defer { swift_unumsys_close(system) }
    var buffer = [UChar](repeating: 0, count: 512)
    let length = swift_unumsys_getDescription(system, &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
    return Description(
      isAlgorithmic: swift_unumsys_isAlgorithmic(system) != 0,
      radix: Int(swift_unumsys_getRadix(system)),
      text: String(decoding: buffer[..<Int(length)], as: UTF16.self))
  }
}
#endif
