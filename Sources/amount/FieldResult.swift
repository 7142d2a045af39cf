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

/// The `--json` result.
enum FieldResult {
  /// `{"value":"1234.56","minorUnits":123456,"currency":"EUR","text":"1.234,56 €"}`;
  /// the value is a string so that it stays exact.
  static func json(value: Decimal?, minorUnits: Int64?, currency: String?, text: String) -> String {
    let fields = [
      ("value", value.map { quoted($0.plainString) } ?? "null"),
      ("minorUnits", minorUnits.map { String($0) } ?? "null"),
      ("currency", currency.map(quoted) ?? "null"),
      ("text", quoted(text)),
    ]
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// A JSON string literal; bidi marks and other invisible format
  /// characters are escaped so that they can be seen.
  static func quoted(_ text: String) -> String {
    AmountReplay.jsonString(text, escapingFormatCharacters: true)
  }
}
