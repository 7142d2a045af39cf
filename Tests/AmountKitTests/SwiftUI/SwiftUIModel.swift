import AmountKit
import Foundation

/// A model of the parts of SwiftUI that an amount field inside a
/// `UIViewRepresentable` meets, each as Apple documents it, hosting fields
/// the way an adapter does (``ModelAdapter``): the shipped rule
/// (``BindingAdapter``, what `AmountKitSwiftUI` does) or main's rule before
/// the binding's rules (``MainAdapter``), so that a test can show a bug on the
/// old rule and its fix on the new one.
///
/// What is modelled, and from where:
/// - State and the update cycle. "When the value changes, SwiftUI updates
///   the parts of the view hierarchy that depend on the value"
///   (https://developer.apple.com/documentation/swiftui/state), and
///   "When the state of your app changes, SwiftUI calls this method"
///   (`updateUIView(_:context:)`,
///   https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)):
///   after each event that wrote state (a user's key, a tap, an app's
///   button), every field's update runs with the current bound values,
///   including right after the field itself wrote its binding. A write of
///   state during an update is counted as a violation (SwiftUI: "Modifying
///   state during view update, this will cause undefined behavior").
///   Work an adapter schedules on the main actor runs after the update.
/// - FocusState. "When focus is not in any view that is bound to this
///   state, the wrapped value will be nil (for optional-typed state) or
///   false (for Bool-typed state)"
///   (https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue);
///   "Setting the property's value programmatically has the reverse
///   effect, causing focus to move to the view associated with the updated
///   value" (https://developer.apple.com/documentation/swiftui/focusstate);
///   `focused(_:equals:)` binds a view to a value of the state
///   (https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)).
///   The state is a `FocusState<String?>` whose values are the fields'
///   names; a `FocusState<Bool>` bound to one view behaves as one with a
///   single value (true is that view's value, false nil).
/// - What Apple does not document: whether SwiftUI sees a UIKit first
///   responder inside a representable as focus in that view. The model
///   runs both ways (``World``); the shipped rule must work in both.
/// - UIKit: a field becoming first responder makes the current one resign
///   first (https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()),
///   and "a disabled control ignores touch events"
///   (https://developer.apple.com/documentation/uikit/uicontrol/isenabled).
@MainActor
final class SwiftUIModel {
  /// Whether SwiftUI sees a UIKit first responder inside a representable
  /// as focus in that view (not documented either way).
  enum World: CaseIterable, Sendable {
    case focusOnlyWhereSwiftUIPutsIt
    case seesUIKitFirstResponder
  }

  let world: World
  private(set) var fields: [ModelField] = []
  /// The bound values (`@State var amount: Decimal?` and so on), by field.
  private var boundValues: [String: Decimal?] = [:]
  /// The view SwiftUI's focus is in, by the focus value bound to it.
  private var swiftUIFocus: String?
  /// Whether state changed since the last update pass.
  private var isDirty = false
  /// Whether an update pass runs.
  private(set) var isUpdating = false
  /// State written during an update pass.
  private(set) var writesDuringUpdate = 0
  /// Main-actor work scheduled by adapters, run after the update pass.
  private var tasks: [@MainActor () -> Void] = []
  /// The environment's `isEnabled`, by field (`.disabled(_:)`).
  private var enabled: [String: Bool] = [:]
  /// The app's submit action.
  var onSubmit: (@MainActor () -> Void)?

  init(_ world: World = .focusOnlyWhereSwiftUIPutsIt) {
    self.world = world
  }

  // MARK: Building the scene

  /// Adds a field bound to `value`; `focusBound` binds it to the focus
  /// state with its name as value.
  @discardableResult
  func addField(
    _ name: String, value: Decimal? = nil, emptyValue: Decimal? = nil,
    configuration: AmountFieldConfiguration = .usd, focusBound: Bool = true,
    adapter: ModelAdapter
  ) -> ModelField {
    boundValues[name] = .some(value)
    enabled[name] = true
    let field = ModelField(
      name: name, configuration: configuration, value: value, emptyValue: emptyValue,
      adapter: adapter)
    field.focusBound = focusBound
    fields.append(field)
    let text = field.fixture.field
    text.actions[.valueChanged, default: []].append { [unowned self, unowned field] in
      field.adapter.valueChanged(field, in: self)
    }
    text.actions[.editingDidBegin, default: []].append { [unowned self, unowned field] in
      if world == .seesUIKitFirstResponder {
        focusMoved(to: field.viewIsFocusBound ? field.name : nil)
      }
      field.adapter.editingDidBegin(field, in: self)
    }
    text.actions[.editingDidEnd, default: []].append { [unowned self, unowned field] in
      if world == .seesUIKitFirstResponder, swiftUIFocus == field.name { focusMoved(to: nil) }
      field.adapter.editingDidEnd(field, in: self)
    }
    field.adapter.make(field, in: self)
    render()
    return field
  }

  func field(_ name: String) -> ModelField {
    guard let field = fields.first(where: { $0.name == name }) else {
      preconditionFailure("no field \(name)")
    }
    return field
  }

  var firstResponder: ModelField? { fields.first { $0.fixture.field.isFirstResponder } }

  // MARK: State

  func boundValue(_ name: String) -> Decimal? { boundValues[name] ?? nil }

  /// The focus state's wrapped value: the value of the bound view focus is
  /// in, nil when focus is in no view bound to the state.
  var focus: String? {
    guard let swiftUIFocus,
      fields.contains(where: { $0.name == swiftUIFocus && $0.viewIsFocusBound })
    else { return nil }
    return swiftUIFocus
  }

  func isEnabled(_ name: String) -> Bool { enabled[name] ?? true }

  /// A write to a bound value (by the app or by an adapter).
  func write(_ value: Decimal?, to name: String) {
    if isUpdating { writesDuringUpdate += 1 }
    boundValues[name] = .some(value)
    isDirty = true
  }

  /// A write to the focus state: focus moves to the view bound to the
  /// value, or leaves SwiftUI's views for nil.
  func writeFocus(_ value: String?) {
    if isUpdating { writesDuringUpdate += 1 }
    focusMoved(to: value.flatMap { name in fields.contains { $0.name == name } ? name : nil })
  }

  private func focusMoved(to view: String?) {
    swiftUIFocus = view
    isDirty = true
  }

  /// Schedules main-actor work after the current update (`Task { @MainActor in }`).
  func enqueue(_ task: @escaping @MainActor () -> Void) { tasks.append(task) }

  // MARK: The update cycle

  /// SwiftUI's update pass: every field's `updateUIView`, then the work
  /// scheduled meanwhile; again while state changed.
  func render() {
    for _ in 0..<10 {
      isDirty = false
      isUpdating = true
      for field in fields { field.adapter.update(field, in: self) }
      isUpdating = false
      let scheduled = tasks
      tasks.removeAll()
      for task in scheduled { task() }
      if !isDirty { return }
    }
    preconditionFailure("the update cycle does not settle")
  }

  // MARK: What the user does (each followed by the update it causes)

  /// A tap into a field: UIKit makes it first responder (the current one
  /// resigns first); a disabled field ignores it.
  func tap(_ name: String) {
    guard isEnabled(name) else { return }
    makeFirstResponder(field(name))
    render()
  }

  /// Keys typed into the first responder.
  func type(_ keys: String) {
    for key in keys {
      firstResponder?.fixture.field.type(String(key))
      render()
    }
  }

  /// Return on the first responder's keyboard: the field's amount
  /// behaviour first (`=` of an open expression), else the adapter.
  func pressReturn() {
    guard let field = firstResponder else { return }
    if let effects = field.fixture.controller.returnKey() {
      field.fixture.carryOut(effects)
    } else {
      field.adapter.shouldReturn(field, in: self)
    }
    render()
  }

  /// The Done key of the keyboard bar: the field resigns.
  func tapDone() {
    firstResponder?.fixture.field.resignFirstResponder()
    render()
  }

  // MARK: What the app does

  /// The app sets a bound value (a "Max" button).
  func appSets(_ value: Decimal?, for name: String) {
    write(value, to: name)
    render()
  }

  /// The app sets the focus state.
  func appSetsFocus(_ value: String?) {
    writeFocus(value)
    render()
  }

  /// The app disables or enables a field (`.disabled(_:)`).
  func appSetsEnabled(_ isEnabled: Bool, for name: String) {
    enabled[name] = isEnabled
    isDirty = true
    render()
  }

  // MARK: UIKit

  func makeFirstResponder(_ field: ModelField) {
    if let current = firstResponder, current !== field {
      current.fixture.field.resignFirstResponder()
    }
    field.fixture.field.becomeFirstResponder()
  }
}

/// One amount field of the scene: the UIKit field (an ``InputFixture``
/// hosting the controller, as `AmountTextField` does) and its adapter.
@MainActor
final class ModelField {
  let name: String
  let fixture: InputFixture
  let adapter: ModelAdapter
  /// Whether the app bound the field to the focus state.
  var focusBound = true
  /// How many times the adapter set the field's value.
  var valuesSet = 0
  /// The adapter's state for this field.
  var sync: AmountFieldBinding
  /// Main's coordinator state: a write waits for the end of the update.
  var hasPendingWrite = false

  init(
    name: String, configuration: AmountFieldConfiguration, value: Decimal?,
    emptyValue: Decimal?, adapter: ModelAdapter
  ) {
    self.name = name
    let sync = AmountFieldBinding(value: value, emptyValue: emptyValue)
    // The field is made with the value it shows for the bound one.
    self.fixture = InputFixture(configuration, value: sync.fieldValue(forBoundValue: value))
    self.adapter = adapter
    self.sync = sync
    self.emptyValue = emptyValue
  }

  /// What the binding holds while the field is empty: nil for a
  /// `Decimal?`, 0 for a `Decimal`.
  let emptyValue: Decimal?

  /// Whether SwiftUI knows the view as bound to the focus state: the app
  /// bound it and the adapter applies SwiftUI's `focused(_:equals:)`.
  var viewIsFocusBound: Bool { focusBound && adapter.appliesSwiftUIFocused }

  var isFirstResponder: Bool { fixture.field.isFirstResponder }

  /// `field.value = value`.
  func setValue(_ value: Decimal?) {
    valuesSet += 1
    fixture.setValue(value)
  }

  var drawn: String { fixture.field.drawn }
}

/// An adapter's rules, as `AmountKitSwiftUI` carries them out.
@MainActor
protocol ModelAdapter: AnyObject {
  /// Whether the adapter applies SwiftUI's own `focused(_:equals:)` to the
  /// view it returns.
  var appliesSwiftUIFocused: Bool { get }
  func make(_ field: ModelField, in scene: SwiftUIModel)
  func update(_ field: ModelField, in scene: SwiftUIModel)
  func valueChanged(_ field: ModelField, in scene: SwiftUIModel)
  func editingDidBegin(_ field: ModelField, in scene: SwiftUIModel)
  func editingDidEnd(_ field: ModelField, in scene: SwiftUIModel)
  func shouldReturn(_ field: ModelField, in scene: SwiftUIModel)
}

/// The shipped adapter: `AmountKitSwiftUI.AmountField`'s representable
/// and coordinator, carrying out ``AmountFieldBinding``'s effects.
@MainActor
final class BindingAdapter: ModelAdapter {
  /// Whether SwiftUI accepts focus in the representable the adapter binds
  /// with `focused(_:equals:)`: Apple's pages put no restriction, but a
  /// SwiftUI that refused would leave the state reading nil while the
  /// field edits, which must change nothing either.
  let swiftUIFocusesView: Bool

  init(swiftUIFocusesView: Bool = true) {
    self.swiftUIFocusesView = swiftUIFocusesView
  }

  var appliesSwiftUIFocused: Bool { swiftUIFocusesView }

  func make(_ field: ModelField, in scene: SwiftUIModel) {
    field.sync = AmountFieldBinding(
      value: scene.boundValue(field.name), emptyValue: field.emptyValue)
  }

  private func selects(_ field: ModelField, in scene: SwiftUIModel) -> Bool? {
    field.focusBound ? scene.focus == field.name : nil
  }

  func update(_ field: ModelField, in scene: SwiftUIModel) {
    let effects = field.sync.update(
      boundValue: scene.boundValue(field.name), focus: selects(field, in: scene),
      isFirstResponder: field.isFirstResponder, isEnabled: scene.isEnabled(field.name))
    carryOut(effects, field, scene)
    if field.sync.endUpdate() {
      scene.enqueue { [unowned self] in
        carryOut(field.sync.publishPendingWrites(), field, scene)
      }
    }
  }

  func valueChanged(_ field: ModelField, in scene: SwiftUIModel) {
    carryOut(field.sync.valueDidChange(field.fixture.value), field, scene)
  }

  func editingDidBegin(_ field: ModelField, in scene: SwiftUIModel) {
    carryOut(field.sync.didBeginEditing(focus: selects(field, in: scene)), field, scene)
  }

  func editingDidEnd(_ field: ModelField, in scene: SwiftUIModel) {
    carryOut(field.sync.didEndEditing(focus: selects(field, in: scene)), field, scene)
  }

  func shouldReturn(_ field: ModelField, in scene: SwiftUIModel) {
    carryOut(field.sync.returnKey(), field, scene)
  }

  private func carryOut(
    _ effects: AmountFieldBinding.Effects, _ field: ModelField, _ scene: SwiftUIModel
  ) {
    if let shown = effects.shownValue { field.setValue(shown) }
    if let firstResponder = effects.firstResponder {
      if firstResponder {
        scene.makeFirstResponder(field)
      } else {
        field.fixture.field.resignFirstResponder()
      }
    }
    if let bound = effects.boundValue { scene.write(bound, to: field.name) }
    if let selects = effects.focus {
      // FocusLink.write: select, or release only while the state selects
      // this field.
      if selects {
        scene.writeFocus(field.name)
      } else if scene.focus == field.name {
        scene.writeFocus(nil)
      }
    }
    if effects.submits { scene.onSubmit?() }
  }
}

/// The adapter before the binding's rules, rule for rule: `firstResponder(_:)`
/// drives the text field from a `FocusState<Bool>` that no view is
/// `focused(...)` on; a bound value is set only when
/// `needsUpdate(forBoundValue:)` (never while editing, not when the field
/// shows it after rounding); end of editing writes the field's value back
/// when they disagree; no `sizeThatFits`; the environment is not read.
@MainActor
final class MainAdapter: ModelAdapter {
  var appliesSwiftUIFocused: Bool { false }

  func make(_ field: ModelField, in scene: SwiftUIModel) {}

  /// Main's `AmountInputController.needsUpdate(forBoundValue:)`.
  private func needsUpdate(_ field: ModelField, forBoundValue value: Decimal?) -> Bool {
    let controller = field.fixture.controller
    guard !controller.isEditing else { return false }
    return AmountEditor(configuration: controller.configuration, value: value).value
      != controller.value
  }

  func update(_ field: ModelField, in scene: SwiftUIModel) {
    let bound = scene.boundValue(field.name)
    if !field.hasPendingWrite && needsUpdate(field, forBoundValue: bound) {
      field.setValue(bound)
    }
    if field.focusBound {
      let focused = scene.focus == field.name
      if focused && !field.isFirstResponder {
        scene.makeFirstResponder(field)
      } else if !focused && field.isFirstResponder {
        field.fixture.field.resignFirstResponder()
      }
    }
  }

  private func publish(_ field: ModelField, _ scene: SwiftUIModel, _ write: @escaping () -> Void) {
    guard scene.isUpdating else {
      write()
      return
    }
    field.hasPendingWrite = true
    scene.enqueue {
      field.hasPendingWrite = false
      write()
    }
  }

  func valueChanged(_ field: ModelField, in scene: SwiftUIModel) {
    let value = field.fixture.value
    publish(field, scene) { scene.write(value, to: field.name) }
  }

  func editingDidBegin(_ field: ModelField, in scene: SwiftUIModel) {
    guard field.focusBound else { return }
    publish(field, scene) { scene.writeFocus(field.name) }
  }

  func editingDidEnd(_ field: ModelField, in scene: SwiftUIModel) {
    let amount = field.fixture.value
    let disagrees = needsUpdate(field, forBoundValue: scene.boundValue(field.name))
    publish(field, scene) {
      if field.focusBound { scene.writeFocus(nil) }
      if disagrees { scene.write(amount, to: field.name) }
    }
  }

  /// Main's representable left Return to UIKit: no submit, editing goes on.
  func shouldReturn(_ field: ModelField, in scene: SwiftUIModel) {}
}
