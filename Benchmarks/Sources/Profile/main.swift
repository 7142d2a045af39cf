import AmountKit
import BenchmarkSupport
import Foundation

// A plain driver for callgrind: `Profile SCENARIO LOCALE MODE IMPL N` runs one
// keystroke scenario N times, so that instruction counts can be read
// (valgrind --tool=callgrind), as the difference between N and 0 runs.
//
//   SCENARIO: type12 | middle | steady | format | newField | parse   IMPL: ours | a | b
//
// IMPL editor | controller | controller-1000 (type12 and middle) runs the
// keys on N states prepared first, as the Keystroke benchmarks of these
// names do; only the measured function is to be counted:
//
//   valgrind --tool=callgrind --collect-atstart=no \
//     --toggle-collect='*measuredKeystrokes*' Profile type12 en_US cents controller 200
//
// An optional last argument names the field instead of the locale's
// benchmark currency: a currency code, `percent`, or `unit:ID:WIDTH`
// (`Profile type12 ru_RU decimal editor 200 unit:mass-pound:wide`).
let arguments = CommandLine.arguments
let named = arguments.count == 7 ? BenchmarkField(arguments[2], arguments[6]) : nil
guard arguments.count == 6 || arguments.count == 7, let count = Int(arguments[5]),
  let field = named ?? keystrokeFields.first(where: { $0.locale == arguments[2] }),
  let mode = AmountEntryMode(name: arguments[3])
else {
  print(
    "usage: Profile type12|middle|format LOCALE decimal|cents|integer"
      + " ours|a|b|editor|controller|controller-1000 N [CODE|percent|unit:ID:WIDTH]")
  exit(2)
}

/// The keys of the scenario on each editor; nil keys: "5" and backspace.
@inline(never)
func measuredKeystrokesEditor(_ editors: inout [AmountEditor], keys: [String]?) {
  for i in editors.indices {
    if let keys {
      for key in keys { editors[i].apply(.insert(key)) }
    } else {
      editors[i].apply(.insert("5"))
      editors[i].apply(.deleteBackward)
    }
  }
}

/// The keys of the scenario on each host; nil keys: "5" and `backspace`.
@inline(never)
func measuredKeystrokesHost(_ hosts: inout [ControllerHost], keys: [String]?, backspace: NSRange) {
  for i in hosts.indices {
    if let keys {
      for key in keys { hosts[i].type(key) }
    } else {
      hosts[i].type("5")
      hosts[i].replace(backspace, with: "")
    }
  }
}

/// `count` new editors of one configuration: a new field's cost.
@inline(never)
func measuredNewField(_ configuration: AmountFieldConfiguration, into editors: inout [AmountEditor])
{
  for i in editors.indices { editors[i] = AmountEditor(configuration: configuration) }
}

@inline(never)
func measuredParses(_ format: AmountFormat, _ texts: [String], _ count: Int) -> Int {
  var parsed = 0
  for _ in 0..<count {
    for text in texts where (try? format.parse(text)) != nil { parsed += 1 }
  }
  return parsed
}

// `Profile parse LOCALE MODE ours N`: the Paste benchmark's texts parsed N
// times (count with --toggle-collect='*measuredParses*').
if arguments[1] == "parse" {
  let format = field.configuration(mode).format
  print("parsed \(measuredParses(format, pastedTexts(format), count))")
  exit(0)
}

// `Profile newField LOCALE MODE editor N`: N editors made from one
// configuration made first (count with --toggle-collect='*measuredNewField*').
if arguments[1] == "newField" {
  let configuration = field.configuration(mode)
  let first = AmountEditor(configuration: configuration)
  var editors = Array(repeating: first, count: count)
  measuredNewField(configuration, into: &editors)
  print("text \(editors.last?.text ?? "") count \(editors.count)")
  exit(0)
}

/// The keys of the scenario through each field's adapter; nil keys: "5"
/// and backspace, as UIKit asks for it (`backspace`, worked out by the
/// framework before the adapter is asked, as in the controller rows).
@inline(never)
func measuredKeystrokesField(_ fields: inout [FieldHost], keys: [String]?, backspace: NSRange) {
  for i in fields.indices {
    if let keys {
      for key in keys { fields[i].type(key) }
    } else {
      fields[i].type("5")
      fields[i].replace(backspace, with: "")
    }
  }
}

/// `rounds` times `5` and backspace into one field, as UIKit asks for them.
@inline(never)
func measuredSteadyKeystrokes(_ field: inout FieldHost, rounds: Int, backspace: NSRange) {
  for _ in 0..<rounds {
    field.type("5")
    field.replace(backspace, with: "")
  }
}

// `Profile steady LOCALE MODE SHAPE N`: N rounds of `5` and backspace in
// the middle of one field's amount (`$1,2|34.56`, a text under 16 UTF-8
// bytes), its undo history growing to its limit: what a field allocates
// as the user types on (count with --toggle-collect='*measuredSteady*').
if let shape = FieldHost.Shape(rawValue: arguments[4]), arguments[1] == "steady" {
  let host = editingHost(field, mode, value: Decimal(string: "1234.56"), caretAfterDigits: 2)
  var typed = host
  typed.type("5")
  var one = FieldHost(host, shape: shape)
  measuredSteadyKeystrokes(&one, rounds: count, backspace: typed.backspaceRange)
  print("text \(one.text) registrations \(one.registrations)")
  exit(0)
}

// `Profile type12|middle LOCALE MODE SHAPE N`: the field's whole
// keystroke, as its adapter runs it (count with
// --toggle-collect='*measuredKeystrokes*'). SHAPE: field-uikit, field-gtk;
// field-uikit-voiceover, field-gtk-reader with an assistive technology
// that reads the value running (see `FieldHost.Shape`).
if let shape = FieldHost.Shape(rawValue: arguments[4]), ["type12", "middle"].contains(arguments[1])
{
  let isMiddle = arguments[1] == "middle"
  let host = isMiddle ? middleHost(field, mode) : emptyHost(field, mode)
  // The field has spoken a value once: its spoken format is learned (once
  // per field), as a field on screen has before the user types.
  var spoken = FieldHost(host, shape: shape)
  spoken.type("1")
  _ = spoken.spokenWhenRead
  // The hosts as the controller rows prepare them; each field has a
  // widget (GTK's buffer) of its own.
  var fields = PreparedHosts(host, history: 0).make(count: count).map {
    FieldHost($0, shape: shape)
  }
  var typed = host
  typed.type("5")
  measuredKeystrokesField(
    &fields, keys: isMiddle ? nil : twelveDigitKeys(mode), backspace: typed.backspaceRange)
  print(
    "text \(fields.first?.text ?? "") spoken \(fields.first?.spoken ?? "")"
      + " read \(fields.first?.spokenWhenRead ?? "")")
  exit(0)
}

if ["editor", "controller", "controller-1000"].contains(arguments[4]),
  ["type12", "middle"].contains(arguments[1])
{
  let isMiddle = arguments[1] == "middle"
  let keys = isMiddle ? nil : twelveDigitKeys(mode)
  var checksum = 0
  if arguments[4] == "editor" {
    let start =
      isMiddle
      ? middleEditor(field, mode) : AmountEditor(configuration: field.configuration(mode))
    var editors = Array(repeating: start, count: count)
    measuredKeystrokesEditor(&editors, keys: keys)
    for editor in editors { checksum &+= editor.text.utf16.count }
    print("text \(editors.first?.text ?? "") checksum \(checksum)")
  } else {
    let start = isMiddle ? middleHost(field, mode) : emptyHost(field, mode)
    var typed = start
    typed.type("5")
    let backspace = typed.backspaceRange
    let history = arguments[4] == "controller-1000" ? 1_000 : 0
    var hosts = PreparedHosts(start, history: history).make(count: count)
    measuredKeystrokesHost(&hosts, keys: keys, backspace: backspace)
    for host in hosts { checksum &+= host.text.utf16.count }
    print("text \(hosts.first?.state ?? "") checksum \(checksum)")
  }
  exit(0)
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
