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
    try? value(bytes)
  }

  /// The value of `text`, trimmed of whitespace first.
  static func parse(_ text: String) -> Decimal? {
    try? value(text)
  }

  /// The value of an already trimmed line's bytes, or why it has none
  /// (more than 38 significant digits are refused, never rounded).
  static func value(_ bytes: UnsafeBufferPointer<UInt8>) throws(PlainDecimal.Refusal) -> Decimal {
    do throws(PlainDecimal.Refusal) {
      return try PlainDecimal.value(bytes)
    } catch {
      // Only a non-ASCII space around a literal can still make one.
      guard error == .invalidDecimal, bytes.contains(where: { $0 >= 0x80 }) else { throw error }
      return try value(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The value of `text`, trimmed of whitespace first, or why it has none.
  static func value(_ text: String) throws(PlainDecimal.Refusal) -> Decimal {
    var trimmed = text.trimmingCharacters(in: .whitespaces)
    // `withUTF8` has no typed throws: the refusal comes out as a result.
    let read = trimmed.withUTF8 { bytes -> Result<Decimal, PlainDecimal.Refusal> in
      do throws(PlainDecimal.Refusal) {
        return .success(try PlainDecimal.value(bytes))
      } catch {
        return .failure(error)
      }
    }
    switch read {
    case .success(let value): return value
    case .failure(let refusal): throw refusal
    }
  }
}
