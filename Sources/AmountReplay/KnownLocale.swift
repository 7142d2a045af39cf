import Foundation

/// Which locale identifiers the command line and replay documents take:
/// the ones Foundation knows.
///
/// Foundation makes a `Locale` of any string (`klingon` formats as the
/// root locale), so "known" is decided here, from Foundation's own lists:
/// the identifier is canonicalized as ICU does it (`de-DE` and `EN_us`
/// are `de_DE` and `en_US`; `th-TH-u-nu-thai` is `th_TH@numbers=thai`),
/// its keywords (`@numbers=...`) set aside, and what is left is known when
/// it is in `Locale.availableIdentifiers`, or is a language of that list
/// (with its script, when one is written) followed by a region of
/// `Locale.Region.isoRegions` (`fr_US`, `en_DE`). Anything else (`klingon`,
/// `xx_YY`, `en_ZZ`, a variant Foundation does not list) is refused. A
/// numbering system asked for by a keyword is checked when the format is
/// made (``AmountKit/AmountConfigurationError/unsupportedNumberingSystem(locale:numberingSystem:)``).
package enum KnownLocale {
  private static let available = Set(Locale.availableIdentifiers)
  private static let regions = Set(Locale.Region.isoRegions.map(\.identifier))

  /// Whether Foundation knows `identifier` (see ``KnownLocale``).
  package static func contains(_ identifier: String) -> Bool {
    let canonical = Locale.identifier(.icu, from: identifier)
    let base = String(canonical.prefix { $0 != "@" })
    guard !base.isEmpty else { return false }
    if available.contains(base) { return true }
    var parts = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
    let language = parts.removeFirst()
    var known = language
    if let script = parts.first, script.count == 4, script.allSatisfy(\.isLetter) {
      known += "_" + script
      parts.removeFirst()
    }
    guard available.contains(known) else { return false }
    switch parts.count {
    case 0: return true
    case 1: return regions.contains(parts[0])
    default: return false
    }
  }

  /// The sentence that refuses `identifier`.
  package static func refusal(_ identifier: String) -> String {
    "'\(identifier)' is not a locale Foundation knows, such as en_US or de_DE"
  }
}
