import AmountKit
import AmountKitGTK
import CGtk
import Foundation

// amount-gtk: a window with a column of amount fields in GTK 4 entries, the
// exact value under each. `--trace` prints what the fields show on standard
// output (see Trace).

let usage = """
  usage: amount-gtk [--trace]

  A window with amount fields (AmountKitGTK): type, paste, Ctrl+Z and
  Ctrl+Shift+Z, Up and Down step, the keypad's decimal key is the
  decimal key under any layout, Tab ends editing.

    --trace   print one line per change of a field: its name and the
              state line of a replay, plus caret positions and preedits
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
for argument in arguments where argument != "--trace" {
  FileHandle.standardError.write(Data("amount-gtk: unknown option \(argument)\n\(usage)\n".utf8))
  exit(2)
}

let style = """
  .field-title { font-weight: bold; margin-top: 10px; }
  .field-value { font-family: monospace; font-size: 90%; opacity: 0.7; }
  entry { font-size: 120%; }
  """

/// Whether the window has been closed.
var windowClosed = false
/// The fields, for the trace's `ready` line.
var fields: [DemoField] = []
var trace: Trace?
/// Whether the trace has said `ready`.
var readySaid = false

gtk_init()
guard let window = gtk_window_new() else { fatalError("gtk_window_new failed") }
let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
gtk_window_set_title(gtkWindow, "AmountKit GTK")
gtk_window_set_default_size(gtkWindow, 440, -1)

let provider = gtk_css_provider_new()
gtk_css_provider_load_from_data(provider, style, -1)
gtk_style_context_add_provider_for_display(
  gdk_display_get_default(), OpaquePointer(provider),
  guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))

guard let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4) else { fatalError("gtk_box_new") }
gtk_widget_set_margin_top(column, 6)
gtk_widget_set_margin_bottom(column, 16)
gtk_widget_set_margin_start(column, 16)
gtk_widget_set_margin_end(column, 16)

if arguments.contains("--trace") { trace = Trace(window: window) }
fields = DemoField.all(trace: trace)
let box = UnsafeMutableRawPointer(column).assumingMemoryBound(to: GtkBox.self)
for field in fields { field.add(to: box) }
gtk_window_set_child(gtkWindow, column)

typealias SignalHandler =
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
typealias NotifyHandler =
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
  Void

/// `g_signal_connect` (a C macro) without user data.
func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback) {
  g_signal_connect_data(instance, signal, handler, nil, nil, GConnectFlags(0))
}

connect(
  window, "destroy",
  unsafeBitCast(
    { _, _ in MainActor.assumeIsolated { windowClosed = true } } as SignalHandler,
    to: GCallback.self))
connect(
  window, "notify::is-active",
  unsafeBitCast(
    { window, _, _ in
      guard let window else { return }
      let active = gtk_window_is_active(window.assumingMemoryBound(to: GtkWindow.self)) != 0
      MainActor.assumeIsolated { trace?.windowActive(active) }
    } as NotifyHandler, to: GCallback.self))

// The trace's keypad keys, as they reach the window, before any widget.
typealias KeyPressedHandler =
  @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?)
  -> gboolean
if trace != nil, let keys = gtk_event_controller_key_new() {
  gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
  connect(
    UnsafeMutableRawPointer(keys), "key-pressed",
    unsafeBitCast(
      { _, keyval, keycode, _, _ in
        MainActor.assumeIsolated { trace?.key(keyval, keycode: keycode) }
        return 0
      } as KeyPressedHandler, to: GCallback.self))
  gtk_widget_add_controller(window, keys)
}

gtk_window_present(gtkWindow)

// `ready` once the first frame is painted: the fields have their places.
if trace != nil, let clock = gtk_widget_get_frame_clock(window) {
  connect(
    UnsafeMutableRawPointer(clock), "after-paint",
    unsafeBitCast(
      { _, _ in
        MainActor.assumeIsolated {
          guard let trace, !readySaid else { return }
          readySaid = true
          trace.ready(fields)
        }
      } as SignalHandler, to: GCallback.self))
}

while !windowClosed {
  g_main_context_iteration(nil, 1)
}
