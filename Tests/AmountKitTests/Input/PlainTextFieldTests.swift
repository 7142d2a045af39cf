import AmountKit
import AmountKitTestSupport
import Foundation
import Testing

/// `AmountTextFieldBehavior` on a `UITextField` the app cannot subclass (a
/// storyboard outlet, a third-party form): a delegate the app assigns to
/// the field later, and an undo manager shared with UIKit's own text
/// registrations. Each rule is shown against the model with the rule
/// turned off.
@MainActor
@Suite("The UIKit behaviour on a plain text field")
struct PlainTextFieldTests {
  /// An app's own delegate of the field.
  @MainActor
  final class AppDelegate: TestTextFieldDelegate {
    var began = 0
    var ended = 0
    var changeRequests = 0
    func textFieldDidBeginEditing(_ textField: TestTextField) { began += 1 }
    func textFieldDidEndEditing(_ textField: TestTextField) { ended += 1 }
    func textField(
      _ textField: TestTextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      changeRequests += 1
      return true
    }
  }

  @Test(
    "a delegate assigned to the field after attaching is forwarded to, and the field keeps formatting"
  )
  func delegateAssignedBeforeEditing() {
    let f = InputFixture()
    let app = AppDelegate()
    f.field.delegate = app  // `priceField.delegate = self`
    f.field.becomeFirstResponder()
    f.field.type("1234")
    #expect(f.field.drawn == "$1,234|")
    #expect(f.value == 1234)
    #expect(app.began == 1)
    #expect(app.changeRequests == 4)
    f.field.resignFirstResponder()
    #expect(f.field.text == "$1,234.00")
    #expect(app.ended == 1)
  }

  @Test(
    "a delegate assigned while the field is being edited: the change it let through is one edit")
  func delegateAssignedWhileEditing() {
    let f = InputFixture()
    let app = AppDelegate()
    f.field.becomeFirstResponder()
    f.field.type("12")
    f.field.delegate = app
    f.field.type("3")  // the app's delegate lets UIKit apply it
    #expect(f.field.drawn == "$123|")
    f.field.type("4")
    #expect(f.field.drawn == "$1,234|")
    #expect(app.changeRequests == 2)
  }

  @Test(
    "without taking the field back, the field half works: the text is reformatted after UIKit changed it, but editing never began (the bug)"
  )
  func delegateReplacedBug() {
    var configuration = AmountFieldConfiguration.usd
    configuration.onBegin = .selectAll
    var wiring = InputFixture.Wiring()
    wiring.retakesReplacedDelegate = false
    let f = InputFixture(configuration, value: Decimal(string: "12.5"), wiring: wiring)
    let app = AppDelegate()
    f.field.delegate = app
    f.field.becomeFirstResponder()
    #expect(!f.controller.isEditing)  // the focus policy was never applied
    f.field.type("7")
    #expect(f.field.drawn != "$7|")

    // Taken back, the same keys replace the selected amount.
    configuration.onBegin = .selectAll
    let fixed = InputFixture(configuration, value: Decimal(string: "12.5"))
    let other = AppDelegate()
    fixed.field.delegate = other
    fixed.field.becomeFirstResponder()
    #expect(fixed.field.drawn == "$[12.50]")
    fixed.field.type("7")
    #expect(fixed.field.drawn == "$7|")
  }

  @Test("undo after a refused paste never raises, at the cost of the shared undo history")
  func sharedUndoClearedAfterPaste() {
    var wiring = InputFixture.Wiring()
    wiring.ownsUndoManager = false
    let f = InputFixture(.usd, wiring: wiring)
    f.field.becomeFirstResponder()
    f.field.type("12")
    #expect(f.field.undoManager.undoCount == 2)
    f.field.paste("abc")  // refused: UIKit registers it anyway
    #expect(f.rejections == [.invalidPaste])
    #expect(f.field.undoManager.undoCount == 0)  // what is lost, as the docs say
    f.field.undoManager.undo()
    #expect(f.field.rangeExceptions == 0)
    #expect(f.field.drawn == "$12|")
    f.field.paste("34")  // accepted: UIKit's record of it is cleared too
    #expect(f.field.drawn == "$1,234|")
    f.field.undoManager.undo()
    #expect(f.field.rangeExceptions == 0)
    #expect(f.field.text == f.controller.text)
  }
}
