import Foundation

/// What end of editing does with a value below a positive minimum.
public enum MinimumPolicy: String, Sendable, Hashable, CaseIterable {
  /// Keep the value and report it invalid (``AmountRejection/belowMinimum``).
  case keep
  /// Replace the value by the minimum.
  case clamp
}
