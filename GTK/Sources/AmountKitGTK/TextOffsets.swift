/// Positions in one text as GTK counts them and as the controller counts them.
///
/// GTK's editables count positions in characters (Unicode code points, as
/// `g_utf8_strlen` does); ``AmountKit/AmountInputController`` counts UTF-16
/// units, as `UITextField` does. They differ for every code point outside the
/// Basic Multilingual Plane: an Adlam or Chakma digit is one GTK character and
/// two UTF-16 units.
package struct TextOffsets: Sendable, Hashable {
  /// The UTF-16 offset at which each code point starts, then the text's
  /// UTF-16 length.
  private let starts: [Int]

  /// The offsets of `text`.
  ///
  /// - Parameter text: The text the positions are in.
  package init(_ text: String) {
    var starts: [Int] = []
    starts.reserveCapacity(text.utf8.count + 1)
    var offset = 0
    for scalar in text.unicodeScalars {
      starts.append(offset)
      offset += scalar.utf16.count
    }
    starts.append(offset)
    self.starts = starts
  }

  /// The number of code points: GTK's length of the text.
  var characterCount: Int { starts.count - 1 }

  /// The number of UTF-16 units: the controller's length of the text.
  var utf16Count: Int { starts[starts.count - 1] }

  /// The UTF-16 offset of a GTK position, clamped to the text.
  ///
  /// - Parameter character: A position in code points.
  /// - Returns: The same position in UTF-16 units.
  func utf16Offset(ofCharacter character: Int) -> Int {
    starts[min(max(character, 0), characterCount)]
  }

  /// The GTK position of a UTF-16 offset, clamped to the text; an offset
  /// inside a surrogate pair counts as the start of its code point.
  ///
  /// - Parameter utf16: A position in UTF-16 units.
  /// - Returns: The same position in code points.
  package func characterOffset(ofUTF16 utf16: Int) -> Int {
    let target = min(max(utf16, 0), utf16Count)
    var low = 0
    var high = characterCount
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= target { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// A UTF-16 range of GTK positions.
  ///
  /// - Parameter characters: A range in code points.
  /// - Returns: The same range in UTF-16 units.
  package func utf16Range(ofCharacters characters: Range<Int>) -> Range<Int> {
    utf16Offset(
      ofCharacter: characters.lowerBound)..<utf16Offset(ofCharacter: characters.upperBound)
  }
}
