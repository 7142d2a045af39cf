import Foundation

/// Where the caret goes after an edit, by anchors (tokens), not by offsets.
enum CaretPlacement {
  /// Just after the first `k` tokens (the last of them is token `k - 1`);
  /// the start of the number for 0.
  case afterTokens(Int)
  /// Just before token `j`; the end of the number past the last token.
  case beforeToken(Int)
  /// The end of the number.
  case numberEnd
  /// The same offset from the start of the number as `range` had from
  /// `numberStart` (a sign change moves the number, not the caret in it).
  case sameOffsetInNumber(Range<Int>, numberStart: Int)
}

extension AmountEditor {
  /// Normalizes, checks the limits, and makes `draft` current.
  ///
  /// - Throws: The limit `proposed` breaks; nothing changes then.
  mutating func commit(_ proposed: consuming TypedAmount, caret: CaretPlacement)
    throws(AmountRejection)
  {
    try commit(swapping: &proposed, caret: caret)
  }

  /// ``commit(_:caret:)`` of an amount the caller holds: swapped in, not
  /// copied, and the amount it replaces moved into the edit's origin (see
  /// ``keepOrigin()``), so that a keystroke copies its amount once.
  ///
  /// - Throws: The limit `proposed` breaks; nothing changes then.
  mutating func commit(swapping proposed: inout TypedAmount, caret: CaretPlacement)
    throws(AmountRejection)
  {
    // A field holding only the separator the user typed holds no amount
    // (contract: "What the text shows while editing").
    if !proposed.tokens.isEmpty { proposed.hasAmount = !proposed.isLoneSeparator }
    // The field's separator, once deleted, is nobody's.
    if proposed.hasFormattedSeparator && proposed.separatorIndex == nil {
      proposed.hasFormattedSeparator = false
    }
    let removed = proposed.normalize()
    if let reason = context.limits.violation(of: proposed, from: draft) { throw reason }
    // Moved in, not copied. (`draft = consume proposed` crashes the
    // compiler that checks the iOS SDK build.)
    swap(&draft, &proposed)
    if !originKept {
      swap(&origin, &proposed)
      originKept = true
    }
    renderDraft()
    let count = draft.tokens.count
    // The caret at an edge of a token or of the number, after `before`
    // tokens.
    let place: Int
    let before: Int
    switch caret {
    case .afterTokens(let k):
      before = min(max(0, k - removed), count)
      place =
        count == 0
        ? layout.numberEnd : before == 0 ? layout.numberStart : layout.tokenEnd(before - 1)
    case .beforeToken(let j):
      before = min(max(0, j - removed), count)
      place = before == count ? layout.numberEnd : layout.tokenStart(before)
    case .numberEnd:
      before = count
      place = layout.numberEnd
    case .sameOffsetInNumber(let range, let oldStart):
      let shift = layout.numberStart - oldStart
      selection = clampSelection((range.lowerBound + shift)..<(range.upperBound + shift))
      return
    }
    layout.placeCaret(at: place, tokensBefore: before)
    selection = place..<place
    return
  }

  // MARK: Typing

  /// One keystroke at the selection. With arithmetic on, an operator at
  /// the end of a number with a digit opens an expression; elsewhere `+`
  /// and `-` are signs, the other operators no key of an amount, and `=`
  /// changes nothing (contract: "Arithmetic").
  mutating func type(_ key: EditCommand.Key) throws(AmountRejection) {
    switch key {
    case .digit(let digit): try typeDigit(digit, range: logicalRange(selection))
    case .decimalSeparator: try typeDecimalKey(range: logicalRange(selection))
    case .minus: try toggleSign(to: !draft.isNegative)
    case .plus: try toggleSign(to: false)
    case .arithmeticOperator(let op):
      if selection.isEmpty, selection.lowerBound == layout.numberEnd, draft.hasDigit {
        return openExpression(with: op)
      }
      switch op {
      case .add: try toggleSign(to: false)
      case .subtract: try toggleSign(to: !draft.isNegative)
      default: throw .invalidCharacter
      }
    case .equals, .grouping: break
    case .multiplier(let exponent): try multiply(byPowerOfTen: exponent)
    case .other: throw .invalidCharacter
    }
  }

  /// A digit key over the logical `range`.
  @inline(__always)
  mutating func typeDigit(_ digit: UInt8, range: Range<Int>) throws(AmountRejection) {
    var next = draft
    let k = try insertDigit(digit, into: &next, range: range, mode: mode)
    // A typed zero that could only become a leading zero changes nothing
    // and leaves the selection where it was; a digit that rewrites the
    // same digit is an ordinary keystroke (contract: "Zero is an amount").
    if digit == 0 && changesNothing(next, caretAfter: k, at: range) { return }
    try commit(swapping: &next, caret: .afterTokens(k))
  }

  /// Whether an edit over the logical `range` that proposes `proposed`,
  /// with the caret after its first `k` tokens, changes neither the amount
  /// nor the caret: a zero that could only become a leading zero (`$|5` +
  /// `0`). An edit over a non-empty range, or one that rewrites a digit
  /// with the same digit (the caret moves past it), changes something.
  func changesNothing(_ proposed: TypedAmount, caretAfter k: Int, at range: Range<Int>) -> Bool {
    guard range.isEmpty else { return false }
    var normalized = proposed
    if !normalized.tokens.isEmpty { normalized.hasAmount = !normalized.isLoneSeparator }
    let removed = normalized.normalize()
    return max(0, k - removed) == range.lowerBound && normalized == draft
  }

  /// Inserts one digit over a logical range; returns the draft before
  /// normalization and the caret index after the digit.
  func insertDigit(
    _ digit: UInt8, into start: TypedAmount, range: Range<Int>, mode: AmountEntryMode? = nil
  ) -> Result<(TypedAmount, Int), AmountRejection> {
    var next = start
    do throws(AmountRejection) {
      let k = try insertDigit(digit, into: &next, range: range, mode: mode ?? self.mode)
      return .success((next, k))
    } catch {
      return .failure(error)
    }
  }

  /// Inserts one digit over a logical range of `next` in place (the draft
  /// before normalization); returns the caret index after the digit.
  @inline(__always)
  func insertDigit(
    _ digit: UInt8, into next: inout TypedAmount, range: Range<Int>, mode: AmountEntryMode
  ) throws(AmountRejection) -> Int {
    if !range.isEmpty { next.tokens.removeSubrange(range) }
    let k = range.lowerBound
    if mode == .decimal, range.isEmpty, let s = next.separatorIndex, k > s,
      next.tokens.count - s - 1 >= fractionDigits
    {
      // A digit typed inside a full fraction overwrites the digit to its right.
      guard k < next.tokens.count else { throw .fractionFull }
      next.tokens[k] = digit
      return k + 1
    }
    if digit == 0 && mode == .decimal && range.isEmpty && next.separatorIndex == k && k == 0 {
      // A zero before the separator of an empty integer part (`$0|.5`, the
      // zero shown there is decoration) could only be a leading zero.
      return k
    }
    next.tokens.insert(digit, at: k)
    next.hasAmount = true
    return k + 1
  }

  private mutating func typeDecimalKey(range: Range<Int>) throws(AmountRejection) {
    switch mode.base {
    case .cents: return
    case .integer: throw .noFraction
    case .decimal: break
    }
    if let s = draft.separatorIndex, !range.contains(s) || range == s..<(s + 1) {
      // Never a second separator: the caret moves just after the existing
      // one, also when the key rewrites it (selected alone, it stays the
      // separator it was).
      let place = layout.tokenEnd(s)
      selection = place..<place
      return
    }
    var next = draft
    if !range.isEmpty { next.tokens.removeSubrange(range) }
    next.tokens.insert(TypedAmount.separator, at: range.lowerBound)
    next.hasAmount = true
    next.hasFormattedSeparator = false  // the user's
    return try commit(swapping: &next, caret: .afterTokens(range.lowerBound + 1))
  }

  /// The sign key: the amount made negative or not, the caret between
  /// the same two anchors (nothing changes when the sign already is
  /// `negative`).
  mutating func toggleSign(to negative: Bool) throws(AmountRejection) {
    guard negative != draft.isNegative else { return }
    var next = draft
    next.isNegative = negative
    try commit(
      swapping: &next, caret: .sameOffsetInNumber(selection, numberStart: layout.numberStart))
  }

}
