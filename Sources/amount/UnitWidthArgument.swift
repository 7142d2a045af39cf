import AmountKit
import ArgumentParser
import Foundation

/// `--unit-width`: how a unit is written (``AmountUnitWidth``).
enum UnitWidthArgument: String, ExpressibleByArgument, CaseIterable {
  case short, narrow, wide

  var width: AmountUnitWidth {
    switch self {
    case .short: return .short
    case .narrow: return .narrow
    case .wide: return .wide
    }
  }
}
