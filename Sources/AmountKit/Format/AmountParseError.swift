/// Why a text is not an amount.
///
/// Each reason has a stable lowerCamelCase ``name`` (`amount parse` prints
/// `error: NAME`). A reason reads like an enumeration
/// (`catch let error where error == .noDigits`) and can grow without
/// breaking code that uses it: compare with `==` or switch with a
/// `default` case.
public struct AmountParseError: Error, Sendable, Hashable, CustomStringConvertible {
  enum Representation: Sendable, Hashable {
    case noDigits
    case invalidCharacter(Character)
    case misplacedSign
    case multipleSigns
    case multipleDecimalSeparators
    case misplacedGrouping
    case tooManyDigits
    case notCanonical
  }

  let base: Representation

  init(base: Representation) { self.base = base }

  /// The text holds no digit (empty, only spaces, only a symbol).
  public static var noDigits: AmountParseError { AmountParseError(base: .noDigits) }
  /// A character that is neither a digit, a separator, a sign, a currency
  /// symbol, a space nor a bidi mark: a letter, `#`, `½`, an emoji.
  ///
  /// - Parameter character: The offending character.
  public static func invalidCharacter(_ character: Character) -> AmountParseError {
    AmountParseError(base: .invalidCharacter(character))
  }
  /// A sign that is not at the start or end, or a lone parenthesis.
  public static var misplacedSign: AmountParseError { AmountParseError(base: .misplacedSign) }
  /// More than one sign.
  public static var multipleSigns: AmountParseError { AmountParseError(base: .multipleSigns) }
  /// More than one decimal separator (`23.13.1.`).
  public static var multipleDecimalSeparators: AmountParseError {
    AmountParseError(base: .multipleDecimalSeparators)
  }
  /// Grouping separators where no grouping puts them (`32,241,241,1,1`).
  public static var misplacedGrouping: AmountParseError {
    AmountParseError(base: .misplacedGrouping)
  }
  /// More significant digits than a `Decimal` holds exactly (38).
  public static var tooManyDigits: AmountParseError { AmountParseError(base: .tooManyDigits) }
  /// Strict parsing only: the text is an amount, but not what the format
  /// itself prints for it.
  public static var notCanonical: AmountParseError { AmountParseError(base: .notCanonical) }

  /// The character that cannot be part of an amount, for
  /// ``invalidCharacter(_:)``; nil for every other reason.
  public var character: Character? {
    if case .invalidCharacter(let character) = base { return character }
    return nil
  }

  /// The stable name of the reason: `invalidCharacter`, `misplacedGrouping`...
  public var name: String {
    switch base {
    case .noDigits: return "noDigits"
    case .invalidCharacter: return "invalidCharacter"
    case .misplacedSign: return "misplacedSign"
    case .multipleSigns: return "multipleSigns"
    case .multipleDecimalSeparators: return "multipleDecimalSeparators"
    case .misplacedGrouping: return "misplacedGrouping"
    case .tooManyDigits: return "tooManyDigits"
    case .notCanonical: return "notCanonical"
    }
  }

  /// A sentence for people.
  public var description: String {
    switch base {
    case .noDigits: return "The text holds no digits."
    case .invalidCharacter(let c): return "\u{201C}\(c)\u{201D} cannot be part of an amount."
    case .misplacedSign: return "A sign can only stand at the start or the end."
    case .multipleSigns: return "An amount has at most one sign."
    case .multipleDecimalSeparators: return "An amount has at most one decimal separator."
    case .misplacedGrouping: return "The grouping separators are not where grouping puts them."
    case .tooManyDigits: return "The amount has more digits than can be held exactly."
    case .notCanonical: return "The text is not exactly what the format shows for its value."
    }
  }
}
