import AmountKit
import Foundation

extension AmountReplay: CustomStringConvertible {
  /// The replay in a line: the field's format and the number of steps,
  /// `AmountReplay(AmountFormat(currency USD, en_US), 2 steps)`.
  public var description: String {
    "AmountReplay(\(configuration.format), \(steps.count) \(steps.count == 1 ? "step" : "steps"))"
  }
}
