import Foundation

/// What end of editing does with a value below a positive minimum.
///
/// A policy reads like an enumeration (`.clamp`) and can grow without
/// breaking code that uses it; ``name`` and ``init(name:)`` are its stable
/// name (`clamp`).
public struct MinimumPolicy: Sendable, Hashable, CaseIterable, CustomStringConvertible, NamedValue {
  /// The values there are; the library switches over them.
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case keep, clamp
  }

  /// What the value is.
  let base: Representation

  init(base: Representation) { self.base = base }

  /// The stable lowerCamelCase name (`clamp`).
  public var name: String { base.rawValue }

  /// The value named `name` (`clamp`), or nil.
  public init?(name: String) { self.init(named: Representation(rawValue: name)) }

  /// Keep the value and report it invalid (``AmountRejection/belowMinimum``).
  public static var keep: MinimumPolicy { MinimumPolicy(base: .keep) }
  /// Replace the value by the minimum.
  public static var clamp: MinimumPolicy { MinimumPolicy(base: .clamp) }
}
