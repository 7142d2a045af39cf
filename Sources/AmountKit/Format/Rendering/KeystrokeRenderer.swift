import Foundation

/// The editor's renderer: an ``AmountRenderer`` of a format without a
/// unit, its pieces laid out in one block of bytes after the object's
/// header, the texts before and after the number joined (custom prefix and
/// sign, sign and custom suffix).
///
/// It derives from its renderer: the same pieces, the number's body
/// written by the same writer
/// (``ByteWriter/write(integer:fraction:grouping:groups:group:decimal:padding:ascii:)``)
/// and the positions by the same layout, so that it renders what its
/// renderer renders; a keystroke writes its text with a few copies out of
/// one block, without retaining the pattern's pieces one by one or looking
/// for a unit's plural form.
struct KeystrokeRenderer: @unchecked Sendable {
  // @unchecked: the block is written once, when it is made, and only read
  // after.

  /// The layout, followed by the pieces' bytes.
  private final class Block: ManagedBuffer<Layout, UInt8> {}
  private let block: Block

  /// Where a piece is in the block, and its lengths.
  struct Piece {
    var offset = 0
    var count8 = 0
    var count16 = 0
  }

  /// Where the pieces are, and the format's digits and grouping.
  struct Layout {
    var positiveHead = Piece()
    var positiveTail = Piece()
    var negativeHead = Piece()
    var negativeTail = Piece()
    var group = Piece()
    var decimal = Piece()
    /// Where the digits 0 to 9 are, `digitWidth8` bytes each.
    var digits = 0
    var digitWidth8 = 1
    var digitWidth16 = 1
    var primaryGrouping = 0
    var secondaryGrouping = 1
    var minimumGroupingDigits = 1
    /// Whether the digits are ASCII's `0` to `9` and the grouping
    /// separator one byte (or none, without grouping): the commonest case, written in one
    /// loop (see ``writeASCII(_:to:grouping:groups:separator:)``).
    var asciiDigitsAndGroup = false
  }

  /// The keystroke renderer of `renderer`; nil when it has a unit, whose
  /// text depends on the number, or has not learned its pattern in full
  /// (see ``AmountRenderer/learnedInFull()``).
  init?(_ full: borrowing AmountRenderer) {
    guard full.unit == nil, full.isLearnedInFull else { return nil }
    let b = full.bytes
    var layout = Layout(
      digitWidth8: b.digitWidth8, digitWidth16: full.digitWidth16,
      primaryGrouping: full.primaryGrouping, secondaryGrouping: full.secondaryGrouping,
      minimumGroupingDigits: full.minimumGroupingDigits)
    var size = 0
    func piece(_ first: EncodedText, _ second: EncodedText = EncodedText()) -> Piece {
      let count8 = first.utf8.count + second.utf8.count
      defer { size += count8 }
      return Piece(offset: size, count8: count8, count16: first.utf16 + second.utf16)
    }
    layout.positiveHead = piece(full.prefix, b.positivePrefix)
    layout.positiveTail = piece(b.positiveSuffix, full.suffix)
    layout.negativeHead = piece(full.prefix, b.negativePrefix)
    layout.negativeTail = piece(b.negativeSuffix, full.suffix)
    layout.group = piece(b.group)
    layout.decimal = piece(b.decimal)
    layout.digits = size
    size += b.digits.count
    // One byte a digit, the first `0`: ASCII's digits, consecutive.
    layout.asciiDigitsAndGroup =
      b.digitWidth8 == 1 && b.digits.first == 0x30
      && (b.group.utf8.count == 1 || full.primaryGrouping == 0)
    block = unsafeDowncast(Block.create(minimumCapacity: size) { _ in layout }, to: Block.self)
    block.withUnsafeMutablePointerToElements { block in
      var out = block
      func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
          // A few bytes each: a loop costs less than a call.
          for byte in bytes {
            out.initialize(to: byte)
            out += 1
          }
        }
      }
      put(full.prefix.utf8)
      put(b.positivePrefix.utf8)
      put(b.positiveSuffix.utf8)
      put(full.suffix.utf8)
      put(full.prefix.utf8)
      put(b.negativePrefix.utf8)
      put(b.negativeSuffix.utf8)
      put(full.suffix.utf8)
      put(b.group.utf8)
      put(b.decimal.utf8)
      put(b.digits)
    }
  }

  /// What ``AmountRenderer/render(negative:integer:fraction:separator:fractionPadding:)``
  /// renders, written into `rendered` in place (the field's layout).
  func render(
    into rendered: inout RenderedAmount, negative: Bool, integer: UnsafeBufferPointer<UInt8>,
    fraction: UnsafeBufferPointer<UInt8>, separator: SeparatorRole, fractionPadding: Int
  ) {
    block.withUnsafeMutablePointers { layout, block in
      let l = layout.pointee
      let head = negative ? l.negativeHead : l.positiveHead
      let tail = negative ? l.negativeTail : l.positiveTail
      let count = integer.count
      let grouping = Grouping.of(
        count: count, primary: l.primaryGrouping, secondary: l.secondaryGrouping,
        minimum: l.minimumGroupingDigits)
      let groups = grouping.separators(upToDigitsAfter: count - 1)
      let padding = max(0, fractionPadding)
      let decimal = separator != .hidden ? l.decimal : Piece()
      let group = l.group
      let total =
        head.count8 + (max(count, 1) + padding + fraction.count) * l.digitWidth8 + groups
        * group.count8 + decimal.count8 + tail.count8
      let text = String(unsafeUninitializedCapacity: max(total, 1)) { buffer -> Int in
        // The capacity is at least 1: there is a base address.
        guard let start = buffer.baseAddress else { return 0 }
        var out = ByteWriter(start, digits: block + l.digits, digitWidth: l.digitWidth8)
        out.write(block + head.offset, count: head.count8)
        out.write(
          integer: integer, fraction: fraction, grouping: grouping, groups: groups,
          group: UnsafeBufferPointer(start: block + group.offset, count: group.count8),
          decimal: UnsafeBufferPointer(start: block + decimal.offset, count: decimal.count8),
          padding: padding, ascii: l.asciiDigitsAndGroup)
        out.write(block + tail.offset, count: tail.count8)
        return out.count
      }
      rendered.replace(
        withText: text, numberStart: head.count16, integerCount: count, grouping: grouping,
        groups: groups, groupWidth16: group.count16, separator: separator,
        separatorWidth16: decimal.count16, padding: padding, fractionCount: fraction.count,
        digitWidth16: l.digitWidth16, trailing16: tail.count16)
    }
  }
}
