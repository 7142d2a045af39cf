import Foundation
import Testing

@testable import AmountKit

/// "Affixes and units": an affix's digits are the affix's. A unit whose
/// text holds digits, or a unit that signs its number otherwise, is shown
/// exactly as ICU writes it while the user types, deletes and undoes, the
/// caret by the amount's digits; a custom prefix or suffix made of digits
/// is shown as given, and a paste that is character for character a text
/// the field shows reads as that amount, while any other keeps every digit
/// it holds.
@Suite("Affix digits are the affix's")
struct AffixDigitsTests {
  #if canImport(_FoundationICU) && !canImport(Darwin)
  /// A unit field and the keys typed into it, each step checked against
  /// ICU's text for the number typed so far and the end of ICU's number
  /// field for the caret.
  struct UnitCase: CustomTestStringConvertible, Sendable {
    var unit: String
    var width: AmountUnitWidth
    var icuWidth: String
    var locale: String
    var keys: [String]
    var testDescription: String { "\(locale) \(unit) \(icuWidth) \(keys.joined())" }
  }

  static let unitCases = [
    UnitCase(
      unit: "consumption-liter-per-100-kilometer", width: .wide, icuWidth: "full-name",
      locale: "ko", keys: ["2", "5", ".", "7"]),
    UnitCase(
      unit: "consumption-liter-per-100-kilometer", width: .short, icuWidth: "short",
      locale: "en_US", keys: ["1", "0", "0"]),
    UnitCase(
      unit: "concentr-percent", width: .short, icuWidth: "short", locale: "tr_TR",
      keys: ["-", "1", "2"]),
    UnitCase(
      unit: "concentr-percent", width: .short, icuWidth: "short", locale: "mr_IN",
      keys: ["1", "2", "3", "4", "5", "6", "7"]),
  ]

  @Test(
    "typing, backspace and undo show ICU's text, the caret after the number", arguments: unitCases)
  func unitTyping(_ row: UnitCase) throws {
    let format = try AmountFormat.measurement(
      unit: row.unit, width: row.width, locale: Locale(identifier: row.locale))
    var configuration = AmountFieldConfiguration(format: format)
    configuration.allowsNegative = true
    let icu = try #require(
      PlatformUnitText.formatter(unit: row.unit, width: row.icuWidth, locale: row.locale))
    defer { PlatformUnitText.close(icu) }
    var editor = AmountEditor(configuration: configuration)
    var typed = ""
    var states: [(text: String, selection: Range<Int>)] = []
    for key in row.keys {
      #expect(editor.apply(.insert(key)) == .accepted)
      typed += key
      states.append((editor.text, editor.selection))
      // A lone sign or a trailing separator is no number ICU formats.
      guard typed.last?.isNumber == true else { continue }
      let expected = try #require(PlatformUnitText.format(typed, with: icu))
      let number = try #require(PlatformUnitText.numberRange(typed, with: icu))
      #expect(editor.text == expected, "\(typed)")
      #expect(editor.selection == number.upperBound..<number.upperBound, "\(typed)")
    }
    // Backspace removes the last digit; the text is ICU's for what is left.
    editor.apply(.deleteBackward)
    let left = String(typed.dropLast())
    if left.last?.isNumber == true {
      #expect(editor.text == PlatformUnitText.format(left, with: icu))
    }
    // Undo walks back through every state exactly.
    #expect(editor.apply(.undo) == .accepted)
    for state in states.reversed().dropFirst() {
      #expect(editor.apply(.undo) == .accepted)
      #expect(editor.text == state.text)
      #expect(editor.selection == state.selection)
    }
  }
  @Test(
    "a unit field reads ICU's own text as its amount, any other paste with every digit",
    arguments: [("ko", "full-name", AmountUnitWidth.wide), ("en_US", "short", .short)])
  func unitPaste(_ locale: String, _ icuWidth: String, _ width: AmountUnitWidth) throws {
    let unit = "consumption-liter-per-100-kilometer"
    let format = try AmountFormat.measurement(
      unit: unit, width: width, locale: Locale(identifier: locale))
    let icu = try #require(PlatformUnitText.formatter(unit: unit, width: icuWidth, locale: locale))
    defer { PlatformUnitText.close(icu) }
    for plain in ["25", "2", "100", "7.5"] {
      var editor = AmountEditor(configuration: AmountFieldConfiguration(format: format))
      let text = try #require(PlatformUnitText.format(plain, with: icu))
      #expect(editor.apply(.paste(text)) == .accepted)
      #expect(editor.value == Decimal(string: plain), "\(text)")
      #expect(editor.text == text)
    }
    // The unit's own `100` alone is no text the field shows: its digits
    // are the amount's.
    var editor = AmountEditor(configuration: AmountFieldConfiguration(format: format))
    #expect(editor.apply(.paste("100")) == .accepted)
    #expect(editor.value == 100)
  }
  #endif

  @Test("typing and backspace beside a prefix and suffix made of digits")
  func customAffixTyping() {
    let format = AmountFormat.number(locale: Locale(identifier: "en_US")).prefix("11").suffix("0")
    var editor = AmountEditor(configuration: AmountFieldConfiguration(format: format))
    editor.apply(.insert("2"))
    #expect(FieldNotation.draw(editor) == "112|0")
    #expect(editor.value == 2)
    editor.apply(.insert("5"))
    #expect(FieldNotation.draw(editor) == "1125|0")
    editor.apply(.select(0..<0))  // in the prefix: moved to the number
    #expect(FieldNotation.draw(editor) == "11|250")
    editor.apply(.deleteBackward)  // nothing of the amount before the caret
    #expect(FieldNotation.draw(editor) == "11|250")
    editor.apply(.deleteForward)
    #expect(FieldNotation.draw(editor) == "11|50")
    #expect(editor.value == 5)
    editor.apply(.undo)
    #expect(FieldNotation.draw(editor) == "11|250")
    #expect(editor.value == 25)
  }

  @Test("zeros a deletion left leading beside a digit suffix are the amount's, and read back")
  func heldZerosBesideDigitSuffix() throws {
    let format = AmountFormat.number(locale: Locale(identifier: "en_US")).suffix("1")
    var editor = AmountEditor(configuration: AmountFieldConfiguration(format: format))
    editor.apply(.insert("5005"))
    #expect(FieldNotation.draw(editor) == "5,005|1")
    editor.apply(.select(1..<1))
    editor.apply(.deleteBackward)
    #expect(FieldNotation.draw(editor) == "|0051")
    #expect(editor.value == 5)
    #expect(try format.parse(editor.text) == 5)
  }

  /// A custom affix, a paste into the empty field, and the value the
  /// contract gives it (nil: rejected).
  struct PasteRow: CustomTestStringConvertible, Sendable {
    var prefix: String
    var suffix: String
    var pasted: String
    var value: String?
    var testDescription: String {
      "prefix \(prefix.debugDescription) suffix \(suffix.debugDescription) paste \(pasted.debugDescription)"
    }
  }

  static let pasteRows = [
    // The field's own text reads as its amount.
    PasteRow(prefix: "1", suffix: "", pasted: "12", value: "2"),
    PasteRow(prefix: "11", suffix: "", pasted: "111", value: "1"),
    PasteRow(prefix: "", suffix: "1", pasted: "21", value: "2"),
    PasteRow(prefix: "No. 1 ", suffix: "", pasted: "No. 1 1,234.5", value: "1234.5"),
    // Also as it shows while editing, with zeros a deletion left leading
    // (`1,005` lost its first digit: the field shows `1005` for 5).
    PasteRow(prefix: "1", suffix: "", pasted: "1005", value: "5"),
    PasteRow(prefix: "", suffix: "1", pasted: "0,0051", value: "5"),
    // Any other paste keeps every digit it holds.
    PasteRow(prefix: "11", suffix: "", pasted: "11", value: "11"),
    PasteRow(prefix: "1", suffix: "", pasted: "1,234", value: "1234"),
    PasteRow(prefix: "", suffix: "1", pasted: "1", value: "1"),
    PasteRow(prefix: "1", suffix: "", pasted: "5", value: "5"),
  ]

  @Test("pastes into a field whose custom affix is made of digits", arguments: pasteRows)
  func customAffixPaste(_ row: PasteRow) {
    let format = AmountFormat.number(locale: Locale(identifier: "en_US")).prefix(row.prefix)
      .suffix(row.suffix)
    var editor = AmountEditor(configuration: AmountFieldConfiguration(format: format))
    let outcome = editor.apply(.paste(row.pasted))
    guard let expected = row.value.flatMap({ Decimal(string: $0) }) else {
      #expect(!outcome.isAccepted)
      return
    }
    #expect(outcome == .accepted)
    #expect(editor.value == expected)
    // Shown as given around Foundation's text for the amount.
    let number = Decimal.FormatStyle(locale: Locale(identifier: "en_US")).format(expected)
    #expect(editor.text == row.prefix + number + row.suffix)
  }

  @Test(
    "the field's own text round-trips through parse, every digit of the affix kept out",
    arguments: ["1", "11", "007", "2 x "], [Decimal(0), 2, 11, Decimal(string: "1234.56") ?? 0])
  func roundTrip(_ affix: String, _ value: Decimal) throws {
    let en = Locale(identifier: "en_US")
    for format in [
      AmountFormat.number(locale: en).prefix(affix), AmountFormat.number(locale: en).suffix(affix),
      AmountFormat.currency(code: "USD", locale: en).prefix(affix),
    ] {
      let text = format.format(value)
      #expect(try format.parse(text) == value, "\(text)")
    }
  }
}
