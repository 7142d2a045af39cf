import AmountKit
import ArgumentParser
import Foundation

/// `amount` with no subcommand: the interactive field (placeholder until
/// the terminal field lands; reads lines like `amount parse` meanwhile).
struct FieldCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "field", abstract: "An interactive amount field in the terminal.")

  @OptionGroup var options: FormatOptions

  func run() throws {
    let format = options.configuration(currencyFallback: true).format
    while let line = readLine() {
      do {
        print(try format.parse(line).plainString)
      } catch {
        print("error: \(error.name)")
      }
    }
  }
}
