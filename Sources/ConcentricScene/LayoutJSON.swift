// `concentric layout`'s JSON (the machine-readable spec of a laid-out scene), shared with the
// playground's Export ▸ Spec (JSON) so both write the same bytes.
import ConcentricCore
import ConcentricJSON

/// `concentric layout`'s output: screen, parameters, one node per laid-out view.
public enum LayoutJSON {
    /// What `concentric layout` prints and the playground's Export ▸ Spec (JSON) writes: the
    /// document, pretty-printed unless `pretty` is false, and a final newline.
    public static func text(_ layout: ViewLayout, declared: [SceneParameter], pretty: Bool = true) -> String {
        JSONWriter.write(document(layout, declared: declared), pretty: pretty) + "\n"
    }

    /// The whole answer: screen, the declared parameters' values (animated at `--time`), nodes.
    public static func document(_ layout: ViewLayout, declared: [SceneParameter]) -> JSONValue {
        let size = layout.size
        let safe = layout.safeArea
        var screen: [(String, JSONValue)] = [("width", .number(size.width)), ("height", .number(size.height))]
        if let device = layout.screen.device { screen.append(("device", .string(device))) }
        screen.append(("safeArea", .object([
            ("top", .number(safe.minY)), ("leading", .number(safe.minX)),
            ("bottom", .number(size.height - safe.maxY)), ("trailing", .number(size.width - safe.maxX)),
        ])))
        return .object([
            ("screen", .object(screen)),
            ("parameters", .object(declared.map { ($0.name, .number(layout.parameters[$0.name] ?? $0.defaultValue)) })),
            ("nodes", .array(layout.nodes.map(node))),
        ])
    }

    static func node(_ node: LaidOutView) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        if let name = node.name { fields.append(("name", .string(name))) }
        fields.append(("kind", .string(node.kind.rawValue)))
        fields.append(("frame", rect(node.frame)))
        if let geometry = node.geometry { fields += shape(geometry) }
        return .object(fields)
    }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    /// A resolved shape's fields. A concentric rectangle that fell back to its container's inset
    /// shape reports as `containerRelative`, as `concentric resolve` answers for an ellipse container.
    static func shape(_ geometry: ResolvedShape) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        if let inset = geometry.inset {
            fields.append(("shape", .string(ShapeKind.containerRelative.rawValue)))
            fields.append(("inset", .number(inset)))
            if let container = geometry.container { fields.append(("container", .string(container.shape.kind.rawValue))) }
        } else {
            fields.append(("shape", .string(geometry.kind.rawValue)))
        }
        if let corners = geometry.corners {
            fields.append(("radii", .object(PhysicalCorner.allCases.map { ($0.rawValue, .number(corners.radii[$0])) })))
            fields.append(("curve", .string(corners.curve.rawValue)))
        }
        return fields
    }
}
