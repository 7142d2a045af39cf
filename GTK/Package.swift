// swift-tools-version: 6.1
import PackageDescription

// AmountKit in a GTK 4 text entry: the library AmountKitGTK and the demo `amount-gtk`.
// A separate package, so that the main package never depends on GTK. Needs GTK 4's
// development files (`apt-get install libgtk-4-dev` on Debian and Ubuntu).
let package = Package(
  name: "AmountKitGTK",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "AmountKitGTK", targets: ["AmountKitGTK"]),
    .executable(name: "amount-gtk", targets: ["amount-gtk"]),
  ],
  dependencies: [
    .package(name: "AmountKit", path: "..")
  ],
  targets: [
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"]), .brew(["gtk4"])]
    ),
    .target(
      name: "AmountKitGTK",
      dependencies: ["CGtk", .product(name: "AmountKit", package: "AmountKit")]
    ),
    .testTarget(name: "AmountKitGTKTests", dependencies: ["AmountKitGTK"]),
    .executableTarget(
      name: "amount-gtk",
      dependencies: [
        "AmountKitGTK", "CGtk", .product(name: "AmountKit", package: "AmountKit"),
        .product(name: "AmountReplay", package: "AmountKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
