import Foundation
import Testing

@testable import AmountKit

/// The invariants every edit keeps, whatever the state and the edit.
enum Invariants {
  /// Checks one applied edit; returns a description of each broken
  /// invariant (empty when all hold).
  static func violations(
    before: AmountEditor, edit: AmountEdit, outcome: AmountEditOutcome, after: AmountEditor
  ) -> [String] {
    var broken: [String] = []
    let configuration = after.configuration
    let length = after.text.utf16.count
    let selection = after.selection
    if selection.lowerBound < 0 || selection.upperBound > length {
      broken.append("selection \(selection) out of bounds of \(length)")
    }
    if !(after.numberRange.lowerBound <= selection.lowerBound
      && selection.upperBound <= after.numberRange.upperBound)
    {
      broken.append("selection \(selection) outside the number \(after.numberRange)")
    }
    if case .rejected = outcome {
      if after.text != before.text || after.selection != before.selection
        || after.value != before.value
      {
        broken.append("a rejection changed the state")
      }
      return broken
    }
    if let value = after.value {
      // A value set by the program is kept as given, even out of limits.
      let limitsApply = !isHistory(edit) && limitProblems(before).isEmpty
      if limitsApply { broken += limitProblems(after) }
      if (try? configuration.format.parse(after.text)) != value {
        broken.append("text \(after.text.debugDescription) does not read back as \(value)")
      }
    } else if after.text != "" && after.text != configuration.format.minusSign {
      broken.append("no value, but text \(after.text.debugDescription)")
    }
    // At rest, the text is the format of the value.
    var rest = after
    rest.apply(.endEditing)
    let expected = rest.value.map { configuration.restingFormat.format($0) } ?? ""
    if rest.text != expected {
      broken.append("at rest \(rest.text.debugDescription), expected \(expected.debugDescription)")
    }
    // Undo returns the previous state exactly; redo the new one.
    if after.text != before.text, case .insert(let typed) = edit, typed.count > 1 {
      return broken
    }
    if after.text != before.text, !isHistory(edit) {
      var undone = after
      undone.apply(.undo)
      if undone.text != before.text || undone.selection != before.selection
        || undone.value != before.value
      {
        broken.append("undo did not restore \(before.text.debugDescription)")
      }
      undone.apply(.redo)
      if undone.text != after.text || undone.selection != after.selection
        || undone.value != after.value
      {
        broken.append("redo did not restore \(after.text.debugDescription)")
      }
    }
    return broken
  }

  /// The limits an edited value keeps.
  static func limitProblems(_ editor: AmountEditor) -> [String] {
    guard let value = editor.value else { return [] }
    let configuration = editor.configuration
    var broken: [String] = []
    if let maximum = configuration.maximum, value > maximum {
      broken.append("value \(value) above the maximum")
    }
    if let minimum = configuration.minimum, minimum < 0, value < minimum {
      broken.append("value \(value) below the negative minimum")
    }
    var limit = Decimal(1)
    for _ in 0..<configuration.maximumIntegerDigits { limit *= 10 }
    if abs(value) >= limit {
      let digits = configuration.maximumIntegerDigits
      broken.append("value \(value) has more than \(digits) integer digits")
    }
    return broken
  }

  private static func isHistory(_ edit: AmountEdit) -> Bool {
    switch edit {
    case .undo, .redo, .setValue, .endEditing, .beginEditing: return true
    default: return false
    }
  }
}
