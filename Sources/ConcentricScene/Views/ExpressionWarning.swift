// The expressions of a view tree that, at some parameter values, give what their field cannot
// take: what `concentric layout` and `render` print as warnings.
import ConcentricCore
import ConcentricJSON

/// An expression held to its field's range when evaluated: `root.VStack.spacing: expression
/// "a / b" at a = 1, b = 0: divides by 0; using 0`. Layout uses the held value whatever is
/// reported (`NumberExpression.Evaluation.value`, then the field's own range); this only says so.
public struct ExpressionWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the expression is, as the reader names places (`root.VStack.children[0].modifiers[1].padding`).
    public var place: String
    /// The expression.
    public var expression: NumberExpression
    /// The values of the parameters it reads, as `name = value`, in the order they first appear.
    public var values: String
    /// What went wrong (`divides by 0`, `a width must not be negative (found -12)`).
    public var problem: String
    /// The value layout uses instead.
    public var used: Double

    public var description: String {
        let at = values.isEmpty ? "" : " at \(values)"
        return "\(place): expression \"\(expression.text)\"\(at): \(problem); using \(JSONWriter.format(used))"
    }
}

extension SceneDocument {
    /// The expressions of the tree that break their field's range with the parameters as
    /// `ViewLayout(document:overrides:time:)` evaluates them, each once, in document order.
    public func expressionWarnings(overrides: [String: Double] = [:], time: Double? = nil) -> [ExpressionWarning] {
        root.expressionWarnings(parameters: parameterValues(overrides: overrides, time: time))
    }
}

extension SceneView {
    /// The expressions of this tree (as the root) that break their field's range at `parameters`.
    /// Read from the writer's JSON, where every number of the model is spelled out with the key
    /// that names its field, so no field is missed; a tree without expressions costs one walk.
    public func expressionWarnings(parameters: [String: Double]) -> [ExpressionWarning] {
        var warnings: [ExpressionWarning] = []
        var pending: [(value: JSONValue, path: String, key: String)] = [(SceneWriter.view(self), "root", "root")]
        while let (value, path, key) = pending.popLast() {
            switch value {
            case .object(let members):
                if members.count == 1, members[0].0 == "expr", case .string(let text) = members[0].1,
                    let expression = try? NumberExpression(parsing: text),
                    let warning = ExpressionWarning(expression, place: path, field: key, parameters: parameters) {
                    warnings.append(warning)
                }
                for (name, item) in members.reversed() { pending.append((item, "\(path).\(name)", name)) }
            case .array(let items):
                for (i, item) in items.enumerated().reversed() { pending.append((item, "\(path)[\(i)]", key)) }
            default:
                break
            }
        }
        return warnings
    }
}

extension ExpressionWarning {
    /// The warning for `expression` at `place` in the field written `field`, or nil when its value
    /// at `parameters` is one the field takes.
    init?(_ expression: NumberExpression, place: String, field: String, parameters: [String: Double]) {
        let (rule, what) = Self.rule(field)
        let evaluation = expression.evaluate(in: parameters)
        let problem: String
        if evaluation.dividesByZero {
            problem = "divides by 0"
        } else if evaluation.raw.isNaN {
            problem = "is not a number"
        } else if !evaluation.raw.isFinite {
            problem = "\(what) must be a finite number"
        } else if let broken = rule.problem(evaluation.raw, what) {
            problem = broken
        } else {
            return nil
        }
        self.init(
            place: place, expression: expression,
            values: expression.parameterNames.map { "\($0) = \(JSONWriter.format(parameters[$0] ?? 0))" }.joined(separator: ", "),
            problem: problem, used: Self.held(evaluation.value, rule))
    }

    /// The reader's rule for a number written under `key`, and its name in messages (the names
    /// `SceneReader` gives them).
    static func rule(_ key: String) -> (SceneReader.NumberRule, String) {
        switch key {
        case "spacing": (.signed, "spacing")
        case "padding", "top", "leading", "bottom", "trailing", "horizontal", "vertical": (.signed, "padding")
        case "opacity": (.unit, "opacity")
        case "size": (.fontSize, "a font size")
        case "maxWidth", "maxHeight": (.nonNegativeOrInfinity, key)
        case "width": (.nonNegative, "a width")
        case "height": (.nonNegative, "a height")
        case "cornerRadius", "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "fixed": (.nonNegative, "a radius")
        case "minimum": (.nonNegative, "a minimum")
        default: (.nonNegative, key)
        }
    }

    /// `value` held as layout holds the field (ViewLayout.swift, Typography.swift).
    static func held(_ value: Double, _ rule: SceneReader.NumberRule) -> Double {
        switch rule {
        case .signed: value
        case .nonNegative, .nonNegativeOrInfinity: max(0, value)
        case .unit: min(1, max(0, value))
        case .fontSize: min(1000, max(0.01, value))
        }
    }
}
