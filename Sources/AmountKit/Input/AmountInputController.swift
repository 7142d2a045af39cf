import Foundation

/// Everything an amount text field decides, independent of any UI
/// framework: which edit a host's change request means, what happens to
/// marked text, focus, undo registrations, control events, the keyboard
/// and the accessibility value.
///
/// The controller is a state machine. A host reports each event of its
/// widget with what the widget shows (``AmountHostState``) and gets back
/// ``AmountInputEffects``: everything it must do. The controller never
/// calls the host, so an adapter keeps it in a stored property, calls it,
/// and applies the effects afterwards; there are no reentrancy rules.
///
/// ```swift
/// func textField(
///   _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
///   replacementString string: String
/// ) -> Bool {
///   let effects = controller.shouldChangeCharacters(
///     in: range, replacementString: string, host: state(of: textField))
///   apply(effects, to: textField)
///   return effects.hostAppliesChange
/// }
/// ```
///
/// Rules the controller applies:
/// - A change request is read by the one interpreter of host edits
///   (contract: "Host edits"): an empty replacement of the character
///   before the caret is backspace, of the one after it forward delete, of
///   the selection a deletion of the selection; one character typed over
///   the selection is a keystroke, more a paste (dictation, autocorrect,
///   the edit menu); any other range is a raw edit. The host never applies
///   a change itself (``AmountInputEffects/hostAppliesChange`` is false)
///   except while an input method composes marked text.
/// - While marked text is composed (an input method, a dead key, or
///   dictation's placeholder) the host edits freely and the controller
///   writes no text and no selection (contract: "While an input method
///   composes"); the committed text is one edit. The sign key and steps are
///   refused then (``AmountRejection/composing``), arrow keys and Return
///   are the input method's (``handlesArrowKeys(host:)``,
///   ``returnKey()``), and a value or configuration the app sets is applied
///   when the composition ends.
/// - Each accepted edit that changes the text or the value is one undo
///   registration; an undo registers its redo and a redo its undo. End of
///   editing, setting a value and a new configuration remove the field's
///   registrations (the editor keeps its own history).
///
/// The controller is a value: copy it to keep a state.
public struct AmountInputController: Sendable {
  /// The editing engine holding text, selection, value and undo history.
  public private(set) var editor: AmountEditor

  /// Whether an input method is composing marked text: the host's text may
  /// then differ from ``text`` until the composition is committed.
  public private(set) var isComposing = false

  /// The field's format, entry mode and limits, as the app set them.
  public var configuration: AmountFieldConfiguration { settings.configuration }

  /// The region whose decimal separator the host's keyboard shows on its
  /// one separator key, as the host declared it with
  /// ``setKeyboardRegion(_:)``; nil when the host did not.
  public var keyboardRegion: Locale? { settings.keyboardRegion }

  /// What the app set while an input method composed, applied when the
  /// composition ends (contract: "While an input method composes").
  private var pendingConfiguration: AmountFieldConfiguration? { settings.pendingConfiguration }
  private var pendingValue: Decimal??

  /// What the app and the host set, behind one reference: a format holds
  /// a `Locale`, whose layout is known only at run time, and stored here
  /// it made the controller's (and its host's) too, so that a keystroke
  /// looked up where the controller keeps its fields.
  private var settings: Settings

  /// See ``settings``; replaced whole when any of it changes.
  private final class Settings: Sendable {
    let configuration: AmountFieldConfiguration
    let keyboardRegion: Locale?
    let pendingConfiguration: AmountFieldConfiguration?

    init(
      configuration: AmountFieldConfiguration, keyboardRegion: Locale? = nil,
      pendingConfiguration: AmountFieldConfiguration? = nil
    ) {
      self.configuration = configuration
      self.keyboardRegion = keyboardRegion
      self.pendingConfiguration = pendingConfiguration
    }
  }

  /// Editing began and the host may still place its caret (UIKit places
  /// it at the tap after `textFieldDidBeginEditing`): the focus policy is
  /// applied again by ``beginEditingDidSettle(host:)``.
  private var awaitsHostPlacement = false

  /// Creates a controller for a field at rest showing `value` (or empty).
  ///
  /// - Parameters:
  ///   - configuration: The field's format, entry mode and limits.
  ///   - value: The initial value.
  /// - Precondition: `configuration` is valid (see
  ///   ``AmountFieldConfiguration/validate()``); build a controller from a
  ///   configuration that comes from outside with
  ///   ``init(validating:value:)``, which throws instead of trapping.
  public init(configuration: AmountFieldConfiguration, value: Decimal? = nil) {
    settings = Settings(configuration: configuration)
    self.editor = AmountEditor(configuration: configuration, value: value)
  }

  /// Creates a controller for a field at rest showing `value` (or empty),
  /// from a configuration that may be invalid.
  ///
  /// - Parameters:
  ///   - configuration: The field's format, entry mode and limits.
  ///   - value: The initial value.
  /// - Throws: ``AmountConfigurationError`` when `configuration` is not
  ///   valid (see ``AmountFieldConfiguration/validate()``).
  public init(validating configuration: AmountFieldConfiguration, value: Decimal? = nil)
    throws(AmountConfigurationError)
  {
    settings = Settings(configuration: configuration)
    self.editor = try AmountEditor(validating: configuration, value: value)
  }

  /// The text the field should show.
  public var text: String { editor.text }

  /// The selection the field should show, in UTF-16 units.
  public var selection: Range<Int> { editor.selection }

  /// The exact value, or nil when the field holds no amount.
  public var value: Decimal? { editor.value }

  /// Whether the field is being edited.
  public var isEditing: Bool { editor.isEditing }

  /// What a host shows once it has applied every effect: the controller's
  /// text and selection, nothing marked.
  public var hostState: AmountHostState { AmountHostState(text: text, selection: selection) }

  /// Whether the host may show an accessory bar above its keyboard (Done,
  /// and `±` where negatives are allowed: see ``AmountKeyboardLayout``);
  /// false until the host says so with ``setAccessoryBarAllowed(_:)``.
  public private(set) var accessoryBarAllowed = false

  /// The keyboard the field should ask for, and the keys of the accessory
  /// bar.
  public var keyboardLayout: AmountKeyboardLayout {
    AmountKeyboardLayout(configuration: configuration, accessoryBarAllowed: accessoryBarAllowed)
  }

  /// The keyboard the field should ask for.
  public var keyboard: AmountKeyboard { keyboardLayout.keyboard }

  /// The host can (or can no longer) show an accessory bar above its
  /// keyboard: a UIKit field can, unless the app turned it off or supplies
  /// an input accessory of its own.
  ///
  /// - Parameter allowed: Whether the host may show the bar.
  /// - Returns: What the host must do: the new layout, when it changed.
  public mutating func setAccessoryBarAllowed(_ allowed: Bool) -> AmountInputEffects {
    let before = keyboardLayout
    accessoryBarAllowed = allowed
    var effects = AmountInputEffects()
    if keyboardLayout != before {
      effects.keyboardLayout = keyboardLayout
      declareHostDecimalKey()
    }
    return effects
  }

  /// The host's keyboard shows the decimal separator of `region` on its one
  /// separator key (iOS's decimal pad shows the device region's, whatever
  /// the field's locale): the UIKit adapter declares `Locale.current`, and
  /// again when the device's region changes.
  ///
  /// While the field asks for a keyboard with one separator key
  /// (``AmountKeyboard/separatorKey(region:)``) and its configuration
  /// declares no ``AmountFieldConfiguration/hostDecimalKey`` of its own,
  /// that key is then the field's host decimal key: always a decimal key
  /// (contract: "The host's decimal key"). It changes which keys are
  /// decimal keys, nothing that is shown.
  ///
  /// - Parameter region: The device's region, or nil for none.
  public mutating func setKeyboardRegion(_ region: Locale?) {
    settings = Settings(
      configuration: configuration, keyboardRegion: region,
      pendingConfiguration: pendingConfiguration)
    declareHostDecimalKey()
  }

  /// Gives the editor the host decimal key the configuration or the
  /// keyboard and region declare.
  private mutating func declareHostDecimalKey() {
    let key =
      configuration.hostDecimalKey ?? keyboardRegion.flatMap(keyboard.separatorKey(region:))
    editor.declareHostDecimalKey(key)
  }

  /// Whether VoiceOver's swipe up and down may step the field (the
  /// `.adjustable` trait): only while it is not being edited. While editing,
  /// those swipes move the insertion point, which VoiceOver users need;
  /// a hardware keyboard's Up and Down arrows step then.
  public var isAccessibilityAdjustable: Bool { !editor.isEditing }

  /// Whether the field takes the Up and Down arrow keys (stepping) before
  /// the text system: not while an input method composes, which moves
  /// through its candidates with them (contract: "While an input method
  /// composes").
  ///
  /// - Parameter host: What the host shows now.
  /// - Returns: Whether to handle the arrow keys.
  public func handlesArrowKeys(host: AmountHostState) -> Bool {
    !isComposing && !host.composes
  }

  /// What assistive technologies read for the field's value.
  ///
  /// For a currency it is Foundation's own full-name presentation of the
  /// value in the field's locale (`-115.00 US dollars`, `1.234,50 Euro`),
  /// so that a symbol shown only as a prefix, a minus sign or bidi marks
  /// are never misread; the shown text is unchanged. While typing it speaks
  /// the value typed so far (`$1,234.` is "1,234.00 US dollars"). A plain
  /// number (`28 lbs`) reads as the text shown, without bidi and other
  /// invisible marks. An empty field reads as an empty string (the host's
  /// placeholder or label is read instead); a lone minus sign as that sign.
  public var accessibilityValue: String {
    let format = configuration.format
    guard let value = editor.value, let code = format.currencyCode else {
      return Self.withoutInvisibleMarks(editor.text)
    }
    var style = Decimal.FormatStyle.Currency(code: code, locale: format.locale)
      .presentation(.fullName).rounded(rule: format.roundingRule)
    if format.fractionDigits != format.pattern.defaultFractionDigits {
      style = style.precision(.fractionLength(format.fractionDigits))
    }
    return format.prefix + style.format(value) + format.suffix
  }

  // MARK: Host events

  /// The host asks whether to replace `range` with `string`
  /// (`textField(_:shouldChangeCharactersIn:replacementString:)`, a GTK
  /// entry's insert or delete signal, a replay's `replace` step).
  ///
  /// A range out of the text is clamped to it; one that splits a surrogate
  /// pair or a grapheme is widened to whole characters; a range whose
  /// location is `NSNotFound` stands for the host's selection. When the
  /// host's text is not the controller's (a program wrote to the widget),
  /// that text is taken as one edit first and the request, which refers to
  /// a text that is gone, is dropped.
  ///
  /// - Parameters:
  ///   - range: The UTF-16 range the host wants to replace.
  ///   - string: The replacement; empty for a deletion.
  ///   - host: What the host shows now.
  /// - Returns: What the host must do; return its
  ///   ``AmountInputEffects/hostAppliesChange`` to the text system.
  public mutating func shouldChangeCharacters(
    in range: NSRange, replacementString string: String, host: AmountHostState
  ) -> AmountInputEffects {
    awaitsHostPlacement = false
    // The host's text shows dictation's placeholder only after the host
    // applied it, when the controller already knows it composes.
    // The placeholder is three UTF-8 bytes: a key's one byte is no
    // placeholder, known without walking the string.
    if isComposing || host.markedRange != nil
      || (string.utf8.count >= 3 && string.utf16.contains(AmountHostState.dictationPlaceholder))
    {
      // The input method's (or dictation's placeholder): the host edits
      // freely until the composition ends.
      return composedByHost()
    }
    if host.text != editor.text { return textDidChange(host: host) }
    if let hostSelection = host.selection, hostSelection != editor.selection {
      editor.apply(.select(hostSelection))
    }
    let length = editor.layout.utf16Count
    let target =
      Range(hostRange: range, length: length) ?? host.selection?.clamped(toLength: length)
      ?? editor.selection
    // The editor takes the request directly: no AmountEdit is made (and
    // copied in and out of the editor's switch). A change report keeps a
    // digit key or backspace as its range and byte, and makes the edit
    // only when it is read.
    var keystroke: AmountEditor.HostKeystroke?
    let result = editor.applyReplace(target, with: string, keystroke: &keystroke)
    var effects = AmountInputEffects(
      change: Self.changeReport(
        of: result, in: &editor,
        edit: { .replace(target, with: string, keystroke: keystroke) }))
    Self.describe(
      result, of: &editor, settings: settings, kind: .userEdit, shown: host, hostAnnounced: false,
      into: &effects)
    return effects
  }

  /// A change the host applies itself, as an input method composes.
  @inline(never)
  private mutating func composedByHost() -> AmountInputEffects {
    isComposing = true
    var effects = AmountInputEffects()
    effects.hostAppliesChange = true
    return effects
  }

  /// The multi-range form of a change request (UIKit from iOS 26,
  /// `textField(_:shouldChangeCharactersInRanges:replacementString:)`).
  ///
  /// An amount's digits are contiguous, so the ranges are read as the one
  /// range that spans them; ranges whose location is `NSNotFound` are left
  /// out, and when none is left the request stands for the selection.
  ///
  /// - Parameters:
  ///   - ranges: The UTF-16 ranges the host wants to replace.
  ///   - string: The replacement; empty for a deletion.
  ///   - host: What the host shows now.
  /// - Returns: What the host must do.
  public mutating func shouldChangeCharacters(
    inRanges ranges: [NSRange], replacementString string: String, host: AmountHostState
  ) -> AmountInputEffects {
    let hull = Self.spanningRange(of: ranges)
    return shouldChangeCharacters(in: hull, replacementString: string, host: host)
  }

  /// The one range that spans `ranges`, leaving out those whose location is
  /// `NSNotFound`; `NSNotFound` (the selection) when none is left.
  ///
  /// An adapter whose app delegate implements only the single-range
  /// request asks it with this range.
  ///
  /// - Parameter ranges: The UTF-16 ranges of a multi-range request.
  /// - Returns: The range spanning them.
  public static func spanningRange(of ranges: [NSRange]) -> NSRange {
    var lower = Int.max
    var upper = Int.min
    for range in ranges where range.location != NSNotFound {
      let (end, overflow) = range.location.addingReportingOverflow(max(range.length, 0))
      lower = min(lower, range.location)
      upper = max(upper, overflow ? Int.max : end)
    }
    guard lower <= upper else { return NSRange(location: NSNotFound, length: 0) }
    let (length, overflow) = upper.subtractingReportingOverflow(lower)
    return NSRange(location: lower, length: overflow ? Int.max : length)
  }

  /// An input method is about to set marked text, before the host asks
  /// ``shouldChangeCharacters(in:replacementString:host:)`` for it.
  ///
  /// A host that can observe the start of a composition (a `UITextField`
  /// subclass overriding `setMarkedText(_:selectedRange:)`) reports it, so
  /// that even the first provisional character is left to the input
  /// method. Hosts that cannot are still handled: the controller notices
  /// marked text in ``AmountHostState/markedRange``. There is nothing to do.
  public mutating func markedTextWillChange() {
    isComposing = true
  }

  /// The host changed its own text: an input method committed or updated
  /// marked text, the clear button emptied the field, or a program wrote
  /// to the widget.
  ///
  /// While text is still marked this does nothing. Otherwise the
  /// difference between the host's text and ``text`` is applied as one
  /// edit (a committed composition of several characters is one paste) and
  /// the host shows the result; a rejected one sends the host back to the
  /// text before it. No `editingChanged` is sent: the host announced its
  /// own change.
  ///
  /// - Parameter host: What the host shows now.
  /// - Returns: What the host must do.
  public mutating func textDidChange(host: AmountHostState) -> AmountInputEffects {
    if host.composes {
      isComposing = true
      return .none
    }
    let wasComposing = isComposing
    isComposing = false
    awaitsHostPlacement = false
    guard host.text != editor.text else {
      return wasComposing ? applyPendingSets(after: effects(showing: host)) : .none
    }
    let (range, replacement) = editor.text.utf16Difference(to: host.text)
    let committed = run(.replace(range, with: replacement), host: host, hostAnnounced: true)
    return wasComposing ? applyPendingSets(after: committed) : committed
  }

  /// The host's selection changed (a tap, a drag, the arrow keys, the
  /// host's own echo of a selection it was told to show).
  ///
  /// A caret or selection edge inside the prefix or suffix is moved to the
  /// nearest edge of the number. When a composition was under way and the
  /// host no longer has marked text, the composition has been committed
  /// (`unmarkText()` reports only a selection change) and is applied as by
  /// ``textDidChange(host:)``.
  ///
  /// - Parameter host: What the host shows now.
  /// - Returns: What the host must do.
  public mutating func selectionDidChange(host: AmountHostState) -> AmountInputEffects {
    if isComposing && !host.composes { return textDidChange(host: host) }
    guard !isComposing, !host.composes, host.text == editor.text,
      let hostSelection = host.selection, hostSelection != editor.selection
    else { return .none }
    editor.apply(.select(hostSelection))
    return effects(showing: host)
  }

  /// Editing begins (the field became first responder): the selection goes
  /// where the configuration's ``AmountFieldConfiguration/onBegin`` says
  /// (the end of the number by default; `keep` keeps the host's).
  ///
  /// A host that places its caret after reporting the start of editing
  /// (UIKit puts it at the tap point after `textFieldDidBeginEditing`)
  /// calls ``beginEditingDidSettle(host:)`` once it has, so that the focus
  /// policy wins over that placement.
  ///
  /// - Parameter host: What the host shows now.
  /// - Returns: What the host must do.
  public mutating func beginEditing(host: AmountHostState) -> AmountInputEffects {
    if isComposing {
      // A composition the host dropped: what the app set meanwhile applies.
      isComposing = false
      let effects = applyPendingSets(after: .none)
      let shown = effects.display.map { AmountHostState(text: $0.text, selection: $0.selection) }
      return effects.followed(by: beginEditing(host: shown ?? host))
    }
    // The `keep` policy leaves a selection the host gave alone.
    if configuration.onBegin == .keep, host.text == editor.text, let given = host.selection {
      editor.apply(.select(given))
    }
    let effects = run(.beginEditing, host: host)
    awaitsHostPlacement = true
    return effects
  }

  /// The host has placed its caret after editing began: UIKit places it at
  /// the tap point after `textFieldDidBeginEditing`, so the UIKit adapter
  /// calls this on the next turn of the main run loop. The focus policy
  /// (``AmountFieldConfiguration/onBegin``) is applied again: `end` puts
  /// the caret back at the end of the number, `selectAll` selects the
  /// number again, `keep` keeps the host's placement.
  ///
  /// Nothing happens when the user edited in between (a key, a paste, a
  /// step), when an input method composes, or when it was called already.
  ///
  /// - Parameter host: What the host shows now.
  /// - Returns: What the host must do.
  public mutating func beginEditingDidSettle(host: AmountHostState) -> AmountInputEffects {
    guard awaitsHostPlacement else { return .none }
    awaitsHostPlacement = false
    guard editor.isEditing, !isComposing, !host.composes, host.text == editor.text,
      let placed = host.selection
    else { return .none }
    if configuration.onBegin == .keep {
      editor.apply(.select(placed))
    } else {
      editor.apply(.beginEditing)
    }
    return effects(showing: host)
  }

  /// Editing ends (the field resigned first responder): the field shows
  /// the value at rest. This is not an undo step; the field's undo
  /// registrations are removed.
  ///
  /// A composition the host has already committed (no marked text left) is
  /// applied first, as by ``textDidChange(host:)``; one still marked is
  /// dropped.
  ///
  /// - Parameter host: What the host shows now.
  /// - Returns: What the host must do.
  public mutating func endEditing(host: AmountHostState) -> AmountInputEffects {
    awaitsHostPlacement = false
    var committed = AmountInputEffects.none
    if !host.composes && (isComposing || host.text != editor.text) {
      committed = textDidChange(host: host)
    }
    if isComposing {
      // A composition still marked is dropped; what the app set meanwhile
      // applies now.
      isComposing = false
      committed = applyPendingSets(after: committed)
    }
    let shown = committed.display.map { AmountHostState(text: $0.text, selection: $0.selection) }
    return committed.followed(by: run(.endEditing, host: shown ?? host))
  }

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
  private func refused(_ reason: AmountRejection) -> AmountInputEffects {
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
      settings = Settings(
        configuration: self.configuration, keyboardRegion: keyboardRegion,
        pendingConfiguration: configuration)
      return .none
    }
    guard configuration != self.configuration else { return .none }
    let shown = hostState
    let oldLayout = keyboardLayout
    settings = Settings(
      configuration: configuration, keyboardRegion: keyboardRegion,
      pendingConfiguration: pendingConfiguration)
    let result = editor.reconfigure(configuration)
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
  private mutating func applyPendingSets(after committed: AmountInputEffects)
    -> AmountInputEffects
  {
    var effects = committed
    if let configuration = pendingConfiguration {
      settings = Settings(
        configuration: self.configuration, keyboardRegion: keyboardRegion)
      effects = effects.followed(by: setConfiguration(configuration))
    }
    if let value = pendingValue {
      pendingValue = nil
      effects = effects.followed(by: setValue(value))
    }
    return effects
  }

  // MARK: Running an edit

  /// Applies one edit to the editor and describes what the host must do.
  ///
  /// - Parameters:
  ///   - edit: The edit.
  ///   - host: What the host shows, or nil when it shows the controller's
  ///     state from before the edit.
  ///   - hostAnnounced: Whether the host made and announced the change
  ///     itself (no `editingChanged` then).
  private mutating func run(
    _ edit: AmountEdit, host: AmountHostState?, hostAnnounced: Bool = false
  ) -> AmountInputEffects {
    let kind = edit.kind
    if let host { return run(edit, kind: kind, shown: host, hostAnnounced: hostAnnounced) }
    return run(edit, kind: kind, shown: hostState, hostAnnounced: hostAnnounced)
  }

  /// ``run(_:host:hostAnnounced:)`` with the edit's kind known (a host's
  /// change request is a user edit) and the host's state at hand.
  @inline(__always)
  private mutating func run(
    _ edit: AmountEdit, kind: AmountEdit.Kind, shown: borrowing AmountHostState,
    hostAnnounced: Bool
  ) -> AmountInputEffects {
    // The effects are built in place, in the one value returned: no copy
    // of them, nor a destruction of a copy, per keystroke.
    let result = editor.perform(edit)
    var effects = AmountInputEffects(
      change: Self.changeReport(of: result, in: &editor, edit: { .edit(edit) }))
    Self.describe(
      result, of: &editor, settings: settings, kind: kind, shown: shown,
      hostAnnounced: hostAnnounced, into: &effects)
    return effects
  }

  /// The report of the change an edit made to `editor`, which `result`
  /// describes; nil when it changed neither text nor value, or was
  /// refused. `edit` makes the record of the edit, only for a report (see
  /// ``AmountInputChange/EditRecord``). The editor is
  /// `inout` only to be read in place (see ``show(_:in:host:textChanged:)``).
  ///
  /// The report is given to the effects' initializer: assigned to effects
  /// made before, it destroyed the empty report it replaced, through
  /// `Optional`'s generic value witness, per keystroke.
  @inline(__always)
  private static func changeReport(
    of result: AmountEditResult, in editor: inout AmountEditor,
    edit: () -> AmountInputChange.EditRecord
  ) -> AmountInputChange? {
    let textChanged = result.changes.contains(.text)
    let valueChanged = result.changes.contains(.value)
    // A multi-character insert may have taken some keys before one was
    // refused: those are carried out like any edit.
    guard textChanged || valueChanged,
      result.outcome.isAccepted || result.recordedUndoSteps > 0
    else { return nil }
    // The value is read from the editor's typed amount when asked, where
    // that is the value and its tokens are inline (plain bytes); the
    // editor's fields are read, the editor itself is not copied.
    if editor.valueIsTypedAmount, let amount = editor.draft.plain {
      return AmountInputChange(
        edit: edit(), textChanged: textChanged, valueChanged: valueChanged, amount: amount,
        mode: editor.mode, fractionDigits: editor.fractionDigits)
    }
    return AmountInputChange(
      edit: edit().edit, textChanged: textChanged, valueChanged: valueChanged,
      value: editor.value)
  }

  /// Writes into `effects` (which hold the change report and nothing else
  /// yet) what a host showing `shown` must do after an edit of `kind` to
  /// `editor` (read in place), which `result` describes: the display, the
  /// rejection and its announcement in the language of `settings`, the undo
  /// registrations and the control events.
  @inline(__always)
  private static func describe(
    _ result: AmountEditResult, of editor: inout AmountEditor, settings: Settings,
    kind: AmountEdit.Kind, shown: borrowing AmountHostState, hostAnnounced: Bool,
    into effects: inout AmountInputEffects
  ) {
    let textChanged = result.changes.contains(.text)
    show(&editor, in: &effects, host: shown, textChanged: textChanged)
    if let reason = result.outcome.reason {
      // A refused edit, or an expression cleared at the end of editing.
      effects.rejection = reason
      effects.announcement = settings.configuration.message(for: reason)
      // A multi-character insert may have taken some keys before one was
      // refused: those are carried out like any edit.
      guard result.outcome.isAccepted || result.recordedUndoSteps > 0 else { return }
    }
    switch kind {
    case .undo:
      effects.undo = .register(.redo)
    case .redo:
      effects.undo = .register(.undo)
    case .setValue, .endEditing:
      effects.undo = .removeAll
    case .userEdit:
      // One registration per step the editor recorded. When its history
      // drops its oldest steps, the host's oldest actions outlive them and
      // are refused (nothingToUndo) when reached; laying the host's
      // registrations again would put them in one undo group.
      if result.recordedUndoSteps > 0 {
        effects.undo = .register(.undo, count: result.recordedUndoSteps)
      }
    case .caretMove, .beginEditing:
      break
    }
    if textChanged && AmountInputChange.isEditing(kind) && !hostAnnounced {
      effects.events.insert(.editingChanged)
    }
    if result.changes.contains(.value) && AmountInputChange.isUserInitiated(kind) {
      effects.events.insert(.valueChanged)
    }
  }

  /// Sets what a host showing `shown` must do to show the controller's
  /// state, after an event that changed the controller's text or not: the
  /// display when the host's text or selection differs, the accessibility
  /// value when either text changed.
  @inline(__always)
  private mutating func show(
    in effects: inout AmountInputEffects, host shown: borrowing AmountHostState, textChanged: Bool
  ) {
    Self.show(&editor, in: &effects, host: shown, textChanged: textChanged)
  }

  /// ``show(in:host:textChanged:)`` for `editor`, read in place: `inout`
  /// though nothing is changed, as a borrowed editor (or the controller's
  /// own, read by a method of it) was copied whole per keystroke.
  @inline(__always)
  private static func show(
    _ editor: inout AmountEditor, in effects: inout AmountInputEffects,
    host shown: borrowing AmountHostState, textChanged: Bool
  ) {
    // The text read once (a field of the editor's layout).
    let text = editor.layout.text
    // A text of another length differs, known without reading the bytes;
    // a host showing the controller's text shares its storage (an O(1)
    // comparison).
    let hostTextDiffers = shown.text.utf8.count != text.utf8.count || shown.text != text
    // A host that is not first responder has no selection to set.
    let selection = editor.selection
    let selectionDiffers = shown.selection.map { $0 != selection } ?? false
    if hostTextDiffers || selectionDiffers {
      effects.display = AmountInputDisplay(text: text, selection: selection)
    }
    effects.accessibilityValueChanged = hostTextDiffers || textChanged
  }

  /// What a host showing `shown` must do to show the controller's state.
  private mutating func effects(showing shown: AmountHostState) -> AmountInputEffects {
    var effects = AmountInputEffects()
    show(in: &effects, host: shown, textChanged: false)
    return effects
  }

  /// `text` without bidi and other invisible format marks; the same string
  /// when it has none.
  private static func withoutInvisibleMarks(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Characters.isBidiOrInvisible) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !Characters.isBidiOrInvisible(scalar) {
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
