import Foundation

// The one interpreter of host edits: what a host's request to replace a
// UTF-16 range with a string means, read with the field's current
// selection (contract: "Host edits"). `AmountEdit.replace`, the input
// controller, `amount replay`'s `replace` step and every adapter end here.

extension AmountEditor {
  /// A host's request to replace `range` with `string`.
  ///
  /// The range is clamped to the text and widened to whole characters.
  /// Then, with the current selection: one character before the caret
  /// removed is backspace, one after it forward delete, the selection
  /// removed a deletion of the selection, the selection replaced by one
  /// character a keystroke and by more a paste. Anything else is a raw
  /// edit (``deleteRaw(_:)``, or typing or pasting over the range). A host
  /// edit that changes the amount not at all leaves the selection as it
  /// was, unless the edit it stands for moves the caret (a decimal key
  /// before the existing separator).
  mutating func replace(_ range: Range<Int>, with string: String) throws(AmountRejection) {
    let widened = widenedToCharacters(range)
    // A key typed at the caret: a keystroke, which leaves the caret alone
    // whenever it changes nothing (a grouping key, a leading zero).
    if widened == selection && selection.isEmpty {
      // One byte is one key (every digit): no `Character` made of it.
      let utf8 = string.utf8
      if utf8.count == 1, let byte = utf8.first { return try type(byte: byte) }
      if let character = Self.singleCharacter(string) { return try type(character) }
    }
    let text = layout.text
    let selectionBefore = selection
    let draftBefore = draft
    var movesCaret = false
    if string.isEmpty {
      if widened.isEmpty { return }
      if selection.isEmpty && text.isOneCharacter(utf16Range: widened)
        && (widened.upperBound == selection.lowerBound
          || widened.lowerBound == selection.lowerBound)
      {
        if widened.upperBound == selection.lowerBound {
          try deleteBackward(caret: nil)
        } else {
          try deleteForward()
        }
      } else if widened == selection {
        try deleteBackward(caret: nil)
      } else {
        try deleteRaw(widened)
      }
    } else if let sign = signRange, sign.overlaps(widened) {
      // Only a raw range covers the sign: the selection stays in the
      // number.
      try replaceOverSign(widened, with: string)
    } else if let character = Self.singleCharacter(string) {
      movesCaret = movesCaretAfterSeparator(character, over: widened)
      selection = widened
      try type(character)
    } else {
      selection = widened
      try paste(string)
    }
    // Accepted: an edit that changed nothing leaves the selection as it
    // was (a refused one is rolled back by the transaction). A keystroke or
    // paste that rewrote characters with the same characters changed the
    // caret: it went past them, as after any keystroke or paste.
    if draft == draftBefore && !movesCaret && (string.isEmpty || selection == widened) {
      selection = selectionBefore
    }
  }

  /// What a host's request to replace `range` with `string` is when
  /// ``replace(_:with:)`` would take it as a digit key or backspace at the
  /// caret, with arithmetic off; nil for every other request. Those two are
  /// nearly every request a host makes, and run as keystrokes (see
  /// ``AmountEditor/applyReplace(_:with:measuringChanges:)``), exactly as
  /// ``replace(_:with:)`` runs them.
  @inline(__always)
  func hostKeystroke(replacing range: Range<Int>, with string: String) -> HostKeystroke? {
    guard !context.arithmetic, selection.isEmpty else { return nil }
    let utf8 = string.utf8
    if utf8.count == 1, let byte = utf8.first {
      guard let digit = plainDigit(byte), widenedToCharacters(range) == selection else {
        return nil
      }
      return .digit(digit)
    }
    guard utf8.isEmpty else { return nil }
    let widened = widenedToCharacters(range)
    guard widened.upperBound == selection.lowerBound,
      layout.text.isOneCharacter(utf16Range: widened)
    else { return nil }
    return .backspace
  }

  /// A host's request that is one key at the caret (see
  /// ``hostKeystroke(replacing:with:)``).
  enum HostKeystroke {
    /// A digit key (0 to 9).
    case digit(UInt8)
    /// Backspace: one character before the caret, replaced by nothing.
    case backspace
  }

  /// A host's request to replace `range` with `string` while an
  /// expression is open. The caret stays at its end: a key typed there,
  /// backspace, and a paste (which replaces the expression) are taken; any
  /// other request changes nothing.
  mutating func replaceInExpression(_ range: Range<Int>, with string: String)
    throws(AmountRejection)
  {
    let widened = widenedToCharacters(range)
    if widened == selection && selection.isEmpty, let character = Self.singleCharacter(string) {
      return try typeInExpression(character)
    }
    if string.isEmpty {
      let isBackspace =
        widened.upperBound == selection.upperBound
        && layout.text.isOneCharacter(utf16Range: widened)
      if isBackspace { try deleteBackwardInExpression() }
      return
    }
    if Self.singleCharacter(string) != nil { return }
    return try pasteOverExpression(string)
  }

  /// A host's range clamped to the text and widened to whole characters.
  ///
  /// Inlined: a call would pass the editor by value, which its callers,
  /// mutating, copy first (all of it, per keystroke).
  @inline(__always)
  private func widenedToCharacters(_ range: Range<Int>) -> Range<Int> {
    let clamped = range.clamped(toLength: layout.utf16Count)
    // The selection's ends are character boundaries already (a keystroke);
    // otherwise `snap` knows the token edges, where nearly every request
    // falls.
    if clamped == selection { return clamped }
    let lower = layout.snap(clamped.lowerBound, up: false)
    return clamped.isEmpty ? lower..<lower : lower..<layout.snap(clamped.upperBound, up: true)
  }

  /// The one character `string` is, or nil; a typed ASCII key (every
  /// digit) without walking the string's characters.
  private static func singleCharacter(_ string: String) -> Character? {
    let utf8 = string.utf8
    if utf8.count == 1, let byte = utf8.first { return Character(Unicode.Scalar(byte)) }
    return string.isSingleCharacter ? string.first : nil
  }

  /// A raw deletion of a range that is not next to the caret nor the
  /// selection: the digits and separator it covers go, as deleting that
  /// selection would; the minus sign goes when the range covers it; a range
  /// over formatting alone is backspace from its end when that end lies in
  /// the number, and changes nothing when it lies wholly in an affix.
  private mutating func deleteRaw(_ range: Range<Int>) throws(AmountRejection) {
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
    draft.isNegative = false
    layout = render(draft)
    // The digits the range covered, in the unsigned text.
    let lower =
      covered.lowerBound == 0 ? layout.numberStart : layout.tokenEnd(covered.lowerBound - 1)
    let upper = covered.isEmpty ? lower : layout.tokenEnd(covered.upperBound - 1)
    selection = lower..<upper
    if let character = Self.singleCharacter(string) {
      try type(character)
    } else {
      try paste(string)
    }
    // Thrown with the result in place, so that the rollback renders the
    // amount before the edit again.
    if let broken = context.limits.violation(of: draft, from: signed) { throw broken }
  }

  /// Whether typing `character` over `range` is the decimal key that only
  /// moves the caret after the existing separator.
  private func movesCaretAfterSeparator(_ character: Character, over range: Range<Int>) -> Bool {
    guard mode == .decimal, let separator = draft.separatorIndex,
      let scalar = character.unicodeScalars.first, Characters.digitValue(scalar) == nil,
      character.unicodeScalars.count == 1, isDecimalKey(scalar)
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
