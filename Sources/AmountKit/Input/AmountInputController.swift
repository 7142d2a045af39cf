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
  public internal(set) var editor: AmountEditor

  /// Whether an input method is composing marked text: the host's text may
  /// then differ from ``text`` until the composition is committed.
  public internal(set) var isComposing = false

  /// The field's format, entry mode and limits, as the app set them.
  public var configuration: AmountFieldConfiguration { editor.configuration }

  /// The region whose decimal separator the host's keyboard shows on its
  /// one separator key, as the host declared it with
  /// ``setKeyboardRegion(_:)``; nil when the host did not.
  public var keyboardRegion: Locale? { settings.keyboardRegion }

  /// What the app set while an input method composed, applied when the
  /// composition ends (contract: "While an input method composes").
  var pendingConfiguration: AmountFieldConfiguration? { settings.pendingConfiguration }
  var pendingValue: Decimal??

  /// What the host set and what the app set while an input method
  /// composed, behind one reference: a `Locale`'s layout is known only at
  /// run time, and stored inline it would make the controller's so too.
  /// The configuration itself is the editor's.
  var settings = Settings()

  /// See ``settings``; replaced whole when any of it changes, and when the
  /// configuration does.
  final class Settings: Sendable {
    let keyboardRegion: Locale?
    let pendingConfiguration: AmountFieldConfiguration?
    /// The format that speaks a currency's value, made the first time a
    /// host asks for it (see ``spokenFormat(of:)``).
    private let spoken = Locked<SpokenFormat?>(nil)

    init(keyboardRegion: Locale? = nil, pendingConfiguration: AmountFieldConfiguration? = nil) {
      self.keyboardRegion = keyboardRegion
      self.pendingConfiguration = pendingConfiguration
    }

    /// The format that speaks the value of a currency field formatted with
    /// `format`: the field's format with the currency's full name
    /// (`1,234.50 US dollars`), the locale's minus sign and grouping,
    /// character for character what Foundation's `.fullName` presentation
    /// writes (the full-name sweeps check it). Nil for a plain number, a
    /// percentage or a unit.
    func spokenFormat(of format: AmountFormat) -> SpokenFormat? {
      guard format.currencyCode != nil else { return nil }
      return spoken.withLock { cached in
        if let cached { return cached }
        let made = SpokenFormat(
          format.grouping(.automatic).presentation(.fullName).sign(strategy: .automatic))
        cached = made
        return made
      }
    }
  }

  /// A format held by reference, read without copying its parts.
  final class SpokenFormat: Sendable {
    let format: AmountFormat
    init(_ format: AmountFormat) { self.format = format }
  }

  /// Editing began and the host may still place its caret (UIKit places
  /// it at the tap after `textFieldDidBeginEditing`): the focus policy is
  /// applied again by ``beginEditingDidSettle(host:)``.
  var awaitsHostPlacement = false

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
  public internal(set) var accessoryBarAllowed = false

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
    settings = Settings(keyboardRegion: region, pendingConfiguration: pendingConfiguration)
    declareHostDecimalKey()
  }

  /// Gives the editor the host decimal key the configuration or the
  /// keyboard and region declare.
  mutating func declareHostDecimalKey() {
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
  ///
  /// The text is Foundation's, and made as the field makes its own: the
  /// format learns the full name from Foundation once per locale and
  /// currency, and a keystroke then speaks its value without a Foundation
  /// call.
  public var accessibilityValue: String {
    guard let value = editor.value, let spoken = settings.spokenFormat(of: configuration.format)
    else {
      return Self.withoutInvisibleMarks(editor.text)
    }
    return spoken.format.format(value)
  }
}
