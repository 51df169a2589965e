// `concentric layout`: a scene laid out by SwiftUI's rules, printed as JSON (frames and radii).
import ConcentricIO
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene

/// Lays a scene out (`ViewLayout`, text measured with Pango as `render` draws it) and prints its
/// screen, its parameter values and one node per view (see `help` and `LayoutJSON`).
public struct LayoutCommand: Subcommand {
    public init() {}

    public let name = "layout"
    public let summary = "Print a scene's laid-out views: frames and resolved corner radii, as JSON"
    public var help: String {
        """
        Usage: concentric layout SCENE.json|PRESET [--device ID] [--direction ltr|rtl]
                                 [--set NAME=VALUE]... [--time SECONDS] [--compact]

        Lays out a scene (a scene file, see docs/SCENES.md, or `-` for standard input) or a preset
        (see `concentric presets`) as SwiftUI would, and prints:

          {"screen": {"width", "height", "device", "safeArea": {"top", "leading", "bottom", "trailing"}},
           "parameters": {NAME: value, ...},
           "nodes": [NODE, ...]}

        One NODE per view in document order (a view with several names gives one per name), in
        screen points from the top-left, y down:

          {"name": N (when the view is named), "kind": "vStack" | "text" | "concentricRectangle" | ...,
           "frame": {"x", "y", "width", "height"}, SHAPE}

        SHAPE is present for shape views and views with a background(_:in:) shape (a name reports
        the last one applied before it):
          "shape": "concentricRectangle", "radii": R, "curve": C
          "shape": "containerRelative", "inset": D, "container": KIND, and "radii": R, "curve": C
                   unless the container is an ellipse (a concentric rectangle in an ellipse
                   container reports this too: it falls back to the container's inset shape)
          "shape": "rectangle" | "roundedRectangle" | "unevenRoundedRectangle" | "capsule" |
                   "circle", "radii": R, "curve": C
          "shape": "ellipse"
        R is {"topLeft", "topRight", "bottomRight", "bottomLeft"} (physical corners), C "circular"
        or "continuous", D the smallest gap to the container (at least 0). The screen's safe area
        and `leading` are physical: `leading` is the left edge.

        A concentric rectangle or container-relative shape in a rounded-rectangular container also
        carries its measures per physical corner, what the annotated canvas and exports call out:
          "corners": {"topLeft": MEASURE, "topRight": ..., "bottomRight": ..., "bottomLeft": ...}
          MEASURE = {"radius": r, "style": STYLE (concentric rectangles), "gaps": {"dx", "dy"},
                     "inset": the gap between the two arcs on their diagonal (when drawn),
                     "error": pt and "reason": "minimum 8 applied" (when the error is 0.5 pt or
                     more on a corner that follows its container)}
        STYLE is "concentric", {"concentric": {"minimum": m}} or {"fixed": r}, as scene files write it.

        Options:
        \(SceneSelection.help)
          --compact         Print the JSON on one line.
        \(DeviceOptions.help)
          -h, --help        Show this help.

        Examples:
          concentric layout concentric-card --set inset=20
          concentric layout concentric-card --time 1.75 --compact
          concentric layout my-scene.json --device iphone-se-3 --direction rtl

        \(ExitStatus.help("a bad scene, preset, device, parameter or time"))
        The error line names the file and the place in it, or the option; nothing is printed.
        """
    }

    public func run(arguments: [String], io: IO) throws -> Int32 {
        let arguments = try Arguments(
            arguments, flags: ["--compact"], options: SceneSelection.options, repeatable: SceneSelection.repeatable, maximumPositionals: 1)
        let devices = try DeviceOptions.catalog(arguments, io: io)
        guard let target = arguments.positionals.first else { throw UsageError("missing SCENE.json or PRESET") }
        let selection = try SceneSelection(target, arguments: arguments, devices: devices, io: io)
        let json = LayoutJSON.document(selection.layout, declared: selection.document.parameters)
        try io.print(JSONWriter.write(json, pretty: !arguments.flags.contains("--compact")))
        return ExitStatus.success
    }
}

/// `concentric layout`'s output.
enum LayoutJSON {
    /// The whole answer: screen, the declared parameters' values (animated at `--time`), nodes.
    static func document(_ layout: ViewLayout, declared: [SceneParameter]) -> JSONValue {
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
