import Foundation

/// A format's pieces laid out in one array of bytes, in the order a text
/// uses them: the positive and the negative lead (custom prefix and the
/// pattern's prefix), the positive and the negative trail (the pattern's
/// suffix and the custom suffix), the decimal separator, the grouping
/// separator, and the ten digits. The byte formatter and the byte reader
/// of `amount format` and `amount parse` write and read texts from it.
struct PieceBytes {
  /// The pieces' bytes, one after the other.
  let bytes: [UInt8]
  /// Where each piece ends in ``bytes``, in that order.
  let ends: [Int]
  /// The pattern's pieces for a positive amount without a separator.
  let pieces: PatternBytes
  /// The pattern's minimum grouping digits.
  let minimumGroupingDigits: Int
  /// The grouping sizes.
  let primaryGrouping: Int
  let secondaryGrouping: Int

  /// The pieces of `format`.
  init(_ format: AmountFormat) {
    let renderer = format.renderer.learnedInFull()
    let (b, minimumGroupingDigits) = renderer.pieces(
      negative: false, integerCount: 0, separator: false)
    var bytes: [UInt8] = []
    var ends: [Int] = []
    for piece in [
      renderer.prefix.utf8 + b.positivePrefix.utf8, renderer.prefix.utf8 + b.negativePrefix.utf8,
      b.positiveSuffix.utf8 + renderer.suffix.utf8, b.negativeSuffix.utf8 + renderer.suffix.utf8,
      b.decimal.utf8, b.group.utf8, b.digits,
    ] {
      bytes += piece
      ends.append(bytes.count)
    }
    self.bytes = bytes
    self.ends = ends
    pieces = b
    self.minimumGroupingDigits = minimumGroupingDigits
    primaryGrouping = renderer.primaryGrouping
    secondaryGrouping = renderer.secondaryGrouping
  }
}
