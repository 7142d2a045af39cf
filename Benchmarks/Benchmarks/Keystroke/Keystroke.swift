import AmountKit
import Benchmark
import BenchmarkSupport
import Foundation

// Keystrokes: typing a 12-digit amount digit by digit (13 keys in decimal
// entry, 12 otherwise), and editing in the middle (a digit typed after the
// sixth digit, then backspace: 2 keys). Each benchmark name ends with the
// number of keys of one iteration, `[k=N]`; run.sh divides by it.
//
// One iteration repeats the sequence (ours 100 times, b 10, a once), so
// that the harness's own work per sample (about 16 allocations) is spread
// over many keys and does not count as ours.
//
// ours: AmountEditor. a: NumberFormatter per keystroke. b: FormatStyle
// parse + format per keystroke.
//
// Controller against editor: the same keys through AmountInputController
// as a UIKit host sends them (`shouldChangeCharacters` with the text and
// selection the host shows, backspace as the character before the caret
// replaced with ""), the host then showing the effects' display. editor:
// AmountEditor; controller: the controller with an empty undo history;
// controller-1000: with 1,000 undo steps (a digit and backspace, 500
// times). field-uikit, field-gtk (decimal entry): the same keys through the
// adapter's whole keystroke (`FieldHost`); field-uikit-voiceover,
// field-gtk-reader: with an assistive technology that reads the value
// running. These three run on 100 states prepared before the measurement
// starts (each controller owning its history, as a host's does) and freed
// after it stops, so that they differ only in the keystrokes.

/// The adapters whose whole keystroke is measured (see `FieldHost.Shape`).
let fieldShapes: [FieldHost.Shape] = [.uikit, .gtk, .uikitVoiceOver, .gtkScreenReader]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .one,
    maxDuration: .milliseconds(500),
    maxIterations: 1_000
  )

  for field in keystrokeFields {
    for mode in AmountEntryMode.allCases {
      let keys = twelveDigitKeys(mode)
      let n = keys.count
      let typeName = "type12 \(field.locale) \(mode.name)"
      let middleName = "middle \(field.locale) \(mode.name)"
      // Package-benchmark calls each closure once per sample: everything
      // set up once is made here, outside the measured closures.
      let empty = AmountEditor(configuration: field.configuration(mode))
      let emptyA = NumberFormatterField(field, mode)
      let emptyB = FormatStyleField(field, mode)
      let value = twelveDigitValue(mode)
      let middle = middleEditor(field, mode)
      let middleA = NumberFormatterField(field, mode, value: value, caretDigits: 6)
      let middleB = FormatStyleField(field, mode, value: value, caretDigits: 6)
      let emptyHosts = [
        ("controller", PreparedHosts(emptyHost(field, mode), history: 0)),
        ("controller-1000", PreparedHosts(emptyHost(field, mode), history: 1_000)),
      ]
      let middleHosts = [
        ("controller", PreparedHosts(middleHost(field, mode), history: 0)),
        ("controller-1000", PreparedHosts(middleHost(field, mode), history: 1_000)),
      ]
      // What the host asks for backspace after "5": always the same.
      var typed = middleHost(field, mode)
      typed.type("5")
      let backspace = typed.backspaceRange

      // A new field: an editor made from a configuration made first.
      let configuration = field.configuration(mode)
      Benchmark("newField \(field.locale) \(mode.name) ours [k=100]") { benchmark in
        for _ in benchmark.scaledIterations {
          for _ in 0..<100 {
            blackHole(AmountEditor(configuration: configuration))
          }
        }
      }

      Benchmark("\(typeName) ours [k=\(n * 100)]") { benchmark in
        for _ in benchmark.scaledIterations {
          for _ in 0..<100 {
            var editor = empty
            for key in keys { editor.apply(.insert(key)) }
            blackHole(editor)
          }
        }
      }
      Benchmark("\(typeName) a-NumberFormatter [k=\(n)]") { benchmark in
        for _ in benchmark.scaledIterations {
          var baseline = emptyA
          for key in keys { baseline.type(key) }
          blackHole(baseline)
        }
      }
      Benchmark("\(typeName) b-FormatStyle [k=\(n * 10)]") { benchmark in
        for _ in benchmark.scaledIterations {
          for _ in 0..<10 {
            var baseline = emptyB
            for key in keys { baseline.type(key) }
            blackHole(baseline)
          }
        }
      }

      Benchmark("\(typeName) editor [k=\(n * 100)]") { benchmark in
        var editors = Array(repeating: empty, count: 100)
        benchmark.startMeasurement()
        for i in editors.indices {
          for key in keys { editors[i].apply(.insert(key)) }
        }
        benchmark.stopMeasurement()
        blackHole(editors)
      }
      for (impl, host) in emptyHosts {
        Benchmark("\(typeName) \(impl) [k=\(n * 100)]") { benchmark in
          var hosts = host.make(count: 100)
          benchmark.startMeasurement()
          for i in hosts.indices {
            for key in keys { hosts[i].type(key) }
          }
          benchmark.stopMeasurement()
          blackHole(hosts)
        }
      }

      // The field's whole keystroke through each adapter (`FieldHost`), on
      // the hosts the controller rows use, each with a widget of its own.
      for shape in fieldShapes where mode == .decimal {
        // The field has spoken a value once: its spoken format is learned.
        var spoken = FieldHost(emptyHost(field, mode), shape: shape)
        spoken.type("1")
        _ = spoken.spokenWhenRead
        Benchmark("\(typeName) \(shape.rawValue) [k=\(n * 100)]") { benchmark in
          var fields = emptyHosts[0].1.make(count: 100).map { FieldHost($0, shape: shape) }
          benchmark.startMeasurement()
          for i in fields.indices {
            for key in keys { fields[i].type(key) }
          }
          benchmark.stopMeasurement()
          blackHole(fields)
        }
        Benchmark("\(middleName) \(shape.rawValue) [k=200]") { benchmark in
          var fields = middleHosts[0].1.make(count: 100).map { FieldHost($0, shape: shape) }
          benchmark.startMeasurement()
          for i in fields.indices {
            fields[i].type("5")
            fields[i].replace(backspace, with: "")
          }
          benchmark.stopMeasurement()
          blackHole(fields)
        }
      }

      Benchmark("\(middleName) ours [k=200]") { benchmark in
        for _ in benchmark.scaledIterations {
          for _ in 0..<100 {
            var editor = middle
            editor.apply(.insert("5"))
            editor.apply(.deleteBackward)
            blackHole(editor)
          }
        }
      }
      Benchmark("\(middleName) a-NumberFormatter [k=2]") { benchmark in
        for _ in benchmark.scaledIterations {
          var baseline = middleA
          baseline.type("5")
          baseline.deleteBackward()
          blackHole(baseline)
        }
      }
      Benchmark("\(middleName) b-FormatStyle [k=20]") { benchmark in
        for _ in benchmark.scaledIterations {
          for _ in 0..<10 {
            var baseline = middleB
            baseline.type("5")
            baseline.deleteBackward()
            blackHole(baseline)
          }
        }
      }
      Benchmark("\(middleName) editor [k=200]") { benchmark in
        var editors = Array(repeating: middle, count: 100)
        benchmark.startMeasurement()
        for i in editors.indices {
          editors[i].apply(.insert("5"))
          editors[i].apply(.deleteBackward)
        }
        benchmark.stopMeasurement()
        blackHole(editors)
      }
      for (impl, host) in middleHosts {
        Benchmark("\(middleName) \(impl) [k=200]") { benchmark in
          var hosts = host.make(count: 100)
          benchmark.startMeasurement()
          for i in hosts.indices {
            hosts[i].type("5")
            hosts[i].replace(backspace, with: "")
          }
          benchmark.stopMeasurement()
          blackHole(hosts)
        }
      }
    }
  }
}
