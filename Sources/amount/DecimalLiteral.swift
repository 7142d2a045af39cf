import AmountKit
import ArgumentParser
import Foundation

/// Strict decimal literals: `-1234.5`, `0.01`, `12`; no exponent, no
/// grouping. Spaces and tabs around the literal are dropped as
/// `trimmingCharacters(in: .whitespaces)` drops them.
enum DecimalLiteral {
  /// The value of an already trimmed line's bytes (ASCII spaces and tabs
  /// trimmed); other Unicode spaces around it are trimmed here, as before.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Decimal? {
    if let value = PlainDecimal.parse(bytes) { return value }
    // Only a non-ASCII space around a literal can still make one.
    guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    return parse(String(decoding: bytes, as: UTF8.self))
  }

  /// The value of `text`, trimmed of whitespace first.
  static func parse(_ text: String) -> Decimal? {
    var trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.withUTF8 { PlainDecimal.parse($0) }
  }
}
