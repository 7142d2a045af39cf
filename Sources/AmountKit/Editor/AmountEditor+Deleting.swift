import Foundation

// Deleting (contract: "Deleting"): backspace and forward delete skip
// formatting and delete the nearest digit, or the selected digits.

extension AmountEditor {
  /// Deletes the tokens of a non-empty logical range.
  mutating func deleteTokens(_ range: Range<Int>) throws(AmountRejection) {
    var next = draft
    next.tokens.removeSubrange(range)
    if next.tokens.isEmpty { next.hasAmount = false }
    if range.lowerBound == 0 { next.holdLeadingZeros() }
    try commit(swapping: &next, caret: .afterTokens(range.lowerBound))
  }

  /// Clears an amount that has no token (`$0`, `$0.00`), or a lone sign.
  private mutating func clearTokenless() throws(AmountRejection) {
    var next = draft
    if next.hasAmount {
      next.hasAmount = false
    } else {
      next.isNegative = false
    }
    try commit(swapping: &next, caret: .numberEnd)
  }

  /// Backspace: the nearest digit to the left of the caret (at `caret`
  /// when given), skipping formatting, or the selected digits.
  mutating func deleteBackward(caret: Int? = nil) throws(AmountRejection) {
    if let caret { selection = caret..<caret }
    let range = logicalRange(selection)
    if !range.isEmpty { return try deleteTokens(range) }
    if !selection.isEmpty {
      selection = selection.lowerBound..<selection.lowerBound
      return
    }
    if draft.tokens.isEmpty && (draft.hasAmount || draft.isNegative) {
      return try clearTokenless()
    }
    let k = range.lowerBound
    var i = k - 1
    if i >= 0, draft.tokens[i] == TypedAmount.separator {
      if i == draft.tokens.count - 1 {  // an empty fraction
        return try deleteTokens(i..<(i + 1))
      }
      i -= 1
    }
    guard i >= 0 else {
      // Backspace at the start of a negative number removes the sign.
      if k == 0 && draft.isNegative { return try toggleSign(to: false) }
      return
    }
    return try deleteTokens(i..<(i + 1))
  }

  /// Forward delete: the nearest digit to the right, skipping formatting.
  mutating func deleteForward() throws(AmountRejection) {
    let range = logicalRange(selection)
    if !range.isEmpty {
      try deleteTokens(range)
      return
    }
    if !selection.isEmpty {
      selection = selection.upperBound..<selection.upperBound
      return
    }
    if draft.tokens.isEmpty && draft.hasAmount { return try clearTokenless() }
    var j = range.lowerBound
    let count = draft.tokens.count
    if j < count, draft.tokens[j] == TypedAmount.separator {
      if j == count - 1 {
        var next = draft
        next.tokens.remove(at: j)
        if next.tokens.isEmpty { next.hasAmount = false }
        return try commit(swapping: &next, caret: .numberEnd)
      }
      j += 1
    }
    guard j < count else { return }
    var next = draft
    next.tokens.remove(at: j)
    if next.tokens.isEmpty { next.hasAmount = false }
    if j == 0 { next.holdLeadingZeros() }
    return try commit(swapping: &next, caret: .beforeToken(j))
  }

}
