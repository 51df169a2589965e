// Reading values from source: numbers (kept live over parameters), conditions, strings, colours
// and styles, fonts, shapes and corner styles, each in the scene format's JSON.
#if canImport(Glibc)
import Glibc
#endif
internal import JSONText
internal import SwiftSyntax

/// An expression with parentheses, `try` and `await` taken off.
func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return unwrapped(only.expression)
    }
    if let attempt = expr.as(TryExprSyntax.self) { return unwrapped(attempt.expression) }
    if let waiting = expr.as(AwaitExprSyntax.self) { return unwrapped(waiting.expression) }
    return expr
}

/// A call's pieces: the callee, its labelled arguments, and its trailing closures (the first
/// unlabelled).
struct Call {
    var callee: ExprSyntax
    var arguments: [(label: String?, expression: ExprSyntax)]
    var trailing: [(label: String?, closure: ClosureExprSyntax)]

    init?(_ expr: ExprSyntax) {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        callee = call.calledExpression
        arguments = call.arguments.map { ($0.label?.text, $0.expression) }
        trailing = (call.trailingClosure.map { [(nil, $0)] } ?? [])
            + call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
    }

    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label == label }?.expression
    }

    /// The closure for `label`: an argument written as a closure, or a trailing closure (the
    /// first, unlabelled one counts as `label` when the call has no such argument).
    func closure(_ label: String) -> ClosureExprSyntax? {
        if let argument = argument(label)?.as(ClosureExprSyntax.self) { return argument }
        if let labelled = trailing.first(where: { $0.label == label }) { return labelled.closure }
        return trailing.first { $0.label == nil }?.closure
    }

    /// The labels written, for messages and dispatch (`"cornerRadius:style:"`).
    var labels: [String] { arguments.map { $0.label ?? "_" } }
}

/// The name a callee or member chain ends in: `VStack` for `VStack(…)`, `padding` for `x.padding`.
func calleeName(_ expr: ExprSyntax) -> String? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let generic = expr.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
    return nil
}

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

    // MARK: - Styles

    /// Apple's light-appearance system colours, by name (the scene format's colours).
    static let systemColors: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00",
        "green": "#34C759", "mint": "#00C7BE", "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF",
        "indigo": "#5856D6", "purple": "#AF52DE", "pink": "#FF2D55", "brown": "#A2845E", "gray": "#8E8E93",
        "accentColor": "#007AFF",
    ]

    /// A style (`STYLE` in the format): a colour, a colour with opacity, or a gradient. Nil and
    /// quiet when the expression is not colour-shaped at all (the caller decides what it is).
    mutating func style(_ expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        let expr = unwrapped(expr)
        if let reference = expr.as(DeclReferenceExprSyntax.self), case .expression(let bound, let boundScope)? = scope.lookup(reference.baseName.text) {
            return style(bound, boundScope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let baseName = member.base.flatMap { calleeName($0) }
            if member.base == nil || baseName == "Color" || baseName == "ShapeStyle" || baseName == "HierarchicalShapeStyle" {
                if name == "primary" || name == "secondary" { return .string(name) }
                if let hex = Self.systemColors[name] { return .string(hex) }
                if name == "clear" { return .object([("color", .string("#000000")), ("opacity", .number(0))]) }
                if name == "tint" { return .string("#007AFF") }
            }
            if name == "gradient", let base = member.base, let color = style(base, scope) {
                return anyGradient(color, at: expr, scope)
            }
            return nil
        }
        guard let call = Call(expr) else { return nil }
        let name = calleeName(call.callee)
        if let member = call.callee.as(MemberAccessExprSyntax.self), let base = member.base, name == "opacity" {
            guard let color = style(base, scope), let opacity = call.arguments.first.flatMap({ literal($0.expression, scope) }) else { return nil }
            return withOpacity(color, clampedOpacity(opacity, at: expr, scope))
        }
        switch name {
        case "Color":
            return colorInitializer(call, at: expr, scope)
        case "LinearGradient", "linearGradient":
            return linearGradient(call, at: expr, scope)
        default:
            return nil
        }
    }

    private mutating func clampedOpacity(_ value: Double, at expr: ExprSyntax, _ scope: Scope) -> Double {
        guard value.isNaN || value < 0 || value > 1 else { return value }
        warn("an opacity is between 0 and 1", at: expr, in: scope.file)
        return value.isNaN ? 1 : min(1, max(0, value))
    }

    /// A style at `opacity` times its own.
    func withOpacity(_ style: JSONValue, _ opacity: Double) -> JSONValue {
        switch style {
        case .string(let color) where color.hasPrefix("#"):
            return .object([("color", .string(color)), ("opacity", .number(opacity))])
        case .object(var members):
            if let index = members.firstIndex(where: { $0.0 == "opacity" }), case .number(let own) = members[index].1 {
                members[index].1 = .number(own * opacity)
            } else {
                members.append(("opacity", .number(opacity)))
            }
            return .object(members)
        default:
            // primary and secondary are written as the colours they are in light appearance.
            let color = style == .string("secondary") ? "#3C3C43" : "#000000"
            let own = style == .string("secondary") ? 0.6 : 1
            return .object([("color", .string(color)), ("opacity", .number(own * opacity))])
        }
    }

    /// `Color(red:green:blue:opacity:)`, `Color(.sRGB, red:…)`, `Color(white:opacity:)`; an
    /// asset colour (`Color("Brand")`) is a neutral grey stand-in, warned.
    private mutating func colorInitializer(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        if call.arguments.count == 1, call.arguments[0].label == nil, string(call.arguments[0].expression, scope) != nil {
            warn("asset colours cannot be read here: drawn as a neutral grey", at: expr, in: scope.file)
            return .string("#8E8E93")
        }
        func component(_ label: String) -> Double? {
            guard let argument = call.argument(label) else { return nil }
            return literal(argument, scope).map { min(1, max(0, $0.isNaN ? 0 : $0)) }
        }
        var rgb: (Double, Double, Double)?
        if let red = component("red"), let green = component("green"), let blue = component("blue") {
            rgb = (red, green, blue)
        } else if let white = component("white") {
            rgb = (white, white, white)
        }
        guard let rgb else {
            warn("this Color initialiser is not supported; drawn as a neutral grey", at: expr, in: scope.file)
            return .string("#8E8E93")
        }
        let hex = "#" + [rgb.0, rgb.1, rgb.2].map { hexByte(Int(($0 * 255).rounded())) }.joined()
        if let opacity = component("opacity"), opacity < 1 { return .object([("color", .string(hex)), ("opacity", .number(opacity))]) }
        return .string(hex)
    }

    func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[(value >> 4) & 15], digits[value & 15]])
    }

    /// `Color.orange.gradient` (SwiftUI's undocumented `AnyGradient`): top to bottom from a lighter
    /// tint to the colour; orange as docs/SCENES.md gives it, other colours mixed the same way.
    private mutating func anyGradient(_ color: JSONValue, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        let hex: String
        var opacity: Double?
        switch color {
        case .string(let value) where value.hasPrefix("#"): hex = value
        case .object(let members):
            guard case .string(let value)? = members.first(where: { $0.0 == "color" })?.1 else { return nil }
            hex = value
            if case .number(let o)? = members.first(where: { $0.0 == "opacity" })?.1 { opacity = o }
        default: return nil
        }
        let top: String
        if hex == "#FF9500" {
            top = "#FFB443"
        } else {
            let bytes = stride(from: 1, to: 7, by: 2).map { offset -> Int in
                let start = hex.index(hex.startIndex, offsetBy: offset)
                return Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
            }
            top = "#" + bytes.map { hexByte(Int((Double($0) + Double(255 - $0) * 0.28).rounded())) }.joined()
            warn("Color.gradient is approximated as a top-to-bottom gradient from a lighter tint", at: expr, in: scope.file)
        }
        var gradient: [(String, JSONValue)] = [("gradient", .object([
            ("angle", .number(180)),
            ("stops", .array([
                .object([("color", .string(top)), ("location", .number(0))]),
                .object([("color", .string(hex)), ("location", .number(1))]),
            ])),
        ]))]
        if let opacity { gradient.append(("opacity", .number(opacity))) }
        return .object(gradient)
    }

    /// `LinearGradient(colors:|stops:|gradient:, startPoint:, endPoint:)`.
    private mutating func linearGradient(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        var stops: [JSONValue] = []
        var colorList: ExprSyntax? = call.argument("colors")
        var stopList: ExprSyntax? = call.argument("stops")
        if let gradient = call.argument("gradient").flatMap({ Call(unwrapped($0)) }) {
            colorList = gradient.argument("colors")
            stopList = gradient.argument("stops")
        }
        if let list = colorList?.as(ArrayExprSyntax.self) {
            let count = list.elements.count
            for (index, element) in list.elements.enumerated() {
                guard let color = style(element.expression, scope) else { return nil }
                stops.append(gradientStop(color, location: count > 1 ? Double(index) / Double(count - 1) : 0))
            }
        } else if let list = stopList?.as(ArrayExprSyntax.self) {
            for element in list.elements {
                guard let stop = Call(unwrapped(element.expression)), let colorExpr = stop.argument("color"),
                      let color = style(colorExpr, scope), let location = stop.argument("location").flatMap({ literal($0, scope) }) else { return nil }
                stops.append(gradientStop(color, location: min(1, max(0, location))))
            }
        } else {
            return nil
        }
        guard stops.count >= 2 else {
            warn("a gradient needs at least two colours", at: expr, in: scope.file)
            return nil
        }
        let angle = gradientAngle(call.argument("startPoint"), call.argument("endPoint"), scope) ?? 180
        return .object([("gradient", .object([("angle", .number(angle)), ("stops", .array(stops))]))])
    }

    private func gradientStop(_ color: JSONValue, location: Double) -> JSONValue {
        var hex = "#000000"
        switch color {
        case .string(let value) where value.hasPrefix("#"): hex = value
        case .string("secondary"): hex = "#3C3C43"
        case .object(let members):
            if case .string(let value)? = members.first(where: { $0.0 == "color" })?.1 { hex = value }
        default: break
        }
        return .object([("color", .string(hex)), ("location", .number(location))])
    }

    /// The CSS angle (0 up, 90 right) from SwiftUI's unit points.
    private func gradientAngle(_ start: ExprSyntax?, _ end: ExprSyntax?, _ scope: Scope) -> Double? {
        func point(_ expr: ExprSyntax?) -> (Double, Double)? {
            guard let expr = expr.map(unwrapped) else { return nil }
            let named: [String: (Double, Double)] = [
                "top": (0.5, 0), "bottom": (0.5, 1), "leading": (0, 0.5), "trailing": (1, 0.5), "center": (0.5, 0.5),
                "topLeading": (0, 0), "topTrailing": (1, 0), "bottomLeading": (0, 1), "bottomTrailing": (1, 1),
            ]
            if let member = expr.as(MemberAccessExprSyntax.self) { return named[member.declName.baseName.text] }
            if let call = Call(expr), let x = call.argument("x"), let y = call.argument("y"),
               let xv = Double(x.trimmedDescription), let yv = Double(y.trimmedDescription) {
                return (xv, yv)
            }
            return nil
        }
        guard let a = point(start), let b = point(end), a != b else { return nil }
        let degrees = atan2Degrees(b.0 - a.0, -(b.1 - a.1))
        let rounded = (degrees * 1000).rounded() / 1000
        return rounded < 0 ? rounded + 360 : rounded
    }

    // MARK: - Fonts

    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2",
    ]
    static let weights: [String: String] = [
        "ultraLight": "regular", "thin": "regular", "light": "regular", "regular": "regular",
        "medium": "medium", "semibold": "semibold", "bold": "bold", "heavy": "heavy", "black": "heavy",
    ]

    /// A font (`FONT`): `.headline`, `.title2.bold()`, `.title2.weight(.semibold)`,
    /// `.system(size:weight:)`, `.system(.title2)`.
    mutating func font(_ expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        let expr = unwrapped(expr)
        if let reference = expr.as(DeclReferenceExprSyntax.self), case .expression(let bound, let boundScope)? = scope.lookup(reference.baseName.text) {
            return font(bound, boundScope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), Self.textStyles.contains(member.declName.baseName.text) {
            return .string(member.declName.baseName.text)
        }
        guard let call = Call(expr), let name = calleeName(call.callee) else {
            warn("\(String(expr.trimmedDescription.prefix(60))) is not a font the importer understands", at: expr, in: scope.file)
            return nil
        }
        let base = call.callee.as(MemberAccessExprSyntax.self)?.base
        switch name {
        case "bold", "weight":
            guard let base, let inner = font(base, scope) else { return nil }
            let weight = name == "bold" ? "bold" : call.arguments.first.flatMap { weightName($0.expression) } ?? "regular"
            return withWeight(inner, weight)
        case "italic", "monospacedDigit", "smallCaps", "leading", "width":
            guard let base else { return nil }
            warn(".\(name)() is not drawn: the font keeps its size and weight", at: expr, in: scope.file)
            return font(base, scope)
        case "system":
            if let size = call.argument("size") {
                guard let points = literal(size, scope) else { return nil }
                guard points > 0, points <= 1000 else {
                    warn("a font size is above 0 and at most 1000", at: size, in: scope.file)
                    return nil
                }
                var members: [(String, JSONValue)] = [("size", .number(points))]
                if let weight = call.argument("weight").flatMap(weightName), weight != "regular" { members.append(("weight", .string(weight))) }
                return .object(members)
            }
            if let style = call.arguments.first(where: { $0.label == nil })?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               Self.textStyles.contains(style) {
                if let weight = call.argument("weight").flatMap(weightName) { return withWeight(.string(style), weight) }
                return .string(style)
            }
        case "custom":
            if let size = call.argument("size").flatMap({ literal($0, scope) }), size > 0, size <= 1000 {
                warn("custom fonts are drawn in the system font at their size", at: expr, in: scope.file)
                return .object([("size", .number(size))])
            }
        default: break
        }
        warn("\(String(expr.trimmedDescription.prefix(60))) is not a font the importer understands", at: expr, in: scope.file)
        return nil
    }

    func weightName(_ expr: ExprSyntax) -> String? {
        guard let member = unwrapped(expr).as(MemberAccessExprSyntax.self) else { return nil }
        return Self.weights[member.declName.baseName.text]
    }

    /// A font with its weight set.
    func withWeight(_ font: JSONValue, _ weight: String) -> JSONValue {
        switch font {
        case .string(let style): return .object([("style", .string(style)), ("weight", .string(weight))])
        case .object(var members):
            members.removeAll { $0.0 == "weight" }
            if weight != "regular" || members.contains(where: { $0.0 == "style" }) { members.append(("weight", .string(weight))) }
            return .object(members)
        default: return font
        }
    }

    // MARK: - Shapes

    /// A shape (`SHAPE`), by type or by the leading-dot members SwiftUI offers (`.rect(…)`
    /// resolved by its labels: `corners:`/`uniform…Corners:` are ConcentricRectangle's,
    /// `cornerRadius:` RoundedRectangle's, `…Radius:` UnevenRoundedRectangle's).
    mutating func shape(_ expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        let expr = unwrapped(expr)
        if let reference = expr.as(DeclReferenceExprSyntax.self), case .expression(let bound, let boundScope)? = scope.lookup(reference.baseName.text) {
            return shape(bound, boundScope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "rect", "rectangle": return .string("Rectangle")
            case "capsule": return .string("Capsule")
            case "circle": return .string("Circle")
            case "ellipse": return .string("Ellipse")
            case "containerRelative": return .string("ContainerRelativeShape")
            default: break
            }
        }
        guard let call = Call(expr), let name = calleeName(call.callee) else {
            warn("\(String(expr.trimmedDescription.prefix(60))) is not a shape the importer understands", at: expr, in: scope.file)
            return nil
        }
        if name == "inset", let base = call.callee.as(MemberAccessExprSyntax.self)?.base {
            warn(".inset(by:) is only followed on a shape drawn as a view; this shape is not inset", at: expr, in: scope.file)
            return shape(base, scope)
        }
        let labels = Set(call.arguments.compactMap(\.label))
        switch name {
        case "Rectangle": return .string("Rectangle")
        case "Circle": return .string("Circle")
        case "Ellipse": return .string("Ellipse")
        case "ContainerRelativeShape": return .string("ContainerRelativeShape")
        case "Capsule", "capsule":
            return curve(call, scope).map { .object([("Capsule", .object([("style", .string($0))]))]) } ?? .string("Capsule")
        case "RoundedRectangle":
            return roundedRectangle(call, at: expr, scope)
        case "UnevenRoundedRectangle":
            return unevenRoundedRectangle(call, at: expr, scope)
        case "ConcentricRectangle":
            return concentricRectangle(call, at: expr, scope)
        case "rect":
            if labels.contains("cornerRadius") { return roundedRectangle(call, at: expr, scope) }
            if labels.contains(where: { $0.hasSuffix("Radius") }) { return unevenRoundedRectangle(call, at: expr, scope) }
            if call.arguments.isEmpty { return .string("Rectangle") }
            return concentricRectangle(call, at: expr, scope)
        default:
            warn("\(name) is not a shape the importer understands", at: expr, in: scope.file)
            return nil
        }
    }

    private mutating func curve(_ call: Call, _ scope: Scope) -> String? {
        guard let style = call.argument("style").map(unwrapped)?.as(MemberAccessExprSyntax.self) else { return nil }
        return style.declName.baseName.text == "circular" ? "circular" : nil
    }

    private mutating func roundedRectangle(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        guard let radiusExpr = call.argument("cornerRadius"), let radius = length(radiusExpr, scope, nonNegative: true) else {
            warn("RoundedRectangle needs a cornerRadius the importer understands", at: expr, in: scope.file)
            return nil
        }
        var arguments: [(String, JSONValue)] = [("cornerRadius", radius)]
        if let curve = curve(call, scope) { arguments.append(("style", .string(curve))) }
        return .object([("RoundedRectangle", .object(arguments))])
    }

    private mutating func unevenRoundedRectangle(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        var arguments: [(String, JSONValue)] = []
        for label in ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"] {
            guard let argument = call.argument(label) else { continue }
            guard let value = length(argument, scope, nonNegative: true) else { return nil }
            arguments.append((label, value))
        }
        if let curve = curve(call, scope) { arguments.append(("style", .string(curve))) }
        return .object([("UnevenRoundedRectangle", .object(arguments))])
    }

    private mutating func concentricRectangle(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        let known: Set<String> = [
            "corners", "isUniform", "topLeadingCorner", "topTrailingCorner", "bottomLeadingCorner", "bottomTrailingCorner",
            "uniformTopCorners", "uniformBottomCorners", "uniformLeadingCorners", "uniformTrailingCorners",
        ]
        var arguments: [(String, JSONValue)] = []
        for argument in call.arguments {
            guard let label = argument.label, known.contains(label) else {
                warn("ConcentricRectangle has no argument \(argument.label ?? "_"):", at: argument.expression, in: scope.file)
                continue
            }
            if label == "isUniform" {
                arguments.append((label, .bool(condition(argument.expression, scope))))
            } else if let style = cornerStyle(argument.expression, scope) {
                arguments.append((label, style))
            }
        }
        return .object([("ConcentricRectangle", .object(arguments))])
    }

    /// An `Edge.Corner.Style`: `.concentric`, `.concentric(minimum: m)` (a number means `.fixed`),
    /// `.fixed(r)`.
    mutating func cornerStyle(_ expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        let expr = unwrapped(expr)
        if let reference = expr.as(DeclReferenceExprSyntax.self), case .expression(let bound, let boundScope)? = scope.lookup(reference.baseName.text) {
            return cornerStyle(bound, boundScope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "concentric" {
            return .string("concentric")
        }
        if let call = Call(expr), let name = calleeName(call.callee) {
            switch name {
            case "fixed":
                guard let argument = call.arguments.first?.expression, let radius = length(argument, scope, nonNegative: true) else { return nil }
                return .object([("fixed", radius)])
            case "concentric":
                guard let minimum = call.argument("minimum") else { return .string("concentric") }
                let inner = unwrapped(minimum)
                let radius: JSONValue?
                if let fixed = Call(inner), calleeName(fixed.callee) == "fixed", let argument = fixed.arguments.first?.expression {
                    radius = length(argument, scope, nonNegative: true)
                } else {
                    radius = length(inner, scope, nonNegative: true)
                }
                guard let radius else { return nil }
                return .object([("concentric", .object([("minimum", radius)]))])
            default: break
            }
        }
        warn("\(String(expr.trimmedDescription.prefix(60))) is not a corner style the importer understands", at: expr, in: scope.file)
        return nil
    }
}

/// The angle of (x, y) from the y axis, clockwise, in degrees (a CSS gradient's angle).
func atan2Degrees(_ x: Double, _ y: Double) -> Double {
    atan2(x, y) * 180 / Double.pi
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
