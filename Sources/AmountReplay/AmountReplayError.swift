/// Why a replay document cannot be read.
///
/// `amount replay` prints the message on standard error and exits with
/// status 2.
public struct AmountReplayError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, naming the offending key or step.
  public var message: String

  init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
