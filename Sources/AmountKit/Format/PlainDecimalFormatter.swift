import Foundation

/// Formats plain decimal literals (`-1234.5`, `0.01`, `+7`) with one
/// format, as `amount format` streams them: from the literal's bytes
/// straight to the text ``AmountFormat/format(_:)`` shows for its value,
/// appended to a byte buffer, without a `Decimal` or a `String` on the way.
///
/// The digits are rounded as written (to the format's fraction digits,
/// with its rule), so any literal of at most 38 significant digits is
/// formatted exactly, however long. What this does not read (a byte
/// beyond ASCII, more than 127 fraction digits, a measurement or a
/// percentage, whose texts depend on more than the digits) it leaves to
/// the caller (``Outcome/unread``), who formats the value.
package struct PlainDecimalFormatter {
  /// What became of one literal.
  package enum Outcome: Equatable {
    /// Its text was appended.
    case written
    /// Not a plain decimal literal.
    case invalidDecimal
    /// More than 38 significant digits, more than an exact amount holds.
    case tooManyDigits
    /// Not read here: format its value through ``AmountFormat/format(_:)``.
    case unread
  }

  /// The pieces of a text, in one block: the custom prefix with the
  /// positive and the negative prefix, the positive and the negative suffix
  /// with the custom suffix, the decimal and the grouping separator, and
  /// the ten digits.
  private let pieces: [UInt8]
  /// Where each piece ends in ``pieces``, in that order.
  private let ends: Ends
  private let digitWidth: Int
  private let primaryGrouping: Int
  private let secondaryGrouping: Int
  private let minimumGroupingDigits: Int
  private let fractionDigits: Int
  private let padsFraction: Bool
  private let rounding: Rounding
  /// Whether the format's text depends on the digits alone.
  private let readsDigits: Bool

  /// A formatter of `format`'s texts.
  package init(format: AmountFormat) {
    let laidOut = PieceBytes(format)
    let ends = laidOut.ends
    pieces = laidOut.bytes
    self.ends = Ends(
      positiveLead: ends[0], negativeLead: ends[1], positiveTrail: ends[2],
      negativeTrail: ends[3], decimal: ends[4], group: ends[5])
    digitWidth = laidOut.pieces.digitWidth8
    primaryGrouping = laidOut.primaryGrouping
    secondaryGrouping = laidOut.secondaryGrouping
    minimumGroupingDigits = laidOut.minimumGroupingDigits
    fractionDigits = format.fractionDigits
    padsFraction = format.padsFraction
    rounding = Rounding(format.roundingRule)
    readsDigits = format.renderer.unit == nil && format.valueScale == 0
  }

  /// Where the pieces end in ``pieces``.
  private struct Ends {
    var positiveLead: Int
    var negativeLead: Int
    var positiveTrail: Int
    var negativeTrail: Int
    var decimal: Int
    var group: Int
  }

  /// Appends the text of the literal in `literal` (trimmed) to `output`.
  ///
  /// The literal is an optional `-` or `+`, ASCII digits with at most one
  /// `.`, and at least one digit; its significant digits are counted from
  /// the first non-zero one, trailing zeros included.
  ///
  /// - Returns: ``Outcome/written``, or why nothing was.
  package func append(_ literal: UnsafeBufferPointer<UInt8>, to output: inout [UInt8])
    -> Outcome
  {
    guard readsDigits else { return .unread }
    let count = literal.count
    var index = 0
    var negative = false
    if count > 0, literal[0] == UInt8(ascii: "-") || literal[0] == UInt8(ascii: "+") {
      negative = literal[0] == UInt8(ascii: "-")
      index = 1
    }
    let integerStart = index
    var point = -1
    var firstNonZero = -1
    var digits = 0
    while index < count {
      let byte = literal[index]
      if byte &- UInt8(ascii: "0") < 10 {
        digits += 1
        if firstNonZero < 0 && byte != UInt8(ascii: "0") { firstNonZero = index }
      } else if byte == UInt8(ascii: ".") && point < 0 {
        point = index
      } else {
        // A byte beyond ASCII may be a space the general path trims.
        return literal.contains(where: { $0 >= 0x80 }) ? .unread : .invalidDecimal
      }
      index += 1
    }
    guard digits > 0 else { return .invalidDecimal }
    let integerEnd = point < 0 ? count : point
    let fractionStart = point < 0 ? count : point + 1
    let fractionCount = count - fractionStart
    if firstNonZero >= 0 {
      let significant = count - firstNonZero - (point > firstNonZero ? 1 : 0)
      if significant > DecimalDigits.maximumSignificantDigits { return .tooManyDigits }
    } else {
      // Zero has no sign (`-0` is 0).
      negative = false
    }
    if fractionCount > 127 { return .unread }
    // The integer digits from the first non-zero one.
    var integerFrom = integerStart
    while integerFrom < integerEnd && literal[integerFrom] == UInt8(ascii: "0") {
      integerFrom += 1
    }
    let integerCount = integerEnd - integerFrom
    let fd = fractionDigits
    let kept = min(fractionCount, fd)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 + integerCount + fd + 1) {
      buffer -> Outcome in
      // Digit values from index 1; index 0 takes a carry.
      var n = 1
      for i in integerFrom..<integerEnd {
        buffer[n] = literal[i] &- UInt8(ascii: "0")
        n += 1
      }
      for i in fractionStart..<(fractionStart + kept) {
        buffer[n] = literal[i] &- UInt8(ascii: "0")
        n += 1
      }
      var start = 1
      var integerDigits = integerCount
      if fractionCount > fd {
        let discarded = Self.discarded(literal, from: fractionStart + fd)
        let lastKept = n > 1 ? buffer[n - 1] : 0
        if rounding.roundsAway(
          isNegative: negative, lastKeptDigitIsOdd: lastKept % 2 == 1, discarded: discarded)
        {
          var i = n - 1
          while i >= 1 && buffer[i] == 9 {
            buffer[i] = 0
            i -= 1
          }
          if i >= 1 {
            buffer[i] += 1
          } else {
            buffer[0] = 1
            start = 0
            integerDigits += 1
          }
        }
      }
      var fractionEnd = n
      if padsFraction {
        for _ in kept..<fd {
          buffer[fractionEnd] = 0
          fractionEnd += 1
        }
      } else {
        while fractionEnd > start + integerDigits && buffer[fractionEnd - 1] == 0 {
          fractionEnd -= 1
        }
      }
      // Leading zeros a rounding left (0.004 to 0.00) are no integer digits.
      var integerFirst = start
      let fractionFirst = start + integerDigits
      while integerFirst < fractionFirst && buffer[integerFirst] == 0 { integerFirst += 1 }
      let all = UnsafeBufferPointer(buffer)
      write(
        negative: negative,
        integer: UnsafeBufferPointer(rebasing: all[integerFirst..<fractionFirst]),
        fraction: UnsafeBufferPointer(rebasing: all[fractionFirst..<fractionEnd]), to: &output)
      return .written
    }
  }

  /// What the digits from `index` on are of a unit of the last kept place.
  private static func discarded(_ literal: UnsafeBufferPointer<UInt8>, from index: Int)
    -> DiscardedPart
  {
    let leading = literal[index] &- UInt8(ascii: "0")
    var restIsZero = true
    var i = index + 1
    while restIsZero && i < literal.count {
      restIsZero = literal[i] == UInt8(ascii: "0")
      i += 1
    }
    switch leading {
    case 0: return restIsZero ? .zero : .belowHalf
    case 1..<5: return .belowHalf
    case 5: return restIsZero ? .half : .aboveHalf
    default: return .aboveHalf
    }
  }

  /// Writes an amount as the renderer does
  /// (``AmountRenderer/render(negative:integer:fraction:separator:fractionPadding:)``),
  /// through a buffer on the stack, appended to `output` in one copy.
  private func write(
    negative: Bool, integer: UnsafeBufferPointer<UInt8>, fraction: UnsafeBufferPointer<UInt8>,
    to output: inout [UInt8]
  ) {
    let hasSeparator = !fraction.isEmpty
    let count = integer.count
    let grouping = Grouping.of(
      count: count, primary: primaryGrouping, secondary: secondaryGrouping,
      minimum: minimumGroupingDigits)
    let groups = grouping.separators(upToDigitsAfter: count - 1)
    let lead = negative ? ends.positiveLead..<ends.negativeLead : 0..<ends.positiveLead
    let trail =
      negative
      ? ends.positiveTrail..<ends.negativeTrail : ends.negativeLead..<ends.positiveTrail
    let decimal = ends.negativeTrail..<ends.decimal
    let group = ends.decimal..<ends.group
    let total =
      lead.count + (max(count, 1) + fraction.count) * digitWidth + groups * group.count
      + (hasSeparator ? decimal.count : 0) + trail.count
    pieces.withUnsafeBufferPointer { pieces in
      guard let base = pieces.baseAddress else { return }
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { buffer in
        guard let start = buffer.baseAddress else { return }
        var out = ByteWriter(start, digits: base + ends.group, digitWidth: digitWidth)
        out.write(base + lead.lowerBound, count: lead.count)
        out.write(
          integer: integer, grouping: grouping, groups: groups,
          separator: UnsafeBufferPointer(rebasing: pieces[group]))
        if hasSeparator { out.write(base + decimal.lowerBound, count: decimal.count) }
        out.write(digits: fraction)
        out.write(base + trail.lowerBound, count: trail.count)
        output.append(contentsOf: UnsafeBufferPointer(start: start, count: out.count))
      }
    }
  }
}
