import Foundation

/// Writes bytes into a buffer sized beforehand.
///
/// Pieces are copied from their bytes' buffers and digits from the
/// locale's digit table, without retains or iterators: a keystroke writes
/// a whole amount this way. The caller sizes the buffer for what it
/// writes; every digit read from the table is clamped into it.
struct ByteWriter {
  private let start: UnsafeMutablePointer<UInt8>
  private var next: UnsafeMutablePointer<UInt8>
  /// The UTF-8 bytes of the digits 0 to 9, `digitWidth` bytes each.
  private let digits: UnsafePointer<UInt8>
  private let digitWidth: Int

  init(_ start: UnsafeMutablePointer<UInt8>, digits: UnsafePointer<UInt8>, digitWidth: Int) {
    self.start = start
    next = start
    self.digits = digits
    self.digitWidth = digitWidth
  }

  /// The number of bytes written.
  var count: Int { next - start }

  @inline(__always)
  mutating func write(_ bytes: [UInt8]) {
    // Most pieces are empty; the others a few bytes: a loop costs less
    // than a call.
    guard !bytes.isEmpty else { return }
    bytes.withUnsafeBufferPointer { piece in
      guard let source = piece.baseAddress else { return }
      // One byte (`.` and `,`, the commonest separators): no loop, whose
      // vectorized setup costs more than the copy.
      if piece.count == 1 {
        next.initialize(to: source[0])
        next += 1
        return
      }
      for k in 0..<piece.count { (next + k).initialize(to: source[k]) }
      next += piece.count
    }
  }

  /// Writes the `count` bytes at `source`.
  @inline(__always)
  mutating func write(_ source: UnsafePointer<UInt8>, count: Int) {
    for k in 0..<count { (next + k).initialize(to: source[k]) }
    next += count
  }

  /// Writes the locale's digits `ds` (tokens 0 to 9; a larger one, which
  /// no caller passes, would write the digit 9 rather than read past the
  /// table).
  @inline(__always)
  mutating func write(digits ds: UnsafeBufferPointer<UInt8>) {
    guard let source = ds.baseAddress else { return }
    if digitWidth == 1 {
      for k in 0..<ds.count { (next + k).initialize(to: digits[min(Int(source[k]), 9)]) }
      next += ds.count
      return
    }
    for k in 0..<ds.count { write(digit: source[k]) }
  }

  /// Writes the locale's digit `d` (0 to 9; see ``write(digits:)``).
  @inline(__always)
  mutating func write(digit d: UInt8) {
    let source = digits + min(Int(d), 9) * digitWidth
    for k in 0..<digitWidth { (next + k).initialize(to: source[k]) }
    next += digitWidth
  }

  /// Writes an integer part's digits `integer` (tokens 0 to 9, no leading
  /// zeros) grouped by `grouping` with its `groups` separators, each written
  /// as the bytes of `separator`: the leftmost group (which may be short),
  /// then for each separator the separator and the next group, secondary
  /// ones and the primary one last. An empty integer part writes the
  /// locale's zero, which is decoration.
  ///
  /// Digits other than ASCII's are written this way (see
  /// ``write(integer:fraction:grouping:groups:group:decimal:padding:ascii:)``).
  @inline(__always)
  mutating func write(
    integer: UnsafeBufferPointer<UInt8>, grouping: Grouping, groups: Int,
    separator: UnsafeBufferPointer<UInt8>
  ) {
    guard !integer.isEmpty else {
      write(digit: 0)
      return
    }
    var start = 0
    var size = grouping.leftmostGroup(of: integer.count, groups: groups)
    var separatorsLeft = groups
    while true {
      write(digits: UnsafeBufferPointer(rebasing: integer[start..<(start + size)]))
      start += size
      guard separatorsLeft > 0, let bytes = separator.baseAddress else { break }
      write(bytes, count: separator.count)
      separatorsLeft -= 1
      size = separatorsLeft == 0 ? grouping.primary : grouping.secondary
    }
  }

  /// Writes `count` zeros.
  @inline(__always)
  mutating func write(zeros count: Int) {
    for _ in 0..<count { write(digit: 0) }
  }

  /// Writes a number's body, the one way every renderer writes it: the
  /// integer part grouped by `grouping` with its `groups` separators
  /// (`group`'s bytes each), the locale's zero for an empty integer part,
  /// `decimal` (empty when the separator is hidden), `padding` zeros and
  /// the fraction's digits.
  ///
  /// `ascii` says the locale's digits are ASCII's `0` to `9` and `group`
  /// one byte, or not written (no groups): the commonest case, written a
  /// group at a time in one loop.
  @inline(__always)
  mutating func write(
    integer: UnsafeBufferPointer<UInt8>, fraction: UnsafeBufferPointer<UInt8>,
    grouping: Grouping, groups: Int, group: UnsafeBufferPointer<UInt8>,
    decimal: UnsafeBufferPointer<UInt8>, padding: Int, ascii: Bool
  ) {
    if ascii {
      writeASCII(integer, grouping: grouping, groups: groups, separator: group.first ?? 0)
      if integer.isEmpty { writeASCIIZeros(1) }
      if let bytes = decimal.baseAddress { write(bytes, count: decimal.count) }
      writeASCIIZeros(padding)
      writeASCII(fraction, grouping: .none, groups: 0, separator: 0)
      return
    }
    write(integer: integer, grouping: grouping, groups: groups, separator: group)
    if let bytes = decimal.baseAddress { write(bytes, count: decimal.count) }
    write(zeros: padding)
    write(digits: fraction)
  }

  /// Writes the ASCII digits of `digits` (tokens 0 to 9; a larger one,
  /// which no caller passes, as 9), with `separator` between the
  /// `groups + 1` groups of `grouping`.
  @inline(__always)
  private mutating func writeASCII(
    _ digits: UnsafeBufferPointer<UInt8>, grouping: Grouping, groups: Int, separator: UInt8
  ) {
    guard var digit = digits.baseAddress else { return }
    // A group at a time: a tight loop of its digits, then the separator.
    var size = grouping.leftmostGroup(of: digits.count, groups: groups)
    var separatorsLeft = groups
    while true {
      let end = digit + size
      while digit < end {
        next.initialize(to: 0x30 + min(digit.pointee, 9))
        next += 1
        digit += 1
      }
      guard separatorsLeft > 0 else { break }
      next.initialize(to: separator)
      next += 1
      separatorsLeft -= 1
      size = separatorsLeft == 0 ? grouping.primary : grouping.secondary
    }
  }

  /// Writes `count` ASCII zeros.
  @inline(__always)
  private mutating func writeASCIIZeros(_ count: Int) {
    for k in 0..<max(count, 0) { (next + k).initialize(to: 0x30) }
    next += max(count, 0)
  }
}
