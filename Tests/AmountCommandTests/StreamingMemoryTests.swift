import Foundation
import Testing

#if canImport(Glibc)
import Glibc

/// `amount format` and `amount parse` stream: a million lines run in
/// constant memory (replay format: "Both stream").
///
/// The bound is on memory, not time: the most resident memory of the
/// children this test process has waited for (`getrusage(RUSAGE_CHILDREN)`,
/// which takes in the pipeline's own children). Holding a million lines of
/// input or output would take far more than the bound (about 10 MB of text,
/// several times that as Swift strings).
@Suite("amount streams in constant memory", .serialized)
struct StreamingMemoryTests {
  /// 64 MiB: the binary and Foundation's locale data take about 20 MiB.
  static let boundKiB = 64 * 1024

  /// `subcommand | input line | output line`.
  static let rows: [(command: String, input: String, output: String)] = [
    ("format", "1234.5", "$1,234.50"),
    ("parse", "$1,234.50", "1234.5"),
  ]

  @Test("a million lines", arguments: rows)
  func millionLines(_ row: (command: String, input: String, output: String)) throws {
    let amount = ExecuteCommand.amount.path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The count and the last line show every line went through.
    process.arguments = [
      "-c",
      #"yes -- "$1" | head -n 1000000 | "$0" "$2" --locale en_US --currency USD"#
        + #" | awk 'END { print NR; print $0 }'"#,
      amount, row.input, row.command,
    ]
    process.environment = ["PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: data, as: UTF8.self) == "1000000\n\(row.output)\n")
    var usage = rusage()
    #expect(getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0)
    // ru_maxrss is in KiB on Linux.
    #expect(usage.ru_maxrss > 0)
    #expect(usage.ru_maxrss < Self.boundKiB, "max RSS \(usage.ru_maxrss) KiB")
  }
}
#endif
