import Foundation
import Testing

@testable import AmountKit

/// Inputs the fuzzer (`Fuzz/run.sh`) found breaking an invariant, kept so
/// that they stay fixed. Each row names what broke.
@Suite("Fuzz findings")
struct FuzzFindingsTests {
  /// `en_CV` writes `$` as its decimal separator. A custom prefix `$` was
  /// read as that separator, so `$US$ 12` at rest parsed back as 0.12.
  /// The custom prefix and suffix are now taken off the ends first.
  @Test(
    "A custom affix that is also the locale's decimal separator",
    arguments: [
      ("12", Decimal(12)), ("1234.5", Decimal(string: "1234.5")!), ("-7", Decimal(-7)),
    ])
  func affixIsDecimalSeparator(_ typed: String, _ value: Decimal) throws {
    let configuration = field("en_CV", "USD") {
      $0.format = $0.format.prefix("$").suffix("$")
      $0.allowsNegative = true
    }
    var editor = AmountEditor(configuration: configuration)
    for character in typed { editor.apply(.insert(String(character))) }
    #expect(editor.value == value)
    #expect(try configuration.format.parse(editor.text) == value)
    editor.apply(.endEditing)
    #expect(try configuration.format.parse(editor.text) == value)
    #expect(try configuration.restingFormat.parseStrict(editor.text) == value)
  }

  /// `en_CV` writes `$` as its decimal separator, and US dollars with the
  /// narrow symbol `$` too: Foundation writes 1 as `$ 1$00`. Typed, the
  /// field shows `$ 1`, which read back as 0.1 (the symbol taken for the
  /// separator). The symbol before the first digit and followed by its
  /// space is the symbol; without the space `$5` is still 0.5, as `.5` is.
  @Test(
    "The currency symbol that is also the locale's decimal separator",
    arguments: ["1", "12", "1234.5", "0", "-7"])
  func symbolIsDecimalSeparator(_ typed: String) throws {
    let locale = Locale(identifier: "en_CV")
    let configuration = field("en_CV", "USD") {
      $0.format = $0.format.currencyDisplay(.narrowSymbol)
      $0.allowsNegative = true
    }
    try Self.typedReadsBack(typed, in: configuration) {
      $0.formatted(.currency(code: "USD").locale(locale).presentation(.narrow))
    }
    // Without the symbol's space, a leading `$` is the decimal separator.
    #expect(try configuration.format.parse("$5") == Decimal(string: "0.5"))
  }

  /// `pt_CV` writes `$` as its decimal separator and the symbol after the
  /// number: Foundation writes US dollars with the narrow symbol `$` as
  /// `2$00 $`, which did not read back (the symbol taken for a second
  /// separator). After the number, preceded by its space and followed by
  /// no digit, it is the symbol; `12 $50` is still 12.5.
  @Test(
    "The currency symbol after the number that is also the locale's decimal separator",
    arguments: ["2", "12", "1234.5", "0", "-7"])
  func symbolAfterNumberIsDecimalSeparator(_ typed: String) throws {
    let locale = Locale(identifier: "pt_CV")
    let configuration = field("pt_CV", "USD") {
      $0.format = $0.format.currencyDisplay(.narrowSymbol).sign(strategy: .accounting)
      $0.allowsNegative = true
    }
    try Self.typedReadsBack(typed, in: configuration) {
      $0.formatted(
        .currency(code: "USD").locale(locale).presentation(.narrow).sign(strategy: .accounting))
    }
    // Followed by digits, a `$` after a space is the decimal separator.
    #expect(try configuration.format.parse("12 $50") == Decimal(string: "12.5"))
  }

  #if canImport(_FoundationICU) && !canImport(Darwin)
  /// `mr_IN` writes feet, narrow, as an apostrophe: `53'`, which is also a
  /// grouping separator (`de_CH`'s). With a custom suffix after the unit,
  /// `#53'x`, the unit was looked for at the end of the whole text, not
  /// before the suffix, and the apostrophe was read as a misplaced grouping
  /// separator: the field's text did not read back. The unit is now found
  /// before the custom suffix.
  @Test(
    "A unit that is also a grouping separator, before a custom suffix",
    arguments: [
      (AmountEntryMode.integer, "53"), (.integer, "1234"), (.decimal, "7.5"), (.decimal, "1234.5"),
    ])
  func unitBeforeCustomSuffix(_ mode: AmountEntryMode, _ typed: String) throws {
    let unit = try AmountFormat.measurement(
      unit: "length-foot", width: .narrow, locale: Locale(identifier: "mr_IN"))
    let configuration = AmountFieldConfiguration(
      format: unit.prefix("#").suffix("x"), entryMode: mode)
    try Self.typedReadsBack(typed, in: configuration) { value in
      // ICU's own text (Foundation's engine here), inside the custom affixes.
      let plain = AmountFormat.plainString(value)
      let icu = PlatformUnitText.format(
        plain, unit: "length-foot", width: "narrow", locale: "mr_IN")
      return "#" + (icu ?? "ICU refused \(plain)") + "x"
    }
  }
  #endif

  /// `typed` key by key into a field of `configuration`: the field's value
  /// is the number typed, and its text reads back as it, while editing and
  /// at rest, where the text is `foundation`'s format of the value.
  static func typedReadsBack(
    _ typed: String, in configuration: AmountFieldConfiguration,
    foundation: (Decimal) -> String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let value = try #require(Decimal(string: typed), sourceLocation: sourceLocation)
    var editor = AmountEditor(configuration: configuration)
    for character in typed { editor.apply(.insert(String(character))) }
    #expect(editor.value == value, sourceLocation: sourceLocation)
    #expect(try configuration.format.parse(editor.text) == value, sourceLocation: sourceLocation)
    editor.apply(.endEditing)
    // At rest the text is Foundation's, and it reads back.
    let text = foundation(value)
    #expect(editor.text == text, sourceLocation: sourceLocation)
    #expect(try configuration.format.parse(text) == value, sourceLocation: sourceLocation)
    #expect(
      try configuration.restingFormat.parseStrict(text) == value, sourceLocation: sourceLocation)
  }

  /// A host deleting the prefix (`replace` of the prefix's range with
  /// nothing) is a deletion of no digit: accepted, nothing changes, and the
  /// caret stays where it was (contract, "Host edits"), never inside the
  /// prefix.
  @Test("Deleting the prefix through a raw host replacement")
  func deletingThePrefix() {
    let configuration = field("en_US", "USD") { $0.format = $0.format.prefix("~") }
    var editor = AmountEditor(configuration: configuration)
    editor.apply(.insert("1"))
    editor.apply(.insert("2"))
    #expect(FieldNotation.draw(editor) == "~$12|")
    for range in [0..<1, 0..<2, 0..<0] {
      #expect(editor.apply(.replace(range, with: "")) == .accepted)
      #expect(editor.text == "~$12")
      #expect(editor.selection == 4..<4)
    }
  }
}
