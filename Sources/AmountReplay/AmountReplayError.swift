import Foundation

/// Why a replay document cannot be read.
///
/// `amount replay` prints the message on standard error and exits with
/// status 2. The message is in English in every language, unlike the
/// errors of AmountKit: it quotes the document's JSON keys and values, for
/// the developer who wrote the document, as the replay format itself and
/// the `amount` tool are in English.
public struct AmountReplayError: Error, Sendable, Hashable, CustomStringConvertible,
  LocalizedError
{
  /// What is wrong, naming the offending key or step.
  public var message: String

  init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }

  /// The message, so that `error.localizedDescription` reads it.
  public var errorDescription: String? { message }
}
