import AmountReplay
import Foundation
import Testing

/// Engine bugs seen from outside, each replayed as it was
/// reported and checked against the contract's row that settles it.
@Suite("Replay: engine bugs seen from outside")
struct ReplayEngineFixesTests {
  static let usd = #""locale":"en_US","currency":"USD""#
  static let arithmetic = #""locale":"en_US","currency":"USD","arithmetic":true"#

  /// `config | steps | state after the last step | the contract's row`.
  static let rows: [(config: String, steps: String, state: String, row: String)] = [
    (
      usd, #"{"set":"69"},{"type":".01"}"#, "$69.01|6,6|69.01|true",
      "Zero is an amount: `$69.00|` then `.`, `0`, `1` gives `$69.01|`"
    ),
    (
      usd, #"{"type":"7"},{"select":[0,2]},{"type":"75"}"#, "$75|3,3|75|true",
      "Zero is an amount: `$[7]` then `7`, `5` gives `$75|`"
    ),
    (
      usd, #"{"type":"12.5"},{"select":[1,2]},{"replace":[1,1],"with":"1"}"#,
      "$12.5|2,2|12.5|true",
      "Host edits: the selection replaced by the same character is a keystroke"
    ),
    (
      usd, #"{"set":"0"},{"key":"backspace"},{"paste":"5"}"#, "$5|2,2|5|true",
      "Paste: a zero whose separator the field put there takes a paste whole"
    ),
    (
      usd, #"{"type":"0.00"},{"paste":"5"}"#, "$0.00|5,5|0|false|fractionFull",
      "Paste: a zero with a typed separator takes a paste as typed"
    ),
    (
      usd, #"{"set":"0"},{"select":[3,3]},{"key":"backspace"},{"paste":"1.5"}"#,
      "$1.5|4,4|1.5|true", "Paste: `set 0`, backspace at `$0.|00`, paste `1.5` gives `$1.5|`"
    ),
    (
      usd, #"{"type":".2"},{"select":[3,4]},{"paste":"27.62"}"#, "$27.62|6,6|27.62|true",
      "Paste: a paste that replaces every digit is read as one amount"
    ),
    (
      #""locale":"nl_NL","currency":"EUR","allowNegative":true"#,
      #"{"set":"-5"},{"replace":[2,2],"with":"8"}"#, "€\u{A0}8,00|3,3|8|true",
      "Host edits: a replacement of a range covering the sign removes it, then types over"
    ),
    (
      arithmetic, #"{"type":"7*."},{"type":"="}"#, "$0|2,2|0|true",
      "Arithmetic: `7 × .` is 0"
    ),
    (
      arithmetic, #"{"type":"8/."},{"type":"="}"#, "$8 ÷ 0.|7,7|nil|false|divisionByZero",
      "Arithmetic: `8 ÷ .` is a division by zero"
    ),
    (
      arithmetic, #"{"type":"5-."},{"type":"+"}"#, "$5 − 0. + |10,10|5|true",
      "Arithmetic: an operator after an operand that is only a separator is accepted"
    ),
  ]

  @Test("each report gives its contract row", arguments: rows)
  func report(_ row: (config: String, steps: String, state: String, row: String)) throws {
    #expect(
      try ReplayRun.lastState(config: row.config, steps: row.steps) == row.state, "\(row.row)")
  }
}
