import Foundation

/// Why an edit was refused, or why a value at rest is invalid. A UI can act
/// on it (haptic, shake, message); ``name`` is the stable name used by
/// `amount replay`. ``AmountFieldConfiguration/message(for:)`` says it in
/// the field's language with the field's limits; thrown, its
/// `localizedDescription` is a sentence in the language the app runs in
/// (<doc:ErrorMessages>).
///
/// A reason reads like an enumeration (`.fractionFull`) and can grow
/// without breaking code that uses it: compare with `==` or switch with a
/// `default` case.
///
/// ```swift
/// if effects.rejection == .fractionFull { playHaptic() }
/// ```
public struct AmountRejection: Error, Sendable, Hashable, CaseIterable, CustomStringConvertible,
  NamedValue
{
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case invalidCharacter, fractionFull, noFraction, tooManyIntegerDigits, aboveMaximum
    case belowMinimum, negativeNotAllowed, invalidPaste, nothingToUndo, nothingToRedo
    case divisionByZero, composing, tooManyDigits
  }

  let base: Representation

  init(base: Representation) { self.base = base }

  /// Values are equal when they are the same case (not by comparing their
  /// names: an editor compares these on every keystroke).
  public static func == (lhs: AmountRejection, rhs: AmountRejection) -> Bool {
    lhs.base == rhs.base
  }

  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(base) }

  /// A character that cannot be typed into an amount (`a`, emoji, `e`).
  public static var invalidCharacter: AmountRejection { AmountRejection(base: .invalidCharacter) }
  /// The fraction already has all its digits.
  public static var fractionFull: AmountRejection { AmountRejection(base: .fractionFull) }
  /// The amount has no fraction (integer entry, JPY), so no decimal key.
  public static var noFraction: AmountRejection { AmountRejection(base: .noFraction) }
  /// More integer digits than allowed.
  public static var tooManyIntegerDigits: AmountRejection {
    AmountRejection(base: .tooManyIntegerDigits)
  }
  /// The amount would exceed the maximum.
  public static var aboveMaximum: AmountRejection { AmountRejection(base: .aboveMaximum) }
  /// The amount would go below a negative minimum; at rest, below the
  /// minimum.
  public static var belowMinimum: AmountRejection { AmountRejection(base: .belowMinimum) }
  /// A minus sign where negative amounts are not allowed.
  public static var negativeNotAllowed: AmountRejection {
    AmountRejection(base: .negativeNotAllowed)
  }
  /// A paste that is not one amount (`23.13.1.`, `abc`, `1e5`), a signed
  /// paste into part of the amount, or a decimal point pasted where the
  /// amount already has one.
  public static var invalidPaste: AmountRejection { AmountRejection(base: .invalidPaste) }
  /// Undo with nothing to undo.
  public static var nothingToUndo: AmountRejection { AmountRejection(base: .nothingToUndo) }
  /// Redo with nothing to redo.
  public static var nothingToRedo: AmountRejection { AmountRejection(base: .nothingToRedo) }
  /// An expression that divides by zero has no result (contract:
  /// "Arithmetic").
  public static var divisionByZero: AmountRejection { AmountRejection(base: .divisionByZero) }
  /// The sign key or a step while an input method composes marked text:
  /// the composition is the input method's until it commits or cancels
  /// (contract: "While an input method composes").
  public static var composing: AmountRejection { AmountRejection(base: .composing) }
  /// More significant digits than an exact amount holds (38, the digits a
  /// `Decimal` holds exactly): a pasted or set value is refused, never
  /// rounded (contract: "Limits").
  public static var tooManyDigits: AmountRejection { AmountRejection(base: .tooManyDigits) }

  /// The reason's stable lowerCamelCase name (`fractionFull`), as
  /// `amount replay` prints it.
  public var name: String { base.rawValue }

  /// The reason named `name`, or nil.
  ///
  /// - Parameter name: A stable name such as `fractionFull`.
  public init?(name: String) {
    guard let base = Representation(rawValue: name) else { return nil }
    self.base = base
  }

  /// The English sentence when the catalog cannot be loaded: sources
  /// built without the package's resources (the fuzzer).
  var fallbackMessage: String {
    switch base {
    case .invalidCharacter: return "Only digits can be typed here."
    case .fractionFull: return "No more decimal places."
    case .noFraction: return "This amount has no decimal places."
    case .tooManyIntegerDigits: return "Too many digits."
    case .aboveMaximum: return "Above the maximum."
    case .belowMinimum: return "Below the minimum."
    case .negativeNotAllowed: return "The amount cannot be negative."
    case .invalidPaste: return "The pasted text is not an amount."
    case .nothingToUndo: return "Nothing to undo."
    case .nothingToRedo: return "Nothing to redo."
    case .divisionByZero: return "Cannot divide by zero."
    case .composing: return "Finish or cancel the text being composed first."
    case .tooManyDigits: return "More digits than an exact amount holds."
    }
  }
}
