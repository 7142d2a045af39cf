import Foundation
import Testing

@testable import AmountKit

/// The contract's "Host edits": "A non-empty replacement of a range
/// covering the sign removes the sign and then types or pastes over the
/// digits of the range." The ranges are found in Foundation's own text for
/// the amount (its minus sign, its digits), in en_US, de_DE, ar_EG and the
/// contract's nl_NL; the expected drawings are translated per locale
/// through Foundation's currency format.
@Suite("Host edits over the minus sign")
struct HostEditSignTests {
  static let fields = [
    field("en_US", "USD") { $0.allowsNegative = true },
    field("de_DE", "EUR") { $0.allowsNegative = true },
    field("ar_EG", "EGP") { $0.allowsNegative = true },
    field("nl_NL", "EUR") { $0.allowsNegative = true },
  ]

  /// What the host replaces: the minus sign alone, or the sign and the
  /// digits drawn selected (the hull of both, affixes between included).
  struct Row: Sendable, CustomTestStringConvertible {
    /// The negative amount, its digits to replace drawn selected (`-[5].00`),
    /// or none selected (`-5.00`) for the sign alone.
    var before: String
    var with: String
    var after: String?
    var reason: AmountRejection?
    var testDescription: String {
      "replace the sign of \(before) with '\(with)' → \(after ?? "rejected")"
    }
  }

  @Test(
    "the sign goes, then the range's digits are typed or pasted over",
    arguments: fields,
    [
      Row(before: "-[5].00", with: "8", after: "8|.00"),  // nl_NL: `€ 8,00`, caret [3,3]
      Row(before: "-[5].00", with: "27", after: "27|.00"),
      Row(before: "-5.00", with: "8", after: "8|5.00"),  // no digit covered: at the sign's place
      Row(before: "-[5.00]", with: "27.5", after: "27.5|"),  // every digit: one amount
      Row(before: "-[5.00]", with: "-3", after: "-3|"),  // whose sign is honoured
      Row(before: "-[5].00", with: "-3", reason: .invalidPaste),  // a signed paste into part
    ])
  func replaceOverSign(_ configuration: AmountFieldConfiguration, _ row: Row) throws {
    let notation = FieldNotation(configuration: configuration)
    var editor = AmountEditor(configuration: configuration, value: -5)
    editor.apply(.beginEditing)
    let range = try Self.signRange(row.before, notation)
    let before = editor
    let accepted = expectEdit(
      .replace(range, with: row.with), on: &editor, notation: notation, rejected: row.reason,
      after: row.after)
    guard accepted else { return }
    // Undo restores the signed amount and the selection before the edit.
    #expect(editor.apply(.undo) == .accepted)
    #expect(FieldNotation.draw(editor) == FieldNotation.draw(before))
  }

  @Test("the whole edit keeps the limits, measured from the amount before it", arguments: fields)
  func limits(_ configuration: AmountFieldConfiguration) throws {
    var limited = configuration
    limited.maximum = 3
    let notation = FieldNotation(configuration: limited)
    var editor = AmountEditor(configuration: limited, value: -5)
    editor.apply(.beginEditing)
    let range = try Self.signRange("-[5].00", notation)
    #expect(editor.apply(.replace(range, with: "9")) == .rejected(.aboveMaximum))
    #expect(editor.value == -5)
    // Below the maximum once the sign is gone and the digit typed over.
    #expect(editor.apply(.replace(range, with: "2")) == .accepted)
    #expect(editor.value == 2)
  }

  /// The UTF-16 range of the minus sign in Foundation's text for a drawing,
  /// widened to the digits it draws selected.
  static func signRange(_ drawing: String, _ notation: FieldNotation) throws -> Range<Int> {
    let (text, selection) = notation.render(drawing)
    let minus = FoundationOracle(format: notation.format).loneMinus
      .trimmingCharacters(in: .whitespaces)
      .unicodeScalars.filter { $0.properties.generalCategory != .format }
    let units = Array(text.utf16)
    let sign = Array(String(String.UnicodeScalarView(minus)).utf16)
    let start = try #require(
      (0...(units.count - sign.count)).first { units[$0..<($0 + sign.count)].elementsEqual(sign) },
      "no minus sign in \(text)")
    let signRange = start..<(start + sign.count)
    if selection.isEmpty { return signRange }
    return min(
      signRange.lowerBound, selection.lowerBound)..<max(
        signRange.upperBound, selection.upperBound)
  }
}
