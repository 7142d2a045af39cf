import AmountReplay
import Foundation
import Testing

@testable import amount

/// The shortcut of `--locale`'s check: what ICU lists is what Foundation
/// knows, so that the shortcut never accepts what the whole check refuses.
@Suite("Listed locales")
struct ListedLocaleTests {
  @Test("every identifier Foundation lists is listed, and known")
  func listed() {
    let unlisted = Locale.availableIdentifiers.filter { !ListedLocale.contains($0) }
    let unknown = Locale.availableIdentifiers.filter { !KnownLocale.contains($0) }
    #if os(Linux)
    #expect(unlisted.isEmpty, "\(unlisted.prefix(5))")
    #endif
    #expect(unknown.isEmpty, "\(unknown.prefix(5))")
  }

  @Test(
    "what is not listed as written still goes to the whole check",
    arguments: ["de-DE", "en_us", "xx_YY", "fr_JP"])
  func unlisted(identifier: String) {
    #expect(!ListedLocale.contains(identifier))
    #expect(FormatOptions.isKnown(identifier) == KnownLocale.contains(identifier))
  }
}
