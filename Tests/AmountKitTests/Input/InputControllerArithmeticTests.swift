import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

/// Arithmetic through the input controller, as a host calls it: the
/// events a text field sends for an expression, Return as `=`, the end of
/// editing that clears an expression with no result.
@Suite("Input controller: arithmetic")
struct InputControllerArithmeticTests {
  static func controller(_ keys: String) -> AmountInputController {
    var configuration = AmountFieldConfiguration(
      format: .currency(code: "USD", locale: Locale(identifier: "en_US")))
    configuration.arithmetic = true
    var controller = AmountInputController(configuration: configuration)
    _ = controller.beginEditing(host: controller.hostState)
    for key in keys { _ = type(String(key), into: &controller) }
    return controller
  }

  /// A key typed at the caret, as `shouldChangeCharactersIn` asks.
  static func type(_ key: String, into controller: inout AmountInputController)
    -> AmountInputEffects
  {
    let caret = controller.selection
    return controller.shouldChangeCharacters(
      in: NSRange(location: caret.lowerBound, length: caret.count), replacementString: key,
      host: controller.hostState)
  }

  @Test("an operator changes the text, not the value; an operand changes both")
  func events() {
    var controller = Self.controller("12")
    let plus = Self.type("+", into: &controller)
    #expect(plus.display == AmountInputDisplay(text: "$12 + ", selection: 6..<6))
    #expect(!plus.hostAppliesChange)
    #expect(plus.events == [.editingChanged])
    #expect(plus.change?.valueChanged == false)
    #expect(plus.undo == .register(.undo))
    let three = Self.type("3", into: &controller)
    #expect(three.events == [.editingChanged, .valueChanged])
    #expect(three.change?.value == 15)
  }

  @Test("Return is = while an expression is open, and the host's otherwise")
  func returnKey() throws {
    var controller = Self.controller("2+3")
    let returned = controller.returnKey()
    let result = try #require(returned)
    #expect(result.display == AmountInputDisplay(text: "$5", selection: 2..<2))
    // 2 + 3 was worth 5 already: the text changed, the value did not.
    #expect(result.events == [.editingChanged])
    #expect(controller.returnKey() == nil)
    // While an input method composes, Return is the input method's.
    var composing = Self.controller("2+3")
    composing.markedTextWillChange()
    #expect(composing.returnKey() == nil)
    #expect(composing.text == "$2 + 3")
  }

  @Test("end of editing with a division by zero clears the field and says why")
  func endEditingCleared() {
    var controller = Self.controller("5÷0")
    let ended = controller.endEditing(host: controller.hostState)
    #expect(ended.display?.text == "")
    #expect(ended.rejection == .divisionByZero)
    #expect(ended.announcement == "Cannot divide by zero.")
    #expect(controller.value == nil)
  }

  @Test("a host's backspace over a trailing operator removes it with its spaces")
  func hostBackspace() {
    var controller = Self.controller("12+")
    // UIKit asks to delete the character before the caret: the space.
    let effects = controller.shouldChangeCharacters(
      in: NSRange(location: 5, length: 1), replacementString: "", host: controller.hostState)
    #expect(effects.display == AmountInputDisplay(text: "$12", selection: 3..<3))
    // A request elsewhere in the expression changes nothing.
    var open = Self.controller("12+3")
    let elsewhere = open.shouldChangeCharacters(
      in: NSRange(location: 1, length: 1), replacementString: "", host: open.hostState)
    #expect(!elsewhere.hostAppliesChange)
    #expect(open.text == "$12 + 3")
  }

  @Test("a field with operators or multipliers asks for a keyboard that has them")
  func keyboard() {
    let usd = AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))
    var arithmetic = AmountFieldConfiguration(format: usd)
    arithmetic.arithmetic = true
    #expect(AmountKeyboard(configuration: arithmetic) == .numbersAndPunctuation)
    var shorthand = AmountFieldConfiguration(format: usd)
    shorthand.shorthand = true
    #expect(AmountKeyboard(configuration: shorthand) == .numbersAndPunctuation)
    #expect(AmountKeyboard(configuration: AmountFieldConfiguration(format: usd)) == .decimalPad)
  }
}
