import AmountKit
import ArgumentParser
import Foundation

/// `amount`: an amount field in the terminal, and the engine for scripts.
@main
struct AmountCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "amount",
    abstract: "An amount field in the terminal, exact and locale-aware.",
    discussion: """
      With no subcommand, opens an interactive amount field (or, when standard \
      input is not a terminal, takes each line as a paste into the field \
      followed by Enter, and prints the value or the reason).
      """,
    subcommands: [FieldCommand.self, ReplayCommand.self, FormatCommand.self, ParseCommand.self],
    defaultSubcommand: FieldCommand.self
  )

  /// Runs the command. Bad options and arguments end with one line on
  /// standard error and exit status 2 (ArgumentParser's default is 64 with
  /// the usage text); `--help` and the commands' own exit codes are kept.
  static func main() {
    do {
      // `format` and `parse` start without building the command tree.
      if try StreamCommandLine.run(CommandLine.arguments.dropFirst()) { return }
      var command = try parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      let message =
        message(for: error)
        .split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
      let text = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
      printError("amount: \(text) (see amount --help)")
      Foundation.exit(2)
    }
  }
}

/// Writes to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
