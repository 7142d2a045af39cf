import AmountKit
import ArgumentParser
import Foundation

/// Options shared by the commands that describe a format.
struct FormatOptions: ParsableArguments {
  @Option(help: "The locale identifier, e.g. en_US, de_DE, ar_EG.")
  var locale: String?

  @Option(help: "The ISO 4217 currency code; none for a plain number.")
  var currency: String?

  @Option(name: .customLong("fraction-digits"), help: "Fraction digits (default: the currency's).")
  var fractionDigits: Int?

  @Option(help: "How typed digits enter the amount.")
  var entry: AmountEntryMode = .decimal

  /// The locale to use: the option, else the environment's, else en_US.
  func resolvedLocale() -> Locale {
    if let locale { return Locale(identifier: locale) }
    return EnvironmentLocale.current()
  }

  func validate() throws {
    if let locale, locale.isEmpty { throw ValidationError("--locale must not be empty.") }
    if let fractionDigits, !(0...AmountFormat.maximumFractionDigits).contains(fractionDigits) {
      throw ValidationError(
        "--fraction-digits must be between 0 and \(AmountFormat.maximumFractionDigits).")
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
    return AmountFieldConfiguration(format: format, entryMode: entry)
  }
}
