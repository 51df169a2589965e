// A view as the importer builds it: the scene format's VIEW with its child views kept apart, so
// that writing it can number each view's path (for the window's source map) as it goes.
internal import JSONText

/// One view of the scene being built.
struct ViewNode {
    /// The scene format's kind (`VStack`, `Text`, `Placeholder`).
    var kind: String
    /// The kind's arguments other than its child views.
    var arguments: [(String, JSONValue)]
    /// The short form's single value instead (`{"Color": "#FFFFFF"}`), when set.
    var scalar: JSONValue?
    /// A stack's children, or a button's label (one view).
    var children: [ViewNode]
    /// Where `children` go in the arguments: `"children"`, `"label"`, or nil for a leaf.
    var childField: String?
    var modifiers: [ModifierNode]
    /// Where the values of some modifiers sit in the source, by modifier index (or
    /// `ownShapeSlot` for a shape view's own shape).
    var anchors: [(modifier: Int, anchor: EditAnchor)] = []
    /// The expression that made the view.
    var place: SourcePlace

    init(_ kind: String, _ arguments: [(String, JSONValue)] = [], children: [ViewNode] = [], childField: String? = nil, place: SourcePlace) {
        self.kind = kind
        self.arguments = arguments
        self.children = children
        self.childField = childField
        self.modifiers = []
        self.place = place
    }

    /// The modifier index of a shape view's own shape's anchors, as the window reads it
    /// (`SourceAnchor.ownShape`).
    static let ownShapeSlot = -2

    /// The index an anchor of the view's last modifier's value takes (nil when it has none), or
    /// of its own shape's when `ownShape`.
    func anchorSlot(ownShape: Bool) -> Int? {
        ownShape ? Self.ownShapeSlot : (modifiers.isEmpty ? nil : modifiers.count - 1)
    }

    /// A view written in the short form `{KIND: VALUE}`.
    init(_ kind: String, scalar: JSONValue, place: SourcePlace) {
        self.init(kind, place: place)
        self.scalar = scalar
    }

    /// The number of views in this tree, this one and the views modifiers bring included (the
    /// scene format's count).
    var viewCount: Int {
        children.reduce(1) { $0 + $1.viewCount } + modifiers.reduce(0) { count, modifier in
            if case .view(_, let view, _) = modifier { return count + view.viewCount }
            return count
        }
    }

    /// The deepest nesting below and including this view, as the scene reader counts it.
    var depth: Int {
        var deepest = 0
        for child in children { deepest = max(deepest, child.depth) }
        for case .view(_, let view, _) in modifiers { deepest = max(deepest, view.depth) }
        return deepest + 1
    }

    /// The VIEW JSON, recording each view's place under its `ViewPath` indices: the children
    /// (or the label) first, then the views modifiers bring (a background's, an overlay's) in
    /// modifier order.
    func json(path: [Int], sources: inout [(path: [Int], place: SourcePlace)], anchors: inout [JSONValue]) -> JSONValue {
        sources.append((path, place))
        for (modifier, anchor) in self.anchors { anchors += anchor.json(path: path, modifier: modifier) }
        var arguments = self.arguments
        var index = 0
        if let childField {
            let written = children.map { child -> JSONValue in
                defer { index += 1 }
                return child.json(path: path + [index], sources: &sources, anchors: &anchors)
            }
            if childField == "label", let label = written.first {
                arguments.append((childField, label))
            } else {
                arguments.append((childField, .array(written)))
            }
        }
        var members: [(String, JSONValue)] = [(kind, scalar ?? .object(arguments))]
        if !modifiers.isEmpty {
            let written = modifiers.map { modifier -> JSONValue in
                switch modifier {
                case .value(let name, let value):
                    return .object([(name, value)])
                case .view(let name, let view, let others):
                    defer { index += 1 }
                    let written = view.json(path: path + [index], sources: &sources, anchors: &anchors)
                    return .object([(name, .object([("view", written)] + others))])
                }
            }
            members.append(("modifiers", .array(written)))
        }
        return .object(members)
    }
}

/// A modifier of a `ViewNode`.
enum ModifierNode {
    /// `{NAME: ARGUMENTS}`.
    case value(String, JSONValue)
    /// A modifier that brings a view (`.background { view }`, `.overlay { view }`): `{NAME:
    /// {"view": VIEW, …}}` with its other arguments (`in`, `alignment`).
    case view(String, ViewNode, [(String, JSONValue)])
}
