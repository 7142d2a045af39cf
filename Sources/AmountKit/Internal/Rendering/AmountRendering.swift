import Foundation

/// What rendering reads of a format. ``AmountFormat`` provides it for
/// display formatting; the editor keeps an ``AmountRenderer``, which holds
/// the same behind one reference, so that a keystroke copies nothing.
protocol AmountRendering {
  var renderBytes: PatternBytes { get }
  var renderPrefix: EncodedText { get }
  var renderSuffix: EncodedText { get }
  /// Digits in the rightmost group; 0 when the format does not group.
  var renderPrimaryGrouping: Int { get }
  var renderSecondaryGrouping: Int { get }
  var renderMinimumGroupingDigits: Int { get }
  var renderDigitWidth16: Int { get }
  /// A measurement format's unit texts, nil for other formats.
  var renderUnit: UnitAffixes? { get }
}

extension AmountFormat: AmountRendering {
  var renderBytes: PatternBytes { pattern.bytes }
  var renderPrefix: EncodedText { prefixPiece }
  var renderSuffix: EncodedText { suffixPiece }
  var renderPrimaryGrouping: Int { usesGrouping ? pattern.primaryGrouping : 0 }
  var renderSecondaryGrouping: Int { max(1, pattern.secondaryGrouping) }
  var renderMinimumGroupingDigits: Int { pattern.minimumGroupingDigits }
  var renderDigitWidth16: Int { pattern.digitWidth16 }
  var renderUnit: UnitAffixes? { unitAffixes }
}
