#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
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
