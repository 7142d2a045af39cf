import AmountKit
import ArgumentParser
import Foundation

/// `amount`: an amount field in the terminal, and the engine for scripts.
@main
struct AmountCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "amount",
    abstract: "An amount field in the terminal, exact and locale-aware.",
    discussion: """
      With no subcommand, opens an interactive amount field (or, when standard \
      input is not a terminal, reads lines like `amount parse`).
      """,
    subcommands: [FieldCommand.self, ReplayCommand.self, FormatCommand.self, ParseCommand.self],
    defaultSubcommand: FieldCommand.self
  )

  /// Runs the command. Bad options and arguments end with one line on
  /// standard error and exit status 2 (ArgumentParser's default is 64 with
  /// the usage text); `--help` and the commands' own exit codes are kept.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      let message =
        message(for: error)
        .split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
      let text = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
      printError("amount: \(text) (see amount --help)")
      Foundation.exit(2)
    }
  }
}

/// Options shared by the commands that describe a format.
struct FormatOptions: ParsableArguments {
  @Option(help: "The locale identifier, e.g. en_US, de_DE, ar_EG.")
  var locale: String?

  @Option(help: "The ISO 4217 currency code; none for a plain number.")
  var currency: String?

  @Option(name: .customLong("fraction-digits"), help: "Fraction digits (default: the currency's).")
  var fractionDigits: Int?

  @Option(help: "Entry mode: decimal, cents or integer.")
  var entry: EntryModeArgument = .decimal

  /// The locale to use: the option, else the environment's, else en_US.
  func resolvedLocale() -> Locale {
    if let locale { return Locale(identifier: locale) }
    return EnvironmentLocale.current()
  }

  func validate() throws {
    if let locale, locale.isEmpty { throw ValidationError("--locale must not be empty.") }
    if let fractionDigits, !(0...18).contains(fractionDigits) {
      throw ValidationError("--fraction-digits must be between 0 and 18.")
    }
    if let currency, currency.count != 3 || !currency.allSatisfy({ $0.isLetter && $0.isASCII }) {
      throw ValidationError("--currency must be a three-letter ISO 4217 code, got '\(currency)'.")
    }
  }

  /// The configuration these options describe.
  func configuration(currencyFallback: Bool = false) -> AmountFieldConfiguration {
    let locale = resolvedLocale()
    var format: AmountFormat
    if let currency {
      format = .currency(code: currency, locale: locale)
    } else if currencyFallback {
      format = .localCurrency(locale: locale)
    } else {
      format = .number(locale: locale)
    }
    if let fractionDigits { format = format.fractionDigits(fractionDigits) }
    return AmountFieldConfiguration(format: format, entryMode: entry.mode)
  }
}

enum EntryModeArgument: String, ExpressibleByArgument, CaseIterable {
  case decimal, cents, integer

  var mode: AmountEntryMode {
    switch self {
    case .decimal: return .decimal
    case .cents: return .cents
    case .integer: return .integer
    }
  }
}

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

/// Writes to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
