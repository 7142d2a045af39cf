import AmountKit
import Foundation
import Testing

/// The tables of "Foundation's calls and AmountKit's" in the article
/// "Locales and formats". Each row of the first is evaluated from its
/// text, both calls, for several values, locales and currencies: the
/// AmountKit call must give Foundation's text. Each row of the second,
/// Foundation's calls a field refuses, must not compile.
@Suite("The Foundation mapping table of the formats article")
struct FoundationMappingArticleTests {
  static let articleURL = ArticleExamplesTests.root
    .appendingPathComponent("Sources/AmountKit/AmountKit.docc/LocalesAndFormats.md")
  static let section = "### Foundation's calls and AmountKit's"

  /// The code cells of the section's table lines, table by table.
  static let tables: [[[String]]] = {
    guard let text = try? String(contentsOf: articleURL, encoding: .utf8),
      let start = text.range(of: section)
    else { return [] }
    let body = text[start.upperBound...]
    let end = body.range(of: "\n### ")?.lowerBound ?? body.endIndex
    var tables: [[[String]]] = []
    var current: [[String]]?
    for line in body[..<end].split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        if let table = current { tables.append(table) }
        current = nil
        continue
      }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if cells.allSatisfy({ $0.allSatisfy { $0 == "-" } }) { continue }
      if current == nil {
        current = []  // the header
        continue
      }
      current?.append(cells)
    }
    if let table = current { tables.append(table) }
    return tables
  }()

  struct Row: Sendable, CustomTestStringConvertible {
    var foundation: String
    var amountKit: String
    var testDescription: String { amountKit }
  }

  /// The first table's rows: two code cells each.
  static let rows: [Row] = (tables.first ?? []).map { cells in
    let code = cells.map {
      $0.hasPrefix("`") && $0.hasSuffix("`") ? String($0.dropFirst().dropLast()) : ""
    }
    return Row(foundation: code.first ?? "", amountKit: code.dropFirst().first ?? "")
  }

  /// The second table's Foundation calls.
  static let refused: [String] = (tables.dropFirst().first ?? []).compactMap { cells in
    guard let cell = cells.first, cell.hasPrefix("`"), cell.hasSuffix("`") else { return nil }
    return String(cell.dropFirst().dropLast())
  }

  static let places: [(code: String, locale: String)] = [
    ("USD", "en_US"), ("EUR", "de_DE"), ("EUR", "fr_FR"), ("JPY", "ja_JP"), ("EGP", "ar_EG"),
    ("INR", "en_IN"), ("KWD", "en_US"), ("CHF", "de_CH"), ("USD", "en_CA"), ("EUR", "nl_NL"),
  ]
  static let decimals = [
    "0", "1", "-1", "2.5", "1234.5", "-1234.567", "0.005", "-0.0049", "1234567.891", "2.675",
  ].compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
  static let doubles: [Double] = [0, -0.0, 1, 2.675, 1.005, 0.1 + 0.2, -1234.567, 1e7 + 0.5, .nan]
  static let ints = [0, 1, -1, 1234, -98765, 1_234_567_890, Int.min]

  // MARK: Reading a call

  /// A modifier as both libraries spell it.
  enum Modifier {
    case precision(ClosedRange<Int>, padded: Bool)
    case sign(accounting: Bool)
    case presentation(CurrencyFormatStyleConfiguration.Presentation)
    case grouping(NumberFormatStyleConfiguration.Grouping)
    case rounded(FloatingPointRoundingRule)
    case locale

    func apply(to style: Decimal.FormatStyle.Currency, locale: Locale)
      -> Decimal.FormatStyle.Currency
    {
      switch self {
      case .precision(let range, let padded):
        return style.precision(padded ? .fractionLength(range.upperBound) : .fractionLength(range))
      case .sign(let accounting): return style.sign(strategy: accounting ? .accounting : .automatic)
      case .presentation(let presentation): return style.presentation(presentation)
      case .grouping(let grouping): return style.grouping(grouping)
      case .rounded(let rule): return style.rounded(rule: rule)
      case .locale: return style.locale(locale)
      }
    }

    func apply(to format: AmountFormat, locale: Locale) -> AmountFormat {
      switch self {
      case .precision(let range, let padded):
        return format.precision(padded ? .fractionLength(range.upperBound) : .fractionLength(range))
      case .sign(let accounting):
        return format.sign(strategy: accounting ? .accounting : .automatic)
      case .presentation(let presentation): return format.presentation(presentation)
      case .grouping(let grouping): return format.grouping(grouping)
      case .rounded(let rule): return format.rounded(rule: rule)
      case .locale: return format.locale(locale)
      }
    }
  }

  static let rules: [String: FloatingPointRoundingRule] = [
    "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
  ]
  static let presentations: [String: CurrencyFormatStyleConfiguration.Presentation] = [
    "standard": .standard, "isoCode": .isoCode, "narrow": .narrow, "fullName": .fullName,
  ]

  /// The modifiers of a chain such as `.precision(.fractionLength(3)).grouping(.never)`,
  /// or nil if one is not known.
  static func modifiers(_ chain: Substring) -> [Modifier]? {
    var result: [Modifier] = []
    var rest = chain
    while !rest.isEmpty {
      // `.name(` up to its balanced `)`.
      guard rest.hasPrefix("."), let open = rest.firstIndex(of: "(") else { return nil }
      var depth = 0
      var close: Substring.Index?
      for index in rest[open...].indices {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" { depth -= 1 }
        if depth == 0 {
          close = index
          break
        }
      }
      guard let close else { return nil }
      let name = rest[rest.index(after: rest.startIndex)..<open]
      let argument = String(rest[rest.index(after: open)..<close])
      rest = rest[rest.index(after: close)...]
      switch name {
      case "precision":
        if let match = argument.wholeMatch(of: #/\.fractionLength\((\d+)\)/#), let n = Int(match.1)
        {
          result.append(.precision(n...n, padded: true))
        } else if let match = argument.wholeMatch(of: #/\.fractionLength\((\d+)\.\.\.(\d+)\)/#),
          let low = Int(match.1), let high = Int(match.2), low <= high
        {
          result.append(.precision(low...high, padded: false))
        } else if let match = argument.wholeMatch(of: #/\.fractionLength\(\.\.\.(\d+)\)/#),
          let high = Int(match.1)
        {
          result.append(.precision(0...high, padded: false))
        } else {
          return nil
        }
      case "sign":
        guard argument == "strategy: .accounting" || argument == "strategy: .automatic" else {
          return nil
        }
        result.append(.sign(accounting: argument == "strategy: .accounting"))
      case "presentation":
        guard argument.hasPrefix("."), let p = presentations[String(argument.dropFirst())] else {
          return nil
        }
        result.append(.presentation(p))
      case "grouping":
        guard argument == ".automatic" || argument == ".never" else { return nil }
        result.append(.grouping(argument == ".never" ? .never : .automatic))
      case "rounded":
        guard argument.hasPrefix("rule: ."), let rule = rules[String(argument.dropFirst(7))] else {
          return nil
        }
        result.append(.rounded(rule))
      case "locale":
        guard argument == "l" else { return nil }
        result.append(.locale)
      default:
        return nil
      }
    }
    return result
  }

  /// What a call gives for one currency and locale: texts for the
  /// values of its input type, or values it parsed.
  typealias Evaluation = (String, Locale) throws -> [String]

  static func evaluate(foundation call: String) -> Evaluation? {
    let en = Locale(identifier: "en_US")
    let currency = "Decimal.FormatStyle.Currency(code: c, locale: l)"
    let moved = "Decimal.FormatStyle.Currency(code: c, locale: en)"
    if call.hasPrefix("."), let chain = modifiers(call[...]) {
      return { code, locale in
        let style = chain.reduce(Decimal.FormatStyle.Currency(code: code, locale: locale)) {
          $1.apply(to: $0, locale: locale)
        }
        return decimals.map { style.format($0) }
      }
    }
    for (base, baseLocale) in [(currency, nil), (moved, en)] where call.hasPrefix(base) {
      guard let chain = modifiers(call.dropFirst(base.count)) else { return nil }
      return { code, locale in
        let style = chain.reduce(
          Decimal.FormatStyle.Currency(code: code, locale: baseLocale ?? locale)
        ) { $1.apply(to: $0, locale: locale) }
        return decimals.map { style.format($0) }
      }
    }
    switch call {
    case "d.formatted(.currency(code: c).locale(l))":
      return { code, locale in decimals.map { $0.formatted(.currency(code: code).locale(locale)) } }
    case "x.formatted(.currency(code: c).locale(l))":
      return { code, locale in doubles.map { $0.formatted(.currency(code: code).locale(locale)) } }
    case "n.formatted(.currency(code: c).locale(l))":
      return { code, locale in ints.map { $0.formatted(.currency(code: code).locale(locale)) } }
    case "Decimal.FormatStyle(locale: l).precision(.fractionLength(0...2))":
      return { _, locale in
        decimals.map {
          Decimal.FormatStyle(locale: locale).precision(.fractionLength(0...2)).format($0)
        }
      }
    case "Decimal.FormatStyle.Percent(locale: l).precision(.fractionLength(0...2))":
      return { _, locale in
        decimals.map {
          Decimal.FormatStyle.Percent(locale: locale).precision(.fractionLength(0...2)).format($0)
        }
      }
    case "try Decimal(t, format: .currency(code: c).locale(l))":
      return { code, locale in
        try decimals.map { d in
          let t = d.formatted(.currency(code: code).locale(locale))
          return "\(try Decimal(t, format: .currency(code: code).locale(locale)))"
        }
      }
    default:
      return nil
    }
  }

  static func evaluate(amountKit call: String) -> Evaluation? {
    let en = Locale(identifier: "en_US")
    let currency = "AmountFormat.currency(code: c, locale: l)"
    let moved = "AmountFormat.currency(code: c, locale: en)"
    if call.hasPrefix("."), let chain = modifiers(call[...]) {
      return { code, locale in
        let format = chain.reduce(AmountFormat.currency(code: code, locale: locale)) {
          $1.apply(to: $0, locale: locale)
        }
        return decimals.map { format.format($0) }
      }
    }
    switch call {
    case currency + ".format(x)":
      return { code, locale in
        doubles.map { AmountFormat.currency(code: code, locale: locale).format($0) }
      }
    case currency + ".format(n)":
      return { code, locale in
        ints.map { AmountFormat.currency(code: code, locale: locale).format($0) }
      }
    case "d.formatted(.amount(code: c, locale: l))":
      return { code, locale in decimals.map { $0.formatted(.amount(code: code, locale: locale)) } }
    case "AmountFormat.number(locale: l)":
      return { _, locale in decimals.map { AmountFormat.number(locale: locale).format($0) } }
    case "AmountFormat.percent(locale: l)":
      return { _, locale in decimals.map { AmountFormat.percent(locale: locale).format($0) } }
    case "try Decimal(t, strategy: .amount(.currency(code: c, locale: l)))":
      return { code, locale in
        try decimals.map { d in
          let t = d.formatted(.currency(code: code).locale(locale))
          return "\(try Decimal(t, strategy: .amount(.currency(code: code, locale: locale))))"
        }
      }
    default:
      break
    }
    for (base, baseLocale) in [(currency, nil), (moved, en)] where call.hasPrefix(base) {
      guard let chain = modifiers(call.dropFirst(base.count)) else { return nil }
      return { code, locale in
        let format = chain.reduce(AmountFormat.currency(code: code, locale: baseLocale ?? locale)) {
          $1.apply(to: $0, locale: locale)
        }
        return decimals.map { format.format($0) }
      }
    }
    return nil
  }

  // MARK: The tests

  @Test("the tables are read: every row of the first is a known call on both sides")
  func tablesRead() {
    #expect(Self.rows.count >= 20)
    #expect(Self.refused.count >= 10)
    for row in Self.rows {
      #expect(Self.evaluate(foundation: row.foundation) != nil, "Foundation: \(row.foundation)")
      #expect(Self.evaluate(amountKit: row.amountKit) != nil, "AmountKit: \(row.amountKit)")
    }
  }

  @Test("the AmountKit call gives Foundation's text", arguments: rows)
  func row(_ row: Row) throws {
    let foundation = try #require(Self.evaluate(foundation: row.foundation))
    let amountKit = try #require(Self.evaluate(amountKit: row.amountKit))
    for place in Self.places {
      let locale = Locale(identifier: place.locale)
      let expected = try foundation(place.code, locale)
      let actual = try amountKit(place.code, locale)
      #expect(actual == expected, "\(place.code) \(place.locale)")
    }
  }

  @Test("every call of the refused table fails to compile")
  func refusedCallsDoNotCompile() throws {
    let base = #"AmountFormat.currency(code: "USD", locale: Locale(identifier: "en_US"))"#
    let lines = ["import Foundation", "import AmountKit"] + Self.refused.map { "_ = \(base)\($0)" }
    let errors = try ExampleCompiler.diagnostics(of: lines.joined(separator: "\n"))
      .filter { $0.kind == "error" }
    for (index, call) in Self.refused.enumerated() {
      #expect(errors.contains { $0.line == index + 3 }, "compiles: \(call)")
    }
  }
}
