import Foundation
import Testing

/// `--percent`, `--unit` and `--unit-width` of `amount format` and `amount
/// parse`; the texts are Foundation's percent style and ICU's units.
@Suite("amount format and parse: percent and unit fields")
struct PercentUnitCommandTests {
  /// `arguments | input | output`.
  static let rows: [(arguments: [String], input: String, output: String)] = [
    (["format", "--percent", "--locale", "de_DE"], "0.125", "12,5\u{A0}%"),
    (["format", "--percent", "--locale", "tr_TR"], "-0.125", "-%12,5"),
    (["parse", "--percent", "--locale", "tr_TR"], "%12,5", "0.125"),
    (["parse", "--percent", "--locale", "de_DE"], "-1.234,5 %", "-12.345"),
    (["format", "--unit", "mass-pound", "--locale", "de_DE"], "28.5", "28,5 lb"),
    (["format", "--unit", "mass-pound", "--locale", "ar_EG"], "28.5", "٢٨٫٥ رطل"),
    (
      ["format", "--unit", "mass-pound", "--unit-width", "wide", "--locale", "ru_RU"], "5",
      "5 фунтов"
    ),
    (["parse", "--unit", "mass-pound", "--locale", "de_DE"], "28,5 lb", "28.5"),
    (["parse", "--unit", "length-foot", "--unit-width", "narrow", "--locale", "en_US"], "5′", "5"),
  ]

  @Test("format and parse", arguments: rows)
  func command(_ row: (arguments: [String], input: String, output: String)) throws {
    let result = try ExecuteCommand.run(row.arguments, input: row.input + "\n")
    #expect(result.status == 0)
    #expect(result.output == row.output + "\n")
    #expect(result.error.isEmpty)
  }

  /// `arguments | the start of the one line on standard error`.
  static let errors: [(arguments: [String], error: String)] = [
    (["format", "--unit", "mass-pund"], "amount: --unit: “mass-pund” is not a CLDR unit"),
    (
      ["format", "--unit", "mass-pound", "--currency", "EUR"],
      "amount: --unit does not go with --currency."
    ),
    (
      ["format", "--percent", "--currency", "EUR"], "amount: --percent does not go with --currency."
    ),
    (["parse", "--unit-width", "wide"], "amount: --unit-width needs --unit."),
    (["--percent", "--unit", "mass-pound"], "amount: --unit does not go with --percent."),
  ]

  @Test("bad options exit 2 naming the option", arguments: errors)
  func badOption(_ row: (arguments: [String], error: String)) throws {
    let result = try ExecuteCommand.run(row.arguments)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix(row.error), "\(result.error)")
    #expect(result.error.split(separator: "\n").count == 1)
  }
}
