import Foundation

/// Where the caret goes after an edit, by anchors (tokens), not by offsets.
enum CaretPlacement {
  /// Just after the first `k` tokens (the last of them is token `k - 1`);
  /// the start of the number for 0.
  case afterTokens(Int)
  /// Just before token `j`; the end of the number past the last token.
  case beforeToken(Int)
  /// The end of the number.
  case numberEnd
  /// The same offset from the start of the number as `range` had from
  /// `numberStart` (a sign change moves the number, not the caret in it).
  case sameOffsetInNumber(Range<Int>, numberStart: Int)
}

extension AmountEditor {

  // MARK: Committing

  /// Normalizes, checks the limits, and makes `draft` current.
  ///
  /// - Throws: The limit `proposed` breaks; nothing changes then.
  mutating func commit(_ proposed: consuming TypedAmount, caret: CaretPlacement)
    throws(AmountRejection)
  {
    try commit(swapping: &proposed, caret: caret)
  }

  /// ``commit(_:caret:)`` of an amount the caller holds: swapped in, not
  /// copied (`proposed` holds the draft before after an accepted edit), so
  /// that a keystroke copies its amount once.
  ///
  /// - Throws: The limit `proposed` breaks; nothing changes then.
  mutating func commit(swapping proposed: inout TypedAmount, caret: CaretPlacement)
    throws(AmountRejection)
  {
    // A field holding only the separator the user typed holds no amount
    // (contract: "What the text shows while editing").
    if !proposed.tokens.isEmpty { proposed.hasAmount = !proposed.isLoneSeparator }
    // The field's separator, once deleted, is nobody's.
    if proposed.hasFormattedSeparator && proposed.separatorIndex == nil {
      proposed.hasFormattedSeparator = false
    }
    let removed = proposed.normalize()
    if let reason = context.limits.violation(of: proposed, from: draft) { throw reason }
    // Moved in, not copied: `proposed` keeps the old draft. (`draft =
    // consume proposed` crashes the compiler that checks the iOS SDK
    // build.)
    swap(&draft, &proposed)
    renderDraft()
    let count = draft.tokens.count
    // The caret at an edge of a token or of the number, after `before`
    // tokens.
    let place: Int
    let before: Int
    switch caret {
    case .afterTokens(let k):
      before = min(max(0, k - removed), count)
      place =
        count == 0
        ? layout.numberEnd : before == 0 ? layout.numberStart : layout.tokenEnd(before - 1)
    case .beforeToken(let j):
      before = min(max(0, j - removed), count)
      place = before == count ? layout.numberEnd : layout.tokenStart(before)
    case .numberEnd:
      before = count
      place = layout.numberEnd
    case .sameOffsetInNumber(let range, let oldStart):
      let shift = layout.numberStart - oldStart
      selection = clampSelection((range.lowerBound + shift)..<(range.upperBound + shift))
      return
    }
    layout.placeCaret(at: place, tokensBefore: before)
    selection = place..<place
    return
  }

  // MARK: Typing

  /// What a key is, read once for the amount and the expression alike.
  enum Key {
    /// A digit of any script.
    case digit(UInt8)
    /// A decimal key (see ``isDecimalKey(_:)``).
    case decimalSeparator
    /// `=`, with arithmetic on.
    case equals
    /// An operator, with arithmetic on; `+` and `-` are also signs.
    case arithmeticOperator(ArithmeticOperator)
    /// A minus sign that is no operator (all of them with arithmetic off).
    case minus
    /// A plus sign that is no operator (all of them with arithmetic off).
    case plus
    /// A grouping key, accepted and ignored.
    case grouping
    /// A multiplier key of shorthand, with its power of ten.
    case multiplier(Int)
    /// Anything else: no key of an amount.
    case other
  }

  /// What `character` is as a key of this field.
  func key(_ character: Character) -> Key {
    let scalar: Unicode.Scalar
    let single: Bool
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      // One byte is one ASCII scalar (every digit key): no walk of the
      // scalars.
      scalar = Unicode.Scalar(byte)
      single = true
    } else {
      let scalars = character.unicodeScalars
      guard let first = scalars.first else { return .other }
      scalar = first
      single = scalars.count == 1
    }
    if single {
      if context.arithmetic {
        if scalar == "=" { return .equals }
        if let op = ArithmeticOperator(scalar) { return .arithmeticOperator(op) }
      }
      if let digit = Characters.digitValue(scalar) { return .digit(digit) }
      // The locale's own digits that are no Unicode decimal digits (Han
      // decimal): digits in this field.
      if !scalar.isASCII, let digit = context.configuration.format.pattern.tableDigitValue(scalar) {
        return .digit(digit)
      }
      if isDecimalKey(scalar) { return .decimalSeparator }
      if Characters.isMinus(scalar) { return .minus }
      if Characters.isPlus(scalar) { return .plus }
      if isGroupingKey(scalar) { return .grouping }
    }
    if let exponent = context.shorthand?.exponent(for: character) { return .multiplier(exponent) }
    return .other
  }

  /// One keystroke at the selection. With arithmetic on, an operator at
  /// the end of a number with a digit opens an expression; elsewhere `+`
  /// and `-` are signs, the other operators no key of an amount, and `=`
  /// changes nothing (contract: "Arithmetic").
  mutating func type(_ character: Character) throws(AmountRejection) {
    let key = key(character)
    switch key {
    case .equals: return
    case .arithmeticOperator(let op):
      if selection.isEmpty, selection.lowerBound == layout.numberEnd, draft.hasDigit {
        return openExpression(with: op)
      }
      guard op == .add || op == .subtract else { throw .invalidCharacter }
    default: break
    }
    let range = logicalRange(selection)
    switch key {
    case .digit(let digit):
      var next = TypedAmount()
      _ = try typeDigit(digit, range: range, through: &next)
      return
    case .decimalSeparator: return try typeDecimalKey(range: range)
    case .minus, .arithmeticOperator(.subtract):
      return try toggleSign(to: !draft.isNegative)
    case .plus, .arithmeticOperator(.add):
      return try toggleSign(to: false)
    case .grouping: return
    case .multiplier(let exponent): return try multiply(byPowerOfTen: exponent)
    case .equals, .arithmeticOperator, .other: throw .invalidCharacter
    }
  }

  /// The digit (0 to 9) a one-byte key types on the amount, read as a
  /// byte without making a `Character` of it; nil for any other key, and
  /// with arithmetic on, where a digit may edit an expression. Such a key
  /// is a keystroke of ``typeDigit(_:range:through:)``, for every caller.
  @inline(__always)
  func plainDigit(_ byte: UInt8) -> UInt8? {
    let digit = byte &- 0x30
    return digit < 10 && !context.arithmetic ? digit : nil
  }

  /// One keystroke of a one-byte key (every digit key), read as a byte:
  /// a digit is typed without making a `Character` of it.
  mutating func type(byte: UInt8) throws(AmountRejection) {
    guard let digit = plainDigit(byte) else {
      return try type(Character(Unicode.Scalar(byte)))
    }
    var next = TypedAmount()
    _ = try typeDigit(digit, range: logicalRange(selection), through: &next)
  }

  /// A digit key over the logical `range`, the new draft made in `next`;
  /// returns whether it became the draft, `next` then holding the draft
  /// before (see ``keystrokeTransaction(measuringValue:valueChanged:_:)``).
  @inline(__always)
  mutating func typeDigit(
    _ digit: UInt8, range: Range<Int>, through next: inout TypedAmount
  ) throws(AmountRejection) -> Bool {
    next = draft
    let k = try insertDigit(digit, into: &next, range: range, mode: mode)
    // A typed zero that could only become a leading zero changes nothing
    // and leaves the selection where it was; a digit that rewrites the
    // same digit is an ordinary keystroke (contract: "Zero is an amount").
    if digit == 0 && changesNothing(next, caretAfter: k, at: range) { return false }
    try commit(swapping: &next, caret: .afterTokens(k))
    return true
  }

  /// The locale's decimal separator, `.` and `٫` always, `,` when the locale
  /// does not group with `,`, and the host keyboard's one separator key.
  func isDecimalKey(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "." || scalar == Characters.arabicDecimalSeparator { return true }
    if scalar == context.hostDecimalKey { return true }
    if scalar == "," { return context.groupingSeparator != "," }
    return context.decimalSeparator == scalar
  }

  /// Grouping is typed by the format: these keys are accepted and ignored.
  func isGroupingKey(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "," || Characters.isSpace(scalar) || Characters.isGroupingOnly(scalar)
      || context.groupingSeparator == scalar
  }

  /// Whether an edit over the logical `range` that proposes `proposed`,
  /// with the caret after its first `k` tokens, changes neither the amount
  /// nor the caret: a zero that could only become a leading zero (`$|5` +
  /// `0`). An edit over a non-empty range, or one that rewrites a digit
  /// with the same digit (the caret moves past it), changes something.
  func changesNothing(_ proposed: TypedAmount, caretAfter k: Int, at range: Range<Int>) -> Bool {
    guard range.isEmpty else { return false }
    var normalized = proposed
    if !normalized.tokens.isEmpty { normalized.hasAmount = !normalized.isLoneSeparator }
    let removed = normalized.normalize()
    return max(0, k - removed) == range.lowerBound && normalized == draft
  }

  /// Inserts one digit over a logical range; returns the draft before
  /// normalization and the caret index after the digit.
  @inline(__always)
  func insertDigit(
    _ digit: UInt8, into start: TypedAmount, range: Range<Int>, mode: AmountEntryMode? = nil
  ) -> Result<(TypedAmount, Int), AmountRejection> {
    var next = start
    do throws(AmountRejection) {
      let k = try insertDigit(digit, into: &next, range: range, mode: mode ?? self.mode)
      return .success((next, k))
    } catch {
      return .failure(error)
    }
  }

  /// Inserts one digit over a logical range of `next` in place (the draft
  /// before normalization); returns the caret index after the digit.
  @inline(__always)
  func insertDigit(
    _ digit: UInt8, into next: inout TypedAmount, range: Range<Int>, mode: AmountEntryMode
  ) throws(AmountRejection) -> Int {
    if !range.isEmpty { next.tokens.removeSubrange(range) }
    let k = range.lowerBound
    if mode == .decimal, range.isEmpty, let s = next.separatorIndex, k > s,
      next.tokens.count - s - 1 >= fractionDigits
    {
      // A digit typed inside a full fraction overwrites the digit to its right.
      guard k < next.tokens.count else { throw .fractionFull }
      next.tokens[k] = digit
      return k + 1
    }
    if digit == 0 && mode == .decimal && range.isEmpty && next.separatorIndex == k && k == 0 {
      // A zero before the separator of an empty integer part (`$0|.5`, the
      // zero shown there is decoration) could only be a leading zero.
      return k
    }
    next.tokens.insert(digit, at: k)
    next.hasAmount = true
    return k + 1
  }

  private mutating func typeDecimalKey(range: Range<Int>) throws(AmountRejection) {
    switch mode.base {
    case .cents: return
    case .integer: throw .noFraction
    case .decimal: break
    }
    if let s = draft.separatorIndex, !range.contains(s) || range == s..<(s + 1) {
      // Never a second separator: the caret moves just after the existing
      // one, also when the key rewrites it (selected alone, it stays the
      // separator it was).
      let place = layout.tokenEnd(s)
      selection = place..<place
      return
    }
    var next = draft
    if !range.isEmpty { next.tokens.removeSubrange(range) }
    next.tokens.insert(TypedAmount.separator, at: range.lowerBound)
    next.hasAmount = true
    next.hasFormattedSeparator = false  // the user's
    return try commit(swapping: &next, caret: .afterTokens(range.lowerBound + 1))
  }

  mutating func toggleSign(to negative: Bool) throws(AmountRejection) {
    var next = TypedAmount()
    _ = try toggleSign(to: negative, through: &next)
  }

  /// The sign key, the new draft made in `next`; returns whether it became
  /// the draft (not when the sign was already `negative`), `next` then
  /// holding the draft before.
  mutating func toggleSign(to negative: Bool, through next: inout TypedAmount)
    throws(AmountRejection) -> Bool
  {
    guard negative != draft.isNegative else { return false }
    next = draft
    next.isNegative = negative
    try commit(
      swapping: &next, caret: .sameOffsetInNumber(selection, numberStart: layout.numberStart))
    return true
  }

  // MARK: Deleting

  /// Deletes the tokens of a non-empty logical range.
  private mutating func deleteTokens(_ range: Range<Int>) throws(AmountRejection) {
    var next = TypedAmount()
    _ = try deleteTokens(range, through: &next)
  }

  /// Deletes the tokens of a non-empty logical range; returns true: it
  /// replaced the draft with the one made in `next`, which then holds the
  /// draft before.
  private mutating func deleteTokens(_ range: Range<Int>, through next: inout TypedAmount)
    throws(AmountRejection) -> Bool
  {
    next = draft
    next.tokens.removeSubrange(range)
    if next.tokens.isEmpty { next.hasAmount = false }
    if range.lowerBound == 0 { next.holdLeadingZeros() }
    try commit(swapping: &next, caret: .afterTokens(range.lowerBound))
    return true
  }

  /// Clears an amount that has no token (`$0`, `$0.00`), or a lone sign;
  /// returns true: it replaced the draft with the one made in `next`,
  /// which then holds the draft before.
  private mutating func clearTokenless(through next: inout TypedAmount)
    throws(AmountRejection) -> Bool
  {
    next = draft
    if next.hasAmount {
      next.hasAmount = false
    } else {
      next.isNegative = false
    }
    try commit(swapping: &next, caret: .numberEnd)
    return true
  }

  /// Backspace: the nearest digit to the left, skipping formatting.
  mutating func deleteBackward(caret: Int?) throws(AmountRejection) {
    var next = TypedAmount()
    _ = try deleteBackward(caret: caret, through: &next)
  }

  /// ``deleteBackward(caret:)``, the new draft made in `next`; returns
  /// whether it became the draft, `next` then holding the draft before
  /// (see ``keystrokeTransaction(measuringValue:valueChanged:_:)``).
  mutating func deleteBackward(caret: Int?, through next: inout TypedAmount)
    throws(AmountRejection) -> Bool
  {
    if let caret { selection = caret..<caret }
    let range = logicalRange(selection)
    if !range.isEmpty { return try deleteTokens(range, through: &next) }
    if !selection.isEmpty {
      selection = selection.lowerBound..<selection.lowerBound
      return false
    }
    if draft.tokens.isEmpty && (draft.hasAmount || draft.isNegative) {
      return try clearTokenless(through: &next)
    }
    let k = range.lowerBound
    var i = k - 1
    if i >= 0, draft.tokens[i] == TypedAmount.separator {
      if i == draft.tokens.count - 1 {  // an empty fraction
        return try deleteTokens(i..<(i + 1), through: &next)
      }
      i -= 1
    }
    guard i >= 0 else {
      // Backspace at the start of a negative number removes the sign.
      if k == 0 && draft.isNegative { return try toggleSign(to: false, through: &next) }
      return false
    }
    return try deleteTokens(i..<(i + 1), through: &next)
  }

  /// Forward delete: the nearest digit to the right, skipping formatting.
  mutating func deleteForward() throws(AmountRejection) {
    let range = logicalRange(selection)
    if !range.isEmpty {
      try deleteTokens(range)
      return
    }
    if !selection.isEmpty {
      selection = selection.upperBound..<selection.upperBound
      return
    }
    if draft.tokens.isEmpty && draft.hasAmount {
      var next = TypedAmount()
      _ = try clearTokenless(through: &next)
      return
    }
    var j = range.lowerBound
    let count = draft.tokens.count
    if j < count, draft.tokens[j] == TypedAmount.separator {
      if j == count - 1 {
        var next = draft
        next.tokens.remove(at: j)
        if next.tokens.isEmpty { next.hasAmount = false }
        return try commit(swapping: &next, caret: .numberEnd)
      }
      j += 1
    }
    guard j < count else { return }
    var next = draft
    next.tokens.remove(at: j)
    if next.tokens.isEmpty { next.hasAmount = false }
    if j == 0 { next.holdLeadingZeros() }
    return try commit(swapping: &next, caret: .beforeToken(j))
  }

  // MARK: Paste and host replacement

  /// A paste replacing the selection as one edit.
  mutating func paste(_ text: String) throws(AmountRejection) {
    let range = logicalRange(selection)
    if text.isEmpty {
      if !range.isEmpty { try deleteTokens(range) }
      return
    }
    let parsed: ParsedAmount
    do {
      parsed = try parsePaste(text)
    } catch let reason {
      throw reason
    }
    // A field holding only the separator the user typed holds no amount: a
    // paste with its own separator or sign, which could not go in as
    // typed, is taken whole, as an empty field takes it; digits alone go
    // in after the separator as if typed.
    let wholeOverSeparator =
      draft.isLoneSeparator && (parsed.hasSeparator || parsed.sign != nil)
    if replacesEveryDigit(range) || takesWholeAmount || wholeOverSeparator {
      return try pasteWhole(parsed)
    }
    // Into part of the amount: without a sign or a decimal separator, the
    // digits go in as if typed one by one, whatever grouping, symbol or
    // affixes carried them (`¥8|` + `¥53` is `¥853`). A signed paste, or
    // one with a separator and decoration, is a whole amount, which cannot
    // go into part of one.
    if parsed.sign != nil { throw .invalidPaste }
    if parsed.hasSeparator {
      guard mode == .decimal, !parsed.hasDecoration else { throw .invalidPaste }
      if let s = draft.separatorIndex, !range.contains(s) { throw .invalidPaste }
    }
    var keys = parsed.integer
    if parsed.hasSeparator { keys += [TypedAmount.separator] + parsed.fraction }
    var next = draft
    var current = range
    for key in keys {
      if key == TypedAmount.separator {
        next.tokens.removeSubrange(current)
        next.tokens.insert(TypedAmount.separator, at: current.lowerBound)
        next.hasFormattedSeparator = false  // the user's
        current = (current.lowerBound + 1)..<(current.lowerBound + 1)
      } else {
        switch insertDigit(key, into: next, range: current) {
        case .failure(let reason): throw reason
        case .success(let (inserted, k)):
          next = inserted
          current = k..<k
        }
      }
      var probe = next
      probe.hasAmount = true
      let removed = probe.normalize()
      if let reason = context.limits.violation(of: probe, from: draft) { throw reason }
      next = probe
      let k = max(0, current.lowerBound - removed)
      current = k..<k
    }
    // A pasted zero that could only become a leading zero changes nothing;
    // digits that rewrite the same digits move the caret past them.
    if changesNothing(next, caretAfter: current.lowerBound, at: range) { return }
    return try commit(swapping: &next, caret: .afterTokens(current.lowerBound))
  }

  /// Whether a paste over the logical `range` replaces every digit of the
  /// amount: the whole amount, or a range that leaves no digit out, only a
  /// separator (`$0.[2]`, whose `0` is decoration; `$[12].`). An empty
  /// range replaces every digit only of an empty field.
  private func replacesEveryDigit(_ range: Range<Int>) -> Bool {
    let tokens = draft.tokens
    if range.lowerBound == 0 && range.upperBound == tokens.count { return true }
    guard !range.isEmpty else { return false }
    return !tokens[..<range.lowerBound].contains(where: { $0 != TypedAmount.separator })
      && !tokens[range.upperBound...].contains(where: { $0 != TypedAmount.separator })
  }

  /// Whether the amount is a zero that shows no separator typed or pasted
  /// by the user (`$0`, cents `$0.00`, `¥0`, `$0.00` after `set 0`, also
  /// after deleting some of its digits): a paste replaces it whole,
  /// wherever the caret stands, as in an empty field. Who put the
  /// separator there is recorded in the amount, not read from its text.
  private var takesWholeAmount: Bool {
    guard draft.hasAmount, draft.tokens.allSatisfy({ $0 == 0 || $0 == TypedAmount.separator })
    else {
      return false
    }
    return mode != .decimal || draft.hasFormattedSeparator || draft.separatorIndex == nil
  }

  /// A paste that replaces every digit: read as one amount.
  private mutating func pasteWhole(_ parsed: ParsedAmount) throws(AmountRejection) {
    var next = TypedAmount()
    next.hasAmount = true
    switch parsed.sign {
    case .minus: next.isNegative = true
    case .plus: next.isNegative = false
    case nil: next.isNegative = draft.isNegative
    }
    var fraction = parsed.fraction
    while fraction.count > fractionDigits && fraction.last == 0 { fraction.removeLast() }
    if fraction.count > fractionDigits {
      throw mode == .integer ? .noFraction : .fractionFull
    }
    switch mode.base {
    case .decimal:
      next.tokens = DigitTokens(parsed.integer)
      if parsed.hasSeparator { next.tokens += [TypedAmount.separator] + fraction }
    case .integer:
      next.tokens = DigitTokens(parsed.integer)
    case .cents:
      next.tokens = DigitTokens(
        parsed.integer + fraction
          + Array(repeating: 0, count: fractionDigits - fraction.count))
    }
    // A pasted zero is the digit 0 (`,000` into a yen field).
    if mode != .decimal && next.tokens.isEmpty { next.tokens = [0] }
    return try commit(swapping: &next, caret: .numberEnd)
  }
}
