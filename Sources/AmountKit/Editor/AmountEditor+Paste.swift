import Foundation

// Paste (contract: "Paste and programmatic replacement"): one edit, the
// pasted text read as one number.

extension AmountEditor {
  /// A paste replacing the selection as one edit.
  mutating func paste(_ text: String) throws(AmountRejection) {
    let range = logicalRange(selection)
    if text.isEmpty {
      if !range.isEmpty { try deleteTokens(range) }
      return
    }
    let parsed: ParsedAmount
    do {
      parsed = try parsePaste(text)
    } catch let reason {
      throw reason
    }
    // A field holding only the separator the user typed holds no amount: a
    // paste with its own separator or sign, which could not go in as
    // typed, is taken whole, as an empty field takes it; digits alone go
    // in after the separator as if typed.
    let wholeOverSeparator =
      draft.isLoneSeparator && (parsed.hasSeparator || parsed.sign != nil)
    if replacesEveryDigit(range) || takesWholeAmount || wholeOverSeparator {
      return try pasteWhole(parsed)
    }
    // Into part of the amount: without a sign or a decimal separator, the
    // digits go in as if typed one by one, whatever grouping, symbol or
    // affixes carried them (`¥8|` + `¥53` is `¥853`). A signed paste, or
    // one with a separator and decoration, is a whole amount, which cannot
    // go into part of one.
    if parsed.sign != nil { throw .invalidPaste }
    if parsed.hasSeparator {
      guard mode == .decimal, !parsed.hasDecoration else { throw .invalidPaste }
      if let s = draft.separatorIndex, !range.contains(s) { throw .invalidPaste }
    }
    var keys = parsed.integer
    if parsed.hasSeparator { keys += [TypedAmount.separator] + parsed.fraction }
    var next = draft
    var current = range
    for key in keys {
      if key == TypedAmount.separator {
        next.tokens.removeSubrange(current)
        next.tokens.insert(TypedAmount.separator, at: current.lowerBound)
        next.hasFormattedSeparator = false  // the user's
        current = (current.lowerBound + 1)..<(current.lowerBound + 1)
      } else {
        switch insertDigit(key, into: next, range: current) {
        case .failure(let reason): throw reason
        case .success(let (inserted, k)):
          next = inserted
          current = k..<k
        }
      }
      var probe = next
      probe.hasAmount = true
      let removed = probe.normalize()
      if let reason = context.limits.violation(of: probe, from: draft) { throw reason }
      next = probe
      let k = max(0, current.lowerBound - removed)
      current = k..<k
    }
    // A pasted zero that could only become a leading zero changes nothing;
    // digits that rewrite the same digits move the caret past them.
    if changesNothing(next, caretAfter: current.lowerBound, at: range) { return }
    return try commit(swapping: &next, caret: .afterTokens(current.lowerBound))
  }

  /// Whether a paste over the logical `range` replaces every digit of the
  /// amount: the whole amount, or a range that leaves no digit out, only a
  /// separator (`$0.[2]`, whose `0` is decoration; `$[12].`). An empty
  /// range replaces every digit only of an empty field.
  private func replacesEveryDigit(_ range: Range<Int>) -> Bool {
    let tokens = draft.tokens
    if range.lowerBound == 0 && range.upperBound == tokens.count { return true }
    guard !range.isEmpty else { return false }
    return !tokens[..<range.lowerBound].contains(where: { $0 != TypedAmount.separator })
      && !tokens[range.upperBound...].contains(where: { $0 != TypedAmount.separator })
  }

  /// Whether the amount is a zero that shows no separator typed or pasted
  /// by the user (`$0`, cents `$0.00`, `¥0`, `$0.00` after `set 0`, also
  /// after deleting some of its digits): a paste replaces it whole,
  /// wherever the caret stands, as in an empty field. Who put the
  /// separator there is recorded in the amount, not read from its text.
  private var takesWholeAmount: Bool {
    guard draft.hasAmount, draft.tokens.allSatisfy({ $0 == 0 || $0 == TypedAmount.separator })
    else {
      return false
    }
    return mode != .decimal || draft.hasFormattedSeparator || draft.separatorIndex == nil
  }

  /// A paste that replaces every digit: read as one amount.
  private mutating func pasteWhole(_ parsed: ParsedAmount) throws(AmountRejection) {
    var next = TypedAmount()
    next.hasAmount = true
    switch parsed.sign {
    case .minus: next.isNegative = true
    case .plus: next.isNegative = false
    case nil: next.isNegative = draft.isNegative
    }
    var fraction = parsed.fraction
    while fraction.count > fractionDigits && fraction.last == 0 { fraction.removeLast() }
    if fraction.count > fractionDigits {
      throw mode == .integer ? .noFraction : .fractionFull
    }
    switch mode.base {
    case .decimal:
      next.tokens = DigitTokens(parsed.integer)
      if parsed.hasSeparator { next.tokens += [TypedAmount.separator] + fraction }
    case .integer:
      next.tokens = DigitTokens(parsed.integer)
    case .cents:
      next.tokens = DigitTokens(
        parsed.integer + fraction
          + Array(repeating: 0, count: fractionDigits - fraction.count))
    }
    // A pasted zero is the digit 0 (`,000` into a yen field).
    if mode != .decimal && next.tokens.isEmpty { next.tokens = [0] }
    return try commit(swapping: &next, caret: .numberEnd)
  }
}
