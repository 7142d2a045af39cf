import AmountKit
import AmountKitTestSupport
import Foundation

/// A field's whole keystroke as its adapter runs it, around the
/// controller's: what ``ControllerHost`` does, and after the controller
/// everything the UIKit adapter (`AmountTextFieldBehavior.carryOut`) or the
/// GTK entry (`AmountEntry`'s `insert-text`, `report` and
/// `show(text:selection:)`) does with the effects. The frameworks' own work
/// is modelled as in the test support: the widget keeps a text and a
/// selection, an undo registration and a control event are counted.
public struct FieldHost: Sendable {
  /// Whose adapter the keystroke runs through, and whether an assistive
  /// technology that reads the field's value runs.
  public enum Shape: String, Sendable {
    /// `AmountTextField`: the host state read from the field, the display
    /// written, the undo registrations and the control events. The spoken
    /// value is made only when VoiceOver reads it, never by a keystroke.
    case uikit = "field-uikit"
    /// `AmountTextFieldBehavior` on a plain `UITextField` while VoiceOver
    /// runs: as ``uikit``, and the spoken value set after every change of
    /// the text.
    case uikitVoiceOver = "field-uikit-voiceover"
    /// `AmountEntry` with no screen reader in the session: the buffer
    /// compared with the controller's text once per request (read back as
    /// a string only when it differs), its offsets made once
    /// (`TextOffsets`, no table for a text inside the Basic Multilingual
    /// Plane), the buffer compared byte for byte and rewritten in place,
    /// the selection converted; then as UIKit. No spoken value is pushed.
    case gtk = "field-gtk"
    /// `AmountEntry` while a screen reader runs: as ``gtk``, and the spoken
    /// value pushed after every change of the text.
    case gtkScreenReader = "field-gtk-reader"

    /// Whether the adapter is the GTK entry's.
    var isGTK: Bool { self == .gtk || self == .gtkScreenReader }
    /// Whether the adapter makes the spoken value after every change.
    var speaksEveryChange: Bool { self == .uikitVoiceOver || self == .gtkScreenReader }
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
  /// The entry's text last shown and its offsets.
  private var shown: ShownText
  /// The sum of the selections GTK was given, in code points: what
  /// `gtk_editable_select_region` takes, kept so that it is computed.
  public private(set) var selected = 0

  /// A field whose adapter is `shape`, showing what `host` shows.
  public init(_ host: ControllerHost, shape: Shape) {
    self.host = host
    self.shape = shape
    buffer = Array(host.shown.text.utf8)
    // Room for any amount's text, as GTK's buffer grows once and keeps it.
    buffer.reserveCapacity(256)
    // The entry shows the controller's text when it attaches.
    shown = ShownText(shape.isGTK ? host.shown.text : "")
  }

  /// The text the field shows.
  public var text: String { host.text }

  /// The spoken value, as VoiceOver reads it from `AmountTextField`.
  public var spokenWhenRead: String { host.controller.accessibilityValue }

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
    guard shape.isGTK else {
      carryOut(
        host.controller.shouldChangeCharacters(
          in: range, replacementString: string, host: host.shown.state))
      return
    }
    // `insert-text`: the buffer compared with the text last shown, whose
    // offsets are kept (a string and offsets are made anew only when GTK
    // changed the buffer itself); the selection and, when the request is
    // reported, its range converted from code points to UTF-16 units.
    let read = readBuffer()
    let offsets = read.offsets
    let state = AmountHostState(
      text: read.text,
      selection: host.shown.selection.map { selection in
        offsets.utf16Range(
          ofCharacters: offsets.characterOffset(
            ofUTF16: selection.lowerBound)..<offsets.characterOffset(ofUTF16: selection.upperBound))
      })
    let characters =
      offsets.characterOffset(
        ofUTF16: range.location)..<offsets.characterOffset(ofUTF16: range.location + range.length)
    let utf16 = offsets.utf16Range(ofCharacters: characters)
    carryOut(
      host.controller.shouldChangeCharacters(
        in: NSRange(location: utf16.lowerBound, length: utf16.count), replacementString: string,
        host: state))
  }

  /// The buffer's text and its offsets, as the entry's `readWidget()` finds
  /// them.
  private mutating func readBuffer() -> ShownText {
    if Self.holds(buffer, shown.text) { return shown }
    let read = ShownText(Self.text(of: buffer))
    shown = read
    return read
  }

  /// What the adapter does with the effects, in their documented order.
  mutating func carryOut(_ effects: AmountInputEffects) {
    if let display = effects.display {
      if shape.isGTK {
        // `show(text:selection:)`: the buffer compared byte for byte and
        // rewritten in place (`gtk_editable_set_text` copies into GTK's
        // own buffer), the selection converted to code points.
        if !Self.holds(buffer, display.text) {
          var text = display.text
          text.withUTF8 { buffer.replaceSubrange(buffer.indices, with: $0) }
        }
        let shownText = ShownText(display.text)
        shown = shownText
        let offsets = shownText.offsets
        selected &+= offsets.characterOffset(ofUTF16: display.selection.lowerBound)
        selected &+= offsets.characterOffset(ofUTF16: display.selection.upperBound)
      }
      host.shown.text = display.text
      host.shown.selection = display.selection
    }
    if effects.accessibilityValueChanged, shape.speaksEveryChange {
      spoken = host.controller.accessibilityValue
    }
    registrations &+= effects.undo.registrationCount
    if !effects.events.isEmpty { events &+= 1 }
  }

  /// Whether `buffer` holds exactly `text`, compared byte for byte. A
  /// static function of the buffer alone: a method of the host would copy
  /// the whole host, controller included, which the entry (a class) never
  /// does.
  private static func holds(_ buffer: borrowing [UInt8], _ text: String) -> Bool {
    guard text.utf8.count == buffer.count else { return false }
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      buffer.withUnsafeBufferPointer { shown in
        guard let held = shown.baseAddress, let wanted = bytes.baseAddress else { return true }
        return memcmp(held, wanted, bytes.count) == 0
      }
    } ?? buffer.elementsEqual(text.utf8)
  }

  /// GTK's text, read back from its buffer.
  private static func text(of buffer: [UInt8]) -> String {
    String(decoding: buffer, as: UTF8.self)
  }
}

/// The entry's `ShownText`: a text the widget shows and its offsets.
struct ShownText {
  let text: String
  let offsets: GTKTextOffsets

  init(_ text: String) {
    self.text = text
    offsets = GTKTextOffsets(text)
  }
}

/// The GTK entry's `TextOffsets` (`GTK/Sources/AmountKitGTK/TextOffsets.swift`,
/// a package this one cannot depend on), line for line: a text without a
/// four-byte UTF-8 lead has the same offsets in code points and UTF-16
/// units and needs no table.
struct GTKTextOffsets {
  private let starts: [Int]?
  let characterCount: Int

  init(_ text: String) {
    let (characters, outsideThePlane) =
      text.utf8.withContiguousStorageIfAvailable(Self.scan)
      ?? Array(text.utf8).withUnsafeBufferPointer(Self.scan)
    characterCount = characters
    guard outsideThePlane else {
      starts = nil
      return
    }
    var starts: [Int] = []
    starts.reserveCapacity(characters + 1)
    var offset = 0
    for scalar in text.unicodeScalars {
      starts.append(offset)
      offset += scalar.utf16.count
    }
    starts.append(offset)
    self.starts = starts
  }

  static func scan(_ utf8: UnsafeBufferPointer<UInt8>) -> (characters: Int, outsideThePlane: Bool) {
    let high: UInt64 = 0x8080_8080_8080_8080
    var continuations = 0
    var fourByteLeads: UInt64 = 0
    var index = 0
    if let base = UnsafeRawPointer(utf8.baseAddress) {
      while index + 8 <= utf8.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // Bit 7 of each byte: set for a continuation byte (10xxxxxx), and
        // for a four-byte lead (1111xxxx, from bits 7 to 4).
        continuations += (word & ~(word << 1) & high).nonzeroBitCount
        fourByteLeads |= word & (word << 1) & (word << 2) & (word << 3) & high
        index += 8
      }
    }
    var outsideThePlane = fourByteLeads != 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte & 0xC0 == 0x80 { continuations += 1 }
      if byte >= 0xF0 { outsideThePlane = true }
      index += 1
    }
    return (utf8.count - continuations, outsideThePlane)
  }

  var utf16Count: Int { starts.map { $0[$0.count - 1] } ?? characterCount }

  func utf16Offset(ofCharacter character: Int) -> Int {
    let clamped = min(max(character, 0), characterCount)
    guard let starts else { return clamped }
    return starts[clamped]
  }

  func characterOffset(ofUTF16 utf16: Int) -> Int {
    let target = min(max(utf16, 0), utf16Count)
    guard let starts else { return target }
    var low = 0
    var high = characterCount
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= target { low = middle } else { high = middle - 1 }
    }
    return low
  }

  func utf16Range(ofCharacters characters: Range<Int>) -> Range<Int> {
    utf16Offset(
      ofCharacter: characters.lowerBound)..<utf16Offset(ofCharacter: characters.upperBound)
  }
}
