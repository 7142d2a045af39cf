import AmountKit
import ArgumentParser
import Foundation

/// `amount parse`: displayed or pasted texts in, plain decimals out.
struct ParseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Parse displayed or pasted amounts (one per line) into plain decimal strings.")

  @OptionGroup var options: FormatOptions

  func run() throws {
    let reader = PlainDecimalReader(format: try options.configuration().format)
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
