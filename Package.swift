// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AmountKit",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "AmountKit", targets: ["AmountKit"]),
    .library(name: "AmountKitUIKit", targets: ["AmountKitUIKit"]),
    .library(name: "AmountKitAppKit", targets: ["AmountKitAppKit"]),
    .library(name: "AmountKitSwiftUI", targets: ["AmountKitSwiftUI"]),
    // Replay documents (`amount replay`): for tools and tests, not for apps.
    .library(name: "AmountReplay", targets: ["AmountReplay"]),
    .executable(name: "amount", targets: ["amount"]),
    // The models of the hosts (UIKit's text field, AppKit's window, field
    // editor and text field, the undo manager, the run loop, VoiceOver)
    // shared by the tests, the fuzzer and the benchmarks (a package of its
    // own, which reaches them only through a product): not for apps.
    .library(name: "_AmountKitTestSupport", targets: ["AmountKitTestSupport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // `swift package generate-documentation` (CI builds every library's catalog).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "AmountKit", resources: [.copy("Resources/Messages")],
      // No flag of internal checks: the engine has none, and the checker
      // of the tests and the fuzzer is only called by them (CONTRIBUTING.md,
      // "Internal checks").
      // Units are formatted by the toolchain's ICU on Linux (Foundation's own).
      linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
    ),
    // The Apple adapters compile to nothing where their framework is
    // missing (Linux builds them empty).
    .target(name: "AmountKitUIKit", dependencies: ["AmountKit"]),
    .target(name: "AmountKitAppKit", dependencies: ["AmountKit"]),
    .target(
      name: "AmountKitSwiftUI", dependencies: ["AmountKit", "AmountKitUIKit", "AmountKitAppKit"]),
    .target(name: "AmountReplay", dependencies: ["AmountKit"]),
    .executableTarget(
      name: "amount",
      dependencies: [
        "AmountKit",
        "AmountReplay",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "AmountKitTestSupport", dependencies: ["AmountKit"],
      path: "Tests/AmountKitTestSupport"),
    .testTarget(
      name: "AmountKitTests",
      dependencies: [
        "AmountKit",
        "AmountKitTestSupport",
        "AmountReplay",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "AmountReplayTests", dependencies: ["AmountKit", "AmountReplay"]),
    // Runs the built `amount` executable, as swift-argument-parser's example tests do.
    .testTarget(name: "AmountCommandTests", dependencies: ["AmountKit", "amount"]),
  ],
  swiftLanguageModes: [.v6]
)
