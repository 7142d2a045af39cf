import Foundation
import Testing

@testable import AmountKit

/// The notation of the spec's tables: a field drawn as its number with the
/// caret `|` or a selection `[...]`, written the en_US way (`1,234.5|6`,
/// `-12|`, `|` for empty). ``FieldNotation`` translates it into a locale's
/// text (digits, separators, sign and currency affixes) with the UTF-16
/// positions of the caret, so one row is checked in many locales.
struct FieldNotation {
  let configuration: AmountFieldConfiguration

  var format: AmountFormat { configuration.format }

  /// The locale text and UTF-16 selection a drawing stands for.
  func render(_ drawing: String) -> (text: String, selection: Range<Int>) {
    var body = drawing
    var negative = false
    if body.hasPrefix("-") {
      negative = true
      body.removeFirst()
    }
    let plain = body.filter { $0 != "|" && $0 != "[" && $0 != "]" }
    let pattern = format.pattern
    if plain.isEmpty {
      let text = negative ? pattern.minusSign : ""
      let end = text.utf16.count
      return (text, end..<end)
    }
    var text = format.prefix + (negative ? pattern.negativePrefix : pattern.positivePrefix)
    var lower = 0
    var upper = 0
    for character in body {
      switch character {
      case "|":
        lower = text.utf16.count
        upper = lower
      case "[": lower = text.utf16.count
      case "]": upper = text.utf16.count
      case ",": text += pattern.groupingSeparator
      case ".": text += pattern.decimalSeparator
      default:
        if let digit = character.wholeNumberValue,
          let scalar = Unicode.Scalar(pattern.zero + UInt32(digit))
        {
          text.unicodeScalars.append(scalar)
        } else {
          text.append(character)
        }
      }
    }
    text += (negative ? pattern.negativeSuffix : pattern.positiveSuffix) + format.suffix
    return (text, lower..<max(lower, upper))
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
      if pasted.hasSuffix(".") {
        pasted.removeLast()
        if !pasted.isEmpty { editor.apply(.paste(pasted)) }
        editor.apply(.insert("."))
      } else {
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
    "\(before)  \(Self.name(edit))  \(after ?? "rejected (\(reason?.rawValue ?? ""))")"
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
  if editor.text != before.text {
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
    "\(format.locale.identifier) \(format.currencyCode ?? "number") \(entryMode.rawValue)"
  }
}
