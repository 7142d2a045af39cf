import Foundation
import Testing

/// Every Swift block of the AmountKit and AmountReplay articles compiles,
/// as an app's code, against the modules `swift test` has built
/// (``ExampleCompiler``). A block whose first line is an `import` is a
/// complete example and is compiled as written; any other block is a
/// fragment, compiled after `import Foundation` and the import of its
/// catalog's module (AmountKit, or AmountKit and AmountReplay). The
/// articles about hosting a field in UIKit, AppKit and SwiftUI need Apple's
/// SDKs: `Scripts/check-apple-sdk.sh` compiles their blocks.
@Suite("Every Swift block of the articles compiles")
struct ArticleExamplesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The catalogs, the imports their fragments get, and the articles the
  /// SDK check compiles instead.
  static let catalogs: [(folder: String, imports: [String], elsewhere: Set<String>)] = [
    ("Sources/AmountKit/AmountKit.docc", ["Foundation", "AmountKit"], ["HostingAField.md"]),
    ("Sources/AmountReplay/AmountReplay.docc", ["Foundation", "AmountKit", "AmountReplay"], []),
  ]

  struct Block: Sendable, CustomTestStringConvertible {
    var article: String
    /// The line of the article the block's first line is on.
    var line: Int
    var code: String
    var imports: [String]
    var testDescription: String { "\(article):\(line)" }

    /// The block as the compiler reads it, and how many lines stand before it.
    var source: (text: String, offset: Int) {
      guard !code.hasPrefix("import ") else { return (code, 0) }
      let header = imports.map { "import \($0)" }
      return ((header + [code]).joined(separator: "\n"), header.count)
    }
  }

  /// The ` ```swift ` blocks of `text` (also indented ones, in a list), with
  /// the line each starts on.
  static func swiftBlocks(_ text: String) -> [(line: Int, code: String)] {
    var blocks: [(Int, String)] = []
    var current: (start: Int, indent: Int, lines: [Substring])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      if current == nil, trimmed == "```swift" {
        current = (index + 2, line.count - trimmed.count, [])
      } else if let open = current, trimmed == "```" {
        blocks.append((open.start, open.lines.joined(separator: "\n")))
        current = nil
      } else if let open = current {
        current?.lines.append(line.dropFirst(min(open.indent, line.prefix { $0 == " " }.count)))
      }
    }
    return blocks
  }

  static let blocks: [Block] = catalogs.flatMap { catalog -> [Block] in
    let folder = root.appendingPathComponent(catalog.folder)
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
      .filter { $0.hasSuffix(".md") && !catalog.elsewhere.contains($0) }.sorted() ?? []
    return names.flatMap { name -> [Block] in
      let text =
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
      return swiftBlocks(text).map {
        Block(
          article: "\(catalog.folder)/\(name)", line: $0.line, code: $0.code,
          imports: catalog.imports)
      }
    }
  }

  @Test("both catalogs' articles are read, and they hold Swift blocks")
  func articlesRead() {
    for catalog in Self.catalogs {
      #expect(Self.blocks.contains { $0.article.hasPrefix(catalog.folder) }, "\(catalog.folder)")
    }
  }

  @Test("the block compiles with no error and no warning", arguments: blocks)
  func compiles(_ block: Block) throws {
    let (source, offset) = block.source
    for diagnostic in try ExampleCompiler.diagnostics(of: source) {
      Issue.record(
        "\(block.article):\(block.line + diagnostic.line - 1 - offset): \(diagnostic.kind): \(diagnostic.message)"
      )
    }
  }
}
