import Foundation

/// The tokens of a ``TypedAmount`` (digits 0 to 9 and the separator token):
/// up to 32 held inline, in the value itself, more in an array.
///
/// A keystroke copies the amount, changes a token and keeps the copy: with
/// the tokens inline that allocates, retains and releases nothing. The
/// representation is canonical (inline exactly when there are at most 32
/// tokens, unused inline bytes zero), so that equal token sequences have
/// equal storage.
struct DigitTokens: Sendable, Hashable, RandomAccessCollection, MutableCollection,
  RangeReplaceableCollection, ExpressibleByArrayLiteral
{
  /// How many tokens are kept inline.
  static let inlineCapacity = 32

  private var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var inlineCount: UInt8 = 0
  /// Inline: the index of the first separator token
  /// (``TypedAmount/separator``), ``noMark`` when there is none; kept on every change,
  /// so that a keystroke finds the separator without a scan. Derived from
  /// the tokens, it keeps the representation canonical. Unused (``noMark``)
  /// when the tokens spill.
  private var separatorMark: UInt8 = Self.noMark
  private static let noMark: UInt8 = .max
  /// All the tokens when there are more than ``inlineCapacity``; nil
  /// otherwise.
  private var spill: [UInt8]?

  init() {}

  init(arrayLiteral elements: UInt8...) { self.init(elements) }

  init(_ elements: some Sequence<UInt8>) {
    self.init()
    append(contentsOf: elements)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { spill?.count ?? Int(inlineCount) }
  var count: Int { spill?.count ?? Int(inlineCount) }
  var isEmpty: Bool { spill == nil && inlineCount == 0 }

  @inline(__always)
  func index(after i: Int) -> Int { i + 1 }
  @inline(__always)
  func index(before i: Int) -> Int { i - 1 }

  subscript(position: Int) -> UInt8 {
    @inline(__always)
    get {
      if let spill { return spill[position] }
      precondition(position >= 0 && position < Int(inlineCount), "DigitTokens: index out of range")
      return UInt8(truncatingIfNeeded: word(position &>> 3) &>> (UInt64(position & 7) &<< 3))
    }
    @inline(__always)
    set {
      if var all = spill {
        spill = nil
        all[position] = newValue
        spill = all
        return
      }
      precondition(position >= 0 && position < Int(inlineCount), "DigitTokens: index out of range")
      let shift = UInt64(position & 7) &<< 3
      let w = word(position &>> 3) & ~(0xFF &<< shift) | (UInt64(newValue) &<< shift)
      switch position &>> 3 {
      case 0: inline.0 = w
      case 1: inline.1 = w
      case 2: inline.2 = w
      default: inline.3 = w
      }
      let mark = Int(separatorMark)
      if newValue == TypedAmount.separator {
        if position < mark { separatorMark = UInt8(position) }
      } else if position == mark {
        separatorMark = scannedMark()
      }
    }
  }

  /// Inline word `i` (tokens `8 i` to `8 i + 7`, the first in the low byte).
  @inline(__always)
  private func word(_ i: Int) -> UInt64 {
    switch i {
    case 0: return inline.0
    case 1: return inline.1
    case 2: return inline.2
    default: return inline.3
    }
  }

  /// Calls `body` with the tokens' bytes.
  @inline(__always)
  func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    if let spill { return try spill.withUnsafeBytes(body) }
    let count = Int(inlineCount)
    return try Swift.withUnsafeBytes(of: inline) { raw in
      try body(UnsafeRawBufferPointer(rebasing: raw[..<count]))
    }
  }

  /// Calls `body` with the tokens as a buffer of bytes.
  @inline(__always)
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let spill { return try spill.withUnsafeBufferPointer(body) }
    let count = Int(inlineCount)
    return try Swift.withUnsafeBytes(of: inline) { raw in
      try raw.withMemoryRebound(to: UInt8.self) { all in
        try body(UnsafeBufferPointer(rebasing: all[..<count]))
      }
    }
  }

  /// The number of significant integer tokens, those before the
  /// separator (`separated`) or all of them, when they are inline and the
  /// first is not a zero: known without reading the tokens. Nil otherwise
  /// (spilled, empty, or a leading zero to skip). The first token is the
  /// low byte of the first word, where the subscript reads it (unused
  /// bytes are zero).
  @inline(__always)
  func significantIntegerCount(separated: Bool) -> Int? {
    guard spill == nil, inline.0 & 0xFF != 0 else { return nil }
    return separated && separatorMark != Self.noMark ? Int(separatorMark) : Int(inlineCount)
  }

  /// The index of the first separator token (``TypedAmount/separator``),
  /// if any: kept, not searched, unless the tokens spill.
  @inline(__always)
  var separatorIndex: Int? {
    if let spill { return spill.firstIndex(of: TypedAmount.separator) }
    assert(scannedMark() == separatorMark, "DigitTokens: separator mark out of date")
    return separatorMark == Self.noMark ? nil : Int(separatorMark)
  }

  /// ``separatorMark`` of the inline tokens, searched.
  private func scannedMark() -> UInt8 {
    firstIndex(ofByte: TypedAmount.separator).map { UInt8($0) } ?? Self.noMark
  }

  /// The index of the first `byte`, if any: eight tokens at a time.
  @inline(__always)
  func firstIndex(ofByte byte: UInt8) -> Int? {
    if let spill { return spill.firstIndex(of: byte) }
    let count = Int(inlineCount)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let pattern = ones &* UInt64(byte)
    var base = 0
    while base < count {
      // The lowest byte of `x` that is zero is the first match (bytes
      // above it may be flagged falsely, never those below).
      let x = word(base &>> 3) ^ pattern
      let found = (x &- ones) & ~x & 0x8080_8080_8080_8080
      if found != 0 {
        let i = base + found.trailingZeroBitCount &>> 3
        return i < count ? i : nil
      }
      base += 8
    }
    return nil
  }

  mutating func insert(_ newElement: UInt8, at i: Int) {
    let n = Int(inlineCount)
    guard spill == nil, n < Self.inlineCapacity else {
      replaceSubrange(i..<i, with: CollectionOfOne(newElement))
      return
    }
    precondition(i >= 0 && i <= n, "DigitTokens: index out of range")
    Swift.withUnsafeMutableBytes(of: &inline) { raw in
      var k = n
      while k > i {
        raw[k] = raw[k - 1]
        k -= 1
      }
      raw[i] = newElement
    }
    inlineCount += 1
    if separatorMark != Self.noMark && Int(separatorMark) >= i { separatorMark += 1 }
    if newElement == TypedAmount.separator && i < Int(separatorMark) { separatorMark = UInt8(i) }
  }

  mutating func append(_ newElement: UInt8) {
    insert(newElement, at: count)
  }

  mutating func removeSubrange(_ bounds: Range<Int>) {
    let n = Int(inlineCount)
    guard spill == nil else {
      replaceSubrange(bounds, with: EmptyCollection())
      return
    }
    precondition(
      bounds.lowerBound >= 0 && bounds.upperBound <= n, "DigitTokens: range out of bounds")
    let removed = bounds.count
    guard removed > 0 else { return }
    // Every index is below `n`, at most ``inlineCapacity``: inside `inline`.
    Swift.withUnsafeMutableBytes(of: &inline) { raw in
      var k = bounds.upperBound
      while k < n {
        raw[k - removed] = raw[k]
        k += 1
      }
      for z in (n - removed)..<n { raw[z] = 0 }
    }
    inlineCount = UInt8(n - removed)
    // The first separator moves with the tokens after the range, stays
    // before it, and is searched again only when it went with the range.
    let mark = Int(separatorMark)
    if separatorMark != Self.noMark && mark >= bounds.lowerBound {
      separatorMark = mark >= bounds.upperBound ? UInt8(mark - removed) : scannedMark()
    }
  }

  mutating func replaceSubrange<C: Collection<UInt8>>(_ subrange: Range<Int>, with newElements: C) {
    let n = count
    precondition(
      subrange.lowerBound >= 0 && subrange.upperBound <= n, "DigitTokens: range out of bounds")
    let added = newElements.count
    let newCount = n - subrange.count + added
    if spill == nil && newCount <= Self.inlineCapacity {
      Swift.withUnsafeMutableBytes(of: &inline) { raw in
        let shift = added - subrange.count
        if shift > 0 {
          var k = n - 1
          while k >= subrange.upperBound {
            raw[k + shift] = raw[k]
            k -= 1
          }
        } else if shift < 0 {
          var k = subrange.upperBound
          while k < n {
            raw[k + shift] = raw[k]
            k += 1
          }
          for z in newCount..<n { raw[z] = 0 }
        }
        var k = subrange.lowerBound
        for element in newElements {
          raw[k] = element
          k += 1
        }
      }
      inlineCount = UInt8(newCount)
      separatorMark = scannedMark()
      return
    }
    var all = spill ?? Array(self)
    all.replaceSubrange(subrange, with: newElements)
    self = DigitTokens(storing: all)
  }

  /// Inline tokens as plain bytes, copied and destroyed without reference
  /// counting (``TypedAmount/Plain``).
  struct Inline: Sendable {
    fileprivate var words: (UInt64, UInt64, UInt64, UInt64)
    fileprivate var count: UInt8
    fileprivate var separatorMark: UInt8
  }

  /// The tokens as plain bytes, or nil when they spill.
  @inline(__always)
  var inlineTokens: Inline? {
    spill == nil ? Inline(words: inline, count: inlineCount, separatorMark: separatorMark) : nil
  }

  /// The tokens `stored` holds.
  @inline(__always)
  init(_ stored: Inline) {
    inline = stored.words
    inlineCount = stored.count
    separatorMark = stored.separatorMark
  }

  /// Tokens held canonically: inline when they fit.
  private init(storing all: [UInt8]) {
    if all.count > Self.inlineCapacity {
      spill = all
      return
    }
    Swift.withUnsafeMutableBytes(of: &inline) { raw in
      for (k, element) in all.enumerated() { raw[k] = element }
    }
    inlineCount = UInt8(all.count)
    separatorMark = scannedMark()
  }

  static func == (lhs: DigitTokens, rhs: DigitTokens) -> Bool {
    if lhs.spill == nil && rhs.spill == nil {
      return lhs.inlineCount == rhs.inlineCount && lhs.inline.0 == rhs.inline.0
        && lhs.inline.1 == rhs.inline.1 && lhs.inline.2 == rhs.inline.2
        && lhs.inline.3 == rhs.inline.3
    }
    return lhs.spill == rhs.spill
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}
