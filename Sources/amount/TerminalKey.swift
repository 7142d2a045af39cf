/// One key press (or one bracketed paste) read from a terminal in raw mode.
enum TerminalKey: Sendable, Hashable {
  /// Printable text typed at the keyboard (one or more characters).
  case text(String)
  /// A bracketed paste: everything between `ESC[200~` and `ESC[201~`.
  case paste(String)
  /// Backspace (`0x7f` or `0x08`).
  case backspace
  /// Forward delete (`ESC[3~`, Ctrl-D).
  case delete
  /// Left arrow, Ctrl-B.
  case left
  /// Right arrow, Ctrl-F.
  case right
  /// Up arrow: one step up.
  case up
  /// Down arrow: one step down.
  case down
  /// Home, Ctrl-A.
  case home
  /// End, Ctrl-E.
  case end
  /// Shift-Left: extend the selection one character back.
  case selectLeft
  /// Shift-Right: extend the selection one character on.
  case selectRight
  /// Shift-Home: extend the selection to the start of the number.
  case selectHome
  /// Shift-End: extend the selection to the end of the number.
  case selectEnd
  /// Ctrl-U: delete everything before the caret.
  case deleteToStart
  /// Ctrl-K: delete everything after the caret.
  case deleteToEnd
  /// Ctrl-Z.
  case undo
  /// Ctrl-Y, or Ctrl-Shift-Z where the terminal reports it.
  case redo
  /// Enter.
  case enter
  /// A lone Esc, Ctrl-C or Ctrl-\.
  case cancel
}
