import AmountKit
import CGtk
import Foundation

/// An amount field in a GTK 4 text entry: a `GtkEntry` (or any editable whose
/// text is a `GtkText`) driven by an ``AmountKit/AmountInputController``.
///
/// ```swift
/// let entry = AmountEntry(
///   configuration: .init(format: .currency(code: "EUR", locale: Locale(identifier: "de_DE"))))
/// entry.placeholder = "0,00 €"
/// entry.onChange = { change in print(change.value as Any) }
/// gtk_box_append(box, entry.widget)
/// ```
///
/// The adapter makes no editing decision. It reports each event of the
/// widget to the controller with what the widget shows, and carries out the
/// effects it returns (see the DocC article *Hosting a field*):
///
/// | GTK | controller |
/// |---|---|
/// | `insert-text` and `delete-text` of the `GtkText` | `shouldChangeCharacters(in:replacementString:host:)` |
/// | `preedit-changed` (an input method composes) | `markedTextWillChange()`, `textDidChange(host:)` |
/// | the preedit's end and the input method's commit that follows it | one `textDidChange(host:)` with the committed text |
/// | `changed` of a change the widget made itself | `textDidChange(host:)` |
/// | `notify::cursor-position`, `notify::selection-bound` | `selectionDidChange(host:)` |
/// | focus enters the `GtkText`, moves from it to another widget | `beginEditing(host:)`, `endEditing(host:)` |
/// | Ctrl+Z; Ctrl+Shift+Z, Ctrl+Y | `perform(_:)` with the step registered last (while an input method composes: refused, the step kept) |
/// | Up, Down (the input method's while it composes: `handlesArrowKeys(host:)`) | `apply(.stepUp, host:)`, `apply(.stepDown, host:)` |
/// | the keypad's decimal key (`KP_Decimal`, `KP_Separator`) | `shouldChangeCharacters(in:replacementString:host:)`: `.` over the selection |
///
/// Translation only:
/// - GTK counts positions in characters (code points), the controller in
///   UTF-16 units; every position is mapped both ways.
/// - GTK asks for one replacement as two signals: typing or pasting over a
///   selection emits `delete-text` for the selection, then `insert-text` at
///   its edge. The adapter withholds both and asks the controller once, for
///   the range and the string together, as `UITextField` asks: the change
///   request is complete once GTK has finished handling the event (before
///   the next input event reaches the widget, or when the main loop is next
///   idle).
/// - An input method's preedit is not in GTK's buffer: it is reported as
///   marked text spliced in at the caret, as `UITextField` shows it.
/// - GTK's input methods end the preedit before they commit its text; the
///   commit belongs to the composition, so the adapter withholds it and
///   reports the composition's end with the committed text (what the app
///   set meanwhile applies after the commit). With no commit, the end is
///   reported before the next event.
/// - The app's steps and sign key (``apply(_:)``) carry the widget's real
///   state: no selection while it does not have the focus (a step outside
///   editing is the step followed by end of editing), the preedit as
///   marked text (refused while composing).
/// - GTK reports a window losing the keyboard focus as the focus leaving
///   the field; editing ends only when the focus moves to another widget,
///   as a `UITextField` stays first responder while its app is in the
///   background.
/// - The keypad's decimal key is the field's decimal key whatever
///   character the layout gives it (`KP_Decimal` `.`; `KP_Separator` `,` on
///   layouts such as the German one): it is reported as `.` typed over the
///   selection, which the controller always reads as a decimal key.
/// - GTK's own undo history is turned off; the undo and redo actions the
///   controller registers are kept per field, with `UndoManager`'s rules.
///
/// Set the value through ``value``: a text written to the widget with
/// `gtk_editable_set_text` reaches the controller as a user's replacement.
///
/// The entry lives as long as its widget (the widget keeps it); once the
/// widget is destroyed the entry does nothing.
@MainActor
public final class AmountEntry {
  /// Signal handlers, as GLib calls them: the instance first, the user data last.
  private typealias SignalHandler = @convention(c) (GPointer?, GPointer?) -> Void
  private typealias NotifyHandler = @convention(c) (GPointer?, GPointer?, GPointer?) -> Void
  private typealias StringHandler =
    @convention(c) (GPointer?, UnsafePointer<CChar>?, GPointer?) -> Void
  private typealias InsertTextHandler =
    @convention(c) (
      GPointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, GPointer?
    )
    -> Void
  private typealias DeleteTextHandler = @convention(c) (GPointer?, Int32, Int32, GPointer?) -> Void
  private typealias EventHandler = @convention(c) (GPointer?, GPointer?, GPointer?) -> gboolean
  private typealias KeyPressedHandler =
    @convention(c) (GPointer?, guint, guint, GdkModifierType, GPointer?) -> gboolean

  /// The widget to put in a window: the `GtkEntry` made or given.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The `GtkText` that edits: the entry's delegate, or the widget itself.
  public let textWidget: UnsafeMutablePointer<GtkWidget>

  /// The controller holding text, selection, value and undo history.
  public private(set) var controller: AmountInputController

  /// Called after every change of the text or the value, once the widget
  /// shows it; ``AmountKit/AmountInputChange/isUserInitiated`` tells whether
  /// the user made it.
  public var onChange: (@MainActor (AmountInputChange) -> Void)?
  /// Called when an edit is refused; the widget has rung its error bell.
  /// ``AmountKit/AmountFieldConfiguration/message(for:)`` gives the sentence.
  public var onReject: (@MainActor (AmountRejection) -> Void)?
  /// Called with the control events of an event (`editingChanged`,
  /// `valueChanged`), as a `UIControl` sends them.
  public var onEvents: (@MainActor (AmountControlEvents) -> Void)?
  /// Called after every event reported to the controller (a key, a
  /// selection, the focus, a value set), once its effects are carried out:
  /// for an app that follows more than changes of text and value (the
  /// selection, the state of editing, every refusal), or logs them.
  public var onEffects: (@MainActor (AmountInputEffects) -> Void)?

  /// The accessible value last given to the widget
  /// (`GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT`): the amount's full name
  /// (`1,234.50 US dollars`) while a screen reader, or another assistive
  /// technology that asked for the toolkits' accessibility, runs in the
  /// session; empty while none does.
  ///
  /// GTK 4.8 has no call that asks the widget for its value when a screen
  /// reader reads it, so the value is pushed: when such a technology
  /// starts (the AT-SPI bus launcher's `org.a11y.Status` properties
  /// `ScreenReaderEnabled` and `IsEnabled` on the session bus, which
  /// Firefox and Chromium watch too), and after every change of the text
  /// while it runs. While none runs, no keystroke makes a spoken value,
  /// and the widget has no value text (none is left behind when one
  /// stops). ``AmountKit/AmountInputController/accessibilityValue`` makes
  /// it at any time.
  public private(set) var accessibleValue = ""
  /// Called after ``accessibleValue`` was given to the widget, or removed
  /// (empty): for an app that mirrors or logs what assistive technologies
  /// read.
  public var onAccessibleValueChange: (@MainActor (String) -> Void)?
  /// The sentence of the last refused edit, for assistive technologies
  /// (GTK 4.8 has no announcement call: the app may show it).
  public private(set) var announcement: String?

  private var editable: OpaquePointer { OpaquePointer(textWidget) }
  /// Whether the `GtkText` has the focus: the field is being edited.
  private var isFocused = false
  /// The input method's preedit, while it composes.
  private var preedit: String?
  /// Whether an input method composes: its keys are its own then.
  private var isComposing: Bool { preedit != nil || controller.isComposing }
  /// The preedit ended and the controller has not been told yet: GTK's
  /// input methods end the preedit before they commit its text, and the
  /// commit belongs to the composition (what the app set meanwhile applies
  /// after it). The commit is withheld and reported with the composition's
  /// end; with no commit, the end is reported before the next event.
  private var compositionEnding = false
  /// How deep the adapter is in writing to the widget: the widget's echoes
  /// of those writes are not reported.
  private var writing = 0
  /// The text last shown in the widget (written by the adapter, or read
  /// from the buffer) and its offsets: while the buffer still holds it
  /// (compared byte for byte), a change request makes neither a string nor
  /// offsets anew.
  private var shown = ShownText("")
  /// A change request GTK has made in one or two signals and that has not
  /// been reported yet.
  private var pending: PendingChange?
  private var idleScheduled = false
  private var undoStack = HostUndoStack()
  /// Whether a screen reader (or another assistive technology that reads
  /// values) runs in the session: the accessible value is pushed then only.
  private let assistiveTechnologies = AssistiveTechnologyStatus()
  /// False once the widget is destroyed.
  private var isAttached = true
  private let logsSignals = ProcessInfo.processInfo.environment["AMOUNT_GTK_LOG"] == "1"

  /// A change request: replace `range` (GTK characters of `host.text`) by
  /// `replacement`.
  private struct PendingChange {
    var range: Range<Int>
    var replacement: String
    var host: AmountHostState
    var offsets: TextOffsets
    /// The input method's commit of a composition whose preedit ended: it
    /// ends the composition.
    var endsComposition = false
  }

  /// Makes a `GtkEntry` showing an amount field.
  ///
  /// - Parameters:
  ///   - configuration: Format, entry mode and limits.
  ///   - value: The initial value, shown at rest.
  public convenience init(configuration: AmountFieldConfiguration, value: Decimal? = nil) {
    guard let entry = gtk_entry_new() else { fatalError("gtk_entry_new failed") }
    self.init(attachingTo: entry, configuration: configuration, value: value)
  }

  /// Gives an existing editable widget (a `GtkEntry`, a `GtkText`) the
  /// behaviour of an amount field.
  ///
  /// - Parameters:
  ///   - widget: The widget; the field's text replaces its text.
  ///   - configuration: Format, entry mode and limits.
  ///   - value: The initial value, shown at rest.
  public init(
    attachingTo widget: UnsafeMutablePointer<GtkWidget>, configuration: AmountFieldConfiguration,
    value: Decimal? = nil
  ) {
    precondition(isInstance(raw(widget), of: gtk_editable_get_type()), "not a GtkEditable")
    var editable = OpaquePointer(widget)
    while let delegate = gtk_editable_get_delegate(editable) { editable = delegate }
    precondition(isInstance(raw(editable), of: gtk_text_get_type()), "its text is not a GtkText")
    self.widget = widget
    self.textWidget = typed(raw(editable), as: GtkWidget.self)
    self.controller = AmountInputController(configuration: configuration, value: value)
    gtk_editable_set_enable_undo(self.editable, 0)
    show(text: controller.text, selection: nil)
    // Known once the session bus answers: the status pushes the value then.
    assistiveTechnologies.onChange = { [weak self] in self?.updateAccessibleValue() }
    applyKeyboard(controller.keyboardLayout)
    connectSignals()
    // Attached while the user edits: editing begins now.
    if gtk_widget_is_focus(textWidget) != 0 { focusEntered() }
  }

  // MARK: The app's side

  /// The exact value, or nil when the field is empty. Setting it formats
  /// the value at rest and starts a new undo history.
  public var value: Decimal? {
    get { controller.value }
    set { report(controller.setValue(newValue)) }
  }

  /// The value in minor units (cents), or nil.
  public var minorUnits: Int64? { controller.editor.minorUnits }

  /// Format, entry mode and limits; changing them keeps the value.
  public var configuration: AmountFieldConfiguration {
    get { controller.configuration }
    set { report(controller.setConfiguration(newValue)) }
  }

  /// The text shown when the field is empty.
  public var placeholder: String? {
    get {
      gtk_text_get_placeholder_text(typed(raw(textWidget), as: GtkText.self)).map {
        String(cString: $0)
      }
    }
    set { gtk_text_set_placeholder_text(typed(raw(textWidget), as: GtkText.self), newValue) }
  }

  /// Applies an edit the widget does not report as a text change (a step,
  /// the sign key), with what the widget shows: an app's stepper button or
  /// sign key calls it, and so do Up and Down.
  ///
  /// While the field is not being edited (the widget does not have the
  /// focus) the edit is followed by end of editing: the new value is shown
  /// at rest and reported once (contract: "Stepping"). While an input
  /// method composes, a step or the sign key is refused
  /// (``AmountKit/AmountRejection/composing``) and a caret move does
  /// nothing.
  ///
  /// - Parameter edit: The edit.
  public func apply(_ edit: AmountEdit) {
    guard isAttached else { return }
    flushPending()
    report(controller.apply(edit, host: hostState()))
  }

  /// Up and Down: a step, except while an input method composes, when the
  /// key is the input method's (it moves through its candidates; contract:
  /// "While an input method composes"). Returns whether the key was taken.
  private func arrowKey(_ edit: AmountEdit) -> Bool {
    guard isAttached else { return false }
    flushPending()
    guard controller.handlesArrowKeys(host: hostState()) else { return false }
    report(controller.apply(edit, host: hostState()))
    return true
  }

  /// Enter: `=` while an expression is open (arithmetic); otherwise, and
  /// while an input method composes, the widget's own (`activate`, or the
  /// input method's commit). Returns whether the key was taken.
  private func returnKey() -> Bool {
    guard isAttached else { return false }
    flushPending()
    guard !isComposing, let effects = controller.returnKey() else { return false }
    report(effects)
    return true
  }

  /// Undoes the last edit, as Ctrl+Z does; rings the bell when there is
  /// none. While an input method composes it is refused
  /// (``AmountKit/AmountRejection/composing``) and the history is kept.
  public func undo() {
    if refusedWhileComposing(.undo) { return }
    perform(undoStack.popUndo(), phase: .undoing)
  }

  /// Redoes the last undone edit, as Ctrl+Shift+Z does; rings the bell when
  /// there is none. While an input method composes it is refused
  /// (``AmountKit/AmountRejection/composing``) and the history is kept.
  public func redo() {
    if refusedWhileComposing(.redo) { return }
    perform(undoStack.popRedo(), phase: .redoing)
  }

  /// While an input method composes, the controller refuses undo and redo:
  /// reports the refusal without taking the action off the stack (it
  /// would be lost). Returns whether it was refused.
  private func refusedWhileComposing(_ step: AmountUndoStep) -> Bool {
    guard isAttached else { return true }
    flushPending()
    guard isComposing else { return false }
    report(controller.perform(step))
    return true
  }

  // MARK: Reading the widget

  private var bufferText: String { string(gtk_editable_get_text(editable)) }

  /// Whether the widget's buffer holds exactly `text`, compared byte for
  /// byte without reading the buffer into a string.
  private func bufferHolds(_ text: String) -> Bool {
    guard let shown = gtk_editable_get_text(editable) else { return text.isEmpty }
    let count = text.utf8.count
    guard strlen(shown) == count else { return false }
    let compare = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
      guard let wanted = bytes.baseAddress else { return true }
      return memcmp(shown, wanted, count) == 0
    }
    return text.utf8.withContiguousStorageIfAvailable(compare)
      ?? Array(text.utf8).withUnsafeBufferPointer(compare)
  }

  /// What the widget shows, in UTF-16 units, as the controller reads a host.
  private func hostState() -> AmountHostState { readWidget().host }

  /// What the widget shows, as the controller reads a host, and the
  /// offsets of its buffer's text: the buffer read once, its offsets made
  /// once.
  private func readWidget() -> (host: AmountHostState, offsets: TextOffsets) {
    // The buffer holds the text the adapter last showed unless GTK changed
    // it itself: that text and its offsets are then taken as they are.
    if bufferHolds(shown.text) {
      return (hostState(text: shown.text, offsets: shown.offsets), shown.offsets)
    }
    let read = ShownText(bufferText)
    shown = read
    return (hostState(text: read.text, offsets: read.offsets), read.offsets)
  }

  /// What the widget shows, from its buffer's text and offsets.
  private func hostState(text: String, offsets: TextOffsets) -> AmountHostState {
    guard isFocused else { return AmountHostState(text: text, selection: nil) }
    var start: Int32 = 0
    var end: Int32 = 0
    gtk_editable_get_selection_bounds(editable, &start, &end)
    let selection = offsets.utf16Range(ofCharacters: Int(start)..<Int(max(start, end)))
    guard let preedit, !preedit.isEmpty else {
      return AmountHostState(text: text, selection: selection)
    }
    // GTK draws the preedit at the caret without putting it in its buffer.
    let caret = offsets.utf16Offset(ofCharacter: Int(gtk_editable_get_position(editable)))
    let units = Array(text.utf16)
    let shown =
      String(decoding: units[..<caret], as: UTF16.self) + preedit
      + String(decoding: units[caret...], as: UTF16.self)
    let marked = caret..<(caret + preedit.utf16.count)
    return AmountHostState(
      text: shown, selection: marked.upperBound..<marked.upperBound, markedRange: marked)
  }

  // MARK: Events

  private func connectSignals() {
    let me = Unmanaged.passUnretained(self).toOpaque()
    // The widget keeps the entry for as long as it lives.
    g_object_set_data_full(
      typed(raw(widget), as: GObject.self), "amountkit-entry",
      Unmanaged.passRetained(self).toOpaque(),
      AmountEntry.release)
    let text = raw(textWidget)
    connectSignal(
      raw(widget), "destroy",
      { _, data in
        MainActor.assumeIsolated { AmountEntry.from(data)?.widgetDestroyed() }
      } as SignalHandler, data: me)
    connectSignal(
      text, "insert-text",
      { instance, bytes, length, position, data in
        let inserted = string(bytes, length: Int(length))
        let at = Int(position?.pointee ?? 0)
        let withheld = MainActor.assumeIsolated {
          AmountEntry.from(data)?.insertText(inserted, at: at) ?? false
        }
        if withheld, let instance { g_signal_stop_emission_by_name(instance, "insert-text") }
      } as InsertTextHandler, data: me)
    connectSignal(
      text, "delete-text",
      { instance, start, end, data in
        let withheld = MainActor.assumeIsolated {
          AmountEntry.from(data)?.deleteText(from: Int(start), to: Int(end)) ?? false
        }
        if withheld, let instance { g_signal_stop_emission_by_name(instance, "delete-text") }
      } as DeleteTextHandler, data: me)
    connectSignal(
      text, "changed",
      { _, data in
        MainActor.assumeIsolated { AmountEntry.from(data)?.widgetChangedText() }
      } as SignalHandler, data: me)
    for property in ["notify::cursor-position", "notify::selection-bound"] {
      connectSignal(
        text, property,
        { _, _, data in
          MainActor.assumeIsolated { AmountEntry.from(data)?.selectionNotified() }
        } as NotifyHandler, data: me)
    }
    connectSignal(
      text, "preedit-changed",
      { _, bytes, data in
        let preedit = string(bytes)
        MainActor.assumeIsolated { AmountEntry.from(data)?.preeditChanged(preedit) }
      } as StringHandler, data: me)

    guard let focus = gtk_event_controller_focus_new() else { return }
    connectSignal(
      raw(focus), "enter",
      { _, data in
        MainActor.assumeIsolated { AmountEntry.from(data)?.focusEntered() }
      } as SignalHandler, data: me)
    connectSignal(
      raw(focus), "leave",
      { _, data in
        MainActor.assumeIsolated { AmountEntry.from(data)?.focusLeft() }
      } as SignalHandler, data: me)
    gtk_widget_add_controller(textWidget, focus)

    // Before the widget handles an input event, the change request of the
    // previous one is complete: report it first.
    guard let legacy = gtk_event_controller_legacy_new() else { return }
    gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
    connectSignal(
      raw(legacy), "event",
      { _, _, data in
        MainActor.assumeIsolated {
          guard let entry = AmountEntry.from(data) else { return }
          entry.flushPending()
          entry.endComposition()
        }
        return 0
      } as EventHandler, data: me)
    gtk_widget_add_controller(textWidget, legacy)

    addShortcuts(data: me)
    addKeypadDecimalKeys(data: me)
  }

  /// The keypad's decimal key, before the input method and the widget's
  /// own key handling (see ``keypadDecimalKey(_:state:)``).
  private func addKeypadDecimalKeys(data: GPointer) {
    guard let keys = gtk_event_controller_key_new() else { return }
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connectSignal(
      raw(keys), "key-pressed",
      { _, keyval, _, state, data in
        MainActor.assumeIsolated {
          AmountEntry.from(data)?.keypadDecimalKey(keyval, state: state) ?? false
        } ? 1 : 0
      } as KeyPressedHandler, data: data)
    gtk_widget_add_controller(textWidget, keys)
  }

  /// Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, Up and Down, before the widget's own
  /// bindings.
  private func addShortcuts(data: GPointer) {
    guard let shortcuts = gtk_shortcut_controller_new() else { return }
    gtk_event_controller_set_propagation_phase(shortcuts, GTK_PHASE_CAPTURE)
    let control = GDK_CONTROL_MASK.rawValue
    let shift = GDK_SHIFT_MASK.rawValue
    let bindings: [(Int32, UInt32, GtkShortcutFunc)] = [
      (
        GDK_KEY_z, control,
        { _, _, data in
          MainActor.assumeIsolated { AmountEntry.from(data)?.undo() }
          return 1
        }
      ),
      (
        GDK_KEY_z, control | shift,
        { _, _, data in
          MainActor.assumeIsolated { AmountEntry.from(data)?.redo() }
          return 1
        }
      ),
      (
        GDK_KEY_y, control,
        { _, _, data in
          MainActor.assumeIsolated { AmountEntry.from(data)?.redo() }
          return 1
        }
      ),
      (
        GDK_KEY_Up, 0,
        { _, _, data in
          MainActor.assumeIsolated { AmountEntry.from(data)?.arrowKey(.stepUp) ?? false } ? 1 : 0
        }
      ),
      (
        GDK_KEY_Down, 0,
        { _, _, data in
          MainActor.assumeIsolated { AmountEntry.from(data)?.arrowKey(.stepDown) ?? false } ? 1 : 0
        }
      ),
      (
        GDK_KEY_Return, 0,
        { _, _, data in
          MainActor.assumeIsolated { AmountEntry.from(data)?.returnKey() ?? false } ? 1 : 0
        }
      ),
      (
        GDK_KEY_KP_Enter, 0,
        { _, _, data in
          MainActor.assumeIsolated { AmountEntry.from(data)?.returnKey() ?? false } ? 1 : 0
        }
      ),
    ]
    for (key, modifiers, callback) in bindings {
      let trigger = gtk_keyval_trigger_new(guint(key), GdkModifierType(rawValue: modifiers))
      let action = gtk_callback_action_new(callback, data, nil)
      gtk_shortcut_controller_add_shortcut(shortcuts, gtk_shortcut_new(trigger, action))
    }
    gtk_widget_add_controller(textWidget, shortcuts)
  }

  /// Releases a reference to an entry passed to GLib as user data.
  private static let release: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AmountEntry>.fromOpaque(data).release()
  }

  fileprivate nonisolated static func from(_ data: GPointer?) -> AmountEntry? {
    guard let data else { return nil }
    return Unmanaged<AmountEntry>.fromOpaque(data).takeUnretainedValue()
  }

  private func widgetDestroyed() {
    isAttached = false
    pending = nil
  }

  /// A keypad's decimal key: `KP_Decimal` (`.`), or `KP_Separator`, which
  /// layouts such as the German one put on that key and which types `,`.
  /// It is the field's decimal key whatever character the layout gives it
  /// (contract: "The host's decimal key"): an `en_US` field under the
  /// German layout gets `1`, `KP_Separator`, `5`, `0` as `$1.50`, never as
  /// `$150`, and a `de_DE` field gets `KP_Decimal` as its `,`.
  ///
  /// The key is reported as the user typing `.` over the selection, which
  /// the controller always reads as a decimal key: the edit the field's
  /// decimal key makes, with its undo step, rejection (`noFraction` in
  /// integer entry) and announcement. The entry declares no
  /// ``AmountKit/AmountFieldConfiguration/hostDecimalKey``: a keyboard
  /// with a keypad has both `.` and `,`, and the main `,` key keeps the
  /// locale's meaning. While an input method composes, the key is the
  /// input method's. Returns whether the key was taken.
  private func keypadDecimalKey(_ keyval: guint, state: GdkModifierType) -> Bool {
    guard keyval == guint(GDK_KEY_KP_Decimal) || keyval == guint(GDK_KEY_KP_Separator) else {
      return false
    }
    // Shift and Num Lock choose the key's level; a shortcut's modifiers
    // leave the key to the widget.
    let shortcutModifiers =
      GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
      | GDK_HYPER_MASK.rawValue | GDK_META_MASK.rawValue
    // A widget that is not editable takes no typed key.
    guard isAttached, isFocused, state.rawValue & shortcutModifiers == 0,
      gtk_editable_get_editable(editable) != 0
    else { return false }
    flushPending()
    guard !isComposing else { return false }
    let host = hostState()
    guard let selection = host.selection else { return false }
    log(
      "keypad decimal key \(string(gdk_keyval_name(keyval)))"
        + " \(Character(UnicodeScalar(gdk_keyval_to_unicode(keyval)) ?? " ").debugDescription)")
    report(
      controller.shouldChangeCharacters(
        in: NSRange(location: selection.lowerBound, length: selection.count),
        replacementString: ".", host: host))
    return true
  }

  /// `insert-text`: returns whether to withhold the insertion.
  private func insertText(_ text: String, at position: Int) -> Bool {
    guard isAttached, writing == 0 else { return false }
    log("insert-text \(text.debugDescription) at \(position)")
    if compositionEnding {
      // The commit of the composition: withheld like any insertion, and
      // reported as the text the composition leaves.
      compositionEnding = false
      flushPending()
      // No preedit now: the host's text is the buffer's.
      let (host, offsets) = readWidget()
      let at = min(max(position, 0), offsets.characterCount)
      pending = PendingChange(
        range: at..<at, replacement: text, host: host, offsets: offsets,
        endsComposition: true)
      scheduleFlush()
      return true
    }
    if isComposing {
      return !askWhileComposing(position..<position, text)
    }
    var at = max(position, 0)
    if var change = pending {
      // The position is in the buffer as GTK holds it, before the pending
      // change is reported.
      at = min(at, TextOffsets(bufferText).characterCount)
      if change.replacement.isEmpty, at == change.range.lowerBound || at == change.range.upperBound
      {
        // The second half of one replacement (typing or pasting over a
        // selection): the deletion GTK asked for first was withheld, so the
        // insertion comes at either edge of it.
        change.replacement = text
        pending = change
        return true
      }
      flushPending()
    }
    // Not composing: the host's text is the buffer's, read once.
    let (host, offsets) = readWidget()
    at = min(at, offsets.characterCount)
    pending = PendingChange(range: at..<at, replacement: text, host: host, offsets: offsets)
    scheduleFlush()
    return true
  }

  /// `delete-text`: returns whether to withhold the deletion.
  private func deleteText(from start: Int, to end: Int) -> Bool {
    guard isAttached, writing == 0 else { return false }
    log("delete-text \(start)..<\(end)")
    if isComposing {
      // GTK's own reading of the bounds: a negative end is the end of the text.
      let length = TextOffsets(bufferText).characterCount
      let upper = end < 0 || end > length ? length : end
      return !askWhileComposing(min(max(start, 0), upper)..<upper, "")
    }
    flushPending()
    // Not composing: the host's text is the buffer's, read once.
    let (host, offsets) = readWidget()
    let length = offsets.characterCount
    let upper = end < 0 || end > length ? length : end
    let lower = min(max(start, 0), upper)
    pending = PendingChange(range: lower..<upper, replacement: "", host: host, offsets: offsets)
    scheduleFlush()
    return true
  }

  /// While an input method composes, the widget edits its own text: asks
  /// the controller at once and returns whether the widget applies the change.
  private func askWhileComposing(_ range: Range<Int>, _ replacement: String) -> Bool {
    flushPending()
    let utf16 = TextOffsets(bufferText).utf16Range(ofCharacters: range)
    let effects = controller.shouldChangeCharacters(
      in: NSRange(location: utf16.lowerBound, length: utf16.count),
      replacementString: replacement, host: hostState())
    if effects.hostAppliesChange { return true }
    report(effects)
    return false
  }

  private func scheduleFlush() {
    guard !idleScheduled else { return }
    idleScheduled = true
    g_idle_add_full(
      G_PRIORITY_HIGH,
      { data in
        MainActor.assumeIsolated {
          guard let entry = AmountEntry.from(data) else { return }
          entry.idleScheduled = false
          entry.flushPending()
        }
        return 0
      }, Unmanaged.passRetained(self).toOpaque(),
      AmountEntry.release)
  }

  /// Reports the change request GTK has completed, if any.
  private func flushPending() {
    guard isAttached, let change = pending else { return }
    pending = nil
    let range = change.offsets.utf16Range(ofCharacters: change.range)
    if change.endsComposition {
      log("commit \(range) \(change.replacement.debugDescription)")
      // What the widget would show had it inserted the commit.
      let units = Array(change.host.text.utf16)
      let committed =
        String(decoding: units[..<range.lowerBound], as: UTF16.self) + change.replacement
        + String(decoding: units[range.upperBound...], as: UTF16.self)
      let caret = range.lowerBound + change.replacement.utf16.count
      report(
        controller.textDidChange(
          host: AmountHostState(text: committed, selection: caret..<caret)),
        afterWidgetMovedCaret: true)
      return
    }
    log("request \(range) \(change.replacement.debugDescription)")
    // GtkText moves its caret past the change it asked for even though the
    // change was withheld: the widget is shown the controller's selection
    // even when the controller's display says the host already shows it.
    report(
      controller.shouldChangeCharacters(
        in: NSRange(location: range.lowerBound, length: range.count),
        replacementString: change.replacement, host: change.host),
      afterWidgetMovedCaret: true)
  }

  /// `changed` that the adapter did not cause: the widget applied a change
  /// while an input method composed.
  private func widgetChangedText() {
    guard isAttached, writing == 0, pending == nil else { return }
    log("changed")
    compositionEnding = false
    report(controller.textDidChange(host: hostState()))
  }

  private func selectionNotified() {
    // While a composition ends, its end reports the selection.
    guard isAttached, writing == 0, pending == nil, isFocused, !compositionEnding else { return }
    log("selection \(hostState().selection.map { "\($0)" } ?? "none")")
    report(controller.selectionDidChange(host: hostState()))
  }

  private func preeditChanged(_ text: String) {
    guard isAttached else { return }
    log("preedit-changed \(text.debugDescription)")
    flushPending()
    if text.isEmpty && preedit != nil {
      // The commit, if any, comes next: the composition ends with it
      // (`changed`), or, with none, before the next event.
      preedit = nil
      compositionEnding = true
      scheduleCompositionEnd()
    } else {
      if !text.isEmpty && preedit == nil { controller.markedTextWillChange() }
      preedit = text.isEmpty ? nil : text
      compositionEnding = false
      report(controller.textDidChange(host: hostState()))
    }
  }

  private func scheduleCompositionEnd() {
    g_idle_add_full(
      G_PRIORITY_HIGH,
      { data in
        MainActor.assumeIsolated { AmountEntry.from(data)?.endComposition() }
        return 0
      }, Unmanaged.passRetained(self).toOpaque(),
      AmountEntry.release)
  }

  /// Tells the controller that a composition whose preedit ended is over,
  /// when the input method committed nothing.
  private func endComposition() {
    guard isAttached, compositionEnding else { return }
    compositionEnding = false
    report(controller.textDidChange(host: hostState()))
  }

  private func focusEntered() {
    guard isAttached, !isFocused else { return }
    log("focus enter")
    flushPending()
    isFocused = true
    report(controller.beginEditing(host: hostState()))
  }

  private func focusLeft() {
    guard isAttached, isFocused else { return }
    // A window that loses the keyboard focus keeps its focus widget: the
    // field stays in editing, as a `UITextField` stays first responder
    // while its app is in the background. Editing ends when the focus
    // moves to another widget (or the widget leaves its window).
    if gtk_widget_is_focus(textWidget) != 0 && gtk_widget_get_mapped(textWidget) != 0 {
      log("focus leave: the window lost the focus, editing goes on")
      return
    }
    log("focus leave")
    flushPending()
    endComposition()
    isFocused = false
    preedit = nil
    report(controller.endEditing(host: hostState()))
  }

  private func perform(_ step: AmountUndoStep?, phase: HostUndoStack.Phase) {
    guard isAttached else { return }
    flushPending()
    guard let step else {
      gtk_widget_error_bell(textWidget)
      return
    }
    undoStack.phase = phase
    let effects = controller.perform(step)
    report(effects)
  }

  // MARK: Effects

  /// Carries out the effects of an event, in the documented order.
  ///
  /// - Parameters:
  ///   - effects: The effects the controller returned.
  ///   - afterWidgetMovedCaret: Whether the widget moved its caret after
  ///     the state reported with the event.
  private func report(_ effects: AmountInputEffects, afterWidgetMovedCaret: Bool = false) {
    guard isAttached else { return }
    if let display = effects.display {
      show(text: display.text, selection: display.selection)
    } else if afterWidgetMovedCaret && preedit == nil {
      show(text: controller.text, selection: controller.selection)
    }
    if effects.accessibilityValueChanged, assistiveTechnologies.readsValues {
      updateAccessibleValue()
    }
    if let layout = effects.keyboardLayout { applyKeyboard(layout) }
    undoStack.carryOut(effects.undo)
    undoStack.phase = .idle
    if !effects.events.isEmpty { onEvents?(effects.events) }
    if let announcement = effects.announcement { self.announcement = announcement }
    if let reason = effects.rejection {
      gtk_widget_error_bell(textWidget)
      onReject?(reason)
    }
    if let change = effects.change { onChange?(change) }
    onEffects?(effects)
  }

  /// Writes a text and, while the widget has the focus, a selection to it.
  private func show(text: String, selection: Range<Int>?) {
    writing += 1
    defer { writing -= 1 }
    if !bufferHolds(text) { gtk_editable_set_text(editable, text) }
    let shownText = ShownText(text)
    shown = shownText
    guard isFocused, let selection else { return }
    let offsets = shownText.offsets
    let start = offsets.characterOffset(ofUTF16: selection.lowerBound)
    let end = offsets.characterOffset(ofUTF16: selection.upperBound)
    var shownStart: Int32 = 0
    var shownEnd: Int32 = 0
    gtk_editable_get_selection_bounds(editable, &shownStart, &shownEnd)
    // The same selection keeps the direction the user extended it in.
    if Int(shownStart) != start || Int(shownEnd) != end {
      gtk_editable_select_region(editable, Int32(start), Int32(end))
    }
  }

  /// Pushes the spoken value to the widget's accessible while an assistive
  /// technology reads it; removes it when none does.
  private func updateAccessibleValue() {
    guard isAttached else { return }
    accessibleValue = assistiveTechnologies.readsValues ? controller.accessibilityValue : ""
    let accessible = OpaquePointer(widget)
    defer { onAccessibleValueChange?(accessibleValue) }
    guard !accessibleValue.isEmpty else {
      gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT)
      return
    }
    var property = GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT
    var value = GValue()
    gtk_accessible_property_init_value(property, &value)
    g_value_set_string(&value, accessibleValue)
    gtk_accessible_update_property_value(accessible, 1, &property, &value)
    g_value_unset(&value)
  }

  /// The input purpose on-screen keyboards and input methods read.
  private func applyKeyboard(_ layout: AmountKeyboardLayout) {
    let text = typed(raw(textWidget), as: GtkText.self)
    switch layout.keyboard {
    case .numberPad: gtk_text_set_input_purpose(text, GTK_INPUT_PURPOSE_DIGITS)
    default: gtk_text_set_input_purpose(text, GTK_INPUT_PURPOSE_NUMBER)
    }
    gtk_text_set_input_hints(
      text,
      GtkInputHints(
        rawValue: GTK_INPUT_HINT_NO_SPELLCHECK.rawValue | GTK_INPUT_HINT_NO_EMOJI.rawValue))
  }

  private func log(_ message: @autoclosure () -> String) {
    guard logsSignals else { return }
    FileHandle.standardError.write(Data("amount-gtk: \(message())\n".utf8))
  }
}

/// A text the widget shows, with its offsets, made once.
private struct ShownText {
  /// The text.
  let text: String
  /// Its positions in code points and in UTF-16 units.
  let offsets: TextOffsets

  /// The text and its offsets.
  init(_ text: String) {
    self.text = text
    offsets = TextOffsets(text)
  }
}
