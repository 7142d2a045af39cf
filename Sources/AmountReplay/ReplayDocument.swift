import AmountKit
import Foundation

/// A replay document read key by key, so that every unknown key and bad
/// value is an error naming it.
///
/// The order of the checks is fixed, so that the same bad document always
/// gives the same error: the document's unknown keys (in sorted order),
/// then `config`'s unknown keys (sorted), then `config`'s keys in the order
/// of the replay format, then the steps in document order.
struct ReplayDocument {
  var config: AmountReplay.Config
  var steps: [AmountReplay.Step]

  /// The keys of `config`, in the order of the replay format.
  static let configKeys = [
    "locale", "currency", "percent", "unit", "unitWidth",
    "entry", "fractionDigits", "min", "max", "maxIntegerDigits",
    "allowNegative", "prefix", "suffix", "symbol", "grouping", "clearsWhenZero", "minPolicy",
    "onBegin", "step", "arithmetic", "shorthand", "hostDecimalKey",
  ]

  /// The actions of a step, in the order of the replay format.
  static let actions = [
    "type", "key", "select", "paste", "replace", "set", "begin", "end", "undo", "redo",
  ]

  init(json: Data) throws(AmountReplayError) {
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: json)
    } catch {
      throw AmountReplayError("malformed JSON document")
    }
    guard case .object(let object) = root else {
      throw AmountReplayError("the document must be a JSON object")
    }
    try Self.rejectUnknownKeys(object, known: ["config", "steps"], context: nil)
    guard case .object(let config)? = object["config"] else {
      throw AmountReplayError("\"config\" must be an object")
    }
    self.config = try Self.config(config)
    guard case .array(let list)? = object["steps"] ?? .array([]) else {
      throw AmountReplayError("\"steps\" must be an array")
    }
    var steps: [AmountReplay.Step] = []
    for (index, item) in list.enumerated() {
      steps.append(try Self.step(item, name: "step \(index + 1)"))
    }
    self.steps = steps
  }

  /// Fails on the first unknown key in sorted order, naming every unknown
  /// key.
  private static func rejectUnknownKeys(
    _ object: [String: JSONValue], known: Set<String>, context: String?
  ) throws(AmountReplayError) {
    let unknown = object.keys.filter { !known.contains($0) }.sorted()
    guard !unknown.isEmpty else { return }
    let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
    let message = unknown.count == 1 ? "unknown key \(names)" : "unknown keys \(names)"
    throw AmountReplayError(context.map { "\($0): \(message)" } ?? message)
  }

  // MARK: config

  private static func config(_ object: [String: JSONValue]) throws(AmountReplayError)
    -> AmountReplay.Config
  {
    try rejectUnknownKeys(object, known: Set(configKeys), context: "config")
    let value = ConfigValues(object: object)
    guard let locale = try value.string("locale"), !locale.isEmpty else {
      throw AmountReplayError("config: \"locale\" is required and must be a string")
    }
    var config = AmountReplay.Config(locale: locale)
    config.currency = try value.string("currency")
    config.percent = try value.bool("percent")
    config.unit = try value.string("unit")
    if let width = try value.string("unitWidth") {
      guard let named = AmountUnitWidth(name: width) else {
        throw AmountReplayError("config: \"unitWidth\" must be short, narrow or wide")
      }
      config.unitWidth = named
    }
    if let entry = try value.string("entry") {
      guard let mode = AmountEntryMode(name: entry) else {
        throw AmountReplayError("config: \"entry\" must be decimal, cents or integer")
      }
      config.entry = mode
    }
    config.fractionDigits = try value.int("fractionDigits")
    config.min = try decimal(object["min"], key: "min", context: "config")
    config.max = try decimal(object["max"], key: "max", context: "config")
    config.maxIntegerDigits = try value.int("maxIntegerDigits")
    config.allowNegative = try value.bool("allowNegative")
    config.prefix = try value.string("prefix")
    config.suffix = try value.string("suffix")
    config.symbol = try value.bool("symbol")
    config.grouping = try value.bool("grouping")
    config.clearsWhenZero = try value.bool("clearsWhenZero")
    if let policy = try value.string("minPolicy") {
      guard let value = MinimumPolicy(name: policy) else {
        throw AmountReplayError("config: \"minPolicy\" must be clamp or keep")
      }
      config.minPolicy = value
    }
    if let name = try value.string("onBegin") {
      guard let policy = AmountFocusPolicy(name: name) else {
        throw AmountReplayError("config: \"onBegin\" must be end, selectAll or keep")
      }
      config.onBegin = policy
    }
    config.step = try decimal(object["step"], key: "step", context: "config")
    config.arithmetic = try value.bool("arithmetic")
    config.shorthand = try value.bool("shorthand")
    if let key = try value.string("hostDecimalKey") {
      guard key.count == 1, let character = key.first else {
        throw AmountReplayError("config: \"hostDecimalKey\" must be one character")
      }
      config.hostDecimalKey = character
    }
    return config
  }

  /// The typed values of `config`'s keys; absent and `null` are nil.
  private struct ConfigValues {
    var object: [String: JSONValue]

    func int(_ key: String) throws(AmountReplayError) -> Int? {
      switch object[key] {
      case nil, .null?: return nil
      case .number(let n)?:
        guard let i = Int(exactly: n) else {
          throw AmountReplayError("config: \"\(key)\" must be an integer")
        }
        return i
      default: throw AmountReplayError("config: \"\(key)\" must be an integer")
      }
    }

    func bool(_ key: String) throws(AmountReplayError) -> Bool? {
      switch object[key] {
      case nil, .null?: return nil
      case .bool(let b)?: return b
      default: throw AmountReplayError("config: \"\(key)\" must be true or false")
      }
    }

    func string(_ key: String) throws(AmountReplayError) -> String? {
      switch object[key] {
      case nil, .null?: return nil
      case .string(let s)?: return s
      default: throw AmountReplayError("config: \"\(key)\" must be a string")
      }
    }
  }

  // MARK: steps

  private static func step(_ item: JSONValue, name: String) throws(AmountReplayError)
    -> AmountReplay.Step
  {
    guard case .object(let object) = item, !object.isEmpty else {
      throw AmountReplayError("\(name): must be an object with one action")
    }
    try rejectUnknownKeys(object, known: Set(actions + ["with"]), context: name)
    let present = actions.filter { object[$0] != nil }
    guard present.count == 1, let action = present.first else {
      let found = present.isEmpty ? "" : " (found \(present.joined(separator: ", ")))"
      throw AmountReplayError(
        "\(name): must name exactly one action (\(actions.joined(separator: ", ")))\(found)")
    }
    if action != "replace" && object["with"] != nil {
      throw AmountReplayError("\(name): unknown key \"with\" (only \"replace\" takes it)")
    }
    let value = object[action] ?? .null
    switch action {
    case "type":
      guard case .string(let text) = value else {
        throw AmountReplayError("\(name): \"type\" must be a string")
      }
      return .type(text)
    case "key":
      guard case .string(let keyName) = value, let key = AmountReplay.Key(name: keyName) else {
        let names = AmountReplay.Key.allCases.map(\.name).joined(separator: ", ")
        throw AmountReplayError("\(name): \"key\" must be one of \(names)")
      }
      return .key(key)
    case "select":
      guard case .array(let items) = value, items.count == 2,
        case .number(let a) = items[0], case .number(let b) = items[1],
        let start = Int(exactly: a), let end = Int(exactly: b)
      else { throw AmountReplayError("\(name): \"select\" must be [start, end] in UTF-16 units") }
      return .select(Swift.min(start, end)..<Swift.max(start, end))
    case "paste":
      guard case .string(let text) = value else {
        throw AmountReplayError("\(name): \"paste\" must be a string")
      }
      return .paste(text)
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
      // Far out of range is clamped by the controller; keep the bounds
      // clear of overflow.
      let lower = Swift.max(loc, Int.min / 4)
      let upper = lower.addingReportingOverflow(len).overflow ? Int.max / 4 : lower + len
      return .replace(lower..<Swift.max(lower, upper), with: with)
    case "set":
      return .set(try decimal(value, key: "set", context: name))
    default:
      guard case .bool(true) = value else {
        throw AmountReplayError("\(name): \"\(action)\" must be true")
      }
      switch action {
      case "begin": return .begin
      case "end": return .end
      case "undo": return .undo
      default: return .redo
      }
    }
  }

  // MARK: values

  private static func decimal(_ value: JSONValue?, key: String, context: String)
    throws(AmountReplayError) -> Decimal?
  {
    let problem = AmountReplayError(
      "\(context): \"\(key)\" must be a decimal string like \"-1234.5\"")
    switch value {
    case nil, .null?: return nil
    case .string(let s)?:
      guard let d = plainDecimal(s) else { throw problem }
      // Beyond the exact range a value is refused, never rounded.
      let significant = s.utf8.drop { !(0x31...0x39).contains($0) }.filter {
        (0x30...0x39).contains($0)
      }
      guard significant.count <= AmountFieldConfiguration.maximumSignificantDigits else {
        throw AmountReplayError(
          "\(context): \"\(key)\" has \(significant.count) significant digits; an exact amount "
            + "holds at most \(AmountFieldConfiguration.maximumSignificantDigits)")
      }
      return d
    case .number(let n)?:
      guard let i = Int64(exactly: n) else { throw problem }
      return Decimal(i)
    default:
      throw problem
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
