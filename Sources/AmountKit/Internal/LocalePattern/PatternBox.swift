import Foundation

/// A derived pattern behind one reference, so that copying a format (and an
/// editor, and a configuration) costs one retain instead of one per string.
final class PatternBox: Sendable, Hashable {
  let value: LocalePattern

  init(_ value: LocalePattern) { self.value = value }

  static func == (lhs: PatternBox, rhs: PatternBox) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
