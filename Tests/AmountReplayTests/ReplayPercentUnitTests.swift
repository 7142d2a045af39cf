import AmountReplay
import Foundation
import Testing

/// The replay keys `percent`, `unit` and `unitWidth` (replay format:
/// "Input"), each on a row of the behaviour contract ("Affixes and units").
/// Texts are Foundation's percent style and ICU's units for the value.
@Suite("Replay: percent and unit fields")
struct ReplayPercentUnitTests {
  /// `config | steps | state after the last step | the contract's row`.
  static let rows: [(config: String, steps: String, state: String, row: String)] = [
    (
      #""locale":"de_DE","percent":true"#, #"{"type":"12,5"}"#,
      "12,5\u{A0}%|4,4|0.125|true", "`12,5 %` is 0.125"
    ),
    (
      #""locale":"tr_TR","percent":true"#, #"{"type":"12,5"}"#, "%12,5|5,5|0.125|true",
      "`%12,5` tr_TR"
    ),
    (
      #""locale":"tr_TR","percent":true,"entry":"cents""#, #"{"type":"1250"}"#,
      "%12,50|6,6|0.125|true", "Cents entry in a percent field"
    ),
    (
      #""locale":"en_US","percent":true,"max":"0.5""#, #"{"type":"51"}"#,
      "5%|1,1|0.05|false|aboveMaximum", "Limits are values: a maximum of 0.5 is 50 %"
    ),
    (
      #""locale":"en_US","percent":true"#, #"{"paste":"12.5 %"}"#, "12.5%|4,4|0.125|true",
      "Paste reads the percent sign as decoration"
    ),
    (
      #""locale":"en_US","percent":true"#, #"{"set":"0.125"}"#, "12.5%|4,4|0.125|true",
      "A value set is the fraction"
    ),
    (
      #""locale":"en_US","percent":true,"step":"0.01""#, #"{"type":"12"},{"key":"up"}"#,
      "13%|2,2|0.13|true", "A step of 0.01 is one percent"
    ),
    (
      #""locale":"de_DE","unit":"mass-pound""#, #"{"type":"28,5"}"#, "28,5 lb|4,4|28.5|true",
      "`28,5 lb` de_DE"
    ),
    (
      #""locale":"ar_EG","unit":"mass-pound""#, #"{"type":"٢٨٫٥"}"#,
      "٢٨٫٥ رطل|4,4|28.5|true", "`٢٨٫٥ رطل` ar_EG"
    ),
    (
      #""locale":"ru_RU","unit":"mass-pound","unitWidth":"wide""#, #"{"type":"12,5"}"#,
      "12,5 фунта|4,4|12.5|true", "`1,5 фунта`: a fraction's form"
    ),
    (
      #""locale":"ru_RU","unit":"mass-pound","unitWidth":"wide""#,
      #"{"type":"15"},{"key":"left"},{"key":"backspace"}"#, "5 фунтов|0,0|5|true",
      "The form changes with the caret by its digit"
    ),
    (
      #""locale":"en_US","unit":"length-inch","unitWidth":"narrow""#, #"{"type":"22"}"#,
      "22″|2,2|22|true", "`22\"`: the narrow inch"
    ),
    (
      #""locale":"en_US","unit":"temperature-celsius","allowNegative":true"#,
      #"{"type":"5-"}"#, "-5°C|2,2|-5|true", "The unit stands outside the sign"
    ),
    (
      #""locale":"en_US","unit":"mass-pound","unitWidth":"wide""#,
      #"{"type":"1.50"},{"end":true}"#, "1.5 pounds|3,3|1.5|true",
      "At rest the formatter's text for the value"
    ),
  ]

  @Test("each key takes effect", arguments: rows)
  func key(_ row: (config: String, steps: String, state: String, row: String)) throws {
    let state = try ReplayRun.lastState(config: row.config, steps: row.steps)
    #expect(state == row.state, "\(row.row)")
  }

  /// `config fragment | the exact message`.
  static let errors: [(config: String, message: String)] = [
    (
      #""locale":"en_US","currency":"USD","percent":true"#,
      #"config: "percent" does not go with "currency""#
    ),
    (
      #""locale":"en_US","currency":"USD","unit":"mass-pound""#,
      #"config: "unit" does not go with "currency""#
    ),
    (
      #""locale":"en_US","percent":true,"unit":"mass-pound""#,
      #"config: "unit" does not go with "percent""#
    ),
    (
      #""locale":"en_US","unit":"mass-pund""#,
      #"config: "unit": “mass-pund” is not a CLDR unit identifier such as mass-pound."#
    ),
    (
      #""locale":"en_US","unit":"mass-pound unit-width-narrow""#,
      #"config: "unit": “mass-pound unit-width-narrow” is not a CLDR unit identifier such as mass-pound."#
    ),
    (#""locale":"en_US","unit":5"#, #"config: "unit" must be a string"#),
    (#""locale":"en_US","percent":"yes""#, #"config: "percent" must be true or false"#),
    (
      #""locale":"en_US","unit":"mass-pound","unitWidth":"huge""#,
      #"config: "unitWidth" must be short, narrow or wide"#
    ),
    (#""locale":"en_US","unitWidth":"wide""#, #"config: "unitWidth" needs a "unit""#),
  ]

  @Test("a bad key is an error naming it", arguments: errors)
  func error(_ row: (config: String, message: String)) {
    #expect(
      ReplayErrorTests.message(ReplayRun.document(config: row.config, steps: "")) == row.message)
  }
}
