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
    var output = LineWriter()
    replay.run { output.write($0) }
    output.flush()
  }
}
