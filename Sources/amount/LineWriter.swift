import Foundation

/// Buffered standard output, written in blocks so a million lines stream in
/// constant memory.
struct LineWriter {
  /// The bytes not yet written; a caller may append to it, then call
  /// ``endLine()``.
  var buffer: [UInt8] = []

  /// The buffered bytes that trigger a write, 64 KiB: the block a pipe
  /// takes in one write(2) on Linux.
  static let blockSize = 1 << 16

  /// Room for a full block and the line that overflows it.
  init() { buffer.reserveCapacity(2 * Self.blockSize) }

  /// Writes `line` and a newline.
  mutating func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    endLine()
  }

  /// Ends the line appended to ``buffer``.
  mutating func endLine() {
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= Self.blockSize { flush() }
  }

  /// Writes everything buffered to standard output.
  mutating func flush() {
    buffer.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = writeBytes(raw.baseAddress.map { $0 + offset }, raw.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { exit(1) }
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// write(2) on standard output.
private func writeBytes(_ base: UnsafeRawPointer?, _ count: Int) -> Int {
  write(1, base, count)
}
