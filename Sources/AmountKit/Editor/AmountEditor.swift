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
    /// The host keyboard's one separator key: always a decimal key (the
    /// configuration's, or the one the host declared).
    let hostDecimalKey: Character?
    /// ``hostDecimalKey`` when it is one scalar.
    let hostDecimalScalar: Unicode.Scalar?
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
    /// The context of `configuration`, whose host decimal key is
    /// `hostDecimalKey` (the configuration's own, unless a host declared
    /// the key of its keyboard).
    init(_ configuration: AmountFieldConfiguration, hostDecimalKey: Character?) {
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
      self.hostDecimalKey = hostDecimalKey
      hostDecimalScalar = hostDecimalKey.flatMap { key in
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
  /// expression (contract: "Arithmetic"). The dispatch
  /// (``execute(_:)``) reads it once per edit and sends the edit down the
  /// amount's path or the expression's.
  enum Content: Sendable, Equatable {
    /// One amount, `draft`.
    case amount
    /// An open expression; `draft` is the operand being typed. Boxed, so
    /// that an amount's content (every undo step's) is one word.
    indirect case expression(OpenExpression)
  }
  /// An open expression: its complete operands, each with the operator
  /// typed after it (never empty), and its result with the operand being
  /// typed, computed whenever either changes (hosts read the value several
  /// times per event).
  struct OpenExpression: Sendable, Equatable {
    var terms: [ExpressionTerm]
    var result: Result<Decimal, ArithmeticFailure>
  }
  /// What the field holds: an amount, without an array, so that a
  /// keystroke's undo snapshots retain nothing for an expression.
  var content = Content.amount

  /// The amount being typed; in an open expression, its last operand.
  var draft = TypedAmount()
  /// The complete operands of an open expression, each with the operator
  /// typed after it; empty when no expression is open.
  var expression: [ExpressionTerm] {
    guard case .expression(let open) = content else { return [] }
    return open.terms
  }
  /// The amount the edit under way replaced, moved here by its first
  /// change of the amount or the expression (see ``keepOrigin()``); valid
  /// while ``originKept``. The transaction takes it back.
  var origin = TypedAmount()
  /// Whether the edit under way has changed the amount or the expression
  /// (``origin`` then holds the amount before it).
  var originKept = false
  /// What the field held before the edit under way, when that edit may
  /// have changed the expression (see ``keepOrigin()``).
  var originContent: Content?
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
  ///
  /// The state right after an edit is, until something else changes the
  /// amount, the state before the next step, or the field's own state for
  /// the last step: it is kept once, not twice. ``after`` holds it only
  /// when it differs (end of editing changed the amount after the last
  /// step, or the step was undone and waits to be redone); nil means the
  /// amount and content that follow, with ``afterSelection``.
  struct UndoEntry: Sendable {
    var before: Snapshot
    var after: Snapshot?
    /// The selection right after the edit.
    var afterSelection: Range<Int>
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
    self.context = Context(configuration, hostDecimalKey: configuration.hostDecimalKey)
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
    case .expression(let open): return try? open.result.get()
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
    guard context.hostDecimalKey != key else { return }
    context = Context(context.configuration, hostDecimalKey: key)
  }

  /// Applies one edit.
  ///
  /// - Parameter edit: What the user, host or program did.
  /// - Returns: ``AmountEditOutcome/accepted``, or the reason of a rejection,
  ///   in which case text, selection and value are unchanged.
  @discardableResult
  public mutating func apply(_ edit: AmountEdit) -> AmountEditOutcome {
    run(command(for: edit), measuringFrom: nil).outcome
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
    run(command(for: edit), measuringFrom: measuringChanges ? text : nil)
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
      && lhs.isEditing == rhs.isEditing && lhs.undoStates == rhs.undoStates
      && lhs.redoStack.map(\.before) == rhs.redoStack.map(\.before)
      && lhs.redoStack.map(\.after) == rhs.redoStack.map(\.after)
  }

  /// Every undo step's states before and right after its edit, the state
  /// after read from the step that follows where the step shares it.
  private var undoStates: [Snapshot] {
    var states: [Snapshot] = []
    states.reserveCapacity(undoStack.count * 2)
    for (i, step) in undoStack.enumerated() {
      states.append(step.before)
      let next = i + 1 < undoStack.count ? undoStack[i + 1].before : nil
      states.append(
        step.after
          ?? Snapshot(
            draft: next?.draft ?? draft, content: next?.content ?? content,
            selection: step.afterSelection))
    }
    return states
  }
}
