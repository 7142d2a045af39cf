import Foundation
import Testing

@testable import AmountKit

/// The contract's "Sign key", "Stepping" and "Focus" sections, in en_US,
/// ar_EG (right to left, Arabic-Indic digits), ja_JP/JPY (no fraction)
/// and ar_KW/KWD (three fraction digits).
@Suite("Sign key, stepping, focus")
struct SignKeyStepFocusTests {
  static let locales = [
    field("en_US", "USD"), field("ar_EG", "EGP"), field("ja_JP", "JPY"), field("ar_KW", "KWD"),
  ]
  static let withFraction = [field("en_US", "USD"), field("ar_EG", "EGP"), field("ar_KW", "KWD")]

  static func signed(_ configuration: AmountFieldConfiguration) -> AmountFieldConfiguration {
    var signed = configuration
    signed.allowsNegative = true
    return signed
  }

  // MARK: Sign key

  @Test(
    "the sign key does what typing `-` does",
    arguments: locales,
    [
      EditRow("12|", .toggleSign, "-12|"),
      EditRow("-12|", .toggleSign, "12|"),
      EditRow("1|2", .toggleSign, "-1|2"),  // the caret stays between its digits
      EditRow("|", .toggleSign, "-|"),  // a lone sign
      EditRow("-|", .toggleSign, "|"),
    ])
  func signKey(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: Self.signed(configuration))
  }

  @Test("without negatives, the sign key is rejected", arguments: locales)
  func signKeyRejected(_ configuration: AmountFieldConfiguration) {
    check(EditRow("12|", .toggleSign, rejected: .negativeNotAllowed), in: configuration)
  }

  // MARK: Stepping

  @Test(
    "up and down add and subtract the step; the caret goes to the end",
    arguments: locales,
    [
      EditRow("|", .stepUp, "1|"),  // an empty field counts as 0
      EditRow("12|", .stepUp, "13|"),
      EditRow("1|2", .stepDown, "11|"),
      EditRow("|", .stepDown, rejected: .negativeNotAllowed),  // zero is the limit
      EditRow("1|", .stepDown, "0|"),
      EditRow("0|", .stepDown, rejected: .negativeNotAllowed),
    ])
  func stepping(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test(
    "with negatives: a lone sign counts as -0, a negative minimum is a limit",
    arguments: locales,
    [
      EditRow("|", .stepDown, "-1|"),
      EditRow("-|", .stepUp, "1|"),
      EditRow("-|", .stepDown, "-1|"),
      EditRow("-2|", .stepDown, "-3|"),
      EditRow("-3|", .stepDown, rejected: .belowMinimum),
      EditRow("-1|", .stepUp, "0|"),
    ])
  func steppingNegative(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    var limited = configuration
    limited.minimum = -3
    check(row, in: limited)
  }

  @Test(
    "the step shows as many fraction digits as the step or the text, whichever more",
    arguments: withFraction,
    [
      EditRow("12.5|", .stepUp, "13.5|"),
      EditRow("12.|", .stepUp, "13|"),  // a typed separator with no digit counts as none
      EditRow("12.05|", .stepDown, "11.05|"),
    ])
  func fractionShown(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test("a step of 0.25", arguments: withFraction)
  func quarterStep(_ configuration: AmountFieldConfiguration) {
    var quarter = configuration
    quarter.step = 0.25
    check(EditRow("12|", .stepUp, "12.25|"), in: quarter)
    check(EditRow("12.5|", .stepDown, "12.25|"), in: quarter)
  }

  @Test(
    "a step that would cross the maximum lands on it; one from the maximum is rejected",
    arguments: withFraction,
    [
      EditRow("9.5|", .stepUp, "10.0|"),
      EditRow("10|", .stepUp, rejected: .aboveMaximum),
      EditRow("10|", .stepDown, "9|"),
    ])
  func maximum(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    var limited = configuration
    limited.maximum = 10
    check(row, in: limited)
  }

  @Test("the integer digits are a limit too, at the precision shown", arguments: locales)
  func integerDigits(_ configuration: AmountFieldConfiguration) {
    var limited = configuration
    limited.maximumIntegerDigits = 3
    check(EditRow("998|", .stepUp, "999|"), in: limited)
    check(EditRow("999|", .stepUp, rejected: .tooManyIntegerDigits), in: limited)
    if limited.fractionDigits > 0 {
      check(EditRow("999.5|", .stepUp, "999.9|"), in: limited)
      check(EditRow("999.9|", .stepUp, rejected: .tooManyIntegerDigits), in: limited)
    }
  }

  @Test("cents entry shows the full fraction", arguments: [field("en_US", "USD", .cents)])
  func cents(_ configuration: AmountFieldConfiguration) {
    check(EditRow("12.34|", .stepUp, "13.34|"), in: configuration)
    check(EditRow("|", .stepUp, "1.00|"), in: configuration)
  }

  @Test("a value set outside the limits steps onto the limit toward the range, not away")
  func setOutside() {
    var limited = field("en_US", "USD")
    limited.maximum = 10
    var editor = AmountEditor(configuration: limited, value: 50)
    #expect(editor.apply(.stepUp) == .rejected(.aboveMaximum))
    #expect(editor.value == 50)
    #expect(editor.apply(.stepDown) == .accepted)
    #expect(editor.text == "$10.00")
    #expect(editor.value == 10)
    // Negative where negatives are not allowed: up lands on zero.
    var unsigned = AmountEditor(configuration: field("en_US", "USD"), value: -5)
    #expect(unsigned.apply(.stepDown) == .rejected(.negativeNotAllowed))
    #expect(unsigned.apply(.stepUp) == .accepted)
    #expect(unsigned.value == 0)
  }

  @Test("a step at rest begins editing and is one undo step", arguments: locales)
  func atRest(_ configuration: AmountFieldConfiguration) throws {
    var editor = AmountEditor(configuration: configuration, value: 12)
    let atRest = editor.text
    #expect(!editor.isEditing)
    #expect(editor.apply(.stepUp) == .accepted)
    #expect(editor.isEditing)
    #expect(editor.value == 13)
    #expect(editor.selection.lowerBound == editor.numberRange.upperBound)
    // The text is Foundation's for 13 (the step keeps the fraction shown).
    let code = try #require(configuration.format.currencyCode)
    #expect(
      editor.text
        == Decimal(13).formatted(.currency(code: code).locale(configuration.format.locale)))
    #expect(editor.apply(.undo) == .accepted)
    #expect(editor.text == atRest)
    #expect(editor.value == 12)
  }

  @Test("steps that are not a step are configuration errors")
  func invalidSteps() {
    for (code, step) in [
      ("USD", Decimal(0)), ("USD", -1), ("USD", Decimal(string: "0.001")!), ("JPY", 0.5),
    ] {
      var configuration = field("en_US", code)
      configuration.step = step
      #expect(throws: AmountConfigurationError.invalidStep(step)) { try configuration.validate() }
    }
    // Trailing zeros do not count.
    for (code, text) in [("USD", "1.50"), ("JPY", "1.0"), ("KWD", "0.125")] {
      var configuration = field("en_US", code)
      configuration.step = Decimal(string: text)!
      #expect(throws: Never.self) { try configuration.validate() }
    }
  }

  // MARK: Focus

  @Test("onBegin: end, selectAll, keep", arguments: locales)
  func focus(_ configuration: AmountFieldConfiguration) {
    for policy in AmountFocusPolicy.allCases {
      var policed = configuration
      policed.onBegin = policy
      var editor = AmountEditor(configuration: policed, value: 12)
      let number = editor.numberRange
      editor.apply(.select(number.lowerBound..<number.lowerBound))
      editor.apply(.beginEditing)
      switch policy {
      case .selectAll: #expect(editor.selection == number)
      case .keep: #expect(editor.selection == number.lowerBound..<number.lowerBound)
      default: #expect(editor.selection == number.upperBound..<number.upperBound)
      }
      if policy == .selectAll {
        editor.apply(.insert("7"))
        #expect(editor.value == 7)
      }
    }
  }

  @Test("the controller keeps a host-given selection with keep, and places it otherwise")
  func controllerFocus() {
    var keep = field("en_US", "USD")
    keep.onBegin = .keep
    var controller = AmountInputController(configuration: keep, value: 12)
    var effects = controller.beginEditing(
      host: AmountHostState(text: controller.text, selection: 2..<2))
    #expect(controller.selection == 2..<2)
    #expect(effects.display == nil)
    var selectAll = keep
    selectAll.onBegin = .selectAll
    controller = AmountInputController(configuration: selectAll, value: 12)
    effects = controller.beginEditing(
      host: AmountHostState(text: controller.text, selection: 2..<2))
    #expect(effects.display?.selection == controller.editor.numberRange)
  }
}
