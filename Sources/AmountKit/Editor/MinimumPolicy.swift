import Foundation

/// What end of editing does with a value below a positive minimum.
///
/// A policy reads like an enumeration (`.clamp`) and can grow without
/// breaking code that uses it.
public struct MinimumPolicy: Sendable, Hashable, CaseIterable, RawRepresentable,
  CustomStringConvertible, NamedValue
{
  /// The values there are; the library switches over them.
  package enum Representation: String, Sendable, Hashable, CaseIterable {
    case keep, clamp
  }

  /// What the value is.
  package let base: Representation

  package init(base: Representation) { self.base = base }

  /// Values are equal when they are the same case (not by comparing their
  /// names, as `RawRepresentable`'s default would: an editor compares
  /// these on every keystroke).
  public static func == (lhs: MinimumPolicy, rhs: MinimumPolicy) -> Bool { lhs.base == rhs.base }

  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(base) }

  /// Keep the value and report it invalid (``AmountRejection/belowMinimum``).
  public static var keep: MinimumPolicy { MinimumPolicy(base: .keep) }
  /// Replace the value by the minimum.
  public static var clamp: MinimumPolicy { MinimumPolicy(base: .clamp) }

  /// The stable name (`keep`).
  public var name: String { base.rawValue }

  /// The stable name; the same as ``name``.
  public var rawValue: String { base.rawValue }

  /// The value named `rawValue`, or nil.
  ///
  /// - Parameter rawValue: A stable name such as `keep`.
  public init?(rawValue: String) {
    guard let base = Representation(rawValue: rawValue) else { return nil }
    self.base = base
  }
}
