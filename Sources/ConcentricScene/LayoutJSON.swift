// `concentric layout`'s JSON (the machine-readable spec of a laid-out scene, with the per-corner
// measures the annotations use), shared with the playground's Export ▸ Spec (JSON) so both
// write the same bytes.
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
        // The annotations' measures (the first `ShapeMeasure.maximumShapes` shapes), keyed by
        // geometry so that every name node of a view reports its shape's corners.
        var measures: [ResolvedShape: ShapeMeasure] = [:]
        for measure in ShapeMeasure.all(in: layout) {
            if let geometry = layout.nodes[measure.node].geometry { measures[geometry] = measure }
        }
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
            ("nodes", .array(layout.nodes.map { node($0, measures: measures) })),
        ])
    }

    static func node(_ node: LaidOutView, measures: [ResolvedShape: ShapeMeasure]) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        if let name = node.name { fields.append(("name", .string(name))) }
        fields.append(("kind", .string(node.kind.rawValue)))
        fields.append(("frame", rect(node.frame)))
        if let geometry = node.geometry { fields += shape(geometry) }
        if let geometry = node.geometry, let measure = measures[geometry] {
            fields.append(("corners", .object(PhysicalCorner.allCases.map { ($0.rawValue, corner(measure.corners[$0])) })))
        }
        return .object(fields)
    }

    /// One corner's `CornerMeasure`, the fields `help` lists (additive: older readers ignore them).
    static func corner(_ m: CornerMeasure) -> JSONValue {
        var fields: [(String, JSONValue)] = [("radius", .number(m.radius))]
        if let style = m.style { fields.append(("style", style.json)) }
        fields.append(("gaps", .object([("dx", .number(m.dx)), ("dy", .number(m.dy))])))
        if let inset = m.inset { fields.append(("inset", .number((inset * 100).rounded() / 100))) }
        if let error = m.reportedError {
            fields.append(("error", .number((error * 100).rounded() / 100)))
            if let reason = m.reason { fields.append(("reason", .string(reason))) }
        }
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
            fields.append(("shape", .string(ViewKind.containerRelative.rawValue)))
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
