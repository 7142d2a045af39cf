#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(watchOS)
import AmountKit
import SwiftUI
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// The title or prompt shown while the field is empty, in the field's
/// font, where the platform draws a placeholder.
struct AmountFieldPlaceholder: View {
  let text: Text
  let font: Font
  let color: Color
  let alignment: TextAlignment

  var body: some View {
    text
      .font(font)
      .foregroundColor(color)
      .lineLimit(1)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: frameAlignment)
      .accessibilityHidden(true)
  }

  /// The placeholder as the root of the view hosting it in the text
  /// field: aligned as the environment aligns text, in its locale and
  /// layout direction (a hosting view's root does not inherit them).
  ///
  /// - Parameter environment: The environment of the `AmountField`.
  /// - Returns: The root view.
  static func root(
    text: Text, font: Font, color: Color, environment: EnvironmentValues
  ) -> AnyView {
    AnyView(
      AmountFieldPlaceholder(
        text: text, font: font, color: color, alignment: environment.multilineTextAlignment
      )
      .environment(\.locale, environment.locale)
      .environment(\.layoutDirection, environment.layoutDirection))
  }

  private var frameAlignment: Alignment {
    switch alignment {
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    }
  }
}

extension AmountTextAlignment {
  /// SwiftUI's alignment of lines of text.
  init(_ alignment: TextAlignment) {
    switch alignment {
    case .leading: self = .leading
    case .center: self = .center
    case .trailing: self = .trailing
    }
  }
}

extension NSTextAlignment {
  /// The platform's alignment for a fixed (left, center, right) alignment.
  init(_ alignment: AmountTextAlignment) {
    if alignment == .center {
      self = .center
    } else if alignment == .right {
      self = .right
    } else {
      self = .left
    }
  }
}
#endif
