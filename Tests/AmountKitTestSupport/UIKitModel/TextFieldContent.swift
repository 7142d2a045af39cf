import AmountKit
import Foundation

/// How much of the text next to the caret a deletion asks for: UIKit asks
/// for a whole character (two UTF-16 units for a surrogate pair, a letter
/// with its combining marks); some hosts ask for one Unicode scalar, or
/// one UTF-16 unit.
public enum TextUnit: Sendable {
  /// A grapheme cluster.
  case character
  /// A Unicode scalar.
  case scalar
  /// A UTF-16 code unit.
  case codeUnit
}

/// What a text field shows, in UTF-16 units: its text, its selection (none
/// while it is not first responder) and an input method's marked text; the
/// ranges a text field asks to change for a key, backspace and forward
/// delete, and a change applied. One model of a host's text, shared by
/// ``TestTextField`` (the tests), the fuzzer's simulated host and the
/// benchmarks' controller host.
public struct TextFieldContent: Hashable, Sendable {
  /// The text.
  public var text: String
  /// The selection; nil while the field is not first responder.
  public var selection: Range<Int>?
  /// The marked text's range, while an input method composes.
  public var markedRange: Range<Int>?

  /// A field showing `text`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - selection: The selection, nil when not first responder.
  ///   - markedRange: The marked text's range.
  @inlinable
  public init(text: String = "", selection: Range<Int>? = nil, markedRange: Range<Int>? = nil) {
    self.text = text
    self.selection = selection
    self.markedRange = markedRange
  }

  /// The UTF-16 length of the text.
  @inlinable public var length: Int { text.utf16.count }

  /// Whether the field is first responder (it has a selection).
  @inlinable public var isFocused: Bool { selection != nil }

  /// What the field shows, as a host reports it to the controller.
  @inlinable public var state: AmountHostState {
    AmountHostState(text: text, selection: selection, markedRange: markedRange)
  }

  /// The range a key or a paste replaces: the selection, or the end of the
  /// text when there is none.
  @inlinable public var selectedRange: NSRange {
    let selection = self.selection ?? length..<length
    return NSRange(location: selection.lowerBound, length: selection.count)
  }

  /// The range backspace asks to replace with "": the selection, or what
  /// stands before the caret (empty at the start of the text).
  ///
  /// - Parameter unit: How much is deleted.
  /// - Returns: The range.
  public func backspaceRange(by unit: TextUnit = .character) -> NSRange {
    let selection = self.selection ?? length..<length
    if !selection.isEmpty { return selectedRange }
    let caret = selection.lowerBound
    let length = min(self.length(of: unit, at: caret, before: true), max(caret, 0))
    return NSRange(location: caret - length, length: length)
  }

  /// The range forward delete asks to replace with "": the selection, or
  /// what stands after the caret (empty at the end of the text).
  ///
  /// - Parameter unit: How much is deleted.
  /// - Returns: The range.
  public func forwardDeleteRange(by unit: TextUnit = .character) -> NSRange {
    let selection = self.selection ?? length..<length
    if !selection.isEmpty { return selectedRange }
    let caret = selection.lowerBound
    let count = length(of: unit, at: caret, before: false)
    return NSRange(location: caret, length: min(count, max(length - caret, 0)))
  }

  /// The UTF-16 length of the `unit` of the text before (or after) `offset`.
  private func length(of unit: TextUnit, at offset: Int, before: Bool) -> Int {
    switch unit {
    case .character:
      return before
        ? characterLength(in: text, endingAt: offset)
        : characterLength(in: text, startingAt: offset)
    case .scalar: return scalarLength(in: text, at: offset, before: before)
    case .codeUnit: return 1
    }
  }

  /// Replaces `range` (clamped to the text; `NSNotFound`, the selection) by
  /// `string` and puts the caret after it, as the text system applies a
  /// change. With `marking`, the inserted text becomes (or extends) the
  /// marked text, as an input method's `setMarkedText` does.
  ///
  /// - Parameters:
  ///   - range: The UTF-16 range.
  ///   - string: The replacement.
  ///   - marking: Whether the replacement is marked text.
  public mutating func replace(_ range: NSRange, with string: String, marking: Bool = false) {
    let target: Range<Int>
    if range.location == NSNotFound {
      let selection = self.selection ?? length..<length
      let lower = min(max(selection.lowerBound, 0), length)
      target = lower..<min(max(selection.upperBound, lower), length)
    } else {
      let lower = min(max(range.location, 0), length)
      let (end, overflow) = range.location.addingReportingOverflow(max(range.length, 0))
      target = lower..<(overflow ? length : min(max(end, lower), length))
    }
    var units = Array(text.utf16)
    let inserted = Array(string.utf16)
    units.replaceSubrange(target, with: inserted)
    text = String(decoding: units, as: UTF16.self)
    let newLength = length
    let caret = min(target.lowerBound + inserted.count, newLength)
    selection = caret..<caret
    guard marking else { return }
    var marked = target.lowerBound..<(target.lowerBound + inserted.count)
    if let old = markedRange {
      let lower = min(old.lowerBound, target.lowerBound)
      marked =
        lower..<max(lower, max(old.upperBound, target.upperBound) - target.count + inserted.count)
    }
    let lower = min(max(marked.lowerBound, 0), newLength)
    marked = lower..<min(max(marked.upperBound, lower), newLength)
    markedRange = marked.isEmpty ? nil : marked
  }
}

/// The UTF-16 length of the Unicode scalar of `text` before (or after)
/// `offset`: one unit, or two for a surrogate pair.
///
/// - Parameters:
///   - text: The text.
///   - offset: A UTF-16 offset.
///   - before: The scalar before the offset, else the one after it.
/// - Returns: The length.
public func scalarLength(in text: String, at offset: Int, before: Bool) -> Int {
  let units = Array(text.utf16)
  if before {
    guard offset >= 2, offset <= units.count else { return 1 }
    return UTF16.isTrailSurrogate(units[offset - 1]) && UTF16.isLeadSurrogate(units[offset - 2])
      ? 2 : 1
  }
  guard offset >= 0, offset + 1 < units.count else { return 1 }
  return UTF16.isLeadSurrogate(units[offset]) && UTF16.isTrailSurrogate(units[offset + 1]) ? 2 : 1
}
