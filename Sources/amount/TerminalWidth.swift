#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Terminal column widths of text.
///
/// Uses the C library's `wcwidth` (wide East Asian characters and emoji
/// take two columns, combining marks none). Bidi control marks are not
/// drawn at all: terminals treat them inconsistently, and the line is shown
/// in logical (typing) order, so the caret column always matches the UTF-16
/// offset the editor reports.
enum TerminalWidth {
  /// Makes `wcwidth` know about non-ASCII characters: the environment's
  /// character type if it is UTF-8, else C.UTF-8.
  static func prepare() {
    _ = setlocale(LC_CTYPE, "")
    if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
    for name in ["C.UTF-8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil { return }
  }

  /// Whether the scalar is a bidi control, never drawn.
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// What the terminal is sent for a character, and how many columns it
  /// takes: bidi marks dropped, control characters shown as `?`.
  static func cell(for character: Character) -> (text: String, width: Int) {
    var text = ""
    var width = 0
    var emojiPresentation = false
    for scalar in character.unicodeScalars {
      if isBidiControl(scalar) { continue }
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        text.append("?")
        width += 1
        continue
      }
      if scalar.value == 0xFE0F { emojiPresentation = true }
      text.unicodeScalars.append(scalar)
      let columns = columnsOf(scalar)
      if columns > 0 {
        width = max(width, columns)
      } else if columns < 0, scalar.properties.generalCategory != .format,
        scalar.properties.generalCategory != .nonspacingMark
      {
        width = max(width, scalar.properties.isEmojiPresentation ? 2 : 1)
      }
    }
    if emojiPresentation && width == 1 { width = 2 }
    return (text, width)
  }
}

#if canImport(Darwin)
private func columnsOf(_ scalar: Unicode.Scalar) -> Int {
  Int(wcwidth(wchar_t(bitPattern: scalar.value)))
}
#else
/// Glibc's `wcwidth`, which its Swift module does not export (it is behind
/// `_XOPEN_SOURCE`); looked up once by name.
private let systemWcwidth: (@convention(c) (Int32) -> Int32)? = {
  guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "wcwidth") else {
    return nil
  }
  return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
}()

/// Columns of one scalar, -1 when unknown.
private func columnsOf(_ scalar: Unicode.Scalar) -> Int {
  guard let systemWcwidth else { return -1 }
  return Int(systemWcwidth(Int32(bitPattern: scalar.value)))
}
#endif
