import Foundation

extension AmountRenderer {
  /// Renders sign, affixes and a number body. Integer digits have no leading
  /// zeros; an empty integer part shows the locale's zero as decoration.
  ///
  /// The text is written as UTF-8 bytes straight into the string's storage,
  /// and UTF-16 offsets are counted from the pieces' known lengths.
  func render(
    negative: Bool, integer: some RandomAccessCollection<UInt8>,
    fraction: some RandomAccessCollection<UInt8>, separator: SeparatorRole,
    fractionPadding: Int
  ) -> RenderedAmount {
    func contiguous<R>(
      _ digits: some RandomAccessCollection<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
      digits.withContiguousStorageIfAvailable(body) ?? Array(digits).withUnsafeBufferPointer(body)
    }
    return contiguous(integer) { integer in
      contiguous(fraction) { fraction in
        render(
          negative: negative, integer: integer, fraction: fraction, separator: separator,
          fractionPadding: fractionPadding)
      }
    }
  }

  /// ``render(negative:integer:fraction:separator:fractionPadding:)`` of
  /// digits in buffers (the editor's tokens): nothing generic, the digits
  /// written a group at a time.
  func render(
    negative: Bool, integer: UnsafeBufferPointer<UInt8>, fraction: UnsafeBufferPointer<UInt8>,
    separator: SeparatorRole, fractionPadding: Int
  ) -> RenderedAmount {
    let (b, minimumGroupingDigits) = pieces(
      negative: negative, integerCount: integer.count, separator: separator != .hidden)
    // A unit's text in the plural form of the number as shown: the
    // formatter's whole text around the number, its sign included, stands
    // for the pattern's affixes (the unit may put its words between the
    // sign and the number, or outside the sign).
    let unit = self.unit?.affix(
      for: PluralKey(integer: integer, padding: max(0, fractionPadding), fraction: fraction))
    let lead: EncodedText
    let trail: EncodedText
    if let unit {
      lead = negative ? unit.negativePrefix : unit.prefix
      trail = negative ? unit.negativeSuffix : unit.suffix
    } else {
      lead = negative ? b.negativePrefix : b.positivePrefix
      trail = negative ? b.negativeSuffix : b.positiveSuffix
    }
    let count = integer.count
    let grouping = Grouping.of(
      count: count, primary: primaryGrouping, secondary: secondaryGrouping,
      minimum: minimumGroupingDigits)
    let groups = grouping.separators(upToDigitsAfter: count - 1)
    let padding = max(0, fractionPadding)
    let digitCount = max(count, 1) + padding + fraction.count
    let hasSeparator = separator != .hidden
    let total =
      prefix.utf8.count + lead.utf8.count + digitCount
      * b.digitWidth8 + groups * b.group.utf8.count + (hasSeparator ? b.decimal.utf8.count : 0)
      + trail.utf8.count + suffix.utf8.count
    let text = b.digits.withUnsafeBufferPointer { digits in
      String(unsafeUninitializedCapacity: max(total, 1)) { buffer -> Int in
        // The capacity is at least 1 and the table has ten digits: there
        // are base addresses.
        guard let base = buffer.baseAddress, let table = digits.baseAddress else { return 0 }
        var out = ByteWriter(base, digits: table, digitWidth: b.digitWidth8)
        out.write(prefix.utf8)
        out.write(lead.utf8)
        let ascii =
          b.digitWidth8 == 1 && b.digits.first == 0x30 && (b.group.utf8.count == 1 || groups == 0)
        b.group.utf8.withUnsafeBufferPointer { group in
          b.decimal.utf8.withUnsafeBufferPointer { decimal in
            out.write(
              integer: integer, fraction: fraction, grouping: grouping, groups: groups,
              group: group,
              decimal: hasSeparator ? decimal : UnsafeBufferPointer(start: nil, count: 0),
              padding: padding, ascii: ascii)
          }
        }
        out.write(trail.utf8)
        out.write(suffix.utf8)
        return out.count
      }
    }
    return RenderedAmount(
      text: text, numberStart: prefix.utf16 + lead.utf16,
      integerCount: count, grouping: grouping, groups: groups, groupWidth16: b.group.utf16,
      separator: separator, separatorWidth16: b.decimal.utf16, padding: padding,
      fractionCount: fraction.count, digitWidth16: digitWidth16,
      trailing16: trail.utf16 + suffix.utf16)
  }
}
