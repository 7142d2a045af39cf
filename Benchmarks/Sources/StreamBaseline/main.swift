import Foundation

// The Foundation baseline of `amount format` and `amount parse`: the same
// stream through `readLine`, `Decimal(string:locale:)` and
// `Decimal.FormatStyle.Currency` (format), or its parse strategy (parse),
// with the same block-buffered output as `amount`, so that only the
// per-line work differs.
//
//   StreamBaseline format|parse LOCALE CODE < lines
let arguments = CommandLine.arguments
guard arguments.count == 4, ["format", "parse"].contains(arguments[1]) else {
  print("usage: StreamBaseline format|parse LOCALE CODE < lines")
  exit(2)
}
/// Streams standard input through Foundation.
func run(_ arguments: [String]) {
  let style = Decimal.FormatStyle.Currency(
    code: arguments[3], locale: Locale(identifier: arguments[2]))
  let posix = Locale(identifier: "en_US_POSIX")
  var buffer: [UInt8] = []
  buffer.reserveCapacity(1 << 17)

  func emit(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(10)
    if buffer.count >= 1 << 16 {
      FileHandle.standardOutput.write(Data(buffer))
      buffer.removeAll(keepingCapacity: true)
    }
  }

  if arguments[1] == "format" {
    while let line = readLine() {
      if let value = Decimal(string: line, locale: posix) {
        emit(style.format(value))
      } else {
        emit("error: invalidDecimal")
      }
    }
  } else {
    let strategy = style.parseStrategy
    while let line = readLine() {
      if let value = try? strategy.parse(line) {
        emit(value.description)
      } else {
        emit("error: invalid")
      }
    }
  }
  FileHandle.standardOutput.write(Data(buffer))
}

run(arguments)
