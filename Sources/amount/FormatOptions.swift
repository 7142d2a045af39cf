import AmountKit
import AmountReplay
import ArgumentParser
import Foundation

/// Options shared by the commands that describe a format.
struct FormatOptions: ParsableArguments {
  @Option(
    help: """
      The locale identifier, e.g. en_US, de_DE, ar_EG, th-TH-u-nu-thai: one Foundation knows \
      (listed by Locale.availableIdentifiers, or a listed language with an ISO region).
      """)
  var locale: String?

  @Option(help: "The ISO 4217 currency code; none for a plain number.")
  var currency: String?

  @Option(name: .customLong("fraction-digits"), help: "Fraction digits (default: the currency's).")
  var fractionDigits: Int?

  @Option(help: "How typed digits enter the amount.")
  var entry: AmountEntryMode = .decimal

  @Flag(help: "A percent field: the value is the fraction (12,5 % is 0.125).")
  var percent = false

  @Option(help: "A CLDR unit identifier for a measurement field, e.g. mass-pound, length-inch.")
  var unit: String?

  @Option(name: .customLong("unit-width"), help: "How the unit is written: short, narrow or wide.")
  var unitWidth: AmountUnitWidth?

  /// The locale to use: the option, else the environment's, else en_US.
  func resolvedLocale() -> Locale {
    if let locale { return Locale(identifier: locale) }
    return EnvironmentLocale.current()
  }

  func validate() throws {
    if let locale, locale.isEmpty { throw ValidationError("--locale must not be empty.") }
    if let locale, !Self.isKnown(locale) {
      throw ValidationError("--locale \(KnownLocale.refusal(locale)).")
    }
    if let fractionDigits, !(0...AmountFormat.maximumFractionDigits).contains(fractionDigits) {
      throw ValidationError(
        "--fraction-digits must be between 0 and \(AmountFormat.maximumFractionDigits).")
    }
    if let currency, currency.count != 3 || !currency.allSatisfy({ $0.isLetter && $0.isASCII }) {
      throw ValidationError("--currency must be a three-letter ISO 4217 code, got '\(currency)'.")
    }
    if currency != nil, percent { throw ValidationError("--percent does not go with --currency.") }
    if currency != nil, unit != nil { throw ValidationError("--unit does not go with --currency.") }
    if percent, unit != nil { throw ValidationError("--unit does not go with --percent.") }
    if unitWidth != nil, unit == nil { throw ValidationError("--unit-width needs --unit.") }
    if let unit {
      do {
        _ = try AmountFormat.measurement(unit: unit, width: unitWidth ?? .short)
      } catch {
        throw ValidationError("--unit: \(error)")
      }
    }
  }

  /// Whether Foundation knows `locale` (``ListedLocale`` first, the
  /// whole check of `KnownLocale` only for an identifier ICU does not list
  /// as written).
  static func isKnown(_ locale: String) -> Bool {
    ListedLocale.contains(locale) || KnownLocale.contains(locale)
  }

  /// The configuration these options describe.
  ///
  /// - Throws: A `ValidationError` for a unit the platform does not know,
  ///   or a locale whose numbering system a field cannot show.
  func configuration(currencyFallback: Bool = false) throws -> AmountFieldConfiguration {
    let locale = resolvedLocale()
    var format: AmountFormat
    if percent {
      format = .percent(locale: locale)
    } else if let unit {
      do {
        format = try .measurement(unit: unit, width: unitWidth ?? .short, locale: locale)
      } catch {
        throw ValidationError("--unit: \(error)")
      }
    } else if let currency {
      format = .currency(code: currency, locale: locale)
    } else if currencyFallback {
      format = .localCurrency(locale: locale)
    } else {
      format = .number(locale: locale)
    }
    if let fractionDigits {
      // As many digits, padded at rest as the format pads (a currency) or
      // not (a number).
      format = format.precision(
        format.padsFraction ? .fractionLength(fractionDigits) : .fractionLength(0...fractionDigits))
    }
    do {
      try format.validate()
    } catch {
      throw ValidationError("--locale: \(error).")
    }
    return AmountFieldConfiguration(format: format, entryMode: entry)
  }
}
