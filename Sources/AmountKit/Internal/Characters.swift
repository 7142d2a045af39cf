/// Character classes shared by typing and parsing.
enum Characters {
  /// The Arabic decimal separator `٫` (U+066B), a decimal key and a
  /// decimal separator in every locale.
  static let arabicDecimalSeparator: Unicode.Scalar = "\u{066B}"

  /// The value of a decimal digit of any script (`3`, `٣`, `۳`, `३`, `３`,
  /// Adlam, Chakma...), or nil.
  @inline(__always)
  static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
    if scalar.value >= 0x30 && scalar.value <= 0x39 { return UInt8(scalar.value - 0x30) }
    if scalar.value < 0x80 { return nil }
    guard scalar.properties.numericType == .decimal,
      let value = scalar.properties.numericValue, value >= 0, value <= 9
    else { return nil }
    return UInt8(value)
  }

  /// Bidi and other invisible format marks a field or a paste may carry.
  @inline(__always)
  static func isBidiOrInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B...0x200F, 0x061C, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: return true
    default: return false
    }
  }

  /// Spaces of any kind (NBSP, narrow NBSP, thin space, tab...).
  @inline(__always)
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    // Unicode's space separators (category Zs), listed so that no property
    // lookup is needed, plus tab and line breaks.
    switch scalar.value {
    case 0x20, 0x09, 0x0A, 0x0D, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000:
      return true
    default: return false
    }
  }

  /// What parsing drops without a trace: spaces and bidi marks.
  @inline(__always)
  static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    isSpace(scalar) || isBidiOrInvisible(scalar)
  }

  @inline(__always)
  static func isMinus(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2D, 0x2212, 0xFE63, 0xFF0D, 0x2010, 0x2011, 0x2013: return true
    default: return false
    }
  }

  @inline(__always)
  static func isPlus(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "+" || scalar.value == 0xFF0B
  }

  @inline(__always)
  static func isCurrencySign(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return scalar == "$" }
    return scalar.properties.generalCategory == .currencySymbol
  }

  /// Characters that only ever group digits: apostrophes (ASCII stands for
  /// the typographic one), the Arabic thousands separator, Adlam's comma.
  @inline(__always)
  static func isGroupingOnly(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x27, 0x2019, 0x02BC, 0x066C, 0x2E41, 0x2E32: return true
    default: return false
    }
  }
}

extension String {
  /// Whether the text is exactly one character, found without counting the
  /// characters of a long text (a pasted megabyte).
  var isSingleCharacter: Bool {
    // One byte is one ASCII character: every typed digit.
    if utf8.count == 1 { return true }
    var characters = makeIterator()
    return characters.next() != nil && characters.next() == nil
  }
}

extension String {
  /// The string's one UTF-8 byte, when it is one byte long (a digit key,
  /// nearly every key); nil otherwise.
  @inline(__always)
  var singleUTF8Byte: UInt8? {
    let utf8 = self.utf8
    guard utf8.count == 1 else { return nil }
    return utf8[utf8.startIndex]
  }
}
