import Foundation
import Testing

/// `amount` with standard input not a terminal: each line is pasted into
/// the empty field, then Enter. Expected lines come from the behaviour
/// contract ("Paste and programmatic replacement", "Limits", "Sign",
/// "Begin and end of editing"); the value is printed as `amount parse`
/// prints one, a refusal as `error: REASON`.
@Suite("amount field, lines in")
struct FieldLinesCommandTests {
  /// `options | line | printed`.
  static let rows: [(options: [String], line: String, printed: String)] = [
    // A paste that breaks no limit: the value.
    (["--locale", "en_US", "--currency", "USD"], "$1,234.50", "1234.5"),
    (["--locale", "de_DE", "--currency", "EUR"], "1.234,56\u{A0}€", "1234.56"),
    // A single `.` that is not de_DE's decimal separator groups when it can.
    (["--locale", "de_DE", "--currency", "EUR"], "1.234", "1234"),
    (["--locale", "en_US", "--currency", "USD"], "0", "0"),
    // A paste that breaks the fraction limit is rejected whole.
    (["--locale", "en_US", "--currency", "USD"], "1.234", "error: fractionFull"),
    // No negatives without a minimum below zero.
    (["--locale", "en_US", "--currency", "USD"], "-5", "error: negativeNotAllowed"),
    // More integer digits than the default 15.
    (
      ["--locale", "en_US", "--currency", "USD"], "1234567890123456", "error: tooManyIntegerDigits"
    ),
    // The maximum, while editing; a negative minimum is its far side.
    (["--locale", "en_US", "--currency", "USD", "--max", "1000"], "1,500", "error: aboveMaximum"),
    (["--locale", "en_US", "--currency", "USD", "--min", "-3"], "-5", "error: belowMinimum"),
    (["--locale", "en_US", "--currency", "USD", "--min", "-3"], "-2.5", "-2.5"),
    // A minimum above zero, at Enter: kept and refused, or clamped.
    (["--locale", "en_US", "--currency", "USD", "--min", "10"], "5", "error: belowMinimum"),
    (
      ["--locale", "en_US", "--currency", "USD", "--min", "10", "--min-policy", "clamp"], "5",
      "10"
    ),
    // Not an amount: what `amount parse` says.
    (
      ["--locale", "en_US", "--currency", "USD"], "abc",
      "error: invalidCharacter at 1: \u{201C}a\u{201D} cannot be part of an amount."
    ),
    (
      ["--locale", "en_US", "--currency", "USD"], "",
      "error: noDigits at 1: The text holds no digits."
    ),
  ]

  @Test("one line", arguments: rows)
  func line(_ row: (options: [String], line: String, printed: String)) throws {
    let result = try ExecuteCommand.run(row.options, input: row.line + "\n")
    // A refused line makes the exit status 1; its line says why.
    #expect(result.status == (row.printed.hasPrefix("error: ") ? 1 : 0))
    #expect(result.output == row.printed + "\n")
  }

  @Test("--json: the value at rest as the field shows it")
  func json() throws {
    let result = try ExecuteCommand.run(
      ["--locale", "en_US", "--currency", "USD", "--json"], input: "12.5\n")
    #expect(
      result.output == #"{"value":"12.5","minorUnits":1250,"currency":"USD","text":"$12.50"}"#
        + "\n")
  }
}
