import AmountKit
import Foundation
import Testing

// The SwiftUI field's rules, each against the model of SwiftUI
// (SwiftUIModel.swift): the shipped rule (BindingAdapter, what
// AmountKitSwiftUI does) passes, and main's rule before the issue
// (MainAdapter) shows the finding.

@MainActor
@Suite("SwiftUI field: focus")
struct AmountFieldFocusTests {
  /// the first binding write after a tap-in reaches the update
  /// with the focus state as SwiftUI reads it; the field stays editing.
  /// Main's rule resigns the field (its FocusState is bound to no view and
  /// reads false).
  @Test(arguments: SwiftUIModel.World.allCases)
  func tapInAndFirstBindingWrite(world: SwiftUIModel.World) {
    let scene = SwiftUIModel(world)
    scene.addField("amount", adapter: BindingAdapter())
    scene.tap("amount")
    scene.type("5")
    let field = scene.field("amount")
    #expect(field.isFirstResponder)
    #expect(field.drawn == "$5|")
    #expect(scene.boundValue("amount") == 5)
    #expect(scene.focus == "amount")
    #expect(field.valuesSet == 0)
    #expect(scene.writesDuringUpdate == 0)
  }

  /// The core rule alone: a focus state that reads nil while
  /// the field edits (SwiftUI does not put its focus in the representable)
  /// is no request to resign; programmatic focus still works where SwiftUI
  /// reads the written value.
  @Test(arguments: SwiftUIModel.World.allCases)
  func focusStateReadingNilWhileEditingChangesNothing(world: SwiftUIModel.World) {
    let scene = SwiftUIModel(world)
    scene.addField("amount", adapter: BindingAdapter(swiftUIFocusesView: false))
    scene.tap("amount")
    #expect(scene.focus == nil)  // focus is in no view bound to the state
    scene.type("12")
    #expect(scene.field("amount").isFirstResponder)
    #expect(scene.field("amount").drawn == "$12|")
    #expect(scene.boundValue("amount") == 12)
  }

  /// The rule before the binding's rules: the tap-in's own focus write reads back
  /// false, and the update resigns the field; the digit goes nowhere.
  @Test(arguments: SwiftUIModel.World.allCases)
  func mainResignsAfterTapIn(world: SwiftUIModel.World) {
    let scene = SwiftUIModel(world)
    scene.addField("amount", adapter: MainAdapter())
    scene.tap("amount")
    scene.type("5")
    #expect(!scene.field("amount").isFirstResponder)
    #expect(scene.boundValue("amount") == nil)
  }

  /// setting the state focuses the field (programmatic focus),
  /// nil dismisses it, after a tap-in too.
  @Test(arguments: SwiftUIModel.World.allCases)
  func programmaticFocusAndDismissal(world: SwiftUIModel.World) {
    let scene = SwiftUIModel(world)
    scene.addField("amount", adapter: BindingAdapter())
    scene.appSetsFocus("amount")
    #expect(scene.field("amount").isFirstResponder)
    #expect(scene.focus == "amount")
    scene.type("7")
    scene.appSetsFocus(nil)
    #expect(!scene.field("amount").isFirstResponder)
    #expect(scene.field("amount").fixture.field.text == "$7.00")
    #expect(scene.boundValue("amount") == 7)
    // Tapped in, then dismissed by the app.
    scene.tap("amount")
    #expect(scene.focus == "amount")
    scene.appSetsFocus(nil)
    #expect(!scene.field("amount").isFirstResponder)
    #expect(scene.writesDuringUpdate == 0)
  }

  /// The rule before the binding's rules: setting the state never focuses the field.
  @Test func mainIgnoresProgrammaticFocus() {
    let scene = SwiftUIModel()
    scene.addField("amount", adapter: MainAdapter())
    scene.appSetsFocus("amount")
    #expect(!scene.field("amount").isFirstResponder)
  }

  /// a `FocusState<Field?>` shared by two fields: taps, the
  /// app moving focus, Done; a field ending editing never clears the
  /// other's value.
  @Test(arguments: SwiftUIModel.World.allCases)
  func focusMovesBetweenTwoFields(world: SwiftUIModel.World) {
    let scene = SwiftUIModel(world)
    scene.addField("amount", adapter: BindingAdapter())
    scene.addField("tip", adapter: BindingAdapter())
    scene.tap("amount")
    scene.type("1")
    scene.tap("tip")
    #expect(scene.focus == "tip")
    #expect(scene.firstResponder?.name == "tip")
    #expect(scene.field("amount").fixture.field.text == "$1.00")
    scene.type("2")
    scene.appSetsFocus("amount")
    #expect(scene.firstResponder?.name == "amount")
    #expect(scene.focus == "amount")
    #expect(scene.boundValue("tip") == 2)
    scene.tapDone()
    #expect(scene.firstResponder == nil)
    #expect(scene.focus == nil)
    #expect(scene.writesDuringUpdate == 0)
  }

  /// Return ends editing and reaches the app's submit action,
  /// which may move focus to the next field. Main's rule submits nothing
  /// and the field goes on editing.
  @Test func returnSubmitsAndMovesFocus() {
    let scene = SwiftUIModel()
    scene.addField("amount", adapter: BindingAdapter())
    scene.addField("tip", adapter: BindingAdapter())
    var submits = 0
    scene.onSubmit = { [unowned scene] in
      submits += 1
      scene.writeFocus("tip")
    }
    scene.tap("amount")
    scene.type("5")
    scene.pressReturn()
    #expect(submits == 1)
    #expect(scene.firstResponder?.name == "tip")
    #expect(scene.field("amount").fixture.field.text == "$5.00")

    let main = SwiftUIModel()
    main.addField("amount", focusBound: false, adapter: MainAdapter())
    var mainSubmits = 0
    main.onSubmit = { mainSubmits += 1 }
    main.tap("amount")
    main.pressReturn()
    #expect(mainSubmits == 0)
    #expect(main.field("amount").isFirstResponder)
  }

  /// Return with an open expression is `=` (contract: Arithmetic): no
  /// submit, editing goes on.
  @Test func returnInAnExpressionDoesNotSubmit() {
    var configuration = AmountFieldConfiguration.usd
    configuration.arithmetic = true
    let scene = SwiftUIModel()
    scene.addField("amount", configuration: configuration, adapter: BindingAdapter())
    var submits = 0
    scene.onSubmit = { submits += 1 }
    scene.tap("amount")
    scene.type("12+3")
    scene.pressReturn()
    #expect(submits == 0)
    #expect(scene.field("amount").isFirstResponder)
    #expect(scene.field("amount").drawn == "$15|")
    #expect(scene.boundValue("amount") == 15)
  }
}

@MainActor
@Suite("SwiftUI field: bound values")
struct AmountFieldBoundValueTests {
  /// (contract: "Set while editing"): a "Max" button sets the
  /// binding while the user edits: the field shows it formatted at rest,
  /// stays editing with the caret at the end, and the binding keeps it.
  /// Main's rule ignores it and writes the user's amount back at the end.
  @Test func maxWhileEditing() {
    let scene = SwiftUIModel()
    scene.addField("amount", adapter: BindingAdapter())
    scene.tap("amount")
    scene.type("12")
    scene.appSets(500, for: "amount")
    let field = scene.field("amount")
    #expect(field.drawn == "$500.00|")
    #expect(field.isFirstResponder)
    #expect(field.fixture.controller.isEditing)
    #expect(field.fixture.value == 500)
    scene.tapDone()
    #expect(field.fixture.field.text == "$500.00")
    #expect(scene.boundValue("amount") == 500)
  }

  @Test func mainIgnoresMaxWhileEditing() {
    let scene = SwiftUIModel()
    scene.addField("amount", focusBound: false, adapter: MainAdapter())
    scene.tap("amount")
    scene.type("12")
    scene.appSets(500, for: "amount")
    #expect(scene.field("amount").drawn == "$12|")
    scene.tapDone()
    #expect(scene.boundValue("amount") == 12)
  }

  /// A value set while an input method composes is applied when the
  /// composition ends, as if set right after it (contract: "While an
  /// input method composes"); the field stays editing and the binding
  /// keeps the app's value.
  @Test func maxWhileComposing() {
    let scene = SwiftUIModel()
    scene.addField("amount", adapter: BindingAdapter())
    scene.tap("amount")
    scene.type("1")
    let field = scene.field("amount")
    field.fixture.field.setMarkedText("２")
    scene.render()
    scene.appSets(500, for: "amount")
    #expect(field.fixture.field.markedRange != nil)
    field.fixture.field.unmarkText()
    scene.render()
    #expect(field.drawn == "$500.00|")
    #expect(field.isFirstResponder)
    #expect(scene.boundValue("amount") == 500)
  }

  /// "Clear" while editing empties the field, which stays editing.
  @Test func clearWhileEditing() {
    let scene = SwiftUIModel()
    scene.addField("amount", value: 40, adapter: BindingAdapter())
    scene.tap("amount")
    scene.appSets(nil, for: "amount")
    #expect(scene.field("amount").drawn == "|")
    #expect(scene.field("amount").isFirstResponder)
    scene.type("3")
    #expect(scene.boundValue("amount") == 3)
  }

  /// The binding echoing the field's own writes changes nothing: no value
  /// set, the caret where the user's edit put it (contract table:
  /// `$1,2|34` + `9` gives `$12,9|34`).
  @Test func echoChangesNothing() {
    let scene = SwiftUIModel()
    scene.addField("amount", adapter: BindingAdapter())
    scene.tap("amount")
    scene.type("1234")
    let field = scene.field("amount")
    field.fixture.field.select(4..<4)
    scene.render()
    #expect(field.drawn == "$1,2|34")
    scene.type("9")
    #expect(field.drawn == "$12,9|34")
    #expect(scene.boundValue("amount") == 12_934)
    #expect(field.valuesSet == 0)
  }

  /// A bound value with more fraction digits than the field shows is set
  /// once (rounded at rest), never again by its echo.
  @Test func boundValueWithMoreDigitsIsNotSetAgain() {
    let scene = SwiftUIModel()
    scene.addField("amount", value: Decimal(string: "12.345"), adapter: BindingAdapter())
    scene.render()
    scene.render()
    let field = scene.field("amount")
    // Foundation's currency format rounds it (contract: "Setting a value").
    let style = Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
    #expect(field.fixture.field.text == style.format(Decimal(string: "12.345") ?? 0))
    #expect(field.valuesSet == 0)
    #expect(scene.boundValue("amount") == Decimal(string: "12.345"))
  }
}

@MainActor
@Suite("SwiftUI field: environment")
struct AmountFieldEnvironmentTests {
  /// `.disabled(true)` while the user edits resigns the field
  /// (its value written, shown at rest); a disabled field is not focused by
  /// the state nor by a tap. Main's rule does not read `isEnabled`.
  @Test func disabledResignsAndIsNotFocused() {
    let scene = SwiftUIModel()
    scene.addField("amount", adapter: BindingAdapter())
    scene.tap("amount")
    scene.type("5")
    scene.appSetsEnabled(false, for: "amount")
    let field = scene.field("amount")
    #expect(!field.isFirstResponder)
    #expect(field.fixture.field.text == "$5.00")
    #expect(scene.focus == nil)
    scene.appSetsFocus("amount")
    #expect(!field.isFirstResponder)
    scene.tap("amount")
    #expect(!field.isFirstResponder)
    #expect(scene.writesDuringUpdate == 0)

    let main = SwiftUIModel()
    main.addField("amount", focusBound: false, adapter: MainAdapter())
    main.tap("amount")
    main.appSetsEnabled(false, for: "amount")
    #expect(main.field("amount").isFirstResponder)
  }

  /// a field made with a currency code follows the
  /// environment's locale; Foundation's currency format in each locale
  /// (contract: "Locale-exact"). A configuration given in full keeps its
  /// own locale.
  @Test(arguments: [
    ("en_US", "€1,234.50"),
    ("de_DE", "1.234,50\u{A0}€"),
    ("fr_FR", "1\u{202F}234,50\u{A0}€"),
  ])
  func currencyFollowsTheEnvironmentLocale(identifier: String, shown: String) {
    let locale = Locale(identifier: identifier)
    let source = AmountFieldConfigurationSource.currency(code: "EUR")
    #expect(source.followsLocale)
    let editor = AmountEditor(configuration: source.configuration(locale: locale), value: 1234.5)
    #expect(editor.text == shown)
    let style = Decimal.FormatStyle.Currency(code: "EUR", locale: locale)
    #expect(editor.text == style.format(Decimal(string: "1234.5") ?? 0))

    let fixed = AmountFieldConfigurationSource.fixed(.usd)
    #expect(!fixed.followsLocale)
    #expect(fixed.configuration(locale: locale) == .usd)
  }

  /// `multilineTextAlignment` and `\.layoutDirection`. SwiftUI's
  /// `TextAlignment.leading` aligns to the leading edge, which is the
  /// right one from right to left
  /// (https://developer.apple.com/documentation/swiftui/textalignment,
  /// https://developer.apple.com/documentation/swiftui/layoutdirection);
  /// UIKit's `NSTextAlignment.natural` follows the app's localization
  /// instead of the environment
  /// (https://developer.apple.com/documentation/uikit/nstextalignment/natural),
  /// so the field gets a fixed edge.
  @Test(arguments: [
    (AmountTextAlignment.leading, false, AmountTextAlignment.left),
    (.leading, true, .right),
    (.trailing, false, .right),
    (.trailing, true, .left),
    (.center, false, .center),
    (.center, true, .center),
  ])
  func alignment(
    _ alignment: AmountTextAlignment, rightToLeft: Bool, expected: AmountTextAlignment
  ) {
    #expect(AmountFieldLayout.textAlignment(alignment, rightToLeft: rightToLeft) == expected)
  }
}

@Suite("SwiftUI field: layout")
struct AmountFieldLayoutTests {
  /// the size for a proposal. A proposal's nil dimension asks
  /// for the ideal size, infinity for the largest, zero for the smallest
  /// (https://developer.apple.com/documentation/swiftui/proposedviewsize);
  /// `sizeThatFits(_:uiView:context:)` answers it
  /// (https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)).
  /// A one-line field is as high as its text whatever height is offered
  /// (a `TextField` in a flexible `VStack`), and as wide as offered.
  @Test(arguments: [
    (CGFloat?.some(320), CGFloat?.some(600), CGSize(width: 320, height: 22)),
    (nil, nil, CGSize(width: 80, height: 22)),
    (.infinity, .infinity, CGSize(width: 80, height: 22)),
    (0, 0, CGSize(width: 0, height: 22)),
    (200, 10, CGSize(width: 200, height: 22)),
  ])
  func sizeForProposal(width: CGFloat?, height: CGFloat?, expected: CGSize) {
    let fitting = CGSize(width: 80, height: 22)
    #expect(
      AmountFieldLayout.size(proposedWidth: width, proposedHeight: height, fittingSize: fitting)
        == expected)
  }

  /// The rule before the binding's rules: without `sizeThatFits` SwiftUI sizes the
  /// UIKit view from its content hugging priorities, and a priority below
  /// `.defaultHigh` lets the view take the proposal on that axis (main set
  /// none vertically: UIKit's default is `.defaultLow`). In a `VStack`
  /// offering 600 points the field is 600 points high.
  @Test func mainGrowsVertically() {
    let fitting = CGSize(width: 80, height: 22)
    let proposal = (width: CGFloat(320), height: CGFloat(600))
    let mainSize = CGSize(width: proposal.width, height: proposal.height)
    #expect(mainSize.height != fitting.height)
    let size = AmountFieldLayout.size(
      proposedWidth: proposal.width, proposedHeight: proposal.height, fittingSize: fitting)
    #expect(size.height == fitting.height)
  }
}
