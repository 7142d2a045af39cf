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

  /// The tokens wholly before `offset` when an edit put the caret there.
  @inline(__always)
  func tokensBeforePlacedCaret(_ offset: Int) -> Int? {
    placedCaretOffset >= 0 && offset == Int(placedCaretOffset) ? Int(placedCaretTokens) : nil
  }

  init(text: String, numberStart: Int, numberEnd: Int, utf16Count: Int) {
    self.text = text
    self.numberStart = numberStart
    self.numberEnd = numberEnd
    self.utf16Count = utf16Count
  }
}
