// Copy and paste of views: a subtree as text in the scene format's own view JSON, read back by the
// scene reader with every rule a file gets.
import ConcentricCore
import ConcentricScene
import ConcentricJSON

/// A copied view: the view and the parameters it refers to (with their defaults where copied),
/// as text:
///
///     {"parameters": {"inset": 8}, "view": VIEW}
///
/// where VIEW is what a scene file's `"root"` holds. A bare VIEW (a view copied from a scene file
/// by hand) is read too.
public struct ViewClipboard: Sendable, Hashable {
    /// The copied view.
    public var view: SceneView
    /// The parameters it refers to, with the defaults of the document it was copied from (a bare
    /// VIEW's with 0).
    public var parameters: [SceneParameter]

    public init(view: SceneView, parameters: [SceneParameter]) {
        self.view = view
        self.parameters = parameters
    }

    /// The view at `path` of `document`, with the declarations of the parameters it uses.
    public init(copying path: ViewPath, of document: SceneDocument) throws(SceneEditError) {
        guard let view = document.view(at: path) else { throw .noView(path) }
        let used = view.parameterNames
        self.init(view: view, parameters: document.parameters.filter { used.contains($0.name) })
    }

    /// The clipboard's text.
    public var text: String {
        var members: [(String, JSONValue)] = []
        if !parameters.isEmpty { members.append(("parameters", .object(parameters.map { ($0.name, .number($0.defaultValue)) }))) }
        members.append(("view", SceneWriter.view(view)))
        var out = ""
        SceneWriter.emit(.object(members), indent: 0, column: 0, into: &out)
        return out + "\n"
    }

    /// Reads clipboard text (either form). Errors are the reader's, with their place.
    public init(text: String) throws(SceneEditError) {
        do throws(InputError) {
            let node = try JSONNode.parse(text)
            var parameters: [SceneParameter] = []
            let viewNode: JSONNode
            if case .object(let members) = node.value, members.contains(where: { $0.0 == "view" }) {
                try node.rejectUnknownFields(["parameters", "view"])
                if let list = try node.optionalField("parameters") {
                    for (name, value) in try list.members() {
                        guard SceneReader.isParameterName(name) else { throw value.error("\(InputError.quote(name)) is not a parameter name") }
                        parameters.append(SceneParameter(name: name, defaultValue: try value.coordinate()))
                    }
                }
                viewNode = try node.field("view")
            } else {
                // A bare view: what it refers to, declared at 0.
                for name in Self.referencedParameters(node.value).sorted() where SceneReader.isParameterName(name) {
                    parameters.append(SceneParameter(name: name, defaultValue: 0))
                }
                viewNode = node
            }
            var reader = SceneReader(parameters: Set(parameters.map(\.name)))
            self.init(view: try reader.view(viewNode, depth: 1), parameters: parameters)
        } catch {
            throw .unreadable(error.description)
        }
    }

    /// The names in `{"param": NAME}` objects, and in the text of `{"expr": TEXT}` objects (when it
    /// reads as an expression), anywhere in `value`.
    static func referencedParameters(_ value: JSONValue) -> Set<String> {
        var names = Set<String>()
        var pending = [value]
        while let item = pending.popLast() {
            switch item {
            case .object(let members):
                if members.count == 1, members[0].0 == "param", case .string(let name) = members[0].1 { names.insert(name) }
                if members.count == 1, members[0].0 == "expr", case .string(let text) = members[0].1,
                    let expression = try? NumberExpression(parsing: text) {
                    names.formUnion(expression.parameterNames)
                }
                pending.append(contentsOf: members.map(\.1))
            case .array(let items): pending.append(contentsOf: items)
            default: break
            }
        }
        return names
    }
}

/// Where a paste puts the view.
public enum PastePlace: Sendable, Hashable {
    /// Right after this view in its stack.
    case after(ViewPath)
    /// Into this stack, at this index (nil: at the end).
    case into(ViewPath, index: Int?)
}

extension SceneDocument {
    /// The document with `clipboard`'s view pasted at `place`. Our choice for parameters: those
    /// the view uses that this document does not declare are declared with the clipboard's
    /// defaults (0 for a bare view); those it declares keep this document's defaults.
    public func pasting(_ clipboard: ViewClipboard, at place: PastePlace) throws(SceneEditError) -> SceneEditResult {
        var document = self
        for parameter in clipboard.parameters where !parameters.contains(where: { $0.name == parameter.name }) {
            document = try document.applying(.addParameter(parameter)).document
        }
        switch place {
        case .after(let path): return try document.applying(.addSibling(clipboard.view, after: path))
        case .into(let parent, let index): return try document.applying(.addChild(clipboard.view, parent: parent, index: index))
        }
    }
}

extension SceneView {
    /// The parameters the numbers of this tree refer to.
    public var parameterNames: Set<String> {
        // The writer spells every parameter reference `{"param": NAME}` or `{"expr": TEXT}`: read
        // them from there, so no numeric field of the model can be missed.
        ViewClipboard.referencedParameters(SceneWriter.view(self))
    }
}
