import AmountKit
import Foundation

/// What a text field tells its delegate (`NSControlTextEditingDelegate`,
/// `NSTextFieldDelegate`), as far as an amount field uses it. Every member
/// has a default, like the optional members of the protocols.
@MainActor
public protocol TestControlDelegate: AnyObject {
  /// `control(_:textShouldBeginEditing:)`: asked at the first change of an
  /// editing session; false refuses the change.
  func controlTextShouldBeginEditing(_ field: TestAppKitTextField) -> Bool
  /// `controlTextDidBeginEditing(_:)`: sent at the first change of an
  /// editing session, not when the field gains the focus.
  func controlTextDidBeginEditing(_ field: TestAppKitTextField)
  /// `controlTextDidChange(_:)`.
  func controlTextDidChange(_ field: TestAppKitTextField)
  /// `controlTextDidEndEditing(_:)`.
  func controlTextDidEndEditing(_ field: TestAppKitTextField)
  /// `control(_:textView:doCommandBy:)`: true when the delegate handled
  /// the command.
  func control(
    _ field: TestAppKitTextField, textView: TestFieldEditor, doCommandBy selector: String
  ) -> Bool
}

extension TestControlDelegate {
  /// Allows editing.
  public func controlTextShouldBeginEditing(_ field: TestAppKitTextField) -> Bool { true }
  /// Does nothing.
  public func controlTextDidBeginEditing(_ field: TestAppKitTextField) {}
  /// Does nothing.
  public func controlTextDidChange(_ field: TestAppKitTextField) {}
  /// Does nothing.
  public func controlTextDidEndEditing(_ field: TestAppKitTextField) {}
  /// Leaves the command to the field editor.
  public func control(
    _ field: TestAppKitTextField, textView: TestFieldEditor, doCommandBy selector: String
  ) -> Bool { false }
}

/// A stand-in for `NSTextField`, as an amount field meets it: it shows its
/// `stringValue` at rest, and while it is edited the field editor shows
/// and edits the text, with the field as the field editor's delegate
/// (Apple, "Working With the Field Editor": "The field editor designates
/// the current text field as its delegate"). It passes the field editor's
/// calls on to its own delegate as `NSControlTextEditingDelegate` calls,
/// and its cell may give it a field editor of its own
/// (`fieldEditor(for:)`).
///
/// Editing is aborted by ``abortEditing()`` ("Terminates the current
/// editing operation and discards any edited text ... this method removes
/// the field editor's delegate ... it doesn't call
/// `controlTextDidEndEditing(_:)`", NSControl), and by setting the field's
/// text ("If the cell is being edited, setting this property aborts all
/// editing before setting the value", `stringValue`) or its alignment
/// ("Setting this property while the cell is currently being edited aborts
/// the edits", `alignment`).
@MainActor
public final class TestAppKitTextField: TestFieldEditorDelegate {
  /// A name, for the tests' messages.
  public let name: String
  /// The text at rest (`stringValue`); setting it while the field is
  /// edited aborts the editing first.
  public var stringValue: String {
    get { storedText }
    set {
      if isEditing { abortEditing() }
      storedText = newValue
    }
  }
  /// The cell's text.
  private var storedText = ""
  /// `alignment`, as far as it matters here: setting it while the field is
  /// edited aborts the editing.
  public var alignment = "natural" {
    willSet { if isEditing { abortEditing() } }
  }
  /// The delegate (the app's).
  public weak var delegate: (any TestControlDelegate)?
  /// The window.
  public unowned let window: TestWindow
  /// The field editor the field's cell supplies, if it has one of its own.
  public var ownFieldEditor: TestFieldEditor?
  /// The cell's `allowsUndo`, which AppKit gives the field editor.
  public var allowsUndo = true
  /// `isContinuous`: the action is sent as the value changes.
  public var isContinuous = false
  /// The field's action (target-action), sent on Return or continuously.
  public var action: (@MainActor () -> Void)?
  /// How many times the action was sent.
  public private(set) var actionsSent = 0
  /// `accessibilityValue()`, as an assistive technology reads it: through
  /// the method, which a subclass may override ("Returns the accessibility
  /// element's value", Apple: "accessibilityValue()",
  /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityvalue());
  /// setting it is `setAccessibilityValue(_:)` (Apple:
  /// "setAccessibilityValue(_:)",
  /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityvalue(_:)).
  /// Without an override, the value last set.
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
  /// What `NSTextField`'s own accessibility value holds: the value last set.
  public private(set) var storedAccessibilityValue: String?
  /// A subclass's overrides of `accessibilityValue()` and
  /// `setAccessibilityValue(_:)`.
  public var accessibilityValueOverride:
    (get: @MainActor () -> String?, set: @MainActor (String?) -> Void)?
  /// Whether VoiceOver or Switch Control runs (`NSWorkspace`'s
  /// `isVoiceOverEnabled`, `isSwitchControlEnabled`), observed by
  /// key-value observing.
  public let assistiveTechnologies = AssistiveTechnologyModel()
  /// What a subclass's `becomeFirstResponder()` does after `super`.
  public var didBecomeFirstResponder: (@MainActor () -> Void)?
  /// What a cell subclass's `select(withFrame:in:editor:delegate:start:length:)`
  /// and `edit(withFrame:in:editor:delegate:event:)` overrides do after
  /// `super`: the field editor is set up for the field.
  public var cellDidSetUpEditor: (@MainActor (TestFieldEditor) -> Void)?
  /// A subclass's `abortEditing()`, given `super`'s to call.
  public var abortEditingOverride: (@MainActor (_ super: () -> Bool) -> Bool)?
  /// What a subclass's `textDidEndEditing(_:)` does before `super`.
  public var willEndEditing: (@MainActor () -> Void)?
  /// What a subclass's `textDidEndEditing(_:)` does after `super`.
  public var didEndEditing: (@MainActor () -> Void)?
  /// Whether the field editor has started an editing session (a change).
  private var sessionBegan = false

  /// A field of `window`, appended to its key view loop.
  ///
  /// - Parameters:
  ///   - name: A name, for the tests' messages.
  ///   - window: The window.
  public init(name: String, in window: TestWindow) {
    self.name = name
    self.window = window
    window.add(self)
  }

  /// The field editor editing the field now (`currentEditor()`), nil when
  /// it is not being edited.
  public var currentEditor: TestFieldEditor? {
    window.editedField === self ? window.editor(for: self) : nil
  }

  /// Whether the field is being edited.
  public var isEditing: Bool { currentEditor != nil }

  /// What the field shows: the field editor's text and selection while
  /// editing, else its text.
  public var shownText: String { currentEditor?.text ?? stringValue }

  /// The field's text with the caret drawn as `|` (or the selection as
  /// `[...]`) while editing; the text alone at rest.
  public var drawn: String { currentEditor?.drawn ?? stringValue }

  /// `sendAction(_:to:)`.
  public func sendAction() {
    actionsSent += 1
    action?()
  }

  /// `abortEditing()`: the field editor loses its delegate and is taken
  /// away; its text is discarded and no delegate is told. Returns whether
  /// the field was being edited.
  @discardableResult
  public func abortEditing() -> Bool {
    let abort = { [unowned self] () -> Bool in
      guard let editor = currentEditor else { return false }
      editor.delegate = nil
      window.finishEditing(of: self)
      sessionBegan = false
      return true
    }
    return abortEditingOverride?(abort) ?? abort()
  }

  // MARK: The field editor's delegate

  /// The first change of a session: the delegate may refuse it
  /// (`control(_:textShouldBeginEditing:)`).
  public func textShouldBeginEditing(_ textView: TestFieldEditor) -> Bool {
    delegate?.controlTextShouldBeginEditing(self) ?? true
  }

  /// The first change of a session: the delegate hears of the session now.
  public func textDidBeginEditing(_ textView: TestFieldEditor) {
    sessionBegan = true
    delegate?.controlTextDidBeginEditing(self)
  }

  /// `controlTextDidChange(_:)` to the delegate.
  public func textDidChange(_ textView: TestFieldEditor) {
    delegate?.controlTextDidChange(self)
  }

  /// The delegate's `control(_:textView:doCommandBy:)`.
  public func textView(_ textView: TestFieldEditor, doCommandBy selector: String) -> Bool {
    delegate?.control(self, textView: textView, doCommandBy: selector) ?? false
  }

  /// Editing ends: a subclass may act first; the field takes the field
  /// editor's text, the cell lets go of the field editor, the field tells
  /// its delegate when a session began and handles the text movement
  /// (Return sends the action and selects the text again, Tab selects the
  /// next key view); a subclass may act after.
  public func textDidEndEditing(_ textView: TestFieldEditor) {
    willEndEditing?()
    let movement = textView.textMovement
    storedText = textView.text
    window.finishEditing(of: self)
    if sessionBegan { delegate?.controlTextDidEndEditing(self) }
    sessionBegan = false
    switch movement {
    case "insertNewline:":
      sendAction()
      window.setUpEditor(for: self)
    case "insertTab:", "insertBacktab:":
      window.selectKeyView(after: self, backwards: movement == "insertBacktab:")
    default:
      break
    }
    didEndEditing?()
  }

  func beginSession() {
    sessionBegan = false
  }
}
