import Foundation

#if canImport(_FoundationICU) && !canImport(Darwin)
import _FoundationICU
#endif

/// What a currency adds to its locale's currency pattern, read from the
/// data Foundation's own formatter reads instead of from a format: its
/// symbol as the affixes hold it and its fraction digits.
///
/// On Linux Foundation formats with the toolchain's ICU (`_FoundationICU`),
/// whose number formatter takes a currency's symbol from `ucurr_getName`,
/// its fraction digits from `ucurr_getDefaultFractionDigitsForUsage`, and
/// the space between a symbol and the digits from the locale's
/// `currencySpacing` (``CurrencySpacing``); reading the same data costs a
/// few thousand instructions where a format costs a few hundred thousand
/// (ICU builds a new formatter for each new currency). Where the data
/// cannot say exactly what the formatter shows (a currency with a pattern
/// of its own in the locale, such as `CVE` in `pt_CV` or `EUR` in `en_AT`;
/// a rounding increment; any platform without `_FoundationICU`), there is
/// no `CurrencyData` and the pattern comes from a format.
struct CurrencyData: Sendable, Hashable {
  /// The symbol, narrow symbol or ISO code as ICU writes it beside the
  /// number, untrimmed.
  var symbol: String
  /// The currency's standard fraction digits.
  var fractionDigits: Int

  /// The data of `code` shown with `display` in `locale`, or nil where a
  /// format must tell (see the type's discussion).
  init?(code: String, locale: Locale, display: CurrencyDisplay) {
    guard let fractionDigits = Self.fractionDigits(code),
      let symbol = LocaleCurrencyData.of(locale).symbol(code, display: display)
    else { return nil }
    self.symbol = symbol
    self.fractionDigits = fractionDigits
  }

  #if canImport(_FoundationICU) && !canImport(Darwin)
  /// The currency's standard fraction digits, as ICU's formatter reads
  /// them; nil for a malformed code or a rounding increment.
  static func fractionDigits(_ code: String) -> Int? {
    guard code.utf8.count == 3, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
      return nil
    }
    let name = Array(code.utf16) + [0]
    var status = U_ZERO_ERROR
    let digits = swift_ucurr_getDefaultFractionDigitsForUsage(name, UCURR_USAGE_STANDARD, &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue, (0...9).contains(digits) else { return nil }
    let increment = swift_ucurr_getRoundingIncrementForUsage(name, UCURR_USAGE_STANDARD, &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue, increment == 0 else { return nil }
    return Int(digits)
  }
  #else
  /// No currency data outside ICU: every currency pattern comes from a
  /// format.
  static func fractionDigits(_ code: String) -> Int? { nil }
  #endif
}

/// A locale's currency data in ICU's `curr` tree, opened once per locale:
/// the tables of symbols and narrow symbols, and the spacing rule.
final class LocaleCurrencyData: Sendable {
  /// The locale's spacing rule, when it is CLDR's common one.
  let spacing: CurrencySpacing?
  /// The open tables; ICU's resource bundles are read under the lock.
  private let tables: Locked<Tables>

  /// By locale: one opening of the locale's data.
  private static let cache = LRUCache<Locale, LocaleCurrencyData>(
    capacity: LocalePattern.cacheCapacity)

  /// The data of `locale`.
  static func of(_ locale: Locale) -> LocaleCurrencyData {
    cache.value(for: locale) { LocaleCurrencyData(locale) }
  }

  #if canImport(_FoundationICU) && !canImport(Darwin)
  /// ICU's resource bundles of one locale.
  private struct Tables {
    var bundle: OpaquePointer?
    var symbols: OpaquePointer?
    var narrowSymbols: OpaquePointer?
  }

  private init(_ locale: Locale) {
    var status = U_ZERO_ERROR
    var tables = Tables()
    tables.bundle = swift_ures_open(Self.currencyTree, locale.identifier, &status)
    if status.rawValue > U_ZERO_ERROR.rawValue, let bundle = tables.bundle {
      swift_ures_close(bundle)
      tables.bundle = nil
    }
    var spacing: CurrencySpacing?
    if let bundle = tables.bundle {
      var symbolStatus = U_ZERO_ERROR
      tables.symbols = icuResourceWithFallback(bundle, "Currencies", nil, &symbolStatus)
      if symbolStatus.rawValue > U_ZERO_ERROR.rawValue {
        tables.symbols = Self.closed(tables.symbols)
      }
      var narrowStatus = U_ZERO_ERROR
      tables.narrowSymbols = icuResourceWithFallback(
        bundle, "Currencies%narrow", nil, &narrowStatus)
      if narrowStatus.rawValue > U_ZERO_ERROR.rawValue {
        tables.narrowSymbols = Self.closed(tables.narrowSymbols)
      }
      spacing = CurrencySpacing(bundle)
    }
    self.spacing = spacing
    self.tables = Locked(tables)
  }

  deinit {
    tables.withLock { tables in
      for bundle in [tables.narrowSymbols, tables.symbols, tables.bundle] {
        if let bundle { swift_ures_close(bundle) }
      }
    }
  }

  /// ICU's currency data tree.
  static let currencyTree = "ICUDATA-curr"

  private static func closed(_ bundle: OpaquePointer?) -> OpaquePointer? {
    if let bundle { swift_ures_close(bundle) }
    return nil
  }

  /// The symbol ICU's formatter writes for `code` with `display`: what
  /// `ucurr_getName` reads (the currency's entry in the locale's
  /// `Currencies`, its narrow symbol in `Currencies%narrow` when there is
  /// one, the code when the locale lists neither), or the code itself.
  /// Nil when the entry gives the currency a pattern and separators of its
  /// own (a third element, as ICU's `DecimalFormatSymbols::setCurrency`
  /// reads it: `CVE` in `pt_CV`, `EUR` in `en_AT`), or when the data cannot
  /// be read.
  func symbol(_ code: String, display: CurrencyDisplay) -> String? {
    tables.withLock { tables -> String? in
      guard let symbols = tables.symbols else { return nil }
      var status = U_ZERO_ERROR
      let entry = icuResourceWithFallback(symbols, code, nil, &status)
      defer { if let entry { swift_ures_close(entry) } }
      var symbol = code
      if status != U_MISSING_RESOURCE_ERROR {
        guard let entry, status.rawValue <= U_ZERO_ERROR.rawValue,
          swift_ures_getSize(entry) <= 2
        else { return nil }
        var length: Int32 = 0
        guard let text = swift_ures_getStringByIndex(entry, 0, &length, &status),
          status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        symbol = Self.string(text, length)
      }
      switch display.base {
      case .isoCode:
        return code
      case .symbol:
        return symbol
      case .narrowSymbol:
        guard let narrowSymbols = tables.narrowSymbols else { return symbol }
        var narrowStatus = U_ZERO_ERROR
        var length: Int32 = 0
        let narrow = icuResourceWithFallback(narrowSymbols, code, nil, &narrowStatus)
        defer { if let narrow { swift_ures_close(narrow) } }
        if narrowStatus == U_MISSING_RESOURCE_ERROR { return symbol }
        guard let narrow, narrowStatus.rawValue <= U_ZERO_ERROR.rawValue,
          let text = swift_ures_getString(narrow, &length, &narrowStatus),
          narrowStatus.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        return Self.string(text, length)
      case .hidden, .fullName:
        return nil
      }
    }
  }

  /// ICU's UTF-16 text as a `String`, transcoded without the generic
  /// decoder's slow path.
  static func string(_ text: UnsafePointer<UChar>, _ length: Int32) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(length) * 3)
    _ = transcode(
      UnsafeBufferPointer(start: text, count: Int(length)).makeIterator(), from: UTF16.self,
      to: UTF8.self, stoppingOnError: false
    ) { bytes.append($0) }
    return String(decoding: bytes, as: UTF8.self)
  }
  #else
  private struct Tables {}

  private init(_ locale: Locale) {
    spacing = nil
    tables = Locked(Tables())
  }

  /// No currency data outside ICU.
  func symbol(_ code: String, display: CurrencyDisplay) -> String? { nil }
  #endif
}

#if canImport(_FoundationICU) && !canImport(Darwin)
/// ICU's `ures_getByKeyWithFallback`: a table's entry, looked for in the
/// locale's parents too (ICU's own look-up of a currency's data, which the
/// public `ures_getByKey` does only for a bundle's top-level keys). The
/// toolchain's ICU exports it with its `swift_` prefix; its header is not
/// among the module's, so it is declared here (pointer arguments and
/// result, which Swift passes as C does).
@_silgen_name("swift_ures_getByKeyWithFallback")
private func icuResourceWithFallback(
  _ bundle: OpaquePointer?, _ key: UnsafePointer<CChar>, _ fillIn: OpaquePointer?,
  _ status: UnsafeMutablePointer<UErrorCode>
) -> OpaquePointer?
#endif

/// The space ICU's formatter inserts between a currency symbol and the
/// digits (CLDR's `currencySpacing`): where the pattern puts the symbol
/// right beside the number, a symbol whose scalar beside the digits is
/// neither a symbol nor a separator is followed, or preceded, by a no-break
/// space (`CHF 1.00`, but `$1.00`).
///
/// Known only where the locale's data is the common rule of CLDR's root
/// (every locale Foundation lists but `id` and `ms`, which have rules of
/// their own): elsewhere nil, and a format tells.
struct CurrencySpacing: Sendable, Hashable {
  /// What stands between the symbol and the digits when the rule applies.
  var insert: String

  /// Whether a symbol whose scalar beside the number is `scalar` gets
  /// ``insert``: the rule's `[[:^S:]&[:^Z:]]`, by ICU's own character
  /// data. The digit on the other side always matches `[:digit:]`: only
  /// consecutive decimal digits take this path.
  func applies(beside scalar: Unicode.Scalar) -> Bool {
    #if canImport(_FoundationICU) && !canImport(Darwin)
    switch UCharCategory(rawValue: UInt32(swift_u_charType(UChar32(scalar.value)))) {
    case U_MATH_SYMBOL, U_CURRENCY_SYMBOL, U_MODIFIER_SYMBOL, U_OTHER_SYMBOL, U_SPACE_SEPARATOR,
      U_LINE_SEPARATOR, U_PARAGRAPH_SEPARATOR:
      return false
    default:
      return true
    }
    #else
    return false
    #endif
  }

  /// The spacing rule of `locale`, when it is CLDR's common one.
  static func of(_ locale: Locale) -> CurrencySpacing? {
    LocaleCurrencyData.of(locale).spacing
  }

  #if canImport(_FoundationICU) && !canImport(Darwin)
  /// Reads the `currencySpacing` of a locale's `curr` bundle: both sides
  /// must hold the root's sets, and one insert.
  fileprivate init?(_ bundle: OpaquePointer) {
    var status = U_ZERO_ERROR
    guard let table = swift_ures_getByKey(bundle, "currencySpacing", nil, &status) else {
      return nil
    }
    defer { swift_ures_close(table) }
    guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
    var inserts: Set<String> = []
    for side in ["beforeCurrency", "afterCurrency"] {
      var sideStatus = U_ZERO_ERROR
      guard let rule = swift_ures_getByKey(table, side, nil, &sideStatus) else { return nil }
      defer { swift_ures_close(rule) }
      guard sideStatus.rawValue <= U_ZERO_ERROR.rawValue,
        Self.string(rule, "currencyMatch") == "[[:^S:]&[:^Z:]]",
        Self.string(rule, "surroundingMatch") == "[:digit:]",
        let insert = Self.string(rule, "insertBetween"), !insert.isEmpty
      else { return nil }
      inserts.insert(insert)
    }
    guard inserts.count == 1, let insert = inserts.first else { return nil }
    self.insert = insert
  }

  private static func string(_ table: OpaquePointer, _ key: String) -> String? {
    var status = U_ZERO_ERROR
    var length: Int32 = 0
    guard let text = swift_ures_getStringByKey(table, key, &length, &status),
      status.rawValue <= U_ZERO_ERROR.rawValue
    else { return nil }
    return LocaleCurrencyData.string(text, length)
  }
  #endif
}
