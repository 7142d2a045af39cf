import Foundation

/// The text and selection a host must show after an event.
public struct AmountInputDisplay: Sendable, Hashable {
  /// The text.
  public var text: String
  /// The selection in UTF-16 units of ``text``; a host that is not first
  /// responder shows no selection and ignores it.
  public var selection: Range<Int>

  /// Creates a display.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - selection: The selection in UTF-16 units of `text`.
  public init(text: String, selection: Range<Int>) {
    self.text = text
    self.selection = selection
  }
}
