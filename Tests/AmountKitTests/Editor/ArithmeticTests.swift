import Foundation
import Testing

@testable import AmountKit

/// The contract's "Arithmetic": expressions typed into the field. Each row
/// types keys into an empty field being edited and draws the text with the
/// caret `|`; expected texts are Foundation's currency formats of the
/// operands (its symbols, spacing, digits and grouping, checked by hand
/// against `Decimal.FormatStyle.Currency`) with the contract's operators
/// between single spaces.
@Suite("Arithmetic")
struct ArithmeticTests {
  static func arithmetic(
    _ locale: String, _ code: String?, _ mode: AmountEntryMode = .decimal,
    configure: (inout AmountFieldConfiguration) -> Void = { _ in }
  ) -> AmountFieldConfiguration {
    field(locale, code, mode) {
      $0.arithmetic = true
      configure(&$0)
    }
  }

  static let usd = arithmetic("en_US", "USD")
  static let signedUSD = arithmetic("en_US", "USD") { $0.allowsNegative = true }

  /// The edits: each character of `keys` one keystroke, then `then`.
  struct Result {
    var editor: AmountEditor
    var outcome: AmountEditOutcome
  }

  static func run(
    _ keys: String, then edits: [AmountEdit] = [], in configuration: AmountFieldConfiguration
  ) -> Result {
    var editor = AmountEditor(configuration: configuration)
    editor.apply(.beginEditing)
    var outcome = AmountEditOutcome.accepted
    for key in keys { outcome = editor.apply(.insert(String(key))) }
    for edit in edits { outcome = editor.apply(edit) }
    return Result(editor: editor, outcome: outcome)
  }

  /// Checks the drawn text, the value, and the last edit's outcome; every
  /// edit also keeps the library's invariants.
  static func expect(
    _ keys: String, then edits: [AmountEdit] = [], in configuration: AmountFieldConfiguration,
    _ drawn: String, value: String?, outcome: AmountEditOutcome = .accepted,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var editor = AmountEditor(configuration: configuration)
    editor.apply(.beginEditing)
    var last = AmountEditOutcome.accepted
    let all = keys.map { AmountEdit.insert(String($0)) } + edits
    for edit in all {
      let before = editor
      last = editor.apply(edit)
      let broken = editor.invariantViolations(before: before, edit: edit, outcome: last)
      #expect(broken.isEmpty, "\(edit): \(broken)", sourceLocation: sourceLocation)
    }
    #expect(FieldNotation.draw(editor) == drawn, sourceLocation: sourceLocation)
    #expect(editor.value == value.flatMap { Decimal(string: $0) }, sourceLocation: sourceLocation)
    #expect(last == outcome, sourceLocation: sourceLocation)
  }

  @Test("an operator at the end of a number with a digit opens an expression, shown in its place")
  func opening() {
    Self.expect("12.50+3", in: Self.usd, "$12.50 + 3|", value: "15.5")
    Self.expect("12.50+", in: Self.usd, "$12.50 + |", value: "12.5")
    Self.expect(
      "12,50*3", in: Self.arithmetic("de_DE", "EUR"), "12,50 × 3|\u{A0}€", value: "37.5")
    // A negative first operand: the minus sign right before its digits,
    // inside the symbol.
    Self.expect("-12.50+3", in: Self.signedUSD, "$-12.50 + 3|", value: "-9.5")
  }

  @Test("each operator shows as + − × ÷ whichever spelling was typed")
  func spellings() {
    for (typed, shown) in [
      ("+", "+"), ("-", "\u{2212}"), ("\u{2212}", "\u{2212}"), ("*", "×"), ("×", "×"),
      ("x", "×"), ("/", "÷"), ("÷", "÷"),
    ] {
      Self.expect("7\(typed)", in: Self.usd, "$7 \(shown) |", value: "7")
    }
  }

  @Test("the caret stays at the end: caret keys and a placed selection change nothing")
  func caret() {
    for edit in [
      AmountEdit.moveLeft, .moveRight, .moveToStart, .moveToEnd, .select(0..<2), .select(1..<1),
    ] {
      Self.expect("12+3", then: [edit], in: Self.usd, "$12 + 3|", value: "15")
    }
  }

  @Test("digits and the decimal key edit the last operand, with its own fraction limit")
  func lastOperand() {
    Self.expect("12+3.45", in: Self.usd, "$12 + 3.45|", value: "15.45")
    Self.expect(
      "12+3.456", in: Self.usd, "$12 + 3.45|", value: "15.45", outcome: .rejected(.fractionFull))
    Self.expect("12+.5", in: Self.usd, "$12 + 0.5|", value: "12.5")
    // A second separator in the operand: nothing, as in a number.
    Self.expect("12+3..", in: Self.usd, "$12 + 3.|", value: "15")
    // A leading zero of an operand is not kept.
    Self.expect("12+05", in: Self.usd, "$12 + 5|", value: "17")
    // Grouping keys are typed by the format.
    Self.expect("1+2,345", in: Self.usd, "$1 + 2,345|", value: "2346")
  }

  @Test("backspace removes the last digit, separator or operator with its spaces")
  func backspace() {
    Self.expect("12+3.", then: [.deleteBackward], in: Self.usd, "$12 + 3|", value: "15")
    Self.expect("12+3", then: [.deleteBackward], in: Self.usd, "$12 + |", value: "12")
    Self.expect(
      "12+3", then: [.deleteBackward, .deleteBackward], in: Self.usd, "$12|", value: "12")
    Self.expect(
      "12+3×4", then: [.deleteBackward, .deleteBackward], in: Self.usd, "$12 + 3|", value: "15")
    // Forward delete: nothing follows the caret.
    Self.expect("12+3", then: [.deleteForward], in: Self.usd, "$12 + 3|", value: "15")
  }

  @Test("an operator right after an operator replaces it")
  func replacedOperator() {
    Self.expect("12+×", in: Self.usd, "$12 × |", value: "12")
    Self.expect("12+-", in: Self.usd, "$12 \u{2212} |", value: "12")
    Self.expect("12÷+3", in: Self.usd, "$12 + 3|", value: "15")
  }

  @Test(
    "the value is the complete part's result, × and ÷ first, left to right, rounded",
    arguments: [
      ("2+3×4", "14"), ("2+3×", "5"), ("10-4÷2", "8"), ("8÷4÷2", "1"), ("2×3+4×5", "26"),
      ("10-2-3", "5"), ("10÷3", "3.33"), ("2÷3", "0.67"), ("1÷8", "0.12"), ("3÷8", "0.38"),
      ("0.1×0.1", "0.01"), ("10÷3×3", "10"), ("100-0.01", "99.99"),
      ("999999999999999×0", "0"),
    ])
  func values(keys: String, value: String) {
    // Rounding is the format's: half to even by default, as Foundation's.
    let result = Self.run(keys, in: Self.usd)
    #expect(result.outcome == .accepted)
    #expect(result.editor.value == Decimal(string: value))
  }

  @Test("= replaces the expression with its result, shown as if typed; at rest padded")
  func equals() {
    Self.expect("2+3=", in: Self.usd, "$5|", value: "5")
    Self.expect("1.25+1.25=", in: Self.usd, "$2.5|", value: "2.5")
    Self.expect("10÷3=", in: Self.usd, "$3.33|", value: "3.33")
    Self.expect("2+3", then: [.commitExpression], in: Self.usd, "$5|", value: "5")
    Self.expect("1.25+1.25=", then: [.endEditing], in: Self.usd, "$2.50|", value: "2.5")
    // With no expression open, = is accepted and changes nothing.
    Self.expect("12=", in: Self.usd, "$12|", value: "12")
    // After a trailing operator: the complete part.
    Self.expect("12+=", in: Self.usd, "$12|", value: "12")
    // The result can be edited on.
    Self.expect("2+3=4", in: Self.usd, "$54|", value: "54")
    // The configured rounding rule.
    Self.expect(
      "2.5÷2=", in: Self.arithmetic("en_US", "USD") { $0.format = $0.format.rounded(rule: .up) },
      "$1.25|", value: "1.25")
    Self.expect(
      "1÷3=", in: Self.arithmetic("en_US", "USD") { $0.format = $0.format.rounded(rule: .up) },
      "$0.34|", value: "0.34")
  }

  @Test("only the result is checked against the limits, at =")
  func limits() {
    let capped = Self.arithmetic("en_US", "USD") { $0.maximum = 100 }
    Self.expect("60+50", in: capped, "$60 + 50|", value: "110")
    Self.expect(
      "60+50=", in: capped, "$60 + 50|", value: "110", outcome: .rejected(.aboveMaximum))
    Self.expect("60+50-20=", in: capped, "$90|", value: "90")
    Self.expect(
      "2-5=", in: Self.usd, "$2 \u{2212} 5|", value: "-3", outcome: .rejected(.negativeNotAllowed))
    Self.expect("2-5=", in: Self.signedUSD, "-$3|", value: "-3")
    let floor = Self.arithmetic("en_US", "USD") { $0.minimum = -10 }
    Self.expect(
      "5-20=", in: floor, "$5 \u{2212} 20|", value: "-15", outcome: .rejected(.belowMinimum))
    // Each operand keeps the integer digits; the result too.
    let digits = Self.arithmetic("en_US", "USD") { $0.maximumIntegerDigits = 3 }
    Self.expect(
      "999+1000", in: digits, "$999 + 100|", value: "1099",
      outcome: .rejected(.tooManyIntegerDigits))
    Self.expect(
      "999+1=", in: digits, "$999 + 1|", value: "1000", outcome: .rejected(.tooManyIntegerDigits))
  }

  @Test("a division by zero has no value and rejects =; end of editing clears the field")
  func divisionByZero() {
    Self.expect("5÷0", in: Self.usd, "$5 ÷ 0|", value: nil)
    Self.expect("5÷0=", in: Self.usd, "$5 ÷ 0|", value: nil, outcome: .rejected(.divisionByZero))
    Self.expect(
      "5÷0", then: [.endEditing], in: Self.usd, "|", value: nil, outcome: .cleared(.divisionByZero))
    let capped = Self.arithmetic("en_US", "USD") { $0.maximum = 100 }
    Self.expect(
      "60+50", then: [.endEditing], in: capped, "|", value: nil, outcome: .cleared(.aboveMaximum))
    // A complete expression ends as its result.
    Self.expect("2+3", then: [.endEditing], in: Self.usd, "$5.00|", value: "5")
  }

  @Test("each keystroke is one undo step; undo after = brings the expression back")
  func undo() {
    Self.expect("2+3", then: [.undo], in: Self.usd, "$2 + |", value: "2")
    Self.expect("2+3", then: [.undo, .undo], in: Self.usd, "$2|", value: "2")
    Self.expect("2+3=", then: [.undo], in: Self.usd, "$2 + 3|", value: "5")
    Self.expect("2+3=", then: [.undo, .redo], in: Self.usd, "$5|", value: "5")
    Self.expect("2+×", then: [.undo], in: Self.usd, "$2 + |", value: "2")
  }

  @Test("a paste replaces the open expression whole, as a paste into an empty field")
  func paste() {
    Self.expect("2+3", then: [.paste("45.5")], in: Self.usd, "$45.5|", value: "45.5")
    Self.expect("2+3", then: [.paste("$1,234.50")], in: Self.usd, "$1,234.50|", value: "1234.5")
    // A paste that is no amount is rejected; the expression stays.
    Self.expect(
      "2+3", then: [.paste("abc")], in: Self.usd, "$2 + 3|", value: "5",
      outcome: .rejected(.invalidPaste))
    Self.expect("2+3", then: [.paste("")], in: Self.usd, "$2 + 3|", value: "5")
  }

  @Test("+ and - are operators only at the end of a number with a digit, signs elsewhere")
  func signsElsewhere() {
    Self.expect("-", in: Self.signedUSD, "-|", value: nil)
    Self.expect("-12", in: Self.signedUSD, "-$12|", value: "-12")
    var editor = Self.run("12", in: Self.signedUSD).editor
    editor.apply(.moveLeft)
    #expect(editor.apply(.insert("-")) == .accepted)
    #expect(FieldNotation.draw(editor) == "-$1|2")
    // × and ÷ are no key of an amount elsewhere.
    #expect(Self.run("×", in: Self.usd).outcome == .rejected(.invalidCharacter))
    // Arithmetic off: + and - keep their sign meaning, = is no key.
    Self.expect("12+", in: field("en_US", "USD"), "$12|", value: "12")
    Self.expect(
      "12-", in: field("en_US", "USD") { $0.allowsNegative = true }, "-$12|", value: "-12")
    Self.expect(
      "12=", in: field("en_US", "USD"), "$12|", value: "12", outcome: .rejected(.invalidCharacter))
  }

  @Test("the sign key toggles the first operand's sign; steps change nothing")
  func signKeyAndSteps() {
    Self.expect("12+3", then: [.toggleSign], in: Self.signedUSD, "$-12 + 3|", value: "-9")
    Self.expect(
      "12+3", then: [.toggleSign, .toggleSign], in: Self.signedUSD, "$12 + 3|", value: "15")
    Self.expect(
      "12+3", then: [.toggleSign], in: Self.usd, "$12 + 3|", value: "15",
      outcome: .rejected(.negativeNotAllowed))
    Self.expect("12+3", then: [.stepUp], in: Self.usd, "$12 + 3|", value: "15")
    Self.expect("12+3", then: [.stepDown], in: Self.usd, "$12 + 3|", value: "15")
  }

  @Test("a multiplier applies to the last operand")
  func shorthand() {
    let both = Self.arithmetic("en_US", "USD") { $0.shorthand = true }
    Self.expect("2+1.5k", in: both, "$2 + 1,500|", value: "1502")
    Self.expect("2k+1", in: both, "$2,000 + 1|", value: "2001")
    Self.expect("2+k", in: both, "$2 + |", value: "2", outcome: .rejected(.invalidCharacter))
    Self.expect(
      "1200+3万", in: Self.arithmetic("ja_JP", "JPY") { $0.shorthand = true },
      "¥1,200 + 30,000|", value: "31200")
  }

  @Test("locales: symbols, separators, grouping, digits and direction of each")
  func locales() {
    Self.expect(
      "1234+12345", in: Self.arithmetic("es_ES", "EUR"), "1234 + 12.345|\u{A0}€", value: "13579")
    Self.expect("12,5+3=", in: Self.arithmetic("es_ES", "EUR"), "15,5|\u{A0}€", value: "15.5")
    Self.expect("12,5+3", in: Self.arithmetic("tr_TR", "TRY"), "₺12,5 + 3|", value: "15.5")
    Self.expect("1200+300", in: Self.arithmetic("ko_KR", "KRW"), "₩1,200 + 300|", value: "1500")
    Self.expect("10÷3=", in: Self.arithmetic("ko_KR", "KRW"), "₩3|", value: "3")
    Self.expect(
      "1234567+1", in: Self.arithmetic("en_IN", "INR"), "₹12,34,567 + 1|", value: "1234568")
    Self.expect("1200×3", in: Self.arithmetic("ja_JP", "JPY"), "¥1,200 × 3|", value: "3600")
    // JPY has no fraction: 5 ÷ 2 rounds half to even.
    Self.expect("5÷2=", in: Self.arithmetic("ja_JP", "JPY"), "¥2|", value: "2")
    Self.expect("7÷2=", in: Self.arithmetic("ja_JP", "JPY"), "¥4|", value: "4")
    Self.expect(
      "5.", in: Self.arithmetic("ja_JP", "JPY"), "¥5|", value: "5",
      outcome: .rejected(.noFraction))
    // KWD has three fraction digits.
    Self.expect(
      "1.5+1.125", in: Self.arithmetic("en_US", "KWD"), "KWD\u{A0}1.5 + 1.125|", value: "2.625")
    Self.expect("10÷3=", in: Self.arithmetic("en_US", "KWD"), "KWD\u{A0}3.333|", value: "3.333")
    // Arabic digits and separator, right-to-left marks around the whole.
    Self.expect(
      "١٢٫٥+٣", in: Self.arithmetic("ar_EG", "EGP"),
      "\u{200F}١٢٫٥ + ٣|\u{A0}ج.م.\u{200F}", value: "15.5")
    Self.expect(
      "١٢٫٥+٣=", in: Self.arithmetic("ar_EG", "EGP"), "\u{200F}١٥٫٥|\u{A0}ج.م.\u{200F}",
      value: "15.5")
    Self.expect(
      "-12,5+3", in: Self.arithmetic("de_DE", "EUR") { $0.allowsNegative = true },
      "-12,5 + 3|\u{A0}€", value: "-9.5")
  }

  @Test("cents and integer entry: each operand is entered as the field enters amounts")
  func entryModes() {
    let cents = Self.arithmetic("en_US", "USD", .cents)
    Self.expect("5+1", in: cents, "$0.05 + 0.01|", value: "0.06")
    // A factor (after × or ÷) is a number, typed with its decimal key.
    Self.expect("1250×3", in: cents, "$12.50 × 3|", value: "37.5")
    Self.expect("1250×3=", in: cents, "$37.50|", value: "37.5")
    Self.expect("1250×1.5", in: cents, "$12.50 × 1.5|", value: "18.75")
    Self.expect("1000÷4=", in: cents, "$2.50|", value: "2.5")
    Self.expect("1250×3+5", in: cents, "$12.50 × 3 + 0.05|", value: "37.55")
    Self.expect("5+1", then: [.deleteBackward], in: cents, "$0.05 + |", value: "0.05")
    let integer = Self.arithmetic("en_US", "USD", .integer)
    Self.expect("20000÷3=", in: integer, "$6,667|", value: "6667")
    Self.expect("5+3.", in: integer, "$5 + 3|", value: "8", outcome: .rejected(.noFraction))
  }

  @Test("choices where the contract is silent")
  func silentRows() {
    // Focus regained while an expression is open (editing never ended):
    // the caret stays at its end, whatever the focus policy.
    let selectAll = Self.arithmetic("en_US", "USD") { $0.onBegin = .selectAll }
    Self.expect("12+3", then: [.beginEditing], in: selectAll, "$12 + 3|", value: "15")
    // A positive minimum is applied at the end of editing, not at =.
    let minimum = Self.arithmetic("en_US", "USD") {
      $0.minimum = 10
      $0.minimumPolicy = .clamp
    }
    Self.expect("2+3=", in: minimum, "$5|", value: "5")
    Self.expect("2+3=", then: [.endEditing], in: minimum, "$10.00|", value: "10")
    // An operator after an operand that is only a separator: accepted
    // (contract: the operand is 0, as `$0.` is).
    Self.expect("12+.+", in: Self.usd, "$12 + 0. + |", value: "12")
    // An exact intermediate past the 38 digits of a Decimal has no value;
    // = is refused as too many digits.
    let wide = Self.arithmetic("en_US", "USD") { $0.maximumIntegerDigits = 20 }
    Self.expect(
      "99999999999999999999×99999999999999999999", in: wide,
      "$99,999,999,999,999,999,999 × 99,999,999,999,999,999,999|", value: nil)
    Self.expect(
      "99999999999999999999×99999999999999999999=", in: wide,
      "$99,999,999,999,999,999,999 × 99,999,999,999,999,999,999|", value: nil,
      outcome: .rejected(.tooManyIntegerDigits))
  }

  @Test("operands of 38 significant digits are exact (fuzz finding: no value)")
  func longOperands() {
    let long = Self.arithmetic("en_US", "USD") {
      $0.format = $0.format.precision(.fractionLength(18))
      $0.maximumIntegerDigits = 20
    }
    Self.expect(
      "250.000000000000000503-", in: long, "$250.000000000000000503 \u{2212} |",
      value: "250.000000000000000503")
    Self.expect(
      "250.000000000000000503÷3", in: long, "$250.000000000000000503 ÷ 3|",
      value: "83.333333333333333501")
  }

  @Test("rounding with every rule is exact, also at a tie")
  func exactRounding() throws {
    // 10 ÷ 3 × 0.0015 is exactly 0.005: a tie no 38-digit quotient sees.
    let cases: [(FloatingPointRoundingRule, String)] = [
      (.toNearestOrAwayFromZero, "0.01"), (.toNearestOrEven, "0"), (.up, "0.01"),
      (.down, "0"), (.towardZero, "0"), (.awayFromZero, "0.01"),
    ]
    for (rule, expected) in cases {
      let exact = try ExactFraction.evaluate(
        [10, 3, Decimal(string: "0.0015")!], [.divide, .multiply])
      #expect(try exact.rounded(toFractionDigits: 2, rule: rule) == Decimal(string: expected))
    }
  }
}
