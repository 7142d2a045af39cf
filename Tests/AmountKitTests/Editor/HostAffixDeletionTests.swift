import Foundation
import Testing

@testable import AmountKit

/// The contract's "Host edits": a host deletion wholly inside the prefix
/// or the suffix (a text system deleting the character it sees before
/// the number) changes nothing.
@Suite("Host deletions in the affixes")
struct HostAffixDeletionTests {
  @Test(
    "a host deletion wholly in the prefix or the suffix changes nothing",
    arguments: [field("en_US", "USD"), field("de_DE", "EUR"), field("ar_EG", "EGP")] + [
      field("en_US") { $0.format = $0.format.suffix(" lbs") }
    ])
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
}
