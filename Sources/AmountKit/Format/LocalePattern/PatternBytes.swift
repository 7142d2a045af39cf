import Foundation

/// The byte form of a ``LocalePattern``: its pieces as UTF-8 bytes with
/// their UTF-16 lengths, for the renderer. A class, so that the renderer
/// holds it with one retain on every keystroke.
///
/// It is derived from the pattern's strings, so two are always equal as far
/// as the pattern's equality and hash go.
final class PatternBytes: Hashable, Sendable {
  let positivePrefix: EncodedText
  let positiveSuffix: EncodedText
  let negativePrefix: EncodedText
  let negativeSuffix: EncodedText
  let decimal: EncodedText
  let group: EncodedText
  /// The UTF-8 bytes of the digits 0 to 9, `digitWidth8` bytes each.
  let digits: [UInt8]
  let digitWidth8: Int

  /// No pieces: the pattern before ``LocalePattern/prepareBytes()``.
  init() {
    positivePrefix = EncodedText()
    positiveSuffix = EncodedText()
    negativePrefix = EncodedText()
    negativeSuffix = EncodedText()
    decimal = EncodedText()
    group = EncodedText()
    digits = Array("0123456789".utf8)
    digitWidth8 = 1
  }

  init(_ pattern: LocalePattern) {
    positivePrefix = EncodedText(pattern.positivePrefix)
    positiveSuffix = EncodedText(pattern.positiveSuffix)
    negativePrefix = EncodedText(pattern.negativePrefix)
    negativeSuffix = EncodedText(pattern.negativeSuffix)
    decimal = EncodedText(pattern.decimalSeparator)
    group = EncodedText(pattern.groupingSeparator)
    var digits: [UInt8] = []
    for d in 0..<10 {
      digits.append(contentsOf: String(Character(pattern.digit(d))).utf8)
    }
    digitWidth8 = digits.count / 10
    self.digits = digits
  }

  static func == (lhs: PatternBytes, rhs: PatternBytes) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}
