import Foundation
import Testing

#if canImport(Glibc)
import Glibc

/// `amount format` and `amount parse` stream: a million lines run in
/// constant memory (replay format: "Both stream").
///
/// The bound is on memory, not time: the most resident memory of the
/// `amount` process, as `getrusage(RUSAGE_CHILDREN)` reports it in a small
/// Python parent. (Measured from this test process, the figure would
/// include this process's own size: Linux counts the parent's resident
/// memory at the child's `exec` into the child's peak.)
/// Holding a million lines of input or output would take far more than the
/// bound (about 10 MB of text, several times that as Swift strings).
@Suite("amount streams in constant memory", .serialized)
struct StreamingMemoryTests {
  /// 64 MiB: the binary and Foundation's locale data take about 30 MiB.
  static let boundKiB = 64 * 1024
  static let lineCount = 1_000_000

  /// `subcommand | input line | output line`.
  static let rows: [(command: String, input: String, output: String)] = [
    ("format", "1234.5", "$1,234.50"),
    ("parse", "$1,234.50", "1234.5"),
  ]

  @Test("a million lines", arguments: rows)
  func millionLines(_ row: (command: String, input: String, output: String)) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("amount-stream-\(getpid())-\(row.command)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.txt")
    let output = folder.appendingPathComponent("out.txt")
    let block = String(repeating: row.input + "\n", count: 10_000)
    _ = FileManager.default.createFile(atPath: input.path, contents: nil)
    let writer = try FileHandle(forWritingTo: input)
    for _ in 0..<(Self.lineCount / 10_000) { writer.write(Data(block.utf8)) }
    try writer.close()

    let usage = try Self.spawn(
      [ExecuteCommand.amount.path, row.command, "--locale", "en_US", "--currency", "USD"],
      stdin: input.path, stdout: output.path)
    #expect(usage.status == 0)
    let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == Self.lineCount)
    #expect(lines.last.map(String.init) == row.output)
    // ru_maxrss is in KiB on Linux.
    #expect(usage.maxRSSKiB > 0)
    #expect(usage.maxRSSKiB < Self.boundKiB, "max RSS \(usage.maxRSSKiB) KiB")
  }

  /// Runs `arguments` with standard input and output on files, from a small
  /// Python parent, and returns its exit status and its peak resident
  /// memory.
  static func spawn(_ arguments: [String], stdin: String, stdout: String) throws -> (
    status: Int32, maxRSSKiB: Int
  ) {
    let script = """
      import resource, subprocess, sys
      with open(sys.argv[1]) as i, open(sys.argv[2], "w") as o:
          status = subprocess.run(sys.argv[3:], stdin=i, stdout=o).returncode
      print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, stdin, stdout] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = report.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    try #require(fields.count == 2, "python3 reported \(report.debugDescription)")
    return (Int32(fields[0]), fields[1])
  }
}
#endif
