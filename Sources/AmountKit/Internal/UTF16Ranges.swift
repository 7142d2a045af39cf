import Foundation

// The one place where host ranges are clamped and converted. Every host
// request (a `UITextField`'s `NSRange`, a GTK offset, a replay step) and
// every selection the editor keeps goes through these.

extension Int {
  /// The offset moved into `range` (both ends included): the caret
  /// positions of a text or of its number.
  func clamped(to range: Range<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

extension Range where Bound == Int {
  /// The range clamped into `0...length`: a bound out of the text goes to
  /// its nearest end.
  func clamped(toLength length: Int) -> Range<Int> {
    let lower = lowerBound.clamped(to: 0..<length)
    return lower..<upperBound.clamped(to: lower..<length)
  }

  /// A host's `NSRange` as a UTF-16 range clamped into `0...length`, or nil
  /// when its location is `NSNotFound` (the host means its selection).
  /// Inlined: every keystroke a host reports converts one.
  @inline(__always)
  init?(hostRange range: NSRange, length: Int) {
    guard range.location != NSNotFound else { return nil }
    let (end, overflow) = range.location.addingReportingOverflow(Swift.max(range.length, 0))
    self = (range.location..<(overflow ? Int.max : Swift.max(end, range.location)))
      .clamped(toLength: length)
  }
}

extension String {
  /// The character boundary at or around a UTF-16 offset: `offset` itself
  /// when it is one, else the start (or, with `up`, the end) of the
  /// character it falls inside (a surrogate pair, a multi-scalar grapheme).
  /// Offsets outside the text are clamped to it.
  func characterBoundary(atUTF16Offset offset: Int, up: Bool) -> Int {
    let units = utf16
    let count = units.count
    guard offset > 0 else { return 0 }
    guard offset < count else { return count }
    let index = units.index(units.startIndex, offsetBy: offset)
    if index.samePosition(in: self) != nil { return offset }
    // `index(after:)` from the rounded-down index finds the character's end.
    let start = self.index(before: self.index(after: index))
    let end = self.index(after: start)
    return units.distance(from: units.startIndex, to: up && start < index ? end : start)
  }

  /// Whether the UTF-16 range, whose ends are character boundaries, covers
  /// exactly one character.
  func isOneCharacter(utf16Range range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    // One unit between two character boundaries is one character.
    if range.count == 1 { return true }
    let units = utf16
    let lower = units.index(units.startIndex, offsetBy: range.lowerBound)
    let upper = units.index(lower, offsetBy: range.count)
    return lower < endIndex && self.index(after: lower) == upper
  }

  /// The smallest UTF-16 range of `self` and the text replacing it that
  /// turn `self` into `new`, never splitting a surrogate pair.
  func utf16Difference(to new: String) -> (range: Range<Int>, replacement: String) {
    let a = Array(utf16)
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
