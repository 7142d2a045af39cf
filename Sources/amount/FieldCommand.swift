import AmountKit
import AmountReplay
import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `amount` with no subcommand: an interactive amount field in the
/// terminal. Enter prints the value on standard output (exit 0), Esc or
/// Ctrl-C cancels (nothing printed, exit 130). The field is drawn on
/// `/dev/tty`, so standard output carries only the result.
///
/// When standard input is not a terminal it takes each line as pasted into
/// the empty field and then Enter, and prints the value or the reason.
struct FieldCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "field",
    abstract: "An interactive amount field in the terminal.",
    discussion: """
      Keys: digits (of any script), the decimal key, - and + for the sign, \
      Backspace, Delete, Left/Right, Up/Down step by --step, Home/End \
      (Ctrl-A/Ctrl-E), Shift-arrows select, Ctrl-U/Ctrl-K delete to the \
      start/end, Ctrl-Z undo, Ctrl-Y redo, paste. Enter accepts and prints the \
      value; Esc or Ctrl-C cancels (exit 130). When standard input is not a \
      terminal, each line is pasted into the empty field and Enter pressed: \
      one line of output each, the value or `error: REASON`; the exit status \
      is 1 when any line was refused.
      """)

  @OptionGroup var options: FormatOptions

  @Option(
    name: .customLong("min"), parsing: .unconditional,
    help: "The smallest allowed value ('.' as separator); below zero allows negative amounts.")
  var minimum: String?

  @Option(
    name: .customLong("max"), parsing: .unconditional,
    help: "The largest allowed value ('.' as separator).")
  var maximum: String?

  @Option(
    name: .customLong("min-policy"),
    help: "At Enter, a value below a positive --min is refused (keep) or raised to it (clamp).")
  var minimumPolicy: MinimumPolicy = .keep

  @Option(
    parsing: .unconditional,
    help: "What Up and Down add and subtract ('.' as separator; default 1).")
  var step: String?

  @Option(
    name: .customLong("on-begin"),
    help: "Where the caret goes when the field opens.")
  var onBegin: AmountFocusPolicy = .end

  @Flag(
    help: "Multiplier keys: the locale's compact units (K, M, B in en_US; 万 in ja_JP), or k and m.")
  var shorthand = false

  @Flag(help: "Arithmetic: + - * / (or × ÷) compute in the field; = or Enter shows the result.")
  var arithmetic = false

  @Option(parsing: .unconditional, help: "Text before the amount, e.g. '$'.")
  var prefix: String?

  @Option(parsing: .unconditional, help: "Text after the amount, e.g. ' lbs'.")
  var suffix: String?

  @Flag(name: .customLong("no-symbol"), help: "Show the amount without the currency symbol.")
  var noSymbol = false

  @Option(parsing: .unconditional, help: "What the empty field shows (default: zero).")
  var placeholder: String?

  @Flag(help: "Print {\"value\",\"minorUnits\",\"currency\",\"text\"} instead of the plain value.")
  var json = false

  func validate() throws {
    if let low = try limit(minimum, name: "--min"), let high = try limit(maximum, name: "--max"),
      low > high
    {
      throw ValidationError("--min (\(low)) must not be above --max (\(high)).")
    }
    _ = try limit(maximum, name: "--max")
    _ = try limit(step, name: "--step")
    for (name, value) in [
      ("--prefix", prefix), ("--suffix", suffix), ("--placeholder", placeholder),
    ] {
      if let value,
        value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      {
        throw ValidationError("\(name) must not contain control characters.")
      }
    }
  }

  private func limit(_ text: String?, name: String) throws -> Decimal? {
    guard let text else { return nil }
    do throws(PlainDecimal.Refusal) {
      return try DecimalLiteral.value(text)
    } catch .tooManyDigits {
      throw ValidationError(
        "\(name) has more than \(AmountFieldConfiguration.maximumSignificantDigits) significant "
          + "digits, more than an exact amount holds: '\(text)'.")
    } catch {
      throw ValidationError(
        "\(name) must be a decimal number such as 1000 or -25.5, got '\(text)'.")
    }
  }

  /// The field these options describe: the locale's own currency unless
  /// `--currency` says otherwise.
  func fieldConfiguration() throws -> AmountFieldConfiguration {
    var configuration = try options.configuration(currencyFallback: true)
    var format = configuration.format
    if noSymbol { format = format.currencyDisplay(.hidden) }
    if let prefix { format = format.prefix(prefix) }
    if let suffix { format = format.suffix(suffix) }
    configuration.format = format
    configuration.minimum = try limit(minimum, name: "--min")
    configuration.maximum = try limit(maximum, name: "--max")
    configuration.minimumPolicy = minimumPolicy
    if let step = try limit(step, name: "--step") { configuration.step = step }
    configuration.onBegin = onBegin
    configuration.shorthand = shorthand
    configuration.arithmetic = arithmetic
    do {
      try configuration.validate()
    } catch {
      throw ValidationError("The field cannot be made: \(error).")
    }
    return configuration
  }

  /// The exit status of a cancelled field: what a shell reports for a
  /// process ended by Ctrl-C (128 + SIGINT), so scripts treat both alike.
  static let cancelledStatus: Int32 = 128 + SIGINT
  /// How long a lone ESC waits for the rest of an escape sequence: a
  /// terminal sends a sequence's bytes together, and 50 ms is below what a
  /// person notices after pressing Esc.
  static let escapeWaitMilliseconds: Int32 = 50
  /// How often the terminal's width is checked while no key comes.
  static let resizePollMilliseconds: Int32 = 500

  func run() throws {
    let configuration = try fieldConfiguration()
    guard isatty(STDIN_FILENO) == 1 else {
      if readLines(configuration: configuration) { throw ExitCode(1) }
      return
    }
    guard let accepted = try editInTerminal(configuration: configuration) else {
      throw ExitCode(Self.cancelledStatus)
    }
    let result: String
    if json {
      result = FieldResult.json(
        value: accepted.value, minorUnits: accepted.minorUnits,
        currency: configuration.format.currencyCode, text: accepted.text)
    } else {
      result = accepted.value?.plainString ?? ""
    }
    FileHandle.standardOutput.write(Data((result + "\n").utf8))
  }

  /// The interactive field; nil when cancelled.
  private func editInTerminal(configuration: AmountFieldConfiguration) throws -> AmountEditor? {
    TerminalWidth.prepare()
    let terminal: RawTerminal
    do {
      terminal = try RawTerminal()
      try terminal.enterRawMode()
    } catch {
      printError("amount: cannot use the terminal: \(error)")
      throw ExitCode(2)
    }
    defer { terminal.restore() }

    var session: FieldSession
    do {
      session = try FieldSession(configuration: configuration)
    } catch {
      throw ValidationError("The field cannot be made: \(error).")
    }
    var screen = FieldScreen(
      placeholder: placeholder ?? configuration.restingFormat.format(Decimal(0)))
    var decoder = KeyDecoder()
    var columns = terminal.columns

    func draw() {
      columns = terminal.columns
      terminal.write(
        screen.frame(
          text: session.editor.text, selection: session.editor.selection, caret: session.caret,
          status: session.status, help: session.keyHelp, columns: columns))
    }

    terminal.write(FieldScreen.reserveLines)
    draw()
    while true {
      var keys: [TerminalKey] = []
      if decoder.isWaitingForEscape
        && !terminal.waitForInput(milliseconds: Self.escapeWaitMilliseconds)
      {
        keys = decoder.escapeTimedOut()
      } else if !terminal.waitForInput(milliseconds: Self.resizePollMilliseconds) {
        if terminal.columns != columns { draw() }
        continue
      } else {
        let bytes: [UInt8]?
        do {
          bytes = try terminal.read()
        } catch {
          terminal.write(screen.cancelledFrame())
          terminal.restore()
          printError("amount: \(error)")
          throw ExitCode(2)
        }
        guard let bytes else {
          terminal.write(screen.cancelledFrame())
          return nil
        }
        keys = decoder.feed(bytes)
      }
      for key in keys {
        switch session.handle(key) {
        case .editing:
          continue
        case .accepted(let editor):
          terminal.write(screen.acceptedFrame(text: editor.text))
          return editor
        case .cancelled:
          terminal.write(screen.cancelledFrame())
          return nil
        }
      }
      draw()
    }
  }

  /// Standard input is not a terminal: each line is what a user pastes
  /// into the empty field before pressing Enter, and prints the value the
  /// field then holds, or `error: REASON`. The field decides, as it does
  /// for keys: the paste rules, the fraction and integer-digit limits, the
  /// sign, the maximum, and at Enter the minimum with its policy. A text
  /// that is no amount at all gets the position and sentence of
  /// `amount parse`. Returns whether any line was refused (the exit
  /// status is then 1).
  private func readLines(configuration: AmountFieldConfiguration) -> Bool {
    let format = configuration.format
    let empty = AmountEditor(configuration: configuration)
    var output = LineWriter()
    var refused = false
    while let line = readLine(strippingNewline: true) {
      var editor = empty
      let pasted = editor.apply(.paste(line))
      if let reason = pasted.rejection {
        refused = true
        output.write(parseErrorLine(line, format: format) ?? "error: \(reason.name)")
        continue
      }
      editor.apply(.endEditing)
      guard let value = editor.value else {
        // An empty line, or one of only spaces: nothing was pasted.
        refused = true
        output.write(
          parseErrorLine(line, format: format) ?? "error: \(AmountRejection.invalidPaste.name)")
        continue
      }
      if let reason = editor.invalidReason {
        refused = true
        output.write("error: \(reason.name)")
      } else if json {
        output.write(
          FieldResult.json(
            value: value, minorUnits: editor.minorUnits, currency: format.currencyCode,
            text: editor.text))
      } else {
        output.write(value.plainString)
      }
    }
    output.flush()
    return refused
  }

  /// `amount parse`'s line for a text that is no amount; nil for one that
  /// is an amount (which the field refused for another reason).
  private func parseErrorLine(_ line: String, format: AmountFormat) -> String? {
    do {
      _ = try format.parse(line)
      return nil
    } catch {
      return ParseErrorLine.plain(error)
    }
  }
}
