import Foundation

// The model of an open expression (contract: "Arithmetic"): the operands
// typed so far with the operator after each, and their exact evaluation
// (`ExactFraction`).

/// A complete operand of an open expression and the operator typed after it.
struct ExpressionTerm: Hashable, Sendable {
  var operand: TypedAmount
  var followedBy: ArithmeticOperator
}
