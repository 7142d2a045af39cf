import AmountReplay
import Foundation
import Testing

@testable import AmountKit

/// The refined contract: "Zero is an amount", pastes into part of the
/// amount and into a zero amount, apostrophes, limits at rest, host
/// deletions in the affixes. Each table runs in en_US, de_DE and ar_EG
/// (right to left, Arabic-Indic digits); the drawings are in the en_US
/// notation of the spec and translated per locale.
@Suite("Zero is an amount, partial pastes, limits at rest")
struct ZeroAndPartialPasteTests {
  static let decimal = [field("en_US", "USD"), field("de_DE", "EUR"), field("ar_EG", "EGP")]
  static let cents = [
    field("en_US", "USD", .cents), field("de_DE", "EUR", .cents), field("ar_EG", "EGP", .cents),
  ]
  static let integer = [
    field("ja_JP", "JPY"), field("en_US", "USD", .integer), field("ar_EG", "EGP", .integer),
  ]

  // MARK: Zero is an amount

  /// A typed or pasted zero is the digit `0`: an anchor, not decoration.
  static let zeroRows: [EditRow] = [
    EditRow("|", key("0"), "0|"),
    EditRow("|0", key("1"), "1|0"),  // a digit typed before it goes in before it
    EditRow("0|", key("7"), "7|"),  // one typed after it replaces it
    EditRow("0|", backspace, "|"),  // backspace right after it empties the field
    EditRow("[0]", backspace, "|"),  // so does deleting a selection over it
    EditRow("|0", backspace, "|0"),  // nothing before it to delete
    EditRow("0|", forwardDelete, "0|"),  // nothing after it
    EditRow("|0", forwardDelete, "|"),
    EditRow("1|0", backspace, "|0"),  // the zero left is a digit; caret after no anchor
    EditRow("0|", key("0"), "0|"),  // a zero that changes nothing
  ]

  @Test(
    "zeros left leading by a deletion stay: a digit typed before them keeps the magnitude",
    arguments: decimal)
  func heldZeros(_ configuration: AmountFieldConfiguration) {
    var editor = AmountEditor(configuration: configuration)
    editor.apply(.insert("10000.25"))
    editor.apply(.moveToStart)
    editor.apply(.moveRight)
    editor.apply(.deleteBackward)
    #expect(editor.value == Decimal(string: "0.25"))
    editor.apply(.insert("7"))
    #expect(editor.value == Decimal(string: "70000.25"))
  }

  /// A keystroke that rewrites a character with the same character is an
  /// ordinary keystroke: the text and the digits stay (no undo step), the
  /// caret goes after the typed zero.
  @Test("a host replacing a formatted zero by a zero rewrites it", arguments: decimal)
  func formattedZeroReplaced(_ configuration: AmountFieldConfiguration) {
    var editor = AmountEditor(configuration: configuration, value: 0.5)
    editor.apply(.beginEditing)
    let before = editor
    let zero = editor.numberRange.lowerBound
    // The range of the integer `0`: one digit, one or two UTF-16 units.
    let digit = zero..<editor.layout.tokenEnd(0)
    #expect(editor.apply(.replace(digit, with: "0")) == .accepted)
    #expect(editor.text == before.text && editor.selection == digit.upperBound..<digit.upperBound)
    #expect(!editor.canUndo)
  }

  @Test("decimal entry", arguments: decimal, zeroRows)
  func zeroDecimal(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test("integer entry and currencies without a fraction", arguments: integer, zeroRows)
  func zeroInteger(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test(
    "cents entry: the typed zero is the last digit, padding zeros stay decoration",
    arguments: cents,
    [
      EditRow("|", key("0"), "0.00|"),
      EditRow("|0.00", key("5"), "0.5|0"),
      EditRow("0.00|", key("5"), "0.05|"),
      EditRow("0.00|", key("0"), "0.00|"),
      EditRow("0.00|", backspace, "|"),
    ])
  func zeroCents(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  @Test(
    "a typed zero that could only be a leading zero leaves the caret where it was",
    arguments: decimal,
    [
      EditRow("0|.", key("0"), "0|."),  // the shown zero of an empty integer part
      EditRow("|0.5", key("0"), "|0.5"),
      EditRow("|5", key("0"), "|5"),
      EditRow("|5", .paste("0"), "|5"),
      EditRow("|5", .paste("00"), "|5"),
      EditRow("[1].5", key("0"), "0|.5"),  // a zero typed over the integer part is a digit
      EditRow("|0,000.25", key("0"), "|0,000.25"),  // held zeros: a typed leading zero too
    ])
  func leadingZero(_ configuration: AmountFieldConfiguration, _ row: EditRow) {
    check(row, in: configuration)
  }

  /// A set value, the caret placed at `caret` (an offset into the number,
  /// in digits and separators of the en_US drawing), then an edit.
  struct SetRow: Sendable, CustomTestStringConvertible {
    var value: Decimal
    var caretAtStart: Bool
    var edit: AmountEdit
    var after: String
    var testDescription: String {
      "set \(value), caret at \(caretAtStart ? "start" : "end"), \(EditRow.name(edit)) → \(after)"
    }
  }

  @Test(
    "an amount the field formatted holds the digits it shows",
    arguments: decimal,
    [
      SetRow(value: 0, caretAtStart: false, edit: backspace, after: "0.0|"),
      SetRow(value: 0.5, caretAtStart: true, edit: key("1"), after: "1|0.50"),
      SetRow(value: 0, caretAtStart: true, edit: key("7"), after: "7|0.00"),
    ])
  func formattedZero(_ configuration: AmountFieldConfiguration, _ row: SetRow) {
    let notation = FieldNotation(configuration: configuration)
    var editor = AmountEditor(configuration: configuration, value: row.value)
    // At rest the text is Foundation's own.
    let currency = configuration.format.currencyCode ?? ""
    #expect(
      editor.text
        == row.value.formatted(.currency(code: currency).locale(configuration.format.locale)))
    editor.apply(.beginEditing)
    if row.caretAtStart { editor.apply(.moveToStart) }
    #expect(editor.apply(row.edit) == .accepted)
    let (text, selection) = notation.render(row.after)
    #expect(FieldNotation.draw(editor) == FieldNotation.draw(text: text, selection: selection))
  }

  @Test("cents entry: a set zero is one digit, the padding is decoration", arguments: cents)
  func formattedZeroCents(_ configuration: AmountFieldConfiguration) {
    var editor = AmountEditor(configuration: configuration, value: 0)
    editor.apply(.beginEditing)
    editor.apply(.deleteBackward)
    #expect(editor.text == "")
    #expect(editor.value == nil)
  }

  // MARK: Pastes

  @Test(
    "a paste into part of the amount: its digits go in as typed, whatever carried them",
    arguments: decimal + integer)
  func partialPaste(_ configuration: AmountFieldConfiguration) throws {
    let locale = configuration.format.locale
    let code = try #require(configuration.format.currencyCode)
    // Foundation's own texts, with the symbol, the ISO code and grouping.
    let symbol = Decimal(53).formatted(
      .currency(code: code).locale(locale).precision(.fractionLength(0)))
    let iso = Decimal(53).formatted(
      .currency(code: code).locale(locale).presentation(.isoCode).precision(.fractionLength(0)))
    let grouped = Decimal(1234).formatted(.number.locale(locale))
    let rows = [
      EditRow("8|", .paste(symbol), "853|"),
      EditRow("8|", .paste(iso), "853|"),
      EditRow("12|", .paste(grouped), "121,234|"),
      EditRow("1|2", .paste("5'300"), "153,00|2"),  // an apostrophe groups everywhere
      EditRow("12|", .paste("-5"), rejected: .invalidPaste),  // a signed paste into part
    ]
    for row in rows { check(row, in: configuration) }
  }

  @Test(
    "a zero that shows no typed separator takes a paste whole, wherever the caret is",
    arguments: decimal)
  func pasteIntoZero(_ configuration: AmountFieldConfiguration) {
    var signed = configuration
    signed.allowsNegative = true
    for row in [
      EditRow("0|", .paste("1.50"), "1.50|"), EditRow("|0", .paste("1.50"), "1.50|"),
      EditRow("0|", .paste("-3"), "-3|"),
    ] {
      check(row, in: signed)
    }
    // After `set 0` too.
    var editor = AmountEditor(configuration: configuration, value: 0)
    editor.apply(.beginEditing)
    editor.apply(.moveToStart)
    #expect(editor.apply(.paste("1.5")) == .accepted)
    #expect(editor.value == Decimal(string: "1.5"))
  }

  /// Who put the separator of a zero there decides whether it takes a
  /// paste whole: the field (a set value, a step's result, also after
  /// some of its digits were deleted) or the user (typed or pasted).
  struct ZeroPasteRow: Sendable, CustomTestStringConvertible {
    /// The value set first, or nil for an empty field.
    var value: Decimal?
    /// Where the caret is placed next (a drawing), if anywhere.
    var caret: String?
    /// The edits that follow, then the paste.
    var edits: [AmountEdit]
    var paste: String
    /// The drawing after the paste, or nil when it is rejected.
    var after: String?
    var reason: AmountRejection?

    var testDescription: String {
      let start = value.map { "set \($0)" } ?? "empty"
      let placed = caret.map { ", caret \($0)" } ?? ""
      let keys = edits.map(EditRow.name).joined(separator: " ")
      return "\(start)\(placed), \(keys), paste '\(paste)' → \(after ?? "rejected")"
    }
  }

  @Test(
    "a zero takes a paste whole when its separator is the field's, not when the user's",
    arguments: decimal,
    [
      // The contract's rows: `set 0`, backspace, paste `5`; `set 0`,
      // backspace at `$0.|00`, paste `1.5`.
      ZeroPasteRow(value: 0, edits: [backspace], paste: "5", after: "5|"),
      ZeroPasteRow(value: 0, caret: "0.|00", edits: [backspace], paste: "1.5", after: "1.5|"),
      ZeroPasteRow(value: 0, caret: "0.|00", edits: [backspace], paste: "5", after: "5|"),
      ZeroPasteRow(value: 0, caret: "0.0|0", edits: [forwardDelete], paste: "5", after: "5|"),
      // The result of a step is formatted by the field too.
      ZeroPasteRow(value: 1, edits: [.stepDown], paste: "5", after: "5|"),
      // A separator the user typed or pasted: the paste goes in as typed.
      ZeroPasteRow(
        edits: [key("0"), key("."), key("0"), key("0")], paste: "5", reason: .fractionFull),
      ZeroPasteRow(edits: [.paste("0.00")], paste: "5", reason: .fractionFull),
      ZeroPasteRow(edits: [key("0"), key(".")], paste: "5", after: "0.5|"),
      ZeroPasteRow(
        value: 0, edits: [backspace, backspace, backspace, key(".")], paste: "5", after: "0.5|"),
    ])
  func zeroSeparatorOwner(_ configuration: AmountFieldConfiguration, _ row: ZeroPasteRow) {
    let notation = FieldNotation(configuration: configuration)
    var editor = AmountEditor(configuration: configuration, value: row.value)
    editor.apply(.beginEditing)
    if let caret = row.caret { editor.apply(.select(notation.render(caret).selection)) }
    for edit in row.edits { #expect(editor.apply(edit) == .accepted, "\(EditRow.name(edit))") }
    expectEdit(
      .paste(row.paste), on: &editor, notation: notation, rejected: row.reason, after: row.after)
  }

  @Test("apostrophes group in every locale, where grouping may stand")
  func apostrophes() {
    check(EditRow("|", .paste("1'234.50"), "1,234.50|"), in: field("en_US", "USD"))
    check(EditRow("|", .paste("1’234.50"), "1,234.50|"), in: field("en_US", "USD"))
    check(EditRow("|", .paste("1'234,50"), "1,234.50|"), in: field("de_DE", "EUR"))
    check(EditRow("|", .paste("12'34"), rejected: .invalidPaste), in: field("en_US", "USD"))
  }

  // MARK: Limits at rest

  @Test("a value set beyond the integer digits is reported invalid at rest", arguments: decimal)
  func integerDigitsAtRest(_ configuration: AmountFieldConfiguration) {
    var limited = configuration
    limited.maximumIntegerDigits = 9
    let over = AmountEditor(configuration: limited, value: 9_999_999_999)
    #expect(over.value == 9_999_999_999)  // kept as given
    #expect(over.invalidReason == .tooManyIntegerDigits)
    #expect(AmountEditor(configuration: limited, value: 999_999_999).invalidReason == nil)
    #expect(AmountEditor(configuration: limited, value: 0).invalidReason == nil)
  }

  @Test("a value set outside the limits can be edited toward them, not further")
  func editingTowardTheLimits() {
    var limited = field("en_US", "USD")
    limited.maximum = 15
    var editor = AmountEditor(configuration: limited, value: 2000)
    editor.apply(.beginEditing)
    #expect(editor.apply(.deleteBackward) == .accepted)  // $2,000.0: not further
    #expect(editor.apply(.insert("5")) == .rejected(.aboveMaximum))  // $2,000.05: further
    editor.apply(.moveToStart)
    #expect(editor.apply(.deleteForward) == .accepted)
    #expect(editor.value == 0)
    // A negative amount where negatives are not allowed: invalid at rest,
    // editable toward zero only.
    var negative = AmountEditor(configuration: field("en_US", "USD"), value: -5)
    #expect(negative.invalidReason == .negativeNotAllowed)
    negative.apply(.beginEditing)
    #expect(negative.apply(.deleteBackward) == .accepted)
    #expect(negative.apply(.insert("1")) == .rejected(.negativeNotAllowed))
    #expect(negative.apply(.toggleSign) == .accepted)
    #expect(negative.value == 5)
    // A lone sign left of a negative value counts as -0: a zero may follow.
    var sign = AmountEditor(configuration: field("ja_JP", "JPY"), value: -5)
    sign.apply(.beginEditing)
    sign.apply(.deleteBackward)
    #expect(sign.text == FoundationOracle(format: sign.configuration.format).loneMinus)
    #expect(sign.apply(.insert("0")) == .accepted)
    #expect(sign.apply(.insert("5")) == .rejected(.negativeNotAllowed))
  }

  // MARK: Host deletions in the affixes

  @Test(
    "a host deletion wholly in the prefix or the suffix changes nothing",
    arguments: decimal + [field("en_US") { $0.format = $0.format.suffix(" lbs") }])
  func affixDeletions(_ configuration: AmountFieldConfiguration) {
    var editor = FieldNotation(configuration: configuration).editor("12|")
    let text = editor.text
    let number = editor.numberRange
    var ranges: [Range<Int>] = []
    if number.lowerBound > 0 { ranges.append(0..<number.lowerBound) }
    if number.upperBound < text.utf16.count {
      ranges.append(number.upperBound..<(number.upperBound + 1))
      ranges.append(number.upperBound..<text.utf16.count)
    }
    #expect(!ranges.isEmpty)
    editor.apply(.select(number.lowerBound + 1..<number.lowerBound + 1))
    let selection = editor.selection
    for range in ranges {
      #expect(editor.apply(.replace(range, with: "")) == .accepted)
      #expect(editor.text == text, "\(range)")
      #expect(editor.selection == selection, "\(range)")
    }
  }

  // MARK: Configurations that cannot lose digits

  @Test("configurations that would lose digits are errors")
  func configurationErrors() {
    var wide = field("en_US") { $0.format = $0.format.precision(.fractionLength(0...18)) }
    wide.maximumIntegerDigits = 30
    #expect(throws: AmountConfigurationError.tooManyDigits(integer: 30, fraction: 18)) {
      try wide.validate()
    }
    wide.maximumIntegerDigits = 20
    #expect(throws: Never.self) { try wide.validate() }
    var negative = field("en_US", "USD")
    negative.maximumIntegerDigits = -1
    #expect(throws: AmountConfigurationError.negativeIntegerDigits(-1)) {
      try negative.validate()
    }
    var crossed = field("en_US", "USD")
    crossed.minimum = 10
    crossed.maximum = 5
    #expect(throws: AmountConfigurationError.minimumAboveMaximum) { try crossed.validate() }
  }

  @Test(
    "a format decoded with an unknown value is an error, not a default",
    arguments: [
      #"{"locale":"en_US","currencyCode":"USD","roundingRule":"sideways"}"#,
      #"{"locale":"en_US","currencyCode":"USD","currencyDisplay":7}"#,
      #"{"locale":"en_US","currencyCode":"USD","negativeStyle":"red"}"#,
      #"{"locale":"en_US","currencyCode":"USD","fractionDigits":25}"#,
    ])
  func strictDecoding(_ json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AmountFormat.self, from: Data(json.utf8))
    }
  }

  @Test(
    "replay reports a configuration error naming it",
    arguments: [
      (#"{"config":{"locale":"en_US","fractionDigits":18,"maxIntegerDigits":30}}"#, "48 digits"),
      (#"{"config":{"locale":"en_US","fractionDigits":25}}"#, "fractionDigits"),
      (#"{"config":{"locale":"en_US","min":"10","max":"5"}}"#, "minimum is above the maximum"),
    ])
  func replayConfigurationErrors(_ json: String, _ expected: String) {
    #expect {
      _ = try AmountReplay(json: Data(json.utf8))
    } throws: { error in
      (error as? AmountReplayError)?.message.contains(expected) == true
    }
  }
}
