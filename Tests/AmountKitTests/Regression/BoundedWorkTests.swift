import Foundation
import Testing

@testable import AmountKit

/// A paste of any size is handled in time linear in its length and rejected
/// (or accepted) whole, leaving the field exactly as it was (contract:
/// "Limits", length); a history of any length keeps memory bounded.
///
/// No clock: the parser says how far into a text it read
/// (`LenientParser.parseCountingScalarsRead(_:)`), and a megabyte it rejects
/// must be given up within its first kilobyte. Speed figures are in
/// `Benchmarks/` and the README.
@Suite("Bounded work")
struct BoundedWorkTests {
  static let megabyte = 1 << 20
  /// How far into a rejected megabyte the parser may read: a kilobyte holds
  /// far more than any amount (at most 64 digits, 65 separators and a few
  /// symbols, each at most 4 scalars with the spaces between them).
  static let readBound = 1024

  static let pastes: [(name: String, text: String)] = [
    ("a million digits", String(repeating: "7", count: megabyte)),
    ("grouped digits", String(repeating: "1,234,", count: megabyte / 6)),
    ("digits between spaces", String(repeating: " 9", count: megabyte / 2)),
    ("bidi marks and symbols", String(repeating: "\u{200F}$€", count: megabyte / 7)),
    ("letters", String(repeating: "abc", count: megabyte / 3)),
    ("emoji", String(repeating: "😀", count: megabyte / 4)),
    ("Arabic digits", String(repeating: "٣", count: megabyte / 2)),
    ("separators", String(repeating: ".", count: megabyte)),
  ]

  @Test("A megabyte pasted is rejected and changes nothing", arguments: pastes.indices)
  func megabytePaste(_ index: Int) {
    let paste = Self.pastes[index].text
    #expect(paste.utf8.count >= Self.megabyte - 8)
    for configuration in [field("en_US", "USD"), field("ar_EG", "EGP", .cents)] {
      var editor = AmountEditor(configuration: configuration)
      for digit in "12" { editor.apply(.insert(String(digit))) }
      let before = editor
      let outcomes = [
        editor.apply(.paste(paste)),
        editor.apply(.replace(0..<editor.text.utf16.count, with: paste)),
      ]
      #expect(outcomes.allSatisfy { !$0.isAccepted }, "\(Self.pastes[index].name)")
      #expect(editor.text == before.text)
      #expect(editor.selection == before.selection)
      #expect(editor.value == before.value)
      // The field's parser gives up early.
      let (result, read) = LenientParser(format: configuration.format)
        .parseCountingScalarsRead(paste)
      #expect(throws: AmountParseError.self, "\(Self.pastes[index].name)") { try result.get() }
      #expect(read < Self.readBound, "\(Self.pastes[index].name): \(read)")
    }
  }

  @Test("A megabyte of spaces around an amount is still that amount")
  func spacesAroundAnAmount() {
    let padding = String(repeating: "\u{00A0}", count: Self.megabyte / 4)
    var editor = AmountEditor(configuration: field("de_DE", "EUR"))
    let pasted = padding + "1.234,56 €" + padding
    #expect(editor.apply(.paste(pasted)) == .accepted)
    // The amount is in the middle: the parser reads to the end.
    let (result, read) = LenientParser(format: editor.configuration.format)
      .parseCountingScalarsRead(pasted)
    #expect((try? result.get()) != nil)
    #expect(read == pasted.unicodeScalars.count)
    #expect(editor.value == Decimal(string: "1234.56"))
    #expect(editor.text == "1.234,56\u{00A0}€")
  }

  @Test("A long session keeps the last thousand undo steps")
  func longHistory() {
    var editor = AmountEditor(configuration: field("en_US", "USD") { $0.minimum = -100 })
    editor.apply(.insert("5"))
    for _ in 0..<5_000 { editor.apply(.insert("-")) }
    #expect(editor.undoStack.count <= AmountEditor.undoLimit + AmountEditor.undoLimit / 10)
    var undone = 0
    while editor.apply(.undo).isAccepted { undone += 1 }
    #expect(undone >= AmountEditor.undoLimit)
    #expect(editor.value == 5 || editor.value == -5)  // the oldest steps are gone
  }
}
