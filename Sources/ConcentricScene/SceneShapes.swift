// Scene format v2's shapes (docs/SCENES.md, "Shapes"), read and written: every spelling of every
// shape a view, a background or a clip can name, by the argument labels of its SwiftUI initialiser.
import ConcentricCore
import ConcentricJSON

extension SceneReader {
    /// A shape where a modifier takes one: `"Capsule"` or `{"RoundedRectangle": {"cornerRadius": 12}}`.
    func shape(_ node: JSONNode) throws(InputError) -> ViewShape {
        let kind: String
        let arguments: JSONNode
        let keys = node.kind == .object ? try node.keys() : []
        if node.kind == .string {
            kind = try node.string()
            guard let name = ViewKind(swiftUIName: kind), name.isShape else {
                throw node.error("unknown shape \(InputError.quote(kind)) (expected one of: \(ViewKind.shapeNameList))")
            }
            // No arguments: any problem (a missing radius) is the empty object's own, so it is
            // named at this node (found here, not by working out this node's path for every shape).
            do throws(InputError) { return try shape(name, Self.noArguments, allowsFill: false).shape } catch { throw node.error(error.message) }
        } else if keys.count == 1 {
            kind = keys[0]
            arguments = try node.field(kind)
        } else {
            throw node.error("expected a shape (\"Rectangle\", {\"RoundedRectangle\": {\"cornerRadius\": r}}, …), found \(node.kindName)")
        }
        guard let name = ViewKind(swiftUIName: kind), name.isShape else {
            throw node.error("unknown shape \(InputError.quote(kind)) (expected one of: \(ViewKind.shapeNameList))")
        }
        return try shape(name, arguments, allowsFill: false).shape
    }

    /// The arguments of a shape written as its name alone (`"Capsule"`).
    static let noArguments = JSONNode(.object([]))

    /// A shape's arguments; shape views also take a `"fill"` (SwiftUI's `.fill(_:)`) and a
    /// `"stroke"` (`.stroke(_:lineWidth:)`, `.strokeBorder(_:lineWidth:)`).
    func shape(_ kind: ViewKind, _ node: JSONNode, allowsFill: Bool) throws(InputError) -> ShapeView {
        // A shape view's fields are its shape's, "fill" and "stroke".
        let fields: [String]
        switch kind {
        case .shape(let kind):
            let known = Self.plainShapeFields[kind]
            fields = (allowsFill ? known?.withFill : known?.alone) ?? []
        case .concentricRectangle: fields = allowsFill ? Self.concentricFieldsAndFill : Self.concentricFieldList
        case .containerRelative: fields = allowsFill ? ["fill", "stroke"] : []
        case .vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .color, .fill, .placeholder:
            throw node.error("\"\(kind.rawValue)\" is not a shape")
        }
        try node.rejectUnknownFields(fields)
        let fill = allowsFill ? try node.optionalField("fill").map { (n) throws(InputError) in try style(n) } : nil
        let stroke = allowsFill ? try node.optionalField("stroke").map { (n) throws(InputError) in try self.stroke(n) } : nil
        let shape: ViewShape
        switch kind {
        case .shape(let kind): shape = .plain(try plainShape(kind, node))
        case .concentricRectangle: shape = .concentricRectangle(try concentricRectangle(node))
        case .containerRelative: shape = .containerRelative
        case .vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .color, .fill, .placeholder:
            throw node.error("\"\(kind.rawValue)\" is not a shape")
        }
        return ShapeView(shape, fill: fill, stroke: stroke)
    }

    /// A shape with radii of its own, by the argument labels of its SwiftUI initialiser
    /// (`ContainerShapeKind.sceneArguments`). Apple's default curve is continuous
    /// (`RoundedRectangle(cornerRadius:style:)`, `Capsule`, `UnevenRoundedRectangle`).
    func plainShape(_ kind: ContainerShapeKind, _ node: JSONNode) throws(InputError) -> ContainerShapeOf<Number> {
        let curve = try node.optionalField("style").map { (n) throws(InputError) in try CornerCurve(json: n) } ?? .continuous
        switch kind {
        case .rectangle: return .rectangle
        case .roundedRectangle: return .roundedRectangle(radius: try number(node.field("cornerRadius"), "a radius", .nonNegative), curve: curve)
        case .unevenRoundedRectangle:
            var radii = LogicalCorners<Number>(all: 0)
            for (key, corner) in Self.unevenRadiusFields {
                if let value = try optionalNumber(node, key, "a radius", .nonNegative) { radii[corner] = value }
            }
            return .unevenRoundedRectangle(radii: radii, curve: curve)
        case .capsule: return .capsule(curve: curve)
        case .circle: return .circle
        case .ellipse: return .ellipse
        }
    }

    /// A shape view's `{"style"?: STYLE, "lineWidth"?: N, "border"?: true}`: `stroke(_:lineWidth:)`
    /// (line width 1 when not given, SwiftUI's default), with `"border"` `strokeBorder(_:lineWidth:)`;
    /// without a style, the foreground style.
    func stroke(_ node: JSONNode) throws(InputError) -> ShapeStroke {
        try node.rejectUnknownFields(["style", "lineWidth", "border"])
        return ShapeStroke(
            style: try node.optionalField("style").map { (n) throws(InputError) in try style(n) },
            lineWidth: try optionalNumber(node, "lineWidth", "a line width", .nonNegative) ?? 1,
            isBorder: try node.optionalField("border")?.bool() ?? false)
    }

    /// SwiftUI's `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
    static let unevenRadiusFields: [(key: String, corner: LogicalCorner)] = [
        ("topLeadingRadius", .topLeading), ("bottomLeadingRadius", .bottomLeading),
        ("bottomTrailingRadius", .bottomTrailing), ("topTrailingRadius", .topTrailing),
    ]
    static let unevenFields = unevenRadiusFields.map(\.key) + ["style"]

    /// The argument labels of ConcentricRectangle's initialisers, and `"uniform"` for the general form.
    static let concentricFieldList = [
        "corners", "isUniform", "uniform",
        "topLeadingCorner", "topTrailingCorner", "bottomLeadingCorner", "bottomTrailingCorner",
        "uniformTopCorners", "uniformBottomCorners", "uniformLeadingCorners", "uniformTrailingCorners",
    ]
    static let concentricFields = Set(concentricFieldList)
    static let concentricFieldsAndFill = concentricFieldList + ["fill", "stroke"]
    /// Each shape's fields, alone and with a shape view's, made once rather than per shape read.
    static let plainShapeFields = Dictionary(uniqueKeysWithValues: ContainerShapeKind.allCases.map {
        ($0, (alone: $0.sceneArguments, withFill: $0.sceneArguments + ["fill", "stroke"]))
    })
    /// Each uniform group's key and corners, then each corner's own key (made once, not per shape).
    static let concentricGroups: [(key: String, corners: [LogicalCorner])] = [
        ("uniformTopCorners", [.topLeading, .topTrailing]), ("uniformBottomCorners", [.bottomLeading, .bottomTrailing]),
        ("uniformLeadingCorners", [.topLeading, .bottomLeading]), ("uniformTrailingCorners", [.topTrailing, .bottomTrailing]),
    ]
    static let concentricCornerKeys = LogicalCorner.allCases.map { (corner: $0, key: $0.rawValue + "Corner") }

    /// `ConcentricRectangle`, by the argument labels of its initialisers (Apple's docs list them):
    /// - `{}`: `init()`, every corner concentric on its own;
    /// - `{"corners": S, "isUniform"?: b}`: `init(corners:isUniform:)` (`.rect(corners:isUniform:)`);
    /// - `{"topLeadingCorner"?: S, …}`: one style per corner (missing: concentric);
    /// - `{"uniformTopCorners": S, "bottomLeadingCorner"?, "bottomTrailingCorner"?}` and the leading,
    ///   trailing and bottom variants; `{"uniformTopCorners", "uniformBottomCorners"}`;
    ///   `{"uniformLeadingCorners", "uniformTrailingCorners"}`.
    /// The general form, for a grouping no initialiser can say (a group whose members differ), is
    /// v1's: `{"corners": {"topLeading": S, …}, "uniform": MODE}`.
    func concentricRectangle(_ node: JSONNode) throws(InputError) -> ConcentricRectangleOf<Number> {
        // The shape's own arguments (a shape view's "fill" is not one).
        let present = Set(try node.keys()).intersection(Self.concentricFields)
        if let cornersNode = try node.optionalField("corners") {
            for key in present where key != "corners" && key != "isUniform" && key != "uniform" {
                throw node.error("\"corners\" sets every corner: \(InputError.quote(key)) cannot be given with it")
            }
            if present.contains("isUniform"), present.contains("uniform") {
                throw node.error("give either \"isUniform\" or \"uniform\", not both")
            }
            let corners = try LogicalCorners<CornerStyleOf<Number>>(json: cornersNode, value: cornerValue)
            if let uniform = try node.optionalField("uniform") { return ConcentricRectangleOf(corners: corners, uniformity: try Uniformity(json: uniform)) }
            let isUniform = try node.optionalField("isUniform")?.bool() ?? false
            return ConcentricRectangleOf(corners: corners, uniformity: isUniform ? .all : .none)
        }
        for key in ["isUniform", "uniform"] where present.contains(key) {
            throw node.error("\(InputError.quote(key)) goes with \"corners\"")
        }
        let top = present.contains("uniformTopCorners"), bottom = present.contains("uniformBottomCorners")
        let leading = present.contains("uniformLeadingCorners"), trailing = present.contains("uniformTrailingCorners")
        let uniformity: Uniformity
        switch (top, bottom, leading, trailing) {
        case (false, false, false, false): uniformity = .none
        case (true, false, false, false): uniformity = .top
        case (false, true, false, false): uniformity = .bottom
        case (false, false, true, false): uniformity = .leading
        case (false, false, false, true): uniformity = .trailing
        case (true, true, false, false): uniformity = .topAndBottom
        case (false, false, true, true): uniformity = .leadingAndTrailing
        default:
            throw node.error("no ConcentricRectangle initialiser groups both the top or bottom corners and the leading or trailing ones")
        }
        var corners = LogicalCorners<CornerStyleOf<Number>>(all: .concentric)
        // Each group's style, then the individual corners the groups leave.
        var grouped = Set<LogicalCorner>()
        for (key, members) in Self.concentricGroups {
            guard let styleNode = try node.optionalField(key) else { continue }
            let style = try CornerStyleOf<Number>(json: styleNode, value: cornerValue)
            for corner in members {
                corners[corner] = style
                grouped.insert(corner)
            }
        }
        for (corner, key) in Self.concentricCornerKeys {
            guard let styleNode = try node.optionalField(key) else { continue }
            guard !grouped.contains(corner) else {
                throw styleNode.error("\(InputError.quote(key)) is already set by a uniform group")
            }
            corners[corner] = try CornerStyleOf<Number>(json: styleNode, value: cornerValue)
        }
        return ConcentricRectangleOf(corners: corners, uniformity: uniformity)
    }

    /// A corner style's minimum or fixed radius (`what` says which): a length, or `{"param": NAME}`
    /// as every other number (an addition to format 2 that keeps it version 2: files without one
    /// read as before).
    func cornerValue(_ node: JSONNode, _ what: String) throws(InputError) -> Number {
        try number(node, what, .nonNegative)
    }
}

// MARK: Writing

extension SceneWriter {
    /// A shape where a modifier takes one: its name alone when it has no arguments.
    static func shape(_ shape: ViewShape) -> JSONValue {
        let members = arguments(shape)
        let name = shape.kind.swiftUIName
        return members.isEmpty ? .string(name) : .object([(name, .object(members))])
    }

    /// A shape's arguments: the inverse of `SceneReader.shape(_:_:allowsFill:)`.
    static func arguments(_ shape: ViewShape) -> [(String, JSONValue)] {
        switch shape {
        case .plain(let shape): arguments(shape)
        case .concentricRectangle(let rectangle): concentric(rectangle)
        case .containerRelative: []
        }
    }

    /// The inverse of `SceneReader.plainShape`: defaults (a continuous curve, a 0 radius of an
    /// uneven rectangle) left out.
    static func arguments(_ shape: ContainerShapeOf<Number>) -> [(String, JSONValue)] {
        func style(_ curve: CornerCurve) -> [(String, JSONValue)] { curve == .continuous ? [] : [("style", .string(curve.rawValue))] }
        switch shape {
        case .rectangle, .circle, .ellipse: return []
        case .roundedRectangle(let radius, let curve): return [("cornerRadius", number(radius))] + style(curve)
        case .unevenRoundedRectangle(let radii, let curve):
            return SceneReader.unevenRadiusFields.compactMap { field in
                radii[field.corner] == .literal(0) ? nil : (field.key, number(radii[field.corner]))
            } + style(curve)
        case .capsule(let curve): return style(curve)
        }
    }

    /// The initialiser that says `rectangle` (see `SceneReader.concentricRectangle`), or the general
    /// form when none does (a uniform group whose members have different styles).
    static func concentric(_ rectangle: ConcentricRectangleOf<Number>) -> [(String, JSONValue)] {
        let c = rectangle.corners
        let allEqual = c.topLeading == c.topTrailing && c.topLeading == c.bottomLeading && c.topLeading == c.bottomTrailing
        /// Individual corners that are not the default (concentric).
        func individual(_ corners: [LogicalCorner]) -> [(String, JSONValue)] {
            corners.compactMap { c[$0] == .concentric ? nil : ($0.rawValue + "Corner", c[$0].json(value: number)) }
        }
        let general: [(String, JSONValue)] = [("corners", c.json(value: number)), ("uniform", .string(rectangle.uniformity.rawValue))]
        switch rectangle.uniformity {
        case .none:
            if allEqual { return c.topLeading == .concentric ? [] : [("corners", c.topLeading.json(value: number))] }
            return individual(LogicalCorner.allCases)
        case .all:
            return allEqual ? [("corners", c.topLeading.json(value: number)), ("isUniform", .bool(true))] : general
        case .top:
            guard c.topLeading == c.topTrailing else { return general }
            return [("uniformTopCorners", c.topLeading.json(value: number))] + individual([.bottomLeading, .bottomTrailing])
        case .bottom:
            guard c.bottomLeading == c.bottomTrailing else { return general }
            return [("uniformBottomCorners", c.bottomLeading.json(value: number))] + individual([.topLeading, .topTrailing])
        case .leading:
            guard c.topLeading == c.bottomLeading else { return general }
            return [("uniformLeadingCorners", c.topLeading.json(value: number))] + individual([.topTrailing, .bottomTrailing])
        case .trailing:
            guard c.topTrailing == c.bottomTrailing else { return general }
            return [("uniformTrailingCorners", c.topTrailing.json(value: number))] + individual([.topLeading, .bottomLeading])
        case .topAndBottom:
            guard c.topLeading == c.topTrailing, c.bottomLeading == c.bottomTrailing else { return general }
            return [("uniformTopCorners", c.topLeading.json(value: number)), ("uniformBottomCorners", c.bottomLeading.json(value: number))]
        case .leadingAndTrailing:
            guard c.topLeading == c.bottomLeading, c.topTrailing == c.bottomTrailing else { return general }
            return [("uniformLeadingCorners", c.topLeading.json(value: number)), ("uniformTrailingCorners", c.topTrailing.json(value: number))]
        }
    }
}

extension ContainerShapeKind {
    /// The argument labels of the shape's SwiftUI initialiser, as scene files write them.
    var sceneArguments: [String] {
        switch self {
        case .rectangle, .circle, .ellipse: []
        case .roundedRectangle: ["cornerRadius", "style"]
        case .unevenRoundedRectangle: SceneReader.unevenFields
        case .capsule: ["style"]
        }
    }
}
