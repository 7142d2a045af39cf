import Foundation
import Testing

@testable import AmountReplay

/// The DocC article "Replay format" names every config key, step and key
/// name the replay reader accepts, and no other: the article is the format
/// users read, the reader the one that runs.
@Suite("The replay format article")
struct ReplayFormatArticleTests {
  static let articleURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/AmountReplay/AmountReplay.docc/ReplayFormat.md")

  /// The first cell of every row of the article's table whose header's
  /// first cell is `header`, without its backticks, in article order.
  static func names(inTableHeaded header: String) throws -> [String] {
    let text = try String(contentsOf: articleURL, encoding: .utf8)
    var names: [String] = []
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        inTable = false
        continue
      }
      let first = line.dropFirst().prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
      if first == header {
        inTable = true
        continue
      }
      guard inTable, !first.allSatisfy({ $0 == "-" || $0 == ":" }) else { continue }
      names.append(first.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
    }
    return names
  }

  @Test("the config keys of the article are the reader's, in its order")
  func configKeys() throws {
    #expect(try Self.names(inTableHeaded: "config key") == ReplayDocument.configKeys)
  }

  @Test("the steps of the article are the reader's actions, in its order")
  func steps() throws {
    #expect(try Self.names(inTableHeaded: "step") == ReplayDocument.actions)
  }

  @Test("the key names of the article are the reader's")
  func keys() throws {
    #expect(try Self.names(inTableHeaded: "key") == AmountReplay.Key.allCases.map(\.name))
  }

  @Test("every key of the article's example document is accepted")
  func example() throws {
    let text = try String(contentsOf: Self.articleURL, encoding: .utf8)
    let start = try #require(text.range(of: "```json\n"))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    let json = Data(text[start.upperBound..<end.lowerBound].utf8)
    let replay = try AmountReplay(json: json)
    #expect(replay.steps.count == ReplayDocument.actions.count)
    #expect(replay.config.hostDecimalKey == ",")
  }
}
