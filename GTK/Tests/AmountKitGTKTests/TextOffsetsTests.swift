import AmountKitGTK
import Testing

/// GTK's positions (code points) against the controller's (UTF-16 units),
/// checked against Swift's own views of the same text: `unicodeScalars`
/// for GTK's count, `utf16` for the controller's.
@Suite("Positions in code points and in UTF-16 units")
struct TextOffsetsTests {
  /// Texts a field shows, and texts that put a four-byte code point at
  /// every place of an eight-byte word.
  static let texts: [String] =
    [
      "", "$1,234.56", "1.234,56\u{00A0}€", "12\u{202F}345,00\u{00A0}€",
      "\u{200F}١٬٢٣٤٫٥٦\u{00A0}ج.م.\u{200F}", "₹12,34,567.00",
      // Chakma digits (U+11136...), outside the Basic Multilingual Plane.
      "𑄷𑄸,𑄹𑄺𑄻.𑄼𑄽", "$𑄷", "𞥑𞥒𞥓 ADLaM", "a😀", "😀",
    ] + (0..<9).map { String(repeating: "1", count: $0) + "𑄷" + "234567890" }

  /// The UTF-16 offset at which each code point starts, then the length:
  /// what `TextOffsets` answers, made from Swift's views alone.
  static func starts(_ text: String) -> [Int] {
    var starts = [0]
    var offset = 0
    for scalar in text.unicodeScalars {
      offset += scalar.utf16.count
      starts.append(offset)
    }
    return starts
  }

  @Test("lengths, and every position both ways", arguments: texts)
  func positions(_ text: String) {
    let offsets = TextOffsets(text)
    let starts = Self.starts(text)
    #expect(offsets.characterCount == text.unicodeScalars.count)
    #expect(offsets.utf16Count == text.utf16.count)
    for character in 0...text.unicodeScalars.count {
      #expect(offsets.utf16Offset(ofCharacter: character) == starts[character])
    }
    for unit in 0...text.utf16.count {
      // An offset inside a surrogate pair counts as its code point's start.
      let expected = starts.lastIndex { $0 <= unit }
      #expect(offsets.characterOffset(ofUTF16: unit) == expected)
    }
    // Clamped to the text.
    #expect(offsets.utf16Offset(ofCharacter: -1) == 0)
    #expect(offsets.utf16Offset(ofCharacter: text.unicodeScalars.count + 5) == text.utf16.count)
    #expect(offsets.characterOffset(ofUTF16: text.utf16.count + 5) == text.unicodeScalars.count)
  }

  @Test("the scan counts code points and finds four-byte ones, in seeded random texts")
  func seededScan() {
    // Scalars of each UTF-8 length: 1, 2, 3 and 4 bytes.
    let alphabet: [Unicode.Scalar] = ["1", "$", "\u{00A0}", "€", "\u{202F}", "٣", "𑄷", "😀"]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      // SplitMix64.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    for _ in 0..<500 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int(next() % 40) {
        // Mostly text inside the plane, as amounts are.
        let pick = Int(next() % UInt64(next() % 4 == 0 ? alphabet.count : alphabet.count - 2))
        scalars.append(alphabet[pick])
      }
      let text = String(scalars)
      let (characters, outsideThePlane) = Array(text.utf8).withUnsafeBufferPointer {
        TextOffsets.scan($0)
      }
      #expect(characters == text.unicodeScalars.count)
      #expect(outsideThePlane == text.unicodeScalars.contains { $0.value > 0xFFFF })
      #expect(TextOffsets(text).utf16Count == text.utf16.count)
    }
  }
}
