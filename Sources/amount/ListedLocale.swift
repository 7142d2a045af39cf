import Foundation

#if canImport(_FoundationICU) && !canImport(Darwin)
import _FoundationICU
#endif

/// Whether a locale identifier is, as written, one of the locales ICU
/// lists as available (the list `Locale.availableIdentifiers` is made
/// from on Linux), read from ICU's own list of C strings.
///
/// A shortcut before `KnownLocale`, which builds Foundation's list and a
/// set of it, and canonicalizes the identifier: five million instructions
/// at a stream's start, a tenth of formatting twenty thousand lines. Every
/// listed identifier is known (a test checks); one not listed still goes
/// to `KnownLocale`. Elsewhere nothing is listed here.
enum ListedLocale {
  static func contains(_ identifier: String) -> Bool {
    #if canImport(_FoundationICU) && !canImport(Darwin)
    let count = swift_uloc_countAvailable()
    return identifier.withCString { wanted in
      for index in 0..<count {
        if let name = swift_uloc_getAvailable(index), strcmp(name, wanted) == 0 { return true }
      }
      return false
    }
    #else
    return false
    #endif
  }
}
