import Foundation

/// What of a shown number can decide its plural form: CLDR's plural
/// operands, reduced so that numbers that no plural rule tells apart share
/// one key (and one cached unit text).
///
/// CLDR's rules test the integer digits `i`, the visible fraction digits
/// `v` and their value `f` (with `t` and `w`, which follow from `f` and
/// `v`) through equality, ranges below a million and remainders by 10,
/// 100, 1000 and 1,000,000. A part of a million or more is therefore kept
/// as 1,000,000 plus its remainder by a million: every such test gives the
/// same answer for it as for the number itself.
struct PluralKey: Hashable, Sendable {
  /// The integer digits' value, reduced.
  var integer: UInt64
  /// The fraction digits' value (padding zeros included), reduced.
  var fraction: UInt64
  /// The number of fraction digits shown.
  var visible: Int

  static let million: UInt64 = 1_000_000

  /// The key of a number shown with `integer` digits (none: a shown zero),
  /// `padding` zeros after the separator and then `fraction` digits.
  @inline(__always)
  init(
    integer: some RandomAccessCollection<UInt8>, padding: Int,
    fraction: some RandomAccessCollection<UInt8>
  ) {
    self.integer = Self.reduced(integer)
    // Padding zeros lead the fraction: they change its value f not at all.
    self.fraction = Self.reduced(fraction)
    visible = padding + fraction.count
  }

  init(integer: UInt64, fraction: UInt64, visible: Int) {
    self.integer = integer
    self.fraction = fraction
    self.visible = visible
  }

  @inline(__always)
  private static func reduced(_ digits: some RandomAccessCollection<UInt8>) -> UInt64 {
    var low: UInt64 = 0
    var large = false
    for d in digits {
      let next = low * 10 + UInt64(d)
      if next >= million { large = true }
      low = next % million
    }
    return large ? million + low : low
  }

  /// The key's number as a plain decimal string with exactly ``visible``
  /// fraction digits (`1.50`), for the formatter.
  var plainString: String {
    guard visible > 0 else { return String(integer) }
    var digits = String(fraction)
    // The reduced fraction keeps its last six digits; pad it to `visible`.
    if digits.count < visible {
      digits = String(repeating: "0", count: visible - digits.count) + digits
    } else if digits.count > visible {
      digits = String(digits.suffix(visible))
    }
    return String(integer) + "." + digits
  }
}
