// The part of the playground's state that survives a restart, as JSON (the Core's reader and writer).
import ConcentricCore
import ConcentricScene
import Foundation

// The file, version 1 (every field required, unknown fields refused; numbers out of range are
// clamped like a widget's):
//
//   {"version": 1, "device": "iphone-16-pro",
//    "container": {"kind": "roundedRectangle", "radius": 62, "curve": "continuous",
//                  "cornerRadii": {"topLeading": 62, "topTrailing": 62, "bottomLeading": 62, "bottomTrailing": 62}},
//    "corners": {"topLeading": {"kind": "concentric", "value": 8}, …},
//    "uniformity": "none", "inset": 8, "depth": 3, "direction": "leftToRight",
//    "overlays": {"centers": false, "radii": false, "insets": false, "errors": false},
//    "animation": false, "zoom": "fit" | 1.5,
//    "document": "playground" | {"preset": "concentric-card"} | {"file": "/path/scene.json"}}
//
// What is left out is either the desktop's (reduce motion, window visibility), transient (the
// animation's schedule, the last error) or loaded at start (the library, a document's scene).

extension PlaygroundState {
    /// The file's name under `$XDG_CONFIG_HOME/concentric/`, also used in warnings.
    public static let persistentFileName = "playground.json"
    /// The format version written and accepted.
    public static let persistentVersion = 1

    /// The persistent part as JSON text (pretty, stable key order).
    public var persistentJSON: String { JSONWriter.write(persistentJSONValue) + "\n" }

    /// The persistent part as a JSON value.
    public var persistentJSONValue: JSONValue {
        func corners(_ values: LogicalCorners<JSONValue>) -> JSONValue {
            .object(LogicalCorner.allCases.map { ($0.rawValue, values[$0]) })
        }
        let document: JSONValue
        switch self.document {
        case .playground: document = .string("playground")
        case .preset(let id, _): document = .object([("preset", .string(id))])
        case .file(let url, _): document = .object([("file", .string(url.path))])
        }
        let zoom: JSONValue
        switch self.zoom {
        case .fit: zoom = .string("fit")
        case .factor(let f): zoom = .number(f)
        }
        let radii = container.cornerRadii
        return .object([
            ("version", .number(Double(PlaygroundState.persistentVersion))),
            ("device", .string(device.id)),
            ("container", .object([
                ("kind", .string(container.kind.rawValue)),
                ("radius", .number(container.radius)),
                ("curve", .string(container.curve.rawValue)),
                ("cornerRadii", corners(LogicalCorners(
                    topLeading: .number(radii.topLeading), topTrailing: .number(radii.topTrailing),
                    bottomLeading: .number(radii.bottomLeading), bottomTrailing: .number(radii.bottomTrailing)))),
            ])),
            ("corners", corners(LogicalCorners(
                topLeading: Self.json(self.corners.topLeading), topTrailing: Self.json(self.corners.topTrailing),
                bottomLeading: Self.json(self.corners.bottomLeading), bottomTrailing: Self.json(self.corners.bottomTrailing)))),
            ("uniformity", .string(uniformity.rawValue)),
            ("inset", .number(inset)),
            ("depth", .number(Double(depth))),
            ("direction", .string(direction.rawValue)),
            ("overlays", .object(AnnotationLayer.allCases.map { ($0.rawValue, .bool(overlays[$0])) })),
            ("animation", .bool(animation.isOn)),
            ("zoom", zoom),
            ("document", document),
        ])
    }

    private static func json(_ corner: CornerSetting) -> JSONValue {
        .object([("kind", .string(corner.kind.rawValue)), ("value", .number(corner.value))])
    }

    /// Reads a persisted state; errors name the place (`container.kind: unknown shape kind …`).
    /// Devices and presets are looked up in `library`. A file document cannot be loaded by the
    /// pure store: it is restored as the playground (`stateRestored` asks the app to load it).
    public init(persistentJSON text: String, library: PlaygroundLibrary) throws(InputError) {
        self = try PlaygroundState.parsePersistent(text, library: library).state
    }

    /// The restored state, and the scene file the app must load when the document was a file.
    static func parsePersistent(_ text: String, library: PlaygroundLibrary) throws(InputError) -> (state: PlaygroundState, file: URL?) {
        let root = JSONNode(try JSONValue.parse(text))
        try root.rejectUnknownFields([
            "version", "device", "container", "corners", "uniformity", "inset", "depth", "direction", "overlays",
            "animation", "zoom", "document",
        ])
        let versionNode = try root.field("version")
        let version = try versionNode.integer(in: 0...Int(Int32.max))
        guard version == persistentVersion else {
            throw versionNode.error("unsupported version \(version) (expected \(persistentVersion))")
        }
        var state = PlaygroundState(library: library)

        let deviceNode = try root.field("device")
        let id = try deviceNode.string()
        if let device = library.device(id: id) {
            state.device = device
        } else if library.devices.isEmpty, id == PlaygroundLibrary.fallbackDevice.id {
            state.device = PlaygroundLibrary.fallbackDevice
        } else {
            throw deviceNode.error("unknown device \"\(id)\"")
        }

        let container = try root.field("container")
        try container.rejectUnknownFields(["kind", "radius", "curve", "cornerRadii"])
        state.container.kind = try container.field("kind").oneOf(ContainerShape.Kind.self, "container shape kind")
        state.container.radius = try container.field("radius").number()
        state.container.curve = try container.field("curve").oneOf(CornerCurve.self, "corner curve")
        let radii = try container.field("cornerRadii")
        try radii.rejectUnknownFields(Set(LogicalCorner.allCases.map(\.rawValue)))
        for corner in LogicalCorner.allCases {
            state.container.cornerRadii[corner] = try radii.field(corner.rawValue).number()
        }

        let corners = try root.field("corners")
        try corners.rejectUnknownFields(Set(LogicalCorner.allCases.map(\.rawValue)))
        for corner in LogicalCorner.allCases {
            let node = try corners.field(corner.rawValue)
            try node.rejectUnknownFields(["kind", "value"])
            state.corners[corner] = CornerSetting(
                kind: try node.field("kind").oneOf(CornerStyle.Kind.self, "corner style kind"), value: try node.field("value").number())
        }

        state.uniformity = try root.field("uniformity").oneOf(Uniformity.self, "uniform mode")
        state.inset = try root.field("inset").number()
        let depthNode = try root.field("depth")
        let depth = try depthNode.number()
        guard depth == depth.rounded() else { throw depthNode.error("expected a whole number, found \(JSONWriter.format(depth))") }
        // Clamped as a Double first: converting 1e30 to Int would trap.
        let range = PlaygroundLimits.depth
        state.depth = Int(min(max(depth, Double(range.lowerBound)), Double(range.upperBound)))
        state.direction = try root.field("direction").oneOf(LayoutDirection.self, "layout direction")

        let overlays = try root.field("overlays")
        try overlays.rejectUnknownFields(Set(AnnotationLayer.allCases.map(\.rawValue)))
        for overlay in AnnotationLayer.allCases { state.overlays[overlay] = try overlays.field(overlay.rawValue).bool() }

        state.animation = InsetAnimation(isOn: try root.field("animation").bool(), inset: state.inset)

        let zoom = try root.field("zoom")
        if case .string = zoom.value {
            guard try zoom.string() == "fit" else { throw zoom.error("expected \"fit\" or a number") }
            state.zoom = .fit
        } else {
            state.zoom = .factor(try zoom.number())
        }

        let document = try root.field("document")
        var file: URL? = nil
        if case .string = document.value {
            guard try document.string() == "playground" else {
                throw document.error("expected \"playground\", {\"preset\": id} or {\"file\": path}")
            }
        } else {
            try document.rejectUnknownFields(["preset", "file"])
            if let preset = try document.optionalField("preset") {
                let id = try preset.string()
                guard let file = library.preset(id: id) else { throw preset.error("unknown preset \"\(id)\"") }
                state.document = .preset(id: id, file: file)
            } else if let path = try document.optionalField("file") {
                let text = try path.string()
                guard !text.isEmpty else { throw path.error("must not be empty") }
                file = URL(fileURLWithPath: text)
            } else {
                throw document.error("expected {\"preset\": id} or {\"file\": path}")
            }
        }
        return (state, file)
    }

    /// Takes over another state's persistent part, keeping this state's library, the desktop's
    /// settings (reduce motion, visibility) and restarting the animation's schedule.
    mutating func adoptPersistent(from other: PlaygroundState) {
        geometry = other.geometry
        overlays = other.overlays
        zoom = other.zoom
        animation.isOn = other.animation.isOn
        animation.restart(from: inset)
    }
}
