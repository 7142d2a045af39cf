import Foundation

// Host edits (contract: "Host edits"): what a host's request that is no
// key at the caret does. The classifier (`command(replacing:with:)`)
// decides which request is which; these are the rules of each.

extension AmountEditor {
  /// A host's request that is no key at the caret. A host edit that
  /// changes the amount not at all leaves the selection as it was, unless
  /// the edit it stands for moves the caret (a decimal key before the
  /// existing separator); a keystroke or paste that rewrote characters with
  /// the same characters went past them, as after any keystroke or paste.
  mutating func applyHostEdit(_ edit: EditCommand.HostEdit) throws(AmountRejection) {
    let selectionBefore = selection
    let keepsSelection: Bool
    switch edit {
    case .deleteSelection:
      try deleteBackward()
      keepsSelection = true
    case .delete(let range):
      try deleteRaw(range)
      keepsSelection = true
    case .replaceOverSign(let range, let string):
      try replaceOverSign(range, with: string)
      keepsSelection = selection == range
    case .type(let key, let range):
      let movesCaret = movesCaretAfterSeparator(key, over: range)
      selection = range
      try type(key)
      keepsSelection = !movesCaret && selection == range
    case .paste(let text, let range):
      selection = range
      try paste(text)
      keepsSelection = selection == range
    }
    if keepsSelection && (!originKept || origin == draft) {
      selection = selectionBefore
    }
  }

  /// A raw deletion of a range that is not next to the caret nor the
  /// selection: the digits and separator it covers go, as deleting that
  /// selection would; the minus sign goes when the range covers it; a range
  /// over formatting alone is backspace from its end when that end lies in
  /// the number, and changes nothing when it lies wholly in an affix.
  mutating func deleteRaw(_ range: Range<Int>) throws(AmountRejection) {
    let covered = logicalRange(range)
    let coversSign = signRange.map { $0.overlaps(range) } ?? false
    if !covered.isEmpty {
      var next = draft
      next.tokens.removeSubrange(covered)
      if next.tokens.isEmpty { next.hasAmount = false }
      if covered.lowerBound == 0 { next.holdLeadingZeros() }
      if coversSign { next.isNegative = false }
      return try commit(next, caret: .afterTokens(covered.lowerBound))
    }
    if coversSign { return try toggleSign(to: false) }
    if range.upperBound <= layout.numberStart || range.lowerBound >= layout.numberEnd {
      return
    }
    return try deleteBackward(caret: min(range.upperBound, layout.numberEnd))
  }

  /// A non-empty replacement of a range that covers the minus sign: the
  /// sign goes, then `string` is typed (one character) or pasted (more)
  /// over the digits of the range, at the sign's place when it covers
  /// none. The whole edit keeps the limits as any edit does, measured from
  /// the amount before it (the unsigned amount in between is no state of
  /// the field).
  private mutating func replaceOverSign(
    _ range: Range<Int>, with string: String
  ) throws(AmountRejection) {
    let covered = logicalRange(range)
    let signed = draft
    keepOrigin()
    draft.isNegative = false
    renderDraft()
    // The digits the range covered, in the unsigned text.
    let lower =
      covered.lowerBound == 0 ? layout.numberStart : layout.tokenEnd(covered.lowerBound - 1)
    let upper = covered.isEmpty ? lower : layout.tokenEnd(covered.upperBound - 1)
    selection = lower..<upper
    if let character = Self.singleCharacter(string) {
      try type(context.key(character))
    } else {
      try paste(string)
    }
    // Thrown with the result in place, so that the rollback renders the
    // amount before the edit again.
    if let broken = context.limits.violation(of: draft, from: signed) { throw broken }
  }

  /// Whether typing `key` over `range` is the decimal key that only
  /// moves the caret after the existing separator.
  private func movesCaretAfterSeparator(_ key: EditCommand.Key, over range: Range<Int>) -> Bool {
    guard mode == .decimal, let separator = draft.separatorIndex, key == .decimalSeparator
    else { return false }
    return !logicalRange(range).contains(separator)
  }

  /// Where the minus sign stands in the text (between the prefix and the
  /// number, or between the number and the suffix), or nil when the amount
  /// is not negative or the format shows no minus sign (accounting
  /// parentheses).
  var signRange: Range<Int>? {
    guard draft.isNegative else { return nil }
    let minus = Array(context.configuration.format.minusSign.utf16)
    let units = Array(layout.text.utf16)
    guard !minus.isEmpty else { return nil }
    // A lone sign is shown alone, without the affixes.
    if !draft.hasAmount && draft.tokens.isEmpty { return 0..<units.count }
    let prefixEnd = context.renderer.prefix.utf16
    let suffixStart = units.count - context.renderer.suffix.utf16
    let regions = [
      min(prefixEnd, layout.numberStart)..<layout.numberStart,
      layout.numberEnd..<max(suffixStart, layout.numberEnd),
    ]
    for region in regions where region.count >= minus.count {
      for start in region.lowerBound...(region.upperBound - minus.count)
      where units[start..<(start + minus.count)].elementsEqual(minus) {
        return start..<(start + minus.count)
      }
    }
    return nil
  }
}
