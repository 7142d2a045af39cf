import AmountKit
import BenchmarkSupport
import Foundation

// A plain driver for callgrind: `Profile SCENARIO LOCALE MODE IMPL N` runs one
// keystroke scenario N times, so that instruction counts can be read
// (valgrind --tool=callgrind), as the difference between N and 0 runs.
//
//   SCENARIO: type12 | middle | format   IMPL: ours | a | b
let arguments = CommandLine.arguments
guard arguments.count == 6, let count = Int(arguments[5]),
  let field = keystrokeFields.first(where: { $0.locale == arguments[2] }),
  let mode = AmountEntryMode(rawValue: arguments[3])
else {
  print("usage: Profile type12|middle|format LOCALE decimal|cents|integer ours|a|b N")
  exit(2)
}
let keys = twelveDigitKeys(mode)
let value = twelveDigitValue(mode)
let amounts = sampleAmounts(1_000)
let format = AmountFormat.currency(code: field.code, locale: Locale(identifier: field.locale))
let style = Decimal.FormatStyle.Currency(code: field.code, locale: Locale(identifier: field.locale))
let empty = AmountEditor(configuration: field.configuration(mode))
let middle = middleEditor(field, mode)
let emptyA = NumberFormatterField(field, mode)
let emptyB = FormatStyleField(field, mode)
let middleA = NumberFormatterField(field, mode, value: value, caretDigits: 6)
let middleB = FormatStyleField(field, mode, value: value, caretDigits: 6)
var sink = 0
for _ in 0..<count {
  switch (arguments[1], arguments[4]) {
  case ("type12", "ours"):
    var editor = empty
    for key in keys { editor.apply(.insert(key)) }
    sink &+= editor.text.utf16.count
  case ("type12", "a"):
    var field = emptyA
    for key in keys { field.type(key) }
    sink &+= field.text.utf16.count
  case ("type12", "b"):
    var field = emptyB
    for key in keys { field.type(key) }
    sink &+= field.text.utf16.count
  case ("middle", "ours"):
    var editor = middle
    editor.apply(.insert("5"))
    editor.apply(.deleteBackward)
    sink &+= editor.text.utf16.count
  case ("middle", "a"):
    var field = middleA
    field.type("5")
    field.deleteBackward()
    sink &+= field.text.utf16.count
  case ("middle", "b"):
    var field = middleB
    field.type("5")
    field.deleteBackward()
    sink &+= field.text.utf16.count
  case ("format", "ours"):
    for amount in amounts { sink &+= format.format(amount).utf8.count }
  case ("format", "b"):
    for amount in amounts { sink &+= style.format(amount).utf8.count }
  default:
    print("unknown scenario")
    exit(2)
  }
}
print("texts \(empty.text.isEmpty ? "" : empty.text) checksum \(sink)")
