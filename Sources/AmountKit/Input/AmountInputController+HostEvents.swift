import Foundation

// The host's events: change requests, compositions, selection, begin and
// end of editing. Each reads what the host shows and returns the effects
// the host must carry out.

extension AmountInputController {
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
    // The editor's classifier reads the request once; the change report
    // keeps what it read (a digit key or backspace as its range and byte).
    let command = editor.command(replacing: target, with: string)
    // What changed is measured against the host's text, the editor's
    // (compared above).
    let result = editor.run(command, measuringFrom: host.text)
    return Self.effects(
      change: Self.changeReport(
        of: result, in: &editor, edit: { .replace(target, with: string, command: command) }),
      of: result, in: &editor, kind: .userEdit, shown: host, hostAnnounced: false)
  }

  /// A change the host applies itself, as an input method composes.
  @inline(never)
  mutating func composedByHost() -> AmountInputEffects {
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
}
