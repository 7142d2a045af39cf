import AmountKit
import Foundation

/// The delegate contract of `UITextField`, as far as an amount field uses it.
/// Every member has a default, like the optional members of
/// `UITextFieldDelegate`.
@MainActor
public protocol TestTextFieldDelegate: AnyObject {
  /// `textFieldDidBeginEditing(_:)`.
  func textFieldDidBeginEditing(_ textField: TestTextField)
  /// `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(_ textField: TestTextField)
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`.
  func textField(
    _ textField: TestTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// `textFieldDidChangeSelection(_:)`.
  func textFieldDidChangeSelection(_ textField: TestTextField)
  /// `textFieldShouldReturn(_:)`.
  func textFieldShouldReturn(_ textField: TestTextField) -> Bool
}

extension TestTextFieldDelegate {
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TestTextField) {}
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TestTextField) {}
  /// Allows the change.
  public func textField(
    _ textField: TestTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: TestTextField) {}
  /// Returns true.
  public func textFieldShouldReturn(_ textField: TestTextField) -> Bool { true }
}

/// The control events an amount field sends.
public enum TestControlEvent: Hashable, Sendable {
  /// `.editingDidBegin`.
  case editingDidBegin
  /// `.editingChanged`.
  case editingChanged
  /// `.valueChanged`.
  case valueChanged
  /// `.editingDidEnd`.
  case editingDidEnd
}

/// A font as a field's host sets it: UIKit's fixed default, or a text
/// style's preferred font.
public enum TestFont: Hashable, Sendable {
  /// `UITextField`'s default font: the system font at 17 pt, whatever the
  /// user's text size (Apple: "font", "If nil, the text field uses its
  /// default font").
  case fixedSystem
  /// `UIFont.preferredFont(forTextStyle: .body)`.
  case preferredBody
}

/// A stand-in for `UITextField` that keeps its delegate contract and
/// models, one documented behaviour at a time, what UIKit does around it
/// that an amount field must cope with. Shared by the tests, the fuzzer's
/// controller mode and the benchmarks.
///
/// The delegate contract:
/// - every user change is offered to
///   `textField(_:shouldChangeCharactersIn:replacementString:)` with an
///   `NSRange` in UTF-16 units and applied only when it returns true;
/// - backspace asks for the whole character before the caret (two units
///   for a surrogate pair), forward delete for the one after it;
/// - marked text is offered for its range and, when accepted, stays
///   marked until `unmarkText()`;
/// - setting the text from code puts the caret at the end and setting the
///   selection moves it, each reported to `textFieldDidChangeSelection(_:)`
///   as UIKit does, so the echoes of the host's own writes are exercised;
/// - `editingChanged` is sent after a change the delegate allowed.
///
/// UIKit's behaviours, each from the page or thread cited where it is
/// modelled: the decimal pad's separator key from the device's region
/// (``typeSeparatorKey()``); the caret placed at the tap after
/// `textFieldDidBeginEditing` (``becomeFirstResponder(tapAt:)``); one undo
/// manager shared with UIKit's own text registrations (``undoManager``,
/// ``paste(_:)``); marked text and the priority of key commands
/// (``pressArrowKey(up:)``, ``pressReturn()``); dictation's placeholder
/// (``startDictation()``); VoiceOver's typing echo (``voiceOver``);
/// option-backspace (``optionBackspace()``); keyboards without a Return key
/// (``canDismissKeyboard``); Dynamic Type (``pointSize``); the
/// `accessibilityValue` an assistive technology reads through the
/// property's getter (``accessibilityValue``), and whether one runs
/// (``assistiveTechnologies``).
@MainActor
public final class TestTextField {
  /// The delegate.
  public weak var delegate: (any TestTextFieldDelegate)?
  /// What the field shows: text, selection and marked text.
  public private(set) var content = TextFieldContent()
  /// The text.
  public var text: String { content.text }
  /// The selection; nil when the field is not first responder.
  public var selection: Range<Int>? { content.selection }
  /// The marked text's range, while an input method composes.
  public var markedRange: Range<Int>? { content.markedRange }
  /// Whether the field is first responder.
  public private(set) var isFirstResponder = false
  /// The control events sent, in order.
  public private(set) var events: [TestControlEvent] = []
  /// Targets of control events (`addTarget(_:action:for:)`).
  public var actions: [TestControlEvent: [@MainActor () -> Void]] = [:]
  /// What a subclass overriding `setMarkedText(_:selectedRange:)` does
  /// before calling super.
  public var willSetMarkedText: (@MainActor () -> Void)?
  /// What a subclass overriding `unmarkText()` does after calling super.
  public var didUnmarkText: (@MainActor () -> Void)?
  /// `accessibilityValue`, as an assistive technology reads it: through
  /// the property's getter, which a subclass may override ("A string that
  /// represents the current value of the accessibility element", Apple:
  /// "accessibilityValue",
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue;
  /// VoiceOver asks for it when it reads the element). Without an
  /// override, the value last set.
  public var accessibilityValue: String? {
    get { accessibilityValueOverride.map { $0.get() } ?? storedAccessibilityValue }
    set {
      if let accessibilityValueOverride {
        accessibilityValueOverride.set(newValue)
      } else {
        storedAccessibilityValue = newValue
      }
    }
  }
  /// What `UIView`'s own `accessibilityValue` holds: the value last set.
  public private(set) var storedAccessibilityValue: String?
  /// A subclass's override of the `accessibilityValue` property: its getter
  /// and setter replace the stored property's.
  public var accessibilityValueOverride:
    (get: @MainActor () -> String?, set: @MainActor (String?) -> Void)?
  /// Whether the `.adjustable` trait is among `accessibilityTraits`.
  public var isAccessibilityAdjustable = false
  /// `keyboardType`.
  public var keyboard: AmountKeyboard?
  /// Observers of `UITextField.textDidBeginEditingNotification`, which
  /// UIKit posts for the field whatever its delegate is, after the
  /// delegate's `textFieldDidBeginEditing(_:)` (Apple:
  /// "textDidBeginEditingNotification": "Notifies observers that an
  /// editing session began in a text field").
  public var didBeginEditingObservers: [@MainActor () -> Void] = []
  /// The input accessory's keys, when one is shown.
  public var accessoryKeys: [String] = []

  /// The main run loop the field's events run on.
  public let runLoop = MainRunLoopModel()
  /// VoiceOver, when it runs.
  public let voiceOver = VoiceOverModel()
  /// Whether VoiceOver or Switch Control runs, and their status
  /// notifications.
  public let assistiveTechnologies = AssistiveTechnologyModel()

  // MARK: Undo

  /// The window's undo manager: a field's `undoManager` unless a subclass
  /// overrides it; UIKit registers its own text edits there (see
  /// ``TestUndoManager``).
  public let windowUndoManager = TestUndoManager()
  /// What a subclass's `undoManager` override returns.
  public var undoManagerOverride: TestUndoManager?
  /// `undoManager`: the override, else the window's.
  public var undoManager: TestUndoManager { undoManagerOverride ?? windowUndoManager }
  /// `NSRangeException`s raised by undoing UIKit's own registrations on a
  /// text they no longer fit (openradar 32508213): each would crash an app.
  public private(set) var rangeExceptions = 0

  // MARK: The device

  /// The device's region (`Locale.current`): the decimal pad's separator
  /// key shows its decimal separator.
  public var deviceRegion = Locale(identifier: "en_US")
  /// The user's text size, in Dynamic Type's content size categories
  /// (`large` is the default).
  public var contentSizeCategory = ContentSizeCategory.large
  /// `font`.
  public var font = TestFont.fixedSystem
  /// `adjustsFontForContentSizeCategory`.
  public var adjustsFontForContentSizeCategory = false

  /// A stand-in field, empty and not first responder.
  public init() {}

  /// The UTF-16 length of the text.
  public var length: Int { content.length }

  /// The field's text with the caret drawn as `|` or the selection as `[...]`.
  public var drawn: String { Drawn.draw(text, selection: selection ?? length..<length) }

  // MARK: Control

  /// `sendActions(for:)`.
  ///
  /// - Parameter event: The event.
  public func sendActions(for event: TestControlEvent) {
    events.append(event)
    for action in actions[event] ?? [] { action() }
  }

  /// Forgets the events sent so far.
  public func clearEvents() { events.removeAll() }

  // MARK: Focus

  /// The field becomes first responder, with the caret at the end.
  public func becomeFirstResponder() {
    guard !isFirstResponder else { return }
    isFirstResponder = true
    content.selection = length..<length
    delegate?.textFieldDidBeginEditing(self)
    for observer in didBeginEditingObservers { observer() }
    sendActions(for: .editingDidBegin)
    runLoop.finishTurn()
  }

  /// A tap into the field that is not first responder: UIKit reports the
  /// start of editing, then places the caret at the tap point and reports
  /// that selection (nicklockwood/FXForms#185: "the cursor is positioned
  /// after textFieldDidBeginEditing"; tidepool-org/LoopKit#238 defers its
  /// selection to the next run-loop turn to come after it). The turn then
  /// ends.
  ///
  /// - Parameter offset: The UTF-16 offset the tap lands at.
  public func becomeFirstResponder(tapAt offset: Int) {
    guard !isFirstResponder else { return }
    isFirstResponder = true
    content.selection = length..<length
    delegate?.textFieldDidBeginEditing(self)
    for observer in didBeginEditingObservers { observer() }
    sendActions(for: .editingDidBegin)
    let caret = min(max(offset, 0), length)
    content.selection = caret..<caret
    delegate?.textFieldDidChangeSelection(self)
    runLoop.finishTurn()
  }

  /// The field resigns first responder (a Done key, a tap elsewhere).
  public func resignFirstResponder() {
    guard isFirstResponder else { return }
    if markedRange != nil { unmarkText() }
    isFirstResponder = false
    content.selection = nil
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    runLoop.finishTurn()
  }

  /// Whether the user can dismiss the keyboard: its Return key, or a Done
  /// key in the input accessory. Number pads have no Return key (Apple:
  /// "UIKeyboardType.numberPad", "decimalPad": digits, and a decimal
  /// point, only).
  public var canDismissKeyboard: Bool {
    (keyboard?.hasReturnKey ?? true) || accessoryKeys.contains("Done")
  }

  /// The accessory's Done key.
  public func tapDone() {
    guard accessoryKeys.contains("Done") else { return }
    resignFirstResponder()
  }

  // MARK: What the user does

  /// Offers a change to the delegate and applies it when allowed.
  ///
  /// - Parameters:
  ///   - range: The UTF-16 range.
  ///   - string: The replacement.
  ///   - marking: Whether the replacement becomes marked text.
  /// - Returns: Whether the delegate allowed it.
  @discardableResult
  public func userReplace(_ range: NSRange, with string: String, marking: Bool = false) -> Bool {
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
    else { return false }
    replaceText(range, with: string, marking: marking)
    sendActions(for: .editingChanged)
    return true
  }

  private func replaceText(_ range: NSRange, with string: String, marking: Bool = false) {
    content.replace(range, with: string, marking: marking)
  }

  private var selectionNSRange: NSRange { content.selectedRange }

  /// Keystrokes, one delegate call per character. With VoiceOver running,
  /// each key's echo starts after the delegate call and the turn ends.
  ///
  /// - Parameter keys: The keys.
  public func type(_ keys: String) {
    for key in keys {
      userReplace(selectionNSRange, with: String(key))
      voiceOver.echo(String(key))
      runLoop.finishTurn()
    }
  }

  /// The decimal pad's one separator key: the decimal separator of the
  /// device's region, whatever the field's locale (Apple:
  /// "UIKeyboardType.decimalPad"; MoneyFox/MoneyFox#2025: "the decimal
  /// separator of the keyboard is the one of the phone's region";
  /// JetBrains/compose-multiplatform#3562). On other keyboards, `.`.
  public func typeSeparatorKey() {
    let key =
      keyboard.flatMap { $0.separatorKey(region: deviceRegion) }.map(String.init) ?? "."
    type(key)
  }

  /// Backspace: the character before the caret, or the selection.
  public func backspace() {
    guard let selection else { return }
    if !selection.isEmpty {
      userReplace(selectionNSRange, with: "")
      return
    }
    guard selection.lowerBound > 0 else { return }
    userReplace(content.backspaceRange(), with: "")
  }

  /// Option-backspace on a hardware keyboard: one request for the word
  /// before the caret, here everything from the start of the text (a word
  /// delete). DiffableTextViews applies each change on the next main-actor
  /// turn "to process special commands first (option + backspace)"
  /// (oscbyspro/DiffableTextViews, `DiffableTextField.swift`).
  public func optionBackspace() {
    guard let selection, selection.isEmpty, selection.lowerBound > 0 else { return }
    userReplace(NSRange(location: 0, length: selection.lowerBound), with: "")
    runLoop.finishTurn()
  }

  /// Forward delete: the character after the caret, or the selection.
  public func forwardDelete() {
    guard let selection else { return }
    if !selection.isEmpty {
      userReplace(selectionNSRange, with: "")
      return
    }
    guard selection.lowerBound < length else { return }
    userReplace(content.forwardDeleteRange(), with: "")
  }

  /// Paste (and dictation's result): the whole string over the selection.
  /// UIKit registers the paste in ``undoManager`` even when the delegate
  /// refuses it (openradar 32508213); undoing that registration puts the
  /// replaced text back over the range the paste would have covered. The
  /// turn ends after the paste's event.
  ///
  /// - Parameter string: The pasted text.
  public func paste(_ string: String) {
    let range = selectionNSRange
    let replaced = String(
      decoding: Array(text.utf16)[range.location..<range.location + range.length],
      as: UTF16.self)
    let pastedLength = string.utf16.count
    userReplace(range, with: string)
    undoManager.registerUndo(target: self) { [unowned self] in
      undoUIKitEdit(NSRange(location: range.location, length: pastedLength), with: replaced)
    }
    runLoop.finishTurn()
  }

  /// Undoes one of UIKit's own registrations: the text system replaces the
  /// range it recorded, without asking the delegate, and raises
  /// `NSRangeException` when the range is no longer in the text.
  private func undoUIKitEdit(_ range: NSRange, with string: String) {
    guard range.location + range.length <= length else {
      rangeExceptions += 1
      return
    }
    replaceText(range, with: string)
    sendActions(for: .editingChanged)
  }

  /// A tap or drag placing the caret or a selection.
  ///
  /// - Parameter range: The UTF-16 range.
  public func select(_ range: Range<Int>) {
    content.selection = range
    delegate?.textFieldDidChangeSelection(self)
  }

  /// `setMarkedText(_:selectedRange:)`: the input method composes.
  ///
  /// - Parameter string: The marked text.
  public func setMarkedText(_ string: String) {
    willSetMarkedText?()
    let range = markedRange ?? selection ?? length..<length
    userReplace(
      NSRange(location: range.lowerBound, length: range.count), with: string, marking: true)
  }

  /// `unmarkText()`: the composition is committed as it stands; the text
  /// does not change, the selection is reported.
  public func unmarkText() {
    content.markedRange = nil
    delegate?.textFieldDidChangeSelection(self)
    didUnmarkText?()
  }

  /// The field's key commands for Up and Down (stepping), when it has any:
  /// what its `keyCommands` returns with `wantsPriorityOverSystemBehavior`.
  public var arrowKeyCommand: (@MainActor (_ up: Bool) -> Bool)?

  /// An arrow key of a hardware keyboard. A key command of the field with
  /// priority over system behaviour gets it first (Apple:
  /// "wantsPriorityOverSystemBehavior": "the system delivers the command
  /// to the responder chain first"); otherwise, while marked text is
  /// composed, the input method moves through its candidates (the text
  /// stays as it is), and else the text system moves the caret.
  ///
  /// - Parameter up: Up, else Down.
  public func pressArrowKey(up: Bool) {
    if let command = arrowKeyCommand, command(up) { return }
    if markedRange != nil {
      candidatesMoved += 1
      return
    }
    let caret = up ? 0 : length
    select(caret..<caret)
  }

  /// How often the input method moved through its candidates.
  public private(set) var candidatesMoved = 0

  /// Return: while marked text is composed it commits the composition;
  /// otherwise the delegate's `textFieldShouldReturn(_:)` is asked.
  ///
  /// - Returns: What `textFieldShouldReturn(_:)` answered, or nil when the
  ///   input method took the key.
  @discardableResult
  public func pressReturn() -> Bool? {
    if markedRange != nil {
      unmarkText()
      return nil
    }
    return delegate?.textFieldShouldReturn(self) ?? true
  }

  /// Dictation starts: UIKit inserts U+FFFC at the selection as a
  /// placeholder while it listens, asking the delegate as for any text
  /// (Apple: `UITextInput.insertDictationResultPlaceholder()`;
  /// duckduckgo/apple-browsers#4491 and matrix-org/matrix-rich-text-editor#875:
  /// a delegate that refuses it breaks dictation).
  public func startDictation() {
    userReplace(selectionNSRange, with: "\u{FFFC}")
  }

  /// Dictation ends: UIKit removes its placeholder itself (no delegate
  /// call; `removeDictationResultPlaceholder(_:willInsertResult:)`), then
  /// inserts the result as one change the delegate is asked for.
  ///
  /// - Parameter result: The recognized text.
  public func finishDictation(_ result: String) {
    guard let placeholder = text.utf16.firstIndex(of: 0xFFFC) else { return }
    let offset = text.utf16.distance(from: text.utf16.startIndex, to: placeholder)
    replaceText(NSRange(location: offset, length: 1), with: "")
    sendActions(for: .editingChanged)
    userReplace(selectionNSRange, with: result)
    runLoop.finishTurn()
  }

  // MARK: What code does

  /// `text = ...` then `selectedTextRange = ...`, each echoed to the
  /// delegate.
  ///
  /// - Parameters:
  ///   - newText: The text.
  ///   - newSelection: The selection, set when first responder.
  public func setText(_ newText: String, selection newSelection: Range<Int>) {
    if newText != text {
      content.text = newText
      content.markedRange = nil
      if isFirstResponder {
        content.selection = length..<length
        delegate?.textFieldDidChangeSelection(self)
      }
    }
    guard isFirstResponder, selection != newSelection else { return }
    content.selection = newSelection
    delegate?.textFieldDidChangeSelection(self)
  }

  /// What the field shows, as a host reports it to the controller.
  public var state: AmountHostState { content.state }

  /// `text = ...` without the amount machinery knowing.
  ///
  /// - Parameter newText: The text.
  public func setTextBehindTheBack(_ newText: String) {
    content.text = newText
    if isFirstResponder { content.selection = length..<length }
  }

  // MARK: Dynamic Type

  /// The text's point size: a preferred body font that adjusts follows the
  /// user's text size (Apple's Human Interface Guidelines, "Typography",
  /// the body style's sizes per content size category); UIKit's default
  /// font does not scale.
  public var pointSize: Int {
    switch font {
    case .fixedSystem: return 17
    case .preferredBody:
      return adjustsFontForContentSizeCategory ? contentSizeCategory.bodySize : 17
    }
  }
}

/// Dynamic Type's content size categories, with the body style's point
/// size in each (Apple's Human Interface Guidelines, "Typography",
/// "Dynamic Type sizes", iOS).
public enum ContentSizeCategory: Sendable, CaseIterable {
  /// xSmall.
  case extraSmall
  /// Large, the default.
  case large
  /// xxxLarge.
  case extraExtraExtraLarge
  /// AX5, the largest accessibility size.
  case accessibilityExtraExtraExtraLarge

  /// The body style's size.
  public var bodySize: Int {
    switch self {
    case .extraSmall: return 14
    case .large: return 17
    case .extraExtraExtraLarge: return 23
    case .accessibilityExtraExtraExtraLarge: return 53
    }
  }
}

/// The UTF-16 length of the character of `text` that ends at `offset`: what
/// backspace deletes (two units for a surrogate pair, a whole grapheme).
///
/// - Parameters:
///   - text: The text.
///   - offset: A UTF-16 offset.
/// - Returns: The length.
public func characterLength(in text: String, endingAt offset: Int) -> Int {
  var start = 0
  for character in text {
    let end = start + character.utf16.count
    if end >= offset { return offset - start }
    start = end
  }
  return 1
}

/// The UTF-16 length of the character of `text` that starts at `offset`:
/// what forward delete deletes.
///
/// - Parameters:
///   - text: The text.
///   - offset: A UTF-16 offset.
/// - Returns: The length.
public func characterLength(in text: String, startingAt offset: Int) -> Int {
  var start = 0
  for character in text {
    let end = start + character.utf16.count
    if end > offset { return end - offset }
    start = end
  }
  return 1
}

/// Drawing a caret as `|` and a selection as `[...]` into a text, and
/// reading them back.
public enum Drawn {
  /// `text` with the caret or selection drawn in.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - selection: The UTF-16 selection.
  /// - Returns: The drawing.
  public static func draw(_ text: String, selection: Range<Int>) -> String {
    let utf16 = Array(text.utf16)
    let lower = min(selection.lowerBound, utf16.count)
    let upper = min(selection.upperBound, utf16.count)
    func part(_ range: Range<Int>) -> String {
      String(decoding: utf16[range], as: UTF16.self)
    }
    if lower == upper { return part(0..<lower) + "|" + part(lower..<utf16.count) }
    return part(0..<lower) + "[" + part(lower..<upper) + "]" + part(upper..<utf16.count)
  }

  /// The keys a user types to bring an empty field to `text`: its digits
  /// (and, in decimal entry, the decimal point). The zero shown for an
  /// empty integer part (`$0.56`, `$0.`) is decoration, not a typed key.
  ///
  /// - Parameters:
  ///   - text: The field's text.
  ///   - decimal: Whether the field is in decimal entry.
  /// - Returns: The keys.
  public static func keys(typing text: String, decimal: Bool) -> String {
    var keys = String(text.filter { $0.isASCII && ($0.isNumber || ($0 == "." && decimal)) })
    if decimal && keys.hasPrefix("0.") { keys.removeFirst() }
    return keys
  }

  /// The text and the UTF-16 selection of a drawing.
  ///
  /// - Parameter drawing: A drawing.
  /// - Returns: Its text and selection.
  public static func read(_ drawing: String) -> (text: String, selection: Range<Int>) {
    var text = ""
    var lower: Int?
    var upper: Int?
    for character in drawing {
      switch character {
      case "|":
        lower = text.utf16.count
        upper = lower
      case "[": lower = text.utf16.count
      case "]": upper = text.utf16.count
      default: text.append(character)
      }
    }
    let end = text.utf16.count
    let start = lower ?? end
    return (text, start..<max(start, upper ?? start))
  }
}
