import AmountKit
import Foundation
import Testing

/// What VoiceOver, TalkBack-like readers and GTK's accessibility read for a
/// currency field: Foundation's full-name presentation of the value, with
/// the field's fraction digits and its custom affixes, whatever the field
/// shows (accounting parentheses, no symbol, no grouping), in every
/// locale, at rest and while the user types.
@Suite("The spoken value against Foundation's full name")
struct SpokenValueTests {
  static let posix = Locale(identifier: "en_US_POSIX")
  /// Every eleventh locale Foundation lists, and the locales of the
  /// contract.
  static let locales: [String] = {
    let all = Locale.availableIdentifiers.sorted()
    let sample = all.enumerated().filter { $0.offset % 11 == 0 }.map(\.element)
    return sample + [
      "en_US", "de_DE", "fr_FR", "de_CH", "en_IN", "ar_EG", "fa_IR", "he_IL", "ja_JP",
    ]
  }()
  static let values = ["0", "1", "2", "0.5", "-1", "-2.5", "12.", "1234.5", "1234567.89"]

  /// The text the field's value is spoken as, made by Foundation alone.
  static func foundationText(_ value: Decimal, code: String, locale: Locale, fractionDigits: Int?)
    -> String
  {
    var style = Decimal.FormatStyle.Currency(code: code, locale: locale).presentation(.fullName)
    if let fractionDigits { style = style.precision(.fractionLength(fractionDigits)) }
    return style.format(value)
  }

  @Test("every sampled locale, several fields, at rest", arguments: locales)
  func atRest(_ identifier: String) throws {
    let locale = Locale(identifier: identifier)
    let code = locale.currency?.identifier ?? "EUR"
    let plain = AmountFormat.currency(code: code, locale: locale)
    let fields: [(AmountFormat, Int?, String)] = [
      (plain, nil, "plain"),
      (plain.sign(strategy: .accounting), nil, "accounting"),
      (plain.currencyDisplay(.hidden), nil, "no symbol"),
      (plain.grouping(.never), nil, "no grouping"),
    ]
    for (format, fractionDigits, name) in fields {
      for text in Self.values where !text.hasSuffix(".") {
        let value = try #require(Decimal(string: text, locale: Self.posix))
        let controller = AmountInputController(
          configuration: AmountFieldConfiguration(format: format, allowsNegative: true),
          value: value)
        let shown = try #require(controller.value)
        let expected = Self.foundationText(
          shown, code: code, locale: locale, fractionDigits: fractionDigits)
        #expect(controller.accessibilityValue == expected, "\(identifier) \(name) \(text)")
      }
    }
  }

  @Test("fraction digits of the field's own and custom affixes")
  func ownDigitsAndAffixes() throws {
    let locale = Locale(identifier: "en_US")
    let format = AmountFormat.currency(code: "USD", locale: locale)
      .precision(.fractionLength(3)).prefix("≈ ").suffix(" each")
    var controller = AmountInputController(
      configuration: AmountFieldConfiguration(format: format), value: 12.5)
    #expect(
      controller.accessibilityValue
        == "≈ " + Self.foundationText(12.5, code: "USD", locale: locale, fractionDigits: 3)
        + " each")
    // While typing, the value typed so far.
    _ = controller.beginEditing(host: controller.hostState)
    _ = controller.apply(AmountEdit.insert("4"))
    let typed = try #require(controller.value)
    #expect(
      controller.accessibilityValue
        == "≈ " + Self.foundationText(typed, code: "USD", locale: locale, fractionDigits: 3)
        + " each")
  }
}
