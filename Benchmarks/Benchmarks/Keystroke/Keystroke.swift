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
      let typeName = "type12 \(field.locale) \(mode.rawValue)"
      let middleName = "middle \(field.locale) \(mode.rawValue)"
      // Package-benchmark calls each closure once per sample: everything
      // set up once is made here, outside the measured closures.
      let empty = AmountEditor(configuration: field.configuration(mode))
      let emptyA = NumberFormatterField(field, mode)
      let emptyB = FormatStyleField(field, mode)
      let value = twelveDigitValue(mode)
      let middle = middleEditor(field, mode)
      let middleA = NumberFormatterField(field, mode, value: value, caretDigits: 6)
      let middleB = FormatStyleField(field, mode, value: value, caretDigits: 6)

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
    }
  }
}
