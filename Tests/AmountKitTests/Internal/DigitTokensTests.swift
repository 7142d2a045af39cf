import Foundation
import Testing

@testable import AmountKit

/// The separator's place is kept by the tokens through every change, not
/// searched: after each edit it is where the drawing shows `.`.
@Suite struct DigitTokensSeparatorTests {
  /// Tokens drawn as digits with `.` for the separator token.
  static func tokens(_ drawing: String) -> DigitTokens {
    DigitTokens(
      drawing.map { $0 == "." ? TypedAmount.separator : ($0.wholeNumberValue).map(UInt8.init) ?? 0 }
    )
  }

  static func drawing(_ tokens: DigitTokens) -> String {
    String(tokens.map { $0 == TypedAmount.separator ? "." : Character(String($0)) })
  }

  enum Change: Sendable, CustomStringConvertible {
    case insert(Character, at: Int)
    case remove(Range<Int>)
    case set(Character, at: Int)
    case replace(Range<Int>, with: String)

    var description: String {
      switch self {
      case .insert(let c, let i): "insert \(c) at \(i)"
      case .remove(let r): "remove \(r)"
      case .set(let c, let i): "set \(c) at \(i)"
      case .replace(let r, let s): "replace \(r) with \(s)"
      }
    }
  }

  @Test(arguments: [
    ("1234", Change.insert(".", at: 2), "12.34"),
    ("12.34", Change.insert("5", at: 0), "512.34"),
    ("12.34", Change.insert("5", at: 2), "125.34"),
    ("12.34", Change.insert("5", at: 3), "12.534"),
    ("12.34", Change.remove(2..<3), "1234"),
    ("12.34", Change.remove(0..<1), "2.34"),
    ("12.34", Change.remove(3..<5), "12."),
    ("12.34", Change.remove(1..<1), "12.34"),
    ("123.4", Change.remove(0..<3), ".4"),
    ("12.34", Change.remove(0..<5), ""),
    (".2.34", Change.remove(0..<1), "2.34"),
    ("12.3.4", Change.remove(1..<3), "13.4"),
    ("1.23.4", Change.remove(2..<4), "1..4"),
    ("12.34", Change.set("7", at: 2), "12734"),
    ("12345", Change.set(".", at: 1), "1.345"),
    ("12.34", Change.set(".", at: 0), ".2.34"),
    (".2.34", Change.set("1", at: 0), "12.34"),
    ("12.34", Change.replace(0..<2, with: "9.9"), "9.9.34"),
    (
      String(repeating: "1", count: 32), Change.insert(".", at: 30),
      String(repeating: "1", count: 30) + ".11"
    ),
    (
      String(repeating: "1", count: 30) + ".11", Change.remove(0..<2),
      String(repeating: "1", count: 28) + ".11"
    ),
    (
      String(repeating: "1", count: 33) + ".1", Change.remove(0..<3),
      String(repeating: "1", count: 30) + ".1"
    ),
  ])
  func separatorFollowsTheChange(before: String, change: Change, after: String) {
    var tokens = Self.tokens(before)
    switch change {
    case .insert(let c, let i): tokens.insert(Self.tokens(String(c))[0], at: i)
    case .remove(let r): tokens.removeSubrange(r)
    case .set(let c, let i): tokens[i] = Self.tokens(String(c))[0]
    case .replace(let r, let s): tokens.replaceSubrange(r, with: Self.tokens(s))
    }
    #expect(Self.drawing(tokens) == after)
    #expect(
      tokens.separatorIndex
        == after.firstIndex(of: ".").map { after.distance(from: after.startIndex, to: $0) })
    #expect(tokens == Self.tokens(after))
  }

  /// Inserting and removing one token anywhere in 31 tokens, across the
  /// inline words, does what the same edit of the drawing does.
  @Test(arguments: 0...31)
  func oneTokenAnywhere(at i: Int) {
    let drawing = "1234567890123456789012345678901"
    var inserted = Array(drawing)
    inserted.insert(".", at: i)
    var tokens = Self.tokens(drawing)
    tokens.insert(TypedAmount.separator, at: i)
    #expect(Self.drawing(tokens) == String(inserted))
    #expect(tokens == Self.tokens(String(inserted)))
    #expect(tokens.separatorIndex == i)
    guard i < 31 else { return }
    var removed = Array(drawing)
    removed.remove(at: i)
    tokens = Self.tokens(drawing)
    tokens.removeSubrange(i..<(i + 1))
    #expect(Self.drawing(tokens) == String(removed))
    #expect(tokens == Self.tokens(String(removed)))
  }
}

/// Whether two typed amounts hold the same value (what a keystroke reports
/// as a value change) is what Foundation says of the numbers they show:
/// leading integer zeros and trailing fraction zeros aside, zero without a
/// sign, in every entry mode, inline and spilled.
@Suite struct TypedAmountSameValueTests {
  /// The amount drawn with `-` for the sign and `.` for the separator.
  static func amount(_ drawing: String) -> TypedAmount {
    var amount = TypedAmount()
    amount.isNegative = drawing.hasPrefix("-")
    amount.tokens = DigitTokensSeparatorTests.tokens(String(drawing.drop { $0 == "-" }))
    amount.hasAmount = true
    return amount
  }

  /// The number `drawing` shows in `mode`, read by Foundation: its
  /// magnitude and whether it is negative.
  static func number(_ drawing: String, _ mode: AmountEntryMode) -> (Decimal, Bool) {
    let digits = drawing.drop { $0 == "-" }
    // "12." and "." read as numbers too.
    let text = "0" + digits + (mode == .cents ? "e-2" : digits.contains(".") ? "0" : "")
    let magnitude = Decimal(string: text, locale: Locale(identifier: "en_US")) ?? .nan
    return (magnitude, drawing.hasPrefix("-"))
  }

  static func sameNumber(_ a: String, _ b: String, _ mode: AmountEntryMode) -> Bool {
    let (x, xNegative) = number(a, mode)
    let (y, yNegative) = number(b, mode)
    return x == y && (xNegative == yNegative || x == 0)
  }

  static let rows: [(String, String, AmountEntryMode)] = [
    ("12.5", "12.50", .decimal), ("12.5", "12.5", .decimal), ("012", "12", .decimal),
    ("12.", "12", .decimal), ("1.2", "12", .decimal), ("0.05", ".05", .decimal),
    ("-0", "0", .decimal), ("-0.00", "", .decimal), ("-1", "1", .decimal), (".", "0", .decimal),
    ("1234567890123456789012345678901234.5", "1234567890123456789012345678901234.50", .decimal),
    ("1234567890123456789012345678901234.5", "1234567890123456789012345678901234.6", .decimal),
    ("1205", "125", .cents), ("0", "", .cents), ("-0", "0", .cents), ("-5", "5", .cents),
    ("005", "5", .cents), ("1230", "123", .integer), ("0123", "123", .integer),
  ]

  @Test(arguments: rows)
  func drawn(_ a: String, _ b: String, mode: AmountEntryMode) {
    let same = Self.amount(a).hasSameValue(as: Self.amount(b), mode: mode, fractionDigits: 2)
    #expect(same == Self.sameNumber(a, b, mode), "\(a) and \(b)")
  }

  @Test("no amount has the value of no amount, and not that of a zero")
  func noAmount() {
    let none = TypedAmount()
    for mode in [AmountEntryMode.decimal, .cents, .integer] {
      #expect(none.hasSameValue(as: TypedAmount(), mode: mode, fractionDigits: 2))
      #expect(!none.hasSameValue(as: Self.amount("0"), mode: mode, fractionDigits: 2))
      #expect(!Self.amount("").hasSameValue(as: none, mode: mode, fractionDigits: 2))
    }
  }

  /// 3,000 pairs of amounts of up to 36 tokens, drawn from few digits so
  /// that equal values are common, each compared both ways.
  @Test(arguments: [AmountEntryMode.decimal, .cents, .integer])
  func random(mode: AmountEntryMode) {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    func drawing() -> String {
      var text = next(4) == 0 ? "-" : ""
      let count = next(4) == 0 ? 30 + next(7) : next(6)
      let separator = mode == .decimal && next(2) == 0 ? next(count + 1) : -1
      for i in 0..<count {
        text += i == separator ? "." : String(next(3) == 0 ? 1 + next(2) : 0)
      }
      return text
    }
    for _ in 0..<3_000 {
      let (a, b) = (drawing(), drawing())
      let same = Self.sameNumber(a, b, mode)
      #expect(
        Self.amount(a).hasSameValue(as: Self.amount(b), mode: mode, fractionDigits: 2) == same)
      #expect(
        Self.amount(b).hasSameValue(as: Self.amount(a), mode: mode, fractionDigits: 2) == same)
    }
  }
}
