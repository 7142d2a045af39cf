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

/// One character of the line as the terminal shows it, with the UTF-16
/// range it covers in the editor's text.
private struct LineCell {
  var text: String
  var width: Int
  var start: Int
  var end: Int
}

/// Draws the field line, the status line under it, and a line of key help.
///
/// The field line shows the editor's text with the selection in reverse
/// video and the terminal cursor at the caret; when the text is wider than
/// the terminal it scrolls sideways so that the caret stays visible. An
/// empty field shows the placeholder, dimmed. Every frame redraws the three
/// lines in place, starting from the field line.
struct FieldScreen {
  /// What an empty field shows, dimmed.
  var placeholder: String
  private var scroll = 0

  /// A screen with the given placeholder.
  init(placeholder: String) {
    self.placeholder = placeholder
  }

  /// Makes room for the status and help lines below the current line.
  static let reserveLines = "\r\n\r\n\u{1B}[2A"

  /// The escape sequences that draw one state of the field.
  mutating func frame(
    text: String, selection: Range<Int>, caret: Int, status: String?, help: String, columns: Int
  ) -> String {
    let available = max(1, columns - 1)
    var line = ""
    var caretColumn = 0
    if text.isEmpty {
      line = "\u{1B}[2m" + Self.clip(placeholder, columns: available) + "\u{1B}[22m"
      scroll = 0
    } else {
      let cells = Self.cells(of: text)
      caretColumn = cells.reduce(0) { $0 + ($1.end <= caret ? $1.width : 0) }
      let total = cells.reduce(0) { $0 + $1.width }
      if total <= available {
        scroll = 0
      } else {
        scroll = min(scroll, caretColumn)
        scroll = max(scroll, caretColumn - available)
        scroll = max(0, min(scroll, total - available))
      }
      line = Self.draw(cells, selection: selection, from: scroll, columns: available)
      caretColumn -= scroll
    }
    var frame = "\u{1B}[?25l\r\u{1B}[2K" + line + "\u{1B}[0m"
    frame += "\u{1B}[1B\r\u{1B}[2K"
    if let status {
      frame += "\u{1B}[31m" + Self.clip(status, columns: available) + "\u{1B}[39m"
    }
    frame += "\u{1B}[1B\r\u{1B}[2K\u{1B}[2m" + Self.clip(help, columns: available) + "\u{1B}[22m"
    frame += "\u{1B}[2A\r"
    if caretColumn > 0 { frame += "\u{1B}[\(caretColumn)C" }
    return frame + "\u{1B}[?25h"
  }

  /// The last frame after Enter: the text at rest, the status and help
  /// lines cleared, the cursor on the (empty) line below the field.
  func acceptedFrame(text: String) -> String {
    "\r\u{1B}[2K" + Self.clip(text, columns: Int.max)
      + "\u{1B}[2B\r\u{1B}[2K\u{1B}[1A\r\u{1B}[2K"
  }

  /// The last frame after a cancel: all three lines cleared.
  func cancelledFrame() -> String {
    "\r\u{1B}[2K\u{1B}[1B\r\u{1B}[2K\u{1B}[1B\r\u{1B}[2K\u{1B}[2A\r"
  }

  private static func cells(of text: String) -> [LineCell] {
    var cells: [LineCell] = []
    var offset = 0
    for character in text {
      let length = character.utf16.count
      let (shown, width) = TerminalWidth.cell(for: character)
      cells.append(LineCell(text: shown, width: width, start: offset, end: offset + length))
      offset += length
    }
    return cells
  }

  private static func draw(
    _ cells: [LineCell], selection: Range<Int>, from scroll: Int, columns: Int
  ) -> String {
    var line = ""
    var column = 0
    var inverse = false
    for cell in cells {
      defer { column += cell.width }
      guard column >= scroll, column + cell.width <= scroll + columns else { continue }
      let selected = cell.start >= selection.lowerBound && cell.end <= selection.upperBound
      if selected != inverse && !selection.isEmpty {
        line += selected ? "\u{1B}[7m" : "\u{1B}[27m"
        inverse = selected
      }
      line += cell.text
    }
    if inverse { line += "\u{1B}[27m" }
    return line
  }

  /// `text` cut to fit `columns`, bidi marks and control characters
  /// removed.
  private static func clip(_ text: String, columns: Int) -> String {
    var result = ""
    var used = 0
    for cell in cells(of: text) {
      guard used + cell.width <= columns else { break }
      result += cell.text
      used += cell.width
    }
    return result
  }
}
