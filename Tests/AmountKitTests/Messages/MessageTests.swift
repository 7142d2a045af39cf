import Foundation
import Testing

@testable import AmountKit

@Suite("Messages for people")
struct MessageTests {
  @Test(
    "every rejection reason has a message in every shipped language",
    arguments: MessageCatalog.languages)
  func everyReason(language: String) throws {
    let table = try CatalogFiles.table(language)
    let english = try CatalogFiles.table("en")
    for reason in AmountRejection.allCases {
      let message = try #require(table[reason.name], "\(language) lacks \(reason)")
      #expect(!message.isEmpty)
      #expect(message != reason.name)
      if language != "en" { #expect(message != english[reason.name], "\(language) \(reason)") }
    }
    let sign = try #require(table["signKeyLabel"], "\(language) lacks the sign key's label")
    if language != "en" { #expect(sign != english["signKeyLabel"], "\(language) sign key") }
    // Each language also holds the sentences without a limit that
    // `AmountRejection.message(in:)` reads ("Above the maximum.").
    for key in Self.plainKeys {
      let plain = try #require(table[key], "\(language) lacks \(key)")
      #expect(!plain.contains("{"), "\(language) \(key)")
    }
  }

  static let plainKeys = ["tooManyIntegerDigits", "aboveMaximum", "belowMinimum"].map {
    $0 + ".plain"
  }

  @Test("the English message without a field is read from the English catalog")
  func englishMessageFromCatalog() throws {
    let english = try CatalogFiles.table("en")
    for reason in AmountRejection.allCases {
      #expect(reason.message == english[reason.name + ".plain"] ?? english[reason.name])
      #expect(!reason.message.contains("{"))
      #expect(AmountRejection(name: reason.name) == reason)
    }
    #expect(AmountRejection(name: "nope") == nil)
  }

  @Test(
    "the ± key's label is spoken in the field's language, not as a bare symbol",
    arguments: [
      ("en_US", "Change sign"), ("de_DE", "Vorzeichen wechseln"), ("fr_FR", "Changer de signe"),
      ("ja_JP", "符号を切り替え"), ("pt_BR", "Change sign"),
    ])
  func signKeyLabel(locale: String, label: String) {
    let configuration = AmountFieldConfiguration(
      format: .number(locale: Locale(identifier: locale)))
    #expect(configuration.signKeyLabel == label)
  }

  @Test(
    "limits are written in the field's own format, in the field's language",
    arguments: [
      ("de_DE", "EUR", "Über dem Höchstbetrag von "), ("en_US", "USD", "Above the maximum of "),
      ("fr_FR", "EUR", "Au-dessus du maximum de "), ("es_ES", "EUR", "Supera el máximo de "),
      ("ja_JP", "JPY", "上限の"), ("ar_EG", "EGP", "أعلى من الحد الأقصى "),
      ("hi_IN", "INR", "अधिकतम सीमा "),
    ])
  func maximum(locale: String, code: String, start: String) {
    let l = Locale(identifier: locale)
    var configuration = AmountFieldConfiguration(format: .currency(code: code, locale: l))
    configuration.maximum = 1000
    let message = configuration.message(for: .aboveMaximum)
    let limit = Decimal(1000).formatted(.currency(code: code).locale(l))
    #expect(message.hasPrefix(start))
    #expect(message.contains(limit))
  }

  @Test("a language that is not shipped gets English")
  func fallback() {
    let configuration = AmountFieldConfiguration(
      format: .currency(code: "SEK", locale: Locale(identifier: "sv_SE")))
    #expect(configuration.message(for: .fractionFull) == "No more decimal places.")
  }

  @Test("the digit limit is written in the locale's digits")
  func digits() {
    var configuration = AmountFieldConfiguration(
      format: .currency(code: "EGP", locale: Locale(identifier: "ar_EG")))
    configuration.maximumIntegerDigits = 9
    let nine = Decimal(9).formatted(.number.locale(Locale(identifier: "ar_EG")))
    #expect(configuration.message(for: .tooManyIntegerDigits).contains(nine))
  }
}
