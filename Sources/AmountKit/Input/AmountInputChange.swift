import Foundation

/// What an event changed, as reported in ``AmountInputEffects/change``.
public struct AmountInputChange: Sendable, Hashable {
  /// The edit that made the change.
  public var edit: AmountEdit { editRecord.edit }
  /// Whether the text changed.
  public let textChanged: Bool
  /// Whether the value changed.
  public let valueChanged: Bool
  /// The value after the change.
  public var value: Decimal? {
    switch storage {
    case .value(let value): return value
    case .amount(let draft, let mode, let fractionDigits):
      return TypedAmount(draft).value(mode: mode, fractionDigits: fractionDigits)
    }
  }

  /// The value, or the amount it is read from when asked: a keystroke
  /// builds no `Decimal` for a report nobody reads. Both are plain bytes:
  /// a report is copied and destroyed without reference counting for them.
  private enum Storage: Sendable {
    case value(Decimal?)
    case amount(TypedAmount.Plain, AmountEntryMode, fractionDigits: Int)
  }
  private let storage: Storage

  /// The edit. A host's digit key or backspace, nearly every request,
  /// is kept as plain bytes (`key`): a report of one is copied and
  /// destroyed without reference counting (an ``AmountEdit`` holds the
  /// host's string), and ``edit`` makes the edit only when asked.
  enum EditRecord: Sendable {
    case edit(AmountEdit)
    /// `replace(range, with:)` the key's ASCII byte; 0 for nothing.
    case key(Range<Int>, UInt8)

    /// A host's request to replace `range` with `string`, which the
    /// editor's classifier read as `command`: a digit key (its ASCII byte)
    /// and backspace are recorded as the range and the key.
    @inline(__always)
    static func replace(_ range: Range<Int>, with string: String, command: EditCommand)
      -> EditRecord
    {
      switch command {
      case .key(.digit(let digit)) where string.utf8.count == 1:
        return .key(range, UInt8(ascii: "0") &+ digit)
      case .backspace: return .key(range, 0)
      default: return .edit(.replace(range, with: string))
      }
    }

    /// The edit recorded.
    var edit: AmountEdit {
      switch self {
      case .edit(let edit): return edit
      case .key(let range, let key):
        return .replace(range, with: key == 0 ? "" : String(Unicode.Scalar(key)))
      }
    }
  }
  private let editRecord: EditRecord

  /// Creates a change report.
  public init(edit: AmountEdit, textChanged: Bool, valueChanged: Bool, value: Decimal?) {
    self.editRecord = .edit(edit)
    self.textChanged = textChanged
    self.valueChanged = valueChanged
    self.storage = .value(value)
  }

  /// A change report whose value is that of `amount` typed in `mode`
  /// with `fractionDigits`, read when asked: a keystroke builds no
  /// `Decimal`.
  init(
    edit: EditRecord, textChanged: Bool, valueChanged: Bool, amount: TypedAmount.Plain,
    mode: AmountEntryMode, fractionDigits: Int
  ) {
    self.editRecord = edit
    self.textChanged = textChanged
    self.valueChanged = valueChanged
    self.storage = .amount(amount, mode, fractionDigits: fractionDigits)
  }

  /// Reports are equal when they say the same: edit, flags and value.
  public static func == (lhs: AmountInputChange, rhs: AmountInputChange) -> Bool {
    lhs.edit == rhs.edit && lhs.textChanged == rhs.textChanged
      && lhs.valueChanged == rhs.valueChanged && lhs.value == rhs.value
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(edit)
    hasher.combine(textChanged)
    hasher.combine(valueChanged)
    hasher.combine(value)
  }

  /// Whether the user made the change (typing, deleting, pasting, undo,
  /// redo, end of editing) rather than the program (``AmountEdit/setValue(_:)``).
  ///
  /// A UIKit adapter sends `.valueChanged` only for these, as `UIControl`
  /// does not send actions for programmatic changes.
  public var isUserInitiated: Bool { Self.isUserInitiated(edit.kind) }

  static func isUserInitiated(_ kind: AmountEdit.Kind) -> Bool { kind != .setValue }

  /// Whether this is a text change made while editing (a keystroke, a
  /// deletion, a paste, an undo or a redo): what `UIControl.Event.editingChanged`
  /// reports. End of editing and programmatic changes are not.
  public var isEditingChange: Bool { textChanged && Self.isEditing(edit.kind) }

  static func isEditing(_ kind: AmountEdit.Kind) -> Bool {
    switch kind {
    case .setValue, .endEditing, .beginEditing: return false
    case .userEdit, .undo, .redo, .caretMove: return true
    }
  }
}
