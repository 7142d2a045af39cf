#if canImport(UIKit) && !os(watchOS)
import AmountKit
import Foundation
@preconcurrency import UIKit

// The translation between a `UITextField` and an `AmountInputController`,
// used by the UIKit adapter and public for a host of your own (see the
// article "Hosting a field").

extension AmountHostState {
  /// What a text field shows, in UTF-16 offsets, as its text system's
  /// `UITextRange`s place them: its text, its selection (nil when it is
  /// not first responder) and an input method's marked text.
  ///
  /// ```swift
  /// let effects = controller.shouldChangeCharacters(
  ///   in: range, replacementString: string, host: AmountHostState(textField))
  /// ```
  ///
  /// - Parameter textField: The field.
  @MainActor
  public init(_ textField: UITextField) {
    func offsets(_ range: UITextRange) -> Range<Int> {
      let lower = textField.offset(from: textField.beginningOfDocument, to: range.start)
      let upper = textField.offset(from: textField.beginningOfDocument, to: range.end)
      return lower..<max(lower, upper)
    }
    self.init(
      text: textField.text ?? "", selection: textField.selectedTextRange.map(offsets),
      markedRange: textField.markedTextRange.map(offsets))
  }
}

extension UITextField {
  /// Shows an effect's display: the text when it differs, and the
  /// selection (in UTF-16 offsets) when the field is first responder.
  ///
  /// ```swift
  /// if let display = effects.display { textField.show(display) }
  /// ```
  ///
  /// - Parameter display: The text and selection to show.
  @MainActor
  public func show(_ display: AmountInputDisplay) {
    if text != display.text { text = display.text }
    guard isFirstResponder,
      let start = position(from: beginningOfDocument, offset: display.selection.lowerBound),
      let end = position(from: beginningOfDocument, offset: display.selection.upperBound)
    else { return }
    selectedTextRange = textRange(from: start, to: end)
  }
}
#endif
