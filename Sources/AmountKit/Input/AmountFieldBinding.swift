import Foundation

/// What keeps an amount field in agreement with the state a declarative
/// UI binds to it (a SwiftUI `Binding<Decimal?>` and `FocusState`): when
/// a bound value is shown, when the binding is written, and how focus
/// goes both ways.
///
/// A declarative UI calls its view's update (SwiftUI's
/// `updateUIView(_:context:)`) with the bound state after every change of
/// that state, including right after the field itself wrote it. The
/// adapter reports each update and each event of its text field here, and
/// carries out the ``Effects`` it gets back; it decides nothing itself.
///
/// ```swift
/// func updateUIView(_ field: AmountTextField, context: Context) {
///   let effects = sync.update(
///     boundValue: value.wrappedValue, focus: focusSelectsField,
///     isFirstResponder: field.isFirstResponder, isEnabled: context.environment.isEnabled)
///   carryOut(effects)  // may make the field send events: they are queued
///   if sync.endUpdate() { publishAfterThisUpdate() }
/// }
/// ```
///
/// The rules:
/// - **Bound values.** A bound value that differs from the last value the
///   field showed from the binding or wrote to it is the app's: it is set
///   on the field (``Effects/shownValue``), also while the user edits
///   (contract: "Set while editing"; the field stays editing). A bound
///   value equal to it is an echo of the field's own write, or no change:
///   nothing happens (no value set, no caret moved). A bound value holding
///   more fraction digits than the field shows is thus set once, never
///   again until it changes.
/// - **An empty field.** The binding holds ``emptyValue`` while the field
///   holds no amount: nil for a `Decimal?` binding; 0 for a `Decimal`
///   binding, which cannot hold "no amount". A bound value equal to it is
///   shown as an empty field (its placeholder), so that a field bound to a
///   `Decimal` that starts at 0 waits for the first digit like an empty
///   one, and a field the user empties writes it.
/// - **Binding writes.** Every value change the user makes is written
///   (``Effects/boundValue``). A write requested while the UI updates the
///   view (the update resigned the field and end of editing changed the
///   value) waits for the end of the update (``endUpdate()``,
///   ``publishPendingWrites()``): a view update must not change state.
///   While it waits, bound values are stale and not shown.
/// - **Focus, from the state to the field.** A focus state that selects
///   the field makes it first responder. One that stops selecting it (it
///   did at the previous update) resigns it: the app dismissed focus or
///   moved it to another view. A state that reads "not this field" while
///   it did not select the field before changes nothing: a focus state
///   reads `false` or `nil` while focus is in no view bound to it, as
///   after the field's own write when the UI does not see a UIKit first
///   responder as its focus, so that reading is no request.
/// - **Focus, from the field to the state.** The field beginning editing
///   selects it in the state unless the state does already; ending
///   editing releases it only when the state still selects this field
///   (another field of the same state may have it). After such a write
///   the next reading decides again.
/// - **Enabled.** A disabled field resigns and is not focused.
/// - **Return.** Return that is the app's (not one an open expression
///   takes as `=`) submits; on a phone it resigns the field first, on the
///   Mac the field keeps the focus.
///
/// The value is a state machine like ``AmountInputController``: copy it
/// to keep a state.
package struct AmountFieldBinding: Sendable, Hashable {
  /// What an adapter must do after reporting an update or an event.
  ///
  /// Carry out the members in this order: ``shownValue``,
  /// ``firstResponder``, ``boundValue``, ``focus``, then ``submits``.
  package struct Effects: Sendable, Hashable {
    /// The value to set on the field (formatted at rest; while editing the
    /// field stays editing), or nil when the field keeps its value.
    package internal(set) var shownValue: Decimal??
    /// Whether the field must become first responder (true) or resign it
    /// (false); nil to leave it.
    package internal(set) var firstResponder: Bool?
    /// The value to write to the binding now, or nil to write none.
    package internal(set) var boundValue: Decimal??
    /// What to write to the focus state now: true selects this field
    /// (`true`, or the field's value of a `FocusState<Value?>`), false
    /// releases it (`false`, `nil`); nil to write nothing.
    package internal(set) var focus: Bool?
    /// Whether to run the app's submit action.
    package internal(set) var submits = false

    /// Nothing to do.
    package static let none = Effects()
  }

  /// The bound value the field last showed from the binding or wrote to
  /// it: a bound value equal to it is no news.
  package private(set) var lastBoundValue: Decimal?
  /// What the binding holds while the field holds no amount: nil for a
  /// `Decimal?` binding, 0 for a `Decimal` binding.
  package let emptyValue: Decimal?
  /// Whether the focus state selected this field at the last reading that
  /// counts (an update, or an event before the field's own write).
  package private(set) var focusSelectedField = false
  /// Whether the UI is updating the view (between ``update(boundValue:focus:isFirstResponder:isEnabled:)``
  /// and ``endUpdate()``): writes wait until it has finished.
  package private(set) var isUpdating = false
  /// A binding write waiting for the end of the view update.
  private var pendingValue: Decimal??
  /// A focus write waiting for the end of the view update.
  private var pendingFocus: Bool?

  /// Creates the state of a field just made with the bound `value`.
  ///
  /// ```swift
  /// AmountFieldBinding(value: nil)                // a `Decimal?` binding
  /// AmountFieldBinding(value: 0, emptyValue: 0)   // a `Decimal` binding: shown empty
  /// ```
  ///
  /// - Parameters:
  ///   - value: The bound value the field was created with; show it with
  ///     ``fieldValue(forBoundValue:)``.
  ///   - emptyValue: What the binding holds while the field holds no
  ///     amount: nil (the default) for a `Decimal?` binding, 0 for a
  ///     `Decimal` binding.
  package init(value: Decimal?, emptyValue: Decimal? = nil) {
    self.lastBoundValue = value
    self.emptyValue = emptyValue
  }

  /// The value the field shows for a bound value: nil (an empty field) for
  /// ``emptyValue``, else the value itself.
  ///
  /// - Parameter value: A value of the binding.
  /// - Returns: The field's value.
  package func fieldValue(forBoundValue value: Decimal?) -> Decimal? {
    value == emptyValue ? nil : value
  }

  /// Whether writes wait for ``publishPendingWrites()``.
  package var hasPendingWrites: Bool { pendingValue != nil || pendingFocus != nil }

  // MARK: From the UI to the field

  /// The UI updates the view with the bound state (SwiftUI's
  /// `updateUIView(_:context:)`); the update lasts until ``endUpdate()``.
  ///
  /// - Parameters:
  ///   - boundValue: The binding's value now.
  ///   - focus: Whether the focus state selects this field now (`true`,
  ///     or the field's value), or nil when no focus state is bound.
  ///   - isFirstResponder: Whether the field is first responder.
  ///   - isEnabled: Whether the field is enabled (SwiftUI's `isEnabled`).
  /// - Returns: What the adapter must do to the field.
  package mutating func update(
    boundValue: Decimal?, focus: Bool?, isFirstResponder: Bool, isEnabled: Bool
  ) -> Effects {
    isUpdating = true
    var effects = Effects()
    // A write of the field's own value waits: the binding still holds the
    // value from before it.
    if pendingValue == nil, boundValue != lastBoundValue {
      lastBoundValue = boundValue
      effects.shownValue = .some(fieldValue(forBoundValue: boundValue))
    }
    if let focus, pendingFocus == nil {
      let selectedBefore = focusSelectedField
      focusSelectedField = focus
      if focus && !isFirstResponder && isEnabled {
        effects.firstResponder = true
      } else if !focus && selectedBefore && isFirstResponder {
        effects.firstResponder = false
      }
    }
    if !isEnabled && isFirstResponder { effects.firstResponder = false }
    return effects
  }

  /// The view update has finished.
  ///
  /// - Returns: Whether writes wait: publish them with
  ///   ``publishPendingWrites()`` once the UI has finished updating.
  package mutating func endUpdate() -> Bool {
    isUpdating = false
    return hasPendingWrites
  }

  /// The writes that waited for the end of a view update.
  ///
  /// - Returns: The writes to carry out now.
  package mutating func publishPendingWrites() -> Effects {
    var effects = Effects()
    effects.boundValue = pendingValue
    effects.focus = pendingFocus
    pendingValue = nil
    pendingFocus = nil
    return effects
  }

  // MARK: From the field to the UI

  /// The user changed the field's value (the field's `.valueChanged`:
  /// typing, pasting, undo, a step, end of editing).
  ///
  /// - Parameter value: The field's value now; nil when it holds no
  ///   amount, written as ``emptyValue``.
  /// - Returns: The binding write.
  package mutating func valueDidChange(_ value: Decimal?) -> Effects {
    let bound = value ?? emptyValue
    lastBoundValue = bound
    var effects = Effects()
    if isUpdating {
      pendingValue = .some(bound)
    } else {
      effects.boundValue = .some(bound)
    }
    return effects
  }

  /// The field began editing (it became first responder: a tap, or the
  /// focus state asked for it).
  ///
  /// - Parameter focus: Whether the focus state selects this field now,
  ///   or nil when no focus state is bound.
  /// - Returns: The focus write, when the state does not select the field.
  package mutating func didBeginEditing(focus: Bool?) -> Effects {
    guard let focus else { return .none }
    // After the field's own write the next reading decides: the state may
    // read "not selected" while the UI sees its focus in no view bound to
    // it, which must not resign the field.
    focusSelectedField = focus
    return focus ? .none : write(focus: true)
  }

  /// The field ended editing (it resigned first responder: Done, Return,
  /// another field taking focus, the focus state asking for it).
  ///
  /// - Parameter focus: Whether the focus state selects this field now,
  ///   or nil when no focus state is bound.
  /// - Returns: The focus write, when the state still selects this field.
  package mutating func didEndEditing(focus: Bool?) -> Effects {
    guard let focus else { return .none }
    focusSelectedField = false
    return focus ? write(focus: false) : .none
  }

  /// Return, when it is the app's (``AmountInputController/returnKey()``
  /// returned nil): the app's submit action runs; on a phone's keyboard
  /// editing ends first, on the Mac the field keeps the focus (AppKit ends
  /// its editing and selects its text again, as SwiftUI's text fields do).
  ///
  /// - Parameter keepsFocus: Whether the field keeps the focus (the Mac).
  /// - Returns: Resign (unless the field keeps the focus) and submit.
  package func returnKey(keepsFocus: Bool = false) -> Effects {
    var effects = Effects()
    if !keepsFocus { effects.firstResponder = false }
    effects.submits = true
    return effects
  }

  private mutating func write(focus: Bool) -> Effects {
    var effects = Effects()
    if isUpdating {
      pendingFocus = focus
    } else {
      effects.focus = focus
    }
    return effects
  }
}
