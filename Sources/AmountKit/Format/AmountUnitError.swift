import Foundation

/// Why a measurement format cannot be made: the unit identifier is not one
/// the platform's formatter knows.
///
/// An error reads like an enumeration and can grow without breaking code
/// that uses it: compare with `==`. `error.localizedDescription` reads a
/// sentence for people in the language the app runs in, and
/// ``message(in:)`` one in the language of a given locale
/// (<doc:ErrorMessages>).
public struct AmountUnitError: Error, Sendable, Hashable, CustomStringConvertible {
  enum Representation: Sendable, Hashable {
    case unknownUnit(String)
  }

  let base: Representation

  init(base: Representation) { self.base = base }

  /// The identifier is no CLDR unit the platform formats (`mass-pund`, or
  /// not of the form `type-unit`).
  ///
  /// - Parameter identifier: The identifier as given.
  public static func unknownUnit(_ identifier: String) -> AmountUnitError {
    AmountUnitError(base: .unknownUnit(identifier))
  }

  /// The identifier that was refused.
  public var identifier: String {
    switch base {
    case .unknownUnit(let identifier): return identifier
    }
  }

  /// The stable name of the reason: `unknownUnit`.
  public var name: String {
    switch base {
    case .unknownUnit: return "unknownUnit"
    }
  }

  /// What is wrong, in an English sentence for logs and the command line;
  /// for people, ``errorDescription`` or ``message(in:)`` is the sentence
  /// in their language.
  public var description: String {
    switch base {
    case .unknownUnit(let identifier):
      return "\u{201C}\(identifier)\u{201D} is not a CLDR unit identifier such as mass-pound."
    }
  }
}
