import AmountKit
import AmountReplay

/// The line `amount parse` prints for a text that is not an amount.
///
/// The reason's name comes first, so that scripts matching `error: NAME`
/// keep working; then the 1-based character position in the line where
/// the text stopped being an amount, and a sentence:
///
/// ```text
/// error: misplacedGrouping at 13: A grouping separator stands where no grouping of the locale puts one.
/// ```
///
/// With `--json`, one object per line instead:
/// `{"error":"misplacedGrouping","position":13,"message":"..."}`.
enum ParseErrorLine {
  /// The plain line: `error: NAME at POSITION: SENTENCE`.
  static func plain(_ error: AmountParseError) -> String {
    "error: \(error.name) at \(error.position ?? 1): \(error.description)"
  }

  /// The JSON line: `{"error":NAME,"position":POSITION,"message":SENTENCE}`.
  static func json(_ error: AmountParseError) -> String {
    #"{"error":"# + AmountReplay.jsonString(error.name) + #","position":\#(error.position ?? 1)"#
      + #","message":"# + AmountReplay.jsonString(error.description) + "}"
  }
}
