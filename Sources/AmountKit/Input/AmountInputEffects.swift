import Foundation

/// Everything a host must do after it reported an event to an
/// ``AmountInputController``: the answer to give its text system, the text
/// and selection to show, its undo manager's registrations, the control
/// events to send, the rejection to report, the change to announce, the
/// accessibility value and the keyboard.
///
/// A host applies the members in this order: ``display`` (then the
/// accessibility value when ``accessibilityValueChanged``, and
/// ``keyboardLayout``), ``undo``, ``events``, the ``announcement``, and last the
/// app's callbacks for ``rejection`` and ``change``. A callback may
/// report a new event to the controller (set a value, say): the controller
/// has finished the event these effects describe, so nothing is lost.
///
/// ```swift
/// let effects = controller.shouldChangeCharacters(
///   in: range, replacementString: string, host: hostState)
/// apply(effects)  // the adapter's one translation routine
/// return effects.hostAppliesChange
/// ```
public struct AmountInputEffects: Sendable, Hashable {
  /// The text and selection to show, or nil when the host already shows
  /// them.
  public internal(set) var display: AmountInputDisplay?
  /// What changed, when the text or the value changed (by the user or by
  /// the program: see ``AmountInputChange/isUserInitiated``).
  public internal(set) var change: AmountInputChange?
  /// The sentence to announce to assistive technologies when the event's
  /// edit was refused (``AmountFieldConfiguration/message(for:)``): a
  /// refused key never passes silently.
  public internal(set) var announcement: String?
  /// What to do with the host's undo manager.
  public internal(set) var undo = AmountUndoEffect.none
  /// The keyboard to ask for and whether to show the sign-key bar, when
  /// they changed (a new configuration, the bar allowed or not).
  public internal(set) var keyboardLayout: AmountKeyboardLayout?
  /// The control events to send.
  public internal(set) var events: AmountControlEvents = []
  /// Why the event's edit was refused (text, selection and value are as
  /// they were): play a haptic, show ``AmountRejection/message``.
  public internal(set) var rejection: AmountRejection?
  /// The answer to the host's change request (`shouldChangeCharactersIn`):
  /// true only while an input method composes marked text, which the host
  /// then edits itself. Otherwise the controller has applied the change and
  /// the host shows ``display``.
  public internal(set) var hostAppliesChange = false
  /// Whether the text or the value changed, so that the host must set its
  /// accessibility value anew from ``AmountInputController/accessibilityValue``
  /// (read when needed: speaking an amount costs a format of its own).
  /// The value can change under the same text: deleting the typed zero of
  /// `$0.` leaves the text and no amount.
  public internal(set) var accessibilityValueChanged = false

  /// Nothing to do.
  public static let none = AmountInputEffects()

  /// The effects of `self` followed by those of `later`, as one: the later
  /// display, keyboard and accessibility value, both sets of events, and
  /// the undo registrations a host would be left with.
  func followed(by later: AmountInputEffects) -> AmountInputEffects {
    var merged = later
    merged.hostAppliesChange = hostAppliesChange || later.hostAppliesChange
    merged.display = later.display ?? display
    merged.accessibilityValueChanged = accessibilityValueChanged || later.accessibilityValueChanged
    merged.announcement = later.announcement ?? announcement
    merged.keyboardLayout = later.keyboardLayout ?? keyboardLayout
    merged.events = events.union(later.events)
    merged.rejection = later.rejection ?? rejection
    merged.change = later.change ?? change
    if !later.undo.removesRegisteredSteps && later.undo.registeredStep == nil {
      merged.undo = undo
    }
    return merged
  }
}
