// The Core's shape types in JSON, read and written, shared by `concentric resolve` and scene files.
//
// Every reader refuses what it does not understand (unknown names, unknown fields, negative
// sizes and radii, coordinates and lengths beyond `CoordinateLimit`) with an `InputError` naming
// the place, so that no input reaches the resolver unchecked. The formats:
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
//                  {"shape": "capsule", "style": curve}       (curve: "circular" | "continuous";
//                                                             missing radii 0)
//                  A missing "style" is the reader's `defaultCurve`: SwiftUI's continuous unless
//                  the caller says otherwise (version 1 scene files say circular).
//   container      a shape plus "width" and "height", or {"device": id}
//   frame          {"x": x, "y": y, "width": w, "height": h}
import ConcentricCore

/// How a corner style is written, for messages.
private let cornerStyleForms = "\"concentric\", {\"concentric\": {\"minimum\": m}} or {\"fixed\": r}"

extension CornerStyleOf where Value: ExpressibleByIntegerLiteral {
    /// Reads `"concentric"`, `{"concentric": {"minimum": m}}` (minimum optional) or `{"fixed": r}`,
    /// each number read by `value` (given the node and what it is: "a minimum", "a radius"). A
    /// scene reads its numbers, which may be parameters, this way; `CornerStyle(json:)` reads lengths.
    public init(json node: JSONNode, value: (JSONNode, String) throws(InputError) -> Value) throws(InputError) {
        switch node.kind {
        case .string:
            let name = try node.string()
            guard name == "concentric" else {
                throw node.error("unknown corner style \(InputError.quote(name)) (expected \(cornerStyleForms))")
            }
            self = .concentric
        case .object:
            let keys = try node.keys()
            guard keys.count == 1, let key = keys.first else {
                throw node.error("a corner style object has exactly one key (expected \(cornerStyleForms))")
            }
            let inner = try node.field(key)
            switch key {
            case "concentric":
                try inner.rejectUnknownFields(["minimum"])
                self = .concentric(minimum: try inner.optionalField("minimum").map { (n) throws(InputError) in try value(n, "a minimum") } ?? 0)
            case "fixed":
                self = .fixed(try value(inner, "a radius"))
            default:
                throw node.error("unknown corner style \(InputError.quote(key)) (expected \(cornerStyleForms))")
            }
        default:
            throw node.error("expected a corner style (\(cornerStyleForms)), found \(node.kindName)")
        }
    }

    /// Whether an object is a single corner style rather than styles keyed by corner.
    static func isStyleObject(_ node: JSONNode) -> Bool {
        node.kind == .object && (node.hasField("concentric") || node.hasField("fixed"))
    }
}

extension CornerStyle {
    /// Reads a corner style whose numbers are lengths (non-negative, finite, within the limit).
    public init(json node: JSONNode) throws(InputError) {
        try self.init(json: node) { (n, what) throws(InputError) in try n.length(what) }
    }
}

extension LogicalCorners {
    /// Reads one style for all four corners, or an object keyed by logical corner whose missing
    /// corners are concentric; `value` reads each style's number (`CornerStyleOf(json:value:)`).
    public init<StyleValue>(json node: JSONNode, value: (JSONNode, String) throws(InputError) -> StyleValue) throws(InputError)
    where Value == CornerStyleOf<StyleValue>, StyleValue: ExpressibleByIntegerLiteral {
        guard node.kind == .object, !Value.isStyleObject(node) else {
            self.init(all: try Value(json: node, value: value))
            return
        }
        try node.rejectLogicalCornerFields()
        self.init(all: .concentric)
        for corner in LogicalCorner.allCases {
            if let style = try node.optionalField(corner.rawValue) { self[corner] = try Value(json: style, value: value) }
        }
    }
}

extension LogicalCorners where Value == CornerStyle {
    /// Reads corner styles whose numbers are lengths.
    public init(json node: JSONNode) throws(InputError) {
        try self.init(json: node) { (n, what) throws(InputError) in try n.length(what) }
    }
}

extension LogicalCorners where Value == Double {
    /// Reads `{"topLeading": r, …}` of non-negative radii; missing corners are 0.
    public init(radiiJSON node: JSONNode) throws(InputError) {
        try node.rejectLogicalCornerFields()
        self.init(all: 0)
        for corner in LogicalCorner.allCases {
            if let radius = try node.optionalField(corner.rawValue) { self[corner] = try radius.length("a radius") }
        }
    }
}

extension JSONNode {
    /// Refuses keys that are not logical corner names, pointing out physical names.
    fileprivate func rejectLogicalCornerFields() throws(InputError) {
        let names = LogicalCorner.logicalCornerNames
        for key in try keys() where !names.contains(key) {
            let hint = PhysicalCorner(rawValue: key) == nil ? "" : "; corners are logical, leading and trailing follow the layout direction"
            throw error("unknown corner \(InputError.quote(key)) (expected one of: \(names.map { "\"\($0)\"" }.joined(separator: ", "))\(hint))")
        }
    }
}

extension LogicalCorner {
    /// The corners' names as objects key them, made once.
    fileprivate static let logicalCornerNames = allCases.map(\.rawValue)
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
    /// "height"); any other key is refused. `defaultCurve` is the curve of a rounded shape whose
    /// "style" is absent.
    public init(json node: JSONNode, otherFields: Set<String> = [], defaultCurve: CornerCurve = CornerCurve.swiftUIDefault) throws(InputError) {
        let kind = try node.field("shape").oneOf(Kind.self, "shape")
        let allowed = Set(["shape"] + kind.fields).union(otherFields)
        for key in try node.keys() where !allowed.contains(key) {
            let usedElsewhere = Kind.allCases.contains { $0.fields.contains(key) }
            throw node.error(
                usedElsewhere
                    ? "field \(InputError.quote(key)) does not apply to shape \"\(kind.rawValue)\""
                    : "unknown field \(InputError.quote(key)) (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
        var curve = defaultCurve
        if let style = try node.optionalField("style") { curve = try CornerCurve(json: style) }
        switch kind {
        case .rectangle: self = .rectangle
        case .roundedRectangle: self = .roundedRectangle(radius: try node.field("radius").length("a radius"), curve: curve)
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
    /// origin (`DeviceProfile.container`). `defaultCurve` as for `ContainerShape(json:)`.
    public init(json node: JSONNode, devices: DeviceCatalog, defaultCurve: CornerCurve = CornerCurve.swiftUIDefault) throws(InputError) {
        if let deviceNode = try node.optionalField("device") {
            try node.rejectUnknownFields(["device"])
            let id = try deviceNode.string()
            guard let device = devices.device(id: id) else {
                throw deviceNode.error("unknown device \(InputError.quote(id)) (known: \(devices.devices.map(\.id).joined(separator: ", ")))")
            }
            self = device.container
            return
        }
        guard try node.optionalField("shape") != nil else { throw node.error("missing field \"shape\" (or \"device\")") }
        let shape = try ContainerShape(json: node, otherFields: ["width", "height"], defaultCurve: defaultCurve)
        self.init(
            shape: shape,
            size: Size(width: try node.field("width").length("a width"), height: try node.field("height").length("a height")))
    }
}

extension Rect {
    /// Reads `{"x", "y", "width", "height"}`: all required and finite, the sizes not negative.
    public init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["x", "y", "width", "height"])
        self.init(
            x: try node.field("x").coordinate(), y: try node.field("y").coordinate(),
            width: try node.field("width").length("a width"), height: try node.field("height").length("a height"))
    }
}

// MARK: Writing: the inverse of the readers above, in the formats they accept.

extension CornerStyleOf where Value: ExpressibleByIntegerLiteral {
    /// `"concentric"`, `{"concentric": {"minimum": m}}` or `{"fixed": r}`, each number written by
    /// `value` (a scene writes its parameters as `{"param": NAME}`).
    public func json(value: (Value) -> JSONValue) -> JSONValue {
        switch self {
        case .concentric(let minimum):
            kind == .concentric ? .string("concentric") : .object([("concentric", .object([("minimum", value(minimum))]))])
        case .fixed(let r):
            .object([("fixed", value(r))])
        }
    }
}

extension CornerStyle {
    /// `"concentric"`, `{"concentric": {"minimum": m}}` or `{"fixed": r}`.
    public var json: JSONValue { json(value: JSONValue.number) }
}

extension LogicalCorners {
    /// One style when the four corners agree, otherwise an object keyed by logical corner.
    public func json<StyleValue>(value: (StyleValue) -> JSONValue) -> JSONValue where Value == CornerStyleOf<StyleValue>, StyleValue: ExpressibleByIntegerLiteral {
        if topLeading == topTrailing, topLeading == bottomLeading, topLeading == bottomTrailing { return topLeading.json(value: value) }
        return .object(LogicalCorner.allCases.map { ($0.rawValue, self[$0].json(value: value)) })
    }
}

extension LogicalCorners where Value == CornerStyle {
    /// One style when the four corners agree, otherwise an object keyed by logical corner.
    public var json: JSONValue { json(value: JSONValue.number) }
}

extension ContainerShape {
    /// The members of `{"shape": name, …}` (see JSONShapes.swift), to merge into an object.
    /// Rounded shapes always write their "style", so that the text means the same to readers
    /// whose default curve differs (version 1 scenes: circular; SwiftUI and `resolve`: continuous).
    public var jsonMembers: [(String, JSONValue)] {
        func style(_ curve: CornerCurve) -> [(String, JSONValue)] { [("style", .string(curve.rawValue))] }
        let shape = ("shape", JSONValue.string(kind.rawValue))
        switch self {
        case .rectangle, .circle, .ellipse: return [shape]
        case .roundedRectangle(let radius, let curve): return [shape, ("radius", .number(radius))] + style(curve)
        case .unevenRoundedRectangle(let radii, let curve):
            return [shape, ("radii", .object(LogicalCorner.allCases.map { ($0.rawValue, .number(radii[$0])) }))] + style(curve)
        case .capsule(let curve): return [shape] + style(curve)
        }
    }
}
