import Foundation
import Testing

@testable import AmountKit

/// The editor says what each edit changed (text, selection, value) and how
/// many undo steps it recorded: what the input controller builds its effects
/// from.
@Suite("Editor: what an edit changed")
struct EditResultTests {
  /// One edit on a drawn field and what it changes.
  struct Row: Sendable, CustomTestStringConvertible {
    var before: String
    var edit: AmountEdit
    var changes: Set<String>
    var undoSteps: Int

    init(_ before: String, _ edit: AmountEdit, changes: Set<String>, undoSteps: Int = 0) {
      self.before = before
      self.edit = edit
      self.changes = changes
      self.undoSteps = undoSteps
    }

    var testDescription: String { "\(before)  \(EditRow.name(edit))  \(changes.sorted())" }
  }

  static let configuration = field("en_US", "USD") { $0.minimum = -100_000 }

  /// Contract: a digit changes text and value; a trailing fraction zero or
  /// the separator only the text (the value is the same number); the
  /// grouping separator is typed and ignored; a refused key changes
  /// nothing; the sign typed twice is two steps back to the same field;
  /// end of editing shows the value at rest; undo restores the state before
  /// the last step; a value set shows it at rest.
  static let rows: [Row] = [
    Row("1,234|", key("5"), changes: ["text", "selection", "value"], undoSteps: 1),
    Row("1,234.5|", key("0"), changes: ["text", "selection"], undoSteps: 1),
    Row("1,234|", key("."), changes: ["text", "selection"], undoSteps: 1),
    Row("1,234|", key(","), changes: []),
    Row("1,234|", key("x"), changes: []),
    Row("1,234|", key("--"), changes: [], undoSteps: 2),
    Row("1,234|", key("56"), changes: ["text", "selection", "value"], undoSteps: 2),
    Row("1,2|34", .moveLeft, changes: ["selection"]),
    Row("1,234|", .moveToEnd, changes: []),
    Row("[1,234]", key("9"), changes: ["text", "selection", "value"], undoSteps: 1),
    Row("1,234.5|", .endEditing, changes: ["text", "selection"]),
    Row("1,234|", .undo, changes: ["text", "selection", "value"]),
    Row("1,234|", .redo, changes: []),
    Row("1,234|", .setValue(5), changes: ["text", "selection", "value"]),
    Row("1,234|", .setValue(1234), changes: ["text", "selection"]),
    // A digit over the same digit of a full fraction moves the caret past
    // it, a digit past a full fraction is refused; backspace deletes the
    // digit to its left, at the start of a positive number nothing.
    Row("1,234.|56", key("5"), changes: ["selection"]),
    Row("1,234.56|", key("7"), changes: []),
    Row("1,234|", .deleteBackward, changes: ["text", "selection", "value"], undoSteps: 1),
    Row("|1,234", .deleteBackward, changes: []),
    Row("1,2[34]", .deleteBackward, changes: ["text", "selection", "value"], undoSteps: 1),
  ]

  @Test("what an edit changed", arguments: rows)
  func row(_ row: Row) {
    let notation = FieldNotation(configuration: Self.configuration)
    var editor = notation.editor(row.before)
    let result = editor.perform(row.edit)
    var changes: Set<String> = []
    if result.changes.contains(.text) { changes.insert("text") }
    if result.changes.contains(.selection) { changes.insert("selection") }
    if result.changes.contains(.value) { changes.insert("value") }
    #expect(changes == row.changes)
    #expect(result.recordedUndoSteps == row.undoSteps)
  }

  static let edits: [AmountEdit] =
    ExhaustiveTests.edits + [
      .insert("--"), .insert("12"), .insert("1x"), .moveLeft, .moveRight, .moveToStart,
      .moveToEnd, .select(0..<100), .beginEditing, .endEditing, .undo, .redo, .setValue(nil),
      .setValue(0), .setValue(-12.5), .commitExpression, .replace(0..<1, with: ""),
    ]

  /// Every caret of every start, every edit: the changes reported are
  /// those a comparison of the states before and after finds, the undo
  /// steps those the history gained, and an edit applied without measuring
  /// has the same outcome, selection change and undo steps.
  @Test("the report agrees with the states", arguments: ExhaustiveTests.cases)
  func agrees(_ c: ExhaustiveTests.Case) {
    let notation = FieldNotation(configuration: c.configuration)
    var failures: [String] = []
    for start in ExhaustiveTests.starts where c.unreachable[start] == nil {
      let base = notation.editor(start)
      for caret in 0...base.text.utf16.count {
        var placed = base
        placed.apply(.select(caret..<caret))
        for edit in Self.edits {
          var after = placed
          let result = after.perform(edit)
          var expected: AmountEditChanges = []
          if after.text != placed.text { expected.insert(.text) }
          if after.selection != placed.selection { expected.insert(.selection) }
          if after.value != placed.value { expected.insert(.value) }
          let steps = after.recordedUndoSteps - placed.recordedUndoSteps
          var unmeasured = placed
          let quick = unmeasured.perform(edit, measuringChanges: false)
          if result.changes != expected || result.recordedUndoSteps != steps
            || quick.outcome != result.outcome || quick.recordedUndoSteps != steps
            || quick.changes != expected.intersection(.selection)
          {
            failures.append(
              "\(FieldNotation.draw(placed)) \(EditRow.name(edit)): reported \(result), "
                + "found \(expected) with \(steps) steps, unmeasured \(quick)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(8).joined(separator: "\n"))")
  }
}
