import Foundation

/// How the currency of an ``AmountFormat`` is shown.
///
/// A display reads like an enumeration (`.isoCode`) and can grow without
/// breaking code that uses it. Its `Codable` form is its ``name``
/// (`"isoCode"`).
public struct CurrencyDisplay: Sendable, Hashable, CaseIterable, Codable,
  CustomStringConvertible, CodableByName
{
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case symbol, isoCode, hidden, narrowSymbol, fullName
  }

  let base: Representation

  init(base: Representation) { self.base = base }

  /// The locale's symbol: `$`, `€`, `CHF`, `₹`.
  public static var symbol: CurrencyDisplay { CurrencyDisplay(base: .symbol) }
  /// The ISO 4217 code: `USD 1,234.50`.
  public static var isoCode: CurrencyDisplay { CurrencyDisplay(base: .isoCode) }
  /// No currency at all: `1.234,56` in `de_DE`.
  public static var hidden: CurrencyDisplay { CurrencyDisplay(base: .hidden) }
  /// The locale's narrow symbol, as Foundation's `.narrow` presentation
  /// shows it: `$` for USD in `en_CA`, where the symbol is `US$`.
  public static var narrowSymbol: CurrencyDisplay { CurrencyDisplay(base: .narrowSymbol) }
  /// The currency's name in words, in the plural form of the amount shown,
  /// as Foundation's `.fullName` presentation writes it: `1.00 US dollars`
  /// in `en_US`, `1,00 Euro` in `de_DE`, `1.00 Kuwaiti dinars`. The name
  /// follows the amount as the user types, like a unit's text.
  public static var fullName: CurrencyDisplay { CurrencyDisplay(base: .fullName) }

  /// The display's stable name: `symbol`, `isoCode`, `hidden`,
  /// `narrowSymbol` or `fullName`.
  public var name: String { base.rawValue }

  /// The display named `name`, or nil.
  ///
  /// - Parameter name: `symbol`, `isoCode`, `hidden`, `narrowSymbol` or
  ///   `fullName`.
  public init?(name: String) {
    guard let base = Representation(rawValue: name) else { return nil }
    self.base = base
  }

  /// What a display is called in a decoding error.
  static let kindName = "currency display"
}
