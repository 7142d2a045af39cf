import AmountKit
import Foundation

/// Reads many displayed or pasted texts with one format, as `amount parse`
/// does: the format's affixes are prepared once, and each value is written
/// as a plain decimal (``Foundation/Decimal/plainString``) straight into a
/// byte buffer, without a `Decimal` or a `String` per text.
struct PlainDecimalReader {
  private let parser: LenientParser
  /// A percentage's power of ten between the number shown and the value.
  private let scale: Int

  /// A reader for texts shown by `format`.
  init(format: AmountFormat) {
    parser = LenientParser(format: format)
    scale = format.valueScale
  }

  /// Reads `text` as ``AmountFormat/parse(_:)`` does and appends the value
  /// as a plain decimal (`-1234.5`, `0`, `0.05`) to `output`.
  ///
  /// - Throws: The ``AmountParseError`` `parse(_:)` throws for the text.
  func appendPlain(_ text: String, to output: inout [UInt8]) throws(AmountParseError) {
    var parsed = try parser.parse(text)
    if scale > 0 { parsed.divide(byPowerOfTen: scale) }
    let integer = parsed.integer.drop { $0 == 0 }
    guard integer.count + parsed.fraction.count <= AmountFieldConfiguration.maximumSignificantDigits
    else {
      throw LenientParser.locate(.tooManyDigits, in: text, parsed: parsed)
    }
    var fraction = parsed.fraction[...]
    while fraction.last == 0 { fraction.removeLast() }
    if integer.isEmpty && fraction.isEmpty {
      output.append(UInt8(ascii: "0"))
      return
    }
    if parsed.sign == .minus { output.append(UInt8(ascii: "-")) }
    if integer.isEmpty {
      output.append(UInt8(ascii: "0"))
    } else {
      for digit in integer { output.append(digit + UInt8(ascii: "0")) }
    }
    if !fraction.isEmpty {
      output.append(UInt8(ascii: "."))
      for digit in fraction { output.append(digit + UInt8(ascii: "0")) }
    }
  }
}
