import Foundation

/// An operator of an expression, as the text shows it.
enum ArithmeticOperator: UInt8, Sendable, Hashable {
  case add, subtract, multiply, divide

  /// The operator a typed character stands for: `+`; `-` or `−`
  /// (subtraction); `*`, `×` or `x`; `/` or `÷`.
  init?(_ scalar: Unicode.Scalar) {
    switch scalar {
    case "+", "\u{FF0B}": self = .add
    case "-", "\u{2212}", "\u{FF0D}": self = .subtract
    case "*", "\u{00D7}", "x": self = .multiply
    case "/", "\u{00F7}": self = .divide
    default: return nil
    }
  }

  /// How the text shows it, between single spaces.
  var symbol: String {
    switch self {
    case .add: return "+"
    case .subtract: return "\u{2212}"
    case .multiply: return "\u{00D7}"
    case .divide: return "\u{00F7}"
    }
  }

  /// × and ÷ bind before + and −.
  var bindsFirst: Bool { self == .multiply || self == .divide }
}
