import Foundation
import Testing

@testable import AmountKit

/// The one style of the types that read like enumerations (the article
/// "Vocabularies and results"): each static member has the stable
/// name its documentation gives, `allCases` lists them in that order, the
/// description is the name, and `init?(name:)` reads every name back and
/// no other.
@Suite("Types that read like enumerations")
struct NamedValueTests {
  /// What a type's values say about themselves, next to the names its
  /// documentation gives.
  struct Row: CustomTestStringConvertible, Sendable {
    var type: String
    /// The documented names, in order.
    var documented: [String]
    /// The names of the static members, in the documented order.
    var members: [String]
    var allCases: [String]
    var descriptions: [String]
    /// Whether `init?(name:)` gives back each member from its name.
    var readBack: [Bool]
    /// Whether `init?(name:)` refuses a name that is not one.
    var refusesUnknown: Bool
    var testDescription: String { type }
  }

  static func row<Value: NamedValue & Equatable>(
    _ members: [Value], _ documented: [String], named: (String) -> Value?
  ) -> Row {
    Row(
      type: "\(Value.self)", documented: documented, members: members.map(\.name),
      allCases: Value.allCases.map(\.name), descriptions: members.map(\.description),
      readBack: members.map { named($0.name) == $0 }, refusesUnknown: named("nope") == nil)
  }

  static let rows: [Row] = [
    row([AmountUndoStep.undo, .redo], ["undo", "redo"], named: AmountUndoStep.init(name:)),
    row(
      [AmountFocusPolicy.end, .selectAll, .keep], ["end", "selectAll", "keep"],
      named: AmountFocusPolicy.init(name:)),
    row(
      [AmountEntryMode.decimal, .cents, .integer], ["decimal", "cents", "integer"],
      named: AmountEntryMode.init(name:)),
    row([MinimumPolicy.keep, .clamp], ["keep", "clamp"], named: MinimumPolicy.init(name:)),
    row(
      [AmountKeyboard.numberPad, .decimalPad, .numbersAndPunctuation],
      ["numberPad", "decimalPad", "numbersAndPunctuation"], named: AmountKeyboard.init(name:)),
    row(
      [AmountTextAlignment.leading, .center, .trailing, .left, .right],
      ["leading", "center", "trailing", "left", "right"], named: AmountTextAlignment.init(name:)),
    row(
      [CurrencyDisplay.symbol, .isoCode, .hidden, .narrowSymbol, .fullName],
      ["symbol", "isoCode", "hidden", "narrowSymbol", "fullName"],
      named: CurrencyDisplay.init(name:)),
    row(
      [NegativeStyle.automatic, .accounting], ["automatic", "accounting"],
      named: NegativeStyle.init(name:)),
    row(
      [AmountUnitWidth.short, .narrow, .wide], ["short", "narrow", "wide"],
      named: AmountUnitWidth.init(name:)),
  ]

  @Test("every value has its documented name, in order, and reads back from it", arguments: rows)
  func names(_ row: Row) {
    #expect(row.members == row.documented)
    #expect(row.allCases == row.documented)
    #expect(row.descriptions == row.documented)
    #expect(row.readBack.allSatisfy { $0 })
    #expect(row.refusesUnknown)
  }

  @Test("a configuration error reads as its sentence, however it was made")
  func configurationError() {
    #expect(
      AmountConfigurationError.minimumAboveMaximum.description
        == "the minimum is above the maximum")
    #expect(AmountConfigurationError.minimumAboveMaximum != .negativeIntegerDigits(-1))
    #expect(AmountConfigurationError.negativeIntegerDigits(-1) == .negativeIntegerDigits(-1))
  }
}
