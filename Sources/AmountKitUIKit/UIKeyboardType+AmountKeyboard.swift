#if canImport(UIKit) && !os(watchOS)
import AmountKit
import UIKit

extension UIKeyboardType {
  /// The UIKit keyboard for an ``AmountKeyboard`` decision.
  ///
  /// - Parameter keyboard: What the amount field needs to type.
  public init(_ keyboard: AmountKeyboard) {
    switch keyboard {
    case .numberPad: self = .numberPad
    case .decimalPad: self = .decimalPad
    // Punctuation, and anything a later version adds: the keyboard that
    // can type every key of an amount.
    default: self = .numbersAndPunctuation
    }
  }
}
#endif
