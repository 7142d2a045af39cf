import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

/// The table of the DocC article "Hosting a field" (how a change request is
/// read) is run through the input controller, as a host would call it.
@Suite("The hosting article's table")
struct HostingArticleTests {
  static let articleURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/AmountKit/AmountKit.docc/HostingAField.md")

  struct Row: CustomTestStringConvertible, Sendable {
    var before: String
    var location: Int
    var length: Int
    var replacement: String
    var after: String
    var testDescription: String {
      "\(before) · {\(location), \(length)} → \(replacement.debugDescription) → \(after)"
    }
  }

  /// Every table line of the section, and the rows read from them; a line
  /// that cannot be read fails the test below instead of being dropped.
  static let lines: [String] = {
    guard let text = try? String(contentsOf: articleURL, encoding: .utf8),
      let section = text.range(of: "## How a change request is read")
    else { return [] }
    let body = text[section.upperBound...]
    let end = body.range(of: "\n## ")?.lowerBound ?? body.endIndex
    return body[..<end].split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix("| `") }
  }()

  static let rows: [Row] = lines.compactMap(read)

  /// `| `$1,|234` | replace `{2, 1}` with "" | `$|234` | … |`
  static func read(_ line: String) -> Row? {
    // The caret bars inside backticks are not cell borders.
    let pattern =
      #/^\| `(?<before>[^`]*)` \| replace `\{(?<location>\d+), (?<length>\d+)\}` with "(?<with>[^"]*)" \| `(?<after>[^`]*)` \|/#
    guard let match = line.firstMatch(of: pattern),
      let location = Int(match.location), let length = Int(match.length)
    else { return nil }
    return Row(
      before: String(match.before), location: location, length: length,
      replacement: String(match.with), after: String(match.after))
  }

  @Test("every line of the table is read")
  func everyLineRead() {
    #expect(Self.lines.count == 6)
    #expect(Self.rows.count == Self.lines.count)
  }

  @Test("every row holds", arguments: rows)
  func row(_ row: Row) {
    let configuration: AmountFieldConfiguration = row.before.contains("$") ? .usd : .pounds
    var controller = AmountInputController.showing(row.before, configuration)
    let effects = controller.shouldChangeCharacters(
      in: NSRange(location: row.location, length: row.length), replacementString: row.replacement,
      host: controller.hostState)
    #expect(effects.rejection == nil)
    #expect(Drawn.draw(controller.text, selection: controller.selection) == row.after)
  }
}
