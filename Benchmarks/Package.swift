// swift-tools-version: 6.1
import PackageDescription

// Benchmarks of AmountKit against Foundation, with ordo-one/package-benchmark:
// `./run.sh` builds and runs them and prints a table of ratios.
let package = Package(
  name: "AmountKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "AmountKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "AmountKit", package: "AmountKit")],
      path: "Sources/BenchmarkSupport"
    ),
    .executableTarget(
      name: "Profile",
      dependencies: ["BenchmarkSupport", .product(name: "AmountKit", package: "AmountKit")],
      path: "Sources/Profile"
    ),
    .executableTarget(
      name: "Keystroke",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "AmountKit", package: "AmountKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Keystroke",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Formatting",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "AmountKit", package: "AmountKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Formatting",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Derivation",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "AmountKit", package: "AmountKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Derivation",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Paste",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "AmountKit", package: "AmountKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Paste",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
