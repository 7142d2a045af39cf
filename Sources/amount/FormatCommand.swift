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
    let configuration = options.configuration()
    let format = configuration.restingFormat
    let posix = Locale(identifier: "en_US_POSIX")
    var output = LineWriter()
    while let line = readLine(strippingNewline: true) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let value = DecimalLiteral.parse(trimmed, locale: posix) {
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
    let format = options.configuration().format
    var output = LineWriter()
    while let line = readLine(strippingNewline: true) {
      do {
        output.write(try format.parse(line).plainString)
      } catch {
        output.write("error: \(error.name)")
      }
    }
    output.flush()
  }
}

/// Buffered standard output, flushed in blocks so a million lines stream in
/// constant memory.
struct LineWriter {
  private var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 16) }

  mutating func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(10)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Strict decimal literals: `-1234.5`, `0.01`, `12`; no exponent, no grouping.
enum DecimalLiteral {
  static func parse(_ text: String, locale: Locale) -> Decimal? {
    var sawDigit = false
    var sawPoint = false
    for (i, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "+"):
        if i != 0 { return nil }
      case UInt8(ascii: "."):
        if sawPoint { return nil }
        sawPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        sawDigit = true
      default:
        return nil
      }
    }
    guard sawDigit else { return nil }
    return Decimal(string: text, locale: locale)
  }
}
