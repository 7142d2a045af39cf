import AmountKit
import Benchmark
import BenchmarkSupport
import Foundation

// Lenient parsing of pasted texts (AmountFormat.parse against Foundation's
// currency parse strategy), a paste into an editor over the whole amount,
// and a 1 MB paste (rejected whole). Iterations repeat the work so that
// the harness's own allocations per sample are spread thin.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 2,
    scalingFactor: .one,
    maxDuration: .milliseconds(500),
    maxIterations: 5_000
  )

  for field in keystrokeFields {
    let locale = Locale(identifier: field.locale)
    let format = AmountFormat.currency(code: field.code, locale: locale)
    let texts = pastedTexts(format)
    Benchmark("parse \(field.locale) ours [k=\(texts.count * 20)]") { benchmark in
      for _ in benchmark.scaledIterations {
        for _ in 0..<20 {
          for text in texts { blackHole(try? format.parse(text)) }
        }
      }
    }
    let strategy = Decimal.FormatStyle.Currency(code: field.code, locale: locale).parseStrategy
    Benchmark("parse \(field.locale) FormatStyle [k=\(texts.count * 5)]") { benchmark in
      for _ in benchmark.scaledIterations {
        for _ in 0..<5 {
          for text in texts { blackHole(try? strategy.parse(text)) }
        }
      }
    }
    var selectedAll = AmountEditor(
      configuration: field.configuration(.decimal), value: Decimal(1234))
    selectedAll.apply(.beginEditing)
    selectedAll.apply(.select(selectedAll.numberRange))
    let start = selectedAll
    Benchmark("paste \(field.locale) ours [k=\(texts.count * 20)]") { benchmark in
      for _ in benchmark.scaledIterations {
        for _ in 0..<20 {
          for text in texts {
            var editor = start
            editor.apply(.paste(text))
            blackHole(editor)
          }
        }
      }
    }
  }

  let megabyteDigits = String(repeating: "1234567890", count: 104_858)
  let megabyteMixed = String(repeating: "1,234.56 $ ", count: 95_326)
  let field = keystrokeFields[0]
  var start = AmountEditor(configuration: field.configuration(.decimal), value: Decimal(12))
  start.apply(.beginEditing)
  let editor = start
  // One iteration pastes 100 times; Foundation's parser is left out here:
  // it reads the whole megabyte (about 10 s per paste on this machine).
  for (name, text) in [("digits", megabyteDigits), ("mixed", megabyteMixed)] {
    Benchmark(
      "paste1MB \(name) ours [k=100]",
      configuration: .init(maxDuration: .seconds(1), maxIterations: 100)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        for _ in 0..<100 {
          var copy = editor
          blackHole(copy.apply(.paste(text)))
        }
      }
    }
  }
}
