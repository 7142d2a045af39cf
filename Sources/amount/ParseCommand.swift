import AmountKit
import ArgumentParser
import Foundation

/// `amount parse`: displayed or pasted texts in, plain decimals out.
struct ParseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Parse displayed or pasted amounts (one per line) into plain decimal strings.",
    discussion: """
      A line that is not an amount prints `error: REASON at POSITION: SENTENCE`, \
      POSITION being the 1-based character in the line where it stopped being one. Every line \
      gets one line of output, in order; the exit status is 1 when any line was refused.
      """)

  @OptionGroup var options: FormatOptions

  @Flag(
    help: #"Print {"value":"1234.56"} or {"error":REASON,"position":N,"message":...} per line."#)
  var json = false

  func run() throws {
    let format = try options.configuration().format
    let reader = PlainDecimalReader(format: format)
    let shown = ShownTextReader(format: format)
    var output = LineWriter()
    let json = json
    var refused = false
    LineReader.forEachLine(trimming: false) { line in
      // A text as the format shows it: read from the line's bytes.
      if !json && shown.appendPlain(line, to: &output.buffer) {
        output.endLine()
        return
      }
      let text = String(decoding: line, as: UTF8.self)
      let start = output.buffer.count
      do throws(AmountParseError) {
        if json { output.buffer.append(contentsOf: #"{"value":""#.utf8) }
        try reader.appendPlain(text, to: &output.buffer)
        if json { output.buffer.append(contentsOf: #""}"#.utf8) }
        output.endLine()
      } catch {
        refused = true
        output.buffer.removeSubrange(start...)
        output.write(json ? ParseErrorLine.json(error) : ParseErrorLine.plain(error))
      }
    }
    output.flush()
    if refused { throw ExitCode(1) }
  }
}
