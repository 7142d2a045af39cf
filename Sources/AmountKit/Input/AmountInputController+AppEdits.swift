import Foundation

// What the app and the host's own controls ask for: a value set, undo and
// redo, Return, caret moves and steps, a new configuration.

extension AmountInputController {
  /// The program sets the value: formatted at rest, rounded to the
  /// fraction digits, a new undo history. No control event is sent
  /// (``AmountInputChange/isUserInitiated`` is false).
  ///
  /// While the user edits, the field stays editing: it shows the value
  /// formatted at rest with the caret at the end of the number, and the
  /// change is reported once (contract: "Set while editing"). While an
  /// input method composes, the value is applied when the composition
  /// ends, as if set right after it: nothing is written over marked text.
  ///
  /// - Parameter value: The new value; nil clears the field.
  /// - Returns: What the host must do.
  public mutating func setValue(_ value: Decimal?) -> AmountInputEffects {
    if isComposing {
      pendingValue = .some(value)
      return .none
    }
    awaitsHostPlacement = false
    return run(.setValue(value), host: nil)
  }

  /// The user invoked an undo action the host registered for `step`.
  ///
  /// - Parameter step: The step the action was registered with.
  /// - Returns: What the host must do; a rejection
  ///   (``AmountRejection/nothingToUndo``, ``AmountRejection/nothingToRedo``)
  ///   when there is nothing to do.
  public mutating func perform(_ step: AmountUndoStep) -> AmountInputEffects {
    if isComposing { return refused(.composing) }
    awaitsHostPlacement = false
    switch step.base {
    case .undo: return run(.undo, host: nil)
    case .redo: return run(.redo, host: nil)
    }
  }

  /// The Return key (Enter). With an expression open (see
  /// ``AmountFieldConfiguration/arithmetic``) it is `=`: the expression is
  /// replaced by its result and editing goes on, so the host must not end
  /// editing nor run its own Return action. Otherwise nil: the host does
  /// what Return does.
  ///
  /// While the host composes (marked text), Return belongs to the input
  /// method: nil.
  ///
  /// - Returns: What the host must do, or nil when Return is the host's.
  public mutating func returnKey() -> AmountInputEffects? {
    guard let edit = editor.returnKeyEdit, !isComposing else { return nil }
    return run(edit, host: nil)
  }

  /// An edit the host reports as such (arrow keys, Home and End, select
  /// all, a key of an input accessory), applied to what the controller
  /// shows, by a host that is editing the field.
  ///
  /// While an input method composes, caret moves are the input method's
  /// (nothing happens) and every other edit is refused with
  /// ``AmountRejection/composing``.
  ///
  /// - Parameter edit: The edit.
  /// - Returns: What the host must do.
  public mutating func apply(_ edit: AmountEdit) -> AmountInputEffects {
    if isComposing { return edit.kind == .caretMove ? .none : refused(.composing) }
    awaitsHostPlacement = false
    return run(edit, host: nil)
  }

  /// An edit the host reports as such (a step from an app's stepper or
  /// VoiceOver's adjustable action, the sign key, arrow keys), with what
  /// the host shows.
  ///
  /// A host that is not editing the field (``AmountHostState/selection``
  /// is nil: not first responder) gets the edit followed by end of
  /// editing: the new value is shown at rest and reported once, with no
  /// `editingChanged` and no undo step, and the field is never left
  /// editing while its host is not (contract: "Stepping"). While the host
  /// composes marked text, caret moves are the input method's and every
  /// other edit is refused with ``AmountRejection/composing``.
  ///
  /// - Parameters:
  ///   - edit: The edit.
  ///   - host: What the host shows now.
  /// - Returns: What the host must do.
  public mutating func apply(_ edit: AmountEdit, host: AmountHostState) -> AmountInputEffects {
    if isComposing || host.composes {
      isComposing = true
      return edit.kind == .caretMove ? .none : refused(.composing)
    }
    guard host.selection == nil, !editor.isEditing else { return apply(edit) }
    if edit.kind == .caretMove || edit.kind == .beginEditing { return .none }
    let result = editor.performEndingEditing(edit)
    if let reason = result.outcome.rejection { return refused(reason) }
    var effects = AmountInputEffects()
    let textChanged = result.changes.contains(.text)
    let valueChanged = result.changes.contains(.value)
    show(in: &effects, host: host, textChanged: textChanged)
    if valueChanged && AmountInputChange.isUserInitiated(edit.kind) {
      effects.events.insert(.valueChanged)
    }
    if textChanged || valueChanged {
      effects.change = AmountInputChange(
        edit: edit, textChanged: textChanged, valueChanged: valueChanged, value: editor.value)
    }
    return effects
  }

  /// The effects of an edit refused before it reached the editor.
  func refused(_ reason: AmountRejection) -> AmountInputEffects {
    var effects = AmountInputEffects()
    effects.rejection = reason
    effects.announcement = configuration.message(for: reason)
    return effects
  }

  /// Replaces the configuration, keeping the value (rounded to the new
  /// fraction digits), staying in editing when the field was, and starting
  /// a new undo history.
  ///
  /// - Parameter configuration: The new configuration.
  /// - Returns: What the host must do.
  /// - Precondition: `configuration` is valid (see
  ///   ``AmountFieldConfiguration/validate()``); check one that comes from
  ///   outside with `validate()` first.
  public mutating func setConfiguration(_ configuration: AmountFieldConfiguration)
    -> AmountInputEffects
  {
    if isComposing {
      settings = Settings(keyboardRegion: keyboardRegion, pendingConfiguration: configuration)
      return .none
    }
    guard configuration != self.configuration else { return .none }
    let shown = hostState
    let oldLayout = keyboardLayout
    let result = editor.reconfigure(configuration)
    // Another format speaks otherwise.
    settings = Settings(keyboardRegion: keyboardRegion, pendingConfiguration: pendingConfiguration)
    declareHostDecimalKey()
    var effects = AmountInputEffects()
    show(in: &effects, host: shown, textChanged: result.changes.contains(.text))
    // Another currency or a plain number is spoken otherwise, whatever the
    // text.
    effects.accessibilityValueChanged = true
    effects.undo = .removeAll
    let value = editor.value
    effects.change = AmountInputChange(
      edit: .setValue(value), textChanged: result.changes.contains(.text),
      valueChanged: result.changes.contains(.value), value: value)
    if keyboardLayout != oldLayout { effects.keyboardLayout = keyboardLayout }
    return effects
  }

  /// Applies what the app set while an input method composed, once the
  /// composition has ended, after the effects of the commit.
  mutating func applyPendingSets(after committed: AmountInputEffects)
    -> AmountInputEffects
  {
    var effects = committed
    if let configuration = pendingConfiguration {
      settings = Settings(keyboardRegion: keyboardRegion)
      effects = effects.followed(by: setConfiguration(configuration))
    }
    if let value = pendingValue {
      pendingValue = nil
      effects = effects.followed(by: setValue(value))
    }
    return effects
  }
}
