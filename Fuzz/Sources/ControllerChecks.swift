// The checks of controller mode: the effects of every call, and the host
// after carrying them out.

import Foundation

extension ControllerFuzz {
  /// The effects of one call, against what the host showed and the
  /// controller's state before and after it.
  func verify(
    _ call: ControllerCall, _ path: CallPath, _ effects: AmountInputEffects,
    shown: AmountHostState, hostPassed: Bool, prior: AmountInputController, expected: AmountEditor
  ) {
    let now = controller
    let before = State(expected)
    expect(
      effects.announcement == effects.rejection.map { now.configuration.message(for: $0) },
      "the announcement \(String(describing: effects.announcement)) is not the message of the "
        + "rejection \(String(describing: effects.rejection))")
    switch path {
    case .deferred:
      expect(effects == .none, "\(call) while composing wrote into the host: \(effects)")
      expect(now.isComposing, "\(call) while composing ended the composition")
      expect(now.editor == prior.editor, "\(call) while composing changed the field at once")
      pendingSets = true
      return
    case .refusedWhileComposing:
      var caretMove = false
      if case .apply(let edit) = call {
        switch edit.base {
        case .select, .moveLeft, .moveRight, .moveToStart, .moveToEnd: caretMove = true
        default: break
        }
      }
      if caretMove {
        expect(effects == .none, "a caret move while composing asked for \(effects)")
      } else {
        expect(effects.rejection == .composing, "\(call) while composing was not refused")
        expect(effects.display == nil, "\(call) while composing wrote into the host")
      }
      expect(now.editor == prior.editor, "\(call) while composing changed the field")
      expect(now.isComposing, "\(call) while composing ended the composition")
      return
    case .commitThenSets:
      // The commit's own checks do not hold once the sets followed; the
      // host shows the controller's state (checked after carrying out).
      pendingSets = false
      expect(!effects.hostAppliesChange, "hostAppliesChange after the composition ended")
      return
    case .hostComposes:
      var wanted = AmountInputEffects()
      wanted.hostAppliesChange = true
      expect(effects == wanted, "a change request while composing must only let the host apply it")
      expect(now.isComposing, "the host applies a change, but the controller does not compose")
      expect(
        now.editor == prior.editor, "a change request while composing changed the field")
      return
    case .stillMarked:
      expect(effects == .none, "a report while text is marked asked for something")
      expect(now.editor == prior.editor, "a report while text is marked changed the field")
      return
    case .keyboard:
      var wanted = AmountInputEffects()
      if now.keyboardLayout != prior.keyboardLayout { wanted.keyboardLayout = now.keyboardLayout }
      expect(effects == wanted, "the sign-key bar allowed or not asked for \(effects)")
      expect(
        now.editor == prior.editor && now.isComposing == prior.isComposing,
        "the sign-key bar allowed or not changed the field")
      return
    case .configuration:
      if case .setConfiguration(let configuration) = call, configuration == prior.configuration {
        expect(effects == .none, "the same configuration again asked for something")
        return
      }
    default: break
    }
    expect(!effects.hostAppliesChange, "hostAppliesChange is true, but no text is composed")
    expect(!now.isComposing, "the controller still composes after \(call)")
    let rejected = effects.rejection != nil
    var typedKeys = 0
    if case .apply(let edit) = call, case .insert(let keys) = edit.base { typedKeys = keys.count }
    let added = now.editor.recordedUndoSteps - prior.editor.recordedUndoSteps
    let changed =
      now.editor.draft != prior.editor.draft || now.editor.expression != prior.editor.expression
    // A multi-key insert refused part way carries out the keys it took.
    let partial = rejected && typedKeys > 1 && (added > 0 || changed)
    let carriedOut = !rejected || partial
    let textChanged = prior.text != now.text
    let valueChanged = prior.value != now.value
    let shownDiffers = shown.text != now.text
    // Display and accessibility value: exactly when the host does not show
    // the controller's text and selection, or the text changed. A value or
    // configuration set while the host composes replaces its marked text.
    if hostPassed || !(prior.isComposing || shown.markedRange != nil) {
      let needsDisplay = shownDiffers || (shown.selection.map { $0 != now.selection } ?? false)
      expect(
        (effects.display != nil) == needsDisplay,
        needsDisplay
          ? "no display, but the host does not show the controller's text and selection"
          : "a display, but the host already shows the controller's text and selection")
      // A new configuration may speak the same text otherwise (another
      // currency, a plain number): it always refreshes the spoken value. A
      // value that changed under the same text (the typed zero of `$0.`
      // deleted) is spoken anew.
      let speaksAnew = shownDiffers || textChanged || valueChanged || path == .configuration
      expect(
        effects.accessibilityValueChanged == speaksAnew,
        "accessibilityValueChanged \(effects.accessibilityValueChanged), but the shown text "
          + "changed: \(shownDiffers), the text changed: \(textChanged), the value changed: "
          + "\(valueChanged)")
    } else if path == .program || path == .configuration {
      expect(
        effects.display != nil && effects.accessibilityValueChanged,
        "\(call) while composing does not replace the host's marked text")
    }
    if let display = effects.display {
      expect(
        display.text == now.text && display.selection == now.selection,
        "the display is not the controller's text and selection")
    }
    if path == .configuration {
      expect(
        (effects.keyboardLayout != nil) == (now.keyboardLayout != prior.keyboardLayout)
          && (effects.keyboardLayout ?? now.keyboardLayout) == now.keyboardLayout,
        "the keyboard layout effect does not follow the layout's change")
    } else {
      expect(effects.keyboardLayout == nil, "a keyboard layout without a new configuration")
    }
    // Rejections: nothing changes (a multi-key insert may have moved the
    // caret, or taken keys: then it is carried out below).
    if rejected {
      switch path {
      case .userEdit, .announcedEdit, .undoStep, .end: break
      default: fail("a rejection for an event that cannot be refused")
      }
      if path != .end && !partial {
        if typedKeys > 1 {
          expect(
            now.text == before.text && now.value == before.value,
            "a rejected insert changed the text or the value without an undo step")
        } else {
          expect(State(now.editor) == before, "a rejected event changed text, selection or value")
        }
        expect(effects.undo == .none, "a rejected event touched the undo registrations")
        expect(effects.events.isEmpty, "a rejected event sent control events")
        expect(effects.change == nil, "a rejected event reported a change")
      }
    }
    // Undo registrations: one per step the field recorded.
    switch path {
    case .userEdit, .announcedEdit:
      if carriedOut {
        expect(
          effects.undo == (added > 0 ? .register(.undo, count: added) : .none),
          "\(added) undo steps recorded, registered \(effects.undo)")
        if typedKeys > 1 {
          expect(
            added <= typedKeys && (added > 0 || !changed),
            "typing \(typedKeys) characters recorded \(added) undo steps (changed: \(changed))")
        } else {
          expect(
            added == (changed ? 1 : 0),
            "an edit recorded \(added) undo steps (the amount changed: \(changed))")
        }
      }
    case .undoStep(let step):
      expect(
        effects.undo == (rejected ? .none : .register(step == .undo ? .redo : .undo)),
        "\(step) registered \(effects.undo)")
    case .end, .program, .configuration:
      expect(effects.undo == .removeAll, "the field's registrations were not removed")
    default:
      expect(effects.undo == .none, "an event that is not an edit touched the undo registrations")
    }
    // Control events.
    let events = effects.events
    switch path {
    case .userEdit, .undoStep:
      expect(
        events.contains(.editingChanged) == (textChanged && carriedOut),
        "editingChanged \(events.contains(.editingChanged)), text changed \(textChanged)")
      expect(
        events.contains(.valueChanged) == (valueChanged && carriedOut),
        "valueChanged \(events.contains(.valueChanged)), value changed \(valueChanged)")
    case .announcedEdit:
      expect(!events.contains(.editingChanged), "editingChanged for a change the host announced")
      expect(
        events.contains(.valueChanged) == (valueChanged && carriedOut),
        "valueChanged \(events.contains(.valueChanged)), value changed \(valueChanged)")
    case .end:
      let committed = prior.isComposing || shown.text != prior.text
      expect(!events.contains(.editingChanged), "editingChanged at end of editing")
      expect(
        !valueChanged || events.contains(.valueChanged),
        "the value changed at end of editing without valueChanged")
      expect(
        !events.contains(.valueChanged) || valueChanged || committed,
        "valueChanged at end of editing, but the value did not change")
    default:
      expect(events.isEmpty, "control events \(events) for an event that changes no text")
    }
    // Change reports.
    switch path {
    case .userEdit, .announcedEdit, .undoStep, .program:
      if carriedOut {
        if let change = effects.change {
          expect(
            change.value == now.value && change.valueChanged == valueChanged
              && change.textChanged == textChanged && (textChanged || valueChanged),
            "the change report \(change) does not match (text changed \(textChanged), value "
              + "changed \(valueChanged))")
        } else {
          expect(!textChanged && !valueChanged, "the text or the value changed without a report")
        }
      }
    case .configuration:
      expect(
        effects.change.map {
          $0.value == now.value && $0.valueChanged == valueChanged && $0.textChanged == textChanged
        } ?? false,
        "the change report \(String(describing: effects.change)) of a new configuration does not "
          + "match")
    case .end:
      if let change = effects.change {
        expect(change.value == now.value, "the change report's value is not the value")
      }
    case .selection, .caretMove, .begin:
      expect(
        now.text == prior.text && now.value == prior.value && effects.change == nil,
        "an event that is not an edit changed the text or the value")
    case .hostComposes, .stillMarked, .keyboard, .deferred, .refusedWhileComposing, .commitThenSets:
      break
    }
    switch path {
    case .begin: expect(now.isEditing, "not editing after beginEditing")
    case .end: expect(!now.isEditing, "still editing after \(call)")
    case .program:
      // Set while editing: the field stays editing (contract).
      expect(now.isEditing == prior.isEditing, "\(call) changed whether the field is editing")
    default: break
    }
  }

  /// After the host carried out an event's effects: it shows what the
  /// controller holds, and its undo manager holds what the field recorded.
  func verifyHost() {
    if !controller.isComposing {
      expect(
        host.shown.markedRange == nil,
        "the host keeps marked text the controller no longer composes")
      expect(host.shown.text == controller.text, "the host shows another text than the controller")
      if let selection = host.shown.selection {
        expect(
          selection == controller.selection, "the host shows another selection than the controller")
      }
      expect(
        host.accessibilityValue == accessibilityValue,
        "the host's accessibility value \(host.accessibilityValue.debugDescription) is not the "
          + "controller's \(accessibilityValue.debugDescription)")
    }
    expect(
      host.keyboardLayout == controller.keyboardLayout,
      "the host's keyboard layout is not the controller's")
    let manager = host.undoManager
    let editor = controller.editor
    expect(
      misfiled == nil, "an action for \(String(describing: misfiled)) landed on the wrong stack")
    expect(
      manager.undoCount == undoModel.matched + undoModel.orphans
        && manager.redoCount == undoModel.redo,
      "the host holds \(manager.undoCount) undo and \(manager.redoCount) redo actions, "
        + "the field recorded \(undoModel)")
    expect(
      undoModel.matched <= editor.undoDepth && undoModel.redo <= editor.redoStack.count
        && (undoModel.orphans == 0 || undoModel.matched == editor.undoDepth),
      "the host's actions \(undoModel) do not match the field's \(editor.undoDepth) undo and "
        + "\(editor.redoStack.count) redo steps")
  }
}
