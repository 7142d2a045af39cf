import Foundation

/// Reads the texts a format shows at rest (`₹12,34,567.80`, `-1.234,50 €`)
/// back into plain decimals, as `amount parse` streams them: the bytes of a
/// line matched against the format's own pieces, without a `String`, and
/// the value written as a plain decimal (`1234567.8`).
///
/// Only a text exactly as the format renders one is read here: its sign's
/// affixes, the digits grouped where the format groups them, and the
/// fraction digits the format shows (all of them when it pads, else
/// without trailing zeros). Every such text parses to the value it shows
/// (`parse(format(x)) == x`), so reading it here gives what
/// ``AmountFormat/parse(_:)`` gives. Any other text (a paste, spaces, other
/// digits, more than 38 significant digits, a percentage or a measurement)
/// is left to the caller's parser.
package struct ShownTextReader {
  /// The pieces of a text, in one block: the positive and the negative
  /// prefix (the custom prefix first), the positive and the negative
  /// suffix (the custom suffix last), the decimal and the grouping
  /// separator, and the ten digits.
  private let pieces: [UInt8]
  private let ends: [Int]
  private let digitWidth: Int
  /// Whether the digits are ASCII `0` to `9`.
  private let asciiDigits: Bool
  private let primaryGrouping: Int
  private let secondaryGrouping: Int
  private let minimumGroupingDigits: Int
  private let fractionDigits: Int
  private let padsFraction: Bool
  /// Whether the format's texts are its digits and pieces alone.
  private let readsText: Bool

  /// A reader of `format`'s texts.
  package init(format: AmountFormat) {
    let laidOut = PieceBytes(format)
    let b = laidOut.pieces
    pieces = laidOut.bytes
    ends = laidOut.ends
    digitWidth = b.digitWidth8
    asciiDigits = b.digits == Array("0123456789".utf8)
    primaryGrouping = laidOut.primaryGrouping
    secondaryGrouping = laidOut.secondaryGrouping
    minimumGroupingDigits = laidOut.minimumGroupingDigits
    fractionDigits = format.fractionDigits
    padsFraction = format.padsFraction
    readsText =
      format.renderer.unit == nil && format.valueScale == 0 && !b.decimal.utf8.isEmpty
      && b.decimal.utf8 != b.group.utf8
  }

  /// Appends the value of `line` as a plain decimal (`-1234.5`, `0`) to
  /// `output` when the line is a text the format shows, and returns
  /// whether it was; nothing is appended otherwise.
  package func appendPlain(_ line: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
    guard readsText else { return false }
    return pieces.withUnsafeBufferPointer { pieces in
      for negative in [true, false] {
        let lead = negative ? ends[0]..<ends[1] : 0..<ends[0]
        let trail = negative ? ends[2]..<ends[3] : ends[1]..<ends[2]
        guard line.count >= lead.count + trail.count,
          Self.equal(line, 0, pieces, lead),
          Self.equal(line, line.count - trail.count, pieces, trail)
        else { continue }
        let body = UnsafeBufferPointer(rebasing: line[lead.count..<(line.count - trail.count)])
        if append(body, negative: negative, pieces: pieces, to: &output) { return true }
      }
      return false
    }
  }

  /// Whether `line` holds the bytes `pieces[range]` at `offset`.
  private static func equal(
    _ line: UnsafeBufferPointer<UInt8>, _ offset: Int, _ pieces: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>
  ) -> Bool {
    guard offset >= 0, offset + range.count <= line.count else { return false }
    var i = 0
    while i < range.count {
      if line[offset + i] != pieces[range.lowerBound + i] { return false }
      i += 1
    }
    return true
  }

  /// Reads a number body (grouped integer digits, then the decimal
  /// separator and the fraction digits) and appends its plain decimal.
  private func append(
    _ body: UnsafeBufferPointer<UInt8>, negative: Bool, pieces: UnsafeBufferPointer<UInt8>,
    to output: inout [UInt8]
  ) -> Bool {
    let decimal = ends[3]..<ends[4]
    let group = ends[4]..<ends[5]
    // A text the format shows has at most 38 significant digits and no
    // leading zeros: longer bodies are pastes.
    guard body.count <= 200 else { return false }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * body.count + 2) {
      buffer -> Bool in
      // The digit values, integer then fraction, from 0; after them, from
      // `body.count`, how many digits stood before each grouping separator.
      var digits = 0
      var separators = 0
      var integerDigits = -1
      var index = 0
      while index < body.count {
        if let value = digit(body, index, pieces) {
          buffer[digits] = value
          digits += 1
          index += digitWidth
        } else if integerDigits < 0, !group.isEmpty, Self.equal(body, index, pieces, group) {
          buffer[body.count + separators] = UInt8(digits)
          separators += 1
          index += group.count
        } else if integerDigits < 0, Self.equal(body, index, pieces, decimal) {
          integerDigits = digits
          index += decimal.count
        } else {
          return false
        }
      }
      let sawDecimal = integerDigits >= 0
      if !sawDecimal { integerDigits = digits }
      let fraction = digits - integerDigits
      // The integer part: digits without leading zeros, grouped where the
      // format groups (see `ByteWriter.write(integer:grouping:groups:separator:)`).
      guard integerDigits > 0, integerDigits == 1 || buffer[0] != 0 else { return false }
      let grouping = Grouping.of(
        count: integerDigits, primary: primaryGrouping, secondary: secondaryGrouping,
        minimum: minimumGroupingDigits)
      guard separators == grouping.separators(upToDigitsAfter: integerDigits - 1) else {
        return false
      }
      if separators > 0 {
        let leftmost = grouping.leftmostGroup(of: integerDigits, groups: separators)
        for k in 0..<separators
        where Int(buffer[body.count + k]) != leftmost + k * grouping.secondary {
          return false
        }
        guard integerDigits - Int(buffer[body.count + separators - 1]) == grouping.primary else {
          return false
        }
      }
      // The fraction digits the format shows: all of them when it pads,
      // else without trailing zeros; a separator only before some.
      if padsFraction {
        guard fraction == fractionDigits else { return false }
      } else {
        guard fraction <= fractionDigits, fraction == 0 || buffer[digits - 1] != 0 else {
          return false
        }
      }
      guard sawDecimal == (fraction > 0) else { return false }
      var first = 0
      while first < integerDigits && buffer[first] == 0 { first += 1 }
      var last = digits
      while last > integerDigits && buffer[last - 1] == 0 { last -= 1 }
      var significant = digits - first
      if first == integerDigits {
        var fractionFirst = integerDigits
        while fractionFirst < digits && buffer[fractionFirst] == 0 { fractionFirst += 1 }
        significant = digits - fractionFirst
      }
      guard significant <= DecimalDigits.maximumSignificantDigits else { return false }
      if first == integerDigits && last == integerDigits {
        output.append(UInt8(ascii: "0"))
        return true
      }
      if negative { output.append(UInt8(ascii: "-")) }
      if first == integerDigits {
        output.append(UInt8(ascii: "0"))
      } else {
        for i in first..<integerDigits { output.append(buffer[i] &+ UInt8(ascii: "0")) }
      }
      if last > integerDigits {
        output.append(UInt8(ascii: "."))
        for i in integerDigits..<last { output.append(buffer[i] &+ UInt8(ascii: "0")) }
      }
      return true
    }
  }

  /// The value of the locale's digit at `index` in `body`, or nil.
  @inline(__always)
  private func digit(
    _ body: UnsafeBufferPointer<UInt8>, _ index: Int, _ pieces: UnsafeBufferPointer<UInt8>
  )
    -> UInt8?
  {
    if asciiDigits {
      let value = body[index] &- UInt8(ascii: "0")
      return value < 10 ? value : nil
    }
    guard index + digitWidth <= body.count else { return nil }
    let table = ends[5]
    for d in 0..<10
    where Self.equal(body, index, pieces, (table + d * digitWidth)..<(table + (d + 1) * digitWidth))
    {
      return UInt8(d)
    }
    return nil
  }
}
