// Reading SwiftSyntax nodes the importer's way: expressions unwrapped, calls taken apart, names.
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
