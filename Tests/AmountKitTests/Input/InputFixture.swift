import AmountKit
import Foundation
import Testing

extension AmountFieldConfiguration {
  static let usd = AmountFieldConfiguration(
    format: .currency(code: "USD", locale: Locale(identifier: "en_US")))
  static let usdCents = AmountFieldConfiguration(
    format: .currency(code: "USD", locale: Locale(identifier: "en_US")), entryMode: .cents)
  static let coins = AmountFieldConfiguration(
    format: AmountFormat.number(locale: Locale(identifier: "en_US")).suffix(" 🪙"))
  static let pounds = AmountFieldConfiguration(
    format: AmountFormat.number(locale: Locale(identifier: "en_US")).suffix(" lbs"))
}

/// What the user does to the field in a table row.
enum UserAction: Sendable, CustomStringConvertible {
  case type(String)
  case backspace
  case forwardDelete
  case paste(String)
  /// A raw `shouldChangeCharactersIn` request (autocorrect, a host bug).
  case replace(location: Int, length: Int, with: String)
  case select(Range<Int>)

  var description: String {
    switch self {
    case .type(let keys): return "type \(keys)"
    case .backspace: return "backspace"
    case .forwardDelete: return "forward delete"
    case .paste(let text): return "paste \(text.debugDescription)"
    case .replace(let location, let length, let text):
      return "replace {\(location), \(length)} with \(text.debugDescription)"
    case .select(let range): return "select \(range)"
    }
  }
}

/// One row of a `before | action | after` table; `after` nil means
/// rejected.
struct InputRow: Sendable, CustomTestStringConvertible {
  var before: String
  var action: UserAction
  var after: String?
  var configuration: AmountFieldConfiguration = .usd

  init(
    _ before: String, _ action: UserAction, _ after: String?,
    _ configuration: AmountFieldConfiguration = .usd
  ) {
    self.before = before
    self.action = action
    self.after = after
    self.configuration = configuration
  }

  var testDescription: String { "\(before) · \(action) → \(after ?? "rejected")" }
}

/// A test field with the amount behaviour attached, and an app delegate
/// that records what it is forwarded.
@MainActor
final class InputFixture {
  let field = TestTextField()
  let appDelegate = RecordingDelegate()
  let behavior: TestAmountBehavior

  init(_ configuration: AmountFieldConfiguration = .usd, value: Decimal? = nil) {
    field.delegate = appDelegate
    behavior = TestAmountBehavior(field: field, configuration: configuration, value: value)
  }

  /// Focuses the field and brings it to `drawing` by typing the keys it
  /// shows, then placing the caret or selection.
  func setUp(_ drawing: String, sourceLocation: SourceLocation = #_sourceLocation) {
    field.becomeFirstResponder()
    let (text, selection) = Drawn.read(drawing)
    let decimal = behavior.controller.configuration.entryMode == .decimal
    field.type(String(text.filter { $0.isASCII && ($0.isNumber || ($0 == "." && decimal)) }))
    field.select(selection)
    #expect(field.drawn == drawing, "set-up", sourceLocation: sourceLocation)
    field.clearEvents()
  }

  func perform(_ action: UserAction) {
    switch action {
    case .type(let keys): field.type(keys)
    case .backspace: field.backspace()
    case .forwardDelete: field.forwardDelete()
    case .paste(let text): field.paste(text)
    case .replace(let location, let length, let text):
      field.userReplace(NSRange(location: location, length: length), with: text)
    case .select(let range): field.select(range)
    }
  }

  /// Runs a table row and checks its outcome.
  func check(_ row: InputRow, sourceLocation: SourceLocation = #_sourceLocation) {
    setUp(row.before, sourceLocation: sourceLocation)
    let rejections = behavior.rejections.count
    perform(row.action)
    if let after = row.after {
      #expect(field.drawn == after, sourceLocation: sourceLocation)
      #expect(behavior.rejections.count == rejections, sourceLocation: sourceLocation)
    } else {
      #expect(field.drawn == row.before, "rejected", sourceLocation: sourceLocation)
      #expect(behavior.rejections.count > rejections, sourceLocation: sourceLocation)
    }
    // Whatever happened, the host shows exactly what the controller holds.
    #expect(field.text == behavior.controller.text, sourceLocation: sourceLocation)
    #expect(field.selection == behavior.controller.selection, sourceLocation: sourceLocation)
  }
}

/// The app's own delegate: records the calls it is forwarded, and can veto
/// changes.
@MainActor
final class RecordingDelegate: TestTextFieldDelegate {
  var calls: [String] = []
  var allowsChanges = true

  func textFieldDidBeginEditing(_ textField: TestTextField) { calls.append("didBegin") }
  func textFieldDidEndEditing(_ textField: TestTextField) { calls.append("didEnd") }
  func textField(
    _ textField: TestTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    calls.append("shouldChange {\(range.location), \(range.length)} \(string.debugDescription)")
    return allowsChanges
  }
  func textFieldDidChangeSelection(_ textField: TestTextField) {
    calls.append("didChangeSelection")
  }
  func textFieldShouldReturn(_ textField: TestTextField) -> Bool {
    calls.append("shouldReturn")
    return false
  }
}
