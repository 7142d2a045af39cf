import Foundation
import PropertyBased
import Testing

@testable import AmountKit

/// Every caret position and every selection of a set of starting texts,
/// times every kind of edit: the invariants hold.
@Suite("Exhaustive: every selection × every edit")
struct ExhaustiveTests {
  static let starts = [
    "", "0.", "1,234.5", "-12", "12,345.67", "0.05", "-", "99,999", "0,000.25",
  ]

  /// Why a configuration cannot show some of the starts (contract: "Entry
  /// modes", "What the text shows while editing", "Sign").
  static let noNegatives = "negatives are not allowed: the minimum is not below zero"
  static let fullFraction = "cents entry always shows the full fraction"
  static let noFraction = "no fraction at all: integer entry, or a currency without one"

  /// A configuration and the starts it cannot show, each with the reason.
  struct Case: CustomTestStringConvertible, Sendable {
    var configuration: AmountFieldConfiguration
    var unreachable: [String: String]
    var testDescription: String { configuration.testDescription }
  }

  static let cases: [Case] = [
    Case(
      configuration: field("en_US", "USD") { $0.maximum = 100_000 },
      unreachable: ["-12": noNegatives, "-": noNegatives]),
    Case(
      configuration: field("de_DE", "EUR", .cents) { $0.minimum = -5000 },
      unreachable: [
        "0.": fullFraction, "1,234.5": fullFraction, "-12": fullFraction, "99,999": fullFraction,
      ]),
    Case(configuration: field("ar_EG", "EGP") { $0.allowsNegative = true }, unreachable: [:]),
    Case(
      configuration: field("en_IN", "INR", .integer),
      unreachable: [
        "0.": noFraction, "1,234.5": noFraction, "12,345.67": noFraction, "0.05": noFraction,
        "-12": noNegatives, "-": noNegatives, "0,000.25": noFraction,
      ]),
    Case(
      configuration: field("ja_JP", "JPY") { $0.maximumIntegerDigits = 6 },
      unreachable: [
        "0.": noFraction, "1,234.5": noFraction, "12,345.67": noFraction, "0.05": noFraction,
        "-12": noNegatives, "-": noNegatives, "0,000.25": noFraction,
      ]),
    Case(configuration: field("ccp", "USD"), unreachable: ["-12": noNegatives, "-": noNegatives]),
    Case(configuration: field("nl_NL", "EUR") { $0.minimum = -100 }, unreachable: [:]),
    Case(
      configuration: AmountFieldConfiguration(
        format: AmountFormat.number(locale: Locale(identifier: "en_US")).suffix(" lbs")),
      unreachable: ["-12": noNegatives, "-": noNegatives]),
  ]

  static let edits: [AmountEdit] =
    (0...9).map { .insert(String($0)) } + [
      .insert("."), .insert(","), .insert("-"), .insert("+"), .insert("x"), .deleteBackward,
      .deleteForward, .paste("1,234.56"), .paste("-7"), .paste(""), .paste("abc"),
      .toggleSign, .stepUp, .stepDown,
    ]

  @Test("a start a configuration cannot show is skipped only for a stated reason")
  func unreachableStarts() {
    for c in Self.cases {
      #expect(Set(c.unreachable.keys).isSubset(of: Self.starts), "\(c.testDescription)")
      let notation = FieldNotation(configuration: c.configuration)
      for (start, reason) in c.unreachable {
        // The way the tables build a state (a sign, a paste, a decimal key)
        // does not reach Foundation's text for it.
        let built = notation.editor(start, expectReachable: false)
        #expect(
          built.text != notation.render(start).text,
          "\(c.testDescription): \(start) was reached although \(reason)")
      }
    }
  }

  @Test("invariants", arguments: cases)
  func exhaustive(_ c: Case) {
    let notation = FieldNotation(configuration: c.configuration)
    var checked = 0
    var failures: [String] = []
    for start in Self.starts where c.unreachable[start] == nil {
      // Every other start must be reached (the set-up expects Foundation's
      // text), so none is skipped silently.
      let base = notation.editor(start)
      let length = base.text.utf16.count
      for lower in 0...length {
        for upper in lower...length {
          var placed = base
          placed.apply(.select(lower..<upper))
          for edit in Self.edits {
            var after = placed
            let outcome = after.apply(edit)
            checked += 1
            for problem in after.invariantViolations(before: placed, edit: edit, outcome: outcome) {
              failures.append("\(FieldNotation.draw(placed)) \(EditRow.name(edit)): \(problem)")
            }
          }
        }
      }
    }
    #expect(
      failures.isEmpty,
      "\(failures.count) of \(checked): \(failures.prefix(8).joined(separator: "\n"))")
  }
}

/// Random formats and random edit sequences keep the same invariants.
@Suite("Property-based: random formats and edit sequences")
struct PropertyTests {
  static let locales = [
    "en_US", "de_DE", "fr_FR", "de_CH", "en_IN", "es_ES", "ja_JP", "ko_KR", "ar_KW", "ar_EG",
    "fa_IR", "nl_NL", "he_IL", "pt_BR", "ccp", "ff_Adlm_GN", "my_MM", "pl_PL",
  ]
  static let currencies: [String?] = [nil, "USD", "EUR", "JPY", "KWD", "INR"]
  static let fragments = [
    "1", "0", "9", ".", ",", "-", "+", "٣", "۳", "３", "𑄷", "a", "😀", " ", "\u{200F}",
    "1,234.56", "1.234,56 €", "$-0.5", "(12)", "23.13.1.", "12,34,567", "\u{0301}", "", "00012",
  ]

  static func configuration(_ seed: Int) -> AmountFieldConfiguration {
    var rng = seed
    func next(_ n: Int) -> Int {
      rng = (rng &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407) & Int.max
      return (rng >> 17) % n
    }
    let locale = Locale(identifier: locales[next(locales.count)])
    var format: AmountFormat =
      currencies[next(currencies.count)].map { .currency(code: $0, locale: locale) }
      ?? .number(locale: locale)
    if next(4) == 0 { format = format.suffix(" lbs") }
    if next(5) == 0 { format = format.prefix("≈") }
    if next(6) == 0 { format = format.grouping(.never) }
    if next(6) == 0 { format = format.currencyDisplay(.hidden) }
    var c = AmountFieldConfiguration(format: format)
    c.entryMode = AmountEntryMode.allCases[next(3)]
    if next(2) == 0 { c.minimum = [-1000, -1, 0, 10][next(4)] }
    if next(2) == 0 { c.maximum = [1, 999, 1_000_000][next(3)] }
    if next(3) == 0 { c.maximumIntegerDigits = 1 + next(8) }
    c.allowsNegative = [false, true, false][next(3)]
    // A minimum above the maximum is a configuration error, not a field.
    if let minimum = c.minimum, let maximum = c.maximum, minimum > maximum { c.minimum = nil }
    return c
  }

  static func edit(_ code: Int, length: Int) -> AmountEdit {
    let a = (code >> 8) % (length + 3) - 1
    let b = (code >> 16) % (length + 3) - 1
    switch code % 16 {
    case 0, 1, 2, 3: return .insert(fragments[(code >> 4) % 14])
    case 4: return .deleteBackward
    case 5: return .deleteForward
    case 6: return .paste(fragments[(code >> 4) % fragments.count])
    case 7: return .select(min(a, b)..<max(a, b))
    case 8: return .replace(min(a, b)..<max(a, b), with: fragments[(code >> 4) % fragments.count])
    case 9: return .undo
    case 10: return .redo
    case 11: return [.moveLeft, .moveRight, .moveToStart, .moveToEnd][(code >> 4) % 4]
    case 12: return (code >> 4) % 2 == 0 ? .endEditing : .beginEditing
    case 13: return .setValue([nil, 0, 12.5, -3, 1_000_000][(code >> 4) % 5])
    case 14: return [.toggleSign, .stepUp, .stepDown][(code >> 4) % 3]
    default: return .insert(String((code >> 4) % 10))
    }
  }

  @Test("invariants over random sequences")
  func randomSequences() async {
    await propertyCheck(
      count: 1000, input: Gen.int(in: 0...1_000_000),
      Gen.int(in: 0...Int(Int32.max)).array(of: 1...40)
    ) { seed, codes in
      var editor = AmountEditor(configuration: Self.configuration(seed))
      for code in codes {
        let before = editor
        let edit = Self.edit(code, length: editor.text.utf16.count)
        let outcome = editor.apply(edit)
        let problems = editor.invariantViolations(before: before, edit: edit, outcome: outcome)
        #expect(
          problems.isEmpty,
          "\(editor.configuration.testDescription) \(FieldNotation.draw(before)) \(edit): \(problems)"
        )
        if !problems.isEmpty { return }
      }
    }
  }
}
