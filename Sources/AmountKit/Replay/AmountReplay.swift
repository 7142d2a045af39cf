import Foundation

/// A replay: one field and a sequence of user actions, as JSON
/// (`amount replay`). Bugs are reported and reproduced with replays.
///
/// ```swift
/// let replay = try AmountReplay(json: Data(#"{"config":{"locale":"en_US","currency":"USD"},"steps":[{"type":"12"}]}"#.utf8))
/// replay.run()  // [#"{"text":"$12","selection":[3,3],"value":"12","accepted":true}"#]
/// ```
public struct AmountReplay: Sendable {
  /// The field.
  public var configuration: AmountFieldConfiguration
  /// The steps, in order.
  public var steps: [Step]

  /// One step of a replay.
  public enum Step: Sendable, Hashable {
    /// Each character is one keystroke.
    case type(String)
    /// `backspace`, `delete`, `left`, `right`, `home`, `end`, `up`, `down`,
    /// `sign`.
    case key(String)
    /// Any other edit.
    case edit(AmountEdit)
  }

  /// Reads a replay document.
  ///
  /// - Parameter json: The document.
  /// - Throws: ``AmountReplayError`` naming the offending key or step.
  public init(json: Data) throws(AmountReplayError) {
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: json)
    } catch {
      throw AmountReplayError("malformed JSON document")
    }
    guard case .object(let object) = root else {
      throw AmountReplayError("the document must be a JSON object")
    }
    for key in object.keys where key != "config" && key != "steps" {
      throw AmountReplayError("unknown key \"\(key)\"")
    }
    guard case .object(let config)? = object["config"] else {
      throw AmountReplayError("\"config\" must be an object")
    }
    configuration = try Self.configuration(config)
    guard case .array(let list)? = object["steps"] ?? .array([]) else {
      throw AmountReplayError("\"steps\" must be an array")
    }
    steps = []
    for (index, item) in list.enumerated() {
      steps.append(try Self.step(item, index: index))
    }
  }

  /// Runs the steps on a new field, through the input controller a real
  /// text field drives (``AmountInputController``), so that a replay
  /// reproduces what a field does.
  ///
  /// - Returns: One JSON line per step: the state after it.
  public func run() -> [String] {
    var lines: [String] = []
    run { lines.append($0) }
    return lines
  }

  /// Runs the steps on a new field and hands each state line to `emit` as
  /// soon as its step has run.
  ///
  /// - Parameter emit: Receives one JSON line per step.
  public func run(emit: (String) -> Void) {
    var controller = AmountInputController(configuration: configuration)
    for step in steps {
      let outcome = step.apply(to: &controller)
      emit(Self.stateLine(editor: controller.editor, outcome: outcome))
    }
  }

  /// The JSON line for a state:
  /// `{"text":…,"selection":[s,e],"value":…,"accepted":…[,"reason":…][,"invalid":…]}`.
  public static func stateLine(editor: AmountEditor, outcome: AmountEditOutcome) -> String {
    var line = "{\"text\":"
    line += jsonString(editor.text)
    line += ",\"selection\":[\(editor.selection.lowerBound),\(editor.selection.upperBound)]"
    line += ",\"value\":" + (editor.value.map { jsonString($0.plainString) } ?? "null")
    line += ",\"accepted\":" + (outcome.isAccepted ? "true" : "false")
    if let reason = outcome.reason { line += ",\"reason\":" + jsonString(reason.rawValue) }
    if let invalid = editor.invalidReason { line += ",\"invalid\":" + jsonString(invalid.rawValue) }
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

  // MARK: Reading

  private static let configKeys: Set<String> = [
    "locale", "currency", "entry", "fractionDigits", "min", "max", "maxIntegerDigits",
    "allowNegative", "prefix", "suffix", "symbol", "grouping", "clearsWhenZero", "minPolicy",
    "onBegin", "step", "shorthand", "arithmetic",
  ]

  private static func configuration(_ config: [String: JSONValue]) throws(AmountReplayError)
    -> AmountFieldConfiguration
  {
    for key in config.keys where !configKeys.contains(key) {
      throw AmountReplayError("config: unknown key \"\(key)\"")
    }
    guard case .string(let localeID)? = config["locale"], !localeID.isEmpty else {
      throw AmountReplayError("config: \"locale\" is required and must be a string")
    }
    let locale = Locale(identifier: localeID)
    var format: AmountFormat
    switch config["currency"] {
    case nil, .null?:
      format = .number(locale: locale)
    case .string(let code)?:
      guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        throw AmountReplayError("config: \"currency\" must be a three-letter ISO 4217 code")
      }
      format = .currency(code: code, locale: locale)
    default:
      throw AmountReplayError("config: \"currency\" must be a string")
    }
    if let digits = try int(config["fractionDigits"], "fractionDigits") {
      guard (0...AmountFormat.maximumFractionDigits).contains(digits) else {
        throw AmountReplayError(
          "config: \"fractionDigits\" must be between 0 and \(AmountFormat.maximumFractionDigits)")
      }
      format = format.fractionDigits(digits)
    }
    if let symbol = try bool(config["symbol"], "symbol"), !symbol {
      format = format.currencyDisplay(.hidden)
    }
    if let grouping = try bool(config["grouping"], "grouping") {
      format = format.grouping(grouping)
    }
    if let prefix = try string(config["prefix"], "prefix") { format = format.prefix(prefix) }
    if let suffix = try string(config["suffix"], "suffix") { format = format.suffix(suffix) }
    var result = AmountFieldConfiguration(format: format)
    if let entry = try string(config["entry"], "entry") {
      guard let mode = AmountEntryMode(rawValue: entry) else {
        throw AmountReplayError("config: \"entry\" must be decimal, cents or integer")
      }
      result.entryMode = mode
    }
    result.minimum = try decimal(config["min"], "min")
    result.maximum = try decimal(config["max"], "max")
    if let digits = try int(config["maxIntegerDigits"], "maxIntegerDigits") {
      guard (1...30).contains(digits) else {
        throw AmountReplayError("config: \"maxIntegerDigits\" must be between 1 and 30")
      }
      result.maximumIntegerDigits = digits
    }
    result.allowsNegative = try bool(config["allowNegative"], "allowNegative")
    if let clears = try bool(config["clearsWhenZero"], "clearsWhenZero") {
      result.clearsWhenZero = clears
    }
    if let policy = try string(config["minPolicy"], "minPolicy") {
      guard let value = MinimumPolicy(rawValue: policy) else {
        throw AmountReplayError("config: \"minPolicy\" must be clamp or keep")
      }
      result.minimumPolicy = value
    }
    if let name = try string(config["onBegin"], "onBegin") {
      guard let policy = AmountFocusPolicy(name: name) else {
        throw AmountReplayError("config: \"onBegin\" must be end, selectAll or keep")
      }
      result.onBegin = policy
    }
    if let step = try decimal(config["step"], "step") { result.step = step }
    if let shorthand = try bool(config["shorthand"], "shorthand") { result.shorthand = shorthand }
    if let arithmetic = try bool(config["arithmetic"], "arithmetic") {
      result.arithmetic = arithmetic
    }
    do {
      try result.validate()
    } catch {
      throw AmountReplayError("config: \(error)")
    }
    return result
  }

  private static func step(_ item: JSONValue, index: Int) throws(AmountReplayError) -> Step {
    let name = "step \(index + 1)"
    guard case .object(let object) = item, !object.isEmpty else {
      throw AmountReplayError("\(name): must be an object with one action")
    }
    let actions = [
      "type", "key", "select", "paste", "replace", "set", "begin", "end", "undo", "redo",
    ]
    let present = object.keys.filter { actions.contains($0) }
    guard present.count == 1, let action = present.first else {
      throw AmountReplayError(
        "\(name): must name exactly one action (\(actions.joined(separator: ", ")))")
    }
    for key in object.keys where key != action && !(action == "replace" && key == "with") {
      throw AmountReplayError("\(name): unknown key \"\(key)\"")
    }
    let value = object[action] ?? .null
    switch action {
    case "type":
      guard case .string(let text) = value else {
        throw AmountReplayError("\(name): \"type\" must be a string")
      }
      return .type(text)
    case "key":
      let keys = ["backspace", "delete", "left", "right", "home", "end", "up", "down", "sign"]
      guard case .string(let key) = value, keys.contains(key) else {
        throw AmountReplayError(
          "\(name): \"key\" must be one of \(keys.joined(separator: ", "))")
      }
      return .key(key)
    case "select":
      let range = try pair(value, "\(name): \"select\"")
      return .edit(.select(range))
    case "paste":
      guard case .string(let text) = value else {
        throw AmountReplayError("\(name): \"paste\" must be a string")
      }
      return .edit(.paste(text))
    case "replace":
      guard case .array(let items) = value, items.count == 2,
        case .number(let location) = items[0], case .number(let length) = items[1],
        let loc = Int(exactly: location), let len = Int(exactly: length), len >= 0
      else {
        throw AmountReplayError("\(name): \"replace\" must be [location, length] in UTF-16 units")
      }
      guard case .string(let with)? = object["with"] else {
        throw AmountReplayError("\(name): \"replace\" needs \"with\", a string")
      }
      let lower = max(loc, Int.min / 4)
      let upper = lower.addingReportingOverflow(len).overflow ? Int.max / 4 : lower + len
      return .edit(.replace(lower..<max(lower, upper), with: with))
    case "set":
      if case .null = value { return .edit(.setValue(nil)) }
      guard let decimal = try decimal(value, "set", context: name) else {
        return .edit(.setValue(nil))
      }
      return .edit(.setValue(decimal))
    default:
      guard case .bool(true) = value else {
        throw AmountReplayError("\(name): \"\(action)\" must be true")
      }
      switch action {
      case "begin": return .edit(.beginEditing)
      case "end": return .edit(.endEditing)
      case "undo": return .edit(.undo)
      default: return .edit(.redo)
      }
    }
  }

  private static func pair(_ value: JSONValue, _ what: String) throws(AmountReplayError) -> Range<
    Int
  > {
    guard case .array(let items) = value, items.count == 2,
      case .number(let a) = items[0], case .number(let b) = items[1],
      let start = Int(exactly: a), let end = Int(exactly: b)
    else { throw AmountReplayError("\(what) must be [start, end] in UTF-16 units") }
    return min(start, end)..<max(start, end)
  }

  private static func int(_ value: JSONValue?, _ key: String) throws(AmountReplayError) -> Int? {
    switch value {
    case nil, .null?: return nil
    case .number(let n)?:
      guard let i = Int(exactly: n) else {
        throw AmountReplayError("config: \"\(key)\" must be an integer")
      }
      return i
    default: throw AmountReplayError("config: \"\(key)\" must be an integer")
    }
  }

  private static func bool(_ value: JSONValue?, _ key: String) throws(AmountReplayError) -> Bool? {
    switch value {
    case nil, .null?: return nil
    case .bool(let b)?: return b
    default: throw AmountReplayError("config: \"\(key)\" must be true or false")
    }
  }

  private static func string(_ value: JSONValue?, _ key: String) throws(AmountReplayError)
    -> String?
  {
    switch value {
    case nil, .null?: return nil
    case .string(let s)?: return s
    default: throw AmountReplayError("config: \"\(key)\" must be a string")
    }
  }

  private static func decimal(_ value: JSONValue?, _ key: String, context: String = "config")
    throws(AmountReplayError) -> Decimal?
  {
    switch value {
    case nil, .null?: return nil
    case .string(let s)?:
      guard let d = plainDecimal(s) else {
        throw AmountReplayError("\(context): \"\(key)\" must be a decimal string like \"-1234.5\"")
      }
      return d
    case .number(let n)?:
      guard let i = Int64(exactly: n) else {
        throw AmountReplayError("\(context): \"\(key)\" must be a decimal string like \"-1234.5\"")
      }
      return Decimal(i)
    default:
      throw AmountReplayError("\(context): \"\(key)\" must be a decimal string like \"-1234.5\"")
    }
  }

  /// `-1234.5`, `0.01`, `12`, `.5`: digits with one optional point and sign.
  static func plainDecimal(_ text: String) -> Decimal? {
    var sawDigit = false
    var sawPoint = false
    for (i, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "+"): if i != 0 { return nil }
      case UInt8(ascii: "."):
        if sawPoint { return nil }
        sawPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      default: return nil
      }
    }
    guard sawDigit else { return nil }
    return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
  }
}

extension AmountReplay.Step {
  /// Applies the step to a field's controller as its host would report it:
  /// typed keys and `replace` as the host's change requests, `select` as a
  /// selection the user placed, `begin` and `end` as focus changes, `undo`
  /// and `redo` as the undo manager's actions.
  ///
  /// - Returns: The outcome; for `type`, the last rejection if any key was
  ///   rejected.
  public func apply(to controller: inout AmountInputController) -> AmountEditOutcome {
    let effects: AmountInputEffects
    switch self {
    case .type(let text):
      var outcome = AmountEditOutcome.accepted
      for key in text {
        let selection = controller.selection
        let typed = controller.shouldChangeCharacters(
          in: NSRange(location: selection.lowerBound, length: selection.count),
          replacementString: String(key), host: controller.hostState)
        if let reason = typed.rejection { outcome = .rejected(reason) }
      }
      return outcome
    case .key(let key):
      switch key {
      case "backspace": effects = controller.apply(.deleteBackward)
      case "delete": effects = controller.apply(.deleteForward)
      case "left": effects = controller.apply(.moveLeft)
      case "right": effects = controller.apply(.moveRight)
      case "home": effects = controller.apply(.moveToStart)
      case "up": effects = controller.apply(.stepUp)
      case "down": effects = controller.apply(.stepDown)
      case "sign": effects = controller.apply(.toggleSign)
      default: effects = controller.apply(.moveToEnd)
      }
    case .edit(.replace(let range, let string)):
      effects = controller.shouldChangeCharacters(
        in: NSRange(location: range.lowerBound, length: range.count), replacementString: string,
        host: controller.hostState)
    case .edit(.select(let range)):
      effects = controller.selectionDidChange(
        host: AmountHostState(text: controller.text, selection: range))
    case .edit(.beginEditing):
      effects = controller.beginEditing(host: controller.hostState)
    case .edit(.endEditing):
      // End of editing is never refused; an open expression it could not
      // commit is cleared, with the reason.
      return controller.endEditing(host: controller.hostState).rejection.map { .cleared($0) }
        ?? .accepted
    case .edit(.setValue(let value)):
      effects = controller.setValue(value)
    case .edit(.undo):
      effects = controller.perform(.undo)
    case .edit(.redo):
      effects = controller.perform(.redo)
    case .edit(let edit):
      effects = controller.apply(edit)
    }
    return effects.rejection.map { .rejected($0) } ?? .accepted
  }
}

/// Why a replay document cannot be read.
public struct AmountReplayError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, naming the offending key or step.
  public var message: String

  init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// A JSON value, for reading replays with exact key checks.
enum JSONValue: Decodable, Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let b = try? container.decode(Bool.self) {
      self = .bool(b)
    } else if let n = try? container.decode(Double.self) {
      self = .number(n)
    } else if let s = try? container.decode(String.self) {
      self = .string(s)
    } else if let a = try? container.decode([JSONValue].self) {
      self = .array(a)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}
