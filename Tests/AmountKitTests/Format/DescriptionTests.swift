import AmountKit
import AmountReplay
import Foundation
import Testing

/// `String(describing:)` says what a value is, in a line, never its
/// internal fields.
@Suite("Descriptions are short and say what the value is")
struct DescriptionTests {
  static let us = Locale(identifier: "en_US")
  static let de = Locale(identifier: "de_DE")

  @Test(
    "a format is its kind, its locale and the settings that differ from the kind's",
    arguments: [
      (AmountFormat.currency(code: "USD", locale: us), "AmountFormat(currency USD, en_US)"),
      (
        AmountFormat.currency(code: "usd", locale: us).presentation(.isoCode)
          .sign(strategy: .accounting).precision(.fractionLength(3)),
        "AmountFormat(currency USD, en_US, isoCode, accounting, fractionLength(3))"
      ),
      (
        AmountFormat.currency(code: "EUR", locale: de).currencyDisplay(.hidden).grouping(.never)
          .rounded(rule: .up),
        "AmountFormat(currency EUR, de_DE, hidden, grouping never, rounded up)"
      ),
      (
        AmountFormat.number(locale: de).suffix(" lbs"),
        #"AmountFormat(number, de_DE, suffix " lbs")"#
      ),
      (
        AmountFormat.number(locale: us).precision(.fractionLength(0...4)).prefix("~"),
        #"AmountFormat(number, en_US, fractionLength(0...4), prefix "~")"#
      ),
      (AmountFormat.percent(locale: Locale(identifier: "tr_TR")), "AmountFormat(percent, tr_TR)"),
      (
        try! AmountFormat.measurement(unit: "mass-pound", width: .wide, locale: us),
        "AmountFormat(measurement mass-pound wide, en_US)"
      ),
      (
        try! AmountFormat.measurement(unit: "length-inch", locale: de),
        "AmountFormat(measurement length-inch, de_DE)"
      ),
    ])
  func format(_ format: AmountFormat, _ expected: String) {
    #expect(String(describing: format) == expected)
    #expect(String(reflecting: format) == expected)
  }

  @Test("the values that hold a format show it in its short form")
  func holders() {
    let format = AmountFormat.currency(code: "USD", locale: Self.us)
    #expect(
      String(describing: format.parseStrategy)
        == "AmountParseStrategy(format: AmountFormat(currency USD, en_US))")
    let configuration = String(describing: AmountFieldConfiguration(format: format))
    #expect(
      configuration.hasPrefix(
        "AmountFieldConfiguration(format: AmountFormat(currency USD, en_US), "))
    #expect(!configuration.contains("patternBox"))
  }

  @Test("an editor and an input controller are their text, selection, value and state")
  func fields() {
    let format = AmountFormat.currency(code: "USD", locale: Self.us)
    var editor = AmountEditor(configuration: AmountFieldConfiguration(format: format))
    #expect(String(describing: editor) == #"AmountEditor(text "", selection 0..<0, no value)"#)
    editor.apply(.beginEditing)
    editor.apply(.insert("12"))
    #expect(
      String(describing: editor) == #"AmountEditor(text "$12", selection 3..<3, value 12, editing)"#
    )
    let controller = AmountInputController(configuration: AmountFieldConfiguration(format: format))
    #expect(
      String(describing: controller)
        == #"AmountInputController(text "", selection 0..<0, no value)"#)
  }

  @Test("a replay is its field's format and its number of steps")
  func replay() throws {
    let json = #"{"config":{"locale":"en_US","currency":"USD"},"steps":[{"type":"12"}]}"#
    let replay = try AmountReplay(json: Data(json.utf8))
    #expect(String(describing: replay) == "AmountReplay(AmountFormat(currency USD, en_US), 1 step)")
  }
}
