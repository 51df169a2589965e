// Views from source: view-builder statements, SwiftUI's views, custom views inlined with their
// arguments, `ForEach`, `Group`, `if`, and what is not understood as placeholders.
internal import JSONText
internal import SwiftSyntax

extension Importer {
    /// The views a view-builder body makes. `promotingState` turns `@Previewable @State` numbers
    /// into scene parameters (a preview's own state).
    mutating func views(in items: CodeBlockItemListSyntax, scope: Scope, promotingState: Bool = false) -> [ViewNode] {
        var scope = scope
        var made: [ViewNode] = []
        for item in scope.file.activeItems(items) {
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    scope = scope.adding(localBindings(variable, scope: scope, promotingState: promotingState))
                } else {
                    warn("this declaration is not read", at: decl, in: scope.file)
                }
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    if let expr = returned.expression { made += views(expr, scope) }
                    return made
                } else if let expression = statement.as(ExpressionStmtSyntax.self) {
                    made += statementViews(expression.expression, scope)
                } else {
                    warn("this statement is not read", at: statement, in: scope.file)
                }
            case .expr(let expr):
                made += statementViews(expr, scope)
            @unknown default:
                warn("this statement is not read", at: item, in: scope.file)
            }
        }
        return made
    }

    private mutating func statementViews(_ expr: ExprSyntax, _ scope: Scope) -> [ViewNode] {
        if let branch = expr.as(IfExprSyntax.self) { return ifViews(branch, scope) }
        if let choice = expr.as(SwitchExprSyntax.self) {
            warn("switch is not followed: its first case is shown", at: choice.switchKeyword, in: scope.file)
            guard let first = choice.cases.first?.as(SwitchCaseSyntax.self) else { return [] }
            return views(in: first.statements, scope: scope)
        }
        return views(expr, scope)
    }

    /// `if`/`else`: `if #available` takes its first branch; other conditions are evaluated.
    private mutating func ifViews(_ branch: IfExprSyntax, _ scope: Scope) -> [ViewNode] {
        var taken = true
        for element in branch.conditions {
            switch element.condition {
            case .availability: continue
            case .expression(let expr): taken = taken && condition(expr, scope)
            default:
                warn("this condition is not followed: taken as false", at: element, in: scope.file)
                taken = false
            }
        }
        if taken { return views(in: branch.body.statements, scope: scope) }
        switch branch.elseBody {
        case .ifExpr(let next)?: return ifViews(next, scope)
        case .codeBlock(let block)?: return views(in: block.statements, scope: scope)
        case nil: return []
        @unknown default: return []
        }
    }

    /// The names a `let`/`var` in a builder introduces. A preview's `@Previewable @State` number
    /// is a parameter; other values are bound to their expressions.
    private mutating func localBindings(_ variable: VariableDeclSyntax, scope: Scope, promotingState: Bool) -> [String: Bound] {
        let isState = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }
        var bindings: [String: Bound] = [:]
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            if isState, promotingState, let number = self.number(value, scope), case .literal(let v) = number {
                bindings[name] = .number(declareParameter(name, value: v, at: scope.file.place(of: value)))
                anchorParameter(name, default: value, scope)
            } else {
                bindings[name] = .expression(value, scope)
            }
        }
        return bindings
    }

    /// The views one expression makes (several for `Group`, `ForEach`, a custom view with
    /// several in its body; none for `EmptyView`).
    mutating func views(_ expr: ExprSyntax, _ scope: Scope, implicitBase: [ViewNode]? = nil) -> [ViewNode] {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting < 400 else {
            warn("views nested too deeply to follow", at: expr, in: scope.file)
            return []
        }
        let expr = unwrapped(expr)
        let place = scope.file.place(of: expr)
        // A colour or gradient used as a view (`Color.white.opacity(0.16)`, `LinearGradient(…)`).
        if looksLikeStyle(expr), let fill = style(expr, scope) {
            var made = [madeView(styleView(fill, place: place))]
            anchorChainEnd(of: &made, after: expr, isStyle: true, scope)
            return made
        }
        if let conditional = expr.as(PostfixIfConfigExprSyntax.self) {
            var base = conditional.base.map { views($0, scope, implicitBase: implicitBase) } ?? implicitBase ?? []
            if case .postfixExpression(let applied)? = scope.file.regions.activeClause(for: conditional.config)?.elements {
                base = views(applied, scope, implicitBase: base)
            }
            return base
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return views(condition(ternary.condition, scope) ? ternary.thenExpression : ternary.elseExpression, scope)
        }
        if let branch = expr.as(IfExprSyntax.self) { return ifViews(branch, scope) }
        if let call = Call(expr) {
            if let member = call.callee.as(MemberAccessExprSyntax.self) {
                if let base = member.base {
                    // `Type.init(…)` and `Color.white` as callees are views, not modifiers.
                    if member.declName.baseName.text != "init" {
                        return modified(views(base, scope, implicitBase: implicitBase), by: member, call, at: expr, scope)
                    }
                } else if let implicitBase {
                    return modified(implicitBase, by: member, call, at: expr, scope)
                }
            }
            if let name = calleeName(call.callee) {
                var made = callViews(name, call, at: expr, scope)
                anchorChainEnd(of: &made, after: expr, scope)
                return made
            }
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            var made = namedViews(reference.baseName.text, at: expr, scope)
            anchorChainEnd(of: &made, after: expr, scope)
            return made
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            var made = namedViews(member.declName.baseName.text, at: expr, scope)
            anchorChainEnd(of: &made, after: expr, scope)
            return made
        }
        warn("\(String(expr.trimmedDescription.prefix(60))) is not a view the importer understands", at: expr, in: scope.file)
        return []
    }

    /// `nodes` with the modifier `member` (the call `expr`) applied, its call and the chain's new
    /// end noted.
    private mutating func modified(_ nodes: [ViewNode], by member: MemberAccessExprSyntax, _ call: Call, at expr: ExprSyntax, _ scope: Scope) -> [ViewNode] {
        nodes.map { node in
            var applied = applyModifier(member.declName.baseName.text, call, to: node, at: expr, scope)
            if nodes.count == 1 {
                anchorModifierCall(member, expr, before: node, node: &applied, scope)
            } else {
                applied.anchors.removeAll { $0.anchor.argument == "chain" || $0.anchor.argument == "call" }
            }
            return applied
        }
    }

    /// Whether an expression is a colour or gradient chain (`Color…`, `LinearGradient(…)…`).
    private func looksLikeStyle(_ expr: ExprSyntax) -> Bool {
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    guard member.declName.baseName.text == "opacity" else { return false }
                    current = base
                } else {
                    let name = calleeName(call.calledExpression)
                    return name == "Color" || name == "LinearGradient"
                }
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" { return true }
                guard member.declName.baseName.text == "gradient" else { return false }
                current = base
            } else {
                return false
            }
        }
    }

    /// A `Color` view for a plain colour, else a fill view (`LinearGradient` in the format).
    private func styleView(_ fill: JSONValue, place: SourcePlace) -> ViewNode {
        switch fill {
        case .string(let color):
            return ViewNode("Color", scalar: .string(color), place: place)
        case .object(let members) where members.first?.0 == "color":
            return ViewNode("Color", members, place: place)
        case .object(let members):
            // {"gradient": {angle, stops}, "opacity"?} → LinearGradient's arguments.
            var arguments: [(String, JSONValue)] = []
            if case .object(let gradient)? = members.first(where: { $0.0 == "gradient" })?.1 { arguments = gradient }
            if let opacity = members.first(where: { $0.0 == "opacity" }) { arguments.append(opacity) }
            return ViewNode("LinearGradient", arguments, place: place)
        default:
            return ViewNode("Color", scalar: .string("#000000"), place: place)
        }
    }

    /// Counts a view made, for the scene format's limit.
    mutating func madeView(_ node: ViewNode) -> ViewNode {
        viewsMade += 1
        return node
    }

    /// A name in view position: a computed view property, or a bound expression.
    private mutating func namedViews(_ name: String, at expr: ExprSyntax, _ scope: Scope) -> [ViewNode] {
        switch scope.lookup(name) {
        case .expression(let bound, let boundScope)?: return views(bound, boundScope)
        case .closure(let closure, let boundScope)?: return closureViews(closure, arguments: [], boundScope)
        default: break
        }
        if let owner = scope.owner, let getter = owner.computed[name] {
            return views(in: getter, scope: scope)
        }
        if name == "EmptyView" { return [] }
        return placeholder(name, at: expr, scope)
    }

    /// A closure's body as a view builder, its parameters bound to `arguments`.
    mutating func closureViews(_ closure: ClosureExprSyntax, arguments: [Bound], _ scope: Scope) -> [ViewNode] {
        var bindings: [String: Bound] = [:]
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = arguments.indices.map { "$\($0)" }
        @unknown default: names = []
        }
        for (name, value) in zip(names, arguments) where name != "_" { bindings[name] = value }
        return views(in: closure.statements, scope: scope.adding(bindings))
    }

    /// `Name(…)`: SwiftUI's views, custom views, the owner's view functions, bound closures.
    private mutating func callViews(_ name: String, _ call: Call, at expr: ExprSyntax, _ scope: Scope) -> [ViewNode] {
        let place = scope.file.place(of: expr)
        if case .closure(let closure, let boundScope)? = scope.lookup(name) {
            return closureViews(closure, arguments: call.arguments.map { .expression($0.expression, scope) }, boundScope)
        }
        switch name {
        case "VStack", "LazyVStack", "HStack", "LazyHStack", "ZStack":
            return [madeView(stack(name, call, at: expr, scope))]
        case "Group":
            return call.closure("content").map { closureViews($0, arguments: [], scope) } ?? []
        case "ForEach":
            return forEach(call, at: expr, scope)
        case "EmptyView":
            return []
        case "Spacer":
            var arguments: [(String, JSONValue)] = []
            if let minimum = call.argument("minLength"), let value = length(minimum, scope) { arguments.append(("minLength", value)) }
            return [madeView(ViewNode("Spacer", arguments, place: place))]
        case "Divider":
            return [madeView(ViewNode("Divider", [], place: place))]
        case "Text":
            return text(call, at: expr, scope).map { [madeView($0)] } ?? []
        case "Label":
            guard let title = call.arguments.first(where: { $0.label == nil }).flatMap({ sceneText($0.expression, scope) }) else {
                return placeholder("Label", at: expr, scope)
            }
            guard let symbol = call.argument("systemImage").flatMap({ string($0, scope) }) else {
                warn("a Label's image is drawn as a stand-in symbol", at: expr, in: scope.file)
                return [madeView(ViewNode("Label", [("title", .string(title)), ("systemImage", .string("questionmark"))], place: place))]
            }
            return [madeView(ViewNode("Label", [("title", .string(title)), ("systemImage", .string(symbol))], place: place))]
        case "Image":
            if let symbol = call.argument("systemName").flatMap({ string($0, scope) }) {
                return [madeView(ViewNode("Image", [("systemName", .string(symbol))], place: place))]
            }
            warn("images from assets cannot be read here: drawn as a neutral grey", at: expr, in: scope.file)
            return [madeView(ViewNode("Color", scalar: .string("#8E8E93"), place: place))]
        case "Button":
            return button(call, at: expr, scope)
        case _ where Self.shapeKinds.contains(name):
            guard let shape = shape(expr, scope) else { return placeholder(name, at: expr, scope) }
            var node = shapeView(shape, place: place)
            anchorRadius(of: expr, on: &node, ownShape: true, scope)
            anchorCorners(of: expr, on: &node, ownShape: true, scope)
            return [madeView(node)]
        default:
            break
        }
        if let declaration = viewDeclaration(name) {
            return inline(declaration, arguments: call.arguments, trailing: call.trailing, callScope: scope, at: place, call: expr.as(FunctionCallExprSyntax.self))
        }
        if let owner = scope.owner, let function = owner.functions[name] {
            return functionViews(function, call, scope)
        }
        if let content = call.closure("content") ?? call.trailing.first?.closure {
            warn("\(name) is not supported: its content is laid out in a VStack", at: expr, in: scope.file)
            var node = ViewNode("VStack", [("spacing", .number(0))], children: closureViews(content, arguments: [], scope), childField: "children", place: place)
            node.modifiers.append(.value("name", .string(name)))
            return [madeView(node)]
        }
        return placeholder(name, at: expr, scope)
    }

    /// A shape as a view: the format's `{"Kind": {args}}` from a SHAPE's JSON.
    private func shapeView(_ shape: JSONValue, place: SourcePlace) -> ViewNode {
        switch shape {
        case .string(let kind): return ViewNode(kind, place: place)
        case .object(let members):
            guard let (kind, arguments) = members.first, case .object(let list) = arguments else { return ViewNode("Rectangle", place: place) }
            return ViewNode(kind, list, place: place)
        default: return ViewNode("Rectangle", place: place)
        }
    }

    /// An unknown leaf view: a hatched, labelled placeholder with its place in the source.
    private mutating func placeholder(_ name: String, at expr: ExprSyntax, _ scope: Scope) -> [ViewNode] {
        let place = scope.file.place(of: expr)
        warn("\(name) is not supported", at: place)
        let label = String(String.UnicodeScalarView(name.unicodeScalars.prefix(1_000)))
        return [madeView(ViewNode("Placeholder", [("label", .string(label)), ("source", .string(place.description))], place: place))]
    }

    /// `VStack(alignment:spacing:) { … }`, `HStack`, `ZStack(alignment:)`.
    private mutating func stack(_ name: String, _ call: Call, at expr: ExprSyntax, _ scope: Scope) -> ViewNode {
        let kind = name.hasPrefix("Lazy") ? String(name.dropFirst(4)) : name
        var arguments: [(String, JSONValue)] = []
        if let alignment = call.argument("alignment").map(unwrapped)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            let allowed: Set<String> = switch kind {
            case "VStack": ["leading", "center", "trailing"]
            case "HStack": ["top", "center", "bottom"]
            default: ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
            }
            if allowed.contains(alignment) {
                if alignment != "center" { arguments.append(("alignment", .string(alignment))) }
            } else {
                warn("\(kind) has no alignment .\(alignment); centred", at: expr, in: scope.file)
            }
        }
        if kind != "ZStack", let spacing = call.argument("spacing"), let value = length(spacing, scope) {
            arguments.append(("spacing", value))
        }
        let children = call.closure("content").map { closureViews($0, arguments: [], scope) } ?? []
        return ViewNode(kind, arguments, children: children, childField: "children", place: scope.file.place(of: expr))
    }

    /// `Text("…")`, `Text(verbatim:)`, a text from a string property.
    private mutating func text(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> ViewNode? {
        guard let argument = call.arguments.first?.expression, let content = sceneText(argument, scope) else { return nil }
        return ViewNode("Text", [("content", .string(content))], place: scope.file.place(of: expr))
    }

    /// `Button("Title", systemImage:) {}`, `Button("Title") {}`, `Button { } label: { … }`,
    /// `Button(action:label:)`.
    private mutating func button(_ call: Call, at expr: ExprSyntax, _ scope: Scope) -> [ViewNode] {
        let place = scope.file.place(of: expr)
        if let titleExpr = call.arguments.first(where: { $0.label == nil })?.expression, let title = sceneText(titleExpr, scope) {
            var arguments: [(String, JSONValue)] = [("title", .string(title))]
            if let symbol = call.argument("systemImage").flatMap({ string($0, scope) }) { arguments.append(("systemImage", .string(symbol))) }
            return [madeView(ViewNode("Button", arguments, place: place))]
        }
        let labelClosure = call.argument("label")?.as(ClosureExprSyntax.self) ?? call.trailing.first(where: { $0.label == "label" })?.closure
        guard let labelClosure else { return placeholder("Button", at: expr, scope) }
        var label = closureViews(labelClosure, arguments: [], scope)
        if label.count > 1 {
            label = [ViewNode("HStack", children: label, childField: "children", place: place)]
        }
        guard let only = label.first else { return placeholder("Button", at: expr, scope) }
        return [madeView(ViewNode("Button", children: [only], childField: "label", place: place))]
    }

    /// `ForEach` over an integer range or an array literal; a range bound that depends on a
    /// parameter is read at its default, warned.
    private mutating func forEach(_ call: Call, at expr: ExprSyntax, _ scope: Scope, data given: (ExprSyntax, Scope)? = nil) -> [ViewNode] {
        guard let written = call.arguments.first?.expression, let content = call.closure("content") else {
            return placeholder("ForEach", at: expr, scope)
        }
        // The data is read where it was written (a property's default), the closure where it is.
        let (data, dataScope) = given ?? (written, scope)
        var elements: [Bound] = []
        let source = unwrapped(data)
        if let range = source.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "..<" || op == "...", let lower = literal(range.leftOperand, dataScope), let upper = literal(range.rightOperand, dataScope) {
            let end = op == "..<" ? upper - 1 : upper
            guard lower.isFinite, end.isFinite, end - lower < Double(Self.maximumViews) else {
                warn("this range is too long for a scene", at: data, in: dataScope.file)
                return []
            }
            if lower <= end {
                for value in stride(from: lower, through: end, by: 1) { elements.append(.number(.literal(value))) }
            }
        } else if let array = source.as(ArrayExprSyntax.self) {
            for element in array.elements {
                if let text = string(element.expression, dataScope) {
                    elements.append(.text(text))
                } else {
                    elements.append(.expression(element.expression, dataScope))
                }
            }
        } else if let reference = source.as(DeclReferenceExprSyntax.self), case .expression(let bound, let boundScope)? = dataScope.lookup(reference.baseName.text) {
            return forEach(call, at: expr, scope, data: (bound, boundScope))
        } else {
            warn("ForEach over \(String(data.trimmedDescription.prefix(40))) is not followed: only ranges and array literals are", at: data, in: dataScope.file)
            return []
        }
        var made: [ViewNode] = []
        for element in elements {
            made += closureViews(content, arguments: [element], scope)
            if viewsMade > Self.maximumViews { break }
        }
        return made
    }

    /// A `@ViewBuilder func` of the view being read, called with arguments.
    private mutating func functionViews(_ function: FunctionDeclSyntax, _ call: Call, _ scope: Scope) -> [ViewNode] {
        guard let body = function.body else { return [] }
        var bindings: [String: Bound] = [:]
        var positional = call.arguments[...]
        var trailing = call.trailing[...]
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let index = positional.firstIndex(where: { $0.label == label }) {
                bindings[name] = bound(positional[index].expression, scope)
                positional.remove(at: index)
            } else if parameter.type.is(FunctionTypeSyntax.self) || parameter.type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true,
                      let closure = trailing.popFirst() {
                bindings[name] = .closure(closure.closure, scope)
            } else if let value = parameter.defaultValue?.value {
                bindings[name] = .expression(value, scope)
            }
        }
        return views(in: body.statements, scope: scope.adding(bindings))
    }

    /// An argument as a binding: closures kept as closures.
    func bound(_ expr: ExprSyntax, _ scope: Scope) -> Bound {
        if let closure = unwrapped(expr).as(ClosureExprSyntax.self) { return .closure(closure, scope) }
        return .expression(expr, scope)
    }

    /// A custom view inlined: its properties bound from the call's arguments (the memberwise
    /// initialiser's order and labels), its body read, and the result named after the type. A
    /// view made by the preview itself (no custom view around it) is the previewed view: its
    /// `@State` numbers become the scene's parameters.
    mutating func inline(
        _ declaration: ViewDeclaration, arguments: [(label: String?, expression: ExprSyntax)],
        trailing: [(label: String?, closure: ClosureExprSyntax)], callScope: Scope, at place: SourcePlace, call: FunctionCallExprSyntax? = nil
    ) -> [ViewNode] {
        guard !callScope.inlining.contains(declaration.name), callScope.inlining.count < Self.maximumDepth else {
            warn("\(declaration.name) contains itself: not expanded", at: place)
            return [madeView(ViewNode("Placeholder", [("label", .string(declaration.name)), ("source", .string(place.description))], place: place))]
        }
        let promotingState = callScope.inlining.isEmpty
        if promotingState, previewedView == nil { previewedView = declaration.name }
        noteUse(of: declaration)
        let definitions = Scope(parent: nil, owner: declaration, file: declaration.file, inlining: callScope.inlining + [declaration.name])
        var bindings: [String: Bound] = [:]
        var remaining = arguments[...]
        var closures = trailing[...]
        for property in declaration.properties {
            if property.wrapper == "Environment" {
                bindings[property.name] = .environment(property.environmentKey ?? property.name)
                continue
            }
            if !property.isFixed, let index = remaining.firstIndex(where: { $0.label == property.name }) {
                let argument = remaining[index].expression
                remaining.remove(at: index)
                // `$inset` passes the binding: the same parameter.
                if let projected = unwrapped(argument).as(DeclReferenceExprSyntax.self), projected.baseName.text.hasPrefix("$") {
                    bindings[property.name] = .expression(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(String(projected.baseName.text.dropFirst())))), callScope)
                } else {
                    bindings[property.name] = bound(argument, callScope)
                }
                continue
            }
            if property.isClosure, !property.isFixed, let index = closures.firstIndex(where: { $0.label == nil || $0.label == property.name }) {
                bindings[property.name] = .closure(closures[index].closure, callScope)
                closures.remove(at: index)
                continue
            }
            guard let initializer = property.initializer else {
                warn("\(declaration.name) needs \(property.name):, which this call does not give", at: place)
                continue
            }
            if property.wrapper == "State", promotingState, let number = number(initializer, definitions), case .literal(let value) = number {
                bindings[property.name] = .number(declareParameter(property.name, value: value, at: declaration.file.place(of: initializer)))
                anchorParameter(property.name, default: initializer, definitions)
            } else {
                bindings[property.name] = .expression(initializer, definitions)
            }
        }
        for argument in remaining {
            warn("\(declaration.name) has no property \(argument.label ?? "_"):", at: argument.expression, in: callScope.file)
        }
        // Only a default left in place has a slot: a property the call gives is edited there.
        let slots = argumentSlots(declaration, call: call, file: callScope.file).filter { name, _ in
            if case .expression(let value, _)? = bindings[name] { return declaration.properties.contains { $0.name == name && $0.initializer?.id == value.id } }
            return false
        }
        let scope = Scope(parent: definitions, bindings: bindings, owner: declaration, file: declaration.file, inlining: definitions.inlining, slots: slots)
        guard let body = declaration.computed["body"] else { return [] }
        var made = views(in: body, scope: scope)
        for index in made.indices {
            made[index].modifiers.append(.value("name", .string(declaration.name)))
        }
        return made
    }
}
