import Foundation
import Testing

@testable import AmountKit

@Suite("Editor equality")
struct EditorEqualityTests {
  @Test("editors that show the same but undo to different states are not equal")
  func histories() {
    let usd = field("en_US", "USD")
    var one = AmountEditor(configuration: usd)
    one.apply(.insert("1"))
    one.apply(.select(0..<2))
    one.apply(.paste("12"))
    var other = AmountEditor(configuration: usd)
    other.apply(.paste("132"))
    other.apply(.select(0..<4))
    other.apply(.paste("12"))
    #expect(one.text == "$12" && other.text == "$12")
    #expect(one.selection == other.selection)
    #expect(one != other)
    one.apply(.undo)
    other.apply(.undo)
    #expect(one.text == "$1")
    #expect(other.text == "$132")
  }

  @Test("editors whose histories hold the same states are equal, a step undone and redone too")
  func undoneAndRedone() {
    let usd = field("en_US", "USD")
    var one = AmountEditor(configuration: usd)
    var other = AmountEditor(configuration: usd)
    one.apply(.insert("12"))
    one.apply(.undo)
    one.apply(.redo)
    other.apply(.insert("12"))
    #expect(one == other)
    one.apply(.endEditing)
    other.apply(.endEditing)
    #expect(one == other)
    one.apply(.undo)
    #expect(one != other)
    other.apply(.undo)
    #expect(one == other)
  }

  @Test("editors with the same history are equal")
  func sameHistory() {
    let usd = field("en_US", "USD")
    var one = AmountEditor(configuration: usd)
    var other = AmountEditor(configuration: usd)
    one.apply(.insert("12"))
    other.apply(.insert("12"))
    #expect(one == other)
    other.apply(.undo)
    #expect(one != other)
  }
}
