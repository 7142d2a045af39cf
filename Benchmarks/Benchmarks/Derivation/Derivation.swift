import AmountKit
import Benchmark
import BenchmarkSupport
import Foundation

// Deriving a format for a locale. AmountFormat caches derived patterns (256
// entries, cleared when full): "cold" walks all of Foundation's locale
// identifiers, so every derivation misses the cache; "cached" asks for the
// same format again. The baseline creates a Decimal.FormatStyle.Currency and
// formats one amount with it (Foundation caches its ICU formatters too).

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 0,
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 2_000
  )

  let identifiers = Locale.availableIdentifiers.sorted()
  let locales = identifiers.map { Locale(identifier: $0) }
  let amount = Decimal(string: "1234.56", locale: Locale(identifier: "en_US_POSIX")) ?? 0

  // Package-benchmark calls each closure once per sample: the position in
  // the locale list lives outside.
  let ours = Counter()
  let theirs = Counter()
  Benchmark("derive cold ours [k=1]") { benchmark in
    for _ in benchmark.scaledIterations {
      let format = AmountFormat.currency(code: "USD", locale: locales[ours.next() % locales.count])
      blackHole(format.format(amount))
    }
  }
  Benchmark("derive cold FormatStyle [k=1]") { benchmark in
    for _ in benchmark.scaledIterations {
      let style = Decimal.FormatStyle.Currency(
        code: "USD", locale: locales[theirs.next() % locales.count])
      blackHole(style.format(amount))
    }
  }
  let german = Locale(identifier: "de_DE")
  Benchmark("derive cached ours [k=100]") { benchmark in
    for _ in benchmark.scaledIterations {
      for _ in 0..<100 {
        let format = AmountFormat.currency(code: "EUR", locale: german)
        blackHole(format.format(amount))
      }
    }
  }
  Benchmark("derive cached FormatStyle [k=100]") { benchmark in
    for _ in benchmark.scaledIterations {
      for _ in 0..<100 {
        let style = Decimal.FormatStyle.Currency(code: "EUR", locale: german)
        blackHole(style.format(amount))
      }
    }
  }
}

/// A counter shared by the samples of one benchmark.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value - 1
  }
}
