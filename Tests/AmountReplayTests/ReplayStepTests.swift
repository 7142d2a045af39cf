import AmountReplay
import Foundation
import Testing

/// Every step kind of the replay format, each run on a field and checked
/// against the row of the behaviour contract it reproduces (en_US, USD).
@Suite("Replay: every step kind")
struct ReplayStepTests {
  static let usd = #""locale":"en_US","currency":"USD""#

  /// `steps | state after the last step | the contract's row`.
  static let rows: [(steps: String, state: String, row: String)] = [
    (#"{"type":"1234.56"}"#, "$1,234.56|9,9|1234.56|true", "Typing: regrouped as you type"),
    (#"{"type":"1234.567"}"#, "$1,234.56|9,9|1234.56|false|fractionFull", "Typing: fraction full"),
    (
      #"{"type":"1234"},{"select":[3,3]},{"key":"backspace"}"#, "$234|1,1|234|true",
      "Deleting: `$1,|234` backspace gives `$|234`"
    ),
    (
      #"{"type":"1234"},{"select":[2,2]},{"key":"delete"}"#, "$134|2,2|134|true",
      "Deleting: `$1|,234` forward delete gives `$1|34`"
    ),
    (#"{"type":"12"},{"key":"left"}"#, "$12|2,2|12|true", "Caret: left moves by one character"),
    (
      #"{"type":"12"},{"select":[1,1]},{"key":"right"}"#, "$12|2,2|12|true",
      "Caret: right moves by one character"
    ),
    (#"{"type":"12"},{"key":"home"}"#, "$12|1,1|12|true", "Caret: Home is the start of the number"),
    (
      #"{"type":"12"},{"select":[1,1]},{"key":"end"}"#, "$12|3,3|12|true",
      "Caret: End is the end of the number"
    ),
    (#"{"type":"12.5"},{"key":"up"}"#, "$13.5|5,5|13.5|true", "Stepping: `$12.5` up by 1"),
    (#"{"type":"12"},{"key":"down"}"#, "$11|3,3|11|true", "Stepping: down subtracts the step"),
    (
      #"{"type":"12"},{"key":"sign"}"#, "$12|3,3|12|false|negativeNotAllowed",
      "Sign key: rejected where negatives are not allowed"
    ),
    (
      #"{"type":"1234"},{"select":[0,0]}"#, "$1,234|1,1|1234|true",
      "Caret: placed in the prefix, it moves to the nearest edge of the number"
    ),
    (#"{"paste":"1.50"}"#, "$1.50|5,5|1.5|true", "Paste: `1.50` gives `$1.50`"),
    (#"{"paste":"23.13.1."}"#, "|0,0|nil|false|invalidPaste", "Paste: `23.13.1.` is invalid"),
    (
      #"{"type":"1234"},{"replace":[5,1],"with":""}"#, "$123|4,4|123|true",
      "Host edits: one character removed before the caret is backspace"
    ),
    (
      #"{"type":"12"},{"replace":[3,0],"with":"3"}"#, "$123|4,4|123|true",
      "Host edits: the selection replaced by one character is a keystroke"
    ),
    (
      #"{"set":"1234.5"}"#, "$1,234.50|9,9|1234.5|true",
      "Begin and end: a set value is formatted at rest, caret at the end"
    ),
    (#"{"set":"5"},{"set":null}"#, "|0,0|nil|true", "Replay format: `set` may be null"),
    (#"{"set":"12.5"},{"begin":true}"#, "$12.50|6,6|12.5|true", "Focus: `end` is the default"),
    (
      #"{"type":"1234.5"},{"end":true}"#, "$1,234.50|9,9|1234.5|true",
      "Begin and end: `$1,234.5` becomes `$1,234.50`"
    ),
    (#"{"type":"12"},{"type":"3"},{"undo":true}"#, "$12|3,3|12|true", "Undo: restores the text"),
    (
      #"{"type":"12"},{"type":"3"},{"undo":true},{"redo":true}"#, "$123|4,4|123|true",
      "Undo: redo restores the state after the edit"
    ),
    (#"{"undo":true}"#, "|0,0|nil|false|nothingToUndo", "Undo: nothing to undo is rejected"),
    (#"{"redo":true}"#, "|0,0|nil|false|nothingToRedo", "Undo: nothing to redo is rejected"),
  ]

  @Test("each step reproduces its contract row", arguments: rows)
  func step(_ row: (steps: String, state: String, row: String)) throws {
    #expect(try ReplayRun.lastState(config: Self.usd, steps: row.steps) == row.state, "\(row.row)")
  }

  @Test(
    "every key of a key step",
    arguments: zip(
      ["backspace", "delete", "left", "right", "home", "end", "up", "down", "sign"],
      [
        AmountReplay.Key.backspace, .delete, .left, .right, .home, .end, .up, .down, .sign,
      ]))
  func keyNames(_ name: String, _ key: AmountReplay.Key) throws {
    let replay = try AmountReplay(
      json: ReplayRun.document(config: Self.usd, steps: #"{"key":"\#(name)"}"#))
    #expect(replay.steps == [.key(key)])
    #expect(key.name == name)
  }

  @Test("the replay format's own example reads into typed steps")
  func specExample() throws {
    let replay = try AmountReplay(json: Data(Self.specExample.utf8))
    #expect(
      replay.steps == [
        .type("1234,5"), .key(.backspace), .select(2..<2), .paste("1.234,56 €"),
        .replace(0..<3, with: "9"), .set(Decimal(string: "12.5")), .begin, .end, .undo, .redo,
      ])
    #expect(replay.run().count == replay.steps.count)
  }

  /// The input example of the replay format, as written there.
  static let specExample = """
    {
      "config": {
        "locale": "de_DE",
        "currency": "EUR",
        "entry": "decimal",
        "fractionDigits": 2,
        "min": "-100",
        "max": "1000000",
        "maxIntegerDigits": 12,
        "allowNegative": true,
        "prefix": "",
        "suffix": " lbs",
        "symbol": true,
        "grouping": true,
        "clearsWhenZero": false,
        "minPolicy": "clamp",
        "onBegin": "end",
        "step": "1",
        "arithmetic": false,
        "shorthand": false,
        "hostDecimalKey": ","
      },
      "steps": [
        {"type": "1234,5"},
        {"key": "backspace"},
        {"select": [2, 2]},
        {"paste": "1.234,56 €"},
        {"replace": [0, 3], "with": "9"},
        {"set": "12.5"},
        {"begin": true},
        {"end": true},
        {"undo": true},
        {"redo": true}
      ]
    }
    """
}
