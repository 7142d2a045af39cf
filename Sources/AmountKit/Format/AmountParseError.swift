/// Why a text is not an amount, and where it stopped being one.
///
/// Each reason has a stable lowerCamelCase ``name`` (`amount parse` prints
/// `error: NAME at POSITION: SENTENCE`). A reason reads like an enumeration
/// (`catch let error where error == .noDigits`) and can grow without
/// breaking code that uses it: compare with `==` or switch with a
/// `default` case. Two errors are equal when their reasons are: the
/// ``position`` is not compared (see ``==(_:_:)``).
///
/// `error.localizedDescription` reads a sentence for people in the
/// language the app runs in, and ``message(in:)`` one in the language of a
/// given locale: English, German, French, Spanish, Japanese, Arabic and
/// Hindi are shipped (<doc:ErrorMessages>).
///
/// ```swift
/// let us = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
/// do {
///   _ = try us.parse("32,241,241,1,1")
/// } catch {
///   error == .misplacedGrouping  // true
///   error.position               // 13: the comma after which a group of one digit stands
/// }
/// ```
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

  /// The 1-based position, in `Character`s of the parsed text, of the
  /// character at which the text stopped being an amount: the offending
  /// character, the second sign or decimal separator, the misplaced
  /// grouping separator, the first digit beyond the ones a `Decimal`
  /// holds; one past the end for a text with no digit. Nil for an error
  /// made by a static member rather than by parsing, and for
  /// ``notCanonical``, which is about the whole text.
  public internal(set) var position: Int?

  init(base: Representation, position: Int? = nil) {
    self.base = base
    self.position = position
  }

  /// Equal reasons, wherever they stood: the ``position`` is not compared.
  ///
  /// The reasons are the static members, made without a position, and
  /// what parsing throws carries one: comparing positions would make
  /// `error == .noDigits`, `case .noDigits:` in a `switch` and
  /// `#expect(throws: AmountParseError.noDigits)` false for every error
  /// parsing throws. The character of ``invalidCharacter(_:)`` is part of
  /// the reason. Compare ``position`` itself where it matters.
  ///
  /// - Parameters:
  ///   - lhs: An error.
  ///   - rhs: Another error.
  /// - Returns: Whether the two have the same reason.
  public static func == (lhs: AmountParseError, rhs: AmountParseError) -> Bool {
    lhs.base == rhs.base
  }

  /// Hashes the reason alone, as ``==(_:_:)`` compares it: errors at two
  /// positions are one element of a `Set`.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(base) }

  /// This reason at a position: see ``position``.
  func at(_ position: Int) -> AmountParseError {
    AmountParseError(base: base, position: position)
  }

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

  /// What is wrong, in an English sentence that is the same in every
  /// language and for every position: `amount parse` prints it after the
  /// name and position. For people, ``errorDescription`` or
  /// ``message(in:)`` is the sentence in their language.
  public var description: String {
    switch base {
    case .noDigits: return "The text holds no digits."
    case .invalidCharacter(let c): return "\u{201C}\(c)\u{201D} cannot be part of an amount."
    case .misplacedSign: return "A sign can only stand at the start or the end."
    case .multipleSigns: return "An amount has at most one sign; this is a second."
    case .multipleDecimalSeparators:
      return "An amount has at most one decimal separator; this is a second."
    case .misplacedGrouping:
      return "A grouping separator stands where no grouping of the locale puts one."
    case .tooManyDigits:
      return "The amount has more digits than a Decimal holds exactly (38); this is the 39th."
    case .notCanonical: return "The text is not exactly what the format shows for its value."
    }
  }
}
