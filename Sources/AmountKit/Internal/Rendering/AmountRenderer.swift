import Foundation

/// What rendering reads of a format, held ready: the pattern's pieces as
/// bytes, its grouping, the custom affixes and a measurement's unit texts.
///
/// A format makes it when it is made and updates it when a modifier
/// changes one of these, so display formatting and the editor render
/// through the same value; the editor keeps a copy, and a keystroke reads
/// it in place.
struct AmountRenderer: Hashable, Sendable {
  /// The pattern's pieces as UTF-8 bytes with their UTF-16 lengths.
  private(set) var bytes: PatternBytes
  /// Digits in the rightmost group; 0 when the format does not group.
  private(set) var primaryGrouping: Int
  private(set) var secondaryGrouping: Int
  private(set) var minimumGroupingDigits: Int
  /// The UTF-16 length of a digit.
  private(set) var digitWidth16: Int
  /// The format's custom text before and after the amount, outside sign
  /// and symbol.
  var prefix = EncodedText()
  var suffix = EncodedText()
  /// A measurement format's unit texts, nil for other formats.
  var unit: UnitAffixes?

  /// A renderer of `pattern`, grouping digits when `grouping` is true,
  /// without custom affixes or unit.
  init(_ pattern: LocalePattern, grouping: Bool) {
    bytes = pattern.bytes
    primaryGrouping = grouping ? pattern.primaryGrouping : 0
    secondaryGrouping = max(1, pattern.secondaryGrouping)
    minimumGroupingDigits = pattern.minimumGroupingDigits
    digitWidth16 = pattern.digitWidth16
  }

  /// Takes the pieces and grouping of `pattern`, grouping digits when
  /// `grouping` is true; the custom affixes and the unit stay.
  mutating func adopt(_ pattern: LocalePattern, grouping: Bool) {
    var renderer = AmountRenderer(pattern, grouping: grouping)
    renderer.prefix = prefix
    renderer.suffix = suffix
    renderer.unit = unit
    self = renderer
  }
}
