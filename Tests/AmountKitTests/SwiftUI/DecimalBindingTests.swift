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
