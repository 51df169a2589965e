// A number in a scene: a literal, a reference to one of the scene's named parameters, or an
// expression over them.
import ConcentricCore

/// Any numeric field of a view tree (SwiftUI's `@State var inset: CGFloat = 8`, used as
/// `.padding(inset)`). Parameters are evaluated when the tree is laid out, so one tree serves every
/// value a slider, `--set` or the animation gives.
public enum Number: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A fixed value. May be infinite where SwiftUI allows it (`maxWidth: .infinity`).
    case literal(Double)
    /// The current value of the named parameter.
    case parameter(String)
    /// An arithmetic expression over parameters (`cornerRadius - inset`), evaluated at layout.
    case expression(NumberExpression)

    public init(floatLiteral value: Double) { self = .literal(value) }
    public init(integerLiteral value: Int) { self = .literal(Double(value)) }

    /// SwiftUI's `.infinity` (for `maxWidth`, `maxHeight`).
    public static let infinity = Number.literal(.infinity)

    /// The value against `parameters`. A parameter the scene does not declare counts as 0 (the
    /// parser rejects such references; this keeps layout total for trees built in code).
    public func value(in parameters: [String: Double]) -> Double {
        switch self {
        case .literal(let value): value
        case .parameter(let name): parameters[name] ?? 0
        case .expression(let expression): expression.value(in: parameters)
        }
    }

    /// The parameter this number refers to, if it is one parameter's value.
    public var parameterName: String? {
        switch self {
        case .parameter(let name): name
        case .literal, .expression: nil
        }
    }

    /// Every parameter this number reads (a parameter's name, an expression's names).
    public var parameterNames: [String] {
        switch self {
        case .literal: []
        case .parameter(let name): [name]
        case .expression(let expression): expression.parameterNames
        }
    }
}

/// Insets per logical edge, each a `Number` (SwiftUI's `.padding(_:)` with `EdgeInsets`, where
/// `leading` is the side text starts on). Evaluated into Core's physical `EdgeInsets` at layout.
public struct EdgeInsetsValue: Sendable, Hashable {
    /// Inset from the top edge.
    public var top: Number
    /// Inset from the leading edge (left in left-to-right layouts).
    public var leading: Number
    /// Inset from the bottom edge.
    public var bottom: Number
    /// Inset from the trailing edge (right in left-to-right layouts).
    public var trailing: Number

    public init(top: Number = 0, leading: Number = 0, bottom: Number = 0, trailing: Number = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge (`.padding(16)`).
    public init(all: Number) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// SwiftUI's `.padding()` with no length: 16 points on iOS (the system's default padding).
    public static let systemDefault = EdgeInsetsValue(all: 16)
}
