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
        expressionWarnings(overrides: overrides, times: [time])
    }

    /// The same at each of `times` (an animation's frames), each expression reported once, at
    /// the first time it breaks its range: the tree is walked once, whatever the number of times.
    public func expressionWarnings(overrides: [String: Double] = [:], times: [Double?]) -> [ExpressionWarning] {
        let expressions = root.placedExpressions
        guard !expressions.isEmpty else { return [] }
        var warnings: [ExpressionWarning] = []
        var reported = Set<Int>()
        for time in times {
            let parameters = parameterValues(overrides: overrides, time: time)
            for (index, placed) in expressions.enumerated() where !reported.contains(index) {
                guard let warning = ExpressionWarning(placed.expression, place: placed.place, field: placed.field, parameters: parameters) else { continue }
                reported.insert(index)
                warnings.append(warning)
            }
        }
        return warnings
    }
}

/// An expression of a view tree, where it is (as the reader names places) and the field it gives.
public struct PlacedExpression: Sendable, Hashable {
    public var place: String
    /// The key the number is written under (`spacing`, `maxWidth`, `fixed`), which says its range.
    public var field: String
    public var expression: NumberExpression
}

extension SceneView {
    /// The expressions of this tree (as the root) that break their field's range at `parameters`.
    public func expressionWarnings(parameters: [String: Double]) -> [ExpressionWarning] {
        placedExpressions.compactMap { ExpressionWarning($0.expression, place: $0.place, field: $0.field, parameters: parameters) }
    }

    /// Every expression of this tree (as the root), in document order. Read from the writer's
    /// JSON, where every number of the model is spelled out with the key that names its field,
    /// so no field is missed; a place is spelled only for the expressions found.
    public var placedExpressions: [PlacedExpression] {
        // The way from the root to each value, one step an entry: its parent's entry and a member
        // name or an array index.
        var steps: [(parent: Int, name: String?, index: Int)] = [(-1, "root", 0)]
        func place(of step: Int) -> String {
            var parts: [String] = []
            var current = step
            while current >= 0 {
                let (parent, name, index) = steps[current]
                parts.append(current == 0 ? "root" : name.map { ".\($0)" } ?? "[\(index)]")
                current = parent
            }
            return parts.reversed().joined()
        }
        var found: [PlacedExpression] = []
        var pending: [(value: JSONValue, step: Int, key: String)] = [(SceneWriter.view(self), 0, "root")]
        while let (value, step, key) = pending.popLast() {
            switch value {
            case .object(let members):
                if members.count == 1, members[0].0 == "expr", case .string(let text) = members[0].1,
                    let expression = try? NumberExpression(parsing: text) {
                    found.append(PlacedExpression(place: place(of: step), field: key, expression: expression))
                }
                for (name, item) in members.reversed() {
                    steps.append((step, name, 0))
                    pending.append((item, steps.count - 1, name))
                }
            case .array(let items):
                for (i, item) in items.enumerated().reversed() {
                    steps.append((step, nil, i))
                    pending.append((item, steps.count - 1, key))
                }
            default:
                break
            }
        }
        return found
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
        case "x", "y": (.signed, "an offset")
        case "ratio": (.positive, "an aspect ratio")
        case "layoutPriority": (.finite, "a layout priority")
        default: (.nonNegative, key)
        }
    }

    /// `value` held as layout holds the field (ViewLayout.swift, Typography.swift).
    static func held(_ value: Double, _ rule: SceneReader.NumberRule) -> Double {
        switch rule {
        // A ratio that is not above 0 counts as not given (LayoutEngine.aspectFit): the value is
        // what was found.
        case .signed, .finite, .positive: value
        case .nonNegative, .nonNegativeOrInfinity: max(0, value)
        case .unit: min(1, max(0, value))
        case .fontSize: min(1000, max(0.01, value))
        }
    }
}
