import AmountKit
import AmountKitGTK
import AmountReplay
import CGtk
import Foundation

/// `--trace`: what the fields show, on standard output, one line per change,
/// so that a test can read the window.
///
/// ```text
/// ready
/// usd {"text":"$0.01","selection":[5,5],"value":"0.01","accepted":true}
/// usd {"carets":[[12,140],[21,140],...]}
/// egp {"preedit":"u0663"}
/// key {"keyval":"KP_Separator","character":",","keycode":91}
/// ```
///
/// - `NAME STATE`: the field's state after an event that changed its text,
///   selection or value, or refused an edit: the replay format's state line
///   (`AmountReplay.stateLine`), so `cut -d' ' -f2-` gives what `amount
///   replay` prints for the same steps.
/// - `NAME {"carets":[[x,y],...]}`: where the caret is drawn for each UTF-16
///   offset of the text (null inside a surrogate pair), in pixels from the
///   window's top left corner, for tests that click into the text.
/// - `NAME {"preedit":"..."}`: the input method's preedit (empty when it ends).
/// - `NAME {"accessibleValue":"..."}`: the value the field gave its widget's
///   accessible, for screen readers (empty: removed, none runs).
/// - `NAME {"editing":true}`: the field began (or ended: false) editing.
/// - `NAME {"stepUp":[x,y]}`, `NAME {"clear":[x,y]}`: where the field's
///   +1 or Clear button is, in pixels from the window's top left corner
///   (printed with `ready`).
/// - `NAME {"mismatch":{...}}`: the widget does not show what the
///   controller holds (never expected: a test fails on it).
/// - `window {"active":false}`: the window lost (or gained) the keyboard focus.
/// - `key {"keyval":"KP_Separator","character":",","keycode":91}`: a key
///   of the keypad reached the window, with the character the layout gives
///   it (null for none) and the key's code (91 is the keypad's delete key
///   under evdev), before any widget handles it.
@MainActor
final class Trace {
  private let window: UnsafeMutablePointer<GtkWidget>
  private var lastStates: [String: String] = [:]
  private var editing: [String: Bool] = [:]

  init(window: UnsafeMutablePointer<GtkWidget>) {
    self.window = window
  }

  /// A field of the window, showing its initial state.
  func register(_ field: DemoField) {
    lastStates[field.name] = state(of: field, outcome: .accepted)
    editing[field.name] = field.entry.controller.editor.isEditing
  }

  /// The window is on screen: prints `ready` and where each field's carets are.
  func ready(_ fields: [DemoField]) {
    emit("ready")
    for field in fields {
      carets(of: field)
      if let button = field.button, let point = windowPoint(ofCenterOf: button.widget) {
        emit("\(field.name) {\"\(button.kind.rawValue)\":\(point)}")
      }
    }
  }

  /// A field reported an event and carried out its effects.
  func effects(_ effects: AmountInputEffects, of field: DemoField) {
    let isEditing = field.entry.controller.editor.isEditing
    if editing[field.name] != isEditing {
      editing[field.name] = isEditing
      emit("\(field.name) {\"editing\":\(isEditing)}")
    }
    let line = state(of: field, outcome: effects.rejection.map { .rejected($0) } ?? .accepted)
    if effects.rejection == nil && lastStates[field.name] == line { return }
    lastStates[field.name] = line
    emit("\(field.name) \(line)")
    checkShown(field)
    carets(of: field)
  }

  /// The window gained or lost the keyboard focus.
  func windowActive(_ active: Bool) {
    emit("window {\"active\":\(active)}")
  }

  /// A key reached the window: prints keypad keys (`KP_...`).
  func key(_ keyval: guint, keycode: guint) {
    let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
    guard name.hasPrefix("KP_") else { return }
    let character = UnicodeScalar(gdk_keyval_to_unicode(keyval)).flatMap { scalar in
      scalar.value == 0 ? nil : json(String(scalar))
    }
    emit(
      "key {\"keyval\":\(json(name)),\"character\":\(character ?? "null"),\"keycode\":\(keycode)}")
  }

  /// A field gave its accessible value to the widget (pushed while a
  /// screen reader runs), or removed it (empty).
  func accessibleValue(_ value: String, of field: DemoField) {
    emit("\(field.name) {\"accessibleValue\":\(json(value))}")
  }

  /// A field's input method changed its preedit.
  func preedit(_ text: String, of field: DemoField) {
    emit("\(field.name) {\"preedit\":\(json(text))}")
  }

  private func state(of field: DemoField, outcome: AmountEditOutcome) -> String {
    AmountReplay.stateLine(editor: field.entry.controller.editor, outcome: outcome)
  }

  /// Fails loudly when the widget does not show the controller's text and,
  /// while the field is edited, its selection. While an input method
  /// composes, the widget draws its preedit outside its text: not checked.
  private func checkShown(_ field: DemoField) {
    let controller = field.entry.controller
    guard !controller.isComposing else { return }
    let shown = shownText(of: field)
    let selection = controller.isEditing ? shown.selection : nil
    let selectionDiffers = selection.map { $0 != controller.selection } ?? false
    guard shown.text != controller.text || selectionDiffers else { return }
    let drawn = selection.map { "[\($0.lowerBound),\($0.upperBound)]" } ?? "null"
    emit("\(field.name) {\"mismatch\":{\"text\":\(json(shown.text)),\"selection\":\(drawn)}}")
  }

  /// What a field's widget shows: its text and its selection, in UTF-16
  /// units (GTK counts positions in characters), and their offsets.
  private func shownText(of field: DemoField) -> (
    text: String, selection: Range<Int>, offsets: TextOffsets
  ) {
    let editable = OpaquePointer(field.entry.textWidget)
    let text = gtk_editable_get_text(editable).map { String(cString: $0) } ?? ""
    var start: Int32 = 0
    var end: Int32 = 0
    gtk_editable_get_selection_bounds(editable, &start, &end)
    let offsets = TextOffsets(text)
    return (text, offsets.utf16Range(ofCharacters: Int(start)..<Int(max(start, end))), offsets)
  }

  /// Where the caret is drawn at a UTF-16 offset of a field's text, in the
  /// coordinates of its `GtkText`.
  private func cursorExtents(
    of field: DemoField, atUTF16Offset offset: Int, offsets: TextOffsets
  ) -> graphene_rect_t {
    let text = UnsafeMutableRawPointer(field.entry.textWidget).assumingMemoryBound(to: GtkText.self)
    var strong = graphene_rect_t()
    gtk_text_compute_cursor_extents(
      text, gsize(offsets.characterOffset(ofUTF16: offset)), &strong, nil)
    return strong
  }

  private func carets(of field: DemoField) {
    let text = field.entry.controller.text
    let units = Array(text.utf16)
    // The window's widgets are drawn at an offset in its X window (its CSS margin).
    var surfaceX = 0.0
    var surfaceY = 0.0
    if let native = gtk_widget_get_native(window) {
      gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    }
    let offsets = shownText(of: field).offsets
    var points: [String] = []
    for offset in 0...units.count {
      if offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset]) {
        points.append("null")
        continue
      }
      let rect = cursorExtents(of: field, atUTF16Offset: offset, offsets: offsets)
      var point = graphene_point_t(
        x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2)
      var inWindow = graphene_point_t()
      guard gtk_widget_compute_point(field.entry.textWidget, window, &point, &inWindow) != 0 else {
        points.append("null")
        continue
      }
      let x = Int((Double(inWindow.x) + surfaceX).rounded())
      let y = Int((Double(inWindow.y) + surfaceY).rounded())
      points.append("[\(x),\(y)]")
    }
    emit("\(field.name) {\"carets\":[\(points.joined(separator: ","))]}")
  }

  /// The center of a widget, as `[x,y]` in pixels from the window's top
  /// left corner.
  private func windowPoint(ofCenterOf widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    var surfaceX = 0.0
    var surfaceY = 0.0
    if let native = gtk_widget_get_native(window) {
      gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    }
    var point = graphene_point_t(
      x: Float(gtk_widget_get_width(widget)) / 2, y: Float(gtk_widget_get_height(widget)) / 2)
    var inWindow = graphene_point_t()
    guard gtk_widget_compute_point(widget, window, &point, &inWindow) != 0 else { return nil }
    let x = Int((Double(inWindow.x) + surfaceX).rounded())
    let y = Int((Double(inWindow.y) + surfaceY).rounded())
    return "[\(x),\(y)]"
  }

  private func json(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    guard let data = try? encoder.encode(text) else { return "\"\"" }
    return String(decoding: data, as: UTF8.self)
  }

  private func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
