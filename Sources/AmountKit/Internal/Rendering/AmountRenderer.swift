import Foundation

/// A format's rendering data, read once, for the editor.
final class AmountRenderer: AmountRendering, Sendable {
  let renderBytes: PatternBytes
  let renderPrefix: EncodedText
  let renderSuffix: EncodedText
  let renderPrimaryGrouping: Int
  let renderSecondaryGrouping: Int
  let renderMinimumGroupingDigits: Int
  let renderDigitWidth16: Int
  let renderUnit: UnitAffixes?

  init(_ format: AmountFormat) {
    renderBytes = format.renderBytes
    renderPrefix = format.renderPrefix
    renderSuffix = format.renderSuffix
    renderPrimaryGrouping = format.renderPrimaryGrouping
    renderSecondaryGrouping = format.renderSecondaryGrouping
    renderMinimumGroupingDigits = format.renderMinimumGroupingDigits
    renderDigitWidth16 = format.renderDigitWidth16
    renderUnit = format.renderUnit
  }
}
