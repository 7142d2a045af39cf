import AmountKit
import Benchmark
import BenchmarkSupport
import Foundation

// Display formatting of 10,000 amounts: AmountFormat.format against
// Decimal.FormatStyle.Currency.format, in the keystroke locales. Both must
// print the same text for every amount, or the run stops.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 2,
    scalingFactor: .one,
    maxDuration: .seconds(1),
    maxIterations: 200
  )

  let amounts = sampleAmounts(10_000)
  for field in keystrokeFields {
    let locale = Locale(identifier: field.locale)
    let format = AmountFormat.currency(code: field.code, locale: locale)
    let style = Decimal.FormatStyle.Currency(code: field.code, locale: locale)
    // The comparison only means something when both print the same text.
    let differing = amounts.filter { format.format($0) != style.format($0) }
    if let first = differing.first {
      print(
        "format10k \(field.locale): \(differing.count) outputs differ from FormatStyle, e.g. \(first)"
      )
      exit(1)
    }
    Benchmark("format10k \(field.locale) ours [k=10000]") { benchmark in
      for _ in benchmark.scaledIterations {
        for amount in amounts { blackHole(format.format(amount)) }
      }
    }
    Benchmark("format10k \(field.locale) FormatStyle [k=10000]") { benchmark in
      for _ in benchmark.scaledIterations {
        for amount in amounts { blackHole(style.format(amount)) }
      }
    }
  }
}
