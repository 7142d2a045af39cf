import AmountKit
import ArgumentParser
import Foundation

/// The command lines of `amount format` and `amount parse` read without
/// ArgumentParser, whose reflection over every command's options costs a
/// stream's start more than its first twenty thousand lines (20 million
/// instructions of 36).
///
/// Only the plain forms are read here: the subcommand first, then
/// `--locale`, `--currency`, `--fraction-digits`, `--entry`, `--unit` and
/// `--unit-width` with a value (`--name value` or `--name=value`), and the
/// flags `--percent` and `--json`, each at most once, with options that
/// validate. Anything else (help, an unknown or repeated option, a missing
/// or refused value) goes to ArgumentParser, which parses and reports it
/// as before.
enum StreamCommandLine {
  /// Runs `format` or `parse` when `arguments` (without the program's
  /// name) are one of the plain forms, and returns whether it did.
  static func run(_ arguments: ArraySlice<String>) throws -> Bool {
    guard let command = arguments.first, command == "format" || command == "parse" else {
      return false
    }
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var index = arguments.index(after: arguments.startIndex)
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--") else { return false }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if ["percent", "json"].contains(name) {
        guard value == nil, flags.insert(name).inserted else { return false }
        continue
      }
      guard
        ["locale", "currency", "fraction-digits", "entry", "unit", "unit-width"].contains(name),
        values[name] == nil
      else { return false }
      if value == nil {
        guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return false }
        value = arguments[index]
        index += 1
      }
      values[name] = value
    }
    var options = FormatOptions()
    options.locale = values["locale"]
    options.currency = values["currency"]
    options.fractionDigits = nil
    if let digits = values["fraction-digits"] {
      guard let number = Int(digits) else { return false }
      options.fractionDigits = number
    }
    options.entry = .decimal
    if let name = values["entry"] {
      guard let entry = AmountEntryMode(argument: name) else { return false }
      options.entry = entry
    }
    options.percent = flags.contains("percent")
    options.unit = values["unit"]
    options.unitWidth = nil
    if let name = values["unit-width"] {
      guard let width = AmountUnitWidth(argument: name) else { return false }
      options.unitWidth = width
    }
    do {
      try options.validate()
    } catch {
      return false
    }
    if command == "format" {
      var format = FormatCommand()
      format.options = options
      format.json = flags.contains("json")
      try format.run()
    } else {
      var parse = ParseCommand()
      parse.options = options
      parse.json = flags.contains("json")
      try parse.run()
    }
    return true
  }
}
