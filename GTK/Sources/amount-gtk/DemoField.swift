import AmountKit
import AmountKitGTK
import CGtk
import Foundation

/// One row of the demo window: a title, an ``AmountEntry`` and a line under
/// it showing the exact value.
@MainActor
final class DemoField {
  /// The name the trace gives the field (`usd`, `eur`...).
  let name: String
  let entry: AmountEntry
  private let valueLabel: OpaquePointer
  private let trace: Trace?
  private var lastRejection: AmountRejection?

  /// The fields of the window, top to bottom.
  static func all(trace: Trace?) -> [DemoField] {
    func locale(_ identifier: String) -> Locale { Locale(identifier: identifier) }
    var eur = AmountFieldConfiguration(format: .currency(code: "EUR", locale: locale("de_DE")))
    eur.maximum = 10_000
    var balance = AmountFieldConfiguration(format: .currency(code: "USD", locale: locale("en_US")))
    balance.minimum = -10_000
    // A unit ICU knows; a plain number if it ever did not.
    let pounds =
      (try? AmountFormat.measurement(unit: "mass-pound", width: .wide, locale: locale("ru_RU")))
      ?? .number(locale: locale("ru_RU"))
    return [
      DemoField(
        "usd", "US dollars, cents entry (en_US)",
        .init(format: .currency(code: "USD", locale: locale("en_US")), entryMode: .cents),
        trace: trace),
      DemoField("eur", "Euros, at most 10.000 € (de_DE)", eur, trace: trace),
      DemoField(
        "inr", "Indian rupees (en_IN)",
        .init(format: .currency(code: "INR", locale: locale("en_IN"))), trace: trace),
      DemoField(
        "egp", "Egyptian pounds (ar_EG)",
        .init(format: .currency(code: "EGP", locale: locale("ar_EG"))), trace: trace),
      DemoField(
        "jpy", "Japanese yen (ja_JP)",
        .init(format: .currency(code: "JPY", locale: locale("ja_JP"))), trace: trace),
      DemoField(
        "lbs", "Weight in pounds (en_US number, suffix \" lbs\"), with a +1 button",
        .init(format: AmountFormat.number(locale: locale("en_US")).suffix(" lbs")), trace: trace,
        button: .stepUp),
      DemoField("neg", "Balance, negatives allowed (en_US)", balance, trace: trace),
      DemoField(
        "ccp", "Chakma digits, outside the BMP (ccp)",
        .init(format: .currency(code: "USD", locale: locale("ccp"))), trace: trace),
      DemoField(
        "pad", "US dollars, the keypad under any layout (en_US), with a Clear button",
        .init(format: .currency(code: "USD", locale: locale("en_US"))), trace: trace,
        button: .clear),
      DemoField(
        "pct", "Percent, the value the fraction (de_DE)",
        .init(format: .percent(locale: locale("de_DE"))), trace: trace),
      DemoField(
        "lb", "Pounds, wide, in the plural form of the number (ru_RU)", .init(format: pounds),
        trace: trace),
    ]
  }

  private init(
    _ name: String, _ title: String, _ configuration: AmountFieldConfiguration, trace: Trace?,
    button: AppButton? = nil
  ) {
    self.name = name
    self.trace = trace
    entry = AmountEntry(configuration: configuration)
    self.button = button.flatMap { kind in gtk_button_new_with_label(kind.label).map { (kind, $0) }
    }
    entry.placeholder = configuration.format.format(0)
    valueLabel = OpaquePointer(gtk_label_new(nil))
    titleLabel = OpaquePointer(gtk_label_new(title))
    gtk_label_set_mnemonic_widget(titleLabel, entry.widget)
    entry.onEffects = { [unowned self] effects in effectsCarriedOut(effects) }
    updateValueLabel()
    if let trace {
      trace.register(self)
      tracePreedit()
      entry.onAccessibleValueChange = { [unowned self] value in
        self.trace?.accessibleValue(value, of: self)
      }
    }
    if let button = self.button { connect(button.widget, button.kind) }
  }

  /// Traces the input method's preedit: the `GtkText`'s own signal, heard
  /// after the entry's handler (connected first) has reported it.
  private func tracePreedit() {
    typealias PreeditHandler =
      @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?)
      -> Void
    // The field lives as long as the window (the app keeps every field).
    g_signal_connect_data(
      UnsafeMutableRawPointer(entry.textWidget), "preedit-changed",
      unsafeBitCast(
        { _, bytes, data in
          guard let data else { return }
          let preedit = bytes.map { String(cString: $0) } ?? ""
          MainActor.assumeIsolated {
            let field = Unmanaged<DemoField>.fromOpaque(data).takeUnretainedValue()
            field.trace?.preedit(preedit, of: field)
          }
        } as PreeditHandler, to: GCallback.self),
      Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
  }

  /// A button of the app beside the entry, acting on the field whether or
  /// not it is being edited or composing. It never takes the focus (not by
  /// a click, not by Tab), as a button beside another field being edited.
  enum AppButton: String {
    /// `+1`: a stepper (`apply(.stepUp)`).
    case stepUp
    /// `Clear`: the app sets the value to nil (contract: "Set while editing").
    case clear

    var label: String { self == .stepUp ? "+1" : "Clear" }
    var tooltip: String { self == .stepUp ? "Step up by 1" : "Set the value to none" }

    @MainActor func act(on entry: AmountEntry) {
      switch self {
      case .stepUp: entry.apply(.stepUp)
      case .clear: entry.value = nil
      }
    }
  }

  /// The field's app button and its widget, if it has one.
  let button: (kind: AppButton, widget: UnsafeMutablePointer<GtkWidget>)?

  private func connect(_ button: UnsafeMutablePointer<GtkWidget>, _ kind: AppButton) {
    typealias ClickedHandler =
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
      -> Void
    gtk_widget_set_focusable(button, 0)
    gtk_widget_set_focus_on_click(button, 0)
    gtk_widget_set_tooltip_text(button, kind.tooltip)
    // The field lives as long as the window (the app keeps every field).
    g_signal_connect_data(
      UnsafeMutableRawPointer(button), "clicked",
      unsafeBitCast(
        { _, data in
          guard let data else { return }
          MainActor.assumeIsolated {
            let field = Unmanaged<DemoField>.fromOpaque(data).takeUnretainedValue()
            field.button?.kind.act(on: field.entry)
          }
        } as ClickedHandler, to: GCallback.self),
      Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
  }

  /// The title above the entry.
  let titleLabel: OpaquePointer

  /// Adds the title, the entry and the value line to a vertical box.
  func add(to box: UnsafeMutablePointer<GtkBox>) {
    for (label, style) in [(titleLabel, "field-title"), (valueLabel, "field-value")] {
      gtk_label_set_xalign(label, 0)
      gtk_widget_add_css_class(widget(label), style)
    }
    gtk_box_append(box, widget(titleLabel))
    if let button, let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6) {
      gtk_widget_set_hexpand(entry.widget, 1)
      let rowBox = UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkBox.self)
      // Before the entry: a place that does not move when the window
      // grows (a value line wider than the window widens it).
      gtk_box_append(rowBox, button.widget)
      gtk_box_append(rowBox, entry.widget)
      gtk_box_append(box, row)
    } else {
      gtk_box_append(box, entry.widget)
    }
    gtk_box_append(box, widget(valueLabel))
  }

  private func effectsCarriedOut(_ effects: AmountInputEffects) {
    if let reason = effects.rejection {
      lastRejection = reason
    } else if effects.change != nil {
      lastRejection = nil
    }
    updateValueLabel()
    trace?.effects(effects, of: self)
  }

  private func updateValueLabel() {
    let controller = entry.controller
    var line = "value " + (controller.value.map { "\($0)" } ?? "none")
    if let units = entry.minorUnits, controller.configuration.format.currencyCode != nil {
      line += " · \(units) minor units"
    }
    if let invalid = controller.editor.invalidReason { line += " · invalid: \(invalid.name)" }
    if let reason = lastRejection {
      line += " · refused: " + controller.configuration.message(for: reason)
    }
    gtk_label_set_text(valueLabel, line)
  }
}

/// A widget pointer of a GTK object imported as an opaque pointer.
func widget(_ pointer: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
  UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
}
