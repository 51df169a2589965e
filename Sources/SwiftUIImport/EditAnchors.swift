// Where a modifier's value sits in the source, so that the window (which cannot parse Swift)
// can splice a new value into the user's own text: plain byte ranges and kinds, no syntax type.
internal import JSONText
internal import SwiftSyntax

/// How a value the scene shows is written in the source, and the splice that changes it:
/// the bytes `start..<end` of `file` (which hold `text` now) become `prefix + VALUE + suffix`.
struct EditAnchor {
    enum Kind: String {
        /// A number literal (`24`, `-4.5`): VALUE replaces it.
        case literal
        /// A custom view's property the call site does not give: the splice adds the argument
        /// (`padding: VALUE, ` before the next argument), leaving the declaration's default alone.
        case argument
        /// A previewed `@State` (`inset`): the preview's state, not a value of this view.
        case state
        /// Any other expression (`cornerRadius - inset`): not rewritten into a number.
        case expression
    }

    var kind: Kind
    /// Which of the modifier's values: an argument's label (`minHeight`), "" for the one value.
    var argument = ""
    var file: String
    var start: Int
    var end: Int
    var text: String
    var prefix = ""
    var suffix = ""
    /// The value is written inside a custom view's declaration (not the previewed view's own
    /// body): changing it changes every use of that view.
    var shared = false
    /// Of an expression reading one literal through a name (`cornerRadius * 2`): where that
    /// literal is written, so that an edit can offer to change it instead. At most one; an
    /// array because a struct cannot hold an optional of a struct that holds it.
    var reads: [LiteralRead] = []

    /// The anchor's JSON, and its literal read's as `reads:ARGUMENT` with the expression's
    /// `formula` over the literal's name and the literal's `value` now.
    func json(path: [Int], modifier: Int) -> [JSONValue] {
        var written = [JSONValue.object(fields(path: path, modifier: modifier))]
        if let read = reads.first {
            var literal = read.anchor
            literal.argument = "reads:" + argument
            written.append(.object(literal.fields(path: path, modifier: modifier) + [("formula", .string(read.formula)), ("value", .number(read.value))]))
        }
        return written
    }

    private func fields(path: [Int], modifier: Int) -> [(String, JSONValue)] {
        [
            ("path", .array(path.map { .number(Double($0)) })), ("modifier", .number(Double(modifier))),
            ("kind", .string(kind.rawValue)), ("argument", .string(argument)), ("file", .string(file)),
            ("start", .number(Double(start))), ("end", .number(Double(end))), ("text", .string(text)),
            ("prefix", .string(prefix)), ("suffix", .string(suffix)), ("shared", .bool(shared)),
        ]
    }
}

/// The one literal an expression reads through a name (`cornerRadius` in `cornerRadius * 2`):
/// where it is written, the expression over that name in the scene format's `expr` (every other
/// name folded to its value), and the literal's value now.
struct LiteralRead {
    var anchor: EditAnchor
    var formula: String
    var value: Double
}

/// Where a custom view's call would take an argument it does not give: what the splice replaces
/// (a neighbouring token, kept in the suffix or prefix) and what it puts around the value.
struct ArgumentSlot {
    var file: String
    var start: Int
    var end: Int
    var text: String
    var prefix: String
    var suffix: String
}

extension Importer {
    /// The anchor of the number `expr` as read in `scope`: a literal, a call site's missing
    /// argument, a previewed `@State`, or an expression.
    func anchor(of expr: ExprSyntax, _ scope: Scope, depth: Int = 0) -> EditAnchor {
        let expr = unwrapped(expr)
        let start = expr.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = expr.endPositionBeforeTrailingTrivia.utf8Offset
        let shared = scope.inlining.count > 1
        var isLiteral = expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            isLiteral = prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        }
        // `.infinity` (`maxWidth: .infinity`) is a constant, written back as one.
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "infinity",
           member.base.map({ ["CGFloat", "Double"].contains($0.trimmedDescription) }) ?? true {
            isLiteral = true
        }
        if isLiteral {
            return EditAnchor(kind: .literal, file: scope.file.name, start: start, end: end, text: scope.file.text(of: expr), shared: shared)
        }
        var other = EditAnchor(kind: .expression, file: scope.file.name, start: start, end: end, text: scope.file.text(of: expr), shared: shared)
        guard depth < 32, let reference = expr.as(DeclReferenceExprSyntax.self) else {
            if depth == 0, let read = literalRead(of: expr, scope) { other.reads = [read] }
            return other
        }
        let name = reference.baseName.text
        guard let (bound, slot) = scope.lookupWithSlot(name) else { return other }
        if let slot {
            return EditAnchor(kind: .argument, file: slot.file, start: slot.start, end: slot.end, text: slot.text, prefix: slot.prefix, suffix: slot.suffix)
        }
        switch bound {
        case .expression(let value, let valueScope):
            return anchor(of: value, valueScope, depth: depth + 1)
        case .number(.parameter):
            return EditAnchor(kind: .state, file: scope.file.name, start: start, end: end, text: name, shared: shared)
        case .number, .closure, .text, .flag, .environment:
            return other
        }
    }

    /// The one literal `expr` reads through a name (`cornerRadius * 2`, `cornerRadius` given
    /// as 28 at the call, or missing there), when it reads exactly one such name and no
    /// previewed `@State` (whose default the window offers instead); nil otherwise.
    private func literalRead(of expr: ExprSyntax, _ scope: Scope) -> LiteralRead? {
        var found: (name: String, reference: DeclReferenceExprSyntax, anchor: EditAnchor)?
        for token in expr.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  !(reference.parent?.is(MemberAccessExprSyntax.self) ?? false), scope.lookup(name) != nil else { continue }
            let read = anchor(of: ExprSyntax(reference), scope, depth: 1)
            switch read.kind {
            case .state: return nil
            case .expression: continue
            case .literal, .argument:
                if let found, found.name != name { return nil }
                found = (name, reference, read)
            }
        }
        guard let found else { return nil }
        // Evaluated on a copy, with the name left open: the import's own warnings are said once.
        var probe = self
        guard let formula = probe.number(expr, scope.adding([found.name: .number(.parameter(found.name))])), formula.isLive,
              case .literal(let value)? = probe.number(ExprSyntax(found.reference), scope), value.isFinite else { return nil }
        return LiteralRead(anchor: found.anchor, formula: formula.text, value: value)
    }

    /// Notes where the style of `node`'s last modifier (a background's, an overlay's, a
    /// foreground style), or of the shape view `node` itself when `ownShape` (its `.fill`), is
    /// written, as its `fill`: `literal` when it names nothing the file declares (`Color.white`,
    /// `.orange.gradient`, `Color(red: 1, green: 0.5, blue: 0)`), so the window can write a new
    /// style over it; a property's value is followed to the argument that gives it (or the
    /// call's slot for it), as a number's is.
    func anchorFill(_ expr: ExprSyntax, on node: inout ViewNode, ownShape: Bool = false, _ scope: Scope) {
        guard let slot = node.anchorSlot(ownShape: ownShape) else { return }
        var anchor = fillAnchor(of: expr, scope)
        anchor.argument = "fill"
        node.anchors.append((slot, anchor))
    }

    private func fillAnchor(of expr: ExprSyntax, _ scope: Scope, depth: Int = 0) -> EditAnchor {
        let expr = unwrapped(expr)
        let start = expr.positionAfterSkippingLeadingTrivia.utf8Offset, end = expr.endPositionBeforeTrailingTrivia.utf8Offset
        let shared = scope.inlining.count > 1
        if depth < 32, let reference = expr.as(DeclReferenceExprSyntax.self), let (bound, slot) = scope.lookupWithSlot(reference.baseName.text) {
            if let slot {
                return EditAnchor(kind: .argument, file: slot.file, start: slot.start, end: slot.end, text: slot.text, prefix: slot.prefix, suffix: slot.suffix)
            }
            if case .expression(let value, let valueScope) = bound { return fillAnchor(of: value, valueScope, depth: depth + 1) }
        }
        let plain = expr.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            guard case .identifier(let name) = token.tokenKind else { return true }
            return scope.lookup(name) == nil
        }
        return EditAnchor(kind: plain ? .literal : .expression, file: scope.file.name, start: start, end: end, text: scope.file.text(of: expr), shared: shared)
    }

    /// Notes where the previewed `@State` `name`'s default `value` is written, when a literal.
    mutating func anchorParameter(_ name: String, default value: ExprSyntax, _ scope: Scope) {
        var anchor = anchor(of: value, scope)
        guard anchor.kind == .literal, !parameterAnchors.contains(where: { $0.argument == name }) else { return }
        anchor.argument = name
        anchor.shared = false
        parameterAnchors.append(anchor)
    }

    /// The anchor of a rounded rectangle's radius written in the shape of `node`'s last modifier
    /// (`.rect(cornerRadius: 56)`, `RoundedRectangle(cornerRadius: r)`), or in the shape view
    /// `node` itself when `ownShape`, as its `cornerRadius`. So too a concentric rectangle's one
    /// style for every corner (`corners: .fixed(r)`, `.concentric(minimum: .fixed(m))`): its
    /// number, as its `cornerFixed` or `cornerMinimum`.
    func anchorRadius(of shape: ExprSyntax?, on node: inout ViewNode, ownShape: Bool = false, _ scope: Scope) {
        guard let shape, let call = Call(unwrapped(shape)), let name = calleeName(call.callee), let slot = node.anchorSlot(ownShape: ownShape) else { return }
        var found: (argument: String, value: ExprSyntax)?
        if name == "rect" || name == "RoundedRectangle", let radius = call.argument("cornerRadius") {
            found = ("cornerRadius", radius)
        } else if name == "rect" || name == "ConcentricRectangle", let corners = call.argument("corners"), let style = Call(unwrapped(corners)) {
            switch calleeName(style.callee) {
            case "fixed"?:
                found = style.arguments.first.map { ("cornerFixed", $0.expression) }
            case "concentric"?:
                // `.concentric(minimum: .fixed(m))`, or a bare number as the minimum.
                let minimum = style.argument("minimum").map(unwrapped)
                let inner = minimum.flatMap(Call.init).flatMap { calleeName($0.callee) == "fixed" ? $0.arguments.first?.expression : nil }
                found = (inner ?? minimum).map { ("cornerMinimum", $0) }
            default:
                found = nil
            }
        }
        guard let found else { return }
        var anchor = anchor(of: found.value, scope)
        anchor.argument = found.argument
        node.anchors.append((slot, anchor))
    }

    /// The anchors of a concentric rectangle's corners in the shape of `node`'s last modifier
    /// (`ConcentricRectangle(…)`, `.rect(corners: …)`), or of the shape view `node` itself when
    /// `ownShape`: each labelled argument's value as
    /// `corner:LABEL`, and the text between the parentheses as `arguments:CALLEE`, so that a
    /// corner's new style replaces its argument, or the list when the file's grouping of the
    /// corners no longer says them. An argument is `literal` when the window can write it again
    /// as it reads (numbers, and previewed `@State`s, which the generator writes by name); the
    /// list is `literal` when every argument is.
    func anchorCorners(of shape: ExprSyntax?, on node: inout ViewNode, ownShape: Bool = false, _ scope: Scope) {
        guard let shape, let expression = unwrapped(shape).as(FunctionCallExprSyntax.self), let call = Call(ExprSyntax(expression)),
              let name = calleeName(call.callee), let slot = node.anchorSlot(ownShape: ownShape),
              name == "ConcentricRectangle" || (name == "rect" && !call.labels.contains { $0.hasSuffix("Radius") }),
              let close = expression.rightParen, let open = expression.leftParen else { return }
        let shared = scope.inlining.count > 1
        var plain = true
        for argument in call.arguments {
            guard let label = argument.label else { return }
            let value = argument.expression
            let isPlain = isRewritable(value, scope)
            plain = plain && isPlain
            let anchor = EditAnchor(
                kind: isPlain ? .literal : .expression, argument: "corner:" + label, file: scope.file.name,
                start: value.positionAfterSkippingLeadingTrivia.utf8Offset, end: value.endPositionBeforeTrailingTrivia.utf8Offset,
                text: scope.file.text(of: value), shared: shared)
            node.anchors.append((slot, anchor))
        }
        // The bytes between the parentheses are the argument list's own, trivia included.
        let start = open.endPosition.utf8Offset, end = close.position.utf8Offset
        let text = expression.arguments.description
        node.anchors.append((slot, EditAnchor(
            kind: plain ? .literal : .expression, argument: "arguments:" + name, file: scope.file.name, start: start, end: end, text: text, shared: shared)))
    }

    /// Whether `expr` (a corner style, `true`) names nothing but a corner style's members and
    /// labels and the preview's `@State`s: written again from the scene, it reads the same.
    private func isRewritable(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
        expr.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            guard case .identifier(let name) = token.tokenKind else { return true }
            if ["concentric", "fixed", "minimum"].contains(name) { return true }
            if case .number(.parameter)? = scope.lookup(name) { return true }
            return false
        }
    }

    /// For each property of `declaration` that `call` does not give, where the argument goes:
    /// before the first argument of a later property (memberwise order), else after the last
    /// argument, else inside the empty parentheses, else after the type's name.
    func argumentSlots(_ declaration: ViewDeclaration, call: FunctionCallExprSyntax?, file: ParsedFile) -> [String: ArgumentSlot] {
        guard let call else { return [:] }
        let settable = declaration.properties.filter { !$0.isFixed && !$0.isClosure && $0.wrapper != "Environment" }.map(\.name)
        let given = call.arguments.compactMap { $0.label?.text }
        var slots: [String: ArgumentSlot] = [:]
        for (index, name) in settable.enumerated() where !given.contains(name) {
            let later = Set(settable[(index + 1)...])
            if let next = call.arguments.first(where: { $0.label.map { later.contains($0.text) } ?? false }), let label = next.label {
                slots[name] = slot(replacing: label, file: file, prefix: "\(name): ", suffix: ", " + label.text)
            } else if let last = call.arguments.last {
                let token = last.expression.lastToken(viewMode: .sourceAccurate)
                if let token { slots[name] = slot(replacing: token, file: file, prefix: token.text + ", \(name): ", suffix: "") }
            } else if let open = call.leftParen {
                slots[name] = slot(replacing: open, file: file, prefix: "(\(name): ", suffix: "")
            } else if let token = call.calledExpression.lastToken(viewMode: .sourceAccurate) {
                slots[name] = slot(replacing: token, file: file, prefix: token.text + "(\(name): ", suffix: ")")
            }
        }
        return slots
    }

    private func slot(replacing token: TokenSyntax, file: ParsedFile, prefix: String, suffix: String) -> ArgumentSlot {
        ArgumentSlot(
            file: file.name, start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: token.text, prefix: prefix, suffix: suffix)
    }
}
