import AmountReplay
import ArgumentParser
import Foundation

/// `amount replay`: a JSON replay on standard input, one JSON state per step.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a JSON field description and steps; print the state after every step.")

  func run() throws {
    let input = FileHandle.standardInput.readDataToEndOfFile()
    var output = LineWriter()
    defer { output.flush() }
    do {
      try AmountReplay.run(json: input) { output.write($0) }
    } catch {
      printError("amount replay: \(error.message)")
      throw ExitCode(2)
    }
  }
}
