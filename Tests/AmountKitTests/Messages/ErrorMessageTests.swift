import Foundation
import Testing

@testable import AmountKit

/// Errors in the user's language: every error says what is wrong in a
/// sentence of each shipped catalog, `localizedDescription` reads it, and
/// `message(in:)` gives it in the language of a locale. Expected sentences
/// are read from the catalog files by the test (``CatalogFiles``) or
/// written out here; numbers in them are Foundation's.
@Suite("Errors in the user's language")
struct ErrorMessageTests {
  /// An error, the catalog key of its sentence, and the values of the
  /// sentence's placeholders in a locale.
  struct Row: Sendable, CustomTestStringConvertible {
    let error: any LocalizedError & Sendable
    let key: String
    let values: @Sendable (Locale) -> [String: String]
    let message: @Sendable (Locale) -> String
    var testDescription: String { key }
  }

  static func number(_ value: Int, _ locale: Locale) -> String {
    value.formatted(.number.locale(locale))
  }

  static func row(
    _ error: AmountParseError,
    _ values: @escaping @Sendable (Locale) -> [String: String] = { _ in [:] }
  ) -> Row {
    Row(error: error, key: key(error), values: values, message: error.message(in:))
  }

  static func row(
    _ error: AmountConfigurationError,
    _ values: @escaping @Sendable (Locale) -> [String: String] = { _ in [:] }
  ) -> Row {
    Row(error: error, key: key(error), values: values, message: error.message(in:))
  }

  /// The catalog key of each reason. Adding a reason stops this from
  /// compiling until it has a key here and a row in ``rows``.
  static func key(_ error: AmountParseError) -> String {
    switch error.base {
    case .noDigits: return "parse.noDigits"
    case .invalidCharacter: return "parse.invalidCharacter"
    case .misplacedSign: return "parse.misplacedSign"
    case .multipleSigns: return "parse.multipleSigns"
    case .multipleDecimalSeparators: return "parse.multipleDecimalSeparators"
    case .misplacedGrouping: return "parse.misplacedGrouping"
    case .tooManyDigits: return "parse.tooManyDigits"
    case .notCanonical: return "parse.notCanonical"
    }
  }

  /// The catalog key of each reason, written out as for the parse errors.
  static func key(_ error: AmountConfigurationError) -> String {
    switch error.base {
    case .tooManyDigits: return "configuration.tooManyDigits"
    case .negativeIntegerDigits: return "configuration.negativeIntegerDigits"
    case .minimumAboveMaximum: return "configuration.minimumAboveMaximum"
    case .invalidStep: return "configuration.invalidStep"
    case .invalidHostDecimalKey: return "configuration.invalidHostDecimalKey"
    case .unsupportedNumberingSystem: return "configuration.unsupportedNumberingSystem"
    }
  }

  /// Every reason of every error of AmountKit but the rejections, which
  /// have a test of their own.
  static let rows: [Row] = [
    row(.noDigits),
    row(.invalidCharacter("x")) { _ in ["character": "x"] },
    row(.misplacedSign),
    row(.multipleSigns),
    row(.multipleDecimalSeparators),
    row(.misplacedGrouping),
    row(.tooManyDigits) { ["maximum": number(38, $0)] },
    row(.notCanonical),
    row(.tooManyDigits(integer: 30, fraction: 18)) {
      [
        "integer": number(30, $0), "fraction": number(18, $0), "total": number(48, $0),
        "maximum": number(38, $0),
      ]
    },
    row(.negativeIntegerDigits(-1)) { ["digits": number(-1, $0)] },
    row(.minimumAboveMaximum),
    row(.invalidStep(0)) { ["step": number(0, $0)] },
    row(.invalidHostDecimalKey("5")) { _ in ["key": "5"] },
    row(.unsupportedNumberingSystem(locale: "en_US@numbers=roman", numberingSystem: "roman")) {
      _ in ["locale": "en_US@numbers=roman", "numberingSystem": "roman"]
    },
    Row(
      error: AmountUnitError.unknownUnit("mass-pund"), key: "unit.unknownUnit",
      values: { _ in ["identifier": "mass-pund"] },
      message: AmountUnitError.unknownUnit("mass-pund").message(in:)),
  ]

  @Test(
    "every error has its catalog's sentence in every shipped language",
    arguments: rows, CatalogFiles.languages)
  func sentence(_ row: Row, language: String) throws {
    let locale = Locale(identifier: language)
    let template = try #require(try CatalogFiles.table(language)[row.key], "no \(row.key)")
    let message = row.message(locale)
    #expect(message == CatalogFiles.fill(template, row.values(locale)))
    #expect(!message.isEmpty && !message.contains("{") && message != row.key)
    for value in row.values(locale).values { #expect(message.contains(value)) }
    if language != "en" {
      let english = try #require(try CatalogFiles.table("en")[row.key])
      #expect(message != CatalogFiles.fill(english, row.values(Locale(identifier: "en"))))
    }
  }

  @Test(
    "every rejection has a sentence without the field's limits in every shipped language",
    arguments: CatalogFiles.languages)
  func rejection(language: String) throws {
    let table = try CatalogFiles.table(language)
    let english = try CatalogFiles.table("en")
    for reason in AmountRejection.allCases {
      // The sentence of a reason with a limit has a plain twin ("Above the maximum.").
      let key = table[reason.name + ".plain"] == nil ? reason.name : reason.name + ".plain"
      let message = reason.message(in: Locale(identifier: language))
      #expect(message == table[key], "\(language) \(reason)")
      #expect(!message.contains("{") && message != reason.name)
      if language != "en" { #expect(message != english[key], "\(language) \(reason)") }
    }
  }

  @Test(
    "every catalog holds the keys of the English one, with the same placeholders",
    arguments: CatalogFiles.languages)
  func sameKeys(language: String) throws {
    let table = try CatalogFiles.table(language)
    let english = try CatalogFiles.table("en")
    #expect(Set(table.keys) == Set(english.keys), "missing or extra keys in \(language)")
    for (key, template) in english {
      let translation = try #require(table[key], "\(language) lacks \(key)")
      #expect(!translation.isEmpty, "\(language) \(key)")
      #expect(
        CatalogFiles.placeholders(translation) == CatalogFiles.placeholders(template),
        "\(language) \(key)")
    }
  }

  @Test("the catalog folder holds the seven languages, each shipped by the library")
  func sevenLanguages() throws {
    #expect(Set(try CatalogFiles.fileNames()) == Set(CatalogFiles.languages.map { $0 + ".json" }))
    #expect(MessageCatalog.languages == CatalogFiles.languages)
  }

  @Test("every error sentence of the catalogs belongs to a row of this suite")
  func everyKeyHasARow() throws {
    let errorKeys = try CatalogFiles.table("en").keys.filter {
      $0.hasPrefix("parse.") || $0.hasPrefix("configuration.") || $0.hasPrefix("unit.")
    }
    #expect(Set(errorKeys) == Set(Self.rows.map(\.key)))
    #expect(Self.rows.count == Set(Self.rows.map(\.key)).count)
  }

  @Test(
    "localizedDescription is the sentence in the language the app runs in",
    arguments: rows)
  func localizedDescription(_ row: Row) throws {
    let language = CatalogFiles.applicationLanguage
    let template = try #require(try CatalogFiles.table(language)[row.key])
    let expected = CatalogFiles.fill(template, row.values(Locale(identifier: language)))
    #expect((row.error as any Error).localizedDescription == expected)
    #expect(row.error.errorDescription == expected)
  }

  @Test("a thrown rejection's localizedDescription is its sentence without limits")
  func rejectionDescription() throws {
    let table = try CatalogFiles.table(CatalogFiles.applicationLanguage)
    let error: any Error = AmountRejection.aboveMaximum
    #expect(error.localizedDescription == table["aboveMaximum.plain"])
    #expect(
      (AmountRejection.fractionFull as any Error).localizedDescription == table["fractionFull"])
  }

  @Test(
    "the app's language is the first of its localizations that is shipped, else English",
    arguments: [
      (["de"], "de"), (["de-CH"], "de"), (["hi_IN"], "hi"), (["pt-BR", "fr-CA"], "fr"),
      (["zh-Hant-TW", "ja"], "ja"), (["Base", "ar"], "ar"), (["en-GB", "de"], "en"),
      (["pt-BR"], "en"), ([], "en"),
    ])
  func applicationLanguage(localizations: [String], language: String) {
    #expect(MessageCatalog.language(forLocalizations: localizations) == language)
  }

  @Test(
    "a locale's sentence is in its language; a language that is not shipped gets English",
    arguments: [
      ("en_US", "The text holds no digits."), ("de_CH", "Der Text enthält keine Ziffern."),
      ("fr_CA", "Le texte ne contient aucun chiffre."),
      ("es_MX", "El texto no contiene ninguna cifra."), ("ja_JP", "テキストに数字が含まれていません。"),
      ("ar_EG", "لا يحتوي النص على أي أرقام."), ("hi_IN", "पाठ में कोई अंक नहीं है।"),
      ("pt_BR", "The text holds no digits."), ("sv_SE", "The text holds no digits."),
    ])
  func language(locale: String, sentence: String) {
    #expect(AmountParseError.noDigits.message(in: Locale(identifier: locale)) == sentence)
  }

  @Test(
    "a character is quoted as the language quotes",
    arguments: [
      ("en", "“x”"), ("de", "„x“"), ("fr", "«\u{A0}x\u{A0}»"), ("es", "«x»"), ("ja", "「x」"),
      ("ar", "«x»"), ("hi", "“x”"),
    ])
  func quotes(language: String, quoted: String) {
    let message = AmountParseError.invalidCharacter("x").message(in: Locale(identifier: language))
    #expect(message.contains(quoted), "\(message)")
  }

  @Test("numbers in a sentence are written as the locale writes them")
  func digits() {
    let egypt = Locale(identifier: "ar_EG")
    #expect(AmountParseError.tooManyDigits.message(in: egypt).contains("٣٨"))
    let sum = AmountConfigurationError.tooManyDigits(integer: 30, fraction: 18).message(in: egypt)
    #expect(["٣٠", "١٨", "٤٨", "٣٨"].allSatisfy(sum.contains))
    let step = AmountConfigurationError.invalidStep(Decimal(string: "0.001") ?? 0)
    #expect(step.message(in: Locale(identifier: "de_DE")).contains("0,001"))
    let fine = AmountConfigurationError.invalidStep(Decimal(string: "0.0000000000000000001") ?? 0)
    #expect(fine.message(in: Locale(identifier: "en_US")).contains("0.0000000000000000001"))
  }

  @Test("a value holding braces is written as it is, not taken for a placeholder")
  func braces() {
    let english = Locale(identifier: "en")
    #expect(
      AmountUnitError.unknownUnit("{identifier}").message(in: english)
        == "“{identifier}” is not a CLDR unit identifier such as mass-pound.")
    let system = AmountConfigurationError.unsupportedNumberingSystem(
      locale: "x@numbers={numberingSystem}", numberingSystem: "roman")
    #expect(
      system.message(in: english)
        == "The locale x@numbers={numberingSystem} asks for the numbering system roman, "
        + "in which amounts cannot be shown exactly.")
  }

  @Test("the sentence leaves out the position, which the error keeps")
  func position() throws {
    let dollars = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    let error = try #require(#expect(throws: AmountParseError.self) { try dollars.parse("12.3.4") })
    #expect(error.position == 5)
    #expect(
      error.message(in: Locale(identifier: "en_US"))
        == "An amount has at most one decimal separator.")
    #expect(
      error.message(in: Locale(identifier: "fr_FR"))
        == "Un montant a au plus un séparateur décimal.")
    let euros = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
    let second = try #require(#expect(throws: AmountParseError.self) { try euros.parse("12,3,4") })
    #expect(
      second.message(in: Locale(identifier: "de_DE"))
        == "Ein Betrag hat höchstens ein Dezimaltrennzeichen.")
    #expect(second.message(in: Locale(identifier: "ja_JP")) == "金額に使える小数点は1つまでです。")
  }

  @Test("description stays the English text that logs and the command line print")
  func description() {
    #expect(
      AmountParseError.multipleSigns.description
        == "An amount has at most one sign; this is a second.")
    #expect(
      AmountConfigurationError.minimumAboveMaximum.description == "the minimum is above the maximum"
    )
    #expect(AmountRejection.fractionFull.description == "fractionFull")
  }
}
