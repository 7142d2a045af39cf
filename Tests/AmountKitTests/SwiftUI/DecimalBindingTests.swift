import AmountKit
import Foundation
import Testing

/// A field bound to a `Decimal` (not optional), which cannot say "no
/// amount": 0 is shown as an empty field and an emptied field writes 0.
@MainActor
@Suite("SwiftUI field: a Decimal binding")
struct DecimalBindingTests {
  @Test("0 shows as an empty field, and the user emptying the field writes 0, never nil")
  func emptyIsZero() {
    let scene = SwiftUIModel()
    scene.addField("tip", value: 0, emptyValue: 0, adapter: BindingAdapter())
    let tip = scene.field("tip")
    #expect(tip.fixture.field.text == "")
    scene.tap("tip")
    scene.type("5")
    #expect(scene.boundValue("tip") == 5)
    tip.fixture.field.backspace()
    scene.render()
    #expect(tip.drawn == "|")
    #expect(scene.boundValue("tip") == 0)
    #expect(tip.valuesSet == 0)  // the write of 0 is not shown back as a value
    scene.tapDone()
    #expect(tip.fixture.field.text == "")
    #expect(scene.boundValue("tip") == 0)
    #expect(scene.writesDuringUpdate == 0)
  }

  @Test("the app's 0 empties the field; any other value is shown")
  func appSetsZero() {
    let scene = SwiftUIModel()
    scene.addField("tip", value: 12, emptyValue: 0, adapter: BindingAdapter())
    let tip = scene.field("tip")
    #expect(tip.fixture.field.text == "$12.00")
    scene.appSets(0, for: "tip")
    #expect(tip.fixture.field.text == "")
    #expect(tip.fixture.value == nil)
    scene.appSets(Decimal(string: "7.5"), for: "tip")
    #expect(tip.fixture.field.text == "$7.50")
  }

  @Test("a zero the user types is an amount: it shows, and the binding holds 0")
  func typedZero() {
    let scene = SwiftUIModel()
    scene.addField("tip", value: 0, emptyValue: 0, adapter: BindingAdapter())
    scene.tap("tip")
    scene.type("0")
    #expect(scene.field("tip").drawn == "$0|")
    #expect(scene.boundValue("tip") == 0)
    scene.tapDone()
    #expect(scene.field("tip").fixture.field.text == "$0.00")
  }

  @Test("the binding's rules for an empty value, one by one")
  func bindingRules() {
    var optional = AmountFieldBinding(value: nil)
    #expect(optional.fieldValue(forBoundValue: nil) == nil)
    #expect(optional.fieldValue(forBoundValue: 0) == 0)
    #expect(optional.valueDidChange(nil).boundValue == .some(nil))

    var decimal = AmountFieldBinding(value: 0, emptyValue: 0)
    #expect(decimal.fieldValue(forBoundValue: 0) == nil)
    #expect(decimal.fieldValue(forBoundValue: 3) == 3)
    #expect(decimal.valueDidChange(nil).boundValue == .some(0))
    // The binding echoing the 0 written changes nothing.
    #expect(
      decimal.update(boundValue: 0, focus: nil, isFirstResponder: true, isEnabled: true) == .none)
  }

  @Test("Return submits; on a phone editing ends first, on the Mac the field keeps the focus")
  func returnKey() {
    let binding = AmountFieldBinding(value: nil)
    let phone = binding.returnKey()
    #expect(phone.firstResponder == false)
    #expect(phone.submits)
    let mac = binding.returnKey(keepsFocus: true)
    #expect(mac.firstResponder == nil)
    #expect(mac.submits)
  }
}

/// A field made with a currency code follows the environment's locale,
/// which is the user's: one whose numbering system a field cannot show
/// (an algorithmic one) is written as Foundation's currency style writes it
/// there, with Latin digits, instead of refusing the format.
@MainActor
@Suite("SwiftUI field: the environment's numbering system")
struct EnvironmentNumberingSystemTests {
  @Test(
    "an environment locale with an algorithmic numbering system gets Foundation's Latin digits",
    arguments: ["en_US@numbers=roman", "ja_JP@numbers=jpan", "zh_CN@numbers=hans"])
  func algorithmicNumberingSystem(identifier: String) throws {
    let locale = Locale(identifier: identifier)
    // The format made for the locale itself is refused by a field.
    #expect(throws: AmountConfigurationError.self) {
      try AmountFormat.currency(code: "EUR", locale: locale).validate()
    }
    let configuration = AmountFieldConfigurationSource.currency(code: "EUR")
      .configuration(locale: locale)
    try configuration.validate()
    let value = Decimal(string: "1234.5") ?? 0
    let editor = AmountEditor(configuration: configuration, value: value)
    #expect(editor.text == Decimal.FormatStyle.Currency(code: "EUR", locale: locale).format(value))
  }

  @Test("a supported numbering system of the environment is kept, Han decimal included")
  func decimalNumberingSystemKept() throws {
    let locale = Locale(identifier: "zh_CN@numbers=hanidec")
    let configuration = AmountFieldConfigurationSource.currency(code: "CNY")
      .configuration(locale: locale)
    #expect(configuration.format.locale.identifier == locale.identifier)
    let value = Decimal(string: "1234.5") ?? 0
    let editor = AmountEditor(configuration: configuration, value: value)
    #expect(editor.text == Decimal.FormatStyle.Currency(code: "CNY", locale: locale).format(value))
  }
}
