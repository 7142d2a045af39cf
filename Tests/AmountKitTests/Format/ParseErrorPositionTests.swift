import AmountKit
import Foundation
import Testing

/// Where a text stops being an amount: ``AmountParseError/position``, the
/// 1-based `Character` position that `amount parse` prints. Each expected
/// position is counted by hand on the text, character by character.
@Suite("Parse errors name their position")
struct ParseErrorPositionTests {
  /// `locale | text | reason | position | the character counted`.
  static let rows: [(locale: String, text: String, error: AmountParseError, position: Int)] = [
    // 3 2 , 2 4 1 , 2 4 1 , 1 , 1: a group of one digit follows the comma at 13.
    ("en_US", "32,241,241,1,1", .misplacedGrouping, 13),
    // 1 , 2 , 3 4 5: "2,345" is grouped, the comma at 2 stands after one digit of two.
    ("en_US", "1,2,345", .misplacedGrouping, 2),
    // 1 , 2 3 , 4 5 6 7: four digits after the comma at 5.
    ("en_US", "1,23,4567", .misplacedGrouping, 5),
    // 2 3 . 1 3 . 1 .: the second decimal separator is at 6.
    ("en_US", "23.13.1.", .multipleDecimalSeparators, 6),
    // de_DE: `.` groups, so the trailing `.` at 8 stands after the integer's last digit.
    ("de_DE", "23.13.1.", .misplacedGrouping, 8),
    // 1 . 2 3 4 , 5 6 , 7: the second comma is at 9.
    ("de_DE", "1.234,56,7", .multipleDecimalSeparators, 9),
    ("en_US", "1e5", .invalidCharacter("e"), 2),
    ("en_US", "abc", .invalidCharacter("a"), 1),
    // A Chakma digit is one character of two UTF-16 units: `x` is the second character.
    ("en_US", "\u{11137}x", .invalidCharacter("x"), 2),
    // An e with a combining acute is one character, the third (the error
    // names its first scalar).
    ("en_US", "12e\u{301}", .invalidCharacter("e"), 3),
    ("en_US", "--5", .multipleSigns, 2),
    ("en_US", "1-2", .misplacedSign, 3),
    ("en_US", "(5", .misplacedSign, 1),
    ("en_US", "", .noDigits, 1),
    ("en_US", "$", .noDigits, 2),
    ("en_US", String(repeating: "1", count: 39), .tooManyDigits, 39),
    ("en_US", "00" + String(repeating: "1", count: 39), .tooManyDigits, 41),
    ("en_US", String(repeating: "1", count: 70), .tooManyDigits, 39),
  ]

  @Test("the reason and the position", arguments: rows)
  func position(
    _ row: (locale: String, text: String, error: AmountParseError, position: Int)
  ) {
    let format = AmountFormat.currency(
      code: row.locale == "de_DE" ? "EUR" : "USD", locale: Locale(identifier: row.locale))
    do {
      let value = try format.parse(row.text)
      Issue.record("parsed \(value)")
    } catch {
      #expect(error == row.error)
      #expect(error.character == row.error.character)
      #expect(error.position == row.position)
    }
  }

  @Test("errors compare by reason, not by position")
  func equality() throws {
    let format = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    let first = #expect(throws: AmountParseError.self) { try format.parse("1x") }
    let second = #expect(throws: AmountParseError.self) { try format.parse("12x") }
    #expect(first?.position == 2 && second?.position == 3)
    #expect(first == .invalidCharacter("x") && first == second)
    #expect(Set([try #require(first), try #require(second)]).count == 1)
    #expect(AmountParseError.noDigits.position == nil)
  }

  @Test("a thrown error matches its reason in #expect(throws:), a catch clause and a switch")
  func matching() throws {
    let format = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    #expect(throws: AmountParseError.misplacedGrouping) { try format.parse("32,241,241,1,1") }
    #expect(Self.caught("1,2,345", format) == "misplacedGrouping")
    let error = try #require(#expect(throws: AmountParseError.self) { try format.parse("1,2,345") })
    #expect(error.position == 2)
    let matched: String
    switch error {
    case .noDigits: matched = "noDigits"
    case .misplacedGrouping: matched = "misplacedGrouping"
    default: matched = "no reason"
    }
    #expect(matched == "misplacedGrouping")
  }

  /// The reason a `catch` clause with a `where error == reason` matches.
  static func caught(_ text: String, _ format: AmountFormat) -> String {
    do {
      _ = try format.parse(text)
      return "parsed"
    } catch  where error == .misplacedGrouping {
      return "misplacedGrouping"
    } catch {
      return "another reason"
    }
  }

  @Test("the character of an invalid character is part of the reason; the position is not")
  func character() throws {
    let format = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    let a1 = try #require(#expect(throws: AmountParseError.self) { try format.parse("a") })
    let a3 = try #require(#expect(throws: AmountParseError.self) { try format.parse("12a") })
    let b1 = try #require(#expect(throws: AmountParseError.self) { try format.parse("b") })
    #expect(a1.position == 1 && a3.position == 3 && b1.position == 1)
    #expect(a1 == a3 && a1.hashValue == a3.hashValue)
    #expect(a1 != b1 && AmountParseError.invalidCharacter("a") != .invalidCharacter("b"))
  }
}
