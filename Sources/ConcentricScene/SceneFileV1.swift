// Scene format version 1, kept only as a reader: a v1 file's tree of cards, parsed with the places
// its errors name, which `SceneFile(json:)` converts at once into a version 2 view tree
// (SceneConversion.swift). Nothing writes, lays out or draws version 1 any more; the tests keep the
// v1 layout engine as the reference the conversion is checked against.
//
//   scene   {"version": 1, "id"?, "title"?, "description"?,
//            "device": id | "screen": {"shape": …, "width": w, "height": h},
//            "direction"?: "leftToRight" | "rightToLeft", "background"?: fill, "cards": [card]}
//   card    {"name"?, "padding"?: p | {"top", "leading", "bottom", "trailing"}, "width"?, "height"?,
//            "alignment"?: alignment,
//            "shape"?: "concentric" (default) with "corners"? and "uniform"?,
//                      or a fixed shape with its fields (JSONShapes.swift: "radius", "radii", "style"),
//            "containerShape"?: bool, "fill"?: fill, "label"?: label, "children"?: [card]}
//   fill    as in version 2 (FillJSON.swift)
//   label   {"text", "size"?, "weight"?, "color"?, "alignment"?, "padding"?}
import ConcentricCore
import ConcentricJSON

/// The version 1 model, as read from a file (internal: only the conversion uses it).
enum SceneFileV1 {
    /// The most cards a v1 file may hold, and how deeply they may nest.
    static let maximumCards = 10_000
    static let maximumDepth = 64
    /// The longest label text, in Unicode code points: version 2's text limit.
    static let maximumLabelLength = TextView.maximumLength

    /// A v1 scene: a device screen holding a tree of cards, with a background and a direction.
    struct Scene: Sendable, Hashable {
        var id: String?
        var title: String?
        /// `"description"` in the file.
        var summary: String?
        var screen: Screen
        /// Painted inside the screen's shape, behind the cards; nil leaves it transparent.
        var background: Fill?
        var direction: LayoutDirection
        /// The top-level cards, whose parent is the screen.
        var cards: [Card]

        /// The number of cards, at every depth.
        var cardCount: Int { cards.reduce(0) { $0 + $1.subtreeCount } }
    }

    /// A card's shape: a concentric rectangle resolving against the nearest published container
    /// shape, or a fixed shape filling the card's frame.
    enum CardShape: Sendable, Hashable {
        case concentric(ConcentricRectangle)
        case fixed(ContainerShape)
    }

    /// Where a card sits in its parent: "a `width` × `height` region (each defaulting to the
    /// parent's) aligned in the parent by `alignment`, inset by the logical `padding`".
    struct FrameRule: Sendable, Hashable {
        var padding = EdgeInsets()
        var width: Double?
        var height: Double?
        var alignment = FrameAlignment.center
    }

    /// Text in a card's frame, inset by `padding` and aligned by `alignment`.
    struct Label: Sendable, Hashable {
        var text: String
        /// Font size in points, above 0 and at most 1000.
        var size: Double = 17
        var weight = FontWeight.regular
        var color = Color.white
        var alignment = FrameAlignment.center
        var padding = EdgeInsets()
    }

    /// One card: SwiftUI's view with `.background(fill, in: shape)`, optionally `.containerShape(shape)`.
    struct Card: Sendable, Hashable {
        var name: String?
        var frame = FrameRule()
        var shape = CardShape.concentric(ConcentricRectangle())
        /// Whether the card publishes its shape to its descendants (`containerShape`).
        var publishesShape = false
        var fill: Fill?
        var label: Label?
        var children: [Card] = []

        /// The number of cards in this subtree, this one included.
        var subtreeCount: Int { 1 + children.reduce(0) { $0 + $1.subtreeCount } }
    }
}

extension SceneFileV1.Scene {
    private static let fields: Set<String> = ["version", "id", "title", "description", "device", "screen", "direction", "background", "cards"]

    /// Reads a version 1 document (`SceneFile(json:)` has checked its `"version"`). Devices named
    /// by the scene are looked up in `devices`. Errors name the place
    /// (`cards[0].children[1].corners.topLeading: unknown corner style "round" …`).
    init(json node: JSONNode, devices: DeviceCatalog) throws(InputError) {
        try node.rejectUnknownFields(Self.fields)
        id = try node.optionalField("id")?.string()
        title = try node.optionalField("title")?.string()
        summary = try node.optionalField("description")?.string()
        switch (try node.optionalField("device"), try node.optionalField("screen")) {
        case (let deviceNode?, nil):
            let name = try deviceNode.string()
            guard let device = devices.device(id: name) else {
                throw deviceNode.error("unknown device \(InputError.quote(name)) (known: \(devices.devices.map(\.id).joined(separator: ", ")))")
            }
            screen = Screen(device: device)
        case (nil, let screenNode?):
            // Version 1 documented circular as the default curve (SwiftUI's is continuous).
            let shape = try ContainerShape(json: screenNode, otherFields: ["width", "height"], defaultCurve: .circular)
            screen = Screen(
                size: Size(width: try screenNode.field("width").length("a width"), height: try screenNode.field("height").length("a height")),
                shape: shape)
        case (.some, .some):
            throw node.error("give either \"device\" or \"screen\", not both")
        case (nil, nil):
            throw node.error("missing field \"device\" (or \"screen\")")
        }
        direction = try node.optionalField("direction").map { (n) throws(InputError) in try LayoutDirection(json: n) } ?? .leftToRight
        background = try node.optionalField("background").map { (n) throws(InputError) in try Fill(json: n) }
        var count = 0
        cards = try node.field("cards").elements().map { (n) throws(InputError) in try SceneFileV1.Card(json: n, depth: 1, count: &count) }
    }
}

extension SceneFileV1.Card {
    private static let ownFields: Set<String> = [
        "name", "padding", "width", "height", "alignment", "shape", "corners", "uniform", "containerShape", "fill", "label", "children",
    ]
    private static let concentricOnly: Set<String> = ["corners", "uniform"]

    /// Reads a card at `depth` (1 for a top-level card); `count` counts the cards read so far, to
    /// refuse absurd documents early.
    init(json node: JSONNode, depth: Int, count: inout Int) throws(InputError) {
        guard depth <= SceneFileV1.maximumDepth else {
            throw node.error("cards nest deeper than \(SceneFileV1.maximumDepth) levels")
        }
        count += 1
        guard count <= SceneFileV1.maximumCards else {
            throw node.error("a scene holds at most \(SceneFileV1.maximumCards) cards")
        }
        guard node.kind == .object else { throw node.error("expected a card object, found \(node.kindName)") }

        let shapeName = try node.optionalField("shape").map { (n) throws(InputError) in try n.string() } ?? "concentric"
        if shapeName == "concentric" {
            try node.rejectUnknownFields(Self.ownFields)
            shape = .concentric(try ConcentricRectangle(corners: node.optionalField("corners"), uniform: node.optionalField("uniform")))
        } else {
            for key in Self.concentricOnly where try node.optionalField(key) != nil {
                throw node.error("field \(InputError.quote(key)) applies only to shape \"concentric\" (this card's shape is \(InputError.quote(shapeName)))")
            }
            let shapePath = node.path.isEmpty ? "shape" : "\(node.path).shape"
            do throws(InputError) {
                // Version 1 documented circular as the default curve (SwiftUI's is continuous).
                shape = .fixed(try ContainerShape(json: node, otherFields: Self.ownFields.subtracting(Self.concentricOnly), defaultCurve: .circular))
            } catch where error.path == shapePath && error.message.hasPrefix("unknown shape") {
                throw InputError(path: error.path, error.message.replacingOccurrences(of: "(expected one of: ", with: "(expected one of: \"concentric\", "))
            }
        }
        name = try node.optionalField("name")?.string()
        frame = SceneFileV1.FrameRule(
            padding: try node.optionalField("padding").map { (n) throws(InputError) in try EdgeInsets(json: n) } ?? EdgeInsets(),
            width: try node.optionalField("width")?.length("a width"),
            height: try node.optionalField("height")?.length("a height"),
            alignment: try node.optionalField("alignment")?.oneOf(FrameAlignment.self, "alignment") ?? .center)
        publishesShape = try node.optionalField("containerShape")?.bool() ?? false
        fill = try node.optionalField("fill").map { (n) throws(InputError) in try Fill(json: n) }
        label = try node.optionalField("label").map { (n) throws(InputError) in try SceneFileV1.Label(json: n) }
        children = try node.optionalField("children")?.elements().map { (n) throws(InputError) in
            try SceneFileV1.Card(json: n, depth: depth + 1, count: &count)
        } ?? []
    }
}

extension SceneFileV1.Label {
    init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["text", "size", "weight", "color", "alignment", "padding"])
        let sizeNode = try node.optionalField("size")
        size = try sizeNode?.number() ?? 17
        guard size > 0, size <= 1000 else { throw (sizeNode ?? node).error("a text size must be above 0 and at most 1000 (found \(JSONWriter.format(size)))") }
        let textNode = try node.field("text")
        text = try textNode.string()
        let length = text.unicodeScalars.count
        guard length <= SceneFileV1.maximumLabelLength else {
            throw textNode.error("a label holds at most \(SceneFileV1.maximumLabelLength) characters (found \(length))")
        }
        weight = try node.optionalField("weight")?.oneOf(FontWeight.self, "font weight") ?? .regular
        color = try node.optionalField("color").map { (n) throws(InputError) in try Color(json: n) } ?? .white
        alignment = try node.optionalField("alignment")?.oneOf(FrameAlignment.self, "alignment") ?? .center
        padding = try node.optionalField("padding").map { (n) throws(InputError) in try EdgeInsets(json: n) } ?? EdgeInsets()
    }
}
