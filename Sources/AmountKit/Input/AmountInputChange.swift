import Foundation

/// What an event changed, as reported in ``AmountInputEffects/change``.
public struct AmountInputChange: Sendable, Hashable {
  /// The edit that made the change.
  public var edit: AmountEdit
  /// Whether the text changed.
  public var textChanged: Bool
  /// Whether the value changed.
  public var valueChanged: Bool
  /// The value after the change.
  public var value: Decimal?

  /// Creates a change report.
  public init(edit: AmountEdit, textChanged: Bool, valueChanged: Bool, value: Decimal?) {
    self.edit = edit
    self.textChanged = textChanged
    self.valueChanged = valueChanged
    self.value = value
  }

  /// Whether the user made the change (typing, deleting, pasting, undo,
  /// redo, end of editing) rather than the program (``AmountEdit/setValue(_:)``).
  ///
  /// A UIKit adapter sends `.valueChanged` only for these, as `UIControl`
  /// does not send actions for programmatic changes.
  public var isUserInitiated: Bool {
    if case .setValue = edit { return false }
    return true
  }

  /// Whether this is a text change made while editing (a keystroke, a
  /// deletion, a paste, an undo or a redo): what `UIControl.Event.editingChanged`
  /// reports. End of editing and programmatic changes are not.
  public var isEditingChange: Bool {
    guard textChanged else { return false }
    switch edit {
    case .setValue, .endEditing, .beginEditing: return false
    default: return true
    }
  }
}
