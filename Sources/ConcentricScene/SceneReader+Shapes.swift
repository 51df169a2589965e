// Scene format v2's shapes (docs/SCENES.md, "Shapes"): every spelling of every shape a view,
// a background or a clip can name, read with its place.
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
        case .roundedRectangle: fields = allowsFill ? ["cornerRadius", "style", "fill", "stroke"] : ["cornerRadius", "style"]
        case .unevenRoundedRectangle: fields = allowsFill ? Self.unevenFields + ["fill", "stroke"] : Self.unevenFields
        case .capsule: fields = allowsFill ? ["style", "fill", "stroke"] : ["style"]
        case .concentricRectangle: fields = allowsFill ? Self.concentricFieldsAndFill : Self.concentricFieldList
        case .rectangle, .circle, .ellipse, .containerRelative: fields = allowsFill ? ["fill", "stroke"] : []
        case .vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .color, .fill, .placeholder:
            throw node.error("\"\(kind.rawValue)\" is not a shape")
        }
        try node.rejectUnknownFields(fields)
        let fill = allowsFill ? try node.optionalField("fill").map { (n) throws(InputError) in try style(n) } : nil
        let stroke = allowsFill ? try node.optionalField("stroke").map { (n) throws(InputError) in try self.stroke(n) } : nil
        // Apple's default curve is continuous (`RoundedRectangle(cornerRadius:style:)`, `Capsule`, `UnevenRoundedRectangle`).
        let curve = try node.optionalField("style").map { (n) throws(InputError) in try CornerCurve(json: n) } ?? .continuous
        let shape: ViewShape
        switch kind {
        case .rectangle: shape = .plain(.rectangle)
        case .roundedRectangle: shape = .plain(.roundedRectangle(radius: try number(node.field("cornerRadius"), "a radius", .nonNegative), curve: curve))
        case .unevenRoundedRectangle:
            var radii = LogicalCorners<Number>(all: 0)
            for (key, corner) in Self.unevenRadiusFields {
                if let value = try optionalNumber(node, key, "a radius", .nonNegative) { radii[corner] = value }
            }
            shape = .plain(.unevenRoundedRectangle(radii: radii, curve: curve))
        case .capsule: shape = .plain(.capsule(curve: curve))
        case .circle: shape = .plain(.circle)
        case .ellipse: shape = .plain(.ellipse)
        case .concentricRectangle: shape = .concentricRectangle(try concentricRectangle(node))
        case .containerRelative: shape = .containerRelative
        case .vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .color, .fill, .placeholder:
            throw node.error("\"\(kind.rawValue)\" is not a shape")
        }
        return ShapeView(shape, fill: fill, stroke: stroke)
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
