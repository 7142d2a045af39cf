import Foundation
import Testing

/// Runs the built `amount` executable, as swift-argument-parser's example
/// tests run theirs (`AssertExecuteCommand` in ArgumentParserTestHelpers):
/// the binary next to the test bundle, or `AMOUNT_BIN`.
enum ExecuteCommand {
  /// What a run of the command gave.
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// The `amount` binary: `AMOUNT_BIN`, else the one in the build folder
  /// of this test binary.
  static var amount: URL {
    if let path = ProcessInfo.processInfo.environment["AMOUNT_BIN"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let tests = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return tests.deletingLastPathComponent().appendingPathComponent("amount")
  }

  /// Runs `amount` with `arguments`, `input` on standard input, and a
  /// fixed environment (no locale variables: en_US unless `--locale`).
  ///
  /// Output is read while the command runs, so that neither side blocks on
  /// a full pipe.
  static func run(
    _ arguments: [String], input: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let binary = amount
    try #require(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "No executable at \(binary.path): build it with `swift build`.",
      sourceLocation: sourceLocation)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin"]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let collected = Collected()
    let group = DispatchGroup()
    for (pipe, isOutput) in [(stdout, true), (stderr, false)] {
      group.enter()
      DispatchQueue.global().async {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.store(data, isOutput: isOutput)
        group.leave()
      }
    }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: collected.output, as: UTF8.self),
      error: String(decoding: collected.error, as: UTF8.self))
  }

  /// Standard output and error, filled by two reader threads.
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var outputData = Data()
    private var errorData = Data()

    func store(_ data: Data, isOutput: Bool) {
      lock.withLock {
        if isOutput { outputData = data } else { errorData = data }
      }
    }

    var output: Data { lock.withLock { outputData } }
    var error: Data { lock.withLock { errorData } }
  }
}
