// The host events of controller mode, generated from the fuzz input: keys,
// deletions, pastes, ranges odd and ordinary, compositions, focus, values,
// configurations, undo and redo, writes behind the field's back.

import Foundation

/// How much a deletion next to the caret asks for, by a byte of the input.
let deletionUnits: [TextUnit] = [.character, .scalar, .codeUnit]

extension ControllerFuzz {
  /// The replacement of a change request: nothing, a key, or a paste.
  func replacement(_ reader: inout ByteReader) -> String {
    switch reader.byte() % 3 {
    case 0: return ""
    case 1: return reader.pick(alphabet)
    default: return makeText(&reader)
    }
  }

  /// A range the host would never send, or sends rarely: NSNotFound, out of
  /// bounds, overflowing, negative.
  func oddRange(_ reader: inout ByteReader) -> NSRange {
    let length = host.shown.length
    let small = Int(reader.byte() % 8)
    switch reader.byte() % 7 {
    case 0: return NSRange(location: NSNotFound, length: small)
    case 1: return NSRange(location: Int.max - small, length: Int(reader.byte()))
    case 2: return NSRange(location: -small, length: Int(reader.byte() % 8))
    case 3: return NSRange(location: length + small, length: Int(reader.byte() % 8))
    case 4: return NSRange(location: Int(reader.byte()) % (length + 1), length: -small)
    case 5: return NSRange(location: 0, length: Int.max)
    default: return NSRange(location: Int(reader.byte()) % (length + 1), length: Int.max - small)
    }
  }

  /// A range wholly inside the prefix or the suffix (as the controller lays
  /// the text out).
  func hostAffixRange(_ reader: inout ByteReader) -> Range<Int> {
    affixRange(&reader, length: host.shown.length, number: controller.editor.numberRange)
  }

  /// A range with an end inside a character of several UTF-16 units (a
  /// surrogate pair, a letter and its combining mark), when there is one.
  func splittingRange(_ reader: inout ByteReader) -> Range<Int> {
    var inside: [Int] = []
    var offset = 0
    for character in host.shown.text {
      let count = character.utf16.count
      if count > 1 { inside += (offset + 1)..<(offset + count) }
      offset += count
    }
    guard !inside.isEmpty else { return makeRange(&reader, text: host.shown.text) }
    let split = inside[Int(reader.byte()) % inside.count]
    let other = Int(reader.byte()) % (host.shown.length + 1)
    return min(split, other)..<max(split, other)
  }

  /// Backspace as UIKit asks for it: the selection, or what stands before
  /// the caret (a whole character, one scalar, or one UTF-16 unit).
  func backspaceRange(_ variant: UInt8) -> NSRange {
    host.shown.backspaceRange(by: deletionUnits[Int(variant % 3)])
  }

  /// Forward delete: the selection, or what stands after the caret.
  func forwardDeleteRange(_ variant: UInt8) -> NSRange {
    host.shown.forwardDeleteRange(by: deletionUnits[Int(variant % 3)])
  }

  /// Editing begins: the host becomes first responder, the caret at the
  /// end of its text or where the user tapped.
  func begin(_ reader: inout ByteReader) {
    let caret =
      reader.byte() & 1 == 0 ? host.shown.length : Int(reader.byte()) % (host.shown.length + 1)
    note("begin editing, host caret at \(caret)")
    host.shown.selection = caret..<caret
    call(.beginEditing, .event)
  }

  /// Generates one host event and carries it out.
  func step(_ reader: inout ByteReader) {
    var op = reader.byte() % 40
    let composing = isComposing
    // Events that need a first responder begin editing instead; events that
    // cannot happen while an input method composes update the composition.
    if !host.shown.isFocused && ![22, 23, 24, 31, 38].contains(op) {
      begin(&reader)
      return
    }
    if composing && [15, 25, 26, 27, 28, 30, 31, 32, 33, 34].contains(op) { op = 16 }
    switch op {
    case 0, 1, 2, 3, 4:
      if op == 4 && controller.configuration.arithmetic && !composing && reader.byte() & 1 == 0 {
        // Return, which is `=` in an open expression (while an input
        // method composes, Return is the input method's: UIKit does not
        // ask the delegate).
        note("return")
        if controller.editor.isExpressionOpen {
          call(.apply(.commitExpression), .event)
        } else {
          expect(controller.returnKey() == nil, "Return taken with no expression open")
        }
        return
      }
      let key =
        op >= 3 && controller.configuration.arithmetic
        ? reader.pick(arithmeticKeys) : reader.pick(alphabet)
      let range = nsRange(host.shown.selection ?? 0..<0)
      note("type \(key.debugDescription) at \(describe(range))")
      request(range, key)
    case 5:
      let text = makeText(&reader)
      let range = nsRange(host.shown.selection ?? 0..<0)
      note("paste \(text.debugDescription) at \(describe(range))")
      request(range, text)
    case 6, 7, 8:
      let range = backspaceRange(reader.byte())
      note("backspace \(describe(range))")
      request(range, "")
    case 9:
      let range = forwardDeleteRange(reader.byte())
      note("forward delete \(describe(range))")
      request(range, "")
    case 10, 11:
      let range = nsRange(
        op == 10 ? makeRange(&reader, text: host.shown.text) : splittingRange(&reader))
      let string = replacement(&reader)
      note("replace \(describe(range)) with \(string.debugDescription)")
      request(range, string)
    case 12:
      let range = nsRange(hostAffixRange(&reader))
      let string = replacement(&reader)
      note("replace in an affix \(describe(range)) with \(string.debugDescription)")
      request(range, string)
    case 13:
      let range = oddRange(&reader)
      let string = replacement(&reader)
      note("replace \(describe(range)) with \(string.debugDescription)")
      request(range, string)
    case 14:
      // The host moved its selection without reporting it, then asks.
      let selection = makeRange(&reader, text: host.shown.text)
      host.shown.selection = selection
      let range = reader.byte() & 1 == 0 ? nsRange(selection) : backspaceRange(reader.byte())
      let string = replacement(&reader)
      note(
        "unreported selection \(selection), replace \(describe(range)) with \(string.debugDescription)"
      )
      request(range, string)
    case 15:
      var ranges: [NSRange] = []
      for _ in 0...(reader.byte() % 3) {
        ranges.append(
          reader.byte() % 4 == 0
            ? oddRange(&reader) : nsRange(makeRange(&reader, text: host.shown.text)))
      }
      let string = replacement(&reader)
      note("replace ranges \(ranges.map(describe)) with \(string.debugDescription)")
      let effects = call(.changeRanges(ranges, string), .event)
      expect(!effects.hostAppliesChange, "the host applies a change, but nothing is composed")
    case 16, 17:
      // `setMarkedText`: the subclass hook (maybe), then the change request
      // for the marked range (or the selection).
      let hook = reader.byte() & 1 == 0
      let text = reader.byte() & 3 == 0 ? makeText(&reader) : reader.pick(alphabet)
      let range = nsRange(host.shown.markedRange ?? host.shown.selection ?? 0..<0)
      note("set marked text \(text.debugDescription) at \(describe(range))\(hook ? " (hook)" : "")")
      if hook { controller.markedTextWillChange() }
      request(range, text)
    case 18:
      // `unmarkText`: the composition is committed, the selection reported.
      note("unmark text")
      host.shown.markedRange = nil
      call(.selectionDidChange, .event)
    case 19:
      // The composition is cancelled: the marked text is set to nothing.
      let range = nsRange(host.shown.markedRange ?? host.shown.selection ?? 0..<0)
      note("set marked text \"\" at \(describe(range))")
      request(range, "")
    case 20, 21:
      let selection =
        op == 20
        ? makeRange(&reader, text: host.shown.text)
        : reader.byte() & 1 == 0 ? hostAffixRange(&reader) : splittingRange(&reader)
      note("select \(selection)")
      host.shown.selection = selection
      call(.selectionDidChange, .event)
    case 22:
      if !host.shown.isFocused {
        begin(&reader)
        return
      }
      // Resigning first responder commits marked text first (UIKit), or
      // the adapter ends editing while text is still marked.
      let unmarkFirst = reader.byte() & 1 == 0
      note("end editing\(unmarkFirst ? "" : " (marked text still marked)")")
      if unmarkFirst && host.shown.markedRange != nil {
        host.shown.markedRange = nil
        call(.selectionDidChange, .event)
      }
      host.shown.selection = nil
      let shown = host.shown.state
      host.shown.markedRange = nil
      call(.endEditing, .event, shown: shown)
    case 23:
      let value = reader.pick(setValues)
      note("set value \(value.map { "\($0)" } ?? "nil")")
      call(.setValue(value), .event)
    case 24:
      let configuration = makeConfiguration(&reader)
      note("set configuration \(configuration)")
      call(.setConfiguration(configuration), .event)
    case 25, 26:
      invokeUndoManager(op == 25 ? .undo : .redo)
    case 27:
      let edit = reader.pick([
        AmountEdit.moveLeft, .moveRight, .moveToStart, .moveToEnd, .select(0..<host.shown.length),
      ])
      note("apply \(edit)")
      call(.apply(edit), .event)
    case 28:
      let edit: AmountEdit
      switch reader.byte() % 5 {
      case 0: edit = .insert(reader.pick(alphabet))
      case 1: edit = .insert(makeText(&reader))
      case 2: edit = .deleteBackward
      case 3: edit = .deleteForward
      default: edit = .paste(makeText(&reader))
      }
      note("apply \(edit)")
      call(.apply(edit), .event)
    case 29:
      hostWrites(&reader)
    case 30:
      churn(&reader)
    case 31:
      let step: AmountUndoStep = reader.byte() & 1 == 0 ? .undo : .redo
      let possible = step == .undo ? controller.editor.canUndo : controller.editor.canRedo
      if possible {
        invokeUndoManager(step)
        return
      }
      // With nothing to undo or redo, a direct call (a replay) is refused.
      note("perform \(step) with nothing to \(step)")
      let effects = call(.perform(step), .event)
      expect(effects.rejection != nil, "\(step) with nothing to \(step) was not rejected")
    case 32, 33, 34:
      // The `±` key of the sign-key bar; Up and Down, VoiceOver's
      // adjustable swipes.
      let edit = [AmountEdit.toggleSign, .stepUp, .stepDown][Int(op) - 32]
      note("apply \(edit)")
      call(.apply(edit), .event)
    case 35, 39:
      // A paste carrying a format (the field's own text for an amount,
      // Foundation's, apostrophes), often with the caret first placed in
      // the number, so that it goes into part of the amount.
      let text =
        op == 35
        ? amountText(&reader, controller.configuration)
        : apostropheText(&reader, controller.configuration.format)
      let number = controller.editor.numberRange
      if reader.byte() & 1 == 0 && !number.isEmpty && !composing {
        let caret = number.lowerBound + Int(reader.byte()) % (number.count + 1)
        note("select \(caret..<caret)")
        host.shown.selection = caret..<caret
        call(.selectionDidChange, .event)
      }
      let range = nsRange(host.shown.selection ?? 0..<0)
      note("paste \(text.debugDescription) at \(describe(range))")
      count("amount paste")
      request(range, text)
    case 36:
      // Zero is an amount: set, typed, pasted.
      switch reader.byte() % 4 {
      case 0:
        note("set value 0")
        call(.setValue(0), .event)
      default:
        let text = reader.pick(["0", "0", "0.00", controller.configuration.restingFormat.format(0)])
        let range = nsRange(host.shown.selection ?? 0..<0)
        note("type or paste \(text.debugDescription) at \(describe(range))")
        request(range, text)
      }
    case 37:
      // A deletion wholly inside the prefix or the suffix.
      let range = nsRange(hostAffixRange(&reader))
      note("delete in an affix \(describe(range))")
      request(range, "")
    default:
      let allowed = reader.byte() & 1 == 0
      note("sign-key bar allowed: \(allowed)")
      call(.setAccessoryBarAllowed(allowed), .event)
    }
  }

  /// Text written to the widget (the clear button, a program), reported by
  /// `textDidChange` or by a change request meant for the text before.
  func hostWrites(_ reader: inout ByteReader) {
    var units = Array(host.shown.text.utf16)
    switch reader.byte() % 5 {
    case 0: units = []
    case 1:
      let offset = min(max(makeOffset(&reader, text: host.shown.text), 0), units.count)
      units.insert(contentsOf: reader.pick(alphabet).utf16, at: offset)
    case 2:
      let range = makeRange(&reader, text: host.shown.text).clamped(to: 0..<units.count)
      units.removeSubrange(range)
    case 3: units = Array(makeText(&reader).utf16)
    default:
      units = Array(
        AmountEditor(configuration: controller.configuration, value: reader.pick(setValues)).text
          .utf16)
    }
    let text = String(decoding: units, as: UTF16.self)
    let announced = reader.byte() & 1 == 0
    note(
      "host text set to \(text.debugDescription)\(announced ? ", textDidChange" : ", then a change request")"
    )
    if text != host.shown.text {
      host.shown.text = text
      host.shown.markedRange = nil
      host.shown.selection = host.shown.length..<host.shown.length
    }
    if announced {
      call(.textDidChange, .event)
    } else {
      let range = nsRange(makeRange(&reader, text: host.shown.text))
      request(range, reader.pick(alphabet))
    }
  }

  /// Type and backspace, many times: enough, now and then, for the field
  /// to drop its oldest steps, so that the host's oldest undo actions
  /// outlive them; then, now and then, the user undoes everything the host
  /// holds, down to the actions the field refuses.
  func churn(_ reader: inout ByteReader) {
    let key = reader.pick(["0", "1", "5", "9", ".", "\u{0663}", "\u{1E953}"])
    // Now and then enough pairs for the field to trim its history (more
    // than 1,100 steps).
    let long = reader.byte() & 7 == 7
    let count = reader.byte()
    let pairs = long ? 560 + Int(count % 32) : 1 + Int(count % 16)
    let undoesAll = long && count & 32 != 0
    note(
      "type \(key.debugDescription) and backspace, \(pairs) times\(undoesAll ? ", undo all" : "")")
    for index in 0..<pairs {
      request(nsRange(host.shown.selection ?? 0..<0), key, .inner)
      request(backspaceRange(0), "", index == pairs - 1 ? .event : .inner)
    }
    editCount += 2 * pairs - 1
    guard undoesAll else { return }
    while host.undoManager.undoCount > 0 {
      invokeUndoManager(.undo, noting: false)
      editCount += 1
    }
  }
}
