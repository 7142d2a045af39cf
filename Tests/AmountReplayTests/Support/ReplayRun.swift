import AmountReplay
import Foundation
import Testing

/// Runs replay documents and reads their output lines back.
enum ReplayRun {
  /// A document with `config` and `steps` written as JSON fragments.
  static func document(config: String, steps: String) -> Data {
    Data(#"{"config":{\#(config)},"steps":[\#(steps)]}"#.utf8)
  }

  /// The state after the last step, as `text|start,end|value|accepted`
  /// with `|reason` and `|invalid=reason` when present; `nil` value is
  /// `nil`.
  static func lastState(
    config: String, steps: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let lines = try AmountReplay(json: document(config: config, steps: steps)).run()
    let last = try #require(lines.last, "no output line", sourceLocation: sourceLocation)
    return try state(last, sourceLocation: sourceLocation)
  }

  /// One output line in the notation of ``lastState(config:steps:sourceLocation:)``.
  static func state(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
  {
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      sourceLocation: sourceLocation)
    let selection = object["selection"] as? [Int] ?? []
    var state = "\(object["text"] as? String ?? "?")|"
    state += selection.map(String.init).joined(separator: ",")
    state += "|\(object["value"] as? String ?? "nil")|\(object["accepted"] as? Bool ?? false)"
    if let reason = object["reason"] as? String { state += "|\(reason)" }
    if let invalid = object["invalid"] as? String { state += "|invalid=\(invalid)" }
    return state
  }
}
