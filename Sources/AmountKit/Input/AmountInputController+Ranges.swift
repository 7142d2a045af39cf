import Foundation

/// An edit decided from a host's change request, and whether it acts on
/// the host's selection (which must be given to the editor first).
struct HostEdit: Hashable {
  var edit: AmountEdit
  var usesSelection: Bool
}

extension AmountInputController {
  /// Which edit a host's change request means.
  ///
  /// - An empty replacement of a non-empty range ending at a caret is
  ///   backspace, one starting at it forward delete, and one equal to the
  ///   selection deletes the selection.
  /// - A replacement of the selection is a keystroke when it is one
  ///   character, a paste otherwise (dictation, autocorrect).
  /// - Anything else is a raw ``AmountEdit/replace(_:with:)``.
  static func edit(replacing range: Range<Int>, with string: String, selection: Range<Int>?)
    -> HostEdit
  {
    guard let selection else {
      return HostEdit(edit: .replace(range, with: string), usesSelection: false)
    }
    if string.isEmpty {
      if range.isEmpty {
        return HostEdit(edit: .replace(range, with: string), usesSelection: false)
      }
      if selection.isEmpty && range.upperBound == selection.lowerBound {
        return HostEdit(edit: .deleteBackward, usesSelection: true)
      }
      if selection.isEmpty && range.lowerBound == selection.lowerBound {
        return HostEdit(edit: .deleteForward, usesSelection: true)
      }
      if range == selection {
        return HostEdit(edit: .deleteBackward, usesSelection: true)
      }
      return HostEdit(edit: .replace(range, with: string), usesSelection: false)
    }
    if range == selection {
      let edit: AmountEdit = string.isSingleCharacter ? .insert(string) : .paste(string)
      return HostEdit(edit: edit, usesSelection: true)
    }
    return HostEdit(edit: .replace(range, with: string), usesSelection: false)
  }

  /// A host's `NSRange` as a UTF-16 range clamped into `0...length`, or nil
  /// when its location is `NSNotFound`.
  static func utf16Range(_ range: NSRange, length: Int) -> Range<Int>? {
    guard range.location != NSNotFound else { return nil }
    let lower = min(max(range.location, 0), length)
    let (end, overflow) = range.location.addingReportingOverflow(max(range.length, 0))
    let upper = overflow ? length : min(max(end, lower), length)
    return lower..<upper
  }

  /// `range` clamped into `0...length`.
  static func clamp(_ range: Range<Int>, length: Int) -> Range<Int> {
    let lower = min(max(range.lowerBound, 0), length)
    let upper = min(max(range.upperBound, lower), length)
    return lower..<upper
  }

  /// The smallest UTF-16 range of `old` and the text replacing it that turn
  /// `old` into `new`, never splitting a surrogate pair.
  static func difference(from old: String, to new: String) -> (Range<Int>, String) {
    let a = Array(old.utf16)
    let b = Array(new.utf16)
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    if prefix > 0 && UTF16.isLeadSurrogate(a[prefix - 1]) { prefix -= 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    if suffix > 0 && UTF16.isTrailSurrogate(a[a.count - suffix]) { suffix -= 1 }
    let inserted = String(decoding: b[prefix..<(b.count - suffix)], as: UTF16.self)
    return (prefix..<(a.count - suffix), inserted)
  }
}
