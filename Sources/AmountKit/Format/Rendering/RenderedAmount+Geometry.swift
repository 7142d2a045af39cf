import Foundation

/// Where the tokens of a rendered amount are, and the token ranges and
/// caret positions a UTF-16 range comes to: computed from the counts and
/// widths of the pieces, without searching the tokens.
extension RenderedAmount {
  /// The number of tokens wholly before `offset`: computed from the
  /// layout's pieces, without searching the tokens.
  func tokensBefore(_ offset: Int) -> Int {
    if let placed = tokensBeforePlacedCaret(offset) {
      assert(placed == leadingTokens { tokenEnd($0) <= offset })
      return placed
    }
    if offset >= numberEnd { return tokenCount }
    let count = tokensBefore(insideNumber: offset)
    assert(count == leadingTokens { tokenEnd($0) <= offset })
    return count
  }

  /// The number of tokens that end at or before `offset`, an offset
  /// before ``numberEnd``: the fraction digits by division, the integer
  /// digits group by group from the right.
  private func tokensBefore(insideNumber offset: Int) -> Int {
    let separatorTokens = separatorIsToken ? 1 : 0
    if offset >= fractionStart {
      let fractionTokens = tokenCount - integerTokenCount - separatorTokens
      return integerTokenCount + separatorTokens
        + min((offset - fractionStart) / digitWidth16, fractionTokens)
    }
    if offset >= separatorEnd { return integerTokenCount + separatorTokens }
    if offset >= separatorStart { return integerTokenCount }
    let n = integerTokenCount
    var groupEnd = separatorStart
    var digitsRight = 0
    var groupSize = grouping.primary > 0 ? grouping.primary : n
    while digitsRight < n {
      let size = min(groupSize, n - digitsRight)
      let groupStart = groupEnd - size * digitWidth16
      if offset >= groupStart {
        return n - digitsRight - size + (offset - groupStart) / digitWidth16
      }
      digitsRight += size
      if digitsRight >= n { return 0 }
      // The grouping separator before this group: every digit left of it
      // ends at or before its start.
      groupEnd = groupStart - groupWidth16
      if offset >= groupEnd { return n - digitsRight }
      groupSize = grouping.secondary
    }
    return 0
  }

  /// The number of tokens that start before `offset`.
  func tokensStartingBefore(_ offset: Int) -> Int {
    if offset >= numberEnd { return tokenCount }
    // The first token not wholly before `offset` starts before it when
    // `offset` falls inside it.
    let before = tokensBefore(insideNumber: offset)
    let count =
      before < tokenCount && tokenStart(before) < offset ? before + 1 : before
    assert(count == leadingTokens { tokenStart($0) < offset })
    return count
  }

  /// The number of tokens from the first for which `holds` is true, when
  /// it holds for the first few tokens and then no more (tokens are in
  /// text order): a binary search.
  @inline(__always)
  private func leadingTokens(where holds: (Int) -> Bool) -> Int {
    var low = 0
    var high = tokenCount
    while low < high {
      let middle = (low + high) / 2
      if holds(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// UTF-16 start of token `i`.
  @inline(__always)
  func tokenStart(_ i: Int) -> Int {
    if i < integerTokenCount {
      let separators =
        integerSeparators
        - grouping.separators(upToDigitsAfter: integerTokenCount - 1 - i)
      return numberStart + i * digitWidth16 + separators * groupWidth16
    }
    if !separatorIsToken { return fractionStart + (i - integerTokenCount) * digitWidth16 }
    if i == integerTokenCount { return separatorStart }
    return fractionStart + (i - integerTokenCount - 1) * digitWidth16
  }

  /// UTF-16 end of token `i`.
  @inline(__always)
  func tokenEnd(_ i: Int) -> Int {
    if separatorIsToken && i == integerTokenCount { return separatorEnd }
    return tokenStart(i) + digitWidth16
  }

  /// The logical range of tokens a UTF-16 range covers (widened to whole
  /// tokens).
  func logicalRange(_ range: Range<Int>) -> Range<Int> {
    let lower = tokensBefore(range.lowerBound)
    let upper = range.isEmpty ? lower : max(lower, tokensStartingBefore(range.upperBound))
    return lower..<upper
  }

  /// Clamps a host range into the text, then into the number, and snaps
  /// positions inside a character (a surrogate pair) to its edges.
  func clampSelection(_ range: Range<Int>) -> Range<Int> {
    let number = numberStart..<numberEnd
    let lo = snap(range.lowerBound.clamped(to: number), up: false)
    if range.isEmpty { return lo..<lo }
    let hi = snap(range.upperBound.clamped(to: number), up: true)
    return lo..<max(lo, hi)
  }

  /// The character boundary at or around `offset` (see
  /// `String.characterBoundary(atUTF16Offset:up:)`).
  func snap(_ offset: Int, up: Bool) -> Int {
    // The edges of the number and of its tokens are character boundaries:
    // where the caret lands after nearly every edit, found without walking
    // the text.
    if offset == numberStart || offset == numberEnd || tokensBeforePlacedCaret(offset) != nil {
      return offset
    }
    let before = tokensBefore(offset)
    if before > 0 && tokenEnd(before - 1) == offset { return offset }
    if before < tokenCount {
      // The first token ending after `offset`: the caret is at its start or
      // inside it.
      let start = tokenStart(before)
      if offset == start { return offset }
      if start < offset { return up ? tokenEnd(before) : start }
    }
    return text.characterBoundary(atUTF16Offset: offset, up: up)
  }
}
