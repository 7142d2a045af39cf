import AmountKit
import Benchmark
import BenchmarkSupport
import Foundation

// Lenient parsing of pasted texts (AmountFormat.parse against Foundation's
// currency parse strategy), a paste into an editor over the whole amount,
// and a 1 MB paste (rejected whole).

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
    Benchmark("parse \(field.locale) ours [k=\(texts.count)]") { benchmark in
      for _ in benchmark.scaledIterations {
        for text in texts { blackHole(try? format.parse(text)) }
      }
    }
    let strategy = Decimal.FormatStyle.Currency(code: field.code, locale: locale).parseStrategy
    Benchmark("parse \(field.locale) FormatStyle [k=\(texts.count)]") { benchmark in
      for _ in benchmark.scaledIterations {
        for text in texts { blackHole(try? strategy.parse(text)) }
      }
    }
    var selectedAll = AmountEditor(
      configuration: field.configuration(.decimal), value: Decimal(1234))
    selectedAll.apply(.beginEditing)
    selectedAll.apply(.select(selectedAll.numberRange))
    let start = selectedAll
    Benchmark("paste \(field.locale) ours [k=\(texts.count)]") { benchmark in
      for _ in benchmark.scaledIterations {
        for text in texts {
          var editor = start
          editor.apply(.paste(text))
          blackHole(editor)
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
  Benchmark(
    "paste1MB digits ours [k=1]",
    configuration: .init(maxDuration: .seconds(1), maxIterations: 50)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      var copy = editor
      blackHole(copy.apply(.paste(megabyteDigits)))
    }
  }
  Benchmark(
    "paste1MB mixed ours [k=1]",
    configuration: .init(maxDuration: .seconds(1), maxIterations: 50)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      var copy = editor
      blackHole(copy.apply(.paste(megabyteMixed)))
    }
  }
  let strategy = Decimal.FormatStyle.Currency(
    code: field.code, locale: Locale(identifier: field.locale)
  ).parseStrategy
  Benchmark(
    "paste1MB digits FormatStyle [k=1]",
    configuration: .init(maxDuration: .seconds(2), maxIterations: 10)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? strategy.parse(megabyteDigits))
    }
  }
}
