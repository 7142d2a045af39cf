import AmountReplay
import Foundation
import Testing

/// The replay format's error contract: an unknown key, a bad value or a
/// malformed document is an error naming the offending key or step, the
/// same error every time.
@Suite("Replay: every error path")
struct ReplayErrorTests {
  /// `document | the exact message`.
  static let documents: [(document: String, message: String)] = [
    ("not json", "malformed JSON document"),
    ("[]", "the document must be a JSON object"),
    (
      #"{"config":{"locale":"en_US"},"zeta":1,"alpha":2}"#,
      #"unknown keys "alpha", "zeta""#
    ),
    (#"{"config":{"locale":"en_US"},"step":[]}"#, #"unknown key "step""#),
    (#"{"steps":[]}"#, #""config" must be an object"#),
    (#"{"config":[]}"#, #""config" must be an object"#),
    (#"{"config":{"locale":"en_US"},"steps":{}}"#, #""steps" must be an array"#),
  ]

  @Test("the document", arguments: documents)
  func document(_ row: (document: String, message: String)) {
    #expect(Self.message(Data(row.document.utf8)) == row.message)
  }

  /// `config fragment | the exact message`.
  static let configs: [(config: String, message: String)] = [
    (#""locale":"en_US","zz":1,"bogus":true"#, #"config: unknown keys "bogus", "zz""#),
    (#""locale":"en_US","Locale":"de_DE""#, #"config: unknown key "Locale""#),
    (#""currency":"USD""#, #"config: "locale" is required and must be a string"#),
    (#""locale":"""#, #"config: "locale" is required and must be a string"#),
    (#""locale":5"#, #"config: "locale" must be a string"#),
    (
      #""locale":"en_US","currency":"US""#,
      #"config: "currency" must be a three-letter ISO 4217 code"#
    ),
    (#""locale":"en_US","currency":840"#, #"config: "currency" must be a string"#),
    (#""locale":"en_US","entry":"atm""#, #"config: "entry" must be decimal, cents or integer"#),
    (#""locale":"en_US","fractionDigits":1.5"#, #"config: "fractionDigits" must be an integer"#),
    (
      #""locale":"en_US","fractionDigits":19"#,
      #"config: "fractionDigits" must be between 0 and 18"#
    ),
    (#""locale":"en_US","min":"abc""#, #"config: "min" must be a decimal string like "-1234.5""#),
    (#""locale":"en_US","max":true"#, #"config: "max" must be a decimal string like "-1234.5""#),
    (#""locale":"en_US","min":"10","max":"5""#, "config: the minimum is above the maximum"),
    (
      #""locale":"en_US","maxIntegerDigits":0"#,
      #"config: "maxIntegerDigits" must be between 1 and 30"#
    ),
    (
      #""locale":"en_US","maxIntegerDigits":"3""#, #"config: "maxIntegerDigits" must be an integer"#
    ),
    (#""locale":"en_US","allowNegative":"yes""#, #"config: "allowNegative" must be true or false"#),
    (#""locale":"en_US","prefix":1"#, #"config: "prefix" must be a string"#),
    (#""locale":"en_US","suffix":[]"#, #"config: "suffix" must be a string"#),
    (#""locale":"en_US","symbol":0"#, #"config: "symbol" must be true or false"#),
    (#""locale":"en_US","grouping":"no""#, #"config: "grouping" must be true or false"#),
    (#""locale":"en_US","clearsWhenZero":1"#, #"config: "clearsWhenZero" must be true or false"#),
    (#""locale":"en_US","minPolicy":"drop""#, #"config: "minPolicy" must be clamp or keep"#),
    (#""locale":"en_US","onBegin":"middle""#, #"config: "onBegin" must be end, selectAll or keep"#),
    (#""locale":"en_US","step":"abc""#, #"config: "step" must be a decimal string like "-1234.5""#),
    (#""locale":"en_US","arithmetic":"on""#, #"config: "arithmetic" must be true or false"#),
    (#""locale":"en_US","shorthand":1"#, #"config: "shorthand" must be true or false"#),
    // Two bad keys: the first in the order of the replay format is named.
    (
      #""locale":"en_US","shorthand":1,"entry":"atm""#,
      #"config: "entry" must be decimal, cents or integer"#
    ),
  ]

  @Test("the config", arguments: configs)
  func config(_ row: (config: String, message: String)) {
    #expect(Self.message(ReplayRun.document(config: row.config, steps: "")) == row.message)
  }

  @Test("a step the field's configuration refuses names the step key")
  func invalidStep() throws {
    let message = try #require(
      Self.message(ReplayRun.document(config: #""locale":"en_US","step":"0""#, steps: "")))
    #expect(message.hasPrefix("config: the step 0 "))
  }

  /// `steps | the exact message`.
  static let steps: [(steps: String, message: String)] = [
    ("5", "step 1: must be an object with one action"),
    ("{}", "step 1: must be an object with one action"),
    (#"{"type":"1"},{"bogus":1}"#, #"step 2: unknown key "bogus""#),
    (#"{"type":"1","zz":1,"aa":2}"#, #"step 1: unknown keys "aa", "zz""#),
    (
      #"{"type":"1","paste":"2"}"#,
      "step 1: must name exactly one action (type, key, select, paste, replace, set, begin, end, "
        + "undo, redo) (found type, paste)"
    ),
    (
      #"{"with":"2"}"#,
      "step 1: must name exactly one action (type, key, select, paste, replace, set, begin, end, "
        + "undo, redo)"
    ),
    (#"{"type":"1","with":"2"}"#, #"step 1: unknown key "with" (only "replace" takes it)"#),
    (#"{"type":5}"#, #"step 1: "type" must be a string"#),
    (
      #"{"key":"sideways"}"#,
      #"step 1: "key" must be one of backspace, delete, left, right, home, end, up, down, sign"#
    ),
    (#"{"select":[1]}"#, #"step 1: "select" must be [start, end] in UTF-16 units"#),
    (#"{"select":[1,"2"]}"#, #"step 1: "select" must be [start, end] in UTF-16 units"#),
    (#"{"paste":5}"#, #"step 1: "paste" must be a string"#),
    (
      #"{"replace":[0],"with":""}"#,
      #"step 1: "replace" must be [location, length] in UTF-16 units"#
    ),
    (
      #"{"replace":[0,-1],"with":""}"#,
      #"step 1: "replace" must be [location, length] in UTF-16 units"#
    ),
    (#"{"replace":[0,1]}"#, #"step 1: "replace" needs "with", a string"#),
    (#"{"set":"1,5"}"#, #"step 1: "set" must be a decimal string like "-1234.5""#),
    (#"{"begin":false}"#, #"step 1: "begin" must be true"#),
    (#"{"end":1}"#, #"step 1: "end" must be true"#),
    (#"{"undo":"yes"}"#, #"step 1: "undo" must be true"#),
    (#"{"redo":null}"#, #"step 1: "redo" must be true"#),
  ]

  @Test("the steps", arguments: steps)
  func step(_ row: (steps: String, message: String)) {
    let document = ReplayRun.document(config: #""locale":"en_US""#, steps: row.steps)
    #expect(Self.message(document) == row.message)
  }

  @Test("the same bad document gives the same error every time")
  func deterministic() {
    let document = Data(
      #"{"config":{"locale":"en_US","k":1,"j":2,"i":3,"h":4,"g":5,"f":6},"steps":[]}"#.utf8)
    let messages = Set((0..<20).map { _ in Self.message(document) })
    #expect(messages == [#"config: unknown keys "f", "g", "h", "i", "j", "k""#])
  }

  @Test("a replay error's localizedDescription is its message, in English")
  func localizedDescription() throws {
    let error = try #require(
      #expect(throws: AmountReplayError.self) { try AmountReplay(json: Data("[]".utf8)) })
    #expect((error as any Error).localizedDescription == "the document must be a JSON object")
    #expect(error.errorDescription == error.message && error.description == error.message)
  }

  /// The error message reading `document`, or nil when it reads.
  static func message(_ document: Data) -> String? {
    do {
      _ = try AmountReplay(json: document)
      return nil
    } catch {
      return error.message
    }
  }

  @Test(
    "replay reports a configuration error naming it",
    arguments: [
      (#"{"config":{"locale":"en_US","fractionDigits":18,"maxIntegerDigits":30}}"#, "48 digits"),
      (#"{"config":{"locale":"en_US","fractionDigits":25}}"#, "fractionDigits"),
      (#"{"config":{"locale":"en_US","min":"10","max":"5"}}"#, "minimum is above the maximum"),
    ])
  func replayConfigurationErrors(_ json: String, _ expected: String) {
    #expect {
      _ = try AmountReplay(json: Data(json.utf8))
    } throws: { error in
      (error as? AmountReplayError)?.message.contains(expected) == true
    }
  }
}
