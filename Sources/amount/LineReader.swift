import AmountKit
import ArgumentParser
import Foundation

/// Standard input read in large blocks and split into lines on bytes, so
/// that a million lines stream in constant memory without a `String` each.
enum LineReader {
  /// Calls `body` with every line of standard input, as `readLine()` splits
  /// them: without its `\n` or `\r\n`, the last one also without either.
  /// With `trimming`, spaces and tabs around the line are left out too.
  static func forEachLine(trimming: Bool = true, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
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
        while let newline = valid[start...].firstIndex(of: 10) {
          var end = newline
          if end > start && valid[end - 1] == 13 { end -= 1 }
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
      while start < end && (bytes[start] == 32 || bytes[start] == 9) { start += 1 }
      while end > start && (bytes[end - 1] == 32 || bytes[end - 1] == 9) { end -= 1 }
    }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }
}

/// read(2) on standard input.
private func readBytes(_ base: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(0, base, count)
}
