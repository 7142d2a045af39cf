import AmountKit
import ArgumentParser
import Foundation

/// The environment's locale (LC_ALL, LC_MONETARY, LANG), falling back to
/// en_US when there is none or it is C/POSIX.
enum EnvironmentLocale {
  static func current() -> Locale {
    let environment = ProcessInfo.processInfo.environment
    for key in ["LC_ALL", "LC_MONETARY", "LANG"] {
      guard let raw = environment[key], !raw.isEmpty else { continue }
      let identifier = String(raw.split(separator: ".").first ?? "")
      if identifier == "C" || identifier == "POSIX" || identifier.isEmpty { break }
      let locale = Locale(identifier: identifier)
      if locale.region != nil || locale.language.languageCode != nil { return locale }
    }
    return Locale(identifier: "en_US")
  }
}
