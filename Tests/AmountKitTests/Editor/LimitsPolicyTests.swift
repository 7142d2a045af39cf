import Foundation
import Testing

@testable import AmountKit

/// One limits policy (contract: "Limits", "Stepping", "Arithmetic", "Zero
/// is an amount"): a limit answers the same whichever edit reaches it —
/// typing, paste, a step, or `=` after an expression. Each row is one limit
/// and one way to reach it, checked in en_US, de_DE and ar_EG with
/// arithmetic on (the same field takes every kind of edit).
@Suite("One limits policy for typing, paste, steps and arithmetic")
struct LimitsPolicyTests {
  /// A configured limit.
  enum Limit: String, CustomTestStringConvertible, Sendable {
    /// A minimum of -100: enforced while editing like a maximum.
    case negativeMinimum
    /// A maximum of 1,000.
    case maximum
    /// At most 4 integer digits.
    case integerDigits
    /// A minimum of 10: not enforced while editing, only at rest.
    case positiveMinimum

    func configure(_ configuration: inout AmountFieldConfiguration) {
      configuration.arithmetic = true
      switch self {
      case .negativeMinimum: configuration.minimum = -100
      case .maximum: configuration.maximum = 1000
      case .integerDigits: configuration.maximumIntegerDigits = 4
      case .positiveMinimum: configuration.minimum = 10
      }
    }

    var testDescription: String { rawValue }
  }

  /// One row: the field before, the keys that open an expression (none
  /// for other edits), the edit, and the field after or the reason.
  struct Row: CustomTestStringConvertible, Sendable {
    let limit: Limit
    let before: String
    let expression: String?
    let edit: AmountEdit
    let after: String?
    let reason: AmountRejection?

    init(_ limit: Limit, _ before: String, _ edit: AmountEdit, _ after: String) {
      (self.limit, self.before, expression, self.edit, self.after, reason) =
        (limit, before, nil, edit, after, nil)
    }
    init(_ limit: Limit, _ before: String, _ edit: AmountEdit, rejected reason: AmountRejection) {
      (self.limit, self.before, expression, self.edit, after, self.reason) =
        (limit, before, nil, edit, nil, reason)
    }
    /// `before`, then `keys` typed (an operator and an operand), then `=`.
    init(_ limit: Limit, _ before: String, then keys: String, equals after: String) {
      (self.limit, self.before, expression, edit, self.after, reason) =
        (limit, before, keys, key("="), after, nil)
    }
    init(
      _ limit: Limit, _ before: String, then keys: String, equalsRejected reason: AmountRejection
    ) {
      (self.limit, self.before, expression, edit, after, self.reason) =
        (limit, before, keys, key("="), nil, reason)
    }

    var testDescription: String {
      let typed = expression.map { " '\($0)'" } ?? ""
      let edit = EditRow.name(self.edit)
      return "\(limit): \(before)\(typed)  \(edit)  \(after ?? "rejected (\(reason?.name ?? ""))")"
    }
  }

  static let rows: [Row] = [
    // A minimum below zero is enforced while editing, on the far side like
    // a maximum; a step that would cross it lands on it.
    Row(.negativeMinimum, "-10|", key("0"), "-100|"),
    Row(.negativeMinimum, "-10|", key("1"), rejected: .belowMinimum),
    Row(.negativeMinimum, "|", .paste("-100"), "-100|"),
    Row(.negativeMinimum, "|", .paste("-100.01"), rejected: .belowMinimum),
    Row(.negativeMinimum, "-99.5|", .stepDown, "-100.0|"),
    Row(.negativeMinimum, "-100|", .stepDown, rejected: .belowMinimum),
    Row(.negativeMinimum, "-50|", then: "-50", equals: "-100|"),
    Row(.negativeMinimum, "-50|", then: "-51", equalsRejected: .belowMinimum),
    // The maximum.
    Row(.maximum, "100|", key("0"), "1,000|"),
    Row(.maximum, "100|", key("1"), rejected: .aboveMaximum),
    Row(.maximum, "|", .paste("1000"), "1,000|"),
    Row(.maximum, "|", .paste("1000.01"), rejected: .aboveMaximum),
    Row(.maximum, "999.5|", .stepUp, "1,000.0|"),
    Row(.maximum, "1,000|", .stepUp, rejected: .aboveMaximum),
    Row(.maximum, "600|", then: "+400", equals: "1,000|"),
    Row(.maximum, "600|", then: "+401", equalsRejected: .aboveMaximum),
    // The integer digits: a step lands on the largest amount they hold at
    // the precision shown.
    Row(.integerDigits, "999|", key("9"), "9,999|"),
    Row(.integerDigits, "9,999|", key("9"), rejected: .tooManyIntegerDigits),
    Row(.integerDigits, "|", .paste("9999.99"), "9,999.99|"),
    Row(.integerDigits, "|", .paste("10000"), rejected: .tooManyIntegerDigits),
    Row(.integerDigits, "9,999.5|", .stepUp, "9,999.9|"),
    Row(.integerDigits, "9,999|", .stepUp, rejected: .tooManyIntegerDigits),
    Row(.integerDigits, "5,000|", then: "+4999", equals: "9,999|"),
    Row(.integerDigits, "9,999|", then: "+1", equalsRejected: .tooManyIntegerDigits),
    // A minimum above zero is not enforced while editing (to reach 50 one
    // types 5 first), nor by a step or `=`; zero bounds the steps down
    // when negatives are not allowed.
    Row(.positiveMinimum, "|", key("5"), "5|"),
    Row(.positiveMinimum, "|", .paste("5"), "5|"),
    Row(.positiveMinimum, "5|", .stepDown, "4|"),
    Row(.positiveMinimum, "0|", .stepDown, rejected: .negativeNotAllowed),
    Row(.positiveMinimum, "2|", then: "+3", equals: "5|"),
    Row(.positiveMinimum, "2|", then: "-3", equalsRejected: .negativeNotAllowed),
  ]

  static let locales = [("en_US", "USD"), ("de_DE", "EUR"), ("ar_EG", "EGP")]

  @Test("a limit answers the same to every edit", arguments: rows)
  func row(_ row: Row) {
    for (locale, currency) in Self.locales {
      let configuration = field(locale, currency) { row.limit.configure(&$0) }
      let notation = FieldNotation(configuration: configuration)
      var editor = notation.editor(row.before)
      if let keys = row.expression {
        for key in keys {
          #expect(editor.apply(.insert(String(key))) == .accepted, "\(locale) '\(key)'")
        }
        #expect(editor.isExpressionOpen, "\(locale)")
      }
      expectEdit(
        row.edit, on: &editor, notation: notation, rejected: row.reason, after: row.after)
    }
  }

  @Test(
    "at rest, the same policy reports the value that editing let stand",
    arguments: [
      (Limit.positiveMinimum, "5", AmountRejection?.some(.belowMinimum)),
      (Limit.positiveMinimum, "10", nil),
      (Limit.negativeMinimum, "-100", nil),
      (Limit.maximum, "1000", nil),
      (Limit.integerDigits, "9999.99", nil),
    ])
  func atRest(_ limit: Limit, _ pasted: String, _ reason: AmountRejection?) {
    for (locale, currency) in Self.locales {
      var editor = AmountEditor(configuration: field(locale, currency) { limit.configure(&$0) })
      #expect(editor.apply(.paste(pasted)) == .accepted, "\(locale)")
      editor.apply(.endEditing)
      #expect(editor.invalidReason == reason, "\(locale)")
    }
  }

  @Test("a value set outside a limit is kept, and edited only toward it")
  func setOutside() {
    for (locale, currency) in Self.locales {
      let notation = FieldNotation(
        configuration: field(locale, currency) { Limit.maximum.configure(&$0) })
      var editor = AmountEditor(configuration: notation.configuration)
      editor.apply(.beginEditing)
      editor.apply(.setValue(5000))
      #expect(editor.invalidReason == nil, "editing: \(locale)")
      // Backspace comes closer; a step down lands on the maximum; a digit
      // typed before it takes it further away.
      var closer = editor
      expectEdit(backspace, on: &closer, notation: notation, rejected: nil, after: "5,000.0|")
      var stepped = editor
      expectEdit(.stepDown, on: &stepped, notation: notation, rejected: nil, after: "1,000.00|")
      editor.apply(.moveToStart)
      expectEdit(key("1"), on: &editor, notation: notation, rejected: .aboveMaximum, after: nil)
      editor.apply(.endEditing)
      #expect(editor.invalidReason == .aboveMaximum, "at rest: \(locale)")
    }
  }

  @Test(
    "a value set beyond the integer digits is reported invalid at rest",
    arguments: [field("en_US", "USD"), field("de_DE", "EUR"), field("ar_EG", "EGP")])
  func integerDigitsAtRest(_ configuration: AmountFieldConfiguration) {
    var limited = configuration
    limited.maximumIntegerDigits = 9
    let over = AmountEditor(configuration: limited, value: 9_999_999_999)
    #expect(over.value == 9_999_999_999)  // kept as given
    #expect(over.invalidReason == .tooManyIntegerDigits)
    #expect(AmountEditor(configuration: limited, value: 999_999_999).invalidReason == nil)
    #expect(AmountEditor(configuration: limited, value: 0).invalidReason == nil)
  }

  @Test("a value set outside the limits can be edited toward them, not further")
  func editingTowardTheLimits() {
    var limited = field("en_US", "USD")
    limited.maximum = 15
    var editor = AmountEditor(configuration: limited, value: 2000)
    editor.apply(.beginEditing)
    #expect(editor.apply(.deleteBackward) == .accepted)  // $2,000.0: not further
    #expect(editor.apply(.insert("5")) == .rejected(.aboveMaximum))  // $2,000.05: further
    editor.apply(.moveToStart)
    #expect(editor.apply(.deleteForward) == .accepted)
    #expect(editor.value == 0)
    // A negative amount where negatives are not allowed: invalid at rest,
    // editable toward zero only.
    var negative = AmountEditor(configuration: field("en_US", "USD"), value: -5)
    #expect(negative.invalidReason == .negativeNotAllowed)
    negative.apply(.beginEditing)
    #expect(negative.apply(.deleteBackward) == .accepted)
    #expect(negative.apply(.insert("1")) == .rejected(.negativeNotAllowed))
    #expect(negative.apply(.toggleSign) == .accepted)
    #expect(negative.value == 5)
    // A lone sign left of a negative value counts as -0: a zero may follow.
    var sign = AmountEditor(configuration: field("ja_JP", "JPY"), value: -5)
    sign.apply(.beginEditing)
    sign.apply(.deleteBackward)
    #expect(sign.text == FoundationOracle(format: sign.configuration.format).loneMinus)
    #expect(sign.apply(.insert("0")) == .accepted)
    #expect(sign.apply(.insert("5")) == .rejected(.negativeNotAllowed))
  }
}
