// Where a view's modifier chain is written, so that the window can add a modifier after the last
// one or remove one: each modifier's call (`call`) and the chain's end (`chain`), as byte ranges
// with the layout around them (a modifier a line, or inline).
internal import SwiftSyntax

extension Importer {
    /// Notes where the modifier call `member` (the whole call `expr`, applied to `before`, which
    /// gave `node`) is written: a `call` anchor for the one modifier it added, and the view's
    /// chain end after it. A call that changed an earlier modifier instead (`.bold()` after a
    /// font) leaves no call of the node removable on its own: the tokens that wrote the earlier
    /// value no longer say it alone.
    func anchorModifierCall(_ member: MemberAccessExprSyntax, _ expr: ExprSyntax, before: ViewNode, node: inout ViewNode, _ scope: Scope) {
        let added = node.modifiers.count - before.modifiers.count
        let shared = scope.inlining.count > 1
        let end = expr.endPositionBeforeTrailingTrivia.utf8Offset
        let period = member.period
        let ownLine = period.leadingTrivia.contains { $0.isNewline }
        let dot = period.positionAfterSkippingLeadingTrivia.utf8Offset
        if added == 1 {
            // A call on a line of its own goes with its line break and indentation.
            let start = ownLine ? lineBreak(before: dot, in: scope.file) ?? dot : dot
            node.anchors.append((before.modifiers.count, EditAnchor(
                kind: .literal, argument: "call", file: scope.file.name, start: start, end: end, text: scope.file.text(start..<end), shared: shared)))
        } else if added == 0, !sameModifiers(before.modifiers, node.modifiers) {
            node.anchors.removeAll { $0.anchor.argument == "call" }
        }
        // The line break and indentation before the call's `.`, which a new modifier repeats (none
        // where something else stands before the `.` on its line, a comment: then inline).
        let indentation = ownLine ? lineBreak(before: dot, in: scope.file).map { scope.file.text($0..<dot) } ?? "" : ""
        setChainEnd(of: &node, after: expr, separator: indentation, scope)
    }

    /// Notes that the chain of `node` (made by `expr`) ends after `expr`, where a new modifier is
    /// written inline; a view made as one of several by the same expression (a `ForEach`) has none:
    /// a modifier added there would be every one's. In the preview's own closure a chain the view's
    /// body already ends is kept: the body is where the view's modifiers are written.
    ///
    /// After a colour or gradient written as a view (`isStyle`), the chain end is an `expression`:
    /// an `.opacity(…)` written there is read as the style's own opacity, not a modifier.
    func anchorChainEnd(of nodes: inout [ViewNode], after expr: ExprSyntax, isStyle: Bool = false, _ scope: Scope) {
        guard nodes.count == 1 else {
            for index in nodes.indices { nodes[index].anchors.removeAll { $0.anchor.argument == "chain" } }
            return
        }
        if scope.inlining.isEmpty, nodes[0].anchors.contains(where: { $0.anchor.argument == "chain" }) { return }
        setChainEnd(of: &nodes[0], after: expr, separator: "", kind: isStyle ? .expression : .literal, scope)
    }

    /// The chain's end: its last token, which the splice keeps, then `separator` (a line break
    /// and the chain's indentation, or nothing) before the new modifier, so that a splice whose
    /// token is no longer there (the file changed) is refused rather than written elsewhere. A
    /// new line goes after the rest of the token's line (a comment stays where it is).
    private func setChainEnd(of node: inout ViewNode, after expr: ExprSyntax, separator: String, kind: EditAnchor.Kind = .literal, _ scope: Scope) {
        node.anchors.removeAll { $0.anchor.argument == "chain" }
        guard let token = expr.lastToken(viewMode: .sourceAccurate) else { return }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = separator.isEmpty ? token.endPositionBeforeTrailingTrivia.utf8Offset : token.endPosition.utf8Offset
        let text = scope.file.text(start..<end)
        node.anchors.append((node.modifiers.count, EditAnchor(
            kind: kind, argument: "chain", file: scope.file.name, start: start, end: end, text: text, prefix: text + separator, shared: scope.inlining.count > 1)))
    }

    /// The offset of the line break (`\n`, or the `\r` of `\r\n`) that starts the line of the
    /// byte at `offset`, when only spaces and tabs stand between them.
    private func lineBreak(before offset: Int, in file: ParsedFile) -> Int? {
        var index = offset - 1
        while index >= 0, file.bytes[index] == 0x20 || file.bytes[index] == 0x09 { index -= 1 }
        guard index >= 0, file.bytes[index] == 0x0A || file.bytes[index] == 0x0D else { return nil }
        if file.bytes[index] == 0x0A, index > 0, file.bytes[index - 1] == 0x0D { return index - 1 }
        return index
    }

    /// Whether two modifier lists say the same (a brought view by its modifier's name only).
    private func sameModifiers(_ a: [ModifierNode], _ b: [ModifierNode]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { pair in
            switch pair {
            case (.value(let n, let v), .value(let m, let w)): n == m && v == w
            case (.view(let n, _, let o), .view(let m, _, let p)): n == m && o.map(\.0) == p.map(\.0) && o.map(\.1) == p.map(\.1)
            case (.value, .view), (.view, .value): false
            }
        }
    }
}
