// A number in imported source: a literal, a parameter, or arithmetic over them that stays live
// in the scene (`{"expr": "cornerRadius - inset"}`), so a slider still moves what it moved in code.
internal import JSONText

/// Arithmetic over the scene's parameters, the subset the scene format's `expr` reads.
indirect enum NumberExpression: Hashable {
    case literal(Double)
    case parameter(String)
    case negate(NumberExpression)
    case binary(Operator, NumberExpression, NumberExpression)
    case extremum(Extremum, [NumberExpression])

    enum Operator: String {
        case add = "+", subtract = "-", multiply = "*", divide = "/"

        var precedence: Int { self == .add || self == .subtract ? 1 : 2 }
    }

    enum Extremum: String {
        case min, max
    }

    /// Whether a parameter takes part (the value then moves with a slider).
    var isLive: Bool {
        switch self {
        case .literal: false
        case .parameter: true
        case .negate(let operand): operand.isLive
        case .binary(_, let a, let b): a.isLive || b.isLive
        case .extremum(_, let operands): operands.contains { $0.isLive }
        }
    }

    /// The value with each parameter at `values` (missing ones 0); IEEE arithmetic, so ÷ 0 gives
    /// an infinity or NaN that the caller checks.
    func value(_ values: [String: Double]) -> Double {
        switch self {
        case .literal(let v): v
        case .parameter(let name): values[name] ?? 0
        case .negate(let operand): -operand.value(values)
        case .binary(let op, let a, let b):
            switch op {
            case .add: a.value(values) + b.value(values)
            case .subtract: a.value(values) - b.value(values)
            case .multiply: a.value(values) * b.value(values)
            case .divide: a.value(values) / b.value(values)
            }
        case .extremum(let kind, let operands):
            operands.map { $0.value(values) }.reduce(kind == .min ? Double.infinity : -Double.infinity) {
                kind == .min ? Swift.min($0, $1) : Swift.max($0, $1)
            }
        }
    }

    /// Applies `op`, folding literals so that constant arithmetic (`12 * 2`) becomes a number.
    static func combine(_ op: Operator, _ a: NumberExpression, _ b: NumberExpression) -> NumberExpression {
        let combined = NumberExpression.binary(op, a, b)
        return combined.isLive ? combined : .literal(combined.value([:]))
    }

    static func negated(_ a: NumberExpression) -> NumberExpression {
        if case .literal(let v) = a { return .literal(-v) }
        return .negate(a)
    }

    static func extremum(folding kind: Extremum, _ operands: [NumberExpression]) -> NumberExpression {
        let combined = NumberExpression.extremum(kind, operands)
        return combined.isLive ? combined : .literal(combined.value([:]))
    }

    /// The scene format's number: a literal, `{"param": NAME}`, or `{"expr": TEXT}`.
    var json: JSONValue {
        switch self {
        case .literal(let v): .number(v)
        case .parameter(let name): .object([("param", .string(name))])
        default: .object([("expr", .string(text))])
        }
    }

    /// The expression as the format's `expr` text: binary operators spaced, parentheses only
    /// where precedence needs them.
    var text: String { text(within: 0, rightOperand: false) }

    private func text(within outer: Int, rightOperand: Bool) -> String {
        switch self {
        case .literal(let v): return v < 0 ? "(\(JSONWriter.format(v)))" : JSONWriter.format(v)
        case .parameter(let name): return name
        case .negate(let operand): return "-" + operand.text(within: 3, rightOperand: false)
        case .extremum(let kind, let operands):
            return "\(kind.rawValue)(\(operands.map { $0.text(within: 0, rightOperand: false) }.joined(separator: ", ")))"
        case .binary(let op, let a, let b):
            let inner = "\(a.text(within: op.precedence, rightOperand: false)) \(op.rawValue) \(b.text(within: op.precedence, rightOperand: true))"
            let needsParentheses = op.precedence < outer || (op.precedence == outer && rightOperand)
            return needsParentheses ? "(\(inner))" : inner
        }
    }
}
