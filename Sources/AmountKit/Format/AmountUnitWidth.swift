import Foundation

/// How long the unit of a measurement format is written: `28 lb`
/// (``short``), `28#` or `28lb` (``narrow``, as the locale abbreviates
/// it most), `28 pounds` (``wide``).
///
/// A width reads like an enumeration (`.wide`) and can grow without
/// breaking code that uses it. Its `Codable` form is its ``name``
/// (`"wide"`). The widths are CLDR's: ICU's `unit-width-short`,
/// `unit-width-narrow` and `unit-width-full-name`, `Measurement.FormatStyle`'s
/// `abbreviated`, `narrow` and `wide`.
public struct AmountUnitWidth: Sendable, Hashable, CaseIterable, Codable,
  CustomStringConvertible, CodableByName
{
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case short, narrow, wide
  }

  let base: Representation

  init(base: Representation) { self.base = base }

  /// The abbreviated unit: `28,5 lb` in `de_DE` (the default).
  public static var short: AmountUnitWidth { AmountUnitWidth(base: .short) }
  /// The shortest form the locale has: `28.5#` in `en_US`.
  public static var narrow: AmountUnitWidth { AmountUnitWidth(base: .narrow) }
  /// The unit's full name, in the plural form of the value: `1 pound`,
  /// `2 pounds`.
  public static var wide: AmountUnitWidth { AmountUnitWidth(base: .wide) }

  /// The width's stable name: `short`, `narrow` or `wide`.
  public var name: String { base.rawValue }

  /// The width named `name`, or nil.
  ///
  /// - Parameter name: `short`, `narrow` or `wide`.
  public init?(name: String) {
    guard let base = Representation(rawValue: name) else { return nil }
    self.base = base
  }

  /// What a width is called in a decoding error.
  static let kindName = "unit width"
}
