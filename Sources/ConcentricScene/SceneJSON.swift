// The scene file format (docs/SCENES.md): reading with the Core's path-aware JSONNode, and writing.
//
//   scene   {"version": 1, "id"?, "title"?, "description"?,
//            "device": id | "screen": {"shape": …, "width": w, "height": h},
//            "direction"?: "leftToRight" | "rightToLeft", "background"?: fill, "cards": [card]}
//   card    {"name"?, "padding"?: p | {"top", "leading", "bottom", "trailing"}, "width"?, "height"?,
//            "alignment"?: alignment,
//            "shape"?: "concentric" (default) with "corners"? and "uniform"?,
//                      or a fixed shape with its fields (JSONShapes.swift: "radius", "radii", "style"),
//            "containerShape"?: bool, "fill"?: fill, "label"?: label, "children"?: [card]}
//   fill    {"color": "#RRGGBB[AA]" | "gradient": {"angle"?: deg, "stops": [{"color", "location"}]},
//            "opacity"?: 0…1}
//   label   {"text", "size"?, "weight"?, "color"?, "alignment"?, "padding"?}
import ConcentricCore
import Foundation

extension Scene {
    private static let fields: Set<String> = ["version", "id", "title", "description", "device", "screen", "direction", "background", "cards"]

    /// Reads a scene document. Devices named by the scene are looked up in `devices`. Errors name
    /// the place (`cards[0].children[1].corners.topLeading: unknown corner style "round" …`).
    public init(json node: JSONNode, devices: DeviceCatalog) throws(InputError) {
        try node.rejectUnknownFields(Self.fields)
        let versionNode = try node.field("version")
        guard case .number(let version) = versionNode.value, version == Double(Self.formatVersion) else {
            let found = if case .number(let n) = versionNode.value { JSONWriter.format(n) } else { versionNode.value.kindName }
            throw versionNode.error("unsupported scene version \(found) (this build reads version \(Self.formatVersion))")
        }
        let id = try node.optionalField("id")?.string()
        let title = try node.optionalField("title")?.string()
        let summary = try node.optionalField("description")?.string()

        let screen: Screen
        switch (try node.optionalField("device"), try node.optionalField("screen")) {
        case (let deviceNode?, nil):
            let name = try deviceNode.string()
            guard let device = devices.device(id: name) else {
                throw deviceNode.error("unknown device \"\(name)\" (known: \(devices.devices.map(\.id).joined(separator: ", ")))")
            }
            screen = Screen(device: device)
        case (nil, let screenNode?):
            let shape = try ContainerShape(json: screenNode, otherFields: ["width", "height"])
            screen = Screen(
                size: Size(width: try screenNode.field("width").nonNegative("a width"), height: try screenNode.field("height").nonNegative("a height")),
                shape: shape)
        case (.some, .some):
            throw node.error("give either \"device\" or \"screen\", not both")
        case (nil, nil):
            throw node.error("missing field \"device\" (or \"screen\")")
        }
        let direction = try node.optionalField("direction").map { (n) throws(InputError) in try LayoutDirection(json: n) } ?? .leftToRight
        let background = try node.optionalField("background").map { (n) throws(InputError) in try Fill(json: n) }
        var budget = CardBudget()
        let cards = try node.field("cards").elements().map { (n) throws(InputError) in try Card(json: n, depth: 1, budget: &budget) }
        self.init(id: id, title: title, summary: summary, screen: screen, background: background, direction: direction, cards: cards)
    }

    /// Parses scene JSON text (UTF-8 bytes).
    public static func parse(bytes: [UInt8], devices: DeviceCatalog) throws(InputError) -> Scene {
        try Scene(json: JSONNode(try JSONValue.parse(bytes: bytes)), devices: devices)
    }

    /// Reads a scene file; errors are placed under `url.path` (`/x/scene.json: cards[0]…`).
    public static func load(fileAt url: URL, devices: DeviceCatalog) throws(InputError) -> Scene {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InputError(path: url.path, "cannot read (\(error.localizedDescription))")
        }
        do throws(InputError) { return try parse(bytes: Array(data), devices: devices) } catch {
            throw InputError(path: error.path.isEmpty ? url.path : "\(url.path): \(error.path)", error.message)
        }
    }

    /// The scene as a document that `init(json:devices:)` reads back to an equal scene.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("version", .number(Double(Self.formatVersion)))]
        if let id { members.append(("id", .string(id))) }
        if let title { members.append(("title", .string(title))) }
        if let summary { members.append(("description", .string(summary))) }
        if let device = screen.device {
            members.append(("device", .string(device)))
        } else {
            members.append(("screen", .object(screen.shape.jsonMembers + [("width", .number(screen.size.width)), ("height", .number(screen.size.height))])))
        }
        members.append(("direction", .string(direction.rawValue)))
        if let background { members.append(("background", background.json)) }
        members.append(("cards", .array(cards.map(\.json))))
        return .object(members)
    }

    /// The document as pretty-printed text, ending with a newline.
    public var jsonText: String { JSONWriter.write(json) + "\n" }
}

/// Counts cards while reading, to refuse absurd documents early.
struct CardBudget {
    var count = 0
}

extension Card {
    private static let ownFields: Set<String> = [
        "name", "padding", "width", "height", "alignment", "shape", "corners", "uniform", "containerShape", "fill", "label", "children",
    ]
    private static let concentricOnly: Set<String> = ["corners", "uniform"]

    init(json node: JSONNode, depth: Int, budget: inout CardBudget) throws(InputError) {
        guard depth <= Scene.maximumDepth else {
            throw node.error("cards nest deeper than \(Scene.maximumDepth) levels")
        }
        budget.count += 1
        guard budget.count <= Scene.maximumCards else {
            throw node.error("a scene holds at most \(Scene.maximumCards) cards")
        }
        guard case .object = node.value else { throw node.error("expected a card object, found \(node.value.kindName)") }

        let shapeName = try node.optionalField("shape").map { (n) throws(InputError) in try n.string() } ?? "concentric"
        let shape: CardShape
        if shapeName == "concentric" {
            try node.rejectUnknownFields(Self.ownFields)
            shape = .concentric(try ConcentricRectangle(corners: node.optionalField("corners"), uniform: node.optionalField("uniform")))
        } else {
            for key in Self.concentricOnly where try node.optionalField(key) != nil {
                throw node.error("field \"\(key)\" applies only to shape \"concentric\" (this card's shape is \"\(shapeName)\")")
            }
            do throws(InputError) {
                shape = .fixed(try ContainerShape(json: node, otherFields: Self.ownFields.subtracting(Self.concentricOnly)))
            } catch where error.path == node.child("shape") && error.message.hasPrefix("unknown shape") {
                throw InputError(path: error.path, error.message.replacingOccurrences(of: "(expected one of: ", with: "(expected one of: \"concentric\", "))
            }
        }

        let padding = try node.optionalField("padding").map { (n) throws(InputError) in try EdgeInsets(json: n) } ?? EdgeInsets()
        let width = try node.optionalField("width")?.nonNegative("a width")
        let height = try node.optionalField("height")?.nonNegative("a height")
        let alignment = try node.optionalField("alignment")?.oneOf(FrameAlignment.self, "alignment") ?? .center
        let children = try node.optionalField("children")?.elements().map { (n) throws(InputError) in
            try Card(json: n, depth: depth + 1, budget: &budget)
        }
        self.init(
            name: try node.optionalField("name")?.string(),
            frame: FrameRule(padding: padding, width: width, height: height, alignment: alignment),
            shape: shape,
            publishesShape: try node.optionalField("containerShape")?.bool() ?? false,
            fill: try node.optionalField("fill").map { (n) throws(InputError) in try Fill(json: n) },
            label: try node.optionalField("label").map { (n) throws(InputError) in try CardLabel(json: n) },
            children: children ?? [])
    }

    public var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let name { members.append(("name", .string(name))) }
        if frame.padding != EdgeInsets() { members.append(("padding", frame.padding.json)) }
        if let width = frame.width { members.append(("width", .number(width))) }
        if let height = frame.height { members.append(("height", .number(height))) }
        if frame.alignment != .center { members.append(("alignment", .string(frame.alignment.rawValue))) }
        switch shape {
        case .concentric(let rectangle):
            members.append(("shape", .string("concentric")))
            members.append(("corners", rectangle.corners.json))
            if rectangle.uniformity != .none { members.append(("uniform", .string(rectangle.uniformity.rawValue))) }
        case .fixed(let fixed):
            members += fixed.jsonMembers
        }
        if publishesShape { members.append(("containerShape", .bool(true))) }
        if let fill { members.append(("fill", fill.json)) }
        if let label { members.append(("label", label.json)) }
        if !children.isEmpty { members.append(("children", .array(children.map(\.json)))) }
        return .object(members)
    }
}

extension JSONNode {
    /// The path of a member (`cards[0].shape`), matching `optionalField`'s.
    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

extension EdgeInsets {
    /// One non-negative number for every edge, or `{"top", "leading", "bottom", "trailing"}`
    /// (missing edges are 0).
    init(json node: JSONNode) throws(InputError) {
        if case .number = node.value {
            self.init(all: try node.nonNegative("padding"))
            return
        }
        guard case .object = node.value else {
            throw node.error("expected a number or an object of edges (top, leading, bottom, trailing), found \(node.value.kindName)")
        }
        try node.rejectUnknownFields(["top", "leading", "bottom", "trailing"])
        self.init(
            top: try node.optionalField("top")?.nonNegative("padding") ?? 0,
            leading: try node.optionalField("leading")?.nonNegative("padding") ?? 0,
            bottom: try node.optionalField("bottom")?.nonNegative("padding") ?? 0,
            trailing: try node.optionalField("trailing")?.nonNegative("padding") ?? 0)
    }

    var json: JSONValue {
        if top == leading, top == bottom, top == trailing { return .number(top) }
        return .object([("top", .number(top)), ("leading", .number(leading)), ("bottom", .number(bottom)), ("trailing", .number(trailing))])
    }
}

extension Color {
    /// `"#RRGGBB"` or `"#RRGGBBAA"` (hexadecimal, either case).
    init(json node: JSONNode) throws(InputError) {
        let text = try node.string()
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
            let value = UInt64(String(decoding: digits, as: UTF8.self), radix: 16)
        else {
            throw node.error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
        }
        let v = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(
            rgb8: Int((v >> 24) & 0xFF), Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), alpha: Double(v & 0xFF) / 255)
    }

    /// The colour as `"#RRGGBB"`, or `"#RRGGBBAA"` when not opaque.
    public var hex: String {
        func byte(_ c: Double) -> String {
            let s = String(Int((c * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

extension Fill {
    init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["color", "gradient", "opacity"])
        let opacity = try node.optionalField("opacity")?.number() ?? 1
        guard (0...1).contains(opacity) else {
            throw node.error("opacity must be from 0 to 1 (found \(JSONWriter.format(opacity)))")
        }
        switch (try node.optionalField("color"), try node.optionalField("gradient")) {
        case (let color?, nil):
            self.init(.solid(try Color(json: color)), opacity: opacity)
        case (nil, let gradient?):
            self.init(.linearGradient(try LinearGradient(json: gradient)), opacity: opacity)
        case (.some, .some):
            throw node.error("give either \"color\" or \"gradient\", not both")
        case (nil, nil):
            throw node.error("missing field \"color\" (or \"gradient\")")
        }
    }

    public var json: JSONValue {
        var members: [(String, JSONValue)]
        switch paint {
        case .solid(let color): members = [("color", .string(color.hex))]
        case .linearGradient(let gradient):
            members = [("gradient", gradient.json)]
        }
        if opacity != 1 { members.append(("opacity", .number(opacity))) }
        return .object(members)
    }
}

extension LinearGradient {
    /// `{"angle"?: degrees, "stops": [{"color", "location"}, …]}`: at least two stops, in
    /// increasing order of location (0…1). Also the `LinearGradient` view of scene version 2.
    init(json gradient: JSONNode) throws(InputError) {
        try gradient.rejectUnknownFields(["angle", "stops"])
        let stopNodes = try gradient.field("stops").elements()
        guard stopNodes.count >= 2 else { throw gradient.error("a gradient needs at least 2 stops") }
        var stops: [GradientStop] = []
        for stopNode in stopNodes {
            try stopNode.rejectUnknownFields(["color", "location"])
            let locationNode = try stopNode.field("location")
            let location = try locationNode.number()
            guard (0...1).contains(location) else {
                throw locationNode.error("a stop's location must be from 0 to 1 (found \(JSONWriter.format(location)))")
            }
            if let last = stops.last, location < last.location {
                throw locationNode.error("stops must be in increasing order of location")
            }
            stops.append(GradientStop(color: try Color(json: stopNode.field("color")), location: location))
        }
        self.init(stops: stops, angle: try gradient.optionalField("angle")?.number() ?? 180)
    }

    /// The inverse of `init(json:)`.
    var json: JSONValue {
        .object([
            ("angle", .number(angle)),
            ("stops", .array(stops.map { .object([("color", .string($0.color.hex)), ("location", .number($0.location))]) })),
        ])
    }
}

extension CardLabel {
    init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["text", "size", "weight", "color", "alignment", "padding"])
        let sizeNode = try node.optionalField("size")
        let size = try sizeNode?.number() ?? 17
        guard size > 0, size <= 1000 else { throw (sizeNode ?? node).error("a text size must be above 0 and at most 1000 (found \(JSONWriter.format(size)))") }
        self.init(
            try node.field("text").string(), size: size,
            weight: try node.optionalField("weight")?.oneOf(FontWeight.self, "font weight") ?? .regular,
            color: try node.optionalField("color").map { (n) throws(InputError) in try Color(json: n) } ?? .white,
            alignment: try node.optionalField("alignment")?.oneOf(FrameAlignment.self, "alignment") ?? .center,
            padding: try node.optionalField("padding").map { (n) throws(InputError) in try EdgeInsets(json: n) } ?? EdgeInsets())
    }

    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("text", .string(text)), ("size", .number(size))]
        if weight != .regular { members.append(("weight", .string(weight.rawValue))) }
        if color != .white { members.append(("color", .string(color.hex))) }
        if alignment != .center { members.append(("alignment", .string(alignment.rawValue))) }
        if padding != EdgeInsets() { members.append(("padding", padding.json)) }
        return .object(members)
    }
}
