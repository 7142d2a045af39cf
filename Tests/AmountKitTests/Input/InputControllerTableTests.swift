import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

/// The spec's tables, driven through a host that keeps `UITextField`'s
/// delegate contract: every row goes through
/// `shouldChangeCharactersIn` with UTF-16 `NSRange`s.
@Suite("Input controller: spec tables through a text field host")
@MainActor
struct InputControllerTableTests {
  nonisolated static let typing: [InputRow] = [
    InputRow("|", .type("1"), "$1|"),
    InputRow("$123|", .type("4"), "$1,234|"),
    InputRow("$1,234|", .type("."), "$1,234.|"),
    InputRow("$1,234.5|", .type("6"), "$1,234.56|"),
    InputRow("$1,234.56|", .type("7"), nil),
    InputRow("$1,234.5|6", .type("9"), "$1,234.59|"),
    InputRow("$1,2|34.56", .type("9"), "$12,9|34.56"),
    InputRow("$123|.45", .type("6"), "$1,236|.45"),
    InputRow("$1|,234.56", .type("."), "$1,234.|56"),
    InputRow("|", .type("."), "$0.|"),
    InputRow("$0|", .type("5"), "$5|"),
    InputRow("$|0.56", .type("7"), "$7|.56"),
    InputRow("$0|.56", .type("7"), "$7|.56"),
    InputRow("$1,234|", .type(","), "$1,234|"),
    InputRow("$1,234|", .type(" "), "$1,234|"),
    InputRow("$1,234|", .type("a"), nil),
    InputRow("$1,234|", .type("😀"), nil),
    InputRow("$1,234|", .type("e"), nil),
    InputRow("$12|", .type("٣"), "$123|"),
    InputRow("$12|", .type("３"), "$123|"),
    InputRow("$12|", .type("३"), "$123|"),
    InputRow("$[12].34", .type("9"), "$9|.34"),
    InputRow("$1,234|", .type("-"), nil),
  ]

  @Test("typing", arguments: typing)
  func typing(_ row: InputRow) {
    InputFixture(row.configuration).check(row)
  }

  nonisolated static let deleting: [InputRow] = [
    InputRow("$1,|234", .backspace, "$|234"),
    InputRow("$12,|345", .backspace, "$1|,345"),
    InputRow("$1|,234", .forwardDelete, "$1|34"),
    InputRow("$1,234.|56", .backspace, "$123|.56"),
    InputRow("$1,234|.56", .forwardDelete, "$1,234.|6"),
    InputRow("$1,234.|", .backspace, "$1,234|"),
    InputRow("$1,234|.", .forwardDelete, "$1,234|"),
    InputRow("$|1", .backspace, "$|1"),
    InputRow("$1|", .forwardDelete, "$1|"),
    InputRow("$1|", .backspace, "|"),
    InputRow("$0.|", .backspace, "|"),
    InputRow("$1|.", .backspace, "$|0."),
    InputRow("$1,234.5|", .backspace, "$1,234.|"),
    InputRow("$[1,234].56", .backspace, "$|0.56"),
    InputRow("$[1,234].56", .forwardDelete, "$|0.56"),
    InputRow("$1|0,000.25", .backspace, "$|0,000.25"),
    // A host edit that changes nothing leaves the selection as it was.
    InputRow("$1[,]234", .backspace, "$1[,]234"),
    InputRow("12| 🪙", .backspace, "1| 🪙", .coins),
  ]

  @Test("backspace and forward delete", arguments: deleting)
  func deleting(_ row: InputRow) {
    InputFixture(row.configuration).check(row)
  }

  nonisolated static let cents: [InputRow] = [
    InputRow("|", .type("1"), "$0.01|", .usdCents),
    InputRow("$0.01|", .type("2345"), "$123.45|", .usdCents),
    InputRow("$123.45|", .backspace, "$12.34|", .usdCents),
    InputRow("$1.|23", .backspace, "$|0.23", .usdCents),
    InputRow("$|0.23", .type("5"), "$5|.23", .usdCents),
    InputRow("$1|23.45", .type("9"), "$1,9|23.45", .usdCents),
    InputRow("$0.01|", .backspace, "|", .usdCents),
    InputRow("|", .type("0"), "$0.00|", .usdCents),
    InputRow("$0.00|", .backspace, "|", .usdCents),
    InputRow("$12.3|4", .type("."), "$12.3|4", .usdCents),
  ]

  @Test("cents entry", arguments: cents)
  func cents(_ row: InputRow) {
    InputFixture(row.configuration).check(row)
  }

  nonisolated static let pasting: [InputRow] = [
    InputRow("|", .paste("$1,234.56"), "$1,234.56|"),
    InputRow("$1,234|", .paste("56"), "$123,456|"),
    InputRow("$[1,234].56", .paste("78"), "$78|.56"),
    InputRow("$[1,234.56]", .paste("USD 9.5"), "$9.5|"),
    InputRow("|", .paste("abc"), nil),
    InputRow("$12|", .paste("1e5"), nil),
    InputRow("$1,2|34", .paste("-5"), nil),
    InputRow("$1,234.5|", .paste("67"), nil),
    InputRow("|", .paste("twelve"), nil),
    // Dictation arrives as one multi-character replacement: one paste.
    InputRow("|", .paste("12 34"), "$1,234|"),
    InputRow("$[12]", .paste(""), "|"),
  ]

  @Test("paste and dictation: one edit each", arguments: pasting)
  func pasting(_ row: InputRow) {
    InputFixture(row.configuration).check(row)
  }

  nonisolated static let rawRanges: [InputRow] = [
    // Out of bounds: clamped to the text.
    InputRow("$12|", .replace(location: 100, length: 3, with: "5"), "$125|"),
    InputRow("$12|", .replace(location: 2, length: 100, with: "5"), "$15|"),
    InputRow("$12|", .replace(location: -4, length: 2, with: ""), "$12|"),
    InputRow("$12|", .replace(location: Int.max, length: Int.max, with: "5"), "$125|"),
    // NSNotFound stands for the selection.
    InputRow("$1|2", .replace(location: NSNotFound, length: 0, with: "5"), "$15|2"),
    // A range away from the caret (autocorrect): a raw replacement.
    InputRow("$1,234|", .replace(location: 1, length: 1, with: ""), "$|234"),
    InputRow("$1,234|", .replace(location: 2, length: 1, with: ""), "$|234"),
    InputRow("$1,2|34", .replace(location: 1, length: 5, with: "99"), "$99|"),
    InputRow("$1,2|34", .replace(location: 3, length: 1, with: "7"), "$1,7|34"),
    // Ranges splitting the surrogate pair of 🪙 are widened; a deletion
    // wholly in the suffix (or the prefix) changes nothing.
    InputRow("12| 🪙", .replace(location: 4, length: 1, with: ""), "12| 🪙", .coins),
    InputRow("12| 🪙", .replace(location: 3, length: 1, with: ""), "12| 🪙", .coins),
    InputRow("28| lbs", .replace(location: 2, length: 1, with: ""), "28| lbs", .pounds),
    InputRow("$1,2|34", .replace(location: 0, length: 1, with: ""), "$1,2|34"),
    // A deletion of formatting inside the number is backspace from its end.
    InputRow("$1,234.5|6", .replace(location: 2, length: 1, with: ""), "$|234.56"),
    // A deletion of the decimal separator joins the fraction to the integer.
    InputRow("$1,234.5|6", .replace(location: 6, length: 1, with: ""), "$123,4|56"),
    InputRow("12| 🪙", .replace(location: 4, length: 1, with: "5"), "125| 🪙", .coins),
    // A caret placed inside an affix goes to the nearest edge of the number.
    InputRow("$1,234|", .select(0..<0), "$|1,234"),
    InputRow("12| 🪙", .select(4..<4), "12| 🪙", .coins),
    InputRow("28| lbs", .select(5..<6), "28| lbs", .pounds),
  ]

  @Test("raw, out-of-bounds and surrogate-splitting ranges", arguments: rawRanges)
  func rawRanges(_ row: InputRow) {
    InputFixture(row.configuration).check(row)
  }
}
