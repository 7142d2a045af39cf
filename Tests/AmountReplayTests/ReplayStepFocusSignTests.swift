import AmountReplay
import Foundation
import Testing

/// Replay documents for the keys `up`, `down`, `sign` and the config keys
/// `onBegin`, `step`: what the contract's rows say, as `amount replay`
/// prints it.
@Suite("Replay: stepping, the sign key, focus")
struct ReplayStepFocusSignTests {
  static func run(_ json: String) throws -> [String] {
    try AmountReplay(json: Data(json.utf8)).run()
  }

  /// `text|selection|value|accepted[|reason]` of each line.
  static func states(_ lines: [String]) throws -> [String] {
    try lines.map { line in
      let object = try #require(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let selection = object["selection"] as? [Int] ?? []
      var state = "\(object["text"] ?? "")|\(selection.map(String.init).joined(separator: ","))"
      state += "|\(object["value"] as? String ?? "nil")|\(object["accepted"] as? Bool ?? false)"
      if let reason = object["reason"] as? String { state += "|\(reason)" }
      return state
    }
  }

  @Test("up and down step, land on limits, and are refused past them")
  func stepping() throws {
    let lines = try Self.run(
      #"{"config":{"locale":"en_US","currency":"USD","max":"10","step":"0.25"},"steps":["#
        + #"{"type":"9.5"},{"key":"up"},{"key":"up"},{"key":"up"},{"key":"down"},"#
        + #"{"undo":true},{"set":"0"},{"key":"down"}]}"#)
    #expect(
      try Self.states(lines) == [
        "$9.5|4,4|9.5|true",
        "$9.75|5,5|9.75|true",
        "$10.00|6,6|10|true",
        "$10.00|6,6|10|false|aboveMaximum",
        "$9.75|5,5|9.75|true",
        "$10.00|6,6|10|true",
        "$0.00|5,5|0|true",
        "$0.00|5,5|0|false|negativeNotAllowed",
      ])
  }

  @Test("the sign key toggles where negatives are allowed, and is refused elsewhere")
  func sign() throws {
    let signed = try Self.run(
      #"{"config":{"locale":"en_US","currency":"USD","allowNegative":true},"steps":["#
        + #"{"type":"12"},{"key":"sign"},{"key":"sign"}]}"#)
    #expect(try Self.states(signed) == ["$12|3,3|12|true", "-$12|4,4|-12|true", "$12|3,3|12|true"])
    let unsigned = try Self.run(
      #"{"config":{"locale":"en_US","currency":"USD"},"steps":[{"type":"12"},{"key":"sign"}]}"#)
    #expect(try Self.states(unsigned).last == "$12|3,3|12|false|negativeNotAllowed")
  }

  @Test("onBegin places the selection when editing begins")
  func onBegin() throws {
    for (policy, selection) in [("end", "6,6"), ("selectAll", "1,6"), ("keep", "1,1")] {
      let lines = try Self.run(
        #"{"config":{"locale":"en_US","currency":"USD","onBegin":"\#(policy)"},"steps":["#
          + #"{"set":"12.5"},{"select":[0,0]},{"begin":true}]}"#)
      #expect(try Self.states(lines).last == "$12.50|\(selection)|12.5|true", "\(policy)")
    }
  }

  @Test(
    "the replay error contract covers the new keys",
    arguments: [
      (#"{"config":{"locale":"en_US","onBegin":"middle"}}"#, #""onBegin" must be"#),
      (#"{"config":{"locale":"en_US","step":"0"}}"#, "step"),
      (#"{"config":{"locale":"en_US","currency":"JPY","step":"0.5"}}"#, "step"),
      (#"{"config":{"locale":"en_US","step":"abc"}}"#, #""step" must be a decimal string"#),
      (#"{"config":{"locale":"en_US"},"steps":[{"key":"sideways"}]}"#, "step 1"),
      (#"{"config":{"locale":"en_US"},"steps":[{"key":"sideways"}]}"#, "up, down, sign"),
    ])
  func errors(_ json: String, _ expected: String) {
    #expect {
      _ = try AmountReplay(json: Data(json.utf8))
    } throws: { error in
      (error as? AmountReplayError)?.message.contains(expected) == true
    }
  }
}
