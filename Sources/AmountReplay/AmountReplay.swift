import AmountKit
import Foundation

/// A replay: one field and a sequence of user actions, as JSON
/// (`amount replay`). Bugs are reported and reproduced with replays.
///
/// ```swift
/// let replay = try AmountReplay(json: Data(#"{"config":{"locale":"en_US","currency":"USD"},"steps":[{"type":"12"}]}"#.utf8))
/// replay.run()  // [#"{"text":"$12","selection":[3,3],"value":"12","accepted":true}"#]
/// ```
///
/// The document's format is the article <doc:ReplayFormat>: every key of
/// `config` is a property of ``Config``, every step a member of ``Step``. An
/// unknown key, a bad value or a malformed document is an
/// ``AmountReplayError`` naming the offending key or step.
public struct AmountReplay: Sendable {
  /// The document's `config` object, as written.
  public private(set) var config: Config
  /// The field the steps run on, built from ``config``.
  public var configuration: AmountFieldConfiguration { field.configuration }
  /// The field before the first step, built once with the throwing
  /// initializer: a replay never traps on its configuration.
  private let field: AmountInputController
  /// The steps, in order.
  public var steps: [Step]

  /// A replay of `steps` on a field described by `config`.
  ///
  /// - Parameters:
  ///   - config: The field, as a replay document describes it.
  ///   - steps: The steps, in order.
  /// - Throws: ``AmountReplayError`` when `config` is not a valid field.
  public init(config: Config, steps: [Step]) throws(AmountReplayError) {
    self.config = config
    let configuration = try config.fieldConfiguration()
    do {
      self.field = try AmountInputController(validating: configuration)
    } catch {
      throw AmountReplayError("config: \(error)")
    }
    self.steps = steps
  }

  /// Reads a replay document.
  ///
  /// Errors are deterministic: unknown keys are named in sorted order, the
  /// keys of `config` are checked in the order of the replay format, and
  /// the steps in document order.
  ///
  /// - Parameter json: The document.
  /// - Throws: ``AmountReplayError`` naming the offending key or step.
  public init(json: Data) throws(AmountReplayError) {
    let document = try ReplayDocument(json: json)
    try self.init(config: document.config, steps: document.steps)
  }

  /// Runs the steps on a new field, through the input controller a real
  /// text field drives (`AmountInputController` of AmountKit), so that a
  /// replay reproduces what a field does.
  ///
  /// - Returns: One JSON line per step: the state after it.
  public func run() -> [String] {
    var lines: [String] = []
    run { lines.append($0) }
    return lines
  }

  /// Runs the steps on a new field and hands each state line to `emit` as
  /// soon as its step has run.
  ///
  /// - Parameter emit: Receives one JSON line per step.
  public func run(emit: (String) -> Void) {
    var controller = field
    for step in steps {
      let outcome = step.apply(to: &controller)
      emit(Self.stateLine(editor: controller.editor, outcome: outcome))
    }
  }

  /// Reads a replay document and runs it: what `amount replay` does.
  ///
  /// - Parameters:
  ///   - json: The document.
  ///   - emit: Receives one JSON line per step, as soon as its step has run.
  /// - Throws: ``AmountReplayError`` naming the offending key or step; then
  ///   no step has run.
  public static func run(json: Data, emit: (String) -> Void) throws(AmountReplayError) {
    try AmountReplay(json: json).run(emit: emit)
  }
}
