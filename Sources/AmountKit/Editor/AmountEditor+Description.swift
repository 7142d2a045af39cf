import Foundation

extension AmountEditor: CustomStringConvertible {
  /// What the field holds, in a line: its text, its selection in UTF-16
  /// offsets, its value as a plain decimal (or `no value`), and whether it
  /// is being edited: `AmountEditor(text "$12", selection 3..<3, value 12, editing)`.
  public var description: String {
    "AmountEditor(\(descriptionParts.joined(separator: ", ")))"
  }

  /// The parts of ``description``, which the input controller's
  /// description shows too.
  var descriptionParts: [String] {
    var parts = [
      "text \(text.debugDescription)", "selection \(selection)",
      value.map { "value \(AmountFormat.plainString($0))" } ?? "no value",
    ]
    if isEditing { parts.append("editing") }
    return parts
  }
}
