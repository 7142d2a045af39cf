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
    let format = try options.configuration().restingFormat
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
