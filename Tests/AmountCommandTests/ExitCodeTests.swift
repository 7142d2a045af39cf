import Foundation
import Testing

/// Exit statuses of `amount`: 0 on success, 2 with one line on standard
/// error for bad options and bad replay documents (replay format: "exit
/// status 2, naming the offending key or step").
@Suite("amount exit codes")
struct ExitCodeTests {
  /// `arguments | standard input | status | standard error`.
  static let rows: [(arguments: [String], input: String, status: Int32, error: String)] = [
    (["format", "--locale", "en_US"], "1\n", 0, ""),
    (
      ["format", "--fraction-digits", "19"], "", 2,
      "amount: --fraction-digits must be between 0 and 18. (see amount --help)\n"
    ),
    (
      ["parse", "--currency", "EURO"], "", 2,
      "amount: --currency must be a three-letter ISO 4217 code, got 'EURO'. (see amount --help)\n"
    ),
    (
      ["replay"], #"{"config":{"locale":"en_US"},"steps":[{"type":"1"},{"bogus":true}]}"#, 2,
      "amount replay: step 2: unknown key \"bogus\"\n"
    ),
    (
      ["replay"], #"{"config":{"locale":"en_US","colour":"red"}}"#, 2,
      "amount replay: config: unknown key \"colour\"\n"
    ),
    (["replay"], "{", 2, "amount replay: malformed JSON document\n"),
  ]

  @Test("status and message", arguments: rows)
  func exitCode(_ row: (arguments: [String], input: String, status: Int32, error: String)) throws {
    let result = try ExecuteCommand.run(row.arguments, input: row.input)
    #expect(result.status == row.status)
    #expect(result.error == row.error)
  }

  @Test("a bad replay prints no state line")
  func badReplayPrintsNothing() throws {
    let result = try ExecuteCommand.run(
      ["replay"], input: #"{"config":{"locale":"en_US"},"steps":[{"type":"1"},{"key":"x"}]}"#)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
  }

  @Test("replay prints one state per step")
  func replay() throws {
    // The replay format's own output example.
    let document = #"""
      {"config":{"locale":"de_DE","currency":"EUR"},"steps":[{"type":"1234,5"},{"select":[7,7]},{"type":"67"}]}
      """#
    let result = try ExecuteCommand.run(["replay"], input: document)
    #expect(result.status == 0)
    let last = result.output.split(separator: "\n").last.map(String.init)
    let expected: String =
      "{\"text\":\"1.234,56\u{A0}€\",\"selection\":[8,8],\"value\":\"1234.56\","
      + "\"accepted\":false,\"reason\":\"fractionFull\"}"
    #expect(last == expected)
  }
}
