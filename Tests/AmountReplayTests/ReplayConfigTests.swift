import AmountKit
import AmountReplay
import Foundation
import Testing

/// Every key of a replay's `config`, each shown to take effect on a row of
/// the behaviour contract.
@Suite("Replay: every config key")
struct ReplayConfigTests {
  /// `key | config | steps | state after the last step | the contract's row`.
  static let rows: [(key: String, config: String, steps: String, state: String, row: String)] = [
    (
      "locale", #""locale":"de_DE","currency":"EUR""#, #"{"type":"1234,5"}"#,
      "1.234,5\u{A0}€|7,7|1234.5|true", "Replay format: the output example"
    ),
    (
      "currency", #""locale":"en_US","currency":"JPY""#, #"{"type":"1."}"#,
      "¥1|2,2|1|false|noFraction", "Decimal keys: a currency with no fraction"
    ),
    (
      "entry", #""locale":"en_US","currency":"USD","entry":"cents""#, #"{"type":"12345"}"#,
      "$123.45|7,7|123.45|true", "Cents entry: `1 2 3 4 5` gives `$123.45`"
    ),
    (
      "entry", #""locale":"en_US","currency":"USD","entry":"integer""#, #"{"type":"20000"}"#,
      "$20,000|7,7|20000|true", "Integer entry: `2 0 0 0 0` gives `$20,000`"
    ),
    (
      "fractionDigits", #""locale":"en_US","currency":"USD","fractionDigits":0"#,
      #"{"type":"1."}"#, "$1|2,2|1|false|noFraction", "Fraction digits are overridable"
    ),
    (
      "min", #""locale":"en_US","currency":"USD","min":"-100""#, #"{"type":"-5"}"#,
      "-$5|3,3|-5|true", "Sign: negatives are possible when the minimum is below zero"
    ),
    (
      "min", #""locale":"en_US","currency":"USD","min":"10""#, #"{"type":"5"},{"end":true}"#,
      "$5.00|5,5|5|true|invalid=belowMinimum", "Limits: by default the value is kept, invalid"
    ),
    (
      "max", #""locale":"en_US","currency":"USD","max":"10""#, #"{"type":"11"}"#,
      "$1|2,2|1|false|aboveMaximum", "Limits: above the maximum is rejected"
    ),
    (
      "maxIntegerDigits", #""locale":"en_US","currency":"USD","maxIntegerDigits":2"#,
      #"{"type":"123"}"#, "$12|3,3|12|false|tooManyIntegerDigits",
      "Limits: beyond the integer digits is rejected"
    ),
    (
      "allowNegative", #""locale":"en_US","currency":"USD","allowNegative":true"#,
      #"{"type":"12-"}"#, "-$12|4,4|-12|true", "Sign: `-` typed anywhere toggles the sign"
    ),
    (
      "allowNegative", #""locale":"en_US","currency":"USD","allowNegative":false"#,
      #"{"type":"12-"}"#, "$12|3,3|12|false|negativeNotAllowed", "Sign: `-` is rejected"
    ),
    (
      "prefix", #""locale":"en_US","prefix":"$""#, #"{"type":"45"}"#, "$45|3,3|45|true",
      "Affixes: `$45`"
    ),
    (
      "suffix", #""locale":"en_US","suffix":" lbs""#, #"{"type":"28.5"},{"end":true}"#,
      "28.5 lbs|4,4|28.5|true", "Entry modes: a plain number is not padded (`28.5 lbs`)"
    ),
    (
      "symbol", #""locale":"de_DE","currency":"EUR","symbol":false"#, #"{"set":"1234.56"}"#,
      "1.234,56|8,8|1234.56|true", "Entry modes: `symbol: false` gives `1.234,56`"
    ),
    (
      "grouping", #""locale":"en_US","currency":"USD","grouping":false"#, #"{"type":"1234"}"#,
      "$1234|5,5|1234|true", "Format: grouping off"
    ),
    (
      "clearsWhenZero", #""locale":"en_US","currency":"USD","clearsWhenZero":true"#,
      #"{"type":"0"},{"end":true}"#, "|0,0|nil|true", "Begin and end: clear a zero (value nil)"
    ),
    (
      "minPolicy", #""locale":"en_US","currency":"USD","min":"10","minPolicy":"clamp""#,
      #"{"type":"5"},{"end":true}"#, "$10.00|6,6|10|true", "Limits: clamping to the minimum"
    ),
    (
      "onBegin", #""locale":"en_US","currency":"USD","onBegin":"selectAll""#,
      #"{"set":"12.5"},{"begin":true}"#, "$12.50|1,6|12.5|true",
      "Focus: `selectAll` selects the whole number"
    ),
    (
      "step", #""locale":"en_US","currency":"USD","step":"0.25""#, #"{"type":"12"},{"key":"up"}"#,
      "$12.25|6,6|12.25|true", "Stepping: `$12` up by 0.25 gives `$12.25`"
    ),
    (
      "shorthand", #""locale":"en_US","currency":"USD","shorthand":true"#, #"{"type":"2.5k"}"#,
      "$2,500|6,6|2500|true", "Shorthand: `2.5k` gives `$2,500`"
    ),
    (
      "shorthand", #""locale":"en_US","currency":"USD","shorthand":false"#, #"{"type":"2k"}"#,
      "$2|2,2|2|false|invalidCharacter", "Shorthand: off, the letters are rejected"
    ),
    (
      "arithmetic", #""locale":"en_US","currency":"USD","arithmetic":true"#,
      #"{"type":"12.50+3"}"#, "$12.50 + 3|10,10|15.5|true",
      "Arithmetic: `$12.50 + 3|`, the value the complete part's result"
    ),
    (
      "arithmetic", #""locale":"en_US","currency":"USD","arithmetic":true"#,
      #"{"type":"10/3="}"#, "$3.33|5,5|3.33|true", "Arithmetic: 10 ÷ 3 gives `$3.33`"
    ),
    (
      "arithmetic", #""locale":"en_US","currency":"USD","arithmetic":true"#,
      #"{"type":"5/0"},{"end":true}"#, "|0,0|nil|true|divisionByZero",
      "Arithmetic: at end of editing, a division by zero ends as an empty field with the reason"
    ),
    (
      "arithmetic", #""locale":"en_US","currency":"USD","arithmetic":false"#, #"{"type":"12+"}"#,
      "$12|3,3|12|true", "Arithmetic: off, `+` keeps its sign meaning"
    ),
    (
      "hostDecimalKey", #""locale":"en_US","currency":"USD","hostDecimalKey":",""#,
      #"{"type":"1,50"}"#, "$1.50|5,5|1.5|true",
      "The host's decimal key: `en_US` with `,`: `1`, `,`, `5`, `0` gives `$1.50` (never `$150`)"
    ),
    (
      "hostDecimalKey", #""locale":"ar_EG","currency":"EGP","hostDecimalKey":".""#,
      #"{"type":"1.5"}"#, "\u{200F}١٫٥\u{00A0}ج.م.\u{200F}|4,4|1.5|true",
      "The host's decimal key: `ar_EG` with `.`: the fraction starts"
    ),
  ]

  @Test("each key takes effect", arguments: rows)
  func key(_ row: (key: String, config: String, steps: String, state: String, row: String)) throws {
    let state = try ReplayRun.lastState(config: row.config, steps: row.steps)
    #expect(state == row.state, "\(row.key): \(row.row)")
  }

  @Test("every key of the replay format has a row")
  func everyKeyCovered() {
    let covered = Set(Self.rows.map(\.key))
    let keys = Set(Self.specConfig.keys)
    #expect(covered == keys)
  }

  /// The keys of the replay format's input example, with its values.
  static let specConfig: [String: String] = [
    "locale": #""de_DE""#, "currency": #""EUR""#, "entry": #""decimal""#, "fractionDigits": "2",
    "min": #""-100""#, "max": #""1000000""#, "maxIntegerDigits": "12", "allowNegative": "true",
    "prefix": #""""#, "suffix": #"" lbs""#, "symbol": "true", "grouping": "true",
    "clearsWhenZero": "false", "minPolicy": #""clamp""#, "onBegin": #""end""#, "step": #""1""#,
    "arithmetic": "false", "shorthand": "false", "hostDecimalKey": #"",""#,
  ]

  @Test("the replay format's example config reads into the typed model")
  func specConfigModel() throws {
    let replay = try AmountReplay(json: Data(ReplayStepTests.specExample.utf8))
    var expected = AmountReplay.Config(locale: "de_DE")
    expected.currency = "EUR"
    expected.entry = .decimal
    expected.fractionDigits = 2
    expected.min = -100
    expected.max = 1_000_000
    expected.maxIntegerDigits = 12
    expected.allowNegative = true
    expected.prefix = ""
    expected.suffix = " lbs"
    expected.symbol = true
    expected.grouping = true
    expected.clearsWhenZero = false
    expected.minPolicy = .clamp
    expected.onBegin = .end
    expected.step = 1
    expected.arithmetic = false
    expected.shorthand = false
    expected.hostDecimalKey = ","
    #expect(replay.config == expected)
    #expect(replay.configuration.maximumIntegerDigits == 12)
    #expect(replay.configuration.minimum == -100)
    #expect(replay.configuration.format.suffix == " lbs")
  }

  @Test("arithmetic is a known boolean key", arguments: [true, false])
  func arithmetic(_ on: Bool) throws {
    let replay = try AmountReplay(
      json: ReplayRun.document(config: #""locale":"en_US","arithmetic":\#(on)"#, steps: ""))
    #expect(replay.config.arithmetic == on)
    #expect(replay.configuration.arithmetic == on)
  }

  @Test("absent keys take the library's defaults")
  func defaults() throws {
    let replay = try AmountReplay(json: ReplayRun.document(config: #""locale":"en_US""#, steps: ""))
    #expect(replay.config == AmountReplay.Config(locale: "en_US"))
    #expect(
      replay.configuration
        == AmountFieldConfiguration(format: .number(locale: Locale(identifier: "en_US"))))
  }
}
