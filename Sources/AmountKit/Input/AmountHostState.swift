import Foundation

/// What a text field shows when it reports an event to an
/// ``AmountInputController``: its text, selection and marked text, in UTF-16
/// units (as `UITextField` and `NSRange` count them).
///
/// The host reads these off its widget and passes them in; the controller
/// never calls the host.
public struct AmountHostState: Sendable, Hashable {
  /// The text the host shows now, marked text included.
  public var text: String
  /// The selection, or nil when the host has none (not first responder).
  public var selection: Range<Int>?
  /// The marked (provisional) text an input method is composing, or nil.
  public var markedRange: Range<Int>?

  /// Creates a host state.
  ///
  /// - Parameters:
  ///   - text: The text the host shows, marked text included.
  ///   - selection: The selection in UTF-16 units, or nil.
  ///   - markedRange: The marked text's range in UTF-16 units, or nil.
  public init(text: String, selection: Range<Int>?, markedRange: Range<Int>? = nil) {
    self.text = text
    self.selection = selection
    self.markedRange = markedRange
  }

  /// U+FFFC, the placeholder UIKit inserts while dictation listens
  /// (`UITextInput.insertDictationResultPlaceholder()`), replaced by the
  /// recognized text when dictation ends.
  static let dictationPlaceholder: UInt16 = 0xFFFC

  /// Whether an input method owns the host's text for now: it shows marked
  /// text, or dictation's placeholder.
  var composes: Bool {
    markedRange != nil || text.utf16.contains(Self.dictationPlaceholder)
  }
}
