import Foundation

/// Writes bytes into a buffer sized beforehand.
struct ByteWriter {
  private let start: UnsafeMutablePointer<UInt8>
  private var next: UnsafeMutablePointer<UInt8>

  init(_ start: UnsafeMutablePointer<UInt8>) {
    self.start = start
    next = start
  }

  /// The number of bytes written.
  var count: Int { next - start }

  @inline(__always)
  mutating func write(_ bytes: [UInt8]) {
    for byte in bytes {
      next.initialize(to: byte)
      next += 1
    }
  }

  /// Writes the locale's digit `d`.
  @inline(__always)
  mutating func write(digit d: UInt8, of bytes: PatternBytes) {
    let width = bytes.digitWidth8
    if width == 1 {
      next.initialize(to: bytes.digits[Int(d)])
      next += 1
      return
    }
    let start = Int(d) * width
    for k in 0..<width {
      next.initialize(to: bytes.digits[start + k])
      next += 1
    }
  }
}
