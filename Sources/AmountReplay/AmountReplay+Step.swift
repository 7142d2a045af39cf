import AmountKit
import Foundation

extension AmountReplay {
  /// One step of a replay: one object of the document's `steps`.
  ///
  /// A step reads like an enumeration (`.type("12")`, `.key(.backspace)`)
  /// and can grow with the replay format without breaking code that uses
  /// it.
  public struct Step: Sendable, Hashable, CustomStringConvertible {
    enum Representation: Sendable, Hashable {
      case type(String)
      case key(Key)
      case select(Range<Int>)
      case paste(String)
      case replace(Range<Int>, with: String)
      case set(Decimal?)
      case begin
      case end
      case undo
      case redo
    }

    let base: Representation

    init(base: Representation) { self.base = base }

    /// `{"type": "12,5"}`: each character is one keystroke at the current
    /// selection.
    ///
    /// - Parameter text: The keys, in order.
    public static func type(_ text: String) -> Step { Step(base: .type(text)) }
    /// `{"key": "backspace"}`: one named key.
    ///
    /// - Parameter key: The key.
    public static func key(_ key: Key) -> Step { Step(base: .key(key)) }
    /// `{"select": [start, end]}`: the user places the caret or a
    /// selection, in UTF-16 units.
    ///
    /// - Parameter range: The selection.
    public static func select(_ range: Range<Int>) -> Step { Step(base: .select(range)) }
    /// `{"paste": "1.234,56 €"}`: the string replaces the selection in one
    /// edit.
    ///
    /// - Parameter text: The pasted text.
    public static func paste(_ text: String) -> Step { Step(base: .paste(text)) }
    /// `{"replace": [location, length], "with": "9"}`: a host edit, as
    /// `UITextField` asks for it.
    ///
    /// - Parameters:
    ///   - range: The replaced range, in UTF-16 units.
    ///   - string: The replacement.
    public static func replace(_ range: Range<Int>, with string: String) -> Step {
      Step(base: .replace(range, with: string))
    }
    /// `{"set": "12.5"}`: the program sets the value (`null` clears it).
    ///
    /// - Parameter value: The value, or nil.
    public static func set(_ value: Decimal?) -> Step { Step(base: .set(value)) }
    /// `{"begin": true}`: editing begins (focus gained).
    public static var begin: Step { Step(base: .begin) }
    /// `{"end": true}`: editing ends (focus lost).
    public static var end: Step { Step(base: .end) }
    /// `{"undo": true}`.
    public static var undo: Step { Step(base: .undo) }
    /// `{"redo": true}`.
    public static var redo: Step { Step(base: .redo) }

    /// The step as its static member is written: `type("12")`, `undo`.
    public var description: String {
      switch base {
      case .type(let text): return "type(\(text.debugDescription))"
      case .key(let key): return "key(.\(key.name))"
      case .select(let range): return "select(\(range))"
      case .paste(let text): return "paste(\(text.debugDescription))"
      case .replace(let range, let string):
        return "replace(\(range), with: \(string.debugDescription))"
      case .set(let value): return "set(\(value.map { "\($0)" } ?? "nil"))"
      case .begin: return "begin"
      case .end: return "end"
      case .undo: return "undo"
      case .redo: return "redo"
      }
    }

    /// Applies the step to a field's controller as its host would report
    /// it: typed keys and `replace` as the host's change requests, `select`
    /// as a selection the user placed, `begin` and `end` as focus changes,
    /// `undo` and `redo` as the undo manager's actions.
    ///
    /// - Parameter controller: The field's controller.
    /// - Returns: The outcome; for `type`, the last rejection if any key was
    ///   rejected.
    public func apply(to controller: inout AmountInputController) -> AmountEditOutcome {
      let effects: AmountInputEffects
      switch base {
      case .type(let text):
        var outcome = AmountEditOutcome.accepted
        for key in text {
          let selection = controller.selection
          let typed = controller.shouldChangeCharacters(
            in: NSRange(location: selection.lowerBound, length: selection.count),
            replacementString: String(key), host: controller.hostState)
          if let reason = typed.rejection { outcome = .rejected(reason) }
        }
        return outcome
      case .key(let key):
        effects = controller.apply(key.edit)
      case .select(let range):
        effects = controller.selectionDidChange(
          host: AmountHostState(text: controller.text, selection: range))
      case .paste(let text):
        effects = controller.apply(.paste(text))
      case .replace(let range, let string):
        effects = controller.shouldChangeCharacters(
          in: NSRange(location: range.lowerBound, length: range.count), replacementString: string,
          host: controller.hostState)
      case .set(let value):
        effects = controller.setValue(value)
      case .begin:
        effects = controller.beginEditing(host: controller.hostState)
      case .end:
        // End of editing is never refused; an open expression it could not
        // commit is cleared, with the reason.
        return controller.endEditing(host: controller.hostState).rejection.map { .cleared($0) }
          ?? .accepted
      case .undo:
        effects = controller.perform(.undo)
      case .redo:
        effects = controller.perform(.redo)
      }
      return effects.rejection.map { .rejected($0) } ?? .accepted
    }
  }

  /// A named key of a `key` step.
  public struct Key: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    enum Representation: String, Sendable, Hashable, CaseIterable {
      case backspace, delete, left, right, home, end, up, down, sign
    }

    let base: Representation

    init(base: Representation) { self.base = base }

    /// Backspace.
    public static var backspace: Key { Key(base: .backspace) }
    /// Forward delete.
    public static var delete: Key { Key(base: .delete) }
    /// Left arrow.
    public static var left: Key { Key(base: .left) }
    /// Right arrow.
    public static var right: Key { Key(base: .right) }
    /// Home: the start of the number.
    public static var home: Key { Key(base: .home) }
    /// End: the end of the number.
    public static var end: Key { Key(base: .end) }
    /// Up arrow: steps up.
    public static var up: Key { Key(base: .up) }
    /// Down arrow: steps down.
    public static var down: Key { Key(base: .down) }
    /// The `±` key.
    public static var sign: Key { Key(base: .sign) }

    /// Every key, in the order of the replay format.
    public static var allCases: [Key] { Representation.allCases.map { Key(base: $0) } }

    /// The key's name in a replay document: `backspace`, `sign`...
    public var name: String { base.rawValue }

    /// The key named `name`, or nil.
    ///
    /// - Parameter name: A name of the replay format, such as `backspace`.
    public init?(name: String) {
      guard let base = Representation(rawValue: name) else { return nil }
      self.base = base
    }

    /// The key's name.
    public var description: String { name }

    /// The edit the key makes.
    var edit: AmountEdit {
      switch base {
      case .backspace: return .deleteBackward
      case .delete: return .deleteForward
      case .left: return .moveLeft
      case .right: return .moveRight
      case .home: return .moveToStart
      case .end: return .moveToEnd
      case .up: return .stepUp
      case .down: return .stepDown
      case .sign: return .toggleSign
      }
    }
  }
}
