import Foundation
import Testing

/// `amount format` and `amount parse`, run as a user runs them: one value
/// or text per line in, one line each out (replay format: "Formatting and
/// parsing from the command line").
@Suite("amount format and amount parse")
struct FormatParseCommandTests {
  /// `options | input line | output line | where the expectation comes from`.
  static let formatRows: [(options: [String], input: String, output: String, source: String)] = [
    (["--locale", "en_US", "--currency", "USD"], "1234.5", "$1,234.50", "at rest, padded"),
    (["--locale", "en_US", "--currency", "USD"], "-34.51", "-$34.51", "Sign: `-$34.51`"),
    (["--locale", "de_DE", "--currency", "EUR"], "1234.56", "1.234,56\u{A0}€", "Locales: de_DE"),
    (["--locale", "en_IN", "--currency", "INR"], "1234567", "₹12,34,567.00", "Locales: en_IN"),
    (["--locale", "es_ES", "--currency", "EUR"], "1234", "1234,00\u{A0}€", "Locales: es_ES"),
    (["--locale", "es_ES", "--currency", "EUR"], "12345", "12.345,00\u{A0}€", "Locales: es_ES"),
    (["--locale", "nl_NL", "--currency", "EUR"], "-1234.56", "€\u{A0}-1.234,56", "Locales: nl_NL"),
    (
      ["--locale", "en_US", "--currency", "USD", "--entry", "integer"], "20000", "$20,000",
      "Integer entry: `$20,000`"
    ),
    (["--locale", "en_US"], "28.5", "28.5", "a plain number is not padded"),
  ]

  @Test("format prints what the field shows at rest", arguments: formatRows)
  func format(_ row: (options: [String], input: String, output: String, source: String)) throws {
    let result = try ExecuteCommand.run(["format"] + row.options, input: row.input + "\n")
    #expect(result.status == 0)
    #expect(result.output == row.output + "\n", "\(row.source)")
    #expect(result.error.isEmpty)
  }

  /// `options | input line | output line | where the expectation comes from`.
  static let parseRows: [(options: [String], input: String, output: String, source: String)] = [
    (["--locale", "en_US", "--currency", "USD"], "$1,234.50", "1234.5", "a displayed amount"),
    (["--locale", "en_US", "--currency", "USD"], "12,34,567", "1234567", "Paste: Indian grouping"),
    (["--locale", "en_US", "--currency", "USD"], "1'234.50", "1234.5", "Paste: apostrophes"),
    (["--locale", "en_US", "--currency", "USD"], ".5", "0.5", "Paste: `.5` is 0.5"),
    (["--locale", "en_US", "--currency", "USD"], "(34.51)", "-34.51", "Paste: parentheses"),
    (["--locale", "de_DE", "--currency", "EUR"], "1.234", "1234", "Paste: `1.234` in de_DE"),
    (["--locale", "de_DE", "--currency", "EUR"], "1234.56", "1234.56", "Paste: de_DE"),
    (
      ["--locale", "en_US", "--currency", "USD"], "23.13.1.",
      "error: multipleDecimalSeparators at 6: \(secondSeparator)", "Paste: `23.13.1.` is invalid"
    ),
    (
      ["--locale", "en_US", "--currency", "USD"], "32,241,241,1,1",
      "error: misplacedGrouping at 13: \(misplacedGrouping)", "Paste: misplaced grouping"
    ),
    (
      ["--locale", "en_US", "--currency", "USD"], "abc",
      "error: invalidCharacter at 1: \u{201C}a\u{201D} cannot be part of an amount.",
      "Paste: `abc`"
    ),
    (
      ["--locale", "en_US", "--currency", "USD"], "1e5",
      "error: invalidCharacter at 2: \u{201C}e\u{201D} cannot be part of an amount.",
      "Paste: `1e5`"
    ),
    (
      ["--locale", "en_US", "--currency", "USD"], "",
      "error: noDigits at 1: The text holds no digits.",
      "no digit"
    ),
    (
      ["--locale", "de_DE", "--currency", "EUR"], "1.234,5 €x",
      "error: invalidCharacter at 10: \u{201C}x\u{201D} cannot be part of an amount.",
      "the position counts characters: the space and € are one each"
    ),
  ]

  static let secondSeparator = "An amount has at most one decimal separator; this is a second."
  static let misplacedGrouping =
    "A grouping separator stands where no grouping of the locale puts one."

  @Test("parse prints the value, or the reason", arguments: parseRows)
  func parse(_ row: (options: [String], input: String, output: String, source: String)) throws {
    let result = try ExecuteCommand.run(["parse"] + row.options, input: row.input + "\n")
    #expect(result.status == (row.output.hasPrefix("error: ") ? 1 : 0))
    #expect(result.output == row.output + "\n", "\(row.source)")
  }

  @Test("format and parse answer line for line")
  func lineForLine() throws {
    let options = ["--locale", "en_US", "--currency", "USD"]
    let formatted = try ExecuteCommand.run(["format"] + options, input: "1\n2.5\n-3\n")
    #expect(formatted.output == "$1.00\n$2.50\n-$3.00\n")
    let parsed = try ExecuteCommand.run(["parse"] + options, input: formatted.output)
    #expect(parsed.output == "1\n2.5\n-3\n")
  }

  /// `input line | JSON line`, en_US USD.
  static let jsonRows: [(input: String, output: String)] = [
    ("$1,234.56", #"{"value":"1234.56"}"#),
    ("-0.5", #"{"value":"-0.5"}"#),
    (
      "32,241,241,1,1",
      #"{"error":"misplacedGrouping","position":13,"message":"\#(misplacedGrouping)"}"#
    ),
    (
      "1\"x",
      #"{"error":"invalidCharacter","position":2,"message":"“\"” cannot be part of an amount."}"#
    ),
  ]

  @Test("parse --json prints one object per line", arguments: jsonRows)
  func parseJSON(_ row: (input: String, output: String)) throws {
    let result = try ExecuteCommand.run(
      ["parse", "--locale", "en_US", "--currency", "USD", "--json"], input: row.input + "\n")
    #expect(result.status == (row.output.hasPrefix(#"{"error""#) ? 1 : 0))
    #expect(result.output == row.output + "\n")
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object != nil)
  }

  @Test("the library's names are the options' values: --entry cents")
  func entryByName() throws {
    let result = try ExecuteCommand.run(
      ["format", "--locale", "en_US", "--currency", "USD", "--entry", "integer"], input: "20000\n")
    #expect(result.output == "$20,000\n")
    let bad = try ExecuteCommand.run(["format", "--entry", "atm"], input: "")
    #expect(bad.status == 2)
    #expect(
      bad.error
        == "amount: The value 'atm' is invalid for '--entry <entry>'. Please provide one of "
        + "'decimal', 'cents' or 'integer'. (see amount --help)\n")
  }
}
