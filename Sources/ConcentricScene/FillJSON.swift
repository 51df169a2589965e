// The JSON of the values both scene format versions share (docs/SCENES.md): fills, colours,
// gradients and edge insets, read with their place and written as version 2 writes them.
import ConcentricCore
import ConcentricJSON

extension EdgeInsets {
    /// One non-negative number for every edge, or `{"top", "leading", "bottom", "trailing"}`
    /// (missing edges are 0).
    init(json node: JSONNode) throws(InputError) {
        if node.kind == .number {
            self.init(all: try node.length("padding"))
            return
        }
        guard node.kind == .object else {
            throw node.error("expected a number or an object of edges (top, leading, bottom, trailing), found \(node.kindName)")
        }
        try node.rejectUnknownFields(["top", "leading", "bottom", "trailing"])
        self.init(
            top: try node.optionalField("top")?.length("padding") ?? 0,
            leading: try node.optionalField("leading")?.length("padding") ?? 0,
            bottom: try node.optionalField("bottom")?.length("padding") ?? 0,
            trailing: try node.optionalField("trailing")?.length("padding") ?? 0)
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
            throw node.error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", found \(InputError.quote(text))")
        }
        let v = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(
            rgb8: Int((v >> 24) & 0xFF), Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), alpha: Double(v & 0xFF) / 255)
    }

    /// The colour as `"#RRGGBB"`, or `"#RRGGBBAA"` when not opaque.
    public var hex: String {
        func byte(_ c: Double) -> String {
            // The components are public and settable: clamp again, so no value can trap here.
            let s = String(Int(c.isFinite ? (min(1, max(0, c)) * 255).rounded() : 0), radix: 16, uppercase: true)
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
