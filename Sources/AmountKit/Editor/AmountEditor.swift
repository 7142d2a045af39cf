import Foundation

/// The editing engine of an amount field: text and UTF-16 selection in, one
/// edit, new text, selection and exact value out — or a rejection with a
/// reason that leaves everything as it was.
///
/// ```swift
/// var editor = AmountEditor(
///   configuration: .init(format: .currency(code: "USD", locale: Locale(identifier: "en_US"))))
/// editor.apply(.insert("1234"))  // text "$1,234", selection 6..<6
/// editor.apply(.insert("."))     // "$1,234."
/// editor.apply(.insert("5"))     // "$1,234.5", value 1234.5
/// editor.apply(.deleteBackward)  // "$1,234."
/// editor.apply(.endEditing)      // "$1,234.00"
/// ```
///
/// The editor is a value: copy it to keep a state, compare states with `==`.
/// It never calls Foundation's formatters while editing.
public struct AmountEditor: Sendable {
  /// The field's format, entry mode and limits.
  public var configuration: AmountFieldConfiguration { context.configuration }

  /// The configuration and what is derived from it, behind one reference:
  /// copying an editor, or reading its format in a keystroke, retains once.
  final class Context: Sendable {
    let configuration: AmountFieldConfiguration
    /// The entry mode in effect.
    let mode: AmountEntryMode
    /// The fraction digits the user can type.
    let fractionDigits: Int
    /// The format's renderer.
    let renderer: AmountRenderer
    /// The renderer of every keystroke, when the format has no unit.
    let keystrokeRenderer: KeystrokeRenderer?
    /// The locale's decimal separator when it is one scalar: a decimal key.
    let decimalSeparator: Unicode.Scalar?
    /// The locale's grouping separator (its first scalar), typed and ignored.
    let groupingSeparator: Unicode.Scalar?
    /// The host keyboard's one separator key: always a decimal key.
    let hostDecimalKey: Unicode.Scalar?
    /// The limits every edit checks, read once, as numbers shown (a
    /// percentage's limits times 100), like ``step``.
    let limits: AmountLimits
    /// What a step adds, as a number shown.
    let step: Decimal
    /// The multiplier keys, when shorthand is on.
    let shorthand: ShorthandUnits?
    /// Whether operators open an expression.
    let arithmetic: Bool
    /// Whether the value is the number shown over 100 (a percentage).
    let isPercent: Bool

    init(_ configuration: AmountFieldConfiguration) {
      self.configuration = configuration
      mode = configuration.effectiveMode
      fractionDigits = configuration.fractionDigits
      // The format read once: each read of `configuration.format` copies
      // it (a new field's largest cost).
      let format = configuration.format
      // Learned in full once per locale: no keystroke reads through the
      // pattern's box (see `PatternBox`).
      renderer = format.renderer.learnedInFull()
      keystrokeRenderer = KeystrokeRenderer(renderer)
      let pattern = format.pattern
      let decimal = format.decimalSeparator.unicodeScalars
      decimalSeparator = decimal.count == 1 ? decimal.first : nil
      groupingSeparator = pattern.groupingSeparator.unicodeScalars.first
      hostDecimalKey = configuration.hostDecimalKey.flatMap { key in
        key.unicodeScalars.count == 1 ? key.unicodeScalars.first : nil
      }
      limits = AmountLimits(configuration, format: format)
      step = format.shown(configuration.step)
      shorthand = configuration.shorthand ? ShorthandUnits.of(format.locale) : nil
      arithmetic = configuration.arithmetic
      isPercent = format.isPercent
    }
  }
  private(set) var context: Context
  var mode: AmountEntryMode { context.mode }
  var fractionDigits: Int { context.fractionDigits }

  /// What the field holds while editing: one amount, or an open
  /// expression (contract: "Arithmetic"). ``apply(_:)`` reads it once per
  /// edit and sends the edit down the amount's path or the expression's.
  enum Content: Sendable, Equatable {
    /// One amount, `draft`.
    case amount
    /// An open expression: its complete operands, each with the operator
    /// typed after it (never empty); `draft` is the operand being typed.
    case expression([ExpressionTerm])
  }
  /// What the field holds: an amount, without an array, so that a
  /// keystroke's undo snapshots retain nothing for an expression.
  var content = Content.amount

  /// The amount being typed; in an open expression, its last operand.
  var draft = TypedAmount()
  /// The complete operands of an open expression, each with the operator
  /// typed after it; empty when no expression is open. Setting it opens
  /// or closes the expression.
  var expression: [ExpressionTerm] {
    get {
      guard case .expression(let terms) = content else { return [] }
      return terms
    }
    set { content = newValue.isEmpty ? .amount : .expression(newValue) }
  }
  /// The open expression's result, computed once per edit (hosts read the
  /// value several times per event); nil when no expression is open.
  var expressionResultCache: Result<Decimal, ArithmeticFailure>?
  var layout: RenderedAmount
  /// The selection in UTF-16 units.
  public internal(set) var selection: Range<Int> = 0..<0
  /// Whether the field is being edited; at rest it shows the value's format.
  public internal(set) var isEditing = false

  /// What undo restores: the amount and the selection. The text is
  /// rendered again from the amount, so that a step holds no text.
  struct Snapshot: Sendable, Equatable {
    var draft: TypedAmount
    var content: Content
    var selection: Range<Int>
  }
  /// One undo step: the states before and right after an edit.
  struct UndoEntry: Sendable, Equatable {
    var before: Snapshot
    var after: Snapshot
  }
  var undoStack: [UndoEntry] = []
  /// The editor keeps at least this many undo steps (and at most a tenth
  /// more).
  static let undoLimit = 1000
  var redoStack: [UndoEntry] = []
  /// How many undo steps were ever recorded: a host mirroring the history
  /// (an `UndoManager`) registers as many as an edit added, also when the
  /// oldest steps were dropped meanwhile.
  var recordedUndoSteps = 0

  /// Creates an editor at rest, showing `value` (or empty).
  ///
  /// - Precondition: `configuration` is valid (see
  ///   ``AmountFieldConfiguration/validate()``): an editor never keeps
  ///   fewer digits than it shows. A configuration built in code with
  ///   literal settings is; one that comes from outside (a file, a server,
  ///   a user's settings) goes through ``init(validating:value:)``, which
  ///   throws instead of trapping.
  public init(configuration: AmountFieldConfiguration, value: Decimal? = nil) {
    do {
      try self.init(validating: configuration, value: value)
    } catch {
      preconditionFailure("AmountEditor: invalid configuration: \(error)")
    }
  }

  /// Creates an editor at rest, showing `value` (or empty), from a
  /// configuration that may be invalid.
  ///
  /// ```swift
  /// let editor = try AmountEditor(validating: AmountFieldConfiguration(step: 0))
  /// // throws AmountConfigurationError.invalidStep(0)
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: The field's format, entry mode and limits.
  ///   - value: The initial value.
  /// - Throws: ``AmountConfigurationError`` when `configuration` is not
  ///   valid (see ``AmountFieldConfiguration/validate()``).
  public init(validating configuration: AmountFieldConfiguration, value: Decimal? = nil)
    throws(AmountConfigurationError)
  {
    try configuration.validate()
    self.context = Context(configuration)
    self.draft = TypedAmount(
      value: value.map { configuration.format.shown($0) }, configuration: context.configuration)
    self.layout = RenderedAmount(textWithoutNumber: "", utf16Count: 0)
    self.layout = render(draft)
    self.selection = layout.numberEnd..<layout.numberEnd
  }

  /// The text the field shows.
  public var text: String { layout.text }

  /// The exact value, or nil when the field holds no amount. While an
  /// expression is open, its result as `=` would give it (nil when it
  /// divides by zero). A percentage's value is the fraction (`12,5 %` is
  /// 0.125).
  public var value: Decimal? {
    shownValue.map(context.configuration.format.value(ofShown:))
  }

  /// The number the field shows: the value, or a percentage's value times
  /// 100.
  var shownValue: Decimal? {
    switch content {
    case .amount: return draft.value(mode: mode, fractionDigits: fractionDigits)
    case .expression: return try? (expressionResultCache ?? expressionResult()).get()
    }
  }

  /// Whether ``value`` is the typed amount's number: no expression is open
  /// (its value is its result) and the format is no percentage (whose value
  /// is the number shown over 100). A change report then keeps the amount,
  /// and reads the value from it only when asked.
  var valueIsTypedAmount: Bool {
    content == .amount && !context.isPercent
  }

  /// The value in integer minor units (cents for USD), or nil. For a
  /// percentage, units of the smallest percent shown (basis points with 2
  /// fraction digits).
  public var minorUnits: Int64? {
    switch content {
    case .amount: return draft.minorUnits(mode: mode, fractionDigits: fractionDigits)
    case .expression:
      return TypedAmount(value: shownValue, configuration: context.configuration).minorUnits(
        mode: mode, fractionDigits: fractionDigits)
    }
  }

  /// At rest, why the value is outside the limits (``AmountRejection/negativeNotAllowed``,
  /// ``AmountRejection/belowMinimum``, ``AmountRejection/aboveMaximum`` or
  /// ``AmountRejection/tooManyIntegerDigits``); nil while editing or when valid.
  public var invalidReason: AmountRejection? {
    guard !isEditing, let value = shownValue else { return nil }
    return context.limits.violation(ofValue: value, atRest: true)
  }

  /// Whether there is an edit to undo.
  public var canUndo: Bool { !undoStack.isEmpty }

  /// How many edits undo can take back now. The editor keeps at least the
  /// last 1,000.
  public var undoDepth: Int { undoStack.count }

  /// Whether there is an edit to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// The UTF-16 range of the number inside the text, between prefix and
  /// suffix: where the caret may go.
  public var numberRange: Range<Int> { layout.numberStart..<layout.numberEnd }

  /// Declares the host keyboard's one separator key (see
  /// ``AmountFieldConfiguration/hostDecimalKey``) without touching the
  /// amount, the selection or the undo history: it changes only which keys
  /// are decimal keys.
  mutating func declareHostDecimalKey(_ key: Character?) {
    guard context.configuration.hostDecimalKey != key else { return }
    var configuration = context.configuration
    configuration.hostDecimalKey = key
    context = Context(configuration)
  }

  /// Applies one edit.
  ///
  /// - Parameter edit: What the user, host or program did.
  /// - Returns: ``AmountEditOutcome/accepted``, or the reason of a rejection,
  ///   in which case text, selection and value are unchanged.
  @discardableResult
  public mutating func apply(_ edit: AmountEdit) -> AmountEditOutcome {
    perform(edit, measuringChanges: false).outcome
  }

  /// Applies one edit and says what it changed (text, selection, value)
  /// and how many undo steps it recorded.
  ///
  /// - Parameters:
  ///   - edit: What the user, host or program did.
  ///   - measuringChanges: Whether to find out whether the text and the
  ///     value changed, which costs a comparison of each: the input
  ///     controller does, ``apply(_:)`` (whose callers read the outcome
  ///     only) does not, and its result's ``AmountEditResult/changes`` then
  ///     hold the selection only.
  mutating func perform(_ edit: AmountEdit, measuringChanges: Bool = true) -> AmountEditResult {
    switch edit.base {
    case .insert(let text) where text.utf8.count > 1 && !text.isSingleCharacter:
      // Several keys: one edit each, as typed (`=` among them closes the
      // expression the keys before it opened); what changed is measured
      // over them all (a sign typed twice changes nothing). The outcome is
      // the last rejection.
      return measured(measuringChanges) { editor in
        var outcome = AmountEditOutcome.accepted
        for character in text {
          let result = editor.perform(.insert(String(character)), measuringChanges: false).outcome
          if !result.isAccepted { outcome = result }
        }
        return outcome
      }
    case .setValue(let value):
      // Beyond the exact range a value is refused, never rounded (contract:
      // "Limits"): a `Decimal` may hold 39 digits below 2^128.
      if let value, DecimalDigits(value).digits.count > DecimalDigits.maximumSignificantDigits {
        return AmountEditResult(outcome: .rejected(.tooManyDigits))
      }
      return measured(measuringChanges) { editor in
        editor.closeExpression()
        editor.draft = TypedAmount(
          value: value.map(editor.context.configuration.format.shown),
          configuration: editor.context.configuration)
        editor.layout = editor.render(editor.draft)
        // Set while editing (contract): the field stays editing, showing the
        // value formatted at rest with the caret at the end of the number.
        editor.selection = editor.layout.numberEnd..<editor.layout.numberEnd
        editor.undoStack.removeAll()
        editor.redoStack.removeAll()
        return .accepted
      }
    case .undo:
      guard let step = undoStack.popLast() else { return .rejected(.nothingToUndo) }
      redoStack.append(step)
      return measured(measuringChanges) { editor in
        editor.restore(step.before)
        return .accepted
      }
    case .redo:
      guard let step = redoStack.popLast() else { return .rejected(.nothingToRedo) }
      undoStack.append(step)
      return measured(measuringChanges) { editor in
        editor.restore(step.after)
        return .accepted
      }
    case .replace(let range, let string):
      return applyReplace(range, with: string, measuringChanges: measuringChanges)
    default:
      // The one place that reads what the field holds.
      switch content {
      case .amount: return performOnAmount(edit, measuringChanges: measuringChanges)
      case .expression: return performOnExpression(edit, measuringChanges: measuringChanges)
      }
    }
  }

  /// An edit of the amount (no expression open): typing, deleting, paste,
  /// host edits, caret moves, sign, steps, begin and end of editing.
  private mutating func performOnAmount(_ edit: AmountEdit, measuringChanges: Bool)
    -> AmountEditResult
  {
    switch edit.base {
    case .insert(let text):
      // One byte is one key (every digit): no walk of the characters.
      if text.utf8.count == 1, let byte = text.utf8.first {
        if let digit = plainDigit(byte) {
          return measuredKeystroke(measuringChanges) {
            (editor: inout AmountEditor, next: inout TypedAmount) throws(AmountRejection) in
            try editor.typeDigit(
              digit, range: editor.logicalRange(editor.selection), through: &next)
          }
        }
        return measuredTransaction(measuringChanges) {
          (editor: inout AmountEditor) throws(AmountRejection) in
          try editor.type(byte: byte)
        }
      }
      guard let character = text.first else { return .unchanged }
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.type(character)
      }
    case .deleteBackward:
      return measuredKeystroke(measuringChanges) {
        (editor: inout AmountEditor, next: inout TypedAmount) throws(AmountRejection) in
        try editor.deleteBackward(caret: nil, through: &next)
      }
    case .deleteForward:
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.deleteForward()
      }
    case .paste(let text):
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.paste(text)
      }
    case .commitExpression:
      // `=` with no expression open changes nothing.
      return measuredTransaction(measuringChanges) {
        (_: inout AmountEditor) throws(AmountRejection) in
      }
    case .select(let range):
      return select(clampSelection(range))
    case .moveLeft:
      return select(moveCaret(by: -1))
    case .moveRight:
      return select(moveCaret(by: 1))
    case .moveToStart:
      return select(layout.numberStart..<layout.numberStart)
    case .moveToEnd:
      return select(layout.numberEnd..<layout.numberEnd)
    case .beginEditing:
      isEditing = true
      switch context.configuration.onBegin.base {
      case .selectAll: return select(layout.numberStart..<layout.numberEnd)
      case .keep: return select(clampSelection(selection))
      case .end: return select(layout.numberEnd..<layout.numberEnd)
      }
    case .toggleSign:
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.toggleSign(to: !editor.draft.isNegative)
      }
    case .stepUp:
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.step(up: true)
      }
    case .stepDown:
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.step(up: false)
      }
    case .endEditing:
      return measured(measuringChanges) { editor in
        editor.endEditing()
        return .accepted
      }
    case .setValue, .undo, .redo, .replace:
      preconditionFailure("perform(_:) handles \(edit) whatever the field holds")
    }
  }

  /// An edit of an open expression (contract: "Arithmetic"): the caret
  /// stays at its end, where keys and backspace edit it; a paste replaces
  /// it; `=` and the end of editing replace it with its result.
  private mutating func performOnExpression(_ edit: AmountEdit, measuringChanges: Bool)
    -> AmountEditResult
  {
    switch edit.base {
    case .insert(let text):
      guard let character = text.first else { return .unchanged }
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.typeInExpression(character)
      }
    case .deleteBackward:
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.deleteBackwardInExpression()
      }
    case .deleteForward:
      // Nothing follows the caret at the end of an open expression.
      return measuredTransaction(measuringChanges) {
        (_: inout AmountEditor) throws(AmountRejection) in
      }
    case .paste(let text):
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.pasteOverExpression(text)
      }
    case .commitExpression:
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.commitExpression()
      }
    case .select, .moveLeft, .moveRight, .moveToStart, .moveToEnd, .beginEditing, .stepUp,
      .stepDown:
      // The caret stays at the end of an open expression (which is open
      // only while editing), and a step has no amount to step.
      return .unchanged
    case .toggleSign:
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.toggleFirstOperandSign()
      }
    case .endEditing:
      // The expression is committed first; one that cannot be (a division
      // by zero, a result past a limit) ends as an empty field, and the
      // outcome says why.
      return measured(measuringChanges) { editor in
        var outcome = AmountEditOutcome.accepted
        do throws(AmountRejection) {
          try editor.commitExpression()
        } catch {
          editor.closeExpression()
          editor.draft = TypedAmount()
          outcome = .cleared(error)
        }
        editor.endEditing()
        return outcome
      }
    case .setValue, .undo, .redo, .replace:
      preconditionFailure("perform(_:) handles \(edit) whatever the field holds")
    }
  }

  /// A host's request to replace `range` with `string`: what
  /// `perform(.replace(range, with: string))` does, without an
  /// ``AmountEdit`` made and taken apart (the input controller's every
  /// keystroke). Part of the dispatch: it reads once what the field holds.
  mutating func applyReplace(
    _ range: Range<Int>, with string: String, measuringChanges: Bool = true
  ) -> AmountEditResult {
    var keystroke: HostKeystroke?
    return applyReplace(
      range, with: string, measuringChanges: measuringChanges, keystroke: &keystroke)
  }

  /// ``applyReplace(_:with:measuringChanges:)``, saying in `keystroke`
  /// which key it took the request for, when one
  /// (``hostKeystroke(replacing:with:)``).
  @inline(__always)
  mutating func applyReplace(
    _ range: Range<Int>, with string: String, measuringChanges: Bool = true,
    keystroke: inout HostKeystroke?
  ) -> AmountEditResult {
    switch content {
    case .amount:
      keystroke = hostKeystroke(replacing: range, with: string)
      switch keystroke {
      case .digit(let digit):
        return measuredKeystroke(measuringChanges) {
          (editor: inout AmountEditor, next: inout TypedAmount) throws(AmountRejection) in
          try editor.typeDigit(
            digit, range: editor.logicalRange(editor.selection), through: &next)
        }
      case .backspace:
        // Backspace that deletes nothing leaves the caret where it was, as
        // `replace(_:with:)` has it: nothing moves it then.
        return measuredKeystroke(measuringChanges) {
          (editor: inout AmountEditor, next: inout TypedAmount) throws(AmountRejection) in
          try editor.deleteBackward(caret: nil, through: &next)
        }
      case nil:
        return measuredTransaction(measuringChanges) {
          (editor: inout AmountEditor) throws(AmountRejection) in
          try editor.replace(range, with: string)
        }
      }
    case .expression:
      return measuredTransaction(measuringChanges) {
        (editor: inout AmountEditor) throws(AmountRejection) in
        try editor.replaceInExpression(range, with: string)
      }
    }
  }

  /// Applies `edit` to a field that is not being edited, then ends
  /// editing: a step or the sign key from a host that is not editing shows
  /// its value at rest at once. All or nothing: when `edit` is refused the
  /// editor is left as it was. What changed is measured over both.
  mutating func performEndingEditing(_ edit: AmountEdit) -> AmountEditResult {
    let before = self
    var rejection: AmountRejection?
    let result = measured(true) { editor in
      let outcome = editor.apply(edit)
      if let reason = outcome.reason, !outcome.isAccepted {
        rejection = reason
        return outcome
      }
      editor.apply(.endEditing)
      return outcome
    }
    guard let rejection else { return result }
    self = before
    return .rejected(rejection)
  }

  /// Starts over with `configuration`, keeping the value (rounded to its
  /// fraction digits) and editing when the field was: a new undo history.
  /// The host decimal key is the configuration's.
  mutating func reconfigure(_ configuration: AmountFieldConfiguration) -> AmountEditResult {
    let textBefore = text
    let selectionBefore = selection
    let valueBefore = value
    let wasEditing = isEditing
    self = AmountEditor(configuration: configuration, value: valueBefore)
    if wasEditing { apply(.beginEditing) }
    var changes: AmountEditChanges = []
    if text != textBefore { changes.insert(.text) }
    if selection != selectionBefore { changes.insert(.selection) }
    if value != valueBefore { changes.insert(.value) }
    return AmountEditResult(outcome: .accepted, changes: changes)
  }

  /// Moves the selection to `range`: what a caret move changes.
  private mutating func select(_ range: Range<Int>) -> AmountEditResult {
    let moved = range != selection
    selection = range
    return AmountEditResult(outcome: .accepted, changes: moved ? .selection : [])
  }

  /// Whether the expression differs from the one in `before`; no array
  /// comparison for a keystroke outside an expression.
  @inline(__always)
  private func expressionChanged(since before: Snapshot) -> Bool {
    content != before.content
  }

  var snapshot: Snapshot {
    Snapshot(draft: draft, content: content, selection: selection)
  }

  private mutating func restore(_ s: Snapshot) {
    draft = s.draft
    content = s.content
    showContent()
    selection = s.selection
    isEditing = true
  }

  // MARK: What an edit changed

  /// What changed in the text and the value since the state `before`,
  /// whose text was `textBefore` and whose open expression's result was
  /// `resultBefore`, when the amount or the expression changed: the text
  /// is rendered from them and the value read from them, so neither
  /// changed without them. Mutating though it only reads: its callers
  /// are, and passing them the editor by value copied all of it.
  private mutating func textAndValueChanges(
    since before: borrowing Snapshot, text textBefore: String,
    expressionResult resultBefore: Result<Decimal, ArithmeticFailure>?
  ) -> AmountEditChanges {
    var changes: AmountEditChanges = []
    if textChanged(since: textBefore) { changes.insert(.text) }
    if case .amount = before.content, case .amount = content {
      // Digit by digit: no `Decimal` built for a keystroke.
      if !draft.hasSameValue(as: before.draft, mode: mode, fractionDigits: fractionDigits) {
        changes.insert(.value)
      }
    } else {
      // An open expression's value is its result, not its last operand's.
      let valueBefore: Decimal?
      switch before.content {
      case .amount: valueBefore = before.draft.value(mode: mode, fractionDigits: fractionDigits)
      case .expression: valueBefore = resultBefore.flatMap { try? $0.get() }
      }
      if shownValue != valueBefore { changes.insert(.value) }
    }
    return changes
  }

  /// The text `editor` shows, read before an edit to compare with the
  /// text after it. Not inlined: inlined, the optimizer copied the whole
  /// layout to read it (about a hundred instructions a host keystroke).
  @inline(never)
  private static func shownText(of editor: inout AmountEditor) -> String { editor.layout.text }

  /// Whether the text differs from `textBefore`. Nearly every edit changes
  /// the text's length: known without reading the bytes.
  @inline(__always)
  private func textChanged(since textBefore: String) -> Bool {
    let text = layout.text
    return text.utf8.count != textBefore.utf8.count || text != textBefore
  }

  /// Runs an edit that is not one keystroke (end of editing, a value set,
  /// undo, redo, several keys) and says what it changed, measured against
  /// the state before it (text and value only when `measuring`).
  private mutating func measured(
    _ measuring: Bool, _ body: (inout AmountEditor) -> AmountEditOutcome
  ) -> AmountEditResult {
    let before = snapshot
    let textBefore = measuring ? layout.text : ""
    let resultBefore = expressionResultCache
    let recordedBefore = recordedUndoSteps
    let outcome = body(&self)
    var result = AmountEditResult(
      outcome: outcome, recordedUndoSteps: recordedUndoSteps &- recordedBefore)
    if selection != before.selection { result.changes.insert(.selection) }
    if measuring && (draft != before.draft || expressionChanged(since: before)) {
      result.changes.formUnion(
        textAndValueChanges(since: before, text: textBefore, expressionResult: resultBefore))
    }
    return result
  }

  /// Runs a user edit (``transaction(_:)``) and says what it changed, the
  /// text and the value only when `measuring`.
  @inline(__always)
  private mutating func measuredTransaction(
    _ measuring: Bool, _ body: (inout AmountEditor) throws(AmountRejection) -> Void
  ) -> AmountEditResult {
    measuredEdit(measuring) { editor in editor.transaction(body) }
  }

  /// Runs a keystroke on the amount
  /// (``keystrokeTransaction(measuringValue:valueChanged:_:)``) and
  /// says what it changed, the text and the value only when `measuring`.
  @inline(__always)
  private mutating func measuredKeystroke(
    _ measuring: Bool,
    _ body: (inout AmountEditor, inout TypedAmount) throws(AmountRejection) -> Bool
  ) -> AmountEditResult {
    var valueChanged = false
    guard measuring else {
      return measuredEdit(false) { editor in
        editor.keystrokeTransaction(measuringValue: false, valueChanged: &valueChanged, body)
      }
    }
    // The value is compared inside the transaction, with the draft it
    // replaced, before that moves into the undo step: read back from the
    // step, it was copied out of the history.
    let textBefore = Self.shownText(of: &self)
    var result = measuredEdit(false) { editor in
      editor.keystrokeTransaction(measuringValue: true, valueChanged: &valueChanged, body)
    }
    // The draft changed exactly when the keystroke recorded an undo step.
    guard result.recordedUndoSteps > 0 else { return result }
    if textChanged(since: textBefore) { result.changes.insert(.text) }
    if valueChanged { result.changes.insert(.value) }
    return result
  }

  /// Runs a user edit by `transaction` (which records an undo step when it
  /// changed the amount or the expression) and says what it changed, the
  /// text and the value only when `measuring`.
  @inline(__always)
  private mutating func measuredEdit(
    _ measuring: Bool, _ transaction: (inout AmountEditor) -> AmountEditOutcome
  ) -> AmountEditResult {
    let selectionBefore = selection
    let recordedBefore = recordedUndoSteps
    guard measuring else {
      let outcome = transaction(&self)
      return AmountEditResult(
        outcome: outcome, changes: selection != selectionBefore ? .selection : [],
        recordedUndoSteps: recordedUndoSteps &- recordedBefore)
    }
    let textBefore = Self.shownText(of: &self)
    let resultBefore = expressionResultCache
    let outcome = transaction(&self)
    var result = AmountEditResult(
      outcome: outcome, changes: selection != selectionBefore ? .selection : [],
      recordedUndoSteps: recordedUndoSteps &- recordedBefore)
    // The amount or the expression changed exactly when the edit recorded
    // an undo step, which holds the state before it.
    guard result.recordedUndoSteps > 0 else { return result }
    let last = undoStack.count - 1
    if case .amount = content, case .amount = undoStack[last].before.content {
      // An amount's value is compared with the amount in the step (the
      // array's subscript copies it out: a keystroke compares before it
      // records, see ``measuredKeystroke(_:_:)``).
      if textChanged(since: textBefore) { result.changes.insert(.text) }
      if !draft.hasSameValue(
        as: undoStack[last].before.draft, mode: mode, fractionDigits: fractionDigits)
      {
        result.changes.insert(.value)
      }
      return result
    }
    // An open expression: the state before copied out (the history is
    // part of `self`, which the comparison reads).
    let before = undoStack[last].before
    result.changes.formUnion(
      textAndValueChanges(since: before, text: textBefore, expressionResult: resultBefore))
    return result
  }

  /// Renders what the field holds, the amount or the open expression
  /// (whose result is computed again).
  private mutating func showContent() {
    switch content {
    case .amount:
      expressionResultCache = nil
      layout = render(draft)
    case .expression:
      expressionResultCache = expressionResult()
      layout = renderExpression()
    }
  }

  /// Runs a user edit in place, rolls it back when it is rejected, records
  /// one undo step when it changed the text or the amount.
  ///
  /// The edit works on `self`, not on a copy, so that the undo history is
  /// never copied: a keystroke costs the same after a thousand of them.
  private mutating func transaction(
    _ body: (inout AmountEditor) throws(AmountRejection) -> Void
  ) -> AmountEditOutcome {
    let before = snapshot
    let wasEditing = isEditing
    isEditing = true
    do throws(AmountRejection) {
      try body(&self)
    } catch {
      // The layout is rendered from the draft and the expression: it
      // changed only with them.
      if draft != before.draft || expressionChanged(since: before) {
        draft = before.draft
        content = before.content
        showContent()
      }
      selection = before.selection
      isEditing = wasEditing
      return .rejected(error)
    }
    // A host range may have placed the selection in an affix; keep it in
    // the number.
    selection = clampSelection(selection)
    // The text is rendered from the draft and the expression: it changed
    // only with them.
    if draft != before.draft || expressionChanged(since: before) {
      record(UndoEntry(before: before, after: snapshot))
    }
    return .accepted
  }

  /// ``transaction(_:)`` of a keystroke on the amount (no expression open)
  /// that changes the draft only by ``commit(swapping:caret:)``, after
  /// which nothing throws, and says whether it replaced the draft, which
  /// it then leaves in its second argument: that draft, moved into the
  /// undo step, is the state before, which is not copied first.
  ///
  /// When `measuringValue` and the key records an undo step,
  /// `valueChanged` says whether the value changed, compared with the
  /// draft replaced before it moves into the step; otherwise it is left
  /// as it was.
  @inline(__always)
  private mutating func keystrokeTransaction(
    measuringValue: Bool, valueChanged: inout Bool,
    _ body: (inout AmountEditor, inout TypedAmount) throws(AmountRejection) -> Bool
  ) -> AmountEditOutcome {
    let selectionBefore = selection
    let wasEditing = isEditing
    isEditing = true
    #if AMOUNTKIT_INTERNAL_CHECKS
    let checkedBefore = snapshot
    precondition(content == .amount, "keystrokeTransaction: an expression is open")
    #endif
    var before = TypedAmount()
    let replaced: Bool
    do throws(AmountRejection) {
      replaced = try body(&self, &before)
    } catch {
      #if AMOUNTKIT_INTERNAL_CHECKS
      precondition(
        draft == checkedBefore.draft, "keystrokeTransaction: a refused key changed the draft")
      #endif
      selection = selectionBefore
      isEditing = wasEditing
      return .rejected(error)
    }
    selection = clampSelection(selection)
    #if AMOUNTKIT_INTERNAL_CHECKS
    precondition(
      (replaced ? before : draft) == checkedBefore.draft && content == .amount,
      "keystrokeTransaction: the draft before is not the one replaced")
    #endif
    guard replaced, before != draft else { return .accepted }
    if measuringValue {
      valueChanged = !draft.hasSameValue(as: before, mode: mode, fractionDigits: fractionDigits)
    }
    record(
      UndoEntry(
        before: Snapshot(draft: before.take(), content: .amount, selection: selectionBefore),
        after: snapshot))
    return .accepted
  }

  /// Records one undo step: the redo history goes.
  @inline(__always)
  private mutating func record(_ step: consuming UndoEntry) {
    if undoStack.capacity == 0 { undoStack.reserveCapacity(16) }
    undoStack.append(step)
    recordedUndoSteps &+= 1
    if undoStack.count > Self.undoLimit + Self.undoLimit / 10 {
      // Memory stays bounded whatever arrives; the oldest steps go in
      // batches, so that a keystroke never moves the whole history.
      undoStack.removeFirst(undoStack.count - Self.undoLimit)
    }
    if !redoStack.isEmpty { redoStack.removeAll() }
  }

  /// Ends editing of the amount: at rest it shows the value's format, or
  /// the minimum when the policy clamps a value below it, or nothing for a
  /// zero that clears.
  private mutating func endEditing() {
    isEditing = false
    var value = draft.value(mode: mode, fractionDigits: fractionDigits)
    if let v = value, v.isZero, context.configuration.clearsWhenZero { value = nil }
    draft = TypedAmount(
      value: context.limits.restingValue(value), configuration: context.configuration)
    layout = render(draft)
    selection = layout.numberEnd..<layout.numberEnd
  }

  // MARK: Rendering and positions

  func render(_ draft: TypedAmount) -> RenderedAmount { render(draft, as: mode) }

  /// Renders the draft into ``layout``, in place: what `layout =
  /// render(draft)` does without building a layout and moving it there
  /// (every keystroke).
  mutating func renderDraft() {
    Self.render(draft, as: mode, context: context, into: &layout)
  }

  /// Renders `draft` entered in `mode` (an operand of an expression may be
  /// entered otherwise than the field's amounts).
  func render(_ draft: TypedAmount, as mode: AmountEntryMode) -> RenderedAmount {
    var rendered = RenderedAmount(textWithoutNumber: "", utf16Count: 0)
    Self.render(draft, as: mode, context: context, into: &rendered)
    return rendered
  }

  /// ``render(_:as:)`` into `rendered`, in place.
  private static func render(
    _ draft: borrowing TypedAmount, as mode: AmountEntryMode, context: Context,
    into rendered: inout RenderedAmount
  ) {
    if !draft.hasAmount && draft.tokens.isEmpty {
      let text = draft.isNegative ? context.configuration.format.minusSign : ""
      let end = text.utf16.count
      rendered = RenderedAmount(textWithoutNumber: text, utf16Count: end)
      return
    }
    let fd = context.fractionDigits
    let (integerEnd, fractionStart) = draft.splitIndices(mode: mode, fractionDigits: fd)
    // The digits are read through a buffer pointer: slices of a spilled
    // array would retain it.
    let separator: SeparatorRole
    let padding: Int
    switch mode.base {
    case .decimal: (separator, padding) = (fractionStart > integerEnd ? .token : .hidden, 0)
    case .integer: (separator, padding) = (.hidden, 0)
    case .cents: (separator, padding) = (.decoration, fd - (draft.tokens.count - fractionStart))
    }
    let isNegative = draft.isNegative
    draft.tokens.withUnsafeBufferPointer { tokens in
      let integer = UnsafeBufferPointer(rebasing: tokens[..<integerEnd])
      let fraction = UnsafeBufferPointer(rebasing: tokens[fractionStart...])
      if let keystrokes = context.keystrokeRenderer {
        keystrokes.render(
          into: &rendered, negative: isNegative, integer: integer, fraction: fraction,
          separator: separator, fractionPadding: padding)
        #if AMOUNTKIT_INTERNAL_CHECKS
        // The fuzzer (an optimized build) and CI's test run: every
        // keystroke rendered both ways.
        precondition(
          rendered.hasSameLayout(
            as: context.renderer.render(
              negative: isNegative, integer: integer, fraction: fraction,
              separator: separator, fractionPadding: padding)),
          "KeystrokeRenderer: renders otherwise than its renderer")
        #endif
        return
      }
      rendered = context.renderer.render(
        negative: isNegative, integer: integer, fraction: fraction,
        separator: separator, fractionPadding: padding)
    }
  }

  /// The logical range of tokens a UTF-16 range covers (see
  /// ``RenderedAmount/logicalRange(_:)``).
  func logicalRange(_ range: Range<Int>) -> Range<Int> { layout.logicalRange(range) }

  /// A host range clamped into the number (see
  /// ``RenderedAmount/clampSelection(_:)``).
  func clampSelection(_ range: Range<Int>) -> Range<Int> { layout.clampSelection(range) }

  private func moveCaret(by step: Int) -> Range<Int> {
    if !selection.isEmpty {
      let edge = step < 0 ? selection.lowerBound : selection.upperBound
      return edge..<edge
    }
    let text = layout.text
    let utf16 = text.utf16
    let offset = selection.lowerBound
    guard offset >= 0, offset <= utf16.count else { return selection }
    let index = utf16.index(utf16.startIndex, offsetBy: offset)
    var target = offset
    if step < 0, index > text.startIndex {
      target = utf16.distance(from: utf16.startIndex, to: text.index(before: index))
    } else if step > 0, index < text.endIndex {
      target = utf16.distance(from: utf16.startIndex, to: text.index(after: index))
    }
    target = target.clamped(to: layout.numberStart..<layout.numberEnd)
    return target..<target
  }
}

extension AmountEditor: Equatable {
  /// Editors are equal when they show the same state and undo and redo
  /// would take them through the same states: configuration, text,
  /// selection, value, editing flag, and every step of the undo and redo
  /// histories.
  public static func == (lhs: AmountEditor, rhs: AmountEditor) -> Bool {
    lhs.configuration == rhs.configuration && lhs.draft == rhs.draft
      && lhs.content == rhs.content
      && lhs.layout.text == rhs.layout.text && lhs.selection == rhs.selection
      && lhs.isEditing == rhs.isEditing && lhs.undoStack == rhs.undoStack
      && lhs.redoStack == rhs.redoStack
  }
}
