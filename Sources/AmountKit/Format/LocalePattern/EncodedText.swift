import Foundation

/// A text held as its UTF-8 bytes together with its UTF-16 length: an affix
/// or separator of a ``LocalePattern``, ready for the renderer to copy into
/// its output and to count caret offsets in the units a host speaks.
struct EncodedText: Hashable, Sendable {
  /// The text's UTF-8 bytes.
  var utf8: [UInt8] = []
  /// The text's length in UTF-16 code units.
  var utf16 = 0

  /// The empty text.
  init() {}

  /// The given text, encoded.
  init(_ text: String) {
    utf8 = Array(text.utf8)
    utf16 = text.utf16.count
  }
}
