import Foundation

/// A value behind a lock, reached only through ``withLock(_:)``: no
/// `lock()`/`unlock()` pairs to get wrong. (`Synchronization.Mutex` needs
/// iOS 18 and macOS 15; the package supports older systems.)
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
