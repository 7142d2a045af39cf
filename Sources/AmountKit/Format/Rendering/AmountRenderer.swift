import Foundation

/// What rendering reads of a format, held ready: the pattern's pieces as
/// bytes, its grouping, the custom affixes and a measurement's unit texts.
///
/// A format makes it when it is made and updates it when a modifier
/// changes one of these, so display formatting and the editor render
/// through the same value; the editor keeps a copy, and a keystroke reads
/// it in place.
///
/// A renderer made while its pattern was incomplete (a currency pattern
/// from its positive format alone, see ``PatternBox``) keeps the box, and
/// renders an amount that needs what that format did not show with the
/// box's complete pattern (``pieces(negative:integerCount:separator:)``).
struct AmountRenderer: Hashable, Sendable {
  /// The pattern's pieces as UTF-8 bytes with their UTF-16 lengths.
  private(set) var bytes: PatternBytes
  /// Digits in the rightmost group; 0 when the format does not group.
  private(set) var primaryGrouping: Int
  private(set) var secondaryGrouping: Int
  private(set) var minimumGroupingDigits: Int
  /// The UTF-16 length of a digit.
  private(set) var digitWidth16: Int
  /// The box that learns what ``bytes`` and ``minimumGroupingDigits`` do
  /// not show yet; nil when they are complete.
  private var learning: PatternBox?
  /// The format's custom text before and after the amount, outside sign
  /// and symbol.
  var prefix = EncodedText()
  var suffix = EncodedText()
  /// A measurement format's unit texts, nil for other formats.
  var unit: UnitAffixes?

  /// A renderer of the pattern in `box`, grouping digits when `grouping`
  /// is true, without custom affixes or unit.
  init(_ box: PatternBox, grouping: Bool) {
    let pattern = box.value
    primaryGrouping = grouping ? pattern.primaryGrouping : 0
    secondaryGrouping = max(1, pattern.secondaryGrouping)
    digitWidth16 = pattern.digitWidth16
    if let known = box.knownCompleteRendering {
      (bytes, minimumGroupingDigits) = known
      learning = nil
    } else {
      bytes = pattern.bytes
      minimumGroupingDigits = pattern.minimumGroupingDigits
      learning = box
    }
  }

  /// Takes the pieces and grouping of the pattern in `box`, grouping digits
  /// when `grouping` is true; the custom affixes and the unit stay.
  mutating func adopt(_ box: PatternBox, grouping: Bool) {
    var renderer = AmountRenderer(box, grouping: grouping)
    renderer.prefix = prefix
    renderer.suffix = suffix
    renderer.unit = unit
    self = renderer
  }

  /// This renderer with its pattern learned in full, so that rendering
  /// never reads through the box again. A field renders with it: its
  /// keystrokes soon need the minimum grouping digits, and a keystroke
  /// should not take the box's lock.
  func learnedInFull() -> AmountRenderer {
    guard let learning else { return self }
    var renderer = self
    (renderer.bytes, renderer.minimumGroupingDigits) = learning.completeRendering
    renderer.learning = nil
    return renderer
  }

  /// Whether ``bytes`` and ``minimumGroupingDigits`` are complete (see
  /// ``learnedInFull()``).
  var isLearnedInFull: Bool { learning == nil }

  /// The pieces and minimum grouping digits to render an amount with:
  /// this renderer's own, unless its pattern is incomplete and the amount
  /// needs what the pattern has not shown yet: a negative sign, the
  /// decimal separator it does not know, or an integer part whose grouping
  /// depends on the minimum (more digits than the primary group, fewer
  /// than the most the minimum can ask for, 4 more).
  @inline(__always)
  func pieces(
    negative: Bool, integerCount: Int, separator: Bool
  ) -> (bytes: PatternBytes, minimumGroupingDigits: Int) {
    guard let learning,
      negative || (separator && !learning.knowsDecimalSeparator)
        || (integerCount > primaryGrouping && integerCount < primaryGrouping + 4
          && primaryGrouping > 0)
    else { return (bytes, minimumGroupingDigits) }
    return learning.completeRendering
  }

  /// Renderers of the same pattern, grouping, affixes and unit are equal,
  /// whatever their pattern had learned when they were made.
  static func == (lhs: AmountRenderer, rhs: AmountRenderer) -> Bool {
    lhs.primaryGrouping == rhs.primaryGrouping && lhs.secondaryGrouping == rhs.secondaryGrouping
      && lhs.digitWidth16 == rhs.digitWidth16 && lhs.prefix == rhs.prefix
      && lhs.suffix == rhs.suffix && lhs.unit == rhs.unit
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(primaryGrouping)
    hasher.combine(secondaryGrouping)
    hasher.combine(prefix)
    hasher.combine(suffix)
    hasher.combine(unit)
  }
}
