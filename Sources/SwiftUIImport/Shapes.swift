// Shapes and corner styles from source, by type or by SwiftUI's leading-dot members, in the
// scene format's JSON.
internal import ConcentricCore
internal import JSONText
internal import SwiftSyntax

extension Importer {
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
            let name = member.declName.baseName.text
            if name == "rect" { return .string(ContainerShapeKind.rectangle.swiftUIName) }
            if name == "containerRelative" { return .string("ContainerRelativeShape") }
            if let kind = ContainerShapeKind(rawValue: name), let shape = Self.bareShape(kind) { return shape }
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
        // `.capsule(style:)` is the one leading-dot member of these that takes arguments.
        if let kind = ContainerShapeKind(swiftUIName: name) ?? (name == "capsule" ? .capsule : nil) {
            return plainShape(kind, call, at: expr, scope)
        }
        switch name {
        case "ContainerRelativeShape": return .string("ContainerRelativeShape")
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

    /// A shape of Core's written without arguments (`Circle()`, `.circle`), as the scene format
    /// spells it; nil for a shape that needs some.
    static func bareShape(_ kind: ContainerShapeKind) -> JSONValue? {
        switch kind {
        case .rectangle, .capsule, .circle, .ellipse: .string(kind.swiftUIName)
        case .roundedRectangle, .unevenRoundedRectangle: nil
        }
    }

    /// A shape of Core's called with its arguments (`Capsule(style: .circular)`, `.capsule(…)`).
    private mutating func plainShape(_ kind: ContainerShapeKind, _ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        switch kind {
        case .rectangle, .circle, .ellipse: return .string(kind.swiftUIName)
        case .capsule:
            return curve(call, scope).map { .object([(kind.swiftUIName, .object([("style", .string($0))]))]) } ?? .string(kind.swiftUIName)
        case .roundedRectangle: return roundedRectangle(call, at: expr, scope)
        case .unevenRoundedRectangle: return unevenRoundedRectangle(call, at: expr, scope)
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
