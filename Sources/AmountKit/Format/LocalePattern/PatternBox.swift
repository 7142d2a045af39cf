import Foundation

/// A derived pattern behind one reference, so that copying a format (and an
/// editor, and a configuration) costs one retain instead of one per string.
///
/// A box holds what its pattern's derivation showed, and learns the rest
/// the first time something needs it, once for every copy and thread:
///
/// - The locale's lone minus sign costs a Foundation format of its own (a
///   number style, which ICU builds anew); it is learned when a negative
///   amount without digits first needs it (``minusSign``).
/// - A currency pattern in a new locale comes from one format, of a
///   positive amount (``LocalePattern/derivePositiveCurrency(_:code:)``).
///   Its negative affixes, its minimum grouping digits, and for a currency
///   without fraction digits its decimal separator are not in that format:
///   ``complete`` learns them, from the locale's template where it fits and
///   else from one more format. What needs them reads them through the
///   box: rendering a negative amount, or an integer part whose grouping
///   depends on the minimum (``AmountRenderer``), the decimal separator
///   (``decimalSeparator``: parsing, a field's decimal key, a fraction
///   shown), the public ``AmountFormat/minimumGroupingDigits``. A positive
///   amount below the minimum's reach, or parsed, never costs the second
///   format. A field (``AmountEditor``) learns the whole pattern when it is
///   made, once per locale and display, so that no keystroke reads
///   through the box.
final class PatternBox: Sendable, Hashable {
  /// The pattern as derived. When ``isComplete`` is false, its negative
  /// affixes and minimum grouping digits, and its decimal separator where
  /// ``knowsDecimalSeparator`` is false, are placeholders: read them from
  /// ``complete``.
  let value: LocalePattern
  /// What the pattern was derived for.
  let key: PatternKey
  /// Whether ``value`` is the whole pattern.
  let isComplete: Bool
  /// Whether ``value`` shows the decimal separator: complete, or with
  /// fraction digits in its positive format.
  let knowsDecimalSeparator: Bool
  /// The whole pattern once learned, behind one reference: reading it
  /// retains the reference instead of copying every string of a pattern.
  private let learnedPattern = Locked<Learned?>(nil)

  /// A learned pattern.
  private final class Learned: Sendable {
    let pattern: LocalePattern
    init(_ pattern: LocalePattern) { self.pattern = pattern }
  }
  /// The minus sign once learned.
  private let learnedMinusSign = Locked<String?>(nil)

  /// A box for `value`, derived for `key`; `isComplete` false when it still
  /// lacks what ``complete`` learns.
  init(_ value: LocalePattern, key: PatternKey, isComplete: Bool = true) {
    self.value = value
    self.key = key
    self.isComplete = isComplete
    knowsDecimalSeparator = isComplete || value.defaultFractionDigits > 0
  }

  /// The whole pattern: ``value`` when it is complete, else ``value`` with
  /// its negative affixes, minimum grouping digits and decimal separator
  /// learned on first use (see ``LocalePattern/completed(_:key:)``).
  var complete: LocalePattern {
    if isComplete { return value }
    return learned().pattern
  }

  /// What rendering reads of the whole pattern: its pieces and minimum
  /// grouping digits, learned on first use like ``complete``.
  var completeRendering: (bytes: PatternBytes, minimumGroupingDigits: Int) {
    if isComplete { return (value.bytes, value.minimumGroupingDigits) }
    let pattern = learned()
    return (pattern.pattern.bytes, pattern.pattern.minimumGroupingDigits)
  }

  /// The learned pattern, learning it the first time.
  private func learned() -> Learned {
    if let learned = learnedPattern.withLock({ $0 }) { return learned }
    let pattern = Learned(LocalePattern.completed(value, key: key))
    return learnedPattern.withLock { learned in
      if learned == nil { learned = pattern }
      return learned ?? pattern
    }
  }

  /// ``completeRendering`` when the whole pattern is known by now (one
  /// read of the lock), nil while it is still to be learned.
  var knownCompleteRendering: (bytes: PatternBytes, minimumGroupingDigits: Int)? {
    if isComplete { return (value.bytes, value.minimumGroupingDigits) }
    guard let pattern = learnedPattern.withLock({ $0 }) else { return nil }
    return (pattern.pattern.bytes, pattern.pattern.minimumGroupingDigits)
  }

  /// The decimal separator, learned with the rest of the pattern only
  /// where the positive format did not show it (a currency without
  /// fraction digits in a new locale).
  var decimalSeparator: String {
    knowsDecimalSeparator ? value.decimalSeparator : complete.decimalSeparator
  }

  /// What a lone minus sign shows (the locale's minus, with its bidi
  /// marks), learned on first use and shared by every pattern of the
  /// locale.
  var minusSign: String {
    if let sign = learnedMinusSign.withLock({ $0 }) { return sign }
    let sign = LocalePattern.localeMinusSign(key.locale)
    learnedMinusSign.withLock { $0 = sign }
    return sign
  }

  /// Boxes of the same key hold the same pattern, whatever each has
  /// learned so far.
  static func == (lhs: PatternBox, rhs: PatternBox) -> Bool {
    lhs === rhs || lhs.key == rhs.key
  }

  func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
