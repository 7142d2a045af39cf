import AmountKit
import Foundation

/// What the interactive field does after a key.
enum FieldKeyOutcome {
  /// Editing goes on.
  case editing
  /// Enter with a valid amount: the editor at rest, holding the value.
  case accepted(AmountEditor)
  /// Esc or Ctrl-C.
  case cancelled
}
