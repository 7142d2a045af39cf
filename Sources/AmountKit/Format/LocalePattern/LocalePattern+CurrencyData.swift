import Foundation

extension LocalePattern {
  /// The text between the symbol and the digits in a locale's positive
  /// currency pattern, by template key, where the template's own format
  /// cannot tell it: its symbol took the spacing's insert
  /// (``CurrencySpacing``), which the pattern may hold as well (`de_DE`'s
  /// `#,##0.00 ¤` shows `1.234,56 CHF` as `#,##0.00¤` would). Learned
  /// from the first currency of the locale whose symbol takes no insert
  /// and that is formatted (`$`, `€`).
  static let symbolGaps = LRUCache<PatternKey, String>(capacity: cacheCapacity)

  /// A currency's pattern from the locale's `template` and the currency's
  /// data (``CurrencyData``), without a Foundation format; nil where the
  /// data does not tell exactly what Foundation shows.
  ///
  /// The template's positive affixes hold its own currency's symbol as ICU
  /// wrote it; the new symbol takes its place, and the text between it and
  /// the digits follows the locale's currency spacing: where the pattern
  /// has the symbol right beside the number, a symbol whose scalar beside
  /// the digits is no symbol nor separator gets the locale's insert. The
  /// rest is the template's, made whole for the new symbol as for a
  /// currency's own positive format
  /// (``reused(positivePrefix:positiveSuffix:symbol:shape:)``, with the
  /// symbols as ICU writes them).
  static func fromCurrencyData(_ key: PatternKey, code: String, template: LocalePattern)
    -> LocalePattern?
  {
    guard !key.accounting, template.digitTable == nil,
      template.unsupportedNumberingSystem == nil, let templateCode = template.currencyCode,
      let spacing = CurrencySpacing.of(key.locale),
      let data = CurrencyData(code: code, locale: key.locale, display: key.display),
      let oldSymbol = LocaleCurrencyData.of(key.locale).symbol(templateCode, display: key.display),
      let place = RawSymbolPlace(template, symbol: oldSymbol),
      let oldEdge = place.edge(of: oldSymbol),
      let newEdge = place.edge(of: data.symbol),
      !data.symbol.unicodeScalars.contains(where: isDigit)
    else { return nil }
    // The pattern's own text between symbol and digits: what the template
    // shows, unless its symbol took the insert there (then the pattern
    // holds nothing or the insert itself, which a symbol without the
    // insert tells).
    var gap: String? = place.symbol.inner
    if spacing.applies(beside: oldEdge), place.symbol.inner == spacing.insert {
      gap = symbolGaps.existingValue(for: templateKey(key))
    }
    let inner: String
    if let gap {
      inner = gap.isEmpty && spacing.applies(beside: newEdge) ? spacing.insert : gap
    } else if spacing.applies(beside: newEdge) {
      inner = spacing.insert
    } else {
      return nil
    }
    var shape = template
    if place.leading {
      shape.positivePrefix = place.symbol.outer + data.symbol + inner
    } else {
      shape.positiveSuffix = inner + data.symbol + place.symbol.outer
    }
    shape.defaultFractionDigits = data.fractionDigits
    shape.currencyCode = code
    // The negative affixes follow the symbols as ICU writes them (with
    // the right-to-left mark that ends `د.إ.‏`), not as trimmed.
    var raw = template
    raw.symbol = oldSymbol
    guard
      var pattern = raw.reused(
        positivePrefix: shape.positivePrefix, positiveSuffix: shape.positiveSuffix,
        symbol: data.symbol, shape: shape)
    else { return nil }
    pattern.symbol = trimmed(pattern.positivePrefix + pattern.positiveSuffix)
    return pattern
  }

  /// Learns the locale's ``symbolGaps`` from a currency's pattern derived
  /// from its own format, when its symbol takes no insert: the text
  /// between it and the digits is then the pattern's own.
  static func learnSymbolGap(from pattern: LocalePattern, key: PatternKey) {
    let templateKey = templateKey(key)
    guard !key.accounting, pattern.digitTable == nil, !symbolGaps.contains(templateKey),
      let code = pattern.currencyCode, let spacing = CurrencySpacing.of(key.locale),
      let symbol = LocaleCurrencyData.of(key.locale).symbol(code, display: key.display),
      let place = RawSymbolPlace(pattern, symbol: symbol),
      let edge = place.edge(of: symbol), !spacing.applies(beside: edge)
    else { return }
    _ = symbolGaps.value(for: templateKey) { place.symbol.inner }
  }
}

/// Where a currency's symbol, as ICU writes it, stands in a pattern's
/// positive affixes: in exactly one of them.
private struct RawSymbolPlace {
  /// Whether the symbol is in the prefix.
  var leading: Bool
  var symbol: SymbolPlace

  init?(_ pattern: LocalePattern, symbol raw: String) {
    let before = SymbolPlace(pattern.positivePrefix, raw, leading: true)
    let after = SymbolPlace(pattern.positiveSuffix, raw, leading: false)
    guard (before == nil) != (after == nil), let place = before ?? after else { return nil }
    leading = before != nil
    symbol = place
  }

  /// The scalar of `symbol` that faces the digits.
  func edge(of symbol: String) -> Unicode.Scalar? {
    leading ? symbol.unicodeScalars.last : symbol.unicodeScalars.first
  }
}
