import Foundation

/// A rendered amount with the UTF-16 positions the editor needs.
///
/// The positions of the editable tokens (digits, and the separator when it
/// is a token) are not stored one by one: they follow from the counts and
/// widths of the pieces, so that a keystroke allocates nothing for them.
struct RenderedAmount {
  var text: String
  /// Where the number (digits, shown zero, separator) starts and ends.
  var numberStart: Int
  var numberEnd: Int
  /// The text's length in UTF-16 units, known from the pieces (counting a
  /// non-ASCII string's UTF-16 units walks it).
  var utf16Count: Int
  /// The number of tokens.
  var tokenCount = 0
  /// The integer digits that are tokens, the first `integerTokenCount`
  /// tokens (none when the integer part shows the zero as decoration).
  var integerTokenCount = 0
  /// Whether the separator is token `integerTokenCount`.
  var separatorIsToken = false
  /// Where the edit that made this layout put the caret (-1: no edit
  /// did), an edge of a token or of the number, and how many tokens lie
  /// wholly before it: the clamp after the edit and the next keystroke's
  /// logical range read them instead of computing them. Narrow, beside
  /// the flag: the layout stays 128 bytes, which are copied without a
  /// call.
  private var placedCaretTokens: UInt16 = 0
  private var placedCaretOffset: Int32 = -1
  /// Where the separator starts (the integer part with its grouping ends)
  /// and ends.
  var separatorStart = 0
  var separatorEnd = 0
  /// Where the first fraction digit starts, after padding zeros.
  var fractionStart = 0
  /// The UTF-16 length of a digit and of a grouping separator.
  var digitWidth16 = 1
  var groupWidth16 = 0
  var grouping = Grouping.none
  /// The grouping separators in the integer part.
  var integerSeparators = 0

  /// A text without a number (empty, a lone sign): the number is empty at
  /// its end.
  init(textWithoutNumber text: String, utf16Count: Int) {
    self.text = text
    numberStart = utf16Count
    numberEnd = utf16Count
    self.utf16Count = utf16Count
  }

  /// Where an edit put the caret: at `offset`, an edge of a token or of
  /// the number, after `tokensBefore` tokens (recorded when both fit).
  mutating func placeCaret(at offset: Int, tokensBefore: Int) {
    guard let o = Int32(exactly: offset), let t = UInt16(exactly: tokensBefore) else { return }
    placedCaretOffset = o
    placedCaretTokens = t
  }

  /// Whether `range` is the caret an edit placed: at an edge of a token
  /// or of the number, a selection no clamping moves.
  @inline(__always)
  func isPlacedCaret(_ range: Range<Int>) -> Bool {
    range.isEmpty && tokensBeforePlacedCaret(range.lowerBound) != nil
  }

  /// The tokens wholly before `offset` when an edit put the caret there.
  @inline(__always)
  func tokensBeforePlacedCaret(_ offset: Int) -> Int? {
    placedCaretOffset >= 0 && offset == Int(placedCaretOffset) ? Int(placedCaretTokens) : nil
  }

  /// The layout of `text`, a number after `numberStart` UTF-16 units:
  /// `integerCount` digits (the shown zero for none) with `groups`
  /// separators of `grouping`, the decimal separator when `separator` is
  /// not hidden, `padding` zeros and `fractionCount` digits, then
  /// `trailing16` UTF-16 units.
  init(
    text: String, numberStart: Int, integerCount: Int, grouping: Grouping, groups: Int,
    groupWidth16: Int, separator: SeparatorRole, separatorWidth16: Int, padding: Int,
    fractionCount: Int, digitWidth16: Int, trailing16: Int
  ) {
    self.init(textWithoutNumber: "", utf16Count: 0)
    replace(
      withText: text, numberStart: numberStart, integerCount: integerCount, grouping: grouping,
      groups: groups, groupWidth16: groupWidth16, separator: separator,
      separatorWidth16: separatorWidth16, padding: padding, fractionCount: fractionCount,
      digitWidth16: digitWidth16, trailing16: trailing16)
  }

  /// Becomes the layout that
  /// ``init(text:numberStart:integerCount:grouping:groups:groupWidth16:separator:separatorWidth16:padding:fractionCount:digitWidth16:trailing16:)``
  /// makes, in place: a keystroke's layout is written where the editor
  /// keeps it, not built and moved there.
  @inline(__always)
  mutating func replace(
    withText text: String, numberStart: Int, integerCount: Int, grouping: Grouping, groups: Int,
    groupWidth16: Int, separator: SeparatorRole, separatorWidth16: Int, padding: Int,
    fractionCount: Int, digitWidth16: Int, trailing16: Int
  ) {
    let separatorStart = numberStart + max(integerCount, 1) * digitWidth16 + groups * groupWidth16
    let separatorEnd = separatorStart + (separator != .hidden ? separatorWidth16 : 0)
    let fractionStart = separatorEnd + padding * digitWidth16
    let numberEnd = fractionStart + fractionCount * digitWidth16
    self.text = text
    self.numberStart = numberStart
    self.numberEnd = numberEnd
    utf16Count = numberEnd + trailing16
    integerTokenCount = integerCount
    separatorIsToken = separator == .token
    tokenCount = integerCount + fractionCount + (separatorIsToken ? 1 : 0)
    placedCaretTokens = 0
    placedCaretOffset = -1
    self.separatorStart = separatorStart
    self.separatorEnd = separatorEnd
    self.fractionStart = fractionStart
    self.digitWidth16 = digitWidth16
    self.groupWidth16 = groupWidth16
    self.grouping = grouping
    integerSeparators = groups
  }

  init(text: String, numberStart: Int, numberEnd: Int, utf16Count: Int) {
    self.text = text
    self.numberStart = numberStart
    self.numberEnd = numberEnd
    self.utf16Count = utf16Count
  }
}
