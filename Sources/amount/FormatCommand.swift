import AmountKit
import AmountReplay
import ArgumentParser
import Foundation

/// `amount format`: decimal strings in, the field's text at rest out.
struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Format decimal strings (one per line, '.' as separator) as the field shows them.",
    discussion: """
      A line that is not a decimal string prints `error: invalidDecimal`; one with more than 38 \
      significant digits, more than an exact amount holds, prints `error: tooManyDigits` (it is \
      never rounded). Every line gets one line of output, in order; the exit status is 1 when \
      any line was refused.
      """)

  @OptionGroup var options: FormatOptions

  @Flag(help: #"Print {"text":"$1,234.50"} or {"error":REASON,"message":...} per line."#)
  var json = false

  func run() throws {
    let format = try options.configuration().restingFormat
    var output = LineWriter()
    let json = json
    var refused = false
    let formatter = PlainDecimalFormatter(format: format)
    LineReader.forEachLine { line in
      // Plain text: straight from the line's bytes to the output's.
      if !json {
        switch formatter.append(line, to: &output.buffer) {
        case .written:
          output.endLine()
          return
        case .invalidDecimal:
          refused = true
          output.write("error: \(PlainDecimal.Refusal.invalidDecimal.rawValue)")
          return
        case .tooManyDigits:
          refused = true
          output.write("error: \(PlainDecimal.Refusal.tooManyDigits.rawValue)")
          return
        case .unread:
          break
        }
      }
      do throws(PlainDecimal.Refusal) {
        let text = format.format(try DecimalLiteral.value(line))
        output.write(json ? #"{"text":"# + AmountReplay.jsonString(text) + "}" : text)
      } catch {
        refused = true
        output.write(json ? Self.json(error) : "error: \(error.rawValue)")
      }
    }
    output.flush()
    if refused { throw ExitCode(1) }
  }

  /// The JSON line of a refused line: `{"error":NAME,"message":SENTENCE}`.
  static func json(_ refusal: PlainDecimal.Refusal) -> String {
    let message: String
    switch refusal {
    case .invalidDecimal:
      message = "Not a decimal string such as -1234.5."
    case .tooManyDigits:
      message =
        "More than \(AmountFieldConfiguration.maximumSignificantDigits) significant digits, "
        + "more than an exact amount holds."
    }
    return #"{"error":""# + refusal.rawValue + #"","message":"# + AmountReplay.jsonString(message)
      + "}"
  }
}
