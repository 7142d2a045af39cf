import AmountKit
import ArgumentParser
import Foundation

/// `--entry`: how typed digits enter the amount (``AmountEntryMode``).
enum EntryModeArgument: String, ExpressibleByArgument, CaseIterable {
  case decimal, cents, integer

  var mode: AmountEntryMode {
    switch self {
    case .decimal: return .decimal
    case .cents: return .cents
    case .integer: return .integer
    }
  }
}
