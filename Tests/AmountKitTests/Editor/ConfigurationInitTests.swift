import AmountKit
import Foundation
import Testing

@Suite("Configuration: one initializer, one rule for negatives, throwing editors")
struct ConfigurationInitTests {
  static let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))

  @Test("every setting has a default and can be passed in one call")
  func everySetting() {
    let configuration = AmountFieldConfiguration(
      format: Self.usd, entryMode: .cents, minimum: -5, maximum: 100, maximumIntegerDigits: 9,
      allowsNegative: true, minimumPolicy: .clamp, clearsWhenZero: true, shorthand: true,
      arithmetic: true, onBegin: .selectAll, step: 5, hostDecimalKey: ",")
    #expect(configuration.shorthand && configuration.arithmetic)
    #expect(configuration.onBegin == .selectAll && configuration.step == 5)
    #expect(configuration.hostDecimalKey == ",")
    let defaults = AmountFieldConfiguration()
    #expect(defaults.entryMode == .decimal && defaults.step == 1 && !defaults.allowsNegative)
    #expect(defaults.onBegin == .end && defaults.hostDecimalKey == nil)
  }

  @Test(
    "negatives are allowed exactly when the minimum is below zero or allowsNegative is true",
    arguments: [
      (nil, false, false), (nil, true, true), (Decimal(-1), false, true), (Decimal(-1), true, true),
      (Decimal(0), false, false), (Decimal(0), true, true), (Decimal(5), true, true),
    ] as [(Decimal?, Bool, Bool)])
  func negatives(minimum: Decimal?, allowsNegative: Bool, allowed: Bool) {
    let configuration = AmountFieldConfiguration(
      format: Self.usd, minimum: minimum, allowsNegative: allowsNegative)
    #expect(configuration.negativesAllowed == allowed)
    var editor = AmountEditor(configuration: configuration)
    let effects = editor.apply(.insert("-"))
    #expect((effects.rejection != .negativeNotAllowed) == allowed)
  }

  @Test("an invalid configuration throws from the validating initializers, never traps")
  func validating() throws {
    let invalid = [
      AmountFieldConfiguration(format: Self.usd, step: 0),
      AmountFieldConfiguration(format: Self.usd, minimum: 10, maximum: 1),
      AmountFieldConfiguration(format: Self.usd, maximumIntegerDigits: -1),
      AmountFieldConfiguration(format: Self.usd, maximumIntegerDigits: 40),
      AmountFieldConfiguration(format: Self.usd, hostDecimalKey: "5"),
    ]
    for configuration in invalid {
      #expect(throws: AmountConfigurationError.self) {
        try AmountEditor(validating: configuration)
      }
      #expect(throws: AmountConfigurationError.self) {
        try AmountInputController(validating: configuration, value: 1)
      }
    }
    let editor = try AmountEditor(validating: AmountFieldConfiguration(format: Self.usd), value: 12)
    #expect(editor.text == "$12.00")
    let controller = try AmountInputController(
      validating: AmountFieldConfiguration(format: Self.usd), value: 12)
    #expect(controller.text == editor.text)
  }

  @Test("configurations that would lose digits are errors")
  func configurationErrors() {
    var wide = field("en_US") { $0.format = $0.format.precision(.fractionLength(0...18)) }
    wide.maximumIntegerDigits = 30
    #expect(throws: AmountConfigurationError.tooManyDigits(integer: 30, fraction: 18)) {
      try wide.validate()
    }
    wide.maximumIntegerDigits = 20
    #expect(throws: Never.self) { try wide.validate() }
    var negative = field("en_US", "USD")
    negative.maximumIntegerDigits = -1
    #expect(throws: AmountConfigurationError.negativeIntegerDigits(-1)) {
      try negative.validate()
    }
    var crossed = field("en_US", "USD")
    crossed.minimum = 10
    crossed.maximum = 5
    #expect(throws: AmountConfigurationError.minimumAboveMaximum) { try crossed.validate() }
  }
}
