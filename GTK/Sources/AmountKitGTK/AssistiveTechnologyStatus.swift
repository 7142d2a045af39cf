import CGtk

/// Whether an assistive technology that reads accessible values runs in the
/// session, as the AT-SPI bus launcher publishes it, watched for changes.
///
/// GTK 4.8 has no call that asks a widget for its value when a screen
/// reader reads it: a value is pushed to the widget's accessible
/// (`GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT`). An entry pushes it only while
/// this status says something reads it.
///
/// The status is the `org.a11y.Status` interface of the object
/// `/org/a11y/bus` that the accessibility bus launcher (`org.a11y.Bus`,
/// at-spi2-core's `at-spi-bus-launcher`) serves on the session bus: its
/// `ScreenReaderEnabled` property is true while a screen reader runs (Orca
/// sets it), and `IsEnabled` while any assistive technology asked for the
/// toolkits' accessibility; the launcher emits `PropertiesChanged` when
/// either changes. Firefox and Chromium watch the same properties to turn
/// their accessibility on. A `GDBusProxy` made asynchronously (no call
/// blocks the entry's creation) caches them and reports their changes.
/// Without a session bus, or without the launcher, nothing reads values,
/// and the status stays false.
@MainActor
final class AssistiveTechnologyStatus {
  private typealias PropertiesChangedHandler =
    @convention(c) (GPointer?, GPointer?, GPointer?, GPointer?) -> Void
  private typealias NotifyHandler = @convention(c) (GPointer?, GPointer?, GPointer?) -> Void

  /// Called when ``readsValues`` changes.
  var onChange: (@MainActor () -> Void)?
  /// Whether a screen reader, or another assistive technology that asked
  /// for the toolkits' accessibility, runs.
  private(set) var readsValues = false
  /// The proxy of `org.a11y.Status`, once made. Released in `deinit`,
  /// which runs on the main thread with the entry that owns the status.
  private nonisolated(unsafe) var proxy: UnsafeMutablePointer<GDBusProxy>?

  /// Starts watching the session's status.
  init() {
    g_dbus_proxy_new_for_bus(
      G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_NONE, nil, "org.a11y.Bus", "/org/a11y/bus",
      "org.a11y.Status", nil,
      { _, result, data in
        guard let data else { return }
        let status = Unmanaged<AssistiveTechnologyStatus>.fromOpaque(data).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        let proxy = g_dbus_proxy_new_for_bus_finish(result, &error)
        if let error { g_error_free(error) }
        MainActor.assumeIsolated { status.attach(proxy) }
      }, Unmanaged.passRetained(self).toOpaque())
  }

  deinit {
    guard let proxy else { return }
    g_signal_handlers_disconnect_matched(
      raw(proxy), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, Unmanaged.passUnretained(self).toOpaque())
    g_object_unref(raw(proxy))
  }

  /// Keeps the proxy, follows its properties and its owner, and reads the
  /// properties it loaded.
  private func attach(_ proxy: UnsafeMutablePointer<GDBusProxy>?) {
    guard let proxy else { return }
    self.proxy = proxy
    let me = Unmanaged.passUnretained(self).toOpaque()
    connectSignal(
      raw(proxy), "g-properties-changed",
      { _, _, _, data in
        MainActor.assumeIsolated { AssistiveTechnologyStatus.from(data)?.update() }
      } as PropertiesChangedHandler, data: me)
    // The launcher started or left: the proxy loads or drops the properties.
    connectSignal(
      raw(proxy), "notify::g-name-owner",
      { _, _, data in
        MainActor.assumeIsolated { AssistiveTechnologyStatus.from(data)?.update() }
      } as NotifyHandler, data: me)
    update()
  }

  private nonisolated static func from(_ data: GPointer?) -> AssistiveTechnologyStatus? {
    guard let data else { return nil }
    return Unmanaged<AssistiveTechnologyStatus>.fromOpaque(data).takeUnretainedValue()
  }

  /// Reads the cached properties; tells ``onChange`` when the answer changed.
  private func update() {
    let reads = property("ScreenReaderEnabled") || property("IsEnabled")
    guard reads != readsValues else { return }
    readsValues = reads
    onChange?()
  }

  /// A boolean property of the proxy's cache; false when it is absent.
  private func property(_ name: String) -> Bool {
    guard let proxy, let value = g_dbus_proxy_get_cached_property(proxy, name) else {
      return false
    }
    defer { g_variant_unref(value) }
    guard g_variant_classify(value) == G_VARIANT_CLASS_BOOLEAN else { return false }
    return g_variant_get_boolean(value) != 0
  }
}
