import AmountKit
import Foundation
import Testing

/// Percent and measurement formats: their recipe, their errors and the
/// field's features with them (contract: "Affixes and units").
@Suite("Percent and unit formats")
struct PercentUnitFormatTests {
  static let posix = Locale(identifier: "en_US_POSIX")

  @Test(
    "an unknown unit is a typed error",
    arguments: [
      "mass-pund", "", "pound", "mass-pound unit-width-narrow", "MASS-POUND", "mass/pound",
    ])
  func unknownUnit(_ identifier: String) {
    #expect(throws: AmountUnitError.unknownUnit(identifier)) {
      try AmountFormat.measurement(unit: identifier, locale: Locale(identifier: "en_US"))
    }
  }

  @Test("a format's recipe round-trips through Codable, kind and all")
  func codable() throws {
    let de = Locale(identifier: "de_DE")
    let formats = [
      AmountFormat.percent(locale: de),
      try AmountFormat.measurement(unit: "mass-pound", width: .wide, locale: de),
      try AmountFormat.measurement(unit: "length-inch", locale: de).precision(
        .fractionLength(0...1)),
    ]
    for format in formats {
      let data = try JSONEncoder().encode(format)
      let decoded = try JSONDecoder().decode(AmountFormat.self, from: data)
      #expect(decoded == format)
      #expect(
        decoded.format(Decimal(string: "0.125", locale: Self.posix) ?? 0)
          == format.format(Decimal(string: "0.125", locale: Self.posix) ?? 0))
    }
  }

  @Test(
    "a recipe with a bad kind is a decoding error",
    arguments: [
      #"{"locale":"en_US","unit":"mass-pund"}"#,
      #"{"locale":"en_US","currencyCode":"USD","percent":true}"#,
      #"{"locale":"en_US","percent":true,"unit":"mass-pound"}"#,
      #"{"locale":"en_US","unitWidth":"wide"}"#,
      #"{"locale":"en_US","unit":"mass-pound","unitWidth":"huge"}"#,
    ])
  func badRecipe(_ json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AmountFormat.self, from: Data(json.utf8))
    }
  }

  @Test("the kind is readable")
  func kind() throws {
    let format = try AmountFormat.measurement(unit: "mass-pound", width: .narrow)
    #expect(format.unitIdentifier == "mass-pound")
    #expect(format.unitWidth == .narrow)
    #expect(!format.isPercent)
    #expect(AmountFormat.percent().isPercent)
    #expect(AmountFormat.percent().unitIdentifier == nil)
    #expect(AmountUnitWidth.allCases.map(\.name) == ["short", "narrow", "wide"])
  }

  /// Percent values are exact: scaled in the exponent, never through a
  /// binary float (Foundation's percent style shows the same digits).
  @Test(
    "percent values scale exactly",
    arguments: ["0.1", "0.3", "0.0001", "123456789012345.6789", "-0.07"])
  func exactScale(_ plain: String) throws {
    let value = try #require(Decimal(string: plain, locale: Self.posix))
    let format = AmountFormat.percent(locale: Locale(identifier: "en_US"))
    let text = format.format(value)
    #expect(text == Decimal.FormatStyle.Percent(locale: Locale(identifier: "en_US")).format(value))
    #expect(try format.parse(text) == value)
    let editor = AmountEditor(configuration: .init(format: format), value: value)
    #expect(editor.value == value)
  }

  @Test("every entry mode works in a percent field")
  func entryModes() {
    let de = AmountFormat.percent(locale: Locale(identifier: "de_DE"))
    var cents = AmountEditor(configuration: .init(format: de, entryMode: .cents))
    cents.apply(.beginEditing)
    cents.apply(.insert("1250"))
    #expect(cents.text == "12,50\u{A0}%")
    #expect(cents.value == Decimal(string: "0.125", locale: Self.posix))
    #expect(cents.minorUnits == 1250)
    var integer = AmountEditor(configuration: .init(format: de, entryMode: .integer))
    integer.apply(.beginEditing)
    integer.apply(.insert("15"))
    #expect(integer.text == "15\u{A0}%")
    #expect(integer.value == Decimal(string: "0.15", locale: Self.posix))
  }

  @Test("a unit field's text follows the plural form as the caret moves and digits go")
  func pluralWhileEditing() throws {
    let format = try AmountFormat.measurement(
      unit: "mass-pound", width: .wide, locale: Locale(identifier: "en_US"))
    var editor = AmountEditor(configuration: .init(format: format))
    editor.apply(.beginEditing)
    editor.apply(.insert("21"))
    #expect(editor.text == "21 pounds")
    editor.apply(.moveLeft)
    editor.apply(.deleteBackward)
    // ICU: 1 pound; the caret stays before the 1.
    #expect(editor.text == "1 pound")
    #expect(editor.selection == 0..<0)
  }
}

/// What the input controller reports for a percent field.
@Suite("Percent fields through the input controller")
struct PercentControllerTests {
  /// Found by the fuzzer: an operator opening an expression after `13.16`
  /// in a percent field reported a changed value, comparing the number
  /// shown (13.16) with the value (0.1316).
  @Test("an expression opened in a percent field changes no value")
  func expressionKeepsValue() {
    var configuration = AmountFieldConfiguration(
      format: .percent(locale: Locale(identifier: "en_US")))
    configuration.arithmetic = true
    var controller = AmountInputController(configuration: configuration)
    _ = controller.apply(.beginEditing)
    let typed = controller.apply(.insert("12"))
    #expect(typed.change?.value == Decimal(string: "0.12", locale: PercentUnitFormatTests.posix))
    let opened = controller.apply(.insert("+"))
    #expect(opened.change?.textChanged == true)
    #expect(opened.change?.valueChanged == false)
    #expect(opened.change?.value == Decimal(string: "0.12", locale: PercentUnitFormatTests.posix))
  }
}
