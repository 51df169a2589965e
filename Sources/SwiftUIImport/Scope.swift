// What a name means where an expression is read: a view's properties, a function's parameters,
// a `ForEach` element, a local `let`, each bound to the expression that gives its value.
internal import SwiftSyntax

/// A name's value, evaluated where it is used: the importer reads source by what the use site
/// needs (a number for `.padding(inset)`, a style for `.background(background, in:)`), as the
/// type checker would have told it.
enum Bound {
    /// An expression written in another scope (an argument, a default value, a `let`).
    case expression(ExprSyntax, Scope)
    /// A closure passed for a `@ViewBuilder` property or parameter (`content`).
    case closure(ClosureExprSyntax, Scope)
    /// A number: a scene parameter, a `ForEach` element, an evaluated value.
    case number(NumberExpression)
    case text(String)
    case flag(Bool)
    /// An `@Environment` value, by its key (`accessibilityReduceMotion`, `colorScheme`).
    case environment(String)
}

/// A level of names, innermost first through `parent`. Immutable once made.
final class Scope {
    let parent: Scope?
    let bindings: [String: Bound]
    /// The view struct whose members (computed views, functions) are visible here.
    let owner: ViewDeclaration?
    /// The file whose source this scope's expressions come from.
    let file: ParsedFile
    /// The custom views whose bodies this source is inside, outermost first: a view in its own
    /// chain contains itself. A closure passed in (`content`) keeps its caller's chain, so a
    /// card inside another card's content is no recursion.
    let inlining: [String]
    /// A custom view's properties its call does not give (bound to their defaults here), and
    /// where the call would take each: an edit adds the argument rather than change every use.
    let slots: [String: ArgumentSlot]

    init(parent: Scope?, bindings: [String: Bound] = [:], owner: ViewDeclaration?, file: ParsedFile, inlining: [String] = [], slots: [String: ArgumentSlot] = [:]) {
        self.parent = parent
        self.bindings = bindings
        self.owner = owner
        self.file = file
        self.inlining = inlining
        self.slots = slots
    }

    /// A scope inside this one with more names.
    func adding(_ bindings: [String: Bound]) -> Scope {
        Scope(parent: self, bindings: bindings, owner: owner, file: file, inlining: inlining)
    }

    func lookup(_ name: String) -> Bound? {
        lookupWithSlot(name)?.bound
    }

    /// A name's value, with the call site's slot when the value is a property's default.
    func lookupWithSlot(_ name: String) -> (bound: Bound, slot: ArgumentSlot?)? {
        var scope: Scope? = self
        while let current = scope {
            if let bound = current.bindings[name] { return (bound, current.slots[name]) }
            scope = current.parent
        }
        return nil
    }
}
