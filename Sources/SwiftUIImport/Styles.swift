// Styles and fonts from source: system colours, `Color(red:green:blue:)`, opacities, gradients,
// and the font spellings, in the scene format's JSON.
#if canImport(Glibc)
import Glibc
#endif
internal import JSONText
internal import SwiftSyntax

extension Importer {
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
}

/// The angle of (x, y) from the y axis, clockwise, in degrees (a CSS gradient's angle).
func atan2Degrees(_ x: Double, _ y: Double) -> Double {
    atan2(x, y) * 180 / Double.pi
}
