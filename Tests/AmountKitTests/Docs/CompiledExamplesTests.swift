import Foundation
import Testing

/// The code blocks of the README and of the articles about the Apple
/// adapters are compiled against Apple's SDKs by `Scripts/check-apple-sdk.sh`,
/// which takes every block whose first line is an `import`: each block must
/// be complete, so that none is left out of the check. A package manifest
/// (first line `// swift-tools-version:`) is the one block of another kind.
@Suite("Examples the SDK check compiles")
struct CompiledExamplesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let documents = [
    "README.md",
    "Sources/AmountKit/AmountKit.docc/HostingAField.md",
    "Sources/AmountKitUIKit/AmountKitUIKit.docc/GettingStarted.md",
    "Sources/AmountKitAppKit/AmountKitAppKit.docc/GettingStarted.md",
    "Sources/AmountKitSwiftUI/AmountKitSwiftUI.docc/GettingStarted.md",
  ]

  /// The Swift code blocks of a Markdown text, as the script reads them.
  static func swiftBlocks(_ text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(current?.joined(separator: "\n") ?? "")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test("every Swift block is a complete example: it starts with its imports", arguments: documents)
  func everyBlockIsComplete(document: String) throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    let blocks = Self.swiftBlocks(text)
    #expect(!blocks.isEmpty, "no Swift block in \(document)")
    for block in blocks where !block.hasPrefix("// swift-tools-version:") {
      #expect(
        block.hasPrefix("import "), "\(document): a block the SDK check leaves out:\n\(block)")
    }
  }
}
