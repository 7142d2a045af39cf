import AmountKit
import ArgumentParser
import Foundation

/// `amount replay`: a JSON replay on standard input, one JSON state per step.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a JSON field description and steps; print the state after every step.")

  func run() throws {
    let input = FileHandle.standardInput.readDataToEndOfFile()
    let replay: AmountReplay
    do {
      replay = try AmountReplay(json: input)
    } catch {
      printError("amount replay: \(error.message)")
      throw ExitCode(2)
    }
    var editor = AmountEditor(configuration: replay.configuration)
    var output = LineWriter()
    for step in replay.steps {
      let outcome = step.apply(to: &editor)
      output.write(AmountReplay.stateLine(editor: editor, outcome: outcome))
    }
    output.flush()
  }
}
