import Foundation
import Testing

/// The SwiftUI article's form is the example the SDK check compiles.
@Suite("SwiftUI article")
struct SwiftUIArticleTests {
  @Test func formIsTheCompiledExample() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let example = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/AmountKitSwiftUI/Examples/TransferFormExample.swift"),
      encoding: .utf8)
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/AmountKitSwiftUI/AmountKitSwiftUI.docc/GettingStarted.md"),
      encoding: .utf8)
    let begin = try #require(example.range(of: "// snippet.begin\n"))
    let end = try #require(example.range(of: "// snippet.end"))
    let snippet = String(example[begin.upperBound..<end.lowerBound])
    #expect(snippet.contains("struct TransferForm"))
    #expect(article.contains("\n" + snippet + "```"))
  }
}
