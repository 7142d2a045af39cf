import Foundation

#if canImport(_FoundationICU) && !canImport(Darwin)
import _FoundationICU
#endif

/// The digits of the numbering system a locale asks for (`ar_EG`'s `arab`,
/// `@numbers=hanidec`, `-u-nu-thai`), as Foundation writes them.
///
/// Most numbering systems are ten consecutive Unicode decimal digits, read
/// from Foundation's text as `zero + d`. Han decimal (`〇一二三四五六七八九`)
/// is ten digits that are not Unicode `Nd` and not consecutive: its digits
/// are a table. A numbering system that is not ten decimal digits (the
/// algorithmic `roman`, `hans`, `jpan`, `armn`..., for which Foundation
/// writes Latin digits instead) or that Foundation does not know at all
/// cannot be shown exactly: a field refuses it
/// (``AmountConfigurationError/unsupportedNumberingSystem(locale:numberingSystem:)``).
enum LocaleDigits: Hashable, Sendable {
  /// Ten consecutive Unicode decimal digits.
  case consecutive
  /// Ten digits in order 0 to 9 that are not consecutive Unicode decimal
  /// digits.
  case table([Unicode.Scalar])
  /// A numbering system Foundation does not write with ten decimal digits;
  /// its name as the locale asks for it.
  case unsupported(String)

  /// The digits table, when there is one.
  var table: [Unicode.Scalar]? {
    if case .table(let digits) = self { return digits }
    return nil
  }

  /// The unsupported numbering system's name, when it is one.
  var unsupportedName: String? {
    if case .unsupported(let name) = self { return name }
    return nil
  }

  /// Digits by locale: one look-up of the numbering system per locale.
  private static let cache = LRUCache<Locale, LocaleDigits>(
    capacity: LocalePattern.cacheCapacity)

  /// The digits `locale` is written with.
  static func of(_ locale: Locale) -> LocaleDigits {
    let name = locale.numberingSystem.identifier
    // Every locale Foundation lists without a keyword and with Latin digits
    // says `latn`: no look-up.
    if name == "latn" { return .consecutive }
    return cache.value(for: locale) { digits(of: locale, named: name) }
  }

  #if canImport(_FoundationICU) && !canImport(Darwin)
  /// ICU's numbering system for the locale (its keyword resolved:
  /// `traditional`, `native`, `finance`), which is what Foundation formats
  /// with: ten decimal digits, or not.
  private static func digits(of locale: Locale, named name: String) -> LocaleDigits {
    var status = U_ZERO_ERROR
    guard let system = swift_unumsys_open(locale.identifier, &status) else {
      return .unsupported(name)
    }
    defer { swift_unumsys_close(system) }
    guard status.rawValue <= U_ZERO_ERROR.rawValue, swift_unumsys_isAlgorithmic(system) == 0,
      swift_unumsys_getRadix(system) == 10
    else { return .unsupported(name) }
    var buffer = [UChar](repeating: 0, count: 64)
    let length = swift_unumsys_getDescription(system, &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0, Int(length) <= buffer.count else {
      return .unsupported(name)
    }
    return table(String(decoding: buffer[..<Int(length)], as: UTF16.self), name: name)
  }
  #else
  /// Foundation's own digits for the locale: its text for 1234567890
  /// without grouping.
  private static func digits(of locale: Locale, named name: String) -> LocaleDigits {
    let text = Decimal(1_234_567_890).formatted(.number.locale(locale).grouping(.never))
    var scalars = Array(text.unicodeScalars)
    guard scalars.count == 10 else { return .unsupported(name) }
    // Written 1 to 9 then 0.
    scalars.insert(scalars.removeLast(), at: 0)
    return table(String(String.UnicodeScalarView(scalars)), name: name)
  }
  #endif

  /// The digits of a description, `0` to `9` in order: ten distinct
  /// scalars of one width; Latin digits only for `latn`.
  private static func table(_ description: String, name: String) -> LocaleDigits {
    let scalars = Array(description.unicodeScalars)
    guard scalars.count == 10, Set(scalars).count == 10,
      Set(scalars.map { String($0).utf8.count }).count == 1,
      Set(scalars.map { String($0).utf16.count }).count == 1,
      scalars[0] != "0" || name == "latn"
    else { return .unsupported(name) }
    let consecutive = scalars.indices.allSatisfy { d in
      scalars[d].value == scalars[0].value + UInt32(d)
        && scalars[d].properties.numericType == .decimal
        && scalars[d].properties.numericValue == Double(d)
    }
    return consecutive ? .consecutive : .table(scalars)
  }
}
