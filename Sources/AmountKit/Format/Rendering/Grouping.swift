import Foundation

/// Where grouping separators go in an integer part: after each digit that
/// has `primary` digits to its right, or `primary` and a multiple of
/// `secondary` (`12,34,567`: primary 3, secondary 2).
struct Grouping {
  /// Digits in the rightmost group; 0 when the integer part is not grouped.
  var primary: Int
  /// Digits in every further group.
  var secondary: Int

  static let none = Grouping(primary: 0, secondary: 1)

  /// The grouping of an integer part of `count` digits in a format that
  /// groups by `primary` and `secondary` (`primary` 0: no grouping), once
  /// it has at least `minimum` digits more than the primary group.
  @inline(__always)
  static func of(count: Int, primary: Int, secondary: Int, minimum: Int) -> Grouping {
    primary > 0 && count >= primary + minimum
      ? Grouping(primary: primary, secondary: secondary) : .none
  }

  /// The size of the leftmost group of an integer part of `count` digits
  /// with `groups` separators (all of it without separators).
  @inline(__always)
  func leftmostGroup(of count: Int, groups: Int) -> Int {
    groups == 0 ? count : (count - 1 - primary) % secondary + 1
  }

  /// Whether a separator follows a digit with `digitsAfter` digits to its
  /// right.
  @inline(__always)
  func separatorFollows(digitsAfter: Int) -> Bool {
    primary > 0 && digitsAfter >= primary && (digitsAfter - primary) % secondary == 0
  }

  /// How many separators follow the digits that have 1 to `digitsAfter`
  /// digits to their right.
  @inline(__always)
  func separators(upToDigitsAfter digitsAfter: Int) -> Int {
    primary > 0 && digitsAfter >= primary ? (digitsAfter - primary) / secondary + 1 : 0
  }

  /// How many separators stand before digit `i` of an integer part of
  /// `count` digits.
  @inline(__always)
  func separators(beforeDigit i: Int, of count: Int) -> Int {
    separators(upToDigitsAfter: count - 1) - separators(upToDigitsAfter: count - 1 - i)
  }
}
