import Foundation
import Testing

/// The architecture article follows one keystroke through the library and
/// names the function that decides each rule: the road is at most ten
/// steps, and every function it names is declared, with those argument
/// labels, in the sources. Its layers hold: no code of a layer names a type
/// declared in a layer above it, nor a message's.
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

  /// The library's layers, top to bottom, by folder.
  static let layers = ["Input", "Editor", "Format", "Internal"]

  /// The Swift files under a folder of the library.
  static func files(in folder: String) -> [URL] {
    let url = root.appendingPathComponent("Sources/AmountKit/" + folder)
    let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let file = files?.nextObject() as? URL {
      if file.pathExtension == "swift" { found.append(file) }
    }
    return found
  }

  /// The types a folder declares at the top level of its files.
  static func declaredTypes(in folder: String) -> Set<String> {
    var names: Set<String> = []
    for file in files(in: folder) {
      let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      let declaration =
        /(?m)^(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)/
      for match in source.matches(of: declaration) { names.insert(String(match.1)) }
    }
    return names
  }

  /// A file's code: its comments and string literals left out.
  static func code(of file: URL) -> String {
    let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return source.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .map { $0.replacing(/"(?:[^"\\]|\\.)*"/, with: "\"\"").replacing(/\/\/.*/, with: "") }
      .joined(separator: "\n")
  }

  @Test("every dependency points down: no layer names a type of a layer above it or a message")
  func dependenciesPointDown() throws {
    let messages = Self.declaredTypes(in: "Messages")
    #expect(messages.contains("MessageCatalog"))
    var above: Set<String> = []
    for layer in Self.layers {
      let own = Self.declaredTypes(in: layer)
      #expect(!own.isEmpty, "\(layer) declares no type")
      let forbidden = above.union(messages).subtracting(own)
      for file in Self.files(in: layer) {
        let code = Self.code(of: file)
        for name in forbidden where code.contains(try Regex("\\b\(name)\\b")) {
          Issue.record("\(layer)/\(file.lastPathComponent) names \(name), declared above it")
        }
      }
      above.formUnion(own)
    }
  }
}
