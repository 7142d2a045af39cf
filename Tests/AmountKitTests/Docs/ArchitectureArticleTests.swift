import Foundation
import Testing

/// The architecture article follows one keystroke through the library and
/// names the function that decides each rule: the road is at most ten
/// steps, and every function it names is declared, with those argument
/// labels, in the sources.
@Suite("The architecture article")
struct ArchitectureArticleTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let article: String =
    (try? String(
      contentsOf: root.appendingPathComponent("Sources/AmountKit/AmountKit.docc/Architecture.md"),
      encoding: .utf8)) ?? ""

  /// The text of the section headed `heading`, up to the next section.
  static func section(_ heading: String) -> Substring {
    guard let start = article.range(of: "## " + heading + "\n") else { return "" }
    let body = article[start.upperBound...]
    return body[..<(body.range(of: "\n## ")?.lowerBound ?? body.endIndex)]
  }

  /// Every function the article names in code font, `name(label:_:)` or
  /// `Type.name(label:)`, as the name and its argument labels.
  static var namedFunctions: [String] {
    let text = section("How a keystroke travels") + section("Where each rule is decided")
    let pattern = /`(?:[A-Za-z]+\.)*([a-z][A-Za-z]*)\(((?:[A-Za-z_]+:)*)\)`/
    return text.matches(of: pattern).map { "\($0.1)(\($0.2))" }
  }

  /// The functions declared in the library's and the UIKit adapter's
  /// sources, as their names with their argument labels (`_` for none).
  static let declaredFunctions: Set<String> = {
    var declared: Set<String> = []
    for folder in ["Sources/AmountKit", "Sources/AmountKitUIKit"] {
      let url = root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift",
          let source = try? String(contentsOf: file, encoding: .utf8)
        else { continue }
        for match in source.matches(of: /func\s+([A-Za-z]+)\s*(?:<[^>]*>)?\(/) {
          declared.insert("\(match.1)(\(labels(after: match.range.upperBound, in: source)))")
        }
      }
    }
    return declared
  }()

  /// The argument labels of the parameter list that starts at `start`:
  /// `label:` for each, `_:` for an unlabelled one.
  static func labels(after start: String.Index, in source: String) -> String {
    var depth = 1
    var end = start
    while end < source.endIndex && depth > 0 {
      if source[end] == "(" { depth += 1 }
      if source[end] == ")" { depth -= 1 }
      if depth > 0 { end = source.index(after: end) }
    }
    var parameters: [Substring] = []
    var current = start
    depth = 0
    var index = start
    while index < end {
      switch source[index] {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        parameters.append(source[current..<index])
        current = source.index(after: index)
      default: break
      }
      index = source.index(after: index)
    }
    parameters.append(source[current..<end])
    return parameters.compactMap { parameter -> String? in
      let head = parameter.split(separator: ":", maxSplits: 1).first ?? ""
      guard let label = head.split(whereSeparator: \.isWhitespace).first else { return nil }
      return "\(label):"
    }.joined()
  }

  @Test("a keystroke travels at most ten steps")
  func steps() {
    let steps = Self.section("How a keystroke travels").split(separator: "\n")
      .filter { $0.firstMatch(of: #/^\d+\. /#) != nil }
    #expect((1...10).contains(steps.count), "\(steps.count) steps")
  }

  @Test("every function the article names is declared")
  func functionsExist() {
    let named = Self.namedFunctions
    #expect(named.count > 20, "the article names \(named.count) functions")
    for function in named {
      let isDeclared = Self.declaredFunctions.contains(function)
      #expect(isDeclared, "\(function) is not declared")
    }
  }
}
