import Foundation

/// How a one-line amount field sizes itself in a declarative layout and
/// where its text aligns: the decisions behind SwiftUI's
/// `sizeThatFits(_:uiView:context:)` and `multilineTextAlignment`.
///
/// ```swift
/// AmountFieldLayout.size(
///   proposedWidth: 320, proposedHeight: 600,
///   fittingSize: CGSize(width: 80, height: 22))  // 320 × 22: never taller
/// ```
package enum AmountFieldLayout {
  /// The size a one-line field takes for a proposal, as a SwiftUI
  /// `TextField` does: the proposed width when it is finite (the field
  /// fills its row), the fitting width for an ideal-size proposal (nil) or
  /// an unbounded one; always the fitting height, whatever height is
  /// proposed, so that a flexible stack never stretches it vertically.
  ///
  /// - Parameters:
  ///   - proposedWidth: The proposal's width; nil asks for the ideal size.
  ///   - proposedHeight: The proposal's height; not used: the field's
  ///     height is its text's.
  ///   - fittingSize: The field's own size for its text and font (UIKit's
  ///     `intrinsicContentSize`).
  /// - Returns: The size to report.
  package static func size(
    proposedWidth: CGFloat?, proposedHeight: CGFloat?, fittingSize: CGSize
  ) -> CGSize {
    let width: CGFloat
    if let proposedWidth, proposedWidth.isFinite, proposedWidth >= 0 {
      width = proposedWidth
    } else {
      width = fittingSize.width
    }
    return CGSize(width: width, height: fittingSize.height)
  }

  /// The text alignment to give the field for a SwiftUI
  /// `multilineTextAlignment` and the environment's layout direction:
  /// leading is left from left to right and right from right to left,
  /// trailing the other way, center centered.
  ///
  /// - Parameters:
  ///   - alignment: The alignment asked for.
  ///   - rightToLeft: Whether the layout direction is right to left.
  /// - Returns: ``AmountTextAlignment/left``, ``AmountTextAlignment/center``
  ///   or ``AmountTextAlignment/right``.
  package static func textAlignment(
    _ alignment: AmountTextAlignment, rightToLeft: Bool
  ) -> AmountTextAlignment {
    switch alignment.base {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    case .center, .left, .right: return alignment
    }
  }
}

/// Where a field's text aligns: relative to the layout direction
/// (``leading``, ``trailing``) or fixed (``left``, ``right``), or
/// ``center``.
///
/// An alignment reads like an enumeration and can grow without breaking
/// code that uses it.
package struct AmountTextAlignment: Sendable, Hashable, CaseIterable, CustomStringConvertible,
  NamedValue
{
  /// The values there are; the library switches over them.
  enum Representation: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing, left, right
  }

  /// What the value is.
  let base: Representation

  init(base: Representation) { self.base = base }

  /// The leading edge: left from left to right, right from right to left.
  package static var leading: AmountTextAlignment { AmountTextAlignment(base: .leading) }
  /// Centered.
  package static var center: AmountTextAlignment { AmountTextAlignment(base: .center) }
  /// The trailing edge: right from left to right, left from right to left.
  package static var trailing: AmountTextAlignment { AmountTextAlignment(base: .trailing) }
  /// The left edge, whatever the layout direction.
  package static var left: AmountTextAlignment { AmountTextAlignment(base: .left) }
  /// The right edge, whatever the layout direction.
  package static var right: AmountTextAlignment { AmountTextAlignment(base: .right) }

  /// The alignment's stable name (`leading`, `center`, `trailing`, `left`,
  /// `right`).
  package var name: String { base.rawValue }

  /// The alignment named `name`, or nil.
  ///
  /// - Parameter name: One of the names above.
  package init?(name: String) { self.init(named: Representation(rawValue: name)) }
}
