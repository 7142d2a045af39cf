/// Positions in one text as GTK counts them and as the controller counts them.
///
/// GTK's editables count positions in characters (Unicode code points, as
/// `g_utf8_strlen` does); ``AmountKit/AmountInputController`` counts UTF-16
/// units, as `UITextField` does. They differ for every code point outside the
/// Basic Multilingual Plane: an Adlam or Chakma digit is one GTK character and
/// two UTF-16 units.
///
/// Only such a code point makes the two counts differ, and only it takes
/// four bytes in UTF-8: a text without a four-byte lead (`0xF0`–`0xF4`) has
/// the same offsets both ways, and its offsets are its length alone, found
/// without allocating. The table of code-point starts is made only for a
/// text with a code point outside the plane.
package struct TextOffsets: Sendable, Hashable {
  /// The UTF-16 offset at which each code point starts, then the text's
  /// UTF-16 length; nil when every code point is in the Basic Multilingual
  /// Plane (each offset is the same in both counts).
  private let starts: [Int]?
  /// The number of code points: GTK's length of the text.
  package let characterCount: Int

  /// The offsets of `text`.
  ///
  /// - Parameter text: The text the positions are in.
  package init(_ text: String) {
    let (characters, outsideThePlane) =
      text.utf8.withContiguousStorageIfAvailable(Self.scan)
      ?? Array(text.utf8).withUnsafeBufferPointer(Self.scan)
    characterCount = characters
    guard outsideThePlane else {
      starts = nil
      return
    }
    var starts: [Int] = []
    starts.reserveCapacity(characters + 1)
    var offset = 0
    for scalar in text.unicodeScalars {
      starts.append(offset)
      offset += scalar.utf16.count
    }
    starts.append(offset)
    self.starts = starts
  }

  /// The code points of UTF-8 bytes, and whether one of them lies outside
  /// the Basic Multilingual Plane. Every byte but a continuation byte
  /// (`10xxxxxx`) starts a code point, and only a code point outside the
  /// plane starts with a four-byte lead (`11110xxx`); eight bytes are
  /// looked at a time.
  ///
  /// - Parameter utf8: Valid UTF-8.
  /// - Returns: The count of code points, and whether one is outside the plane.
  package static func scan(_ utf8: UnsafeBufferPointer<UInt8>) -> (
    characters: Int, outsideThePlane: Bool
  ) {
    let high: UInt64 = 0x8080_8080_8080_8080
    var continuations = 0
    var fourByteLeads: UInt64 = 0
    var index = 0
    if let base = UnsafeRawPointer(utf8.baseAddress) {
      while index + 8 <= utf8.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // Bit 7 of each byte: set for a continuation byte (10xxxxxx), and
        // for a four-byte lead (1111xxxx, from bits 7 to 4).
        continuations += (word & ~(word << 1) & high).nonzeroBitCount
        fourByteLeads |= word & (word << 1) & (word << 2) & (word << 3) & high
        index += 8
      }
    }
    var outsideThePlane = fourByteLeads != 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte & 0xC0 == 0x80 { continuations += 1 }
      if byte >= 0xF0 { outsideThePlane = true }
      index += 1
    }
    return (utf8.count - continuations, outsideThePlane)
  }

  /// The number of UTF-16 units: the controller's length of the text.
  package var utf16Count: Int { starts.map { $0[$0.count - 1] } ?? characterCount }

  /// The UTF-16 offset of a GTK position, clamped to the text.
  ///
  /// - Parameter character: A position in code points.
  /// - Returns: The same position in UTF-16 units.
  package func utf16Offset(ofCharacter character: Int) -> Int {
    let clamped = min(max(character, 0), characterCount)
    guard let starts else { return clamped }
    return starts[clamped]
  }

  /// The GTK position of a UTF-16 offset, clamped to the text; an offset
  /// inside a surrogate pair counts as the start of its code point.
  ///
  /// - Parameter utf16: A position in UTF-16 units.
  /// - Returns: The same position in code points.
  package func characterOffset(ofUTF16 utf16: Int) -> Int {
    let target = min(max(utf16, 0), utf16Count)
    guard let starts else { return target }
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
