// Modifiers from source: each SwiftUI spelling of a modifier the scene format has (the older ones
// too: `.cornerRadius`, `.foregroundColor`, `.fontWeight`, `.bold()`), in the order written.
internal import ConcentricCore
internal import JSONText
internal import SwiftSyntax

extension Importer {
    /// The shapes' SwiftUI types: Core's and the two whose corners come from the container.
    static let shapeKinds = Set(ContainerShapeKind.allCases.map(\.swiftUIName) + ["ConcentricRectangle", "ContainerRelativeShape"])

    /// `node` with the modifier `name` of `call` applied outside its others.
    mutating func applyModifier(_ name: String, _ call: Call, to node: ViewNode, at expr: ExprSyntax, _ scope: Scope) -> ViewNode {
        var node = node
        func add(_ modifier: String, _ value: JSONValue) { node.modifiers.append(.value(modifier, value)) }
        switch name {
        case "padding":
            if let value = padding(call, at: expr, scope) {
                add("padding", value)
                anchorPadding(call, on: &node, scope)
            }
        case "frame":
            if let value = frame(call, at: expr, scope) {
                add("frame", value)
                for argument in call.arguments where argument.label.map({ $0 != "alignment" }) ?? false && !argument.expression.is(NilLiteralExprSyntax.self) {
                    var anchor = anchor(of: argument.expression, scope)
                    anchor.argument = argument.label ?? ""
                    node.anchors.append((node.modifiers.count - 1, anchor))
                }
            }
        case "background":
            let count = node.modifiers.count
            background(call, to: &node, at: expr, scope)
            if node.modifiers.count > count {
                anchorRadius(of: call.argument("in"), on: &node, scope)
                anchorCorners(of: call.argument("in"), on: &node, scope)
            }
        case "overlay":
            overlay(call, to: &node, at: expr, scope)
        case "containerShape":
            if let shape = call.arguments.first.flatMap({ shape($0.expression, scope) }) {
                add("containerShape", shape)
                anchorRadius(of: call.arguments.first?.expression, on: &node, scope)
                anchorCorners(of: call.arguments.first?.expression, on: &node, scope)
            }
        case "clipShape":
            if let shape = call.arguments.first.flatMap({ shape($0.expression, scope) }) {
                add("clipShape", shape)
                anchorRadius(of: call.arguments.first?.expression, on: &node, scope)
                anchorCorners(of: call.arguments.first?.expression, on: &node, scope)
            }
        case "cornerRadius":
            // `.cornerRadius(r)` clips to `RoundedRectangle(cornerRadius: r)` (its documentation).
            if let radius = call.arguments.first.flatMap({ length($0.expression, scope, nonNegative: true) }) {
                add("clipShape", .object([("RoundedRectangle", .object([("cornerRadius", radius)]))]))
            }
        case "foregroundStyle", "foregroundColor":
            guard let argument = call.arguments.first?.expression else { break }
            if let fill = style(argument, scope) {
                add("foregroundStyle", fill)
                anchorFill(argument, on: &node, scope)
            } else {
                warn("\(String(argument.trimmedDescription.prefix(60))) is not a style the importer understands", at: argument, in: scope.file)
            }
        case "fill":
            guard let argument = call.arguments.first?.expression else { break }
            guard let fill = style(argument, scope) else {
                warn("\(String(argument.trimmedDescription.prefix(60))) is not a style the importer understands", at: argument, in: scope.file)
                break
            }
            // Only a shape has `.fill`, so the view is still the shape (at most inset by
            // `.inset(by:)`, read as padding) and the fill is the shape's own.
            if Self.shapeKinds.contains(node.kind), !node.arguments.contains(where: { $0.0 == "fill" }) {
                node.arguments.append(("fill", fill))
                anchorFill(argument, on: &node, ownShape: true, scope)
            } else {
                warn(".fill applies to a shape: drawn as its foreground style", at: expr, in: scope.file)
                add("foregroundStyle", fill)
            }
        case "stroke", "strokeBorder":
            stroke(name, call, to: &node, at: expr, scope)
        case "font":
            if let font = call.arguments.first.flatMap({ font($0.expression, scope) }) { add("font", font) }
        case "fontWeight", "bold":
            let weight = name == "bold" ? "bold" : (call.arguments.first.flatMap { weightName($0.expression) } ?? "regular")
            setWeight(weight, on: &node, at: expr, scope)
        case "italic", "underline", "strikethrough", "kerning", "tracking", "monospacedDigit", "textCase":
            warn(".\(name) is not drawn", at: expr, in: scope.file)
        case "opacity":
            if let argument = call.arguments.first?.expression, let value = number(argument, scope) {
                if case .literal(let v) = value, !(0...1).contains(v) {
                    warn("an opacity is between 0 and 1", at: argument, in: scope.file)
                    add("opacity", .number(min(1, max(0, v.isNaN ? 1 : v))))
                } else {
                    add("opacity", value.json)
                }
                node.anchors.append((node.modifiers.count - 1, anchor(of: argument, scope)))
            }
        case "shadow":
            shadow(call, to: &node, at: expr, scope)
        case "mask":
            mask(call, to: &node, at: expr, scope)
        case "labelStyle":
            if let style = memberName(call, among: ["iconOnly", "titleOnly", "titleAndIcon"]) {
                add("labelStyle", .string(style))
            } else {
                warn("this label style is not supported", at: expr, in: scope.file)
            }
        case "lineLimit":
            if let value = lineLimit(call, at: expr, scope) { add("lineLimit", value) }
        case "truncationMode":
            if let mode = memberName(call, among: ["head", "middle", "tail"]) {
                add("truncationMode", .string(mode))
            } else {
                warn("this truncation mode is not understood", at: expr, in: scope.file)
            }
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            let edgesExpr = name == "ignoresSafeArea" ? call.argument("edges") : call.arguments.first?.expression
            if let edgesExpr {
                if let edges = edgeNames(edgesExpr) {
                    add("ignoresSafeArea", .object([("edges", edges.count == 1 ? .string(edges[0]) : .array(edges.map { .string($0) }))]))
                } else {
                    warn("these edges are not understood: all edges ignore the safe area", at: edgesExpr, in: scope.file)
                    add("ignoresSafeArea", .object([]))
                }
            } else {
                add("ignoresSafeArea", .object([]))
            }
        case "multilineTextAlignment":
            let alignment = call.arguments.first.flatMap { unwrapped($0.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            if node.kind == "Text", node.modifiers.isEmpty, let alignment, ["leading", "center", "trailing"].contains(alignment) {
                node.arguments.append(("multilineTextAlignment", .string(alignment)))
            } else {
                warn(".multilineTextAlignment is followed only directly on a Text", at: expr, in: scope.file)
            }
        case "inset":
            // A shape view inset in its frame draws as the shape in the frame inset by the amount.
            if Self.shapeKinds.contains(node.kind), node.modifiers.isEmpty, let amount = call.arguments.first.flatMap({ length($0.expression, scope) }) {
                add("padding", amount)
            } else {
                warn(".inset(by:) is followed only on a shape view", at: expr, in: scope.file)
            }
        case "glassEffect":
            // Liquid Glass cannot be drawn here: a translucent white in its shape (a capsule by
            // default, as `glassEffect()`'s is), warned.
            let shape = call.argument("in").flatMap { self.shape($0, scope) } ?? .string("Capsule")
            warn("glass is approximated as a translucent fill", at: expr, in: scope.file)
            add("background", .object([("fill", .object([("color", .string("#FFFFFF")), ("opacity", .number(0.35))])), ("in", shape)]))
        case "offset":
            if let value = offset(call, at: expr, scope) { add("offset", value) }
        case "aspectRatio", "scaledToFit", "scaledToFill":
            add("aspectRatio", aspectRatio(name, call, at: expr, scope))
        case "fixedSize":
            add("fixedSize", fixedSize(call, scope))
        case "layoutPriority":
            if let argument = call.arguments.first?.expression, let value = number(argument, scope) {
                if case .literal(let v) = value, !v.isFinite {
                    warn("a layout priority is a finite number; using 0", at: argument, in: scope.file)
                    add("layoutPriority", .number(0))
                } else {
                    add("layoutPriority", value.json)
                }
            }
        case "task", "onAppear":
            readAnimation(call, modifier: name, at: expr, scope)
        default:
            warn("\(name) is not supported", at: expr, in: scope.file)
        }
        return node
    }

    /// The first argument's member name (`.iconOnly`, `.middle`) when it is one of `names`.
    private func memberName(_ call: Call, among names: Set<String>) -> String? {
        let name = call.arguments.first.flatMap { unwrapped($0.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        return name.flatMap { names.contains($0) ? $0 : nil }
    }

    /// `.lineLimit(2)`, `.lineLimit(2, reservesSpace: true)`; a range keeps its upper bound and
    /// `nil` (no limit) is dropped, each with a warning; the count must be a whole literal.
    private mutating func lineLimit(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        guard let first = call.arguments.first?.expression else { return nil }
        var countExpr = unwrapped(first)
        if countExpr.is(NilLiteralExprSyntax.self) {
            warn(".lineLimit(nil) is not in scenes: the texts keep any outer limit", at: expr, in: scope.file)
            return nil
        }
        if let range = countExpr.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self),
            op.operator.text == "..." || op.operator.text == "..<"
        {
            warn("a range of line limits keeps its upper bound", at: expr, in: scope.file)
            countExpr = unwrapped(range.rightOperand)
        }
        guard case .literal(let count)? = number(countExpr, scope), count == count.rounded(), count >= 1, count <= 1_000 else {
            warn("a line limit is read only as a whole number of lines from 1 to 1000", at: expr, in: scope.file)
            return nil
        }
        let reserves = call.argument("reservesSpace").map { unwrapped($0).as(BooleanLiteralExprSyntax.self)?.literal.text == "true" } ?? false
        return reserves ? .object([("count", .number(count)), ("reservesSpace", .bool(true))]) : .number(count)
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding([.top, .leading])`,
    /// `.padding(EdgeInsets(…))`.
    private mutating func padding(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        guard let first = call.arguments.first?.expression else { return .number(16) }
        if let insets = Call(unwrapped(first)), calleeName(insets.callee) == "EdgeInsets" {
            var members: [(String, JSONValue)] = []
            for edge in ["top", "leading", "bottom", "trailing"] {
                guard let argument = insets.argument(edge) else { continue }
                guard let value = length(argument, scope) else { return nil }
                members.append((edge, value))
            }
            return .object(members)
        }
        if let edges = edgeNames(first) {
            let amount = call.arguments.count > 1 ? length(call.arguments[1].expression, scope) : .number(16)
            guard let amount else { return nil }
            if edges == ["all"] { return amount }
            return .object(edges.map { ($0, amount) })
        }
        return length(first, scope)
    }

    /// Where a padding's numbers are written, each as the edges it sets: one number for every
    /// edge (`.padding(24)`, `.padding(.all, 24)`: argument ""), one for some edges
    /// (`.padding(.horizontal, 16)`: `edges:leading,trailing`), or one an edge
    /// (`EdgeInsets(top: 8, …)`: `edges:top`). The inspector's edge edits the edges its number
    /// sets together.
    private func anchorPadding(_ call: Call, on node: inout ViewNode, _ scope: Scope) {
        guard let first = call.arguments.first, first.label == nil else { return }
        let order = Self.paddingEdges
        func add(_ expr: ExprSyntax, edges: [String]) {
            var anchor = anchor(of: expr, scope)
            anchor.argument = Set(edges) == Set(order) ? "" : "edges:" + order.filter(edges.contains).joined(separator: ",")
            node.anchors.append((node.modifiers.count - 1, anchor))
        }
        if let insets = Call(unwrapped(first.expression)), calleeName(insets.callee) == "EdgeInsets" {
            for edge in order { if let value = insets.argument(edge) { add(value, edges: [edge]) } }
        } else if let names = edgeNames(first.expression) {
            guard call.arguments.count == 2, let amount = call.arguments.last?.expression else { return }
            add(amount, edges: names.flatMap(Self.edgesOf))
        } else if call.arguments.count == 1 {
            add(first.expression, edges: order)
        }
    }

    /// A padding's edges, in the order the scene format lists them.
    private static let paddingEdges = ["top", "leading", "bottom", "trailing"]

    /// The edges an `Edge.Set` member names.
    private static func edgesOf(_ name: String) -> [String] {
        switch name {
        case "all": paddingEdges
        case "horizontal": ["leading", "trailing"]
        case "vertical": ["top", "bottom"]
        default: [name]
        }
    }

    /// An `Edge.Set`: `.horizontal`, `.top`, `[.top, .leading]`, `.all`.
    func edgeNames(_ expr: ExprSyntax) -> [String]? {
        let valid: Set<String> = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
        let expr = unwrapped(expr)
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || calleeName(member.base!) == "Edge" {
            let name = member.declName.baseName.text
            return valid.contains(name) ? [name] : nil
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            var names: [String] = []
            for element in array.elements {
                guard let name = unwrapped(element.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text, valid.contains(name) else { return nil }
                names.append(name)
            }
            return names.isEmpty ? nil : names
        }
        return nil
    }

    /// `.frame(width:height:alignment:)` or `.frame(minWidth:…maxHeight:alignment:)`.
    private mutating func frame(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        let fixed: Set<String> = ["width", "height"]
        let flexible: Set<String> = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        var members: [(String, JSONValue)] = []
        var kinds: Set<Bool> = []
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            if label == "alignment" {
                if let alignment = unwrapped(argument.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text, alignment != "center" {
                    members.append(("alignment", .string(alignment)))
                }
                continue
            }
            guard fixed.contains(label) || flexible.contains(label) else {
                warn("frame has no argument \(label):", at: argument.expression, in: scope.file)
                continue
            }
            kinds.insert(fixed.contains(label))
            let isMaximum = label.hasPrefix("max")
            // `nil` is SwiftUI's "no bound": the argument is left out.
            if argument.expression.is(NilLiteralExprSyntax.self) { continue }
            guard let value = length(argument.expression, scope, nonNegative: true, allowsInfinity: isMaximum) else { continue }
            members.append((label, value))
        }
        guard kinds.count < 2 else {
            warn("frame mixes width/height with min/ideal/max: not one of SwiftUI's overloads", at: expr, in: scope.file)
            return nil
        }
        return members.isEmpty ? nil : .object(members)
    }

    /// `.offset(x:y:)` (either may be left out), `.offset(CGSize(width:height:))`, `.offset(.zero)`.
    private mutating func offset(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue? {
        var x: ExprSyntax? = call.argument("x"), y: ExprSyntax? = call.argument("y")
        if let size = call.argument(nil) {
            let unwrappedSize = unwrapped(size)
            if let member = unwrappedSize.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" {
                return .object([("x", .number(0)), ("y", .number(0))])
            }
            guard let made = Call(unwrappedSize), calleeName(made.callee) == "CGSize" else {
                warn("this offset is not understood (write CGSize(width:height:) or offset(x:y:))", at: size, in: scope.file)
                return nil
            }
            x = made.argument("width")
            y = made.argument("height")
        }
        var members: [(String, JSONValue)] = []
        for (key, argument) in [("x", x), ("y", y)] {
            guard let argument else {
                members.append((key, .number(0)))
                continue
            }
            guard let value = length(argument, scope) else { return nil }
            members.append((key, value))
        }
        return .object(members)
    }

    /// `.aspectRatio(_:contentMode:)` with a ratio (a number, `nil`, or `CGSize(width:height:)`,
    /// its width ÷ height) or without, `.scaledToFit()`, `.scaledToFill()`. A ratio that is not
    /// above 0 is left out, warned: the view's own ratio is used.
    private mutating func aspectRatio(_ name: String, _ call: Call, at expr: ExprSyntax, _ scope: Scope) -> JSONValue {
        var mode = name == "scaledToFill" ? "fill" : "fit"
        if name == "aspectRatio" {
            let written = call.argument("contentMode").flatMap { unwrapped($0).as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            if let written, ["fit", "fill"].contains(written) {
                mode = written
            } else {
                warn("this content mode is not understood: .fit is used", at: call.argument("contentMode") ?? expr, in: scope.file)
            }
        }
        var members: [(String, JSONValue)] = []
        if name == "aspectRatio", let ratio = call.argument(nil), !unwrapped(ratio).is(NilLiteralExprSyntax.self), let value = ratioValue(ratio, scope) {
            if case .literal(let v) = value, !(v > 0 && v.isFinite) {
                warn("an aspect ratio is above 0: the view's own ratio is used", at: ratio, in: scope.file)
            } else {
                members.append(("ratio", value.json))
            }
        }
        members.append(("contentMode", .string(mode)))
        return .object(members)
    }

    /// An aspect ratio: a number, or `CGSize(width:height:)` as its width ÷ height.
    private mutating func ratioValue(_ expr: ExprSyntax, _ scope: Scope) -> NumberExpression? {
        guard let size = Call(unwrapped(expr)), calleeName(size.callee) == "CGSize" else { return number(expr, scope) }
        guard let width = size.argument("width").flatMap({ number($0, scope) }), let height = size.argument("height").flatMap({ number($0, scope) }) else {
            return nil
        }
        return .combine(.divide, width, height)
    }

    /// `.fixedSize()` or `.fixedSize(horizontal:vertical:)`; a flag bound to state is read at its
    /// initial value (the scene format's switches are not parameters).
    private mutating func fixedSize(_ call: Call, _ scope: Scope) -> JSONValue {
        guard let horizontal = call.argument("horizontal"), let vertical = call.argument("vertical") else { return .object([]) }
        let h = condition(horizontal, scope), v = condition(vertical, scope)
        return h && v ? .object([]) : .object([("horizontal", .bool(h)), ("vertical", .bool(v))])
    }

    /// `.background(style, in: shape)`, `.background(style)`, `.background(view)`,
    /// `.background { view }`.
    private mutating func background(_ call: Call, to node: inout ViewNode, at expr: ExprSyntax, _ scope: Scope) {
        let shape = call.argument("in").flatMap { self.shape($0, scope) }
        if let content = call.closure("content"), call.arguments.allSatisfy({ $0.label == "alignment" }) {
            if call.argument("alignment") != nil { warn("a background's alignment is not followed: it is centred", at: expr, in: scope.file) }
            if let view = oneView(closureViews(content, arguments: [], scope)) { node.modifiers.append(.view("background", view, [])) }
            return
        }
        guard let first = call.arguments.first(where: { $0.label == nil })?.expression else {
            if shape != nil {
                // `.background(in: shape)`: the background style, white in light appearance.
                node.modifiers.append(.value("background", .object([("fill", .string("#FFFFFF")), ("in", shape ?? .string("Rectangle"))])))
            }
            return
        }
        if let fill = style(first, scope) {
            var members: [(String, JSONValue)] = [("fill", fill)]
            if let shape { members.append(("in", shape)) }
            node.modifiers.append(.value("background", .object(members)))
            anchorFill(first, on: &node, scope)
            return
        }
        if let material = unwrapped(first).as(MemberAccessExprSyntax.self)?.declName.baseName.text, material.hasSuffix("Material") {
            warn("materials are approximated as a translucent white", at: first, in: scope.file)
            var members: [(String, JSONValue)] = [("fill", .object([("color", .string("#FFFFFF")), ("opacity", .number(0.6))]))]
            if let shape { members.append(("in", shape)) }
            node.modifiers.append(.value("background", .object(members)))
            return
        }
        if let view = oneView(views(first, scope)) { node.modifiers.append(.view("background", view, shape.map { [("in", $0)] } ?? [])) }
    }

    /// `.overlay(alignment:) { view }`, `.overlay(style, in: shape)`, `.overlay(style)`,
    /// `.overlay(view, alignment:)` (the older spelling).
    private mutating func overlay(_ call: Call, to node: inout ViewNode, at expr: ExprSyntax, _ scope: Scope) {
        let alignment = alignmentArgument(call, "overlay", scope)
        if let content = call.closure("content"), call.arguments.allSatisfy({ $0.label == "alignment" }) {
            if let view = oneView(closureViews(content, arguments: [], scope)) { node.modifiers.append(.view("overlay", view, alignment)) }
            return
        }
        guard let first = call.arguments.first(where: { $0.label == nil })?.expression else { return }
        if let fill = style(first, scope) {
            var members: [(String, JSONValue)] = [("fill", fill)]
            if let shape = call.argument("in").flatMap({ self.shape($0, scope) }) { members.append(("in", shape)) }
            node.modifiers.append(.value("overlay", .object(members)))
            anchorFill(first, on: &node, scope)
            return
        }
        if let view = oneView(views(first, scope)) { node.modifiers.append(.view("overlay", view, alignment)) }
    }

    /// `.mask { view }`, `.mask(alignment:) { view }`, and the older `.mask(view)`
    /// (`.mask(RoundedRectangle(cornerRadius: 12))`).
    private mutating func mask(_ call: Call, to node: inout ViewNode, at expr: ExprSyntax, _ scope: Scope) {
        let alignment = alignmentArgument(call, "mask", scope)
        let made: [ViewNode]
        if let content = call.closure("mask"), call.arguments.allSatisfy({ $0.label == "alignment" }) {
            made = closureViews(content, arguments: [], scope)
        } else if let first = call.arguments.first(where: { $0.label == nil })?.expression {
            made = views(first, scope)
        } else {
            return
        }
        if let view = oneView(made) { node.modifiers.append(.view("mask", view, alignment)) }
    }

    /// The views a modifier's closure or argument made, as the one view the scene format takes:
    /// several are a ZStack (SwiftUI's implicit one), none is nothing.
    func oneView(_ made: [ViewNode]) -> ViewNode? {
        guard let first = made.first else { return nil }
        return made.count > 1 ? ViewNode("ZStack", children: made, childField: "children", place: first.place) : first
    }

    /// A modifier's `alignment:` as the scene format's member (`[]` for the centre, SwiftUI's
    /// default); one the importer does not understand is warned and centred.
    private mutating func alignmentArgument(_ call: Call, _ modifier: String, _ scope: Scope) -> [(String, JSONValue)] {
        guard let argument = call.argument("alignment") else { return [] }
        guard let name = alignmentName(argument) else {
            warn("this alignment is not understood: the \(modifier) is centred", at: argument, in: scope.file)
            return []
        }
        return name == "center" ? [] : [("alignment", .string(name))]
    }

    /// An `Alignment` by its member name (`.topTrailing`, `Alignment.bottom`); nil for any other.
    func alignmentName(_ expr: ExprSyntax) -> String? {
        let names: Set<String> = ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
        guard let member = unwrapped(expr).as(MemberAccessExprSyntax.self), member.base.map({ calleeName($0) == "Alignment" }) ?? true else { return nil }
        let name = member.declName.baseName.text
        return names.contains(name) ? name : nil
    }

    /// `.stroke(style, lineWidth:)`, `.stroke(lineWidth:)`, `.strokeBorder(style, lineWidth:)`,
    /// `.strokeBorder(lineWidth:)`, and the `style: StrokeStyle(lineWidth:)` forms: the shape view's
    /// stroke, drawn over its fill (iOS 17's `ShapeView`).
    private mutating func stroke(_ name: String, _ call: Call, to node: inout ViewNode, at expr: ExprSyntax, _ scope: Scope) {
        guard Self.shapeKinds.contains(node.kind), !node.arguments.contains(where: { $0.0 == "stroke" }) else {
            warn(".\(name) applies to a shape: not drawn", at: expr, in: scope.file)
            return
        }
        var members: [(String, JSONValue)] = []
        if let argument = call.arguments.first(where: { $0.label == nil })?.expression {
            if let fill = style(argument, scope) {
                members.append(("style", fill))
            } else {
                warn("\(String(argument.trimmedDescription.prefix(60))) is not a style the importer understands", at: argument, in: scope.file)
            }
        }
        var width = call.argument("lineWidth")
        if let strokeStyle = call.argument("style").flatMap({ Call(unwrapped($0)) }), calleeName(strokeStyle.callee) == "StrokeStyle" {
            width = strokeStyle.argument("lineWidth")
            if strokeStyle.arguments.contains(where: { $0.label != "lineWidth" }) {
                warn("only a StrokeStyle's line width is drawn", at: expr, in: scope.file)
            }
        }
        members.append(("lineWidth", width.flatMap { length($0, scope, nonNegative: true) } ?? .number(1)))
        if name == "strokeBorder" { members.append(("border", .bool(true))) }
        node.arguments.append(("stroke", .object(members)))
    }

    /// `.shadow(radius:)`, `.shadow(color:radius:x:y:)`: the colour one colour (a style the
    /// importer reads), SwiftUI's default without one.
    private mutating func shadow(_ call: Call, to node: inout ViewNode, at expr: ExprSyntax, _ scope: Scope) {
        guard let radiusExpr = call.argument("radius"), let radius = length(radiusExpr, scope, nonNegative: true) else {
            warn("a shadow needs a radius the importer understands: not drawn", at: expr, in: scope.file)
            return
        }
        var members: [(String, JSONValue)] = []
        if let colorExpr = call.argument("color") {
            if let fill = style(colorExpr, scope), !Self.isGradient(fill) {
                members.append(("color", fill))
            } else {
                warn("\(String(colorExpr.trimmedDescription.prefix(60))) is not a colour the importer understands: the default shadow colour is drawn", at: colorExpr, in: scope.file)
            }
        }
        members.append(("radius", radius))
        for axis in ["x", "y"] {
            guard let offset = call.argument(axis).flatMap({ length($0, scope) }), offset != .number(0) else { continue }
            members.append((axis, offset))
        }
        node.modifiers.append(.value("shadow", .object(members)))
    }

    /// Whether a style (the scene format's STYLE) is a gradient.
    static func isGradient(_ style: JSONValue) -> Bool {
        guard case .object(let members) = style else { return false }
        return members.contains { $0.0 == "gradient" }
    }

    /// `.bold()` and `.fontWeight(_:)`: the weight of the view's own font when it has one, else
    /// the body style at that weight (warned: an enclosing font's size is not inherited here).
    private mutating func setWeight(_ weight: String, on node: inout ViewNode, at expr: ExprSyntax, _ scope: Scope) {
        for index in node.modifiers.indices.reversed() {
            if case .value("font", let font) = node.modifiers[index] {
                node.modifiers[index] = .value("font", withWeight(font, weight))
                return
            }
        }
        warn("a weight without a font on the same view is drawn in the body style", at: expr, in: scope.file)
        node.modifiers.append(.value("font", withWeight(.string("body"), weight)))
    }
}
