// libFuzzer target for the AmountKit editing engine.
//
// Built by `Fuzz/run.sh` together with the sources of AmountKit into one
// executable (`swiftc -sanitize=fuzzer,address -parse-as-library`). The input
// bytes choose a field configuration, then a sequence of edits; after every
// edit the invariants of the contract, AmountKit's DocC article "How the
// field behaves", are checked (the library's own checker,
// `AmountEditor.invariantViolations`, and the rows it does not cover) and
// any violation aborts with a message on stderr.

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: Counters

/// Edits applied since start; printed at exit.
nonisolated(unsafe) var editCount = 0
/// Inputs run since start; printed at exit.
nonisolated(unsafe) var inputCount = 0
/// Editor mode: inputs, and how often some paths were taken.
nonisolated(unsafe) var editorInputs = 0
nonisolated(unsafe) var editorPaths: [String: Int] = [:]
/// Rows of the contract checked beyond the library's checker (both modes).
nonisolated(unsafe) var contractChecks: [String: Int] = [:]
/// Controller mode: inputs, host events, and how often some paths were
/// taken (printed at exit, to see that a run reaches them).
nonisolated(unsafe) var controllerInputs = 0
nonisolated(unsafe) var controllerEvents = 0
nonisolated(unsafe) var pathCounts: [String: Int] = [:]
/// The edit count at which the next progress line is printed.
nonisolated(unsafe) var nextProgress = 1_000_000
/// Set once the exit report is registered.
nonisolated(unsafe) var registeredExitReport = false
/// `FUZZ_TRACE=1` prints the host events of each controller-mode input and
/// the edits of each editor-mode input.
let tracesEvents = getenv("FUZZ_TRACE") != nil
/// Formats built so far, keyed by locale, currency, display and negative style.
nonisolated(unsafe) var formatCache: [String: AmountFormat] = [:]
/// Foundation's own texts of amounts, keyed by locale, currency,
/// presentation and value.
nonisolated(unsafe) var foundationTexts: [String: String] = [:]

/// `FUZZ_EDITS=N` stops the run cleanly once N edits have been checked.
let editLimit: Int? = getenv("FUZZ_EDITS").flatMap { Int(String(cString: $0)) }

/// Writes to standard error without buffering.
func printError(_ message: String) {
  var message = message
  message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

func listed(_ counts: [String: Int]) -> String {
  counts.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
}

func reportAtExit() {
  printError("fuzz: inputs=\(inputCount) edits=\(editCount)\n")
  printError("fuzz: editor mode inputs=\(editorInputs)" + listed(editorPaths) + "\n")
  printError(
    "fuzz: controller mode inputs=\(controllerInputs) host events=\(controllerEvents)"
      + listed(pathCounts) + "\n")
  printError("fuzz: contract rows checked" + listed(contractChecks) + "\n")
}

// MARK: Entry point

/// Runs one fuzz input: a configuration, then up to 64 edits or host
/// events.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  if !registeredExitReport {
    registeredExitReport = true
    atexit { reportAtExit() }
  }
  if let editLimit, editCount >= editLimit {
    // `_exit`: libFuzzer reports a plain `exit` from a fuzz target as a
    // finding.
    printError("fuzz: reached FUZZ_EDITS=\(editLimit)\n")
    reportAtExit()
    _exit(0)
  }
  guard let data, size > 0 else { return 0 }
  if editCount >= nextProgress {
    // A run stopped from outside (a signal) prints no report at exit.
    printError("fuzz: progress inputs=\(inputCount) edits=\(editCount)\n")
    nextProgress = (editCount / 1_000_000 + 1) * 1_000_000
  }
  inputCount += 1
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  // Bit 1 of the first byte (bit 0 picks the kind of locale) chooses
  // controller mode: the field is driven through a simulated host.
  if data[0] & 2 != 0 {
    // libFuzzer calls on the main thread (checked); the host models are
    // main-actor types, as UIKit's are. The input's bytes are libFuzzer's
    // for the length of this call.
    nonisolated(unsafe) var hostReader = reader
    MainActor.assumeIsolated { fuzzController(&hostReader) }
  } else {
    fuzzEditor(&reader)
  }
  return 0
}
