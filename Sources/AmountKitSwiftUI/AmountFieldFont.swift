#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(watchOS)
import CoreText
import SwiftUI
import os

/// The platform font for the environment's SwiftUI `font`: SwiftUI's
/// text styles, plain or with monospaced digits, map to the platform's
/// preferred font of the same style (which follows Dynamic Type on iOS).
/// A SwiftUI `Font` cannot be turned into a `UIFont` or `NSFont` otherwise
/// (there is no API for it before iOS 26): any other font is reported as a
/// runtime warning in debug builds, and the field keeps the body style.
enum AmountFieldFont {
  /// SwiftUI's text styles and the platform's.
  private static var styles: [(Font, Font.TextStyle, PlatformFont.TextStyle)] {
    [
      (.largeTitle, .largeTitle, .largeTitle),
      (.title, .title, .title1),
      (.title2, .title2, .title2),
      (.title3, .title3, .title3),
      (.headline, .headline, .headline),
      (.subheadline, .subheadline, .subheadline),
      (.body, .body, .body),
      (.callout, .callout, .callout),
      (.footnote, .footnote, .footnote),
      (.caption, .caption, .caption1),
      (.caption2, .caption2, .caption2),
    ]
  }

  /// The platform font for `font`, or nil when it is not a text style
  /// (plain or with monospaced digits).
  static func platformFont(for font: Font) -> PlatformFont? {
    for (swiftUI, _, style) in styles {
      if font == swiftUI { return .preferredFont(forTextStyle: style) }
      if font == swiftUI.monospacedDigit() {
        return monospacedDigits(.preferredFont(forTextStyle: style))
      }
    }
    return nil
  }

  /// `font` with digits of one width (SwiftUI's `monospacedDigit()`): the
  /// font feature of monospaced numbers, so that a preferred font keeps
  /// its text style and follows Dynamic Type.
  private static func monospacedDigits(_ font: PlatformFont) -> PlatformFont {
    #if canImport(UIKit)
    let descriptor = font.fontDescriptor.addingAttributes([
      .featureSettings: [
        [
          UIFontDescriptor.FeatureKey.type: kNumberSpacingType,
          UIFontDescriptor.FeatureKey.selector: kMonospacedNumbersSelector,
        ]
      ]
    ])
    return UIFont(descriptor: descriptor, size: 0)
    #else
    return NSFont.monospacedDigitSystemFont(ofSize: font.pointSize, weight: .regular)
    #endif
  }

  /// Reports, in debug builds, a SwiftUI font the field cannot show, the
  /// way SwiftUI reports a misuse: a fault in the `com.apple.runtime-issues`
  /// log, which Xcode shows as a runtime warning.
  static func reportUnsupported(_ font: Font) {
    #if DEBUG
    os_log(
      .fault, log: runtimeIssues,
      "AmountField cannot show the font %{public}@: a UIKit or AppKit field takes SwiftUI's text styles (.title, .body.monospacedDigit(), ...) or amountFieldFont(_:)",
      String(describing: font))
    #endif
  }

  #if DEBUG
  private static let runtimeIssues = OSLog(
    subsystem: "com.apple.runtime-issues", category: "AmountKitSwiftUI")
  #endif
}
#endif
