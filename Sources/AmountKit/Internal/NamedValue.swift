import Foundation

/// A public type that reads like an enumeration and can grow without
/// breaking code that uses it (swift-argument-parser's
/// `ArgumentVisibility`): a struct over an internal representation whose
/// `String` raw values are the stable names.
///
/// The one style of every such type (the article "Vocabularies and
/// results" lists them): an internal `enum Representation`, an internal
/// `let base` the library switches over exhaustively, an internal
/// `init(base:)`, and public static members, computed properties for
/// values without a payload and functions for values with one. The
/// representation is internal, not `package`: no other module reads it.
///
/// The extension supplies what all such types have alike: every value, in
/// the order of the representation's cases, and the name as description.
/// Each type still declares its own ``name`` and static members, which
/// its documentation lists.
protocol NamedValue: CaseIterable, CustomStringConvertible {
  associatedtype Representation: RawRepresentable<String>, CaseIterable
  init(base: Representation)
  /// What the value is.
  var base: Representation { get }
  /// The value's stable name.
  var name: String { get }
}

extension NamedValue {
  /// Every value, in the order of the documentation.
  public static var allCases: [Self] { Representation.allCases.map(Self.init(base:)) }

  /// The value's stable name.
  public var description: String { name }

  /// The value whose representation is `base`, or nil: what each type's
  /// public `init?(name:)` calls.
  init?(named base: Representation?) {
    guard let base else { return nil }
    self.init(base: base)
  }
}

/// A ``NamedValue`` whose `Codable` form is its name (`"isoCode"`); an
/// unknown name is a decoding error.
protocol CodableByName: NamedValue, Codable {
  /// The value named `name`, or nil.
  init?(name: String)
  /// What a value is called in a decoding error: `currency display`.
  static var kindName: String { get }
}

extension CodableByName {
  /// Decodes a value from its name; an unknown name is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Self(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown \(Self.kindName) \(name)")
    }
    self = value
  }

  /// Encodes the value as its name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
