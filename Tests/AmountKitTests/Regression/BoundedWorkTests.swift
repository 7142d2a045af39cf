import Foundation
import Testing

@testable import AmountKit

/// A paste of any size is read in time linear in its length and rejected
/// (or accepted) whole, leaving the field exactly as it was; a history of
/// any length keeps memory bounded.
///
/// The debug-build figures are in `Benchmarks/` and the README; the bound
/// here is only a guard against quadratic work (which would take minutes
/// on a megabyte), not a speed measurement.
@Suite("Bounded work")
struct BoundedWorkTests {
  static let megabyte = 1 << 20

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
      let clock = ContinuousClock()
      let start = clock.now
      let pasted = editor.apply(.paste(paste))
      let replaced = editor.apply(.replace(0..<editor.text.utf16.count, with: paste))
      let elapsed = clock.now - start
      #expect(!pasted.isAccepted, "\(Self.pastes[index].name)")
      #expect(!replaced.isAccepted, "\(Self.pastes[index].name)")
      #expect(editor.text == before.text)
      #expect(editor.selection == before.selection)
      #expect(editor.value == before.value)
      #expect(elapsed < .seconds(1), "\(Self.pastes[index].name): \(elapsed)")
    }
  }

  @Test("A megabyte of spaces around an amount is still that amount")
  func spacesAroundAnAmount() {
    let padding = String(repeating: "\u{00A0}", count: Self.megabyte / 4)
    var editor = AmountEditor(configuration: field("de_DE", "EUR"))
    let clock = ContinuousClock()
    let start = clock.now
    #expect(editor.apply(.paste(padding + "1.234,56 €" + padding)) == .accepted)
    #expect(clock.now - start < .seconds(1))
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
