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
      dependencies: [
        .product(name: "AmountKit", package: "AmountKit"),
        // The host models (the text field's content) shared with the tests and the fuzzer.
        .product(name: "_AmountKitTestSupport", package: "AmountKit"),
      ],
      path: "Sources/BenchmarkSupport"
    ),
    .executableTarget(
      name: "Profile",
      dependencies: ["BenchmarkSupport", .product(name: "AmountKit", package: "AmountKit")],
      path: "Sources/Profile"
    ),
    .executableTarget(
      name: "FirstFormat",
      dependencies: [.product(name: "AmountKit", package: "AmountKit")],
      path: "Sources/FirstFormat"
    ),
    .executableTarget(name: "StreamBaseline", path: "Sources/StreamBaseline"),
  ],
  swiftLanguageModes: [.v6]
)

// One benchmark executable a group: Benchmarks/NAME/NAME.swift.
for name in ["Keystroke", "Formatting", "Derivation", "Paste"] {
  package.targets.append(
    .executableTarget(
      name: name,
      dependencies: [
        "BenchmarkSupport",
        .product(name: "AmountKit", package: "AmountKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/\(name)",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ))
}
