import Foundation

/// The control events a host sends after an event of its field.
///
/// A UIKit host sends `UIControl.Event.editingChanged` (and posts
/// `UITextField.textDidChangeNotification` with it) for
/// ``editingChanged``, and `.valueChanged` for ``valueChanged``.
public struct AmountControlEvents: OptionSet, Sendable, Hashable {
  /// The bit field.
  public let rawValue: UInt8

  /// Creates a set from its bit field.
  ///
  /// - Parameter rawValue: The bit field.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The user changed the text while editing (a keystroke, a deletion, a
  /// paste, undo or redo). Not sent for programmatic changes, for end of
  /// editing, nor for text changes the host made and announced itself
  /// (a committed composition, the clear button).
  public static let editingChanged = AmountControlEvents(rawValue: 1 << 0)
  /// The user changed the value (typing, pasting, undo, redo, end of
  /// editing clamping it). Not sent for programmatic changes, as
  /// `UIControl` sends no actions for them.
  public static let valueChanged = AmountControlEvents(rawValue: 1 << 1)
}
