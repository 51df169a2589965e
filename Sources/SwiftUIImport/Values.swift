// Reading values from source: numbers (kept live over parameters), conditions and strings, in
// the scene format's JSON. Styles and fonts are in Styles.swift, shapes in Shapes.swift.
internal import JSONText
internal import SwiftSyntax

extension Importer {
    // MARK: - Numbers

    /// A number, live over parameters; nil (warned) when the expression is not arithmetic the
    /// importer can follow.
    mutating func number(_ expr: ExprSyntax, _ scope: Scope) -> NumberExpression? {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting < 200 else {
            warn("expression nested too deeply to follow", at: expr, in: scope.file)
            return nil
        }
        let expr = unwrapped(expr)
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            return integerValue(integer.literal.text).map { .literal($0) } ?? notUnderstood(expr, scope, "number")
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingUnderscores()).map { .literal($0) } ?? notUnderstood(expr, scope, "number")
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            switch prefix.operator.text {
            case "-": return number(prefix.expression, scope).map(NumberExpression.negated)
            case "+": return number(prefix.expression, scope)
            default: return notUnderstood(expr, scope, "number")
            }
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           let kind = NumberExpression.Operator(rawValue: op.operator.text) {
            guard let a = number(infix.leftOperand, scope), let b = number(infix.rightOperand, scope) else { return nil }
            return .combine(kind, a, b)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            let choice = condition(ternary.condition, scope)
            return number(choice ? ternary.thenExpression : ternary.elseExpression, scope)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return boundNumber(reference.baseName.text, at: expr, scope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return boundNumber(name, at: expr, scope) }
            let baseName = member.base.flatMap { calleeName($0) }
            if name == "infinity", member.base == nil || ["CGFloat", "Double", "Float"].contains(baseName ?? "") { return .literal(.infinity) }
            if name == "pi", ["CGFloat", "Double", "Float"].contains(baseName ?? "") { return .literal(Double.pi) }
            return notUnderstood(expr, scope, "number")
        }
        if let call = Call(expr), let name = calleeName(call.callee) {
            switch name {
            case "CGFloat", "Double", "Float", "Int":
                guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { break }
                return number(only.expression, scope)
            case "min", "max":
                guard call.arguments.count >= 2, call.arguments.allSatisfy({ $0.label == nil }) else { break }
                var operands: [NumberExpression] = []
                for argument in call.arguments {
                    guard let value = number(argument.expression, scope) else { return nil }
                    operands.append(value)
                }
                return .extremum(folding: name == "min" ? .min : .max, operands)
            default: break
            }
        }
        return notUnderstood(expr, scope, "number")
    }

    private mutating func boundNumber(_ name: String, at expr: ExprSyntax, _ scope: Scope) -> NumberExpression? {
        switch scope.lookup(name) {
        case .number(let value)?: return value
        case .expression(let bound, let boundScope)?: return number(bound, boundScope)
        case .flag(let value)?: return .literal(value ? 1 : 0)
        default:
            warn("\"\(name)\" is not a number the importer can follow; using 0", at: expr, in: scope.file)
            return .literal(0)
        }
    }

    private mutating func notUnderstood(_ expr: ExprSyntax, _ scope: Scope, _ what: String) -> NumberExpression? {
        warn("\(String(expr.trimmedDescription.prefix(60))) is not a \(what) the importer understands", at: expr, in: scope.file)
        return nil
    }

    /// A number as a literal where the scene format wants one (a fill's opacity, a duration):
    /// a live value is read at the parameters' defaults, warned.
    mutating func literal(_ expr: ExprSyntax, _ scope: Scope) -> Double? {
        guard let value = number(expr, scope) else { return nil }
        if value.isLive {
            warn("\(String(expr.trimmedDescription.prefix(60))) depends on a parameter; read at its default, it does not follow the slider", at: expr, in: scope.file)
        }
        return value.value(parameterDefaults)
    }

    var parameterDefaults: [String: Double] {
        Dictionary(parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// A length for the scene format (`frame`, `padding`, a radius): held to the coordinate limit
    /// and, where `nonNegative`, to 0 and above, warned; infinity kept where `allowsInfinity`.
    mutating func length(_ expr: ExprSyntax, _ scope: Scope, nonNegative: Bool = false, allowsInfinity: Bool = false) -> JSONValue? {
        guard let value = number(expr, scope) else { return nil }
        guard case .literal(let v) = value else { return value.json }
        if v.isInfinite, v > 0, allowsInfinity { return .string("infinity") }
        if v.isNaN {
            warn("not a number; using 0", at: expr, in: scope.file)
            return .number(0)
        }
        let limit = 1_000_000.0
        if nonNegative, v < 0 {
            warn("\(JSONWriter.format(v)) is negative; a size is at least 0", at: expr, in: scope.file)
            return .number(0)
        }
        if abs(v) > limit {
            warn("\(v.isFinite ? JSONWriter.format(v) : "infinity") is beyond the limit of ±1000000 pt; using the limit", at: expr, in: scope.file)
            return .number(v < 0 ? -limit : limit)
        }
        return .number(v)
    }

    // MARK: - Conditions

    /// A condition's value. One that depends on a parameter is read at the defaults and warned:
    /// the branch taken does not follow the slider.
    mutating func condition(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
        var live = false
        let value = truth(expr, scope, live: &live)
        if live {
            warn("this condition depends on a parameter; read at its default, it does not follow the slider", at: expr, in: scope.file)
        }
        return value
    }

    private mutating func truth(_ expr: ExprSyntax, _ scope: Scope, live: inout Bool) -> Bool {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting < 200 else { return false }
        let expr = unwrapped(expr)
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !truth(prefix.expression, scope, live: &live)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            switch op {
            case "&&": return truth(infix.leftOperand, scope, live: &live) && truth(infix.rightOperand, scope, live: &live)
            case "||": return truth(infix.leftOperand, scope, live: &live) || truth(infix.rightOperand, scope, live: &live)
            case "==", "!=", "<", "<=", ">", ">=":
                if let a = symbol(infix.leftOperand, scope), let b = symbol(infix.rightOperand, scope), op == "==" || op == "!=" {
                    return (a == b) == (op == "==")
                }
                guard let a = number(infix.leftOperand, scope), let b = number(infix.rightOperand, scope) else { return false }
                live = live || a.isLive || b.isLive
                let x = a.value(parameterDefaults), y = b.value(parameterDefaults)
                switch op {
                case "==": return x == y
                case "!=": return x != y
                case "<": return x < y
                case "<=": return x <= y
                case ">": return x > y
                default: return x >= y
                }
            default: break
            }
        }
        // An environment flag (reduce motion, …) is off in a preview's default environment.
        if let reference = expr.as(DeclReferenceExprSyntax.self) ?? expr.as(MemberAccessExprSyntax.self).flatMap({ member in
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? DeclReferenceExprSyntax(baseName: member.declName.baseName) : nil
        }) {
            switch scope.lookup(reference.baseName.text) {
            case .flag(let value)?: return value
            case .environment?: return false
            case .expression(let bound, let boundScope)?: return truth(bound, boundScope, live: &live)
            case .number(let value)?:
                live = live || value.isLive
                return value.value(parameterDefaults) != 0
            default: break
            }
        }
        warn("\(String(expr.trimmedDescription.prefix(60))) is not a condition the importer understands; taken as false", at: expr, in: scope.file)
        return false
    }

    /// An enumeration-like value for `==`: `.dark`, `colorScheme` (light), `layoutDirection`.
    private func symbol(_ expr: ExprSyntax, _ scope: Scope) -> String? {
        let expr = unwrapped(expr)
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
        if let reference = expr.as(DeclReferenceExprSyntax.self), case .environment(let key)? = scope.lookup(reference.baseName.text) {
            switch key {
            case "colorScheme": return "light"
            case "layoutDirection": return "leftToRight"
            case "horizontalSizeClass", "verticalSizeClass": return key == "horizontalSizeClass" ? "compact" : "regular"
            case "dynamicTypeSize": return "large"
            default: return nil
            }
        }
        return nil
    }

    // MARK: - Strings

    /// A string literal's text, escapes decoded; interpolations read at the defaults, warned.
    mutating func string(_ expr: ExprSyntax, _ scope: Scope) -> String? {
        let expr = unwrapped(expr)
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return string(condition(ternary.condition, scope) ? ternary.thenExpression : ternary.elseExpression, scope)
        }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += decodeEscapes(plain.content.text, raw: literal.openingPounds != nil)
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), let inner = interpolation.expressions.first?.expression {
                    if let value = string(inner, scope) {
                        text += value
                    } else if let value = number(inner, scope) {
                        if value.isLive {
                            warn("this interpolation depends on a parameter; read at its default, it does not follow the slider", at: inner, in: scope.file)
                        }
                        text += JSONWriter.format(value.value(parameterDefaults))
                    }
                }
            }
            return text
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            switch scope.lookup(reference.baseName.text) {
            case .text(let text)?: return text
            case .expression(let bound, let boundScope)?: return string(bound, boundScope)
            default: return nil
            }
        }
        return nil
    }

    /// A text for the scene format: at most 1,000 characters, longer ones cut, warned.
    mutating func sceneText(_ expr: ExprSyntax, _ scope: Scope) -> String? {
        guard let text = string(expr, scope) else {
            warn("\(String(expr.trimmedDescription.prefix(60))) is not a string the importer understands", at: expr, in: scope.file)
            return nil
        }
        guard text.unicodeScalars.count > 1_000 else { return text }
        warn("a text holds at most 1000 characters; the rest is cut", at: expr, in: scope.file)
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(1_000)))
    }
}

/// Decodes a Swift string segment's escapes (`\n`, `\t`, `\"`, `\\`, `\u{1F600}`).
func decodeEscapes(_ text: String, raw: Bool) -> String {
    guard !raw, text.contains("\\") else { return text }
    var out = ""
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
        guard scalar == "\\", let next = scalars.popFirst() else {
            out.unicodeScalars.append(scalar)
            continue
        }
        switch next {
        case "n": out += "\n"
        case "t": out += "\t"
        case "r": out += "\r"
        case "0": out += "\u{0}"
        case "u":
            guard scalars.first == "{", let close = scalars.firstIndex(of: "}") else { out += "\\u"; continue }
            let hex = String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
            scalars = scalars[scalars.index(after: close)...]
            if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { out.unicodeScalars.append(decoded) }
        default: out.unicodeScalars.append(next)
        }
    }
    return out
}

/// An integer literal's value (decimal, hex, octal or binary, underscores allowed).
func integerValue(_ text: String) -> Double? {
    let digits = text.replacingUnderscores()
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
        return UInt64(digits.dropFirst(2), radix: radix).map(Double.init)
    }
    return Double(digits)
}

extension String {
    func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
