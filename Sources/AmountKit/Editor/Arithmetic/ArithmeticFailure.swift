import Foundation

/// Why an expression has no result.
enum ArithmeticFailure: Error, Equatable {
  case divisionByZero
  /// An exact intermediate needs more than the 38 significant digits a
  /// `Decimal` holds (far beyond any field's integer digits).
  case tooManyDigits
}
