// The declarations an import reads: `View` structs (their stored properties, computed views and
// view-building functions) and the file's previews.
internal import SwiftSyntax

/// A stored property of a view struct, in declaration order (the memberwise initialiser's order).
struct StoredProperty {
    var name: String
    /// The default value, if written.
    var initializer: ExprSyntax?
    /// The property wrapper's name (`State`, `Binding`, `Environment`, `ViewBuilder`, …), if any.
    var wrapper: String?
    /// `@Environment(\.accessibilityReduceMotion)`'s key, `accessibilityReduceMotion`.
    var environmentKey: String?
    /// A `let` with a default cannot be set by the memberwise initialiser.
    var isFixed: Bool
    /// Declared with a function type (`() -> Content`): a trailing closure binds to it.
    var isClosure: Bool
}

/// A `struct X: View` (or any struct with a `body`).
final class ViewDeclaration {
    let name: String
    let file: ParsedFile
    let properties: [StoredProperty]
    /// Computed properties by name (`body` among them): their getter's statements.
    let computed: [String: CodeBlockItemListSyntax]
    /// Functions by name (a `@ViewBuilder func row(_ title: String) -> some View`).
    let functions: [String: FunctionDeclSyntax]
    let place: SourcePlace

    init?(_ decl: StructDeclSyntax, file: ParsedFile) {
        var properties: [StoredProperty] = []
        var computed: [String: CodeBlockItemListSyntax] = [:]
        var functions: [String: FunctionDeclSyntax] = [:]
        for member in file.activeMembers(decl.memberBlock.members) {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                guard !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
                let wrapper = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first
                let wrapperName = wrapper.map { $0.attributeName.trimmedDescription.split(separator: "<").first.map(String.init) ?? "" }
                var environmentKey: String?
                if wrapperName == "Environment", case .argumentList(let arguments)? = wrapper?.arguments,
                   let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self) {
                    environmentKey = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
                }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let accessor = binding.accessorBlock {
                        switch accessor.accessors {
                        case .getter(let items): computed[name] = items
                        case .accessors(let list):
                            if let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body {
                                computed[name] = body.statements
                            }
                        @unknown default: break
                        }
                        continue
                    }
                    let type = binding.typeAnnotation?.type
                    let isClosure = type.map { type in
                        type.is(FunctionTypeSyntax.self) || type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
                    } ?? false
                    properties.append(StoredProperty(
                        name: name, initializer: binding.initializer?.value, wrapper: wrapperName, environmentKey: environmentKey,
                        isFixed: variable.bindingSpecifier.text == "let" && binding.initializer != nil && wrapperName == nil,
                        isClosure: isClosure))
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                functions[function.name.text] = function
            }
        }
        guard computed["body"] != nil else { return nil }
        self.name = decl.name.text
        self.file = file
        self.properties = properties
        self.computed = computed
        self.functions = functions
        self.place = file.place(of: decl.name)
    }

    /// Whether `X()` builds it: every stored property has a default or comes from the environment.
    var isBuildableWithoutArguments: Bool {
        properties.allSatisfy { $0.initializer != nil || $0.wrapper == "Environment" }
    }
}

/// A preview the main file declares: `#Preview("Title") { … }` or a `PreviewProvider`'s
/// `previews`.
struct PreviewDeclaration {
    var title: String?
    var statements: CodeBlockItemListSyntax
    var place: SourcePlace
}

/// The structs and previews of one file, top level and nested in `#if`.
func declarations(in file: ParsedFile) -> (views: [ViewDeclaration], previews: [PreviewDeclaration]) {
    var views: [ViewDeclaration] = []
    var previews: [PreviewDeclaration] = []
    for item in file.activeItems(file.tree.statements) {
        if let structure = item.item.as(StructDeclSyntax.self) {
            let inherits = structure.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if inherits.contains("PreviewProvider") {
                if let previewsBody = declarationPreviews(structure, file: file) {
                    previews.append(PreviewDeclaration(title: nil, statements: previewsBody, place: file.place(of: structure.name)))
                }
                continue
            }
            if let view = ViewDeclaration(structure, file: file) { views.append(view) }
        } else if let macro = item.item.as(MacroExpansionDeclSyntax.self) {
            if let preview = previewDeclaration(macro, file: file) { previews.append(preview) }
        } else if let macro = item.item.as(MacroExpansionExprSyntax.self) {
            // `#Preview { … }` at the top level parses as an expression or a declaration.
            if let preview = previewDeclaration(macro, file: file) { previews.append(preview) }
        }
    }
    return (views, previews)
}

/// `#Preview("Title") { … }`: its title, when it is a plain string, and its body.
private func previewDeclaration(_ macro: some FreestandingMacroExpansionSyntax, file: ParsedFile) -> PreviewDeclaration? {
    guard macro.macroName.text == "Preview", let closure = macro.trailingClosure else { return nil }
    let title = macro.arguments.first.flatMap { argument -> String? in
        guard argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
    return PreviewDeclaration(title: title, statements: closure.statements, place: file.place(of: macro))
}

/// A `PreviewProvider`'s `static var previews: some View { … }` statements.
private func declarationPreviews(_ structure: StructDeclSyntax, file: ParsedFile) -> CodeBlockItemListSyntax? {
    for member in file.activeMembers(structure.memberBlock.members) {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" {
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?: return items
            case .accessors(let list)?: return list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
            case nil: return nil
            @unknown default: return nil
            }
        }
    }
    return nil
}
