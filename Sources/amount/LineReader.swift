import Foundation

/// Standard input read in large blocks and split into lines on bytes, so
/// that a million lines stream in constant memory without a `String` each.
enum LineReader {
  /// The block read at a time, 64 KiB: a few thousand lines, and large enough
  /// that the read(2) calls cost nothing next to the parsing. The buffer
  /// doubles while one line is longer.
  static let blockSize = 1 << 16

  /// Calls `body` with every line of standard input, as `readLine()` splits
  /// them: without its `\n` or `\r\n`, the last one also without either.
  /// With `trimming`, spaces and tabs around the line are left out too.
  static func forEachLine(trimming: Bool = true, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    var buffer = [UInt8](repeating: 0, count: blockSize)
    var filled = 0
    var ended = false
    while !ended {
      if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
      let count = buffer.withUnsafeMutableBytes { raw in
        readBytes(raw.baseAddress.map { $0 + filled }, raw.count - filled)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { ended = true } else { filled += count }
      let consumed = buffer.withUnsafeBufferPointer { bytes -> Int in
        var start = 0
        let valid = UnsafeBufferPointer(rebasing: bytes[..<filled])
        guard let base = valid.baseAddress else { return 0 }
        // memchr: the C library's vectorized search, a few instructions a
        // line where a generic search costs a few per byte.
        while start < filled, let found = memchr(base + start, 0x0A, filled - start) {
          let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          var end = newline
          if end > start && valid[end - 1] == UInt8(ascii: "\r") { end -= 1 }
          body(line(valid, start, end, trimming: trimming))
          start = newline + 1
        }
        if ended && start < filled { body(line(valid, start, filled, trimming: trimming)) }
        return start
      }
      if consumed > 0 {
        buffer.withUnsafeMutableBufferPointer { bytes in
          guard let base = bytes.baseAddress else { return }
          base.update(from: base + consumed, count: filled - consumed)
        }
        filled -= consumed
      }
    }
  }

  private static func line(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, trimming: Bool
  ) -> UnsafeBufferPointer<UInt8> {
    var start = start
    var end = end
    if trimming {
      while start < end && isSpaceOrTab(bytes[start]) { start += 1 }
      while end > start && isSpaceOrTab(bytes[end - 1]) { end -= 1 }
    }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}

/// read(2) on standard input.
private func readBytes(_ base: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(0, base, count)
}
