import AmountKit
import ArgumentParser
import Foundation

/// `amount format`: decimal strings in, the field's text at rest out.
struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Format decimal strings (one per line, '.' as separator) as the field shows them.")

  @OptionGroup var options: FormatOptions

  func run() throws {
    let format = options.configuration().restingFormat
    var output = LineWriter()
    LineReader.forEachLine { line in
      if let value = DecimalLiteral.parse(line) {
        output.write(format.format(value))
      } else {
        output.write("error: invalidDecimal")
      }
    }
    output.flush()
  }
}

/// `amount parse`: displayed or pasted texts in, plain decimals out.
struct ParseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Parse displayed or pasted amounts (one per line) into plain decimal strings.")

  @OptionGroup var options: FormatOptions

  func run() throws {
    let reader = PlainDecimalReader(format: options.configuration().format)
    var output = LineWriter()
    LineReader.forEachLine(trimming: false) { line in
      let text = String(decoding: line, as: UTF8.self)
      do throws(AmountParseError) {
        try reader.appendPlain(text, to: &output.buffer)
        output.endLine()
      } catch {
        output.write("error: \(error.name)")
      }
    }
    output.flush()
  }
}

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

/// Buffered standard output, written in blocks so a million lines stream in
/// constant memory.
struct LineWriter {
  /// The bytes not yet written; a caller may append to it, then call
  /// ``endLine()``.
  var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 17) }

  /// Writes `line` and a newline.
  mutating func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    endLine()
  }

  /// Ends the line appended to ``buffer``.
  mutating func endLine() {
    buffer.append(10)
    if buffer.count >= 1 << 16 { flush() }
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

/// Strict decimal literals: `-1234.5`, `0.01`, `12`; no exponent, no
/// grouping. Spaces and tabs around the literal are dropped as
/// `trimmingCharacters(in: .whitespaces)` drops them.
enum DecimalLiteral {
  /// The value of an already trimmed line's bytes (ASCII spaces and tabs
  /// trimmed); other Unicode spaces around it are trimmed here, as before.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Decimal? {
    if let value = PlainDecimal.parse(bytes) { return value }
    // Only a non-ASCII space around a literal can still make one.
    guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    return parse(String(decoding: bytes, as: UTF8.self))
  }

  /// The value of `text`, trimmed of whitespace first.
  static func parse(_ text: String) -> Decimal? {
    var trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.withUTF8 { PlainDecimal.parse($0) }
  }
}

/// read(2) on standard input.
private func readBytes(_ base: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(0, base, count)
}

/// write(2) on standard output.
private func writeBytes(_ base: UnsafeRawPointer?, _ count: Int) -> Int {
  write(1, base, count)
}
