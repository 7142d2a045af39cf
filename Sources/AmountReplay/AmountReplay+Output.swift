import AmountKit
import Foundation

extension AmountReplay {
  /// The JSON line for a state:
  /// `{"text":…,"selection":[s,e],"value":…,"accepted":…[,"reason":…][,"invalid":…]}`.
  ///
  /// - Parameters:
  ///   - editor: The field's state after a step.
  ///   - outcome: The step's outcome.
  /// - Returns: The line, without a line break.
  public static func stateLine(editor: AmountEditor, outcome: AmountEditOutcome) -> String {
    var line = "{\"text\":"
    line += jsonString(editor.text)
    line += ",\"selection\":[\(editor.selection.lowerBound),\(editor.selection.upperBound)]"
    line +=
      ",\"value\":" + (editor.value.map { jsonString(AmountFormat.plainString($0)) } ?? "null")
    line += ",\"accepted\":" + (outcome.isAccepted ? "true" : "false")
    if let reason = outcome.reason { line += ",\"reason\":" + jsonString(reason.name) }
    if let invalid = editor.invalidReason { line += ",\"invalid\":" + jsonString(invalid.name) }
    return line + "}"
  }

  /// A JSON string literal. Control characters are always escaped;
  /// with `escapingFormatCharacters`, bidi marks and other invisible
  /// format characters are too (as UTF-16 units), so that a person reading
  /// the output can see them. Shared with the `amount` tool.
  package static func jsonString(_ text: String, escapingFormatCharacters: Bool = false) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || (escapingFormatCharacters && scalar.properties.generalCategory == .format)
        {
          for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
