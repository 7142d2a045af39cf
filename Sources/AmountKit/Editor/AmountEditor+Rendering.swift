import Foundation

// Rendering: the text and the positions of what the field holds, rendered
// from the amount (or the open expression) after every change, never
// edited in place.

extension AmountEditor {
  /// Renders what the field holds, the amount or the open expression.
  mutating func showContent() {
    switch content {
    case .amount: renderDraft()
    case .expression: layout = renderExpression()
    }
  }

  func render(_ draft: TypedAmount) -> RenderedAmount { render(draft, as: mode) }

  /// Renders the draft into ``layout``, in place: what `layout =
  /// render(draft)` does without building a layout and moving it there
  /// (every keystroke).
  mutating func renderDraft() {
    Self.render(draft, as: mode, context: context, into: &layout)
  }

  /// Renders `draft` entered in `mode` (an operand of an expression may be
  /// entered otherwise than the field's amounts).
  func render(_ draft: TypedAmount, as mode: AmountEntryMode) -> RenderedAmount {
    var rendered = RenderedAmount(textWithoutNumber: "", utf16Count: 0)
    Self.render(draft, as: mode, context: context, into: &rendered)
    return rendered
  }

  /// ``render(_:as:)`` into `rendered`, in place.
  private static func render(
    _ draft: borrowing TypedAmount, as mode: AmountEntryMode, context: Context,
    into rendered: inout RenderedAmount
  ) {
    if !draft.hasAmount && draft.tokens.isEmpty {
      let text = draft.isNegative ? context.configuration.format.minusSign : ""
      let end = text.utf16.count
      rendered = RenderedAmount(textWithoutNumber: text, utf16Count: end)
      return
    }
    let fd = context.fractionDigits
    let (integerEnd, fractionStart) = draft.splitIndices(mode: mode, fractionDigits: fd)
    // The digits are read through a buffer pointer: slices of a spilled
    // array would retain it.
    let separator: SeparatorRole
    let padding: Int
    switch mode.base {
    case .decimal: (separator, padding) = (fractionStart > integerEnd ? .token : .hidden, 0)
    case .integer: (separator, padding) = (.hidden, 0)
    case .cents: (separator, padding) = (.decoration, fd - (draft.tokens.count - fractionStart))
    }
    let isNegative = draft.isNegative
    draft.tokens.withUnsafeBufferPointer { tokens in
      let integer = UnsafeBufferPointer(rebasing: tokens[..<integerEnd])
      let fraction = UnsafeBufferPointer(rebasing: tokens[fractionStart...])
      if let keystrokes = context.keystrokeRenderer {
        keystrokes.render(
          into: &rendered, negative: isNegative, integer: integer, fraction: fraction,
          separator: separator, fractionPadding: padding)
        return
      }
      rendered = context.renderer.render(
        negative: isNegative, integer: integer, fraction: fraction,
        separator: separator, fractionPadding: padding)
    }
  }

  /// The logical range of tokens a UTF-16 range covers (see
  /// ``RenderedAmount/logicalRange(_:)``).
  @inline(__always)
  func logicalRange(_ range: Range<Int>) -> Range<Int> { layout.logicalRange(range) }

  /// A host range clamped into the number (see
  /// ``RenderedAmount/clampSelection(_:)``).
  @inline(__always)
  func clampSelection(_ range: Range<Int>) -> Range<Int> { layout.clampSelection(range) }

  func moveCaret(by step: Int) -> Range<Int> {
    if !selection.isEmpty {
      let edge = step < 0 ? selection.lowerBound : selection.upperBound
      return edge..<edge
    }
    let text = layout.text
    let utf16 = text.utf16
    let offset = selection.lowerBound
    guard offset >= 0, offset <= utf16.count else { return selection }
    let index = utf16.index(utf16.startIndex, offsetBy: offset)
    var target = offset
    if step < 0, index > text.startIndex {
      target = utf16.distance(from: utf16.startIndex, to: text.index(before: index))
    } else if step > 0, index < text.endIndex {
      target = utf16.distance(from: utf16.startIndex, to: text.index(after: index))
    }
    target = target.clamped(to: layout.numberStart..<layout.numberEnd)
    return target..<target
  }
}
