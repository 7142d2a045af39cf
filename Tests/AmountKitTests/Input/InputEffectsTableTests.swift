import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

/// A host event in an effects table.
enum HostEvent: Sendable, CustomStringConvertible {
  /// `shouldChangeCharactersIn` with a UTF-16 location and length.
  case request(Int, Int, String)
  /// iOS 26's `shouldChangeCharactersInRanges`.
  case requestRanges([NSRange], String)
  /// A change request while the host holds marked text (the host's text
  /// and marked range).
  case composing(String, marked: Range<Int>)
  case selection(Range<Int>)
  case undo
  case setValue(Decimal?)
  case end

  var description: String {
    switch self {
    case .request(let location, let length, let string):
      return "change {\(location), \(length)} to \(string.debugDescription)"
    case .requestRanges(let ranges, let string):
      let list = ranges.map { "{\($0.location), \($0.length)}" }.joined(separator: " ")
      return "change ranges \(list) to \(string.debugDescription)"
    case .composing(let text, let marked): return "compose \(text.debugDescription) \(marked)"
    case .selection(let range): return "select \(range)"
    case .undo: return "undo"
    case .setValue(let value): return "set \(value.map { "\($0)" } ?? "nil")"
    case .end: return "end of editing"
    }
  }
}

/// One row: the field as drawn, a host event, and every effect the host
/// must carry out. `display` nil means the host already shows the right
/// text and selection.
struct EffectsRow: Sendable, CustomTestStringConvertible {
  var before: String
  var event: HostEvent
  var display: String?
  var undo: AmountUndoEffect
  var events: AmountControlEvents
  var rejection: AmountRejection?
  var hostApplies = false
  var configuration = AmountFieldConfiguration.usd

  var testDescription: String { "\(before) · \(event) → \(display ?? "no display")" }
}

@Suite("Input controller: host event → effects")
struct InputEffectsTableTests {
  static let typed: AmountControlEvents = [.editingChanged, .valueChanged]
  static let minimumTen = AmountFieldConfiguration(
    format: .currency(code: "USD", locale: Locale(identifier: "en_US")), minimum: 10,
    minimumPolicy: .clamp)
  static let euros = AmountFieldConfiguration(
    format: .currency(code: "EUR", locale: Locale(identifier: "de_DE")))

  static let rows: [EffectsRow] = [
    // Typing.
    EffectsRow(
      before: "|", event: .request(0, 0, "1"), display: "$1|", undo: .register(.undo),
      events: typed),
    EffectsRow(
      before: "$1,234|", event: .request(6, 0, "."), display: "$1,234.|",
      undo: .register(.undo), events: .editingChanged),
    EffectsRow(
      before: "$1,234|", event: .request(6, 0, "a"), display: nil, undo: .none,
      events: [], rejection: .invalidCharacter),
    EffectsRow(
      before: "$1,234.56|", event: .request(9, 0, "7"), display: nil, undo: .none,
      events: [], rejection: .fractionFull),
    EffectsRow(
      before: "$1,234|", event: .request(6, 0, ","), display: nil, undo: .none,
      events: []),
    EffectsRow(
      before: "|", event: .request(0, 0, "5"), display: "5|\u{00A0}€",
      undo: .register(.undo), events: typed, configuration: euros),
    // Backspace over separators: UIKit asks for the character before the caret.
    EffectsRow(
      before: "$1,|234", event: .request(2, 1, ""), display: "$|234",
      undo: .register(.undo), events: typed),
    EffectsRow(
      before: "$12,|345", event: .request(3, 1, ""), display: "$1|,345",
      undo: .register(.undo), events: typed),
    EffectsRow(
      before: "$1,234.|56", event: .request(6, 1, ""), display: "$123|.56",
      undo: .register(.undo), events: typed),
    // The iOS 26 multi-range call: the ranges are read as the one range
    // spanning them; ranges without a location stand for the selection.
    EffectsRow(
      before: "$1,2|34", event: .requestRanges([NSRange(1..<2), NSRange(3..<4)], ""),
      display: "$|34", undo: .register(.undo), events: typed),
    EffectsRow(
      before: "$1|2",
      event: .requestRanges([NSRange(location: NSNotFound, length: 0)], "5"),
      display: "$15|2", undo: .register(.undo), events: typed),
    // Marked text: the host edits it itself.
    EffectsRow(
      before: "$12|", event: .composing("$12３", marked: 3..<4), display: nil,
      undo: .none, events: [], hostApplies: true),
    // Autocorrect and dictation replace a range with several characters:
    // one paste.
    EffectsRow(
      before: "$1,2|34", event: .request(1, 3, "99"), display: "$9,9|34",
      undo: .register(.undo), events: typed),
    EffectsRow(
      before: "|", event: .request(0, 0, "12 34"), display: "$1,234|",
      undo: .register(.undo), events: typed),
    // Paste from the edit menu over the selection.
    EffectsRow(
      before: "$[1,234]", event: .request(1, 5, "$5.25"), display: "$5.25|",
      undo: .register(.undo), events: typed),
    EffectsRow(
      before: "$[1,234]", event: .request(1, 5, "5.2.5"), display: nil, undo: .none,
      events: [], rejection: .invalidPaste),
    // Ranges wholly in an affix change nothing.
    EffectsRow(
      before: "28| lbs", event: .request(3, 2, ""), display: nil, undo: .none,
      events: [], configuration: .pounds),
    EffectsRow(
      before: "$1,2|34", event: .request(0, 1, ""), display: nil, undo: .none,
      events: []),
    // A selection placed in an affix moves to the number.
    EffectsRow(
      before: "28| lbs", event: .selection(5..<6), display: "28| lbs", undo: .none,
      events: [], configuration: .pounds),
    // Undo through the host's undo manager registers its redo.
    EffectsRow(
      before: "$12|", event: .undo, display: "$1|", undo: .register(.redo),
      events: typed),
    // A value set while editing: a new history, no control events.
    EffectsRow(
      before: "$12|", event: .setValue(Decimal(string: "1234.565")),
      display: "$1,234.56|", undo: .removeAll, events: []),
    // End of editing: the value at rest, the field's registrations removed;
    // valueChanged only when the minimum policy changed the value.
    EffectsRow(
      before: "$1,234.5|", event: .end, display: "$1,234.50|", undo: .removeAll,
      events: []),
    EffectsRow(
      before: "$5|", event: .end, display: "$10.00|", undo: .removeAll,
      events: .valueChanged, configuration: minimumTen),
  ]

  @Test("effects", arguments: rows)
  func effects(_ row: EffectsRow) {
    var controller = AmountInputController.showing(row.before, row.configuration)
    let host = controller.hostState
    let effects: AmountInputEffects
    switch row.event {
    case .request(let location, let length, let string):
      effects = controller.shouldChangeCharacters(
        in: NSRange(location: location, length: length), replacementString: string, host: host)
    case .requestRanges(let ranges, let string):
      effects = controller.shouldChangeCharacters(
        inRanges: ranges, replacementString: string, host: host)
    case .composing(let text, let marked):
      effects = controller.shouldChangeCharacters(
        in: NSRange(location: marked.upperBound, length: 0), replacementString: "４",
        host: AmountHostState(
          text: text, selection: marked.upperBound..<marked.upperBound,
          markedRange: marked))
    case .selection(let range):
      effects = controller.selectionDidChange(
        host: AmountHostState(text: host.text, selection: range))
    case .undo:
      effects = controller.perform(.undo)
    case .setValue(let value):
      effects = controller.setValue(value)
    case .end:
      effects = controller.endEditing(host: host)
    }
    #expect(effects.display.map { Drawn.draw($0.text, selection: $0.selection) } == row.display)
    #expect(effects.undo == row.undo)
    #expect(effects.events == row.events)
    #expect(effects.rejection == row.rejection)
    #expect(effects.hostAppliesChange == row.hostApplies)
    // The accessibility value changes with every change of the text or the
    // value, and only then.
    #expect(
      effects.accessibilityValueChanged
        == ((effects.display.map { $0.text != host.text } ?? false)
          || effects.change?.valueChanged == true))
    // A refused edit is announced.
    #expect((effects.announcement != nil) == (row.rejection != nil))
    // A change is reported exactly when the text or the value changed.
    if row.rejection != nil || effects.display == nil {
      #expect(effects.change == nil || effects.change?.valueChanged == true)
    }
  }
}
