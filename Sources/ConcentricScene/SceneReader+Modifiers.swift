// Scene format v2's modifiers and the document's animation (docs/SCENES.md, "Modifiers"),
// read with their places.
import ConcentricCore
import ConcentricJSON

extension SceneReader {
    /// One modifier: `{NAME: ARGUMENTS}`.
    mutating func modifier(_ node: JSONNode, depth: Int) throws(InputError) -> ViewModifier {
        let keys = node.kind == .object ? try node.keys() : []
        guard keys.count == 1, let key = keys.first else {
            throw node.error("a modifier is an object with exactly one key (\(ModifierName.list))")
        }
        guard let name = ModifierName(rawValue: key) else {
            throw node.error("unknown modifier \(InputError.quote(key)) (expected one of: \(ModifierName.list))")
        }
        let value = try node.field(key)
        switch name {
        case .padding: return .padding(try padding(value))
        case .frame: return try frame(value)
        case .background:
            try value.rejectUnknownFields(["fill", "view", "in"])
            let (content, clip) = try decoration(value, depth: depth)
            return .background(content, in: clip)
        case .overlay:
            try value.rejectUnknownFields(["fill", "view", "in", "alignment"])
            let (content, clip) = try decoration(value, depth: depth)
            guard let alignmentNode = try value.optionalField("alignment") else { return .overlay(content, in: clip) }
            guard case .view = content else { throw alignmentNode.error("\"alignment\" places an overlay's view; a fill fills its shape") }
            return .overlay(content, in: clip, alignment: try alignmentNode.oneOf(FrameAlignment.self, "alignment"))
        case .containerShape: return .containerShape(try shape(value))
        case .clipShape: return .clipShape(try shape(value))
        case .foregroundStyle: return .foregroundStyle(try style(value))
        case .font: return .font(try font(value))
        case .opacity: return .opacity(try number(value, "opacity", .unit))
        case .shadow: return .shadow(try shadow(value))
        case .mask:
            try value.rejectUnknownFields(["view", "alignment"])
            let mask = try self.view(value.field("view"), depth: depth + 1)
            return .mask(mask, alignment: try value.optionalField("alignment")?.oneOf(FrameAlignment.self, "alignment") ?? .center)
        case .labelStyle: return .labelStyle(try value.oneOf(LabelStyle.self, "label style"))
        case .lineLimit: return .lineLimit(try lineLimit(value))
        case .truncationMode: return .truncationMode(try value.oneOf(TruncationMode.self, "truncation mode"))
        case .ignoresSafeArea:
            try value.rejectUnknownFields(["edges"])
            return .ignoresSafeArea(try value.optionalField("edges").map { (n) throws(InputError) in try edges(n) } ?? .all)
        case .offset:
            try value.rejectUnknownFields(["x", "y"])
            return .offset(x: try optionalNumber(value, "x", "an offset", .signed) ?? 0, y: try optionalNumber(value, "y", "an offset", .signed) ?? 0)
        case .aspectRatio:
            try value.rejectUnknownFields(["ratio", "contentMode"])
            return .aspectRatio(
                try optionalNumber(value, "ratio", "an aspect ratio", .positive),
                contentMode: try value.field("contentMode").oneOf(ContentMode.self, "content mode"))
        case .fixedSize: return try fixedSize(value)
        case .layoutPriority: return .layoutPriority(try number(value, "a layout priority", .finite))
        case .name: return .name(try value.string())
        }
    }

    /// `{}` (`.fixedSize()`, both axes) or `{"horizontal": B, "vertical": B}`: SwiftUI's overload
    /// takes both or neither.
    func fixedSize(_ node: JSONNode) throws(InputError) -> ViewModifier {
        try node.rejectUnknownFields(["horizontal", "vertical"])
        switch (try node.optionalField("horizontal"), try node.optionalField("vertical")) {
        case (nil, nil): return .fixedSize()
        case (let horizontal?, let vertical?): return .fixedSize(horizontal: try horizontal.bool(), vertical: try vertical.bool())
        case (nil, .some): throw node.error("missing field \"horizontal\" (give both axes, or neither for fixedSize())")
        case (.some, nil): throw node.error("missing field \"vertical\" (give both axes, or neither for fixedSize())")
        }
    }

    /// A background's or an overlay's `"fill"` or `"view"` (exactly one) and its `"in"` shape.
    mutating func decoration(_ value: JSONNode, depth: Int) throws(InputError) -> (BackgroundContent, ViewShape?) {
        var clip: ViewShape? = nil
        if let inNode = try value.optionalField("in") { clip = try shape(inNode) }
        switch (try value.optionalField("fill"), try value.optionalField("view")) {
        case (let fill?, nil): return (.fill(try style(fill)), clip)
        case (nil, let view?): return (.view(try self.view(view, depth: depth + 1)), clip)
        case (.some, .some): throw value.error("give either \"fill\" or \"view\", not both")
        case (nil, nil): throw value.error("missing field \"fill\" (or \"view\")")
        }
    }

    /// `{"color"?: STYLE, "radius": N, "x"?: N, "y"?: N}`: `shadow(color:radius:x:y:)`, the colour
    /// one colour (with its opacity), SwiftUI's default without one; the radius never negative.
    func shadow(_ node: JSONNode) throws(InputError) -> DropShadow {
        try node.rejectUnknownFields(["color", "radius", "x", "y"])
        var color: Fill? = nil
        if let colorNode = try node.optionalField("color") {
            let fill = try style(colorNode)
            guard case .solid = fill.paint else { throw colorNode.error("a shadow's colour is one colour, not a gradient") }
            color = fill
        }
        return DropShadow(
            color: color, radius: try number(node.field("radius"), "a shadow's radius", .nonNegative),
            x: try optionalNumber(node, "x", "x", .signed) ?? 0, y: try optionalNumber(node, "y", "y", .signed) ?? 0)
    }

    /// `8`, `{"param": "inset"}`, `{"expr": "inset * 2"}`, or per edge `{"top", "leading", "bottom", "trailing", "horizontal",
    /// "vertical"}` (missing edges 0; `horizontal` is leading and trailing, as `.padding(.horizontal, 8)`).
    func padding(_ node: JSONNode) throws(InputError) -> EdgeInsetsValue {
        guard node.kind == .object, try node.keys() != ["param"], try node.keys() != ["expr"] else {
            return EdgeInsetsValue(all: try number(node, "padding", .signed))
        }
        try node.rejectUnknownFields(["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        var insets = EdgeInsetsValue()
        if let horizontal = try optionalNumber(node, "horizontal", "padding", .signed) {
            for key in ["leading", "trailing"] where try node.optionalField(key) != nil {
                throw node.error("\"horizontal\" sets leading and trailing: \(InputError.quote(key)) cannot be given with it")
            }
            insets.leading = horizontal
            insets.trailing = horizontal
        }
        if let vertical = try optionalNumber(node, "vertical", "padding", .signed) {
            for key in ["top", "bottom"] where try node.optionalField(key) != nil {
                throw node.error("\"vertical\" sets top and bottom: \(InputError.quote(key)) cannot be given with it")
            }
            insets.top = vertical
            insets.bottom = vertical
        }
        if let v = try optionalNumber(node, "top", "padding", .signed) { insets.top = v }
        if let v = try optionalNumber(node, "leading", "padding", .signed) { insets.leading = v }
        if let v = try optionalNumber(node, "bottom", "padding", .signed) { insets.bottom = v }
        if let v = try optionalNumber(node, "trailing", "padding", .signed) { insets.trailing = v }
        return insets
    }

    /// `2`, or `{"count": 2, "reservesSpace": true}`: a whole number of lines, 1…`LineLimit.maximumCount`.
    func lineLimit(_ node: JSONNode) throws(InputError) -> LineLimit {
        var countNode = node
        var reservesSpace = false
        if node.kind == .object {
            try node.rejectUnknownFields(["count", "reservesSpace"])
            countNode = try node.field("count")
            reservesSpace = try node.optionalField("reservesSpace")?.bool() ?? false
        }
        let count = try countNode.number()
        guard count == count.rounded(), (1...Double(LineLimit.maximumCount)).contains(count) else {
            throw countNode.error("a line limit is a whole number of lines from 1 to \(LineLimit.maximumCount) (found \(JSONWriter.format(count)))")
        }
        return LineLimit(Int(count), reservesSpace: reservesSpace)
    }

    static let flexibleFields = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let frameFields = ["width", "height", "alignment"] + flexibleFields

    /// `frame(width:height:alignment:)` or, when any bound is given,
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: SwiftUI's two
    /// overloads, which cannot be mixed.
    func frame(_ node: JSONNode) throws(InputError) -> ViewModifier {
        try node.rejectUnknownFields(Self.frameFields)
        let alignment = try node.optionalField("alignment")?.oneOf(FrameAlignment.self, "alignment") ?? .center
        let keys = Set(try node.keys())
        let flexible = Self.flexibleFields.filter { keys.contains($0) }
        guard !flexible.isEmpty else {
            return .frame(
                width: try optionalNumber(node, "width", "a width", .nonNegative),
                height: try optionalNumber(node, "height", "a height", .nonNegative), alignment: alignment)
        }
        for key in ["width", "height"] where keys.contains(key) {
            throw node.error("\(InputError.quote(key)) belongs to frame(width:height:), \(InputError.quote(flexible[0])) to frame(minWidth:…maxHeight:); SwiftUI has no frame taking both")
        }
        func bound(_ key: String) throws(InputError) -> Number? {
            let infinite = key.hasPrefix("max")
            return try optionalNumber(node, key, key, infinite ? .nonNegativeOrInfinity : .nonNegative)
        }
        let frame = FlexibleFrame(
            minWidth: try bound("minWidth"), idealWidth: try bound("idealWidth"), maxWidth: try bound("maxWidth"),
            minHeight: try bound("minHeight"), idealHeight: try bound("idealHeight"), maxHeight: try bound("maxHeight"),
            alignment: alignment)
        // SwiftUI traps on min > max; refuse it here where both are literals.
        let pairs: [(key: String, min: Number?, max: Number?)] = [("minWidth", frame.minWidth, frame.maxWidth), ("minHeight", frame.minHeight, frame.maxHeight)]
        for pair in pairs {
            if case .literal(let low)? = pair.min, case .literal(let high)? = pair.max, low > high {
                throw (try node.optionalField(pair.key) ?? node).error("\(pair.key) must not exceed its maximum (\(JSONWriter.format(low)) > \(JSONWriter.format(high)))")
            }
        }
        return .flexibleFrame(frame)
    }

    /// `"all"`, `"horizontal"`, `"vertical"`, an edge name, or a list of those.
    func edges(_ node: JSONNode) throws(InputError) -> SafeAreaEdges {
        if node.kind == .array {
            var set: SafeAreaEdges = []
            for item in try node.elements() { set.formUnion(try edges(item)) }
            return set
        }
        return try node.oneOf(EdgeSetName.self, "edge set").edges
    }

    // MARK: Animation

    /// `{"parameter": NAME, "values": [a, b], "hold"?: 1.3, "spring"?: {"smooth": {"duration": 0.9}}}`,
    /// or a timing `"curve"` instead of the spring, and `"repeatForever"` instead of the hold.
    func animation(_ node: JSONNode) throws(InputError) -> ParameterAnimation {
        try node.rejectUnknownFields(["parameter", "values", "hold", "spring", "curve", "repeatForever"])
        let parameterNode = try node.field("parameter")
        let parameter = try parameterNode.string()
        guard parameters.contains(parameter) else {
            throw parameterNode.error("undeclared parameter \(InputError.quote(parameter)) (declare it in \"parameters\")")
        }
        let valuesNode = try node.field("values")
        let values = Array(try valuesNode.elements())
        guard values.count == 2 else { throw valuesNode.error("expected two values, the toggle's (found \(values.count))") }
        let repeatForever = try node.optionalField("repeatForever").map { (n) throws(InputError) in try ParameterAnimation.RepeatForever(json: n) }
        let holdNode = try node.optionalField("hold")
        if let holdNode, repeatForever != nil {
            throw holdNode.error("\"hold\" does not go with \"repeatForever\", which repeats without pausing")
        }
        let hold = try holdNode?.number() ?? 1.3
        if let problem = ParameterAnimation.secondsProblem(hold, "hold") { throw (holdNode ?? node).error(problem) }
        let curve = try AnimationCurve(spring: try node.optionalField("spring"), curve: try node.optionalField("curve"))
        return ParameterAnimation(
            parameter: parameter, first: try values[0].coordinate(), second: try values[1].coordinate(), hold: hold, curve: curve,
            repeatForever: repeatForever)
    }
}
