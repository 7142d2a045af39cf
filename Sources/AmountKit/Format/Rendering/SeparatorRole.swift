import Foundation

/// How the decimal separator takes part in a rendering.
enum SeparatorRole {
  case hidden
  /// Shown, and an anchor the user can edit (decimal entry).
  case token
  /// Shown, fixed (cents entry, at rest).
  case decoration
}
