import Foundation
import Testing

/// What the adapters' sources must not contain, read as text: they
/// compile only against Apple's SDKs, so on Linux their declarations are
/// checked here.
@Suite("SwiftUI field: adapter sources")
struct AdapterSourceTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func sources(_ folder: String) throws -> [(name: String, text: String)] {
    let directory = root.appendingPathComponent("Sources").appendingPathComponent(folder)
    let names = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(!names.isEmpty, "no sources in \(directory.path)")
    return try names.map { name in
      (name, try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
    }
  }

  /// Lines that are code, not comments.
  static func codeLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
  }

  /// One adjustable action, the platform field's own: the SwiftUI view
  /// adds no `accessibilityAdjustableAction` on top of the field's
  /// adjustable element, and defers no step in a `Task`.
  @Test func oneAdjustableActionNoTaskDeferral() throws {
    for (name, text) in try Self.sources("AmountKitSwiftUI") {
      let code = Self.codeLines(text)
      #expect(!code.contains { $0.contains("accessibilityAdjustableAction") }, "\(name)")
      #expect(
        !code.contains { $0.contains("apply(.step") || $0.contains("stepUp") }, "\(name)")
    }
  }
}
