import AmountKit
import AmountReplay
import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--min-policy`.
enum MinimumPolicyArgument: String, ExpressibleByArgument, CaseIterable {
  case keep, clamp

  var policy: MinimumPolicy {
    switch self {
    case .keep: return .keep
    case .clamp: return .clamp
    }
  }
}
