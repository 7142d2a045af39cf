import Foundation
import Testing

@testable import AmountKit

/// The notation of the spec's tables: a field drawn as its number with the
/// caret `|` or a selection `[...]`, written the en_US way (`1,234.5|6`,
/// `-12|`, `|` for empty). ``FieldNotation`` translates it into the text
/// Foundation shows for that amount in a locale (see ``render(_:)``), with
/// the UTF-16 positions of the caret, so one row is checked in many
/// locales against an oracle that is not the engine's own pattern.
struct FieldNotation {
  let configuration: AmountFieldConfiguration

  var format: AmountFormat { configuration.format }

  /// The locale text and UTF-16 selection a drawing stands for.
  ///
  /// The text is Foundation's, never the engine's derived pattern: the
  /// oracle is `Decimal.FormatStyle.Currency` (or `Decimal.FormatStyle` for a
  /// plain number or a hidden currency) of the drawn value, at exactly the
  /// drawn number of fraction digits, with the locale's grouping, symbol,
  /// sign placement, spacing and bidi marks (contract, principle 5). Only
  /// where the contract's "What the text shows while editing" and "Sign"
  /// sections say otherwise is Foundation's text changed, each by a rule:
  /// - a typed trailing separator (`1,234.`) is Foundation's text with one
  ///   fraction digit, that digit taken out;
  /// - a negative zero (`-0`) is Foundation's text for the negative amount
  ///   one unit in the last drawn place (`-1`, `-0.01`), that digit made the
  ///   locale's zero;
  /// - a lone sign is the locale's minus: Foundation's number text for -1
  ///   without its digit, and no affixes;
  /// - custom prefix and suffix wrap the text.
  /// The caret and selection are placed by the digits and separators of the
  /// drawing: after the k-th digit, after the decimal separator, or, drawn
  /// after a grouping separator, before the next digit.
  func render(_ drawing: String) -> (text: String, selection: Range<Int>) {
    let oracle = FoundationOracle(format: format)
    var body = Substring(drawing)
    var negative = false
    if body.hasPrefix("-") {
      negative = true
      body.removeFirst()
    }
    // The drawing read as anchors: each mark stands after some digit count.
    enum Anchor: Equatable {
      case afterDigit(Int)
      case beforeDigit(Int)  // drawn right after a grouping separator
      case afterSeparator
    }
    var integer = ""
    var fraction = ""
    var hasSeparator = false
    var anchor = Anchor.beforeDigit(1)
    var lower = anchor
    var upper: Anchor?
    var digits = 0
    var groupedAfter: [Int] = []
    for character in body {
      switch character {
      case "|":
        lower = anchor
        upper = nil
      case "[": lower = anchor
      case "]": upper = anchor
      case ",":
        if hasSeparator { Issue.record("grouping after the separator in \(drawing)") }
        groupedAfter.append(digits)
        anchor = .beforeDigit(digits + 1)
      case ".":
        hasSeparator = true
        anchor = .afterSeparator
      default:
        if !(character.isASCII && character.isNumber) { Issue.record("not a drawing: \(drawing)") }
        digits += 1
        if hasSeparator { fraction.append(character) } else { integer.append(character) }
        anchor = .afterDigit(digits)
      }
    }
    if digits == 0 {
      let text = negative ? oracle.loneMinus : ""
      let end = text.utf16.count
      return (text, end..<end)
    }
    let shown = oracle.text(
      integer: integer, fraction: fraction, typedSeparator: hasSeparator && fraction.isEmpty,
      negative: negative)
    // The drawing must be Foundation's text transliterated: the same digits
    // and grouping (a row drawn `1,234` says nothing about `es_ES`, which
    // shows `1234`).
    let foundationGroups = (1..<max(1, integer.count)).filter {
      shown.digitEnds[$0 - 1] != shown.digitStarts[$0]
    }
    guard shown.digitStarts.count == digits, foundationGroups == groupedAfter else {
      Issue.record("\(drawing) is not drawn as Foundation shows it: \(shown.text)")
      return (shown.text, 0..<0)
    }
    func offset(_ anchor: Anchor) -> Int {
      switch anchor {
      case .afterDigit(let k): return shown.digitEnds[k - 1]
      case .beforeDigit(let k): return shown.digitStarts[k - 1]
      case .afterSeparator: return shown.separatorEnd ?? shown.digitEnds[digits - 1]
      }
    }
    let start = offset(lower)
    return (shown.text, start..<max(start, upper.map(offset) ?? start))
  }

  /// Draws an editor's state back: its text with `|` or `[` `]` inserted.
  static func draw(_ editor: AmountEditor) -> String {
    draw(text: editor.text, selection: editor.selection)
  }

  /// Draws a text and selection.
  static func draw(text: String, selection: Range<Int>) -> String {
    var units = Array(text.utf16)
    if selection.isEmpty {
      units.insert(contentsOf: "|".utf16, at: min(selection.lowerBound, units.count))
    } else {
      units.insert(contentsOf: "]".utf16, at: min(selection.upperBound, units.count))
      units.insert(contentsOf: "[".utf16, at: min(selection.lowerBound, units.count))
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// An editor in the state a drawing shows, built the way a user would:
  /// typing a sign, pasting the amount, placing the caret.
  func editor(
    _ drawing: String, expectReachable: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> AmountEditor {
    var editor = AmountEditor(configuration: configuration)
    let (text, selection) = render(drawing)
    let plain = drawing.filter { $0 != "|" && $0 != "[" && $0 != "]" }
    if plain == "-" {
      editor.apply(.insert("-"))
    } else if !plain.isEmpty {
      // Paste the amount in the en_US notation the tables use.
      var pasted = plain.replacingOccurrences(of: ",", with: "")
      // The tables draw an empty integer part as the zero shown in its
      // place (`0.56`, `0.`): decoration, not a typed digit.
      if configuration.effectiveMode == .decimal, pasted.hasPrefix("0.") { pasted.removeFirst() }
      // Zeros held after a deletion (`0,000.25`) are what backspace leaves
      // of a `1` before them.
      let integerPart = pasted.prefix { $0 != "." }
      if integerPart.count > 1, integerPart.hasPrefix("0") {
        let ones = "1" + pasted
        pasted = ""
        if editor.apply(.paste(ones)) == .accepted {
          var start = editor
          start.apply(.select(0..<0))  // moved to the start of the number
          let text = editor.text
          let firstDigit = text.utf16.index(
            text.utf16.startIndex, offsetBy: start.selection.lowerBound)
          if firstDigit < text.endIndex {
            let end = text.index(after: firstDigit).utf16Offset(in: text)
            editor.apply(.select(end..<end))
            editor.apply(.deleteBackward)
          }
        }
      }
      if pasted.hasSuffix(".") {
        pasted.removeLast()
        if !pasted.isEmpty { editor.apply(.paste(pasted)) }
        editor.apply(.insert("."))
      } else if !pasted.isEmpty {
        if configuration.effectiveMode == .cents, !pasted.contains(".") {
          pasted = "0"
        }
        editor.apply(.paste(pasted))
      }
    }
    if expectReachable {
      #expect(editor.text == text, "setting up \(drawing)", sourceLocation: sourceLocation)
    }
    editor.apply(.select(selection))
    return editor
  }
}

/// Foundation's own text for an amount: the oracle of the locale tables.
/// It reads only the configuration's inputs (locale, currency, how the
/// currency and negatives are shown, grouping, custom affixes), never the
/// pattern the engine derives from them.
struct FoundationOracle {
  let format: AmountFormat

  /// A text with the UTF-16 offsets of its digits and the end of its
  /// decimal separator.
  struct Shown {
    var text: String
    var digitStarts: [Int] = []
    var digitEnds: [Int] = []
    var separatorEnd: Int?
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType == .decimal
  }

  /// Foundation's text for `value` with exactly `places` fraction digits.
  func foundation(_ value: Decimal, places: Int) -> String {
    let grouping: NumberFormatStyleConfiguration.Grouping =
      format.usesGrouping ? .automatic : .never
    if let code = format.currencyCode, format.currencyDisplay != .hidden {
      var style = Decimal.FormatStyle.Currency(code: code, locale: format.locale)
        .precision(.fractionLength(places)).grouping(grouping)
      if format.currencyDisplay == .isoCode { style = style.presentation(.isoCode) }
      if format.currencyDisplay == .narrowSymbol { style = style.presentation(.narrow) }
      if format.negativeStyle == .accounting { style = style.sign(strategy: .accounting) }
      return style.format(value)
    }
    return Decimal.FormatStyle(locale: format.locale).precision(.fractionLength(places))
      .grouping(grouping).format(value)
  }

  /// The locale's minus alone: Foundation's number text for -1 without
  /// its digit.
  var loneMinus: String {
    let minusOne = Decimal.FormatStyle(locale: format.locale).format(Decimal(-1))
    return String(String.UnicodeScalarView(minusOne.unicodeScalars.filter { !Self.isDigit($0) }))
  }

  /// The text of an amount being edited, by the rules of ``FieldNotation/render(_:)``.
  func text(integer: String, fraction: String, typedSeparator: Bool, negative: Bool) -> Shown {
    let places = fraction.count + (typedSeparator ? 1 : 0)
    // Zeros held after a deletion (`0,000.25`): Foundation's text for the
    // amount with each held zero written as a `1`, those digits then made
    // the locale's zero.
    let held = integer.count > 1 ? integer.prefix { $0 == "0" }.count : 0
    let written =
      String(repeating: "1", count: held) + integer.dropFirst(held) + "." + fraction
      + (typedSeparator ? "0" : "")
    guard var value = Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")) else {
      preconditionFailure("not a number: \(written)")
    }
    let negativeZero =
      negative
      && Decimal(string: integer + "." + fraction, locale: .init(identifier: "en_US_POSIX")) == 0
    if negativeZero {
      value = Decimal(sign: .minus, exponent: -places, significand: 1)
    } else if negative {
      value.negate()
    }
    var scalars = Array(foundation(value, places: places).unicodeScalars)
    var digits = scalars.indices.filter { Self.isDigit(scalars[$0]) }
    let zero = foundation(0, places: 0).unicodeScalars.first(where: Self.isDigit) ?? "0"
    if negativeZero, let last = digits.last {
      scalars[last] = zero
    }
    for index in digits.prefix(held) { scalars[index] = zero }
    // The decimal separator ends where the first fraction digit starts.
    let separatorEnd = places > 0 ? digits[integer.count] : nil
    if typedSeparator, let last = digits.popLast() { scalars.remove(at: last) }
    var shown = Shown(text: format.prefix)
    var offset = format.prefix.utf16.count
    for (i, scalar) in scalars.enumerated() {
      if i == separatorEnd { shown.separatorEnd = offset }
      if digits.contains(i) { shown.digitStarts.append(offset) }
      offset += scalar.utf16.count
      if digits.contains(i) { shown.digitEnds.append(offset) }
      shown.text.unicodeScalars.append(scalar)
    }
    if separatorEnd == scalars.count { shown.separatorEnd = offset }
    shown.text += format.suffix
    return shown
  }
}

/// One row of a spec table: before, edit, after.
struct EditRow: CustomTestStringConvertible, Sendable {
  var before: String
  var edit: AmountEdit
  /// The drawing after, or nil when the edit is rejected.
  var after: String?
  var reason: AmountRejection?

  init(_ before: String, _ edit: AmountEdit, _ after: String) {
    self.before = before
    self.edit = edit
    self.after = after
  }

  init(_ before: String, _ edit: AmountEdit, rejected reason: AmountRejection) {
    self.before = before
    self.edit = edit
    self.reason = reason
  }

  var testDescription: String {
    "\(before)  \(Self.name(edit))  \(after ?? "rejected (\(reason?.name ?? ""))")"
  }

  static func name(_ edit: AmountEdit) -> String {
    switch edit.base {
    case .insert(let s): return "'\(s)'"
    case .deleteBackward: return "⌫"
    case .deleteForward: return "⌦"
    case .paste(let s): return "paste '\(s)'"
    default: return "\(edit)"
    }
  }
}

/// Shorthands for the tables.
let backspace = AmountEdit.deleteBackward
let forwardDelete = AmountEdit.deleteForward
func key(_ text: String) -> AmountEdit { .insert(text) }

/// Applies `edit` to `editor` and checks the outcome against a row's
/// expectation: with `reason`, the edit is rejected and the field is as it
/// was; otherwise it is accepted and the field shows `after` (a drawing in
/// `notation`). The invariant checker runs either way.
///
/// - Returns: Whether the edit was accepted as expected (the caller may
///   check more, such as undo).
@discardableResult
func expectEdit(
  _ edit: AmountEdit, on editor: inout AmountEditor, notation: FieldNotation,
  rejected reason: AmountRejection?, after: String?,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let before = editor
  let outcome = editor.apply(edit)
  #expect(
    editor.invariantViolations(before: before, edit: edit, outcome: outcome) == [],
    sourceLocation: sourceLocation)
  if let reason {
    #expect(outcome == .rejected(reason), sourceLocation: sourceLocation)
    #expect(
      FieldNotation.draw(editor) == FieldNotation.draw(before), sourceLocation: sourceLocation)
    return false
  }
  #expect(outcome == .accepted, sourceLocation: sourceLocation)
  let (text, selection) = notation.render(after ?? "")
  #expect(
    FieldNotation.draw(editor) == FieldNotation.draw(text: text, selection: selection),
    sourceLocation: sourceLocation)
  return outcome == .accepted
}

/// Checks one row in one configuration, and that undo and redo of an
/// accepted edit restore the states exactly.
func check(
  _ row: EditRow, in configuration: AmountFieldConfiguration,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let notation = FieldNotation(configuration: configuration)
  var editor = notation.editor(row.before, sourceLocation: sourceLocation)
  let before = editor
  let outcome = editor.apply(row.edit)
  if let reason = row.reason {
    #expect(outcome == .rejected(reason), sourceLocation: sourceLocation)
    #expect(editor.text == before.text, sourceLocation: sourceLocation)
    #expect(editor.selection == before.selection, sourceLocation: sourceLocation)
    #expect(editor.value == before.value, sourceLocation: sourceLocation)
    return
  }
  guard let after = row.after else { return }
  #expect(outcome == .accepted, sourceLocation: sourceLocation)
  let (text, selection) = notation.render(after)
  let expected = FieldNotation.draw(text: text, selection: selection)
  #expect(FieldNotation.draw(editor) == expected, sourceLocation: sourceLocation)
  // A value set starts a new undo history: nothing to undo.
  var isSet = false
  if case .setValue = row.edit.base { isSet = true }
  if editor.text != before.text && !isSet {
    var undone = editor
    var steps = 1
    if case .insert(let typed) = row.edit.base { steps = typed.count }
    for _ in 1..<max(1, steps) { undone.apply(.undo) }
    #expect(undone.apply(.undo) == .accepted, sourceLocation: sourceLocation)
    #expect(undone.text == before.text, sourceLocation: sourceLocation)
    #expect(undone.selection == before.selection, sourceLocation: sourceLocation)
    #expect(undone.value == before.value, sourceLocation: sourceLocation)
    #expect(undone.apply(.redo) == .accepted, sourceLocation: sourceLocation)
    for _ in 1..<max(1, steps) { undone.apply(.redo) }
    #expect(undone.text == editor.text, sourceLocation: sourceLocation)
    #expect(undone.selection == editor.selection, sourceLocation: sourceLocation)
    #expect(undone.value == editor.value, sourceLocation: sourceLocation)
  }
}

/// A configuration for a locale and currency.
func field(
  _ locale: String, _ currency: String? = nil, _ mode: AmountEntryMode = .decimal,
  configure: (inout AmountFieldConfiguration) -> Void = { _ in }
) -> AmountFieldConfiguration {
  let l = Locale(identifier: locale)
  let format: AmountFormat = currency.map { .currency(code: $0, locale: l) } ?? .number(locale: l)
  var configuration = AmountFieldConfiguration(format: format, entryMode: mode)
  configure(&configuration)
  return configuration
}

extension AmountFieldConfiguration: CustomTestStringConvertible {
  /// Locale, currency and entry mode, for test names.
  public var testDescription: String {
    "\(format.locale.identifier) \(format.currencyCode ?? "number") \(entryMode.name)"
  }
}
