#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal state to restore when a signal ends the process. Written
/// only before the handlers are installed and after they are removed.
nonisolated(unsafe) private var signalRestoreState = termios()
nonisolated(unsafe) private var signalRestoreInput: Int32 = -1
nonisolated(unsafe) private var signalRestoreOutput: Int32 = -1

/// Bracketed paste on; terminal bidi reordering off (ECMA-48 BDSM explicit
/// mode, honoured by VTE, ignored elsewhere), so that the line is shown in
/// logical order as the caret columns assume.
private let setupSequence = "\u{1B}[?2004h\u{1B}[8l"
/// What the screen needs to be usable again: bracketed paste off, bidi
/// reordering back on, attributes reset, cursor shown.
private let restoreSequence = "\u{1B}[?2004l\u{1B}[8h\u{1B}[0m\u{1B}[?25h"
/// The same, on a fresh line, for the signal handler.
private let signalResetSequence: StaticString =
  "\u{1B}[?2004l\u{1B}[8h\u{1B}[0m\u{1B}[?25h\r\n"
/// A process ended by signal `n` exits with 128 + n, by shell convention.
private let signalExitBase: Int32 = 128

private let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

/// Restores the terminal and ends the process; only async-signal-safe calls.
private func restoreTerminalAndExit(_ signal: Int32) {
  if signalRestoreInput >= 0 {
    _ = tcsetattr(signalRestoreInput, TCSAFLUSH, &signalRestoreState)
  }
  if signalRestoreOutput >= 0 {
    _ = write(
      signalRestoreOutput, signalResetSequence.utf8Start, signalResetSequence.utf8CodeUnitCount)
  }
  // The status a shell reports for a process ended by a signal.
  _exit(signalExitBase + signal)
}

/// A terminal in raw mode: keys are read byte by byte from standard input
/// and the field is drawn on `/dev/tty` (or standard error), so that
/// standard output carries only the result.
///
/// ``restore()`` puts the terminal back as it was; it runs on every way
/// out: normal return, thrown error (callers use `defer`) and terminating
/// signals (a handler restores the saved state before exiting).
final class RawTerminal {
  /// The most bytes one ``read()`` returns: a key is a few bytes, a paste
  /// arrives in several reads of this size (a memory page).
  static let readSize = 4096

  /// The descriptor keys are read from.
  let input: Int32
  /// The descriptor the field is drawn on.
  let output: Int32
  private let ownsOutput: Bool
  private var original = termios()
  private var isRaw = false

  /// Opens the terminal on standard input; fails when it is not one.
  init() throws(TerminalError) {
    input = STDIN_FILENO
    let tty = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
    if tty >= 0 {
      output = tty
      ownsOutput = true
    } else {
      output = STDERR_FILENO
      ownsOutput = false
    }
    guard tcgetattr(input, &original) == 0 else {
      let error = TerminalError("tcgetattr")
      if ownsOutput { close(output) }
      throw error
    }
  }

  deinit {
    restore()
    if ownsOutput { close(output) }
  }

  /// Switches to raw mode (no echo, no line buffering, no signals from
  /// Ctrl-C/Ctrl-Z, no flow control) and enables bracketed paste.
  func enterRawMode() throws(TerminalError) {
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    signalRestoreState = original
    signalRestoreInput = input
    signalRestoreOutput = output
    for signal in terminatingSignals { Self.install(signal, restoreTerminalAndExit) }
    guard tcsetattr(input, TCSADRAIN, &raw) == 0 else {
      let error = TerminalError("tcsetattr")
      removeSignalHandlers()
      throw error
    }
    isRaw = true
    write(setupSequence)
  }

  /// Leaves raw mode and bracketed paste; safe to call more than once.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write(restoreSequence)
    _ = tcsetattr(input, TCSADRAIN, &original)
    removeSignalHandlers()
  }

  private func removeSignalHandlers() {
    for signal in terminatingSignals { Self.install(signal, SIG_DFL) }
    signalRestoreInput = -1
    signalRestoreOutput = -1
  }

  private static func install(_ signalNumber: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
    _ = signal(signalNumber, handler)
  }

  /// The terminal's width in columns (80 when unknown).
  var columns: Int {
    var size = winsize()
    if ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    if ioctl(input, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
  }

  /// Writes all of `text` to the terminal.
  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    bytes.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while offset < buffer.count {
        let written = systemWrite(output, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }

  /// Waits up to `milliseconds` for input; true when some is available.
  func waitForInput(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Reads what is available (blocking until at least one byte): nil at
  /// end of input, an empty array when interrupted.
  func read() throws(TerminalError) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: Self.readSize)
    let count = buffer.withUnsafeMutableBytes { raw in
      systemRead(input, raw.baseAddress, raw.count)
    }
    if count > 0 { return Array(buffer[..<count]) }
    if count == 0 { return nil }
    if errno == EINTR || errno == EAGAIN { return [] }
    throw TerminalError("read")
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, bytes, count)
}
