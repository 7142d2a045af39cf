#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the terminal could not be used.
struct TerminalError: Error, CustomStringConvertible {
  /// What failed, for people.
  var description: String

  init(_ operation: String) {
    description = "\(operation) failed: \(String(cString: strerror(errno)))"
  }
}
