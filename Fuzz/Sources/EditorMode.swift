// Editor mode: the input's edits applied to an `AmountEditor`, each checked.

import Foundation

/// The edits of one step in editor mode: mostly one, two for a paste into
/// a caret placed first.
func makeEdits(_ reader: inout ByteReader, _ editor: AmountEditor) -> [AmountEdit] {
  let op = reader.byte()
  switch op % 26 {
  case 0, 1, 2, 3:
    if op >= 128 && editor.configuration.arithmetic {
      editorPaths["arithmetic key", default: 0] += 1
      return [.insert(reader.pick(arithmeticKeys))]
    }
    return [.insert(reader.pick(alphabet))]
  case 4: return [.insert(makeText(&reader))]
  case 5, 6: return [.deleteBackward]
  case 7: return [.deleteForward]
  case 8, 9: return [.paste(makeText(&reader))]
  case 10, 11:
    let range = makeRange(&reader, text: editor.text)
    let kind = reader.byte() % 3
    return [
      .replace(range, with: kind == 0 ? "" : kind == 1 ? reader.pick(alphabet) : makeText(&reader))
    ]
  case 12: return [.select(makeRange(&reader, text: editor.text))]
  case 13:
    return [reader.pick([.moveLeft, .moveRight, .moveToStart, .moveToEnd, .commitExpression])]
  case 14: return [.beginEditing]
  case 15: return [.endEditing]
  case 16: return [.setValue(reader.pick(setValues))]
  case 17: return [.undo]
  case 18: return [.redo]
  case 19: return [.select(0..<editor.text.utf16.count)]
  case 20: return [.toggleSign]
  case 21: return [.stepUp]
  case 22: return [.stepDown]
  case 23:
    // A paste carrying a format, often into part of the amount.
    let text =
      reader.byte() & 1 == 0
      ? amountText(&reader, editor.configuration)
      : apostropheText(&reader, editor.configuration.format)
    let number = editor.numberRange
    editorPaths["amount paste", default: 0] += 1
    guard reader.byte() & 1 == 0, !number.isEmpty else { return [.paste(text)] }
    let caret = number.lowerBound + Int(reader.byte()) % (number.count + 1)
    return [.select(caret..<caret), .paste(text)]
  case 24:
    // Zero is an amount: typed, pasted, set.
    editorPaths["zero", default: 0] += 1
    switch reader.byte() % 5 {
    case 0: return [.insert("0")]
    case 1: return [.paste("0")]
    case 2: return [.paste("0.00")]
    case 3: return [.paste(editor.configuration.restingFormat.format(0))]
    default: return [.setValue(0)]
    }
  default:
    // A host deletion (now and then a replacement) wholly inside the
    // prefix or the suffix.
    let range = affixRange(&reader, length: editor.text.utf16.count, number: editor.numberRange)
    return [.replace(range, with: reader.byte() % 4 == 0 ? reader.pick(alphabet) : "")]
  }
}

func fuzzEditor(_ reader: inout ByteReader) {
  let configuration = makeConfiguration(&reader)
  let initial: Decimal? = reader.byte() & 3 == 0 ? reader.pick(setValues) : nil
  editorInputs += 1
  var editor = AmountEditor(configuration: configuration, value: initial)
  var history: [AmountEdit] = []
  var steps = 0
  while !reader.isAtEnd && steps < 64 {
    steps += 1
    for edit in makeEdits(&reader, editor) {
      let before = editor
      let outcome = editor.apply(edit)
      editCount += 1
      history.append(edit)
      if case .insert(let keys) = edit.base, keys.count > 1, !outcome.isAccepted,
        editor.undoDepth != before.undoDepth
      {
        editorPaths["partial insert", default: 0] += 1
      }
      let failures = violations(editor, before: before, edit: edit, outcome: outcome, exact: true)
      if !failures.isEmpty { report(failures, configuration, history, outcome, before, editor) }
    }
  }
  if tracesEvents {
    let lines = history.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    printError(
      "editor mode: \(configuration)\n  initial value: \(initial.map { "\($0)" } ?? "nil")\n"
        + lines.joined(separator: "\n") + "\n  result: "
        + drawn(editor.text, selection: editor.selection)
        + " value \(editor.value.map { "\($0)" } ?? "nil")\n")
  }
}
