import AmountKit
import AmountKitTestSupport
import Foundation

/// A field's whole keystroke as its adapter runs it, around the
/// controller's: what ``ControllerHost`` does, and after the controller
/// everything the UIKit adapter (`AmountTextFieldBehavior.carryOut`) or the
/// GTK entry (`AmountEntry`'s `insert-text` and `report`) does with the
/// effects. The frameworks' own work is modelled as in the test support:
/// the widget keeps a text and a selection, an undo registration and a
/// control event are counted.
public struct FieldHost: Sendable {
  /// Whose adapter the keystroke runs through.
  public enum Shape: String, Sendable {
    /// `AmountTextFieldBehavior`: the host state read from the field, the
    /// display written, the spoken value set when the text changed, the
    /// undo registrations and the control events.
    case uikit = "field-uikit"
    /// `AmountEntry`: the buffer's text read back as a string and its
    /// positions converted between GTK's code points and UTF-16 units
    /// (`TextOffsets`) where the entry does, then as UIKit.
    case gtk = "field-gtk"
  }

  /// The host of the controller.
  public var host: ControllerHost
  /// The adapter.
  public let shape: Shape
  /// The spoken value the widget holds.
  public private(set) var spoken = ""
  /// The undo registrations the adapter made.
  public private(set) var registrations = 0
  /// The control events the adapter sent.
  public private(set) var events = 0
  /// GTK's buffer: the text as UTF-8 bytes, read back as a string.
  private var buffer: [UInt8]

  /// A field whose adapter is `shape`, showing what `host` shows.
  public init(_ host: ControllerHost, shape: Shape) {
    self.host = host
    self.shape = shape
    buffer = Array(host.shown.text.utf8)
  }

  /// The text the field shows.
  public var text: String { host.text }

  /// A key typed at the caret.
  public mutating func type(_ key: String) {
    replace(host.shown.selectedRange, with: key)
  }

  /// Backspace: the character before the caret replaced with nothing.
  public mutating func deleteBackward() {
    replace(host.backspaceRange, with: "")
  }

  /// A change request through the adapter.
  public mutating func replace(_ range: NSRange, with string: String) {
    var state = host.shown.state
    if shape == .gtk {
      // `insert-text`: the length of the buffer's text, the host's state
      // read from the buffer, the pending change's offsets.
      let text = bufferText
      _ = Self.codePointStarts(text).count
      state = AmountHostState(text: text, selection: host.shown.selection)
      _ = Self.codePointStarts(text)
      _ = Self.codePointStarts(state.text)
    }
    let effects = host.controller.shouldChangeCharacters(
      in: range, replacementString: string, host: state)
    carryOut(effects)
  }

  /// What the adapter does with the effects, in their documented order.
  mutating func carryOut(_ effects: AmountInputEffects) {
    if let display = effects.display {
      if shape == .gtk {
        // `show(text:selection:)`: the buffer compared and written, the
        // selection converted to code points.
        if bufferText != display.text { buffer = Array(display.text.utf8) }
        _ = Self.codePointStarts(display.text)
      }
      host.shown.text = display.text
      host.shown.selection = display.selection
    }
    if effects.accessibilityValueChanged { spoken = host.controller.accessibilityValue }
    registrations &+= effects.undo.registrationCount
    if !effects.events.isEmpty { events &+= 1 }
  }

  /// GTK's text, read back from its buffer.
  private var bufferText: String { String(decoding: buffer, as: UTF8.self) }

  /// The UTF-16 offset of each code point of `text` and its length: the
  /// GTK entry's `TextOffsets`.
  private static func codePointStarts(_ text: String) -> [Int] {
    var starts: [Int] = []
    starts.reserveCapacity(text.utf8.count + 1)
    var offset = 0
    for scalar in text.unicodeScalars {
      starts.append(offset)
      offset += scalar.utf16.count
    }
    starts.append(offset)
    return starts
  }
}
