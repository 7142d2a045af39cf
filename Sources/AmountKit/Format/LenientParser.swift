import Foundation

/// The lenient reader of pasted and displayed amounts.
package struct LenientParser {
  let format: AmountFormat
  /// Pastes with more digits than this are rejected without reading further.
  static let digitLimit = 64
  /// Pastes with more separators than this are rejected likewise: each
  /// grouping separator follows at least one digit.
  static let separatorLimit = digitLimit + 1
  /// An amount carries a symbol, a code or an affix a few times at most
  /// (`USD $12`); a text with more of them is no amount.
  static let decorationLimit = 8

  private enum SeparatorKind { case dot, comma, decimalOnly, groupOnly }

  /// The format's decimal separator.
  private let decimalSeparator: String
  /// The locale's decimal and grouping separators when they are one scalar.
  private let decimalScalar: Unicode.Scalar?
  private let groupScalar: Unicode.Scalar?
  /// Texts that are dropped whole: custom affixes, symbol, code. Matched
  /// longest first, as they are (no scalar arrays made per paste).
  private let affixes: [String]
  /// The currency symbol when the decimal separator is part of it (`$` in
  /// `en_CV`, whose amounts read `$ 1$00`, and in `pt_CV`, `1$00 $`), else
  /// nil.
  private let symbolHoldingDecimal: String?
  /// The locale's own digits when they are no Unicode decimal digits (Han
  /// decimal), else nil.
  private let digitTable: [Unicode.Scalar]?
  /// Whether a custom prefix or suffix holds a digit (`1`, `No. 1 `).
  private let hasDigitAffix: Bool
  private let prefixHasDigit: Bool
  private let suffixHasDigit: Bool

  /// Prepares a parser for `format`; one parser reads any number of texts.
  package init(format: AmountFormat) {
    self.format = format
    let pattern = format.pattern
    decimalSeparator = format.decimalSeparator
    digitTable = pattern.digitTable
    decimalScalar = Self.single(decimalSeparator)
    groupScalar = Self.single(pattern.groupingSeparator)
    var affixes: [String] = []
    affixes.reserveCapacity(7)
    // A custom affix with digits is not dropped as decoration: its digits
    // would be read away from a paste that holds them as the amount's
    // (contract: "Affixes and units"). The field's own text is read
    // before (``fieldTextAmount(_:)``).
    let table = pattern.digitTable
    prefixHasDigit = Self.holdsDigit(format.prefix, table: table)
    suffixHasDigit = Self.holdsDigit(format.suffix, table: table)
    hasDigitAffix = prefixHasDigit || suffixHasDigit
    for candidate in [
      format.prefix, format.suffix, LocalePattern.trimmed(format.prefix),
      LocalePattern.trimmed(format.suffix), pattern.symbol, format.currencyCode ?? "",
      (format.currencyCode ?? "").lowercased(),
    ]
    where Self.significantCount(candidate) > 0 && !Self.holdsDigit(candidate, table: table) {
      affixes.append(candidate)
    }
    for text in format.unitAffixes?.texts ?? [] where Self.significantCount(text) > 0 {
      affixes.append(text)
    }
    affixes.sort { Self.significantCount($0) > Self.significantCount($1) }
    self.affixes = affixes
    symbolHoldingDecimal =
      decimalScalar.map { pattern.symbol.unicodeScalars.contains($0) } == true
      ? pattern.symbol : nil
  }

  /// Whether `text` holds a digit: a Unicode decimal digit or one of the
  /// locale's own digits in `table`.
  private static func holdsDigit(_ text: String, table: [Unicode.Scalar]?) -> Bool {
    text.unicodeScalars.contains { digitValue(of: $0, table: table) != nil }
  }

  /// The value of a digit: a Unicode decimal digit, or one of the locale's
  /// own digits in `table` (a Han decimal digit in a `@numbers=hanidec`
  /// locale).
  @inline(__always)
  private static func digitValue(of scalar: Unicode.Scalar, table: [Unicode.Scalar]?) -> UInt8? {
    Characters.digitValue(scalar) ?? LocalePattern.digitValue(of: scalar, in: table)
  }

  /// The amount `text` shows when it is, character for character, a text
  /// the field shows for it: the custom prefix, the format's text of an
  /// amount (its digits, grouping, separator, symbol and sign as the
  /// format renders them, at the fraction digits written, with or without
  /// the leading zeros a deletion left while editing), the custom suffix.
  /// Nil for any other text. A prefix `1` and the text `12` is 2; `1,234`
  /// is no such text (the field shows `11,234` for 1234), and is read with
  /// every digit it holds; `1005` is the field's text of 5 after `1,005`
  /// lost its first digit.
  private func fieldTextAmount(_ text: String) -> ParsedAmount? {
    let prefix = format.prefix.unicodeScalars
    let suffix = format.suffix.unicodeScalars
    let scalars = text.unicodeScalars
    guard scalars.count > prefix.count + suffix.count, scalars.starts(with: prefix),
      scalars.reversed().starts(with: suffix.reversed())
    else { return nil }
    let start = scalars.index(scalars.startIndex, offsetBy: prefix.count)
    let end = scalars.index(scalars.endIndex, offsetBy: -suffix.count)
    let middle = String(scalars[start..<end])
    let bare = format.prefix("").suffix("")
    var stop = middle.unicodeScalars.startIndex
    guard var parsed = try? LenientParser(format: bare).read(middle, stoppedAt: &stop) else {
      return nil
    }
    let significant = parsed.integer.drop { $0 == 0 }
    var candidates = [significant.isEmpty ? [0] : Array(significant)]
    // Zeros left leading by a deletion, as the field shows them.
    if parsed.integer.count > candidates[0].count { candidates.append(parsed.integer) }
    for integer in candidates {
      let rendered = bare.renderer.render(
        negative: parsed.sign == .minus, integer: integer, fraction: parsed.fraction,
        separator: parsed.hasSeparator ? .token : .hidden, fractionPadding: 0)
      if rendered.text == middle {
        parsed.hasDecoration = true
        return parsed
      }
    }
    return nil
  }

  /// A separator as read: its kind, the count of digits before it, and
  /// where it stands in the text (for the error's position).
  private typealias Separator = (kind: SeparatorKind, at: Int, index: String.Index)

  /// Reads `text`; an error carries the ``AmountParseError/position`` at
  /// which the text stopped being an amount.
  package func parse(_ text: String) throws(AmountParseError) -> ParsedAmount {
    var stop = text.unicodeScalars.startIndex
    return try parse(text, stoppedAt: &stop)
  }

  /// Reads `text` as ``parse(_:)`` does, and says how many of its Unicode
  /// scalars the parse read before it stopped (at the end, or where it
  /// gave up). For the tests: a rejected paste of any size is given up
  /// after a bounded prefix (contract: "Limits", length). The count is
  /// made here, from where the parse stopped; parsing itself only keeps
  /// its index.
  package func parseCountingScalarsRead(
    _ text: String
  ) -> (result: Result<ParsedAmount, AmountParseError>, scalarsRead: Int) {
    let scalars = text.unicodeScalars
    var stop = scalars.startIndex
    // Not `Result(catching:)`: the standard library of the iOS 16 and
    // macOS 14 SDKs has no typed-throws form of it.
    let result: Result<ParsedAmount, AmountParseError>
    do throws(AmountParseError) {
      result = .success(try parse(text, stoppedAt: &stop))
    } catch {
      result = .failure(error)
    }
    return (result, scalars.distance(from: scalars.startIndex, to: stop))
  }

  /// ``parse(_:)``, leaving in `stop` the index of the Unicode scalar at
  /// which reading stopped.
  private func parse(
    _ text: String, stoppedAt stop: inout String.Index
  ) throws(AmountParseError) -> ParsedAmount {
    if hasDigitAffix, let shown = fieldTextAmount(text) {
      stop = text.unicodeScalars.endIndex
      return shown
    }
    do {
      return try read(text, stoppedAt: &stop)
    } catch {
      throw error.position == nil ? error.at(Self.endPosition(of: text)) : error
    }
  }

  /// The 1-based `Character` position of the character at `index`.
  static func position(of index: String.Index, in text: String) -> Int {
    text[..<index].count + 1
  }

  /// One past the last character: where a text with no digit ends.
  static func endPosition(of text: String) -> Int { text.count + 1 }

  /// The position of the digit with the 0-based `ordinal` among the
  /// text's digits, or the end when it has fewer: where a number of more
  /// digits than a `Decimal` holds goes beyond them.
  static func position(ofDigit ordinal: Int, in text: String) -> Int {
    var seen = 0
    var index = text.unicodeScalars.startIndex
    while index < text.unicodeScalars.endIndex {
      if Characters.digitValue(text.unicodeScalars[index]) != nil {
        if seen == ordinal { return position(of: index, in: text) }
        seen += 1
      }
      index = text.unicodeScalars.index(after: index)
    }
    return endPosition(of: text)
  }

  /// `error` at the first digit of `parsed` beyond the significant digits
  /// a `Decimal` holds, for ``AmountParseError/tooManyDigits``; `error`
  /// unchanged otherwise.
  package static func locate(
    _ error: AmountParseError, in text: String, parsed: ParsedAmount
  ) -> AmountParseError {
    guard error == .tooManyDigits else { return error }
    let leadingZeros = parsed.integer.prefix { $0 == 0 }.count
    return error.at(
      position(ofDigit: leadingZeros + DecimalDigits.maximumSignificantDigits, in: text))
  }

  /// Reads `text`, leaving in `stop` the index of the Unicode scalar at
  /// which reading stopped.
  private func read(
    _ text: String, stoppedAt stop: inout String.Index
  ) throws(AmountParseError) -> ParsedAmount {
    var digits: [UInt8] = []
    digits.reserveCapacity(24)
    var separators: [Separator] = []
    separators.reserveCapacity(8)
    var sign: ParsedAmount.Sign?
    var signs = 0
    var openParen = false
    var closeParen = false
    var seenNumber = false
    var closedNumber = false  // a trailing sign was seen
    var decorated = false
    var decorations = 0
    var parenIndex = text.startIndex
    /// `error` at the character at `index` (only on the way out).
    func at(_ error: AmountParseError, _ index: String.Index) -> AmountParseError {
      error.at(Self.position(of: index, in: text))
    }

    let scalars = text.unicodeScalars
    // The custom prefix and suffix wrap everything else, so they are taken
    // off the ends first: a prefix such as `$` must not be read as the
    // decimal separator of a locale that uses `$` for it (`en_CV`).
    var index = scalars.startIndex
    var end = scalars.endIndex
    defer { stop = index }
    // A custom affix with digits stays: its digits are the paste's (the
    // field's own text was read before, by `fieldTextAmount`).
    if Self.significantCount(format.prefix) > 0, !prefixHasDigit,
      let length = matchAffix(CollectionOfOne(format.prefix), in: scalars, at: index)
    {
      index = scalars.index(index, offsetBy: length)
      decorated = true
    }
    if Self.significantCount(format.suffix) > 0, !suffixHasDigit,
      let start = matchSuffix(format.suffix, in: scalars, from: index)
    {
      end = start
      decorated = true
    }
    if let units = format.unitAffixes?.texts {
      // A unit's text too: the feet of `5'` are no grouping separator.
      if let length = matchAffix(units, in: scalars, at: index) {
        index = scalars.index(index, offsetBy: length)
        decorated = true
      }
      // Inside the custom suffix: `5'x` with the suffix `x` ends with the
      // feet.
      for text in units {
        guard let start = matchSuffix(text, in: scalars, from: index, to: end) else { continue }
        end = start
        decorated = true
        break
      }
    }
    while index < end {
      let scalar = scalars[index]
      if Characters.isIgnorable(scalar) {
        // Spaces (also a space used for grouping) and bidi marks.
        index = scalars.index(after: index)
        continue
      }
      if let d = Self.digitValue(of: scalar, table: digitTable) {
        if closedNumber { throw at(.misplacedSign, index) }
        digits.append(d)
        if digits.count > Self.digitLimit {
          // Named where the digits go beyond a Decimal's, as when fewer are
          // read; the integer's leading zeros (before any separator) do
          // not count.
          let integer = digits.prefix(separators.first?.at ?? digits.count)
          let leadingZeros = integer.prefix { $0 == 0 }.count
          throw .tooManyDigits.at(
            Self.position(
              ofDigit: leadingZeros + DecimalDigits.maximumSignificantDigits, in: text))
        }
        seenNumber = true
      } else if scalar == decimalScalar && scalar != "." && scalar != ",",
        !symbolStands(at: index, in: scalars, before: digits, end: end)
      {
        if closedNumber { throw at(.misplacedSign, index) }
        separators.append((.decimalOnly, digits.count, index))
        if separators.count > Self.separatorLimit { throw at(.misplacedGrouping, index) }
        seenNumber = true
      } else if scalar == Characters.arabicDecimalSeparator {
        if closedNumber { throw at(.misplacedSign, index) }
        separators.append((.decimalOnly, digits.count, index))
        if separators.count > Self.separatorLimit { throw at(.misplacedGrouping, index) }
        seenNumber = true
      } else if scalar == "." || scalar == "," {
        if closedNumber { throw at(.misplacedSign, index) }
        separators.append((scalar == "." ? .dot : .comma, digits.count, index))
        if separators.count > Self.separatorLimit { throw at(.misplacedGrouping, index) }
        seenNumber = true
      } else if Characters.isGroupingOnly(scalar) || (scalar == groupScalar) {
        if closedNumber { throw at(.misplacedSign, index) }
        separators.append((.groupOnly, digits.count, index))
        if separators.count > Self.separatorLimit { throw at(.misplacedGrouping, index) }
        seenNumber = true
      } else if Characters.isMinus(scalar) || Characters.isPlus(scalar) || scalar == "("
        || scalar == ")"
      {
        signs += 1
        if scalar == "(" || scalar == ")" { parenIndex = index }
        if scalar == "(" {
          if seenNumber { throw at(.misplacedSign, index) }
          openParen = true
        } else if scalar == ")" {
          if !seenNumber { throw at(.misplacedSign, index) }
          closeParen = true
          closedNumber = true
          signs -= 1  // the pair counts once
        } else {
          if signs > 1 { throw at(.multipleSigns, index) }
          if seenNumber { closedNumber = true }
        }
        if signs > 1 { throw at(.multipleSigns, index) }
        sign = Characters.isPlus(scalar) ? .plus : .minus
      } else if let length = matchAffix(affixes, in: scalars, at: index) {
        decorations += 1
        if decorations > Self.decorationLimit {
          throw at(.invalidCharacter(Character(scalar)), index)
        }
        index = scalars.index(index, offsetBy: length)
        decorated = true
        continue
      } else if Characters.isCurrencySign(scalar) {
        // Any currency sign is dropped.
        decorations += 1
        if decorations > Self.decorationLimit {
          throw at(.invalidCharacter(Character(scalar)), index)
        }
        decorated = true
      } else {
        throw at(.invalidCharacter(Character(scalar)), index)
      }
      index = scalars.index(after: index)
    }
    if openParen != closeParen { throw at(.misplacedSign, parenIndex) }
    guard !digits.isEmpty else { throw .noDigits }

    // Which separator is the decimal one. (Counted in place: this runs for
    // every paste and every line of `amount parse`.)
    var decimalAt: Int?
    var decimalIndex: Int?
    var decimalOnlyCount = 0
    var firstDecimalOnly: Int?
    var dotCount = 0
    var commaCount = 0
    var firstDot: Int?
    var firstComma: Int?
    var lastDot: Int?
    var lastComma: Int?
    for (i, separator) in separators.enumerated() {
      switch separator.kind {
      case .decimalOnly:
        decimalOnlyCount += 1
        if firstDecimalOnly == nil { firstDecimalOnly = i }
      case .dot:
        dotCount += 1
        if firstDot == nil { firstDot = i }
        lastDot = i
      case .comma:
        commaCount += 1
        if firstComma == nil { firstComma = i }
        lastComma = i
      case .groupOnly:
        break
      }
    }
    if decimalOnlyCount > 1 {
      throw at(.multipleDecimalSeparators, Self.second(.decimalOnly, in: separators))
    }
    if let only = firstDecimalOnly {
      decimalIndex = only
    } else {
      if dotCount > 0 && commaCount > 0 {
        let last = max(lastDot ?? 0, lastComma ?? 0)
        let sameKindCount = separators[last].kind == .dot ? dotCount : commaCount
        if sameKindCount > 1 {
          throw at(.multipleDecimalSeparators, Self.second(separators[last].kind, in: separators))
        }
        decimalIndex = last
      } else if let first = firstDot ?? firstComma {
        let kindCount = dotCount > 0 ? dotCount : commaCount
        let character = separators[first].kind == .dot ? "." : ","
        if decimalSeparator == character {
          if kindCount > 1 {
            throw at(
              .multipleDecimalSeparators, Self.second(separators[first].kind, in: separators))
          }
          decimalIndex = first
        } else if kindCount == 1 {
          if !validGrouping(separators, except: nil, integerCount: digits.count) {
            decimalIndex = first
          }
        }
      }
    }
    if let decimalIndex { decimalAt = separators[decimalIndex].at }
    let integerCount = decimalAt ?? digits.count
    var hasGroups = false
    for (i, separator) in separators.enumerated() where i != decimalIndex {
      if separator.at > integerCount || (decimalAt != nil && separator.at == integerCount) {
        throw at(.misplacedGrouping, separator.index)
      }
      hasGroups = true
    }
    if hasGroups && !validGrouping(separators, except: decimalIndex, integerCount: integerCount) {
      let misplaced = misplacedGrouping(
        separators, except: decimalIndex, integerCount: integerCount)
      throw at(.misplacedGrouping, separators[misplaced].index)
    }
    return ParsedAmount(
      sign: sign, integer: Array(digits[..<integerCount]), fraction: Array(digits[integerCount...]),
      hasSeparator: decimalAt != nil, hasDecoration: decorated || hasGroups)
  }

  /// Whether the decimal separator at `index` is the currency symbol that
  /// holds it (`$` in `en_CV` and `pt_CV`), where the format writes its
  /// symbol: before the first digit and followed by a space (`$ 1$00`:
  /// `$ 1` is 1, `$5` is 0.5), or after the number, preceded by a space
  /// and followed by nothing but spaces, signs and `)` before `end`
  /// (`1$00 $` and `(1$00 $)`: `12 $` is 12, `12 $50` is 12.5).
  private func symbolStands(
    at index: String.Index, in scalars: String.UnicodeScalarView, before digits: [UInt8],
    end: String.Index
  ) -> Bool {
    guard let symbol = symbolHoldingDecimal,
      let length = matchAffix(CollectionOfOne(symbol), in: scalars, at: index)
    else { return false }
    let next = scalars.index(index, offsetBy: length)
    if digits.isEmpty {
      return next < scalars.endIndex && Characters.isSpace(scalars[next])
    }
    guard index > scalars.startIndex, Characters.isSpace(scalars[scalars.index(before: index)])
    else { return false }
    var rest = next
    while rest < end {
      let scalar = scalars[rest]
      guard
        Characters.isIgnorable(scalar) || Characters.isMinus(scalar) || Characters.isPlus(scalar)
          || scalar == ")"
      else { return false }
      rest = scalars.index(after: rest)
    }
    return true
  }

  /// The one scalar of `text`, or nil when it has more or none.
  private static func single(_ text: String) -> Unicode.Scalar? {
    var scalars = text.unicodeScalars.makeIterator()
    guard let first = scalars.next(), scalars.next() == nil else { return nil }
    return first
  }

  /// The scalars of `text` that are neither spaces nor bidi marks.
  private static func significantCount(_ text: String) -> Int {
    var count = 0
    for scalar in text.unicodeScalars where !Characters.isIgnorable(scalar) { count += 1 }
    return count
  }

  /// Where `suffix` starts when the text up to `upperBound` (its end by
  /// default) ends with it (spaces and bidi marks skipped on both sides),
  /// not before `lowerBound`; nil when it does not.
  private func matchSuffix(
    _ suffix: String, in scalars: String.UnicodeScalarView, from lowerBound: String.Index,
    to upperBound: String.Index? = nil
  ) -> String.Index? {
    var i = upperBound ?? scalars.endIndex
    for scalar in suffix.unicodeScalars.reversed() where !Characters.isIgnorable(scalar) {
      while i > lowerBound, Characters.isIgnorable(scalars[scalars.index(before: i)]) {
        i = scalars.index(before: i)
      }
      guard i > lowerBound else { return nil }
      let previous = scalars.index(before: i)
      guard scalars[previous] == scalar else { return nil }
      i = previous
    }
    return i
  }

  /// The length in scalars of the first affix the text has at `index`
  /// (spaces and bidi marks inside either are skipped: `F CFA`, `US $`).
  private func matchAffix(
    _ affixes: some Sequence<String>, in scalars: String.UnicodeScalarView, at index: String.Index
  ) -> Int? {
    for affix in affixes {
      var i = index
      var matched = true
      for scalar in affix.unicodeScalars where !Characters.isIgnorable(scalar) {
        while i < scalars.endIndex, Characters.isIgnorable(scalars[i]) {
          i = scalars.index(after: i)
        }
        guard i < scalars.endIndex, scalars[i] == scalar else {
          matched = false
          break
        }
        i = scalars.index(after: i)
      }
      if matched { return scalars.distance(from: index, to: i) }
    }
    return nil
  }

  /// Whether the separators (but the one at `except`), standing after the
  /// digit counts they record, group an integer part of `integerCount`
  /// digits by threes, the Indian way, or the locale's way.
  private func validGrouping(
    _ separators: [Separator], except: Int?, integerCount: Int
  ) -> Bool {
    // The group sizes, left to right: the first position, the differences
    // between positions, and the digits after the last one.
    var first = -1
    var last = 0
    var count = 0
    for (i, separator) in separators.enumerated() where i != except {
      if first < 0 { first = separator.at }
      last = separator.at
      count += 1
    }
    guard count > 0, first > 0 else { return false }
    let sizeCount = count + 1
    let lastSize = integerCount - last
    func fits(primary: Int, secondary: Int) -> Bool {
      guard primary > 0, secondary > 0, lastSize == primary else { return false }
      var previous = -1
      for (i, separator) in separators.enumerated() where i != except {
        if previous >= 0 && separator.at - previous != secondary { return false }
        previous = separator.at
      }
      return first >= 1 && first <= (sizeCount > 2 ? secondary : max(primary, secondary))
    }
    let p = format.pattern
    return fits(primary: 3, secondary: 3) || fits(primary: 3, secondary: 2)
      || fits(primary: p.primaryGrouping, secondary: p.secondaryGrouping)
  }

  /// Where the second separator of `kind` stands (there are at least two).
  private static func second(_ kind: SeparatorKind, in separators: [Separator]) -> String.Index {
    var seen = false
    for separator in separators where separator.kind == kind {
      if seen { return separator.index }
      seen = true
    }
    return separators.last?.index ?? "".startIndex
  }

  /// The index in `separators` of the grouping separator (all but the one
  /// at `except`) that ``validGrouping(_:except:integerCount:)`` refused,
  /// read from the decimal separator leftwards as grouping is: for each
  /// grouping it accepts, the first separator that stands where that
  /// grouping puts none; of those, the one that grouping reached furthest
  /// left, so that the error names the separator no grouping explains.
  private func misplacedGrouping(
    _ separators: [Separator], except: Int?, integerCount: Int
  ) -> Int {
    let grouping = separators.indices.filter { $0 != except }
    guard let rightmost = grouping.last, let leftmost = grouping.first else { return 0 }
    func firstMisplaced(primary: Int, secondary: Int) -> Int {
      guard primary > 0, secondary > 0, integerCount - separators[rightmost].at == primary
      else { return grouping.count - 1 }
      var k = grouping.count - 1
      while k > 0 {
        if separators[grouping[k]].at - separators[grouping[k - 1]].at != secondary {
          return k - 1
        }
        k -= 1
      }
      let first = separators[leftmost].at
      let widest = grouping.count > 1 ? secondary : max(primary, secondary)
      return first >= 1 && first <= widest ? -1 : 0
    }
    let p = format.pattern
    let reached =
      [
        firstMisplaced(primary: 3, secondary: 3), firstMisplaced(primary: 3, secondary: 2),
        firstMisplaced(primary: p.primaryGrouping, secondary: p.secondaryGrouping),
      ].filter { $0 >= 0 }.min() ?? 0
    return grouping[reached]
  }
}
