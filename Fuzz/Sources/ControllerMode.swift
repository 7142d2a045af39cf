// Controller mode: the input drives `AmountInputController` through a
// simulated `UITextField`: the host reports every event with what it shows
// and carries out the effects it gets back, in the documented order
// (display, accessibility value, keyboard layout, undo, events, then the
// announcement and the app's rejection and change callbacks); every call
// is checked.

import Foundation

/// One call of the controller's API.
enum ControllerCall: CustomStringConvertible {
  case change(NSRange, String)
  case changeRanges([NSRange], String)
  case textDidChange
  case selectionDidChange
  case beginEditing
  case endEditing
  case setValue(Decimal?)
  case setConfiguration(AmountFieldConfiguration)
  case perform(AmountUndoStep)
  case apply(AmountEdit)
  case setAccessoryBarAllowed(Bool)

  var description: String {
    switch self {
    case .change(let range, let string):
      return "shouldChangeCharacters(in: \(describe(range)), \(string.debugDescription))"
    case .changeRanges(let ranges, let string):
      let list = ranges.map(describe).joined(separator: ", ")
      return "shouldChangeCharacters(inRanges: [\(list)], \(string.debugDescription))"
    case .textDidChange: return "textDidChange"
    case .selectionDidChange: return "selectionDidChange"
    case .beginEditing: return "beginEditing"
    case .endEditing: return "endEditing"
    case .setValue(let value): return "setValue(\(value.map { "\($0)" } ?? "nil"))"
    case .setConfiguration(let configuration): return "setConfiguration(\(configuration))"
    case .perform(let step): return "perform(.\(step))"
    case .apply(let edit): return "apply(\(edit))"
    case .setAccessoryBarAllowed(let allowed): return "setAccessoryBarAllowed(\(allowed))"
    }
  }
}

/// How a call is checked.
enum CallRole {
  /// A host event: every check, the editor's invariants included.
  case event
  /// One request of a long burst: the checks of the effects and the host.
  case inner
  /// The host's echo of its own write: must ask for nothing.
  case quietEcho
  /// The host's echo of the caret it put at the end: the checks of the
  /// effects.
  case echo
}

/// What a call means for the field (contract: "Host edits", "Undo",
/// "Begin and end of editing").
enum CallPath: Equatable {
  /// A change request while marked text is composed: the host applies it.
  case hostComposes
  /// A report while text is still marked: nothing to do.
  case stillMarked
  /// A keystroke, deletion, paste, raw host edit, sign key or step.
  case userEdit
  /// A change the host made and announced (a committed composition, the
  /// clear button, text a program wrote to the widget).
  case announcedEdit
  case undoStep(AmountUndoStep)
  case selection
  case caretMove
  case begin
  case end
  case program
  case configuration
  /// The host can or cannot show the accessory bar.
  case keyboard
  /// A value or configuration set while an input method composes: applied
  /// when the composition ends (contract: "While an input method composes").
  case deferred
  /// An edit or undo step the host reports while an input method
  /// composes: refused (`composing`), or nothing for a caret move.
  case refusedWhileComposing
  /// The event that ends a composition during which the app set a value
  /// or a configuration: the commit, then what was set.
  case commitThenSets
}

/// Drives one controller through a simulated host and checks every call.
@MainActor
final class ControllerFuzz {
  var controller: AmountInputController
  var host: SimulatedHost
  let options: HostOptions
  let initialValue: Decimal?
  /// The host events so far, for the report.
  var log: [String] = []
  /// The call being checked, its effects and the controller before it.
  var current: (call: ControllerCall, effects: AmountInputEffects?, prior: AmountInputController)?
  var depth = 0
  /// What the host's undo manager must hold.
  var undoModel = UndoModel()
  /// The controller's accessibility value for a configuration, value and
  /// text (a Foundation format: computed once for each).
  var spokenFor: (AmountFieldConfiguration, Decimal?, String)?
  var spoken = ""
  /// The step of an undo action registered on the wrong stack, if any.
  var misfiled: AmountUndoStep?
  /// The undo manager's invocation whose action is about to run: undo or
  /// redo, whether the action outlived the field's history, and whether
  /// the log notes it.
  var invocation: (which: AmountUndoStep, orphan: Bool, noting: Bool)?

  init(configuration: AmountFieldConfiguration, value: Decimal?, options: HostOptions) {
    controller = AmountInputController(configuration: configuration, value: value)
    host = SimulatedHost(
      shown: TextFieldContent(text: controller.text), undoManager: TestUndoManager(),
      accessibilityValue: controller.accessibilityValue,
      keyboardLayout: controller.keyboardLayout)
    self.options = options
    initialValue = value
    if options.allowsAccessoryBar {
      note("sign-key bar allowed: true")
      call(.setAccessoryBarAllowed(true), .event)
    }
  }

  var isComposing: Bool { controller.isComposing || host.shown.markedRange != nil }

  /// `controller.accessibilityValue`, computed again only when the
  /// configuration, value or text changed.
  var accessibilityValue: String {
    if let key = spokenFor, key.0 == controller.configuration, key.1 == controller.value,
      key.2 == controller.text
    {
      return spoken
    }
    spoken = controller.accessibilityValue
    spokenFor = (controller.configuration, controller.value, controller.text)
    return spoken
  }

  func fail(_ message: String) -> Never {
    var lines = [
      "INVARIANT FAILED (controller): \(message)",
      "  configuration: \(controller.configuration)",
      "  initial value: \(initialValue.map { "\($0)" } ?? "nil"); host \(options)",
      "  host events:",
    ]
    lines += log.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    if let current {
      lines.append("  failing call: \(current.call)")
      if let effects = current.effects { lines.append("  effects: \(effects)") }
      lines.append("  controller before: \(drawn(current.prior))")
    }
    lines.append("  controller now:    \(drawn(controller))")
    lines.append(
      "  host now:          \(drawn(host.shown.text, selection: host.shown.selection, marked: host.shown.markedRange))"
    )
    lines.append(
      "  host undo \(host.undoManager.undoCount)/redo \(host.undoManager.redoCount); "
        + "expected \(undoModel)")
    printError(lines.joined(separator: "\n") + "\n\n")
    abort()
  }

  func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  func note(_ event: String) {
    log.append(
      "\(event)    [host \(drawn(host.shown.text, selection: host.shown.selection, marked: host.shown.markedRange))]"
    )
  }

  func count(_ name: String) {
    pathCounts[name, default: 0] += 1
  }

  // MARK: Calls

  /// Reports one event to the controller with what the host shows (or
  /// `shown`), checks the effects, carries them out and checks the result.
  @discardableResult
  func call(_ call: ControllerCall, _ role: CallRole, shown: AmountHostState? = nil)
    -> AmountInputEffects
  {
    let shown = shown ?? host.shown.state
    let prior = controller
    let saved = current
    current = (call, nil, prior)
    defer { current = saved }
    let effects: AmountInputEffects
    var hostPassed = true
    switch call {
    case .change(let range, let string):
      effects = controller.shouldChangeCharacters(in: range, replacementString: string, host: shown)
    case .changeRanges(let ranges, let string):
      effects = controller.shouldChangeCharacters(
        inRanges: ranges, replacementString: string, host: shown)
    case .textDidChange: effects = controller.textDidChange(host: shown)
    case .selectionDidChange: effects = controller.selectionDidChange(host: shown)
    case .beginEditing: effects = controller.beginEditing(host: shown)
    case .endEditing: effects = controller.endEditing(host: shown)
    case .setValue(let value):
      hostPassed = false
      effects = controller.setValue(value)
    case .setConfiguration(let configuration):
      hostPassed = false
      effects = controller.setConfiguration(configuration)
    case .perform(let step):
      hostPassed = false
      effects = controller.perform(step)
    case .apply(let edit):
      hostPassed = false
      effects = controller.apply(edit)
    case .setAccessoryBarAllowed(let allowed):
      hostPassed = false
      effects = controller.setAccessoryBarAllowed(allowed)
    }
    current = (call, effects, prior)
    let path = self.path(of: call, shown: shown, prior: prior)
    // What a rejected event leaves, and what undo restores: the field as
    // the host asked, with the selection the host reported (kept at the
    // beginning of editing by the `keep` policy).
    var expected = prior.editor
    if let selection = shown.selection, selection != expected.selection,
      (path == .userEdit && hostPassed)
        || (path == .begin && prior.configuration.onBegin == .keep && shown.text == prior.text)
    {
      expected.apply(.select(selection))
    }
    switch role {
    case .quietEcho:
      expect(effects == .none, "the host's echo of its own write asked for more: \(effects)")
    case .event, .inner, .echo:
      verify(
        call, path, effects, shown: shown, hostPassed: hostPassed, prior: prior, expected: expected)
    }
    tally(path, effects, prior: prior)
    updateUndoModel(path, effects, prior: prior)
    carryOut(effects)
    guard role == .event || role == .inner else { return effects }
    verifyHost()
    if role == .event, let edit = editorEdit(for: call, path) {
      let outcome: AmountEditOutcome =
        path == .end ? .accepted : effects.rejection.map { .rejected($0) } ?? .accepted
      var exact = false
      switch call {
      case .apply, .setValue, .beginEditing: exact = true
      default: break
      }
      let failures = violations(
        controller.editor, before: expected, edit: edit, outcome: outcome, exact: exact)
      if !failures.isEmpty { fail(failures.joined(separator: "; ")) }
    }
    return effects
  }

  /// The edit a call stands for, for the editor's checker: the edit itself
  /// where the host reports one, else one of the same kind (a user edit,
  /// a programmatic one); nil for a call that changes no state.
  func editorEdit(for call: ControllerCall, _ path: CallPath) -> AmountEdit? {
    switch path {
    case .deferred, .refusedWhileComposing, .commitThenSets: return nil
    default: break
    }
    switch call {
    case .change(_, let string), .changeRanges(_, let string):
      return path == .userEdit || path == .announcedEdit
        ? .replace(0..<0, with: string) : .select(0..<0)
    case .textDidChange, .selectionDidChange:
      return path == .announcedEdit ? .replace(0..<0, with: "") : .select(0..<0)
    case .beginEditing: return .beginEditing
    case .endEditing: return .endEditing
    case .setValue(let value): return .setValue(value)
    case .setConfiguration: return .setValue(controller.value)
    case .perform(let step): return step == .undo ? .undo : .redo
    case .apply(let applied): return applied
    case .setAccessoryBarAllowed: return nil
    }
  }

  /// Whether the app set a value or configuration during the current
  /// composition.
  var pendingSets = false

  func path(of call: ControllerCall, shown: AmountHostState, prior: AmountInputController)
    -> CallPath
  {
    if prior.isComposing {
      switch call {
      case .setValue, .setConfiguration: return .deferred
      case .apply, .perform: return .refusedWhileComposing
      default: break
      }
      if pendingSets && !controller.isComposing { return .commitThenSets }
    }
    switch call {
    case .change, .changeRanges:
      if prior.isComposing || shown.markedRange != nil { return .hostComposes }
      return shown.text == prior.text ? .userEdit : .announcedEdit
    case .textDidChange: return shown.markedRange != nil ? .stillMarked : .announcedEdit
    case .selectionDidChange:
      if shown.markedRange != nil { return .stillMarked }
      return prior.isComposing ? .announcedEdit : .selection
    case .beginEditing: return .begin
    case .endEditing: return .end
    case .setValue: return .program
    case .setConfiguration: return .configuration
    case .perform(let step): return .undoStep(step)
    case .setAccessoryBarAllowed: return .keyboard
    case .apply(let edit):
      switch edit.base {
      case .insert, .deleteBackward, .deleteForward, .paste, .replace, .toggleSign, .stepUp,
        .stepDown, .commitExpression:
        return .userEdit
      case .undo: return .undoStep(.undo)
      case .redo: return .undoStep(.redo)
      case .beginEditing: return .begin
      case .endEditing: return .end
      case .setValue: return .program
      case .select, .moveLeft, .moveRight, .moveToStart, .moveToEnd: return .caretMove
      }
    }
  }

  /// Counts the paths a run takes.
  func tally(_ path: CallPath, _ effects: AmountInputEffects, prior: AmountInputController) {
    if effects.rejection != nil { count("rejected") }
    switch path {
    case .hostComposes: count("composing")
    case .announcedEdit where controller.text != prior.text: count("announced")
    case .undoStep(let step) where effects.rejection == nil: count("\(step)")
    case .configuration: count("configuration")
    case .keyboard where effects.keyboardLayout != nil: count("sign-key bar")
    case .userEdit:
      if effects.rejection != nil && effects.change != nil { count("partial insert") }
      if case .apply(let edit)? = current.map({ $0.call }) {
        switch edit {
        case .toggleSign: count(effects.rejection == nil ? "sign key" : "sign key rejected")
        case .stepUp, .stepDown: count(effects.rejection == nil ? "step" : "step rejected")
        default: break
        }
      }
    default: break
    }
  }

  /// Follows the host's undo manager from the steps the field recorded,
  /// before the host carries the effects out (the host's echoes follow).
  func updateUndoModel(
    _ path: CallPath, _ effects: AmountInputEffects, prior: AmountInputController
  ) {
    if effects.undo.removesRegisteredSteps { undoModel = UndoModel() }
    // A commit followed by a value or configuration set meanwhile: the set
    // starts a new history, whatever the commit recorded.
    if path == .commitThenSets && effects.undo.removesRegisteredSteps { return }
    let recorded = controller.editor.recordedUndoSteps - prior.editor.recordedUndoSteps
    if recorded > 0 {
      undoModel.matched += recorded
      undoModel.redo = 0
      // The field dropped its oldest steps: the host's oldest actions
      // outlive them.
      let depth = controller.editor.undoDepth
      if depth < undoModel.matched {
        undoModel.orphans += undoModel.matched - depth
        undoModel.matched = depth
        count("history dropped")
      }
    }
    // The host popped the action before it called (`invokeUndoManager`).
    if case .undoStep(let step) = path, effects.rejection == nil {
      if step == .undo { undoModel.redo += 1 } else { undoModel.matched += 1 }
    }
  }
}

@MainActor
func fuzzController(_ reader: inout ByteReader) {
  let configuration = makeConfiguration(&reader)
  let initial: Decimal? = reader.byte() & 3 == 0 ? reader.pick(setValues) : nil
  controllerInputs += 1
  let fuzz = ControllerFuzz(
    configuration: configuration, value: initial, options: HostOptions(reader.byte()))
  var steps = 0
  while !reader.isAtEnd && steps < 64 {
    steps += 1
    fuzz.step(&reader)
    editCount += 1
    controllerEvents += 1
  }
  if tracesEvents {
    let lines = fuzz.log.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    printError(
      "controller mode: \(fuzz.controller.configuration)\n  host \(fuzz.options)\n"
        + lines.joined(separator: "\n") + "\n  result: \(drawn(fuzz.controller))\n")
  }
}
