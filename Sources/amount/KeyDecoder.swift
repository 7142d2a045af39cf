/// Decodes the bytes a terminal in raw mode sends into ``TerminalKey``s.
///
/// Bytes may arrive split anywhere (in the middle of a UTF-8 character, an
/// escape sequence or a paste); the decoder keeps what it cannot decode yet.
/// A lone `ESC` is only a key once no more bytes follow it: the caller waits
/// briefly when ``isWaitingForEscape`` is true and then calls
/// ``escapeTimedOut()``.
struct KeyDecoder {
  private static let escape: UInt8 = 0x1B
  /// `ESC [ 201 ~` ends a bracketed paste (xterm's "Bracketed Paste Mode").
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
  /// The parameter of `ESC [ 200 ~`, which starts a bracketed paste.
  private static let pasteStartParameter = 200
  /// The first parameter of xterm's modifyOtherKeys report
  /// `ESC [ 27 ; modifier ; code ~` (27 is the code of ESC itself).
  private static let modifyOtherKeysParameter = 27

  private var pending: [UInt8] = []
  /// The bytes of a bracketed paste that has started but not ended yet.
  private var paste: [UInt8]?

  /// Whether undecoded bytes start with `ESC` (a lone Esc, or a sequence
  /// still arriving).
  var isWaitingForEscape: Bool {
    paste == nil && pending.first == Self.escape
  }

  /// Adds bytes read from the terminal and returns the keys now complete.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
    pending.append(contentsOf: bytes)
    return decode()
  }

  /// No byte followed an `ESC`: it was the Esc key (and whatever partial
  /// sequence followed it is dropped).
  mutating func escapeTimedOut() -> [TerminalKey] {
    guard isWaitingForEscape else { return [] }
    let lone = pending.count == 1
    pending.removeAll()
    return lone ? [.cancel] : []
  }

  private mutating func decode() -> [TerminalKey] {
    var keys: [TerminalKey] = []
    var index = 0
    var text: [UInt8] = []

    func flushText() {
      guard !text.isEmpty else { return }
      keys.append(.text(String(decoding: text, as: UTF8.self)))
      text.removeAll()
    }

    while index < pending.count {
      if paste != nil {
        index = consumePaste(from: index, into: &keys)
        continue
      }
      let byte = pending[index]
      if byte >= 0x20 && byte != 0x7F {
        guard let length = Self.utf8Length(pending, at: index) else { break }
        text.append(contentsOf: pending[index..<index + length])
        index += length
        continue
      }
      flushText()
      if byte == Self.escape {
        guard let (key, length) = decodeEscape(at: index) else { break }
        if let key { keys.append(key) }
        index += length
        continue
      }
      if let key = Self.controlKey(byte) { keys.append(key) }
      index += 1
    }
    flushText()
    pending.removeFirst(index)
    return keys
  }

  /// Moves bytes into the paste until its end marker; emits the paste then.
  private mutating func consumePaste(from index: Int, into keys: inout [TerminalKey]) -> Int {
    var collected = paste ?? []
    paste = nil
    let searchStart = max(0, collected.count - Self.pasteEnd.count + 1)
    collected.append(contentsOf: pending[index...])
    if let end = Self.find(Self.pasteEnd, in: collected, from: searchStart) {
      let content = collected[..<end]
      keys.append(.paste(String(decoding: content, as: UTF8.self)))
      let rest = Array(collected[(end + Self.pasteEnd.count)...])
      paste = nil
      pending.replaceSubrange(index..., with: rest)
      return index
    }
    paste = collected
    return pending.count
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var position = start
    while position + needle.count <= haystack.count {
      if haystack[position] == needle[0]
        && haystack[position..<position + needle.count].elementsEqual(needle)
      {
        return position
      }
      position += 1
    }
    return nil
  }

  /// Decodes an escape sequence at `index`: nil when it is incomplete,
  /// else the key (nil for one that means nothing here) and its length.
  private mutating func decodeEscape(at index: Int) -> (TerminalKey?, Int)? {
    guard index + 1 < pending.count else { return nil }
    let next = pending[index + 1]
    switch next {
    case UInt8(ascii: "["):
      var end = index + 2
      while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
      guard end < pending.count else { return nil }
      let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
      let key = csiKey(parameters: parameters, final: pending[end])
      return (key, end - index + 1)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return nil }
      let key: TerminalKey? =
        switch pending[index + 2] {
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "M"): .enter
        default: nil
        }
      return (key, 3)
    case Self.escape:
      // Esc pressed twice, or Alt-Esc: the first one is the Esc key.
      return (.cancel, 1)
    default:
      // Alt plus a key: ignored, with the key.
      return (nil, next < 0x80 ? 2 : 1)
    }
  }

  /// The key of a CSI sequence `ESC [ parameters final`.
  private mutating func csiKey(parameters: String, final: UInt8) -> TerminalKey? {
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    let first = fields.first ?? 0
    let modifier = fields.count > 1 ? fields[1] : 1
    let shifted = modifier > 1 && (modifier - 1) & 1 == 1
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return shifted ? .selectRight : .right
    case UInt8(ascii: "D"): return shifted ? .selectLeft : .left
    case UInt8(ascii: "H"): return shifted ? .selectHome : .home
    case UInt8(ascii: "F"): return shifted ? .selectEnd : .end
    case UInt8(ascii: "~"):
      switch first {
      case 1, 7: return shifted ? .selectHome : .home
      case 4, 8: return shifted ? .selectEnd : .end
      case 3: return .delete
      case Self.pasteStartParameter:
        paste = []
        return nil
      case Self.modifyOtherKeysParameter:
        // xterm modifyOtherKeys: ESC[27;modifier;code~
        return Self.modifiedKey(code: fields.count > 2 ? fields[2] : 0, modifier: modifier)
      default: return nil
      }
    case UInt8(ascii: "u"):
      // The "CSI u" (fixterms, kitty) encoding: ESC[code;modifier u
      return Self.modifiedKey(code: first, modifier: modifier)
    default:
      return nil
    }
  }

  /// A key reported with its modifiers (1 + shift 1, alt 2, ctrl 4).
  private static func modifiedKey(code: Int, modifier: Int) -> TerminalKey? {
    let bits = max(0, modifier - 1)
    let shift = bits & 1 != 0
    let control = bits & 4 != 0
    // The code is a Unicode scalar value (for a letter with Ctrl, the
    // letter itself, not its control character).
    guard let scalar = Unicode.Scalar(code) else { return nil }
    switch scalar {
    case "\r": return .enter
    case "\u{1B}": return .cancel
    case "\u{7F}", "\u{08}": return .backspace
    default: break
    }
    guard control else {
      guard bits == 0, scalar.value >= 0x20 else { return nil }
      return .text(String(Character(scalar)))
    }
    switch scalar {
    case "Z": return .redo
    case "z": return shift ? .redo : .undo
    case "Y", "y": return .redo
    case "C", "c": return .cancel
    case "A", "a": return shift ? .selectHome : .home
    case "E", "e": return shift ? .selectEnd : .end
    default: return nil
    }
  }

  private static func controlKey(_ byte: UInt8) -> TerminalKey? {
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x03, 0x1C: return .cancel
    case 0x01: return .home
    case 0x05: return .end
    case 0x02: return .left
    case 0x06: return .right
    case 0x04: return .delete
    case 0x15: return .deleteToStart
    case 0x0B: return .deleteToEnd
    case 0x1A: return .undo
    case 0x19: return .redo
    default: return nil
    }
  }

  /// The length of the UTF-8 sequence at `index`, nil when it is not
  /// complete yet. A malformed byte counts as one (decoded as U+FFFD).
  private static func utf8Length(_ bytes: [UInt8], at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0x00..<0x80: return 1
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return 1
    }
    var position = index + 1
    while position < index + length {
      guard position < bytes.count else { return nil }
      guard bytes[position] & 0xC0 == 0x80 else { return position - index }
      position += 1
    }
    return length
  }
}
