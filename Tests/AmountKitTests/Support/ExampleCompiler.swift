import Foundation

/// Type-checks Swift code against the package's own modules, as the code
/// of an app that depends on the package: `swiftc -typecheck` with the
/// `.swiftmodule` files that `swift test` has just built beside the test
/// executable (`.build/<configuration>/Modules`). Nothing is linked or run,
/// so a check costs one compiler start, about two seconds.
enum ExampleCompiler {
  /// One diagnostic of the compiler: its line in the checked source, its
  /// kind (`error` or `warning`) and its message.
  struct Diagnostic: Sendable, CustomStringConvertible {
    var line: Int
    var kind: String
    var message: String
    var description: String { "line \(line): \(kind): \(message)" }
  }

  enum Failure: Error, CustomStringConvertible {
    case noCompiler
    case noModules(URL)
    var description: String {
      switch self {
      case .noCompiler:
        return "no swiftc on PATH (set SWIFTC to the compiler that built the package)"
      case .noModules(let url):
        return "no AmountKit.swiftmodule in \(url.path): run the tests with swift test"
      }
    }
  }

  /// The folder of the package's built modules: beside the test executable.
  static func modules() throws(Failure) -> URL {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("Modules")
    guard
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("AmountKit.swiftmodule").path)
    else { throw .noModules(folder) }
    return folder
  }

  /// The compiler: `SWIFTC`, else `swiftc` on `PATH`.
  static func compiler() throws(Failure) -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SWIFTC"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw .noCompiler
  }

  /// The errors and warnings of `source` type-checked as an app's main
  /// file in the Swift 6 language mode. A warning that an expression's
  /// value is unused is left out: examples show a value with its result
  /// in a comment (`editor.text  // "$123.45"`).
  static func diagnostics(of source: String) throws -> [Diagnostic] {
    let modules = try modules()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("amountkit-example-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = try compiler()
    process.arguments = [
      "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm",
      "-I", modules.path,
      "-module-cache-path",
      modules.deletingLastPathComponent().appendingPathComponent(
        "ExampleModuleCache"
      ).path,
      file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)

    var found: [Diagnostic] = []
    let pattern = #/^.*main\.swift:(?<line>\d+):\d+: (?<kind>error|warning): (?<message>.*)$/#
    for line in text.split(separator: "\n") {
      guard let match = line.wholeMatch(of: pattern), let number = Int(match.line) else {
        continue
      }
      let message = String(match.message)
      if match.kind == "warning", message.contains("is unused") { continue }
      found.append(Diagnostic(line: number, kind: String(match.kind), message: message))
    }
    if process.terminationStatus != 0 && !found.contains(where: { $0.kind == "error" }) {
      found.append(Diagnostic(line: 0, kind: "error", message: text))
    }
    return found
  }
}
