import Foundation

/// A thread-safe cache that keeps the most recently used entries: when it
/// is full, the entry used longest ago goes. A currency picker showing a
/// few hundred formats derives each once, however often it scrolls.
final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Entry {
    var value: Value
    var lastUse: UInt64
  }
  private struct State {
    var entries: [Key: Entry] = [:]
    var clock: UInt64 = 0
  }
  private let state = Locked(State())
  /// How many entries the cache keeps.
  let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  /// The cached value for `key`, or the one `make` returns, cached. `make`
  /// runs outside the lock, so two threads may derive the same new key at
  /// once; both get a correct value.
  func value(for key: Key, make: () -> Value) -> Value {
    let hit = state.withLock { state -> Value? in
      state.clock &+= 1
      guard var entry = state.entries[key] else { return nil }
      entry.lastUse = state.clock
      state.entries[key] = entry
      return entry.value
    }
    if let hit { return hit }
    let made = make()
    return state.withLock { state in
      if let raced = state.entries[key] { return raced.value }
      if state.entries.count >= capacity,
        let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
      {
        // Only when a new entry is derived, which costs far more than this
        // scan of the entries.
        state.entries.removeValue(forKey: oldest)
      }
      state.clock &+= 1
      state.entries[key] = Entry(value: made, lastUse: state.clock)
      return made
    }
  }

  /// The cached value for `key`, counted as a use, or nil.
  func existingValue(for key: Key) -> Value? {
    state.withLock { state -> Value? in
      guard var entry = state.entries[key] else { return nil }
      state.clock &+= 1
      entry.lastUse = state.clock
      state.entries[key] = entry
      return entry.value
    }
  }

  /// Whether `key` is cached (without counting as a use).
  func contains(_ key: Key) -> Bool {
    state.withLock { $0.entries[key] != nil }
  }
}
