/// Why a text is not an amount.
///
/// Each case has a stable lowerCamelCase ``name`` (`amount parse` prints
/// `error: NAME`).
public enum AmountParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text holds no digit (empty, only spaces, only a symbol).
  case noDigits
  /// A character that is neither a digit, a separator, a sign, a currency
  /// symbol, a space nor a bidi mark: a letter, `#`, `½`, an emoji.
  case invalidCharacter(Character)
  /// A sign that is not at the start or end, or a lone parenthesis.
  case misplacedSign
  /// More than one sign.
  case multipleSigns
  /// More than one decimal separator (`23.13.1.`).
  case multipleDecimalSeparators
  /// Grouping separators where no grouping puts them (`32,241,241,1,1`).
  case misplacedGrouping
  /// More significant digits than a `Decimal` holds exactly (38).
  case tooManyDigits
  /// Strict parsing only: the text is an amount, but not what the format
  /// itself prints for it.
  case notCanonical

  /// The stable name of the reason: `invalidCharacter`, `misplacedGrouping`...
  public var name: String {
    switch self {
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
    switch self {
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
