import Foundation

extension AmountInputController: CustomStringConvertible {
  /// What the field holds, in a line, as ``AmountEditor``'s description
  /// says it, and whether an input method is composing:
  /// `AmountInputController(text "$12", selection 3..<3, value 12, editing)`.
  public var description: String {
    var parts = editor.descriptionParts
    if isComposing { parts.append("composing") }
    return "AmountInputController(\(parts.joined(separator: ", ")))"
  }
}
