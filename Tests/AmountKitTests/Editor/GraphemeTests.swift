import Foundation
import Testing

@testable import AmountKit

/// Host ranges and keys that split or carry graphemes of more than one
/// scalar (contract: "Where the caret lands": "A host range that splits a
/// surrogate pair or a grapheme is widened to whole characters"; "Host
/// edits"; "Typing"; "Paste"). Surrogate pairs alone are covered by the
/// Chakma rows; here the graphemes are a flag (two regional indicators,
/// four UTF-16 units) and a letter with two combining marks.
@Suite("Graphemes of more than one scalar")
struct GraphemeTests {
  /// `🇪🇺 12 🇨🇭`: a flag in the prefix at 0..<4 (its regional indicators at
  /// 0..<2 and 2..<4), the number at 5..<7, a flag in the suffix at 8..<12.
  static let flags = AmountFieldConfiguration(
    format: AmountFormat.number(locale: Locale(identifier: "en_US")).prefix("🇪🇺 ").suffix(" 🇨🇭"))

  @Test("the drawings stand for the offsets the rows use")
  func offsets() {
    let (text, selection) = FieldNotation(configuration: Self.flags).render("12|")
    #expect(text == "🇪🇺 12 🇨🇭")
    #expect(selection == 7..<7)
    #expect(Array(text.utf16).count == 12)
  }

  @Test(
    "a host range that splits a flag is widened to the whole flag",
    arguments: [
      // Wholly in the prefix or the suffix once widened: nothing changes.
      EditRow("12|", .replace(2..<4, with: ""), "12|"),
      EditRow("12|", .replace(10..<12, with: ""), "12|"),
      EditRow("12|", .replace(9..<11, with: ""), "12|"),
      // Reaching into the number: the digits covered go; the caret stays
      // after the anchor before them, at the start of the number if none.
      EditRow("12|", .replace(6..<10, with: ""), "1|"),
      EditRow("|12", .replace(2..<6, with: ""), "|2"),
      EditRow("12|", .replace(1..<11, with: ""), "|"),
      // A replacement over a range widened into a suffix or prefix types at
      // the nearest edge of the number.
      EditRow("12|", .replace(9..<9, with: "5"), "125|"),
      EditRow("12|", .replace(3..<3, with: "5"), "5|12"),
      EditRow("1|2", .replace(6..<10, with: "34"), "134|"),
    ])
  func hostRangeSplittingAFlag(_ row: EditRow) {
    check(row, in: Self.flags)
  }

  @Test(
    "a caret or selection placed inside a flag moves to the nearest edge of the number",
    arguments: [
      (9..<9, "12|"), (2..<2, "|12"), (1..<11, "[12]"), (3..<6, "[1]2"), (6..<9, "1[2]"),
    ])
  func selectionInsideAFlag(_ range: Range<Int>, _ expected: String) {
    let notation = FieldNotation(configuration: Self.flags)
    var editor = notation.editor("12|")
    #expect(editor.apply(.select(range)) == .accepted)
    let (text, selection) = notation.render(expected)
    #expect(FieldNotation.draw(editor) == FieldNotation.draw(text: text, selection: selection))
  }

  /// `12 đồng`, the `ồ` written as `o`, U+0302, U+0300: one grapheme of
  /// three scalars at 4..<7.
  static let dong = AmountFieldConfiguration(
    format: AmountFormat.number(locale: Locale(identifier: "vi_VN")).suffix(
      " \u{0111}o\u{0302}\u{0300}ng"))

  @Test(
    "a host range that splits a letter and its combining marks is widened to the whole letter",
    arguments: [
      EditRow("12|", .replace(5..<6, with: ""), "12|"),
      EditRow("12|", .replace(6..<7, with: ""), "12|"),
      EditRow("12|", .replace(1..<5, with: ""), "1|"),
    ])
  func hostRangeSplittingCombiningMarks(_ row: EditRow) {
    check(row, in: Self.dong)
  }

  @Test("a paste carrying the suffix with its combining marks is its amount")
  func pasteWithCombiningSuffix() {
    check(EditRow("|", .paste("12 \u{0111}o\u{0302}\u{0300}ng"), "12|"), in: Self.dong)
  }

  @Test(
    "a digit with a combining mark, or a keycap, is not a digit",
    arguments: [
      EditRow("12|", key("3\u{0301}"), rejected: .invalidCharacter),
      EditRow("12|", key("3\u{FE0F}\u{20E3}"), rejected: .invalidCharacter),
      EditRow("12|", .replace(1..<2, with: "3\u{0301}"), rejected: .invalidCharacter),
      EditRow("|", .paste("12\u{0301}"), rejected: .invalidPaste),
      EditRow("|", .paste("3\u{FE0F}\u{20E3}"), rejected: .invalidPaste),
      EditRow("|", .paste("🇨🇭12"), rejected: .invalidPaste),
    ])
  func digitWithMark(_ row: EditRow) {
    check(row, in: field("en_US", "USD"))
  }
}
