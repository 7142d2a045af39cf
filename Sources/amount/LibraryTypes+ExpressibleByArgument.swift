import AmountKit
import ArgumentParser

// The library's types read from the command line by their stable names
// (`--entry cents`, `--min-policy clamp`, `--on-begin selectAll`), so the tool
// keeps no mirror of them; swift-argument-parser lists the names in the help
// and refuses any other with the valid ones.

extension AmountEntryMode: ExpressibleByArgument {
  /// The mode named `argument`: `decimal`, `cents` or `integer`.
  public init?(argument: String) { self.init(name: argument) }
  /// Every mode's name, for the help and the error.
  public static var allValueStrings: [String] { allCases.map(\.name) }
  /// The name shown as the default.
  public var defaultValueDescription: String { name }
}

extension MinimumPolicy: ExpressibleByArgument {
  /// The policy named `argument`: `keep` or `clamp`.
  public init?(argument: String) { self.init(name: argument) }
  /// Every policy's name, for the help and the error.
  public static var allValueStrings: [String] { allCases.map(\.name) }
  /// The name shown as the default.
  public var defaultValueDescription: String { name }
}

extension AmountFocusPolicy: ExpressibleByArgument {
  /// The policy named `argument`: `end`, `selectAll` or `keep`.
  public init?(argument: String) { self.init(name: argument) }
  /// Every policy's name, for the help and the error.
  public static var allValueStrings: [String] { allCases.map(\.name) }
  /// The name shown as the default.
  public var defaultValueDescription: String { name }
}

extension AmountUnitWidth: ExpressibleByArgument {
  /// The width named `argument`: `short`, `narrow` or `wide`.
  public init?(argument: String) { self.init(name: argument) }
  /// Every width's name, for the help and the error.
  public static var allValueStrings: [String] { allCases.map(\.name) }
  /// The name shown as the default.
  public var defaultValueDescription: String { name }
}
