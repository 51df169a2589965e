// Readers from JSON into the Core's shape types, shared by `concentric resolve` and scene files.
//
// Every reader refuses what it does not understand (unknown names, unknown fields, negative
// sizes and radii) with an `InputError` naming the place, so that no input reaches the resolver
// unchecked. The formats:
//
//   corner style   "concentric" | {"concentric": {"minimum": m}} | {"fixed": r}
//   corner styles  one corner style for all four corners, or
//                  {"topLeading": style, "topTrailing": …, "bottomLeading": …, "bottomTrailing": …}
//                  (missing corners are concentric)
//   uniform        "none" | "all" | "top" | "bottom" | "leading" | "trailing" | "topAndBottom"
//                  | "leadingAndTrailing"
//   shape          {"shape": "rectangle" | "circle" | "ellipse"}
//                  {"shape": "roundedRectangle", "radius": r, "style": curve}
//                  {"shape": "unevenRoundedRectangle", "radii": {"topLeading": r, …}, "style": curve}
//                  {"shape": "capsule", "style": curve}       (curve: "circular" | "continuous",
//                                                             default circular; missing radii 0)
//   container      a shape plus "width" and "height", or {"device": id}
//   frame          {"x": x, "y": y, "width": w, "height": h}

/// How a corner style is written, for messages.
private let cornerStyleForms = "\"concentric\", {\"concentric\": {\"minimum\": m}} or {\"fixed\": r}"

extension CornerStyle {
    /// Reads `"concentric"`, `{"concentric": {"minimum": m}}` (minimum optional) or `{"fixed": r}`.
    public init(json node: JSONNode) throws(InputError) {
        switch node.value {
        case .string(let name):
            guard name == "concentric" else {
                throw node.error("unknown corner style \"\(name)\" (expected \(cornerStyleForms))")
            }
            self = .concentric
        case .object(let members):
            guard members.count == 1, let (key, _) = members.first else {
                throw node.error("a corner style object has exactly one key (expected \(cornerStyleForms))")
            }
            let inner = try node.field(key)
            switch key {
            case "concentric":
                try inner.rejectUnknownFields(["minimum"])
                self = .concentric(minimum: try inner.optionalField("minimum")?.nonNegative("a minimum") ?? 0)
            case "fixed":
                self = .fixed(try inner.nonNegative("a radius"))
            default:
                throw node.error("unknown corner style \"\(key)\" (expected \(cornerStyleForms))")
            }
        default:
            throw node.error("expected a corner style (\(cornerStyleForms)), found \(node.value.kindName)")
        }
    }

    /// Whether an object is a single corner style rather than styles keyed by corner.
    static func isStyleObject(_ node: JSONNode) -> Bool {
        guard case .object(let members) = node.value else { return false }
        return members.contains { $0.0 == "concentric" || $0.0 == "fixed" }
    }
}

extension LogicalCorners where Value == CornerStyle {
    /// Reads one style for all four corners, or an object keyed by logical corner whose missing
    /// corners are concentric.
    public init(json node: JSONNode) throws(InputError) {
        guard case .object = node.value, !CornerStyle.isStyleObject(node) else {
            self.init(all: try CornerStyle(json: node))
            return
        }
        try node.rejectLogicalCornerFields()
        self.init(all: .concentric)
        for corner in LogicalCorner.allCases {
            if let style = try node.optionalField(corner.rawValue) { self[corner] = try CornerStyle(json: style) }
        }
    }
}

extension LogicalCorners where Value == Double {
    /// Reads `{"topLeading": r, …}` of non-negative radii; missing corners are 0.
    public init(radiiJSON node: JSONNode) throws(InputError) {
        try node.rejectLogicalCornerFields()
        self.init(all: 0)
        for corner in LogicalCorner.allCases {
            if let radius = try node.optionalField(corner.rawValue) { self[corner] = try radius.nonNegative("a radius") }
        }
    }
}

extension JSONNode {
    /// Refuses keys that are not logical corner names, pointing out physical names.
    fileprivate func rejectLogicalCornerFields() throws(InputError) {
        let names = LogicalCorner.allCases.map(\.rawValue)
        for (key, _) in try members() where !names.contains(key) {
            let hint = PhysicalCorner(rawValue: key) == nil ? "" : "; corners are logical, leading and trailing follow the layout direction"
            throw error("unknown corner \"\(key)\" (expected one of: \(names.map { "\"\($0)\"" }.joined(separator: ", "))\(hint))")
        }
    }
}

extension Uniformity {
    /// Reads a uniform mode's name (`"topAndBottom"`).
    public init(json node: JSONNode) throws(InputError) { self = try node.oneOf(Uniformity.self, "uniform mode") }
}

extension LayoutDirection {
    /// Reads `"leftToRight"` or `"rightToLeft"`.
    public init(json node: JSONNode) throws(InputError) { self = try node.oneOf(LayoutDirection.self, "layout direction") }
}

extension CornerCurve {
    /// Reads `"circular"` or `"continuous"`.
    public init(json node: JSONNode) throws(InputError) { self = try node.oneOf(CornerCurve.self, "corner curve") }
}

extension ConcentricRectangle {
    /// Reads the corner styles and the uniform mode, each optional (absent: concentric, none).
    public init(corners: JSONNode?, uniform: JSONNode?) throws(InputError) {
        self.init(
            corners: try corners.map { (node) throws(InputError) in try LogicalCorners<CornerStyle>(json: node) } ?? LogicalCorners(all: .concentric),
            uniformity: try uniform.map { (node) throws(InputError) in try Uniformity(json: node) } ?? .none)
    }
}

extension ContainerShape.Kind {
    /// The fields a shape reads besides "shape" (its name, the raw value).
    fileprivate var fields: [String] {
        switch self {
        case .rectangle, .circle, .ellipse: []
        case .roundedRectangle: ["radius", "style"]
        case .unevenRoundedRectangle: ["radii", "style"]
        case .capsule: ["style"]
        }
    }
}

extension ContainerShape {
    /// Reads `{"shape": name, …}` with the fields that shape takes (see this file's header).
    /// `otherFields` are the caller's own keys in the same object (a container's "width" and
    /// "height"); any other key is refused.
    public init(json node: JSONNode, otherFields: Set<String> = []) throws(InputError) {
        let kind = try node.field("shape").oneOf(Kind.self, "shape")
        let allowed = Set(["shape"] + kind.fields).union(otherFields)
        for (key, _) in try node.members() where !allowed.contains(key) {
            let usedElsewhere = Kind.allCases.contains { $0.fields.contains(key) }
            throw node.error(
                usedElsewhere
                    ? "field \"\(key)\" does not apply to shape \"\(kind.rawValue)\""
                    : "unknown field \"\(key)\" (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
        var curve = CornerCurve.circular
        if let style = try node.optionalField("style") { curve = try CornerCurve(json: style) }
        switch kind {
        case .rectangle: self = .rectangle
        case .roundedRectangle: self = .roundedRectangle(radius: try node.field("radius").nonNegative("a radius"), curve: curve)
        case .unevenRoundedRectangle:
            self = .unevenRoundedRectangle(radii: try LogicalCorners(radiiJSON: node.field("radii")), curve: curve)
        case .capsule: self = .capsule(curve: curve)
        case .circle: self = .circle
        case .ellipse: self = .ellipse
        }
    }
}

extension Container {
    /// Reads a shape with "width" and "height", or `{"device": id}`: that device's screen at the
    /// origin (`DeviceProfile.container`).
    public init(json node: JSONNode, devices: DeviceCatalog) throws(InputError) {
        if let deviceNode = try node.optionalField("device") {
            try node.rejectUnknownFields(["device"])
            let id = try deviceNode.string()
            guard let device = devices.device(id: id) else {
                throw deviceNode.error("unknown device \"\(id)\" (known: \(devices.devices.map(\.id).joined(separator: ", ")))")
            }
            self = device.container
            return
        }
        guard try node.optionalField("shape") != nil else { throw node.error("missing field \"shape\" (or \"device\")") }
        let shape = try ContainerShape(json: node, otherFields: ["width", "height"])
        self.init(
            shape: shape,
            size: Size(width: try node.field("width").nonNegative("a width"), height: try node.field("height").nonNegative("a height")))
    }
}

extension Rect {
    /// Reads `{"x", "y", "width", "height"}`: all required and finite, the sizes not negative.
    public init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["x", "y", "width", "height"])
        self.init(
            x: try node.field("x").number(), y: try node.field("y").number(),
            width: try node.field("width").nonNegative("a width"), height: try node.field("height").nonNegative("a height"))
    }
}
