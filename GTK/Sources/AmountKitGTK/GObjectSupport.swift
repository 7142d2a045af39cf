import CGtk

/// A `GObject` instance pointer of any type, as GLib's `gpointer`.
typealias GPointer = UnsafeMutableRawPointer

/// Connects a C callback to a signal of a `GObject`.
///
/// `g_signal_connect` is a C macro, so Swift calls `g_signal_connect_data`;
/// the callback must be a `@convention(c)` function whose parameters match
/// the signal's, the user data last.
///
/// - Parameters:
///   - instance: The object emitting the signal.
///   - signal: The signal's detailed name (`"insert-text"`, `"notify::cursor-position"`).
///   - callback: The `@convention(c)` handler.
///   - data: The user data passed to the handler.
/// - Returns: The handler's id.
@discardableResult
func connectSignal<Callback>(
  _ instance: GPointer, _ signal: String, _ callback: Callback, data: GPointer?
) -> gulong {
  precondition(MemoryLayout<Callback>.size == MemoryLayout<GCallback>.size)
  return g_signal_connect_data(
    instance, signal, unsafeBitCast(callback, to: GCallback.self), data, nil, GConnectFlags(0))
}

/// The raw pointer of a GTK object, for calls that take another type of it.
///
/// - Parameter pointer: A typed pointer to a GTK object.
/// - Returns: The same pointer, untyped.
func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> GPointer { GPointer(pointer) }

/// The raw pointer of a GTK object imported as an opaque pointer (interfaces
/// and final types such as `GtkEditable` and `GtkEventController`).
///
/// - Parameter pointer: An opaque pointer to a GTK object.
/// - Returns: The same pointer, untyped.
func raw(_ pointer: OpaquePointer) -> GPointer { GPointer(pointer) }

/// A typed pointer to a GTK object from any pointer to it.
///
/// - Parameters:
///   - pointer: A pointer to a GTK object.
///   - type: The C struct type to view it as.
/// - Returns: The pointer, typed.
func typed<T>(_ pointer: GPointer, as type: T.Type) -> UnsafeMutablePointer<T> {
  pointer.assumingMemoryBound(to: type)
}

/// Whether a GTK object is an instance of `type` or of a subtype.
///
/// - Parameters:
///   - pointer: The object.
///   - type: A `GType`, e.g. `gtk_text_get_type()`.
/// - Returns: Whether it is.
func isInstance(_ pointer: GPointer, of type: GType) -> Bool {
  g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}

/// A Swift string from a C string GLib owns (nil becomes empty).
///
/// - Parameter cString: A NUL-terminated UTF-8 string, or nil.
/// - Returns: The string.
func string(_ cString: UnsafePointer<CChar>?) -> String {
  cString.map { String(cString: $0) } ?? ""
}

/// A Swift string from a UTF-8 buffer with a byte length (negative: NUL-terminated).
///
/// - Parameters:
///   - bytes: The UTF-8 bytes.
///   - length: Their count, or a negative number when they end with a NUL.
/// - Returns: The string.
func string(_ bytes: UnsafePointer<CChar>?, length: Int) -> String {
  guard let bytes else { return "" }
  guard length >= 0 else { return String(cString: bytes) }
  return bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
    String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
  }
}
