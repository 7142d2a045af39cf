import Foundation

/// A derived pattern behind one reference, so that copying a format (and an
/// editor, and a configuration) costs one retain instead of one per string.
///
/// The locale's lone minus sign is not part of the pattern: it costs a
/// Foundation format of its own (a number style, which ICU builds anew), so
/// the box learns it the first time a negative amount needs it.
final class PatternBox: Sendable, Hashable {
  let value: LocalePattern
  /// The locale whose minus sign ``minusSign`` shows.
  private let locale: Locale
  /// The minus sign once learned.
  private let learnedMinusSign = Locked<String?>(nil)

  init(_ value: LocalePattern, locale: Locale) {
    self.value = value
    self.locale = locale
  }

  /// What a lone minus sign shows (the locale's minus, with its bidi
  /// marks), learned on first use and shared by every pattern of the
  /// locale.
  var minusSign: String {
    if let sign = learnedMinusSign.withLock({ $0 }) { return sign }
    let sign = LocalePattern.localeMinusSign(locale)
    learnedMinusSign.withLock { $0 = sign }
    return sign
  }

  static func == (lhs: PatternBox, rhs: PatternBox) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
