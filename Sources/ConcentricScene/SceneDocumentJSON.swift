// Reading scene format version 2 (docs/SCENES.md): a view tree written the way SwiftUI spells it.
//
//   document  {"version": 2, "id"?, "title"?, "description"?,
//              "device": ID | "screen": {SHAPE-v1…, "width", "height", "safeArea"?: INSETS},
//              "direction"?: "leftToRight" | "rightToLeft",
//              "parameters"?: {NAME: number | {"default": number, "range"?: [lower, upper]}, …},
//              "animation"?: {"parameter": NAME, "values": [a, b], "hold"?: s, "spring"?: SPRING | "curve"?: CURVE,
//                             "repeatForever"?: {"autoreverses"?: bool}}   (AnimationCurveJSON.swift),
//              "root": VIEW}
//   VIEW      {KIND: ARGUMENTS, "modifiers"?: [MODIFIER, …]}        (exactly one KIND)
//   MODIFIER  {NAME: ARGUMENTS}                                      (exactly one NAME)
//   NUMBER    a JSON number | {"param": NAME} | {"expr": TEXT} (NumberExpression.swift) | "infinity"
//             (maxWidth and maxHeight only); a corner
//             style's minimum or fixed radius is a NUMBER too ({"fixed": {"param": "inset"}})
//   STYLE     "#RRGGBB[AA]" | "primary" | "secondary" | FILL (v1's fill object, one parser)
//   SHAPE     "Rectangle" | "Circle" | … | {"RoundedRectangle": {"cornerRadius": N, "style"?}} | …
//
// Strict: unknown kinds, modifiers and fields are refused, as are references to parameters the
// scene does not declare; every error names its place. Shared pieces (colours, fills, gradients,
// corner styles, uniform modes, corner curves, edge insets, the custom screen's shape) use the one
// reader each already has (FillJSON.swift, Core's JSONShapes.swift).
import ConcentricCore
import ConcentricJSON

extension SceneFile {
    /// The most views a scene holds (background views included) and how deeply they nest (the
    /// root is at depth 1; modifiers do not count). A 10,000-view scene and 32 nested cards fit.
    public static let maximumViews = 10_000
    public static let maximumDepth = 64

    static let documentFields: Set<String> = [
        "version", "id", "title", "description", "device", "screen", "direction", "parameters", "animation", "root",
    ]

    /// Reads a version-2 document (the version already checked).
    init(version2 node: JSONNode, devices: DeviceCatalog) throws(InputError) {
        try node.rejectUnknownFields(Self.documentFields)
        let id = try node.optionalField("id")?.string()
        let title = try node.optionalField("title")?.string()
        let summary = try node.optionalField("description")?.string()

        let screen: Screen
        let safeArea: EdgeInsets
        switch (try node.optionalField("device"), try node.optionalField("screen")) {
        case (let deviceNode?, nil):
            let name = try deviceNode.string()
            guard let device = devices.device(id: name) else {
                throw deviceNode.error("unknown device \(InputError.quote(name)) (known: \(devices.devices.map(\.id).joined(separator: ", ")))")
            }
            screen = Screen(device: device)
            safeArea = device.safeArea
        case (nil, let screenNode?):
            let shape = try ContainerShape(json: screenNode, otherFields: ["width", "height", "safeArea"])
            screen = Screen(
                size: Size(width: try screenNode.field("width").length("a width"), height: try screenNode.field("height").length("a height")),
                shape: shape)
            safeArea = try screenNode.optionalField("safeArea").map { (n) throws(InputError) in try EdgeInsets(json: n) } ?? EdgeInsets()
        case (.some, .some):
            throw node.error("give either \"device\" or \"screen\", not both")
        case (nil, nil):
            throw node.error("missing field \"device\" (or \"screen\")")
        }
        let direction = try node.optionalField("direction").map { (n) throws(InputError) in try LayoutDirection(json: n) } ?? .leftToRight

        var parameters: [SceneParameter] = []
        if let parametersNode = try node.optionalField("parameters") {
            for (name, valueNode) in try parametersNode.members() {
                guard SceneReader.isParameterName(name) else {
                    throw valueNode.error("a parameter's name is a letter or \"_\" followed by letters, digits or \"_\" (found \(InputError.quote(name)))")
                }
                parameters.append(try SceneParameter(name: name, json: valueNode))
            }
        }
        var reader = SceneReader(parameters: Set(parameters.map(\.name)))
        let animation = try node.optionalField("animation").map { (n) throws(InputError) in try reader.animation(n) }
        let root = try reader.view(node.field("root"), depth: 1)
        self.init(
            id: id, title: title, summary: summary,
            document: SceneDocument(parameters: parameters, screen: screen, safeArea: safeArea, direction: direction, root: root, animation: animation),
            sourceVersion: 2)
    }
}

/// One pass over a version-2 tree: the declared parameters, and the views counted so far.
public struct SceneReader {
    /// Names `{"param": …}` may refer to.
    let parameters: Set<String>
    /// Views read so far, against `SceneFile.maximumViews`.
    var viewCount = 0

    public init(parameters: Set<String>) {
        self.parameters = parameters
    }

    /// A letter or "_" then letters, digits or "_": a Swift identifier, as `@State var inset` is.
    public static func isParameterName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    // MARK: Text

    /// A string a view draws (a Text's content, a Label's or Button's title), at most
    /// `TextView.maximumLength` characters (Unicode scalars: one "character" of a million
    /// combining marks counts as a million), so text layout stays bounded.
    func displayedText(_ node: JSONNode) throws(InputError) -> String {
        let text = try node.string()
        let length = text.unicodeScalars.count
        guard length <= TextView.maximumLength else {
            throw node.error("a text holds at most \(TextView.maximumLength) characters (found \(length))")
        }
        return text
    }

    // MARK: Numbers

    /// What a numeric field accepts.
    public enum NumberRule {
        /// Any finite number (padding and spacing may be negative, as in SwiftUI).
        case signed
        /// A finite number ≥ 0.
        case nonNegative
        /// ≥ 0, or `"infinity"` (`maxWidth`, `maxHeight`).
        case nonNegativeOrInfinity
        /// From 0 to 1 (opacity).
        case unit
        /// Above 0 and at most 1000 (a font size, as card labels allow).
        case fontSize
        /// Above 0 and finite (an aspect ratio).
        case positive
        /// Any finite number (a layout priority, which is no length).
        case finite

        /// Why the literal `n` breaks the rule (`what` names the field), or nil when it keeps it:
        /// the one check both the reader and the editor's edits (SceneEdit.swift) apply.
        public func problem(_ n: Double, _ what: String) -> String? {
            if n == .infinity, self == .nonNegativeOrInfinity { return nil }
            guard n.isFinite else { return "\(what) must be a finite number" }
            // Written only when it is the answer: formatting two numbers for every number read cost
            // more than reading them.
            func beyond() -> String { "\(JSONWriter.format(n)) is beyond the limit of ±\(JSONWriter.format(CoordinateLimit.points)) pt" }
            switch self {
            case .signed:
                return CoordinateLimit.contains(n) ? nil : beyond()
            case .nonNegative, .nonNegativeOrInfinity:
                guard n >= 0 else { return "\(what) must not be negative (found \(JSONWriter.format(n)))" }
                return CoordinateLimit.contains(n) ? nil : beyond()
            case .unit:
                return (0...1).contains(n) ? nil : "\(what) must be from 0 to 1 (found \(JSONWriter.format(n)))"
            case .fontSize:
                return n > 0 && n <= 1000 ? nil : "\(what) must be above 0 and at most 1000 (found \(JSONWriter.format(n)))"
            case .positive:
                return n > 0 ? nil : "\(what) must be above 0 (found \(JSONWriter.format(n)))"
            case .finite:
                return nil
            }
        }
    }

    /// A number, `{"param": NAME}` or, where allowed, `"infinity"`. `what` names it in messages.
    func number(_ node: JSONNode, _ what: String, _ rule: NumberRule) throws(InputError) -> Number {
        switch node.scalarValue {
        case .number(let n)?:
            // As parsed, so that `1e999` is infinite here (and "infinity" only where allowed).
            if let problem = rule.problem(n, what) { throw node.error(problem) }
            return .literal(n)
        case .string("infinity")?:
            guard rule == .nonNegativeOrInfinity else {
                throw node.error("\(what) cannot be \"infinity\" (only maxWidth and maxHeight can)")
            }
            return .infinity
        case nil where node.kind == .object:
            try node.rejectUnknownFields(Self.boundNumberFields)
            if let textNode = try node.optionalField("expr") {
                if try node.optionalField("param") != nil { throw node.error("give either \"param\" or \"expr\", not both") }
                return .expression(try expression(textNode))
            }
            let nameNode = try node.field("param")
            let name = try nameNode.string()
            try checkDeclared(name, nameNode)
            return .parameter(name)
        default:
            let infinity = rule == .nonNegativeOrInfinity ? ", \"infinity\"" : ""
            // The words files were refused with before expressions existed (`{"expr"}` is named
            // where it is documented, in docs/SCENES.md).
            throw node.error("expected a number\(infinity) or {\"param\": NAME} for \(what), found \(node.kindName)")
        }
    }

    /// The fields of a number that is not a literal: `{"param": NAME}` or `{"expr": TEXT}`.
    static let boundNumberFields: Set<String> = ["param", "expr"]

    /// Refuses a reference to a parameter the scene does not declare, at `node`.
    func checkDeclared(_ name: String, _ node: JSONNode) throws(InputError) {
        guard !parameters.contains(name) else { return }
        let declared = parameters.isEmpty ? "the scene declares none" : "declared: \(InputError.list(parameters.sorted(), quoted: false))"
        throw node.error("undeclared parameter \(InputError.quote(name)) (\(declared); declare it in \"parameters\")")
    }

    /// `{"expr": TEXT}`'s text (NumberExpression.swift has the grammar): syntax errors name their
    /// column in the text, and every name must be a declared parameter.
    func expression(_ node: JSONNode) throws(InputError) -> NumberExpression {
        let text = try node.string()
        let expression: NumberExpression
        do throws(NumberExpression.SyntaxError) { expression = try NumberExpression(parsing: text) } catch { throw node.error(error.description) }
        for name in expression.parameterNames { try checkDeclared(name, node) }
        return expression
    }

    func optionalNumber(_ node: JSONNode, _ key: String, _ what: String, _ rule: NumberRule) throws(InputError) -> Number? {
        try node.optionalField(key).map { (n) throws(InputError) in try number(n, what, rule) }
    }

    // MARK: Views

    static let stackFields: Set<String> = ["spacing", "alignment", "children"]

    /// A view: `{KIND: ARGUMENTS, "modifiers"?: […]}`.
    public mutating func view(_ node: JSONNode, depth: Int) throws(InputError) -> SceneView {
        guard depth <= SceneFile.maximumDepth else {
            throw node.error("views nest deeper than \(SceneFile.maximumDepth) levels")
        }
        viewCount += 1
        guard viewCount <= SceneFile.maximumViews else {
            throw node.error("a scene holds at most \(SceneFile.maximumViews) views")
        }
        // Kinds and keys only: a view's `value` would be its whole subtree as a tree, for every view.
        guard node.kind == .object else {
            throw node.error("expected a view ({\"VStack\": {…}}, {\"Text\": \"…\"}, …), found \(node.kindName)")
        }
        let kinds = try node.keys().filter { $0 != "modifiers" }
        guard kinds.count == 1, let kind = kinds.first else {
            let found = kinds.isEmpty ? "none" : InputError.list(kinds, quoted: true)
            throw node.error("a view has exactly one kind (\(ViewKind.swiftUINameList)) besides \"modifiers\"; found \(found)")
        }
        guard let name = ViewKind(swiftUIName: kind) else {
            throw node.error("unknown view \(InputError.quote(kind)) (expected one of: \(ViewKind.swiftUINameList))")
        }
        let content = try self.content(name, try node.field(kind), depth: depth)
        var modifiers: [ViewModifier] = []
        if let list = try node.optionalField("modifiers") {
            for item in try list.elements() { modifiers.append(try modifier(item, depth: depth)) }
        }
        return SceneView(content, modifiers: modifiers)
    }

    mutating func children(_ node: JSONNode, depth: Int) throws(InputError) -> [SceneView] {
        var views: [SceneView] = []
        for child in try node.field("children").elements() { views.append(try view(child, depth: depth + 1)) }
        return views
    }

    mutating func content(_ kind: ViewKind, _ node: JSONNode, depth: Int) throws(InputError) -> ViewContent {
        switch kind {
        case .vStack:
            try node.rejectUnknownFields(Self.stackFields)
            let alignment = try node.optionalField("alignment")?.oneOf(HorizontalAlignment.self, "VStack alignment") ?? .center
            return .vStack(StackView(spacing: try optionalNumber(node, "spacing", "spacing", .signed), children: try children(node, depth: depth)), alignment: alignment)
        case .hStack:
            try node.rejectUnknownFields(Self.stackFields)
            let alignment = try node.optionalField("alignment")?.oneOf(VerticalAlignment.self, "HStack alignment") ?? .center
            return .hStack(StackView(spacing: try optionalNumber(node, "spacing", "spacing", .signed), children: try children(node, depth: depth)), alignment: alignment)
        case .zStack:
            try node.rejectUnknownFields(["alignment", "children"])
            let alignment = try node.optionalField("alignment")?.oneOf(FrameAlignment.self, "alignment") ?? .center
            return .zStack(children: try children(node, depth: depth), alignment: alignment)
        case .spacer:
            try node.rejectUnknownFields(["minLength"])
            return .spacer(minLength: try optionalNumber(node, "minLength", "minLength", .nonNegative))
        case .divider:
            try node.rejectUnknownFields([])
            return .divider
        case .text:
            if node.kind == .string { return .text(TextView(try displayedText(node))) }
            try node.rejectUnknownFields(["content", "font", "foregroundColor", "multilineTextAlignment"])
            return .text(TextView(
                try displayedText(node.field("content")),
                font: try node.optionalField("font").map { (n) throws(InputError) in try font(n) },
                color: try node.optionalField("foregroundColor").map { (n) throws(InputError) in try ColorValue(json: n) },
                alignment: try node.optionalField("multilineTextAlignment")?.oneOf(TextAlignment.self, "text alignment") ?? .leading))
        case .label:
            try node.rejectUnknownFields(["title", "systemImage"])
            return .label(LabelView(title: try displayedText(node.field("title")), symbol: try node.field("systemImage").string()))
        case .image:
            try node.rejectUnknownFields(["systemName"])
            return .image(systemName: try node.field("systemName").string())
        case .button:
            // `Button("Pause", systemImage: "pause.fill") { }`, `Button("OK") { }` or
            // `Button { label } ` with any label view.
            try node.rejectUnknownFields(["title", "systemImage", "label"])
            if let label = try node.optionalField("label") {
                for key in ["title", "systemImage"] where try node.optionalField(key) != nil {
                    throw node.error("give either \"label\" or \"title\" (with \"systemImage\"), not both")
                }
                return .button(label: try view(label, depth: depth + 1))
            }
            let title = try displayedText(node.field("title"))
            // The label is a view of its own: it counts like one.
            viewCount += 1
            guard viewCount <= SceneFile.maximumViews, depth + 1 <= SceneFile.maximumDepth else {
                throw node.error("a scene holds at most \(SceneFile.maximumViews) views nested at most \(SceneFile.maximumDepth) deep")
            }
            if let symbol = try node.optionalField("systemImage")?.string() {
                return .button(label: SceneView(.label(LabelView(title: title, symbol: symbol))))
            }
            return .button(label: SceneView(.text(TextView(title))))
        case .color:
            if node.kind == .object {
                // `Color.white.opacity(0.16)` as a view: a solid fill with its opacity.
                let fill = try Fill(json: node)
                guard case .solid = fill.paint else { throw node.error("a Color is one colour; write a gradient as a LinearGradient view") }
                return .fill(fill)
            }
            return .color(try ColorValue(json: node))
        case .fill:
            try node.rejectUnknownFields(["angle", "stops", "opacity"])
            let opacity = try node.optionalField("opacity").map { (n) throws(InputError) in try n.number() } ?? 1
            guard (0...1).contains(opacity) else { throw node.error("opacity must be from 0 to 1 (found \(JSONWriter.format(opacity)))") }
            // An object (rejectUnknownFields says so): the gradient's own fields, without the view's opacity.
            var gradient = node.value
            if case .object(let members) = gradient { gradient = .object(members.filter { $0.0 != "opacity" }) }
            return .fill(Fill(.linearGradient(try LinearGradient(json: JSONNode(gradient, path: node.path))), opacity: opacity))
        case .placeholder:
            // Ours: what the SwiftUI importer makes of a view it does not understand.
            try node.rejectUnknownFields(["label", "source"])
            return .placeholder(PlaceholderView(
                label: try displayedText(node.field("label")), source: try node.optionalField("source").map { (n) throws(InputError) in try displayedText(n) }))
        case .shape, .concentricRectangle, .containerRelative:
            return .shape(try self.shape(kind, node, allowsFill: true))
        }
    }

    // MARK: Styles and fonts

    /// A paint: a colour string (`"#FF9500"`, `"primary"`, `"secondary"`) or a fill object
    /// (`{"color": "#FFFFFF", "opacity": 0.16}`, `{"gradient": …}`).
    func style(_ node: JSONNode) throws(InputError) -> Fill {
        if node.kind == .string { return try ColorValue(json: node).fill }
        return try Fill(json: node)
    }

    /// `"headline"`, `{"style": "title2", "weight": "bold"}` or `{"size": 40, "weight"?: …}`.
    func font(_ node: JSONNode) throws(InputError) -> Font {
        if node.kind == .string { return .style(try node.oneOf(TextStyle.self, "text style")) }
        try node.rejectUnknownFields(["style", "size", "weight"])
        let weight = try node.optionalField("weight")?.oneOf(FontWeight.self, "font weight")
        switch (try node.optionalField("style"), try node.optionalField("size")) {
        case (let style?, nil): return Font(.style(try style.oneOf(TextStyle.self, "text style")), weight: weight)
        case (nil, let size?): return Font(.points(try number(size, "a font size", .fontSize)), weight: weight)
        case (.some, .some): throw node.error("give either \"style\" or \"size\", not both")
        case (nil, nil): throw node.error("missing field \"style\" (or \"size\")")
        }
    }

}

extension SceneParameter {
    /// A parameter's value in `"parameters"`: a number (the default), or
    /// `{"default": number, "range"?: [lower, upper]}` (the range is ours: docs/SCENES.md).
    init(name: String, json node: JSONNode) throws(InputError) {
        guard node.kind == .object else {
            self.init(name: name, defaultValue: try node.coordinate())
            return
        }
        try node.rejectUnknownFields(["default", "range"])
        let value = try node.field("default").coordinate()
        var range: ClosedRange<Double>?
        if let rangeNode = try node.optionalField("range") {
            let ends = Array(try rangeNode.elements())
            guard ends.count == 2 else { throw rangeNode.error("a range is two numbers, [lower, upper] (found \(ends.count))") }
            let lower = try ends[0].number(), upper = try ends[1].number()
            if let problem = SceneParameter.rangeProblem(lower: lower, upper: upper) { throw rangeNode.error(problem) }
            range = lower...upper
        }
        self.init(name: name, defaultValue: value, range: range)
    }
}

extension ViewKind {
    /// The kinds' SwiftUI names, quoted, for messages.
    static let swiftUINameList = allCases.map { "\"\($0.swiftUIName)\"" }.joined(separator: ", ")
    static let shapeNameList = allCases.filter(\.isShape).map { "\"\($0.swiftUIName)\"" }.joined(separator: ", ")
}

/// The modifiers as SwiftUI spells them (the key of a modifier object).
enum ModifierName: String, CaseIterable {
    case padding, frame, background, overlay, containerShape, clipShape, foregroundStyle, font, opacity, shadow, mask, labelStyle
    case lineLimit, truncationMode, ignoresSafeArea, offset, aspectRatio, fixedSize, layoutPriority, name

    static let list = allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
}

/// The edge sets `ignoresSafeArea(edges:)` names (SwiftUI's `Edge.Set` members).
enum EdgeSetName: String, CaseIterable {
    case all, horizontal, vertical, top, leading, bottom, trailing

    var edges: SafeAreaEdges {
        switch self {
        case .all: .all
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}

extension ColorValue {
    /// `"primary"`, `"secondary"` (Apple's light-appearance values), or a colour `"#RRGGBB[AA]"`.
    init(json node: JSONNode) throws(InputError) {
        switch node.scalarValue {
        case .string("primary")?: self = .primary
        case .string("secondary")?: self = .secondary
        case .string?: self = .rgb(try Color(json: node))
        default: throw node.error("expected a colour (\"#RRGGBB\", \"#RRGGBBAA\", \"primary\" or \"secondary\"), found \(node.kindName)")
        }
    }
}
