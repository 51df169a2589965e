// The animation loops people write, read into the scene's animation: the sample's `.task` loop
// that toggles a state between two values on a timer, and `.onAppear` with
// `withAnimation(curve.repeatForever(autoreverses:)) { p = B }`.
internal import JSONText
internal import SwiftSyntax

/// The calls and loops an animation's closure holds.
private final class AnimationFinder: SyntaxVisitor {
    var animations: [(call: FunctionCallExprSyntax, inLoop: Bool)] = []
    var sleeps: [FunctionCallExprSyntax] = []
    private var loops = 0

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        loops += 1
        return .visitChildren
    }

    override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }

    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
        loops += 1
        return .visitChildren
    }

    override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch calleeName(node.calledExpression) {
        case "withAnimation": animations.append((node, loops > 0))
        case "sleep": sleeps.append(node)
        default: break
        }
        return .visitChildren
    }
}

extension Importer {
    /// Reads a `.task` or `.onAppear` closure's animation loop into `animation` (the first one
    /// found); anything else in it is not drawn and says so.
    mutating func readAnimation(_ call: Call, modifier: String, at expr: ExprSyntax, _ scope: Scope) {
        guard let closure = call.closure("action") ?? call.trailing.first?.closure else { return }
        let finder = AnimationFinder()
        finder.walk(closure)
        guard let (animationCall, inLoop) = finder.animations.first else {
            warn(".\(modifier) is not run: its effects are not drawn", at: expr, in: scope.file)
            return
        }
        guard animation == nil else {
            warn("only the first animation is played", at: animationCall, in: scope.file)
            return
        }
        let animationArguments = Call(ExprSyntax(animationCall))
        var curveExpr = animationArguments?.arguments.first(where: { $0.label == nil })?.expression
        // `.repeatForever(autoreverses:)` wraps the curve.
        var repeatForever: Bool?
        if let outer = curveExpr.flatMap({ Call(unwrapped($0)) }), calleeName(outer.callee) == "repeatForever",
           let base = outer.callee.as(MemberAccessExprSyntax.self)?.base {
            repeatForever = outer.argument("autoreverses").map { condition($0, scope) } ?? true
            curveExpr = base
        }
        guard let curve = curve(curveExpr, at: ExprSyntax(animationCall), scope) else { return }
        guard let body = animationArguments?.closure("body"), body.statements.count == 1,
              let assignment = assignmentParts(body.statements.first?.item) else {
            warn("this animation is not followed: its closure must assign one state (p = p == A ? B : A)", at: animationCall, in: scope.file)
            return
        }
        guard case .number(.parameter(let parameter))? = scope.lookup(assignment.target) else {
            warn("\(assignment.target) is not a previewed @State number: this animation is not played", at: animationCall, in: scope.file)
            return
        }
        var members: [(String, JSONValue)] = [("parameter", .string(parameter))]
        if let autoreverses = repeatForever {
            guard let target = literal(assignment.value, scope) else { return }
            let start = parameterDefaults[parameter] ?? 0
            members.append(("values", .array([.number(start), .number(target)])))
            members.append(("repeatForever", .object([("autoreverses", .bool(autoreverses))])))
        } else {
            guard inLoop, let values = toggleValues(assignment.value, parameter: assignment.target, scope) else {
                warn("this animation is not followed: a loop that toggles (p = p == A ? B : A) or a repeatForever animation is", at: animationCall, in: scope.file)
                return
            }
            members.append(("values", .array([.number(values.0), .number(values.1)])))
            guard let sleep = finder.sleeps.first, let hold = sleepSeconds(sleep, scope) else {
                warn("this loop has no Task.sleep the importer understands: it is not played", at: animationCall, in: scope.file)
                return
            }
            members.append(("hold", .number(hold)))
        }
        members.append(curve)
        guard let problem = animationProblem(members) else {
            animation = .object(members)
            return
        }
        warn("this animation is not played: \(problem)", at: animationCall, in: scope.file)
    }

    /// Why the scene format would refuse the animation read (its values, hold and curve checked
    /// by the scene reader's rules), or nil.
    private func animationProblem(_ members: [(String, JSONValue)]) -> String? {
        func numbers(_ value: JSONValue) -> [(String, Double)] {
            switch value {
            case .number(let n): return [("", n)]
            case .array(let items): return items.flatMap(numbers)
            case .object(let fields): return fields.flatMap { key, item in numbers(item).map { ($0.0.isEmpty ? key : $0.0, $0.1) } }
            default: return []
            }
        }
        for (key, value) in members {
            for (inner, n) in numbers(value) {
                let name = inner.isEmpty || key == "values" ? key : inner
                switch name {
                case "values":
                    if !(n.isFinite && abs(n) <= 1_000_000) { return "an animated value is beyond the limit of ±1000000 pt" }
                case "hold", "duration":
                    if !(n > 0 && n <= 3600) { return "a \(name) is above 0 and at most 3600 seconds" }
                case "bounce", "extraBounce":
                    if !(n > -1 && n <= 1) { return "a \(name) is above -1 and at most 1" }
                default:
                    continue
                }
            }
        }
        return nil
    }

    /// `target = value` as the single statement of a `withAnimation` closure.
    private func assignmentParts(_ item: CodeBlockItemSyntax.Item?) -> (target: String, value: ExprSyntax)? {
        var expression: ExprSyntax?
        switch item {
        case .expr(let expr)?: expression = expr
        case .stmt(let statement)?: expression = statement.as(ExpressionStmtSyntax.self)?.expression
        default: break
        }
        guard let infix = expression?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) else { return nil }
        let left = unwrapped(infix.leftOperand)
        let name = left.as(DeclReferenceExprSyntax.self)?.baseName.text ?? left.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map { ($0, infix.rightOperand) }
    }

    /// `p == A ? B : A` → (A, B).
    private mutating func toggleValues(_ expr: ExprSyntax, parameter: String, _ scope: Scope) -> (Double, Double)? {
        guard let ternary = unwrapped(expr).as(TernaryExprSyntax.self),
              let test = unwrapped(ternary.condition).as(InfixOperatorExprSyntax.self),
              test.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
        let compared = unwrapped(test.leftOperand).as(DeclReferenceExprSyntax.self)?.baseName.text == parameter ? test.rightOperand : test.leftOperand
        guard let first = literal(compared, scope), let second = literal(ternary.thenExpression, scope),
              let back = literal(ternary.elseExpression, scope), back == first else { return nil }
        return (first, second)
    }

    /// `Task.sleep(for: .seconds(1.3))`, `.milliseconds(…)`, `Task.sleep(nanoseconds: …)`.
    private mutating func sleepSeconds(_ sleep: FunctionCallExprSyntax, _ scope: Scope) -> Double? {
        guard let call = Call(ExprSyntax(sleep)) else { return nil }
        if let nanoseconds = call.argument("nanoseconds") { return literal(nanoseconds, scope).map { $0 / 1e9 } }
        guard let duration = call.argument("for").flatMap({ Call(unwrapped($0)) }), let amount = duration.arguments.first?.expression,
              let value = literal(amount, scope) else { return nil }
        switch calleeName(duration.callee) {
        case "seconds": return value
        case "milliseconds": return value / 1e3
        case "microseconds": return value / 1e6
        default: return nil
        }
    }

    /// A SwiftUI animation curve as the scene format's `"spring"` or `"curve"` member. Springs
    /// default to 0.5 s, timing curves to 0.35 s (Apple's `Animation` documentation).
    private mutating func curve(_ expr: ExprSyntax?, at call: ExprSyntax, _ scope: Scope) -> (String, JSONValue)? {
        guard let expr = expr.map(unwrapped) else {
            warn("withAnimation's default animation is played as .smooth(duration: 0.5)", at: call, in: scope.file)
            return ("spring", .object([("smooth", .object([("duration", .number(0.5))]))]))
        }
        let name: String?
        var arguments: Call?
        if let member = expr.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let made = Call(expr) {
            arguments = made
            name = calleeName(made.callee)
        } else {
            name = nil
        }
        func seconds(_ label: String, default value: Double) -> Double? {
            guard let given = arguments?.argument(label) else { return value }
            return literal(given, scope)
        }
        switch name {
        case "smooth", "snappy", "bouncy":
            guard let duration = seconds("duration", default: 0.5), let extra = seconds("extraBounce", default: 0) else { return nil }
            var members: [(String, JSONValue)] = [("duration", .number(duration))]
            if extra != 0 { members.append(("extraBounce", .number(extra))) }
            return ("spring", .object([(name ?? "smooth", .object(members))]))
        case "spring", "interpolatingSpring", "interactiveSpring":
            var duration = 0.5, bounce = 0.0
            if let response = arguments?.argument("response").flatMap({ literal($0, scope) }) { duration = response }
            if let damping = arguments?.argument("dampingFraction").flatMap({ literal($0, scope) }) { bounce = 1 - damping }
            if let given = arguments?.argument("duration").flatMap({ literal($0, scope) }) { duration = given }
            if let given = arguments?.argument("bounce").flatMap({ literal($0, scope) }) { bounce = given }
            if name != "spring" || arguments?.argument("mass") != nil || arguments?.argument("stiffness") != nil {
                warn("this spring is approximated by .spring(duration: \(JSONWriter.format(duration)), bounce: \(JSONWriter.format(bounce)))", at: expr, in: scope.file)
            }
            var members: [(String, JSONValue)] = [("duration", .number(duration))]
            if bounce != 0 { members.append(("bounce", .number(bounce))) }
            return ("spring", .object([("spring", .object(members))]))
        case "linear", "easeIn", "easeOut", "easeInOut":
            guard let duration = seconds("duration", default: 0.35) else { return nil }
            return ("curve", .object([(name ?? "linear", .object([("duration", .number(duration))]))]))
        default:
            warn("\(String(expr.trimmedDescription.prefix(60))) is not an animation the importer understands: played as .smooth(duration: 0.5)", at: expr, in: scope.file)
            return ("spring", .object([("smooth", .object([("duration", .number(0.5))]))]))
        }
    }
}
