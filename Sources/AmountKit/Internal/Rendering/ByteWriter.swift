import Foundation

/// Writes bytes into a buffer sized beforehand.
///
/// Pieces are copied from their bytes' buffers and digits from the
/// locale's digit table, without bounds checks, retains or iterators: a
/// keystroke writes a whole amount this way.
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
    // The pieces are a few bytes: a loop costs less than a call.
    bytes.withUnsafeBufferPointer { piece in
      guard let source = piece.baseAddress else { return }
      for k in 0..<piece.count { (next + k).initialize(to: source[k]) }
      next += piece.count
    }
  }

  /// Writes the locale's digit `d`.
  @inline(__always)
  mutating func write(digit d: UInt8) {
    if digitWidth == 1 {
      next.initialize(to: digits[Int(d)])
      next += 1
      return
    }
    let source = digits + Int(d) * digitWidth
    for k in 0..<digitWidth { (next + k).initialize(to: source[k]) }
    next += digitWidth
  }

  /// Writes `count` zeros.
  @inline(__always)
  mutating func write(zeros count: Int) {
    for _ in 0..<count { write(digit: 0) }
  }
}
