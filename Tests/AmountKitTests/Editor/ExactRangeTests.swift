import Foundation
import Testing

@testable import AmountKit

/// "Limits", exact range: an amount has at most 38 significant digits, the
/// digits a `Decimal` holds exactly. Whatever brings a 39th (a paste, a set
/// value) is refused with ``AmountRejection/tooManyDigits``, never rounded,
/// and the field stays exactly as it was.
@Suite("The exact range: a 39th significant digit is refused")
struct ExactRangeTests {
  /// 10^38 + 1: 39 significant digits, below 2^128, so a `Decimal` holds
  /// it (its mantissa written directly, no rounding on the way).
  static let thirtyNineDigits = RawDecimal.encode(
    negative: false, high: 5_421_010_862_427_522_170, low: 687_399_551_400_673_281, exponent: 0)

  static let configurations = [
    field("en_US", "USD"), field("de_DE", "EUR"), field("ar_EG", "EGP"),
    field("en_US") { $0.maximumIntegerDigits = 36 },
  ]

  @Test("the 39-digit value is what it says")
  func oracle() throws {
    let value = try #require(Self.thirtyNineDigits)
    #expect(value.description == "1" + String(repeating: "0", count: 37) + "1")
  }

  @Test("a set value of 39 significant digits is refused", arguments: configurations)
  func set(_ configuration: AmountFieldConfiguration) throws {
    let value = try #require(Self.thirtyNineDigits)
    var editor = AmountEditor(configuration: configuration, value: 12)
    editor.apply(.beginEditing)
    let before = editor
    #expect(editor.apply(.setValue(value)) == .rejected(.tooManyDigits))
    #expect(editor.text == before.text)
    #expect(editor.selection == before.selection)
    #expect(editor.value == before.value)
  }

  @Test(
    "a paste of 39 or more significant digits is refused", arguments: configurations,
    [
      String(repeating: "1", count: 39), String(repeating: "9", count: 40),
      "0.000" + String(repeating: "1", count: 39),
    ])
  func paste(_ configuration: AmountFieldConfiguration, _ pasted: String) {
    var editor = AmountEditor(configuration: configuration)
    #expect(editor.apply(.paste(pasted)) == .rejected(.tooManyDigits))
    #expect(editor.text.isEmpty)
    #expect(editor.value == nil)
  }

  @Test("the reason has a sentence in every catalog")
  func messages() {
    for language in MessageCatalog.languages {
      #expect(
        MessageCatalog.table(for: language)?["tooManyDigits"]?.isEmpty == false, "\(language)")
    }
  }
}
