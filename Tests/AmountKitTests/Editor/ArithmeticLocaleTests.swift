import Foundation
import Testing

@testable import AmountKit

/// The contract's "Arithmetic" rows in every locale the issue names, with
/// the expected texts built from Foundation's own currency format of each
/// operand (its symbol, spacing, digits, separators and grouping) and its
/// own minus sign, joined by the contract's operators between single spaces.
@Suite("Arithmetic in many locales")
struct ArithmeticLocaleTests {
  struct Field: CustomTestStringConvertible, Sendable {
    var locale: String
    var currency: String
    var testDescription: String { "\(locale) \(currency)" }
  }

  static let fields = [
    Field(locale: "en_US", currency: "USD"), Field(locale: "de_DE", currency: "EUR"),
    Field(locale: "es_ES", currency: "EUR"), Field(locale: "tr_TR", currency: "TRY"),
    Field(locale: "ja_JP", currency: "JPY"), Field(locale: "ko_KR", currency: "KRW"),
    Field(locale: "en_IN", currency: "INR"), Field(locale: "ar_EG", currency: "EGP"),
    Field(locale: "en_US", currency: "JPY"), Field(locale: "en_US", currency: "KWD"),
    Field(locale: "ar_KW", currency: "KWD"),
  ]

  // MARK: The oracle

  /// Foundation's text for `value` with `digits` fraction digits.
  static func foundation(_ value: Decimal, _ digits: Int, _ field: Field) -> String {
    value.formatted(
      .currency(code: field.currency).locale(Locale(identifier: field.locale))
        .precision(.fractionLength(digits)))
  }

  /// The number in a text: from its first digit to its last.
  static func numberRange(of text: String) -> Range<String.Index> {
    let isDigit = { (c: Character) in c.unicodeScalars.first?.properties.numericType == .decimal }
    let first = text.firstIndex(where: isDigit) ?? text.endIndex
    let last = text.lastIndex(where: isDigit).map { text.index(after: $0) } ?? text.endIndex
    return first..<last
  }

  /// Foundation's minus sign in the locale: its format of -1 without the
  /// digit.
  static func minusSign(_ field: Field) -> String {
    let text = Decimal(-1).formatted(.number.locale(Locale(identifier: field.locale)))
    return String(text.filter { $0.unicodeScalars.first?.properties.numericType != .decimal })
  }

  /// What the field shows for operands (value, fraction digits typed) and
  /// operators, the caret at the end of the expression drawn as `|`.
  static func expected(
    _ operands: [(Decimal, Int)], _ operators: [String], negativeFirst: Bool = false,
    in field: Field
  ) -> String {
    let frame = foundation(operands[0].0, operands[0].1, field)
    let number = numberRange(of: frame)
    var text = String(frame[..<number.lowerBound])
    if negativeFirst { text += minusSign(field) }
    text += frame[number]
    for (index, op) in operators.enumerated() {
      text += " \(op) "
      if index + 1 < operands.count {
        let operand = foundation(operands[index + 1].0, operands[index + 1].1, field)
        text += operand[numberRange(of: operand)]
      }
    }
    return text + "|" + frame[number.upperBound...]
  }

  static func configuration(_ field: Field, negatives: Bool = false) -> AmountFieldConfiguration {
    var configuration = AmountFieldConfiguration(
      format: .currency(code: field.currency, locale: Locale(identifier: field.locale)))
    configuration.arithmetic = true
    if negatives { configuration.allowsNegative = true }
    return configuration
  }

  static func typed(_ keys: String, _ configuration: AmountFieldConfiguration) -> (
    AmountEditor, AmountEditOutcome
  ) {
    var editor = AmountEditor(configuration: configuration)
    editor.apply(.beginEditing)
    var outcome = AmountEditOutcome.accepted
    for key in keys {
      let before = editor
      let edit = AmountEdit.insert(String(key))
      outcome = editor.apply(edit)
      let broken = editor.invariantViolations(before: before, edit: edit, outcome: outcome)
      #expect(broken.isEmpty, "\(key): \(broken)")
    }
    return (editor, outcome)
  }

  // MARK: Rows

  @Test("an expression shows in the number's place, each operand grouped", arguments: fields)
  func shown(_ field: Field) {
    let (editor, outcome) = Self.typed("1234+56789", Self.configuration(field))
    #expect(outcome == .accepted)
    #expect(
      FieldNotation.draw(editor) == Self.expected([(1234, 0), (56789, 0)], ["+"], in: field))
    #expect(editor.value == 58023)
  }

  @Test("a trailing operator keeps its spaces and is ignored", arguments: fields)
  func trailingOperator(_ field: Field) {
    let (editor, _) = Self.typed("1234×", Self.configuration(field))
    #expect(FieldNotation.draw(editor) == Self.expected([(1234, 0)], ["×"], in: field))
    #expect(editor.value == 1234)
  }

  @Test("× and ÷ before + and −, and spellings", arguments: fields)
  func precedence(_ field: Field) {
    let (editor, _) = Self.typed("12*3-4/2", Self.configuration(field))
    #expect(
      FieldNotation.draw(editor)
        == Self.expected([(12, 0), (3, 0), (4, 0), (2, 0)], ["×", "−", "÷"], in: field))
    #expect(editor.value == 34)
  }

  @Test("a negative first operand: the minus sign right before its digits", arguments: fields)
  func negativeFirst(_ field: Field) {
    let (editor, _) = Self.typed("-12+3", Self.configuration(field, negatives: true))
    #expect(
      FieldNotation.draw(editor)
        == Self.expected([(12, 0), (3, 0)], ["+"], negativeFirst: true, in: field))
    #expect(editor.value == -9)
  }

  @Test("= gives the result rounded to the currency's fraction digits", arguments: fields)
  func result(_ field: Field) {
    let digits = Self.configuration(field).fractionDigits
    // 10 ÷ 3 = 3.333…: $3.33, ¥3, KWD 3.333.
    let third = DecimalDigits(Decimal(string: "3.333333")!).rounded(
      toFractionDigits: digits, rule: .toNearestOrEven
    ).decimal
    let (editor, outcome) = Self.typed("10÷3=", Self.configuration(field))
    #expect(outcome == .accepted)
    #expect(editor.value == third)
    #expect(FieldNotation.draw(editor) == Self.expected([(third, digits)], [], in: field))
    // 5 ÷ 2 = 2.5: ¥2 (half to even, as Foundation rounds), $2.5.
    let (half, _) = Self.typed("5÷2=", Self.configuration(field))
    #expect(half.value == (digits == 0 ? 2 : Decimal(string: "2.5")))
  }

  @Test("fractions typed in each operand, where the currency has them", arguments: fields)
  func fractions(_ field: Field) {
    let digits = Self.configuration(field).fractionDigits
    let (editor, outcome) = Self.typed("1.5+1.25", Self.configuration(field))
    if digits == 0 {
      // No decimal key: `1.5` is 15, `.` rejected.
      #expect(editor.value == 140)
      return
    }
    #expect(outcome == .accepted)
    #expect(
      FieldNotation.draw(editor)
        == Self.expected(
          [(Decimal(string: "1.5")!, 1), (Decimal(string: "1.25")!, 2)], ["+"], in: field))
    #expect(editor.value == Decimal(string: "2.75"))
  }

  /// An operand that is only a separator, as the field shows it: Foundation's
  /// text for 0 with one fraction digit, that digit taken out (a typed
  /// trailing separator, contract: "What the text shows while editing").
  static func separatorOnly(_ field: Field) -> String {
    let zero = foundation(0, 1, field)
    return String(zero[numberRange(of: zero)].dropLast())
  }

  /// `expected` with a separator-only last operand typed after the
  /// trailing operator.
  static func expected(
    _ operands: [(Decimal, Int)], _ operators: [String], thenSeparator field: Field
  ) -> String {
    expected(operands, operators, in: field).replacingOccurrences(
      of: "|", with: separatorOnly(field) + "|")
  }

  @Test(
    "an operand that is only a separator is 0; an operator after it is accepted",
    arguments: fields.filter { configuration($0).fractionDigits > 0 })
  func separatorOperand(_ field: Field) {
    let configuration = Self.configuration(field)
    // `7 × .` is 0; `=` gives it, shown as if typed.
    var (editor, outcome) = Self.typed("7*.", configuration)
    #expect(outcome == .accepted)
    #expect(FieldNotation.draw(editor) == Self.expected([(7, 0)], ["×"], thenSeparator: field))
    #expect(editor.value == 0)
    #expect(editor.apply(.insert("=")) == .accepted)
    #expect(FieldNotation.draw(editor) == Self.expected([(0, 0)], [], in: field))
    #expect(editor.value == 0)
    // `8 ÷ .` is a division by zero: no value, `=` rejected.
    (editor, outcome) = Self.typed("8/.", configuration)
    #expect(editor.value == nil)
    let before = editor
    #expect(editor.apply(.insert("=")) == .rejected(.divisionByZero))
    #expect(FieldNotation.draw(editor) == FieldNotation.draw(before))
    // `5 − .` then `+`: accepted, the operand is 0.
    (editor, outcome) = Self.typed("5-.+", configuration)
    #expect(outcome == .accepted)
    let drawn = Self.expected([(5, 0)], ["−"], thenSeparator: field)
      .replacingOccurrences(of: "|", with: " + |")
    #expect(FieldNotation.draw(editor) == drawn)
    #expect(editor.value == 5)
    #expect(editor.apply(.insert("2")) == .accepted)
    #expect(editor.apply(.insert("=")) == .accepted)
    #expect(editor.value == 7)
  }

  @Test("division by zero, backspace, undo after =, end of editing", arguments: fields)
  func editing(_ field: Field) {
    let configuration = Self.configuration(field)
    var (editor, _) = Self.typed("5÷0", configuration)
    #expect(editor.value == nil)
    #expect(editor.apply(.insert("=")) == .rejected(.divisionByZero))
    #expect(editor.apply(.deleteBackward) == .accepted)
    #expect(editor.apply(.deleteBackward) == .accepted)
    #expect(FieldNotation.draw(editor) == Self.expected([(5, 0)], [], in: field))
    (editor, _) = Self.typed("2+3=", configuration)
    #expect(editor.apply(.undo) == .accepted)
    #expect(FieldNotation.draw(editor) == Self.expected([(2, 0), (3, 0)], ["+"], in: field))
    #expect(editor.apply(.endEditing) == .accepted)
    #expect(editor.text == Self.foundation(5, configuration.fractionDigits, field))
  }
}
