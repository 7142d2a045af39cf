import Foundation

extension LocalePattern {
  /// The first currency pattern completed in each locale and display
  /// (keyed without a currency; see ``PatternBox/complete``): a template
  /// from which another currency of the locale whose positive format fits
  /// takes what that format does not show (negative affixes, minimum
  /// grouping digits, a decimal separator), without a Foundation format of
  /// its own. Not for accounting: a currency's own pattern can show its
  /// negative amounts without the parentheses (EUR in `en_BG`), which its
  /// positive format does not tell.
  static let templates = LRUCache<PatternKey, LocalePattern>(capacity: cacheCapacity)

  /// The key of the template for a currency pattern's key.
  static func templateKey(_ key: PatternKey) -> PatternKey {
    PatternKey(locale: key.locale, currencyCode: nil, display: key.display, accounting: false)
  }

  /// This template's pattern for another currency, or nil when the other
  /// currency's positive format does not fit the template.
  ///
  /// The other currency's one format (`shape`, with its positive affixes)
  /// shows its symbol, fraction digits, digits, separators and grouping.
  /// What it cannot show comes from the template, which learned it from a
  /// format of its own: the minimum grouping digits, the decimal separator
  /// of a currency without fraction digits, and the negative affixes, with
  /// the template's symbol replaced by the new one.
  ///
  /// The negative affixes follow the symbol's neighbourhood in the positive
  /// ones. The text between the symbol and the number depends on the
  /// symbol (ICU puts a no-break space after `CHF` but not after `$`, where
  /// the pattern has none): where the template's negative affix has the
  /// symbol followed (before the number) by what its positive affix has, it
  /// gets what the new positive affix has (`-$` becomes `-CHF `); where
  /// something else stands between them (`$-` or `€ -`), the spacing does
  /// not depend on the symbol and only the symbol changes. Anything else
  /// that differs from the template (the text on the symbol's far side, the
  /// affix without the symbol, the separators, the grouping, the decimal
  /// separator) means a currency-specific pattern: nil, and the currency is
  /// derived in full.
  func reused(
    positivePrefix: String, positiveSuffix: String, symbol: String, shape: LocalePattern
  ) -> LocalePattern? {
    guard !symbol.isEmpty, !self.symbol.isEmpty, shape.zero == zero,
      shape.digitTable == digitTable,
      shape.groupingSeparator == groupingSeparator,
      shape.primaryGrouping == primaryGrouping, shape.secondaryGrouping == secondaryGrouping
    else { return nil }
    if shape.defaultFractionDigits > 0, shape.decimalSeparator != decimalSeparator { return nil }
    var pattern = shape
    pattern.decimalSeparator = decimalSeparator
    pattern.minimumGroupingDigits = minimumGroupingDigits
    pattern.symbol = symbol
    // The symbol's side: the affix that holds it, in both formats; the
    // other affix is the same in both.
    let old = self.symbol
    let before = SymbolPlace(self.positivePrefix, old, leading: true)
    let after = SymbolPlace(self.positiveSuffix, old, leading: false)
    guard (before == nil) != (after == nil) else { return nil }
    let leading = before != nil
    guard let place = before ?? after,
      leading ? self.positiveSuffix == positiveSuffix : self.positivePrefix == positivePrefix,
      let new = SymbolPlace(leading ? positivePrefix : positiveSuffix, symbol, leading: leading),
      new.outer == place.outer,
      let replaced = Self.replacing(
        old, in: leading ? negativePrefix : negativeSuffix, leading: leading, inner: place.inner,
        by: symbol, newInner: new.inner),
      !SymbolPlace.holds(leading ? negativeSuffix : negativePrefix, old)
    else { return nil }
    pattern.negativePrefix = leading ? replaced : negativePrefix
    pattern.negativeSuffix = leading ? negativeSuffix : replaced
    return pattern
  }

  /// `affix` with `old` replaced by `new`; the text between the symbol and
  /// the number becomes `newInner` where it was `inner`. Nil when the affix
  /// does not hold the symbol.
  private static func replacing(
    _ old: String, in affix: String, leading: Bool, inner: String, by new: String,
    newInner: String
  ) -> String? {
    guard let place = SymbolPlace(affix, old, leading: leading) else { return nil }
    let between = place.inner == inner ? newInner : place.inner
    return leading ? place.outer + new + between : between + new + place.outer
  }
}

/// Where a currency symbol stands in an affix: the text on its far side
/// from the number (`outer`) and the text between it and the number
/// (`inner`). For a prefix the symbol's last occurrence counts, for a suffix
/// its first, so that `inner` holds no symbol. Compared as UTF-8 bytes
/// (exactly, as the renderer writes them), where a match always starts and
/// ends on a scalar boundary.
struct SymbolPlace: Equatable {
  var outer: String
  var inner: String

  init?(_ affix: String, _ symbol: String, leading: Bool) {
    let bytes = Array(affix.utf8)
    let pattern = Array(symbol.utf8)
    guard let start = Self.find(pattern, in: bytes, last: leading) else { return nil }
    let head = String(decoding: bytes[..<start], as: UTF8.self)
    let tail = String(decoding: bytes[(start + pattern.count)...], as: UTF8.self)
    outer = leading ? head : tail
    inner = leading ? tail : head
  }

  /// Whether `affix` holds `symbol`.
  static func holds(_ affix: String, _ symbol: String) -> Bool {
    find(Array(symbol.utf8), in: Array(affix.utf8), last: false) != nil
  }

  /// Where `pattern` starts in `bytes` (its first or last occurrence).
  private static func find(_ pattern: [UInt8], in bytes: [UInt8], last: Bool) -> Int? {
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
    let starts = 0...(bytes.count - pattern.count)
    let matches = { (start: Int) in
      bytes[start..<(start + pattern.count)].elementsEqual(pattern)
    }
    return last ? starts.reversed().first(where: matches) : starts.first(where: matches)
  }
}
