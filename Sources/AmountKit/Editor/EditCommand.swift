import Foundation

/// What one edit does, decided once, before anything changes: the answer
/// of the editor's one classifier (``AmountEditor/command(for:)`` for an
/// ``AmountEdit``, ``AmountEditor/command(replacing:with:)`` for a host's
/// request). The editor's one transaction runs it
/// (``AmountEditor/run(_:measuringFrom:)``).
enum EditCommand {
  /// One key typed at the selection: a digit, the decimal key, a sign, an
  /// operator, a grouping key, a multiplier, or no key of an amount.
  case key(Key)
  /// Several keys typed at the selection, one edit each (`=` among them
  /// closes the expression the keys before it opened).
  indirect case keys(String)
  /// Backspace at the selection: the nearest digit to the left, or the
  /// selected digits.
  case backspace
  /// Forward delete at the selection: the nearest digit to the right, or
  /// the selected digits.
  case forwardDelete
  /// A paste over the selection: one number read whole.
  indirect case paste(String)
  /// The sign key (`±`).
  case toggleSign
  /// A step up (true) or down.
  case step(up: Bool)
  /// `=`: an open expression is replaced by its result.
  case commitExpression

  /// A host's request that is no key at the caret (contract: "Host
  /// edits"): a host edit that changes nothing leaves the selection as it
  /// was.
  indirect case host(HostEdit)

  /// The user places the caret or a selection.
  case select(Range<Int>)
  /// The caret one character to the left (`true`) or right.
  case moveCaret(left: Bool)
  /// The caret to the start (`true`) or the end of the number.
  case moveToEdge(start: Bool)
  /// Editing begins: the focus policy places the selection.
  case beginEditing
  /// Editing ends: the value at rest.
  case endEditing
  /// The program sets the value.
  indirect case setValue(Decimal?)
  /// Undo (`true`) or redo.
  case undo(Bool)
  /// A user's edit that changes nothing, accepted (a host's empty
  /// request, `=` with no expression open): typing at rest begins
  /// editing all the same.
  case nothing

  /// What a host's request is when it is no key at the caret. Each
  /// range is the host's, clamped to the text and widened to whole
  /// characters.
  enum HostEdit {
    /// The selection replaced by nothing: its digits go.
    case deleteSelection
    /// Any other range replaced by nothing (``AmountEditor/deleteRaw(_:)``).
    case delete(Range<Int>)
    /// One key typed over a range that is not the caret.
    case type(Key, over: Range<Int>)
    /// Text pasted over a range that is not the caret.
    case paste(String, over: Range<Int>)
    /// A range that covers the minus sign replaced by a key or text.
    case replaceOverSign(Range<Int>, with: String)
  }

  /// What a key is, read once (``AmountEditor/key(_:)``), for the amount
  /// and the expression alike.
  enum Key: Equatable {
    /// A digit of any script, as its value 0 to 9.
    case digit(UInt8)
    /// A decimal key (see ``AmountEditor/isDecimalKey(_:)``).
    case decimalSeparator
    /// `=`, with arithmetic on.
    case equals
    /// An operator, with arithmetic on; `+` and `-` are also signs.
    case arithmeticOperator(ArithmeticOperator)
    /// A minus sign that is no operator (all of them with arithmetic off).
    case minus
    /// A plus sign that is no operator (all of them with arithmetic off).
    case plus
    /// A grouping key, accepted and ignored.
    case grouping
    /// A multiplier key of shorthand, with its power of ten.
    case multiplier(Int)
    /// Anything else: no key of an amount.
    case other
  }

  /// Whether the command is the user's edit of the amount: it begins
  /// editing, is rolled back whole when refused, and is one undo step when
  /// it changes the amount.
  var isUserEdit: Bool {
    switch self {
    case .key, .backspace, .forwardDelete, .paste, .toggleSign, .step, .commitExpression, .host,
      .nothing:
      return true
    case .keys, .select, .moveCaret, .moveToEdge, .beginEditing, .endEditing, .setValue, .undo:
      return false
    }
  }
}
