// A view of a scene's tree (format version 2): its content and the modifiers applied to it.
import ConcentricCore

/// One SwiftUI view as written: the content (`VStack { … }`, `Text("…")`, `Circle()`) followed by its
/// modifiers in the order written. `modifiers[0]` wraps the content, `modifiers[1]` wraps that, and so
/// on, exactly as SwiftUI applies them (so `.padding(8).background(…)` differs from
/// `.background(…).padding(8)`).
public struct SceneView: Sendable, Hashable {
    /// What the view is.
    public var content: ViewContent
    /// The modifiers, innermost first.
    public var modifiers: [ViewModifier]

    public init(_ content: ViewContent, modifiers: [ViewModifier] = []) {
        self.content = content
        self.modifiers = modifiers
    }

    /// The same view with one more modifier outside the others (SwiftUI's chaining).
    public func modifier(_ modifier: ViewModifier) -> SceneView {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// The views directly inside this one: a stack's children, a button's label, and the views
    /// modifiers bring (`ViewModifier.attachedView`, in modifier order), in the order layout
    /// reports them.
    public var childViews: [SceneView] {
        var views = content.children
        for modifier in modifiers {
            if let view = modifier.attachedView { views.append(view) }
        }
        return views
    }

    /// The number of views in this tree, this one included (the views modifiers bring count).
    /// Counted without building `childViews` for each view: finding a view's place in a large
    /// scene (`preorderIndex`) counts every view before it, on every selection.
    public var viewCount: Int {
        var count = 1
        switch content {
        case .vStack(let stack, _), .hStack(let stack, _): for child in stack.children { count += child.viewCount }
        case .zStack(let children, _): for child in children { count += child.viewCount }
        case .button(let label): count += label.viewCount
        case .spacer, .divider, .text, .label, .image, .color, .fill, .shape, .placeholder: break
        }
        for modifier in modifiers {
            if let view = modifier.attachedView { count += view.viewCount }
        }
        return count
    }
}

/// A stack's children and how it spaces and aligns them.
public struct StackView: Sendable, Hashable {
    /// Distance between neighbours; nil is the default, 8 (docs/SWIFTUI.md, "Stacks").
    public var spacing: Number?
    /// The children, in order (top to bottom, leading to trailing, back to front).
    public var children: [SceneView]

    public init(spacing: Number? = nil, children: [SceneView]) {
        self.spacing = spacing
        self.children = children
    }
}

/// `Text`: a string in a font.
public struct TextView: Sendable, Hashable {
    /// The longest string a scene file may give a text, a label or a button (Unicode scalars),
    /// documented in docs/SCENES.md: text layout is linear in length, but a megabyte of text is
    /// no label.
    public static let maximumLength = 1_000

    /// The string drawn (wraps at the width proposed to it).
    public var string: String
    /// The text's own font (`Text(…).font(…)` written as part of the text); nil takes the
    /// environment's (`.font` modifiers outside it, else `.body`).
    public var font: Font?
    /// The text's own colour; nil takes the environment's foreground style (else `.primary`).
    public var color: ColorValue?
    /// How lines align with each other (`multilineTextAlignment`); SwiftUI's default is leading.
    public var alignment: TextAlignment

    public init(_ string: String, font: Font? = nil, color: ColorValue? = nil, alignment: TextAlignment = .leading) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}

/// `Label(title, systemImage:)`: the symbol, then the title, side by side.
public struct LabelView: Sendable, Hashable {
    /// The title text.
    public var title: String
    /// The SF Symbol name (drawn as a stand-in glyph: SF Symbols cannot ship on Linux).
    public var symbol: String

    public init(title: String, symbol: String) {
        self.title = title
        self.symbol = symbol
    }
}

/// A shape as a view (`Circle().fill(.red)`, `Circle().stroke(.blue, lineWidth: 2)`).
public struct ShapeView: Sendable, Hashable {
    /// The shape.
    public var shape: ViewShape
    /// Its paint; nil fills with the foreground style (SwiftUI's default for a shape view), unless
    /// the shape has a stroke: a stroked shape without a fill draws only its stroke.
    public var fill: Fill?
    /// Its outline's stroke, drawn over the fill (`Circle().fill(.red).stroke(.blue)`).
    public var stroke: ShapeStroke?

    public init(_ shape: ViewShape, fill: Fill? = nil, stroke: ShapeStroke? = nil) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }
}

/// A shape's stroke: `stroke(_:lineWidth:)` or `strokeBorder(_:lineWidth:)` (docs/SWIFTUI.md,
/// "Modifiers").
public struct ShapeStroke: Sendable, Hashable {
    /// The paint; nil strokes with the foreground style (`stroke(lineWidth:)`).
    public var style: Fill?
    /// The line's width, in points (SwiftUI's default is 1).
    public var lineWidth: Number
    /// `strokeBorder`: the line follows the shape inset by half its width, so it stays inside
    /// the frame; else `stroke`, centred on the outline, half of it outside the frame.
    public var isBorder: Bool

    public init(style: Fill? = nil, lineWidth: Number = 1, isBorder: Bool = false) {
        self.style = style
        self.lineWidth = lineWidth
        self.isBorder = isBorder
    }
}

/// A stand-in for a view the SwiftUI importer did not understand (our addition: SwiftUI has no
/// such view): a flexible box, drawn hatched with its label, so the rest of the tree still lays out.
public struct PlaceholderView: Sendable, Hashable {
    /// What it stands for (`Map`), at most `TextView.maximumLength` characters.
    public var label: String
    /// Where the view was in the source (`Card.swift:41:13`), when known.
    public var source: String?

    public init(label: String, source: String? = nil) {
        self.label = label
        self.source = source
    }
}

/// What a view is.
public indirect enum ViewContent: Sendable, Hashable {
    /// `VStack(alignment:spacing:)`: children top to bottom.
    case vStack(StackView, alignment: HorizontalAlignment = .center)
    /// `HStack(alignment:spacing:)`: children leading to trailing.
    case hStack(StackView, alignment: VerticalAlignment = .center)
    /// `ZStack(alignment:)`: children back to front (its `spacing` is ignored).
    case zStack(children: [SceneView], alignment: FrameAlignment = .center)
    /// `Spacer(minLength:)`; nil is SwiftUI's default minimum, 8.
    case spacer(minLength: Number?)
    /// `Divider()`: a hairline (one pixel of the screen, `Screen.scale`) in the separator colour,
    /// across its stack's axis: horizontal in a VStack or outside a stack, vertical in an HStack,
    /// as long as the stack is proposed across it.
    case divider
    /// `Text`.
    case text(TextView)
    /// `Label`.
    case label(LabelView)
    /// `Image(systemName:)`: a stand-in glyph square of the font's size.
    case image(systemName: String)
    /// `Button`: drawn as its label (its action does nothing in a scene).
    case button(label: SceneView)
    /// `Color` as a view: fills what it is proposed.
    case color(ColorValue)
    /// A `LinearGradient` (or any other fill) as a view: fills what it is proposed.
    case fill(Fill)
    /// A shape as a view.
    case shape(ShapeView)
    /// A view the importer did not understand: fills what it is proposed, as a colour does.
    case placeholder(PlaceholderView)

    /// The views directly inside.
    public var children: [SceneView] {
        switch self {
        case .vStack(let stack, _), .hStack(let stack, _): stack.children
        case .zStack(let children, _): children
        case .button(let label): [label]
        case .spacer, .divider, .text, .label, .image, .color, .fill, .shape, .placeholder: []
        }
    }

    /// The kind's name, for reports (`layout`'s `"kind"` field).
    public var kind: ViewKind {
        switch self {
        case .vStack: .vStack
        case .hStack: .hStack
        case .zStack: .zStack
        case .spacer: .spacer
        case .divider: .divider
        case .text: .text
        case .label: .label
        case .image: .image
        case .button: .button
        case .color: .color
        case .fill: .fill
        case .shape(let shape): shape.shape.kind
        case .placeholder: .placeholder
        }
    }
}

/// The name of a view's kind: the content's case, with shapes named by their shape (also the
/// kind a `ViewShape` reports, as a background, clip or container shape). Core's shapes are one
/// case, so a new shape there is a new kind here without another list to keep.
public enum ViewKind: Sendable, Hashable, CaseIterable, RawRepresentable {
    case vStack, hStack, zStack, spacer, divider, text, label, image, button, color, fill, placeholder
    /// A shape with radii of its own (`Rectangle()`, `Capsule()`, …).
    case shape(ContainerShapeKind)
    case concentricRectangle, containerRelative

    /// Every kind: the views, then the shapes in Core's order. A new view case goes here too (the
    /// compiler points at `rawValue`, not at this list).
    public static let allCases: [ViewKind] =
        [.vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .color, .fill, .placeholder]
        + ContainerShapeKind.allCases.map(ViewKind.shape) + [.concentricRectangle, .containerRelative]

    /// The kind's name in reports and choices (`layout`'s `"kind"`): the case's name, a shape's
    /// being its own (`"roundedRectangle"`).
    public var rawValue: String {
        switch self {
        case .vStack: "vStack"
        case .hStack: "hStack"
        case .zStack: "zStack"
        case .spacer: "spacer"
        case .divider: "divider"
        case .text: "text"
        case .label: "label"
        case .image: "image"
        case .button: "button"
        case .color: "color"
        case .fill: "fill"
        case .placeholder: "placeholder"
        case .shape(let kind): kind.rawValue
        case .concentricRectangle: "concentricRectangle"
        case .containerRelative: "containerRelative"
        }
    }

    public init?(rawValue: String) {
        guard let kind = ViewKind.byRawValue[rawValue] else { return nil }
        self = kind
    }

    /// The type's name in SwiftUI, which scene files use as a view's key (`"VStack"`,
    /// `"ContainerRelativeShape"`; a fill view is written as the `LinearGradient` it is).
    public var swiftUIName: String {
        switch self {
        case .fill: "LinearGradient"
        case .containerRelative: "ContainerRelativeShape"
        case .shape(let kind): kind.swiftUIName
        case .vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .color, .placeholder, .concentricRectangle:
            rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The kind SwiftUI calls `name`.
    public init?(swiftUIName name: String) {
        guard let kind = ViewKind.bySwiftUIName[name] else { return nil }
        self = kind
    }

    /// Every kind by its SwiftUI name and by its raw value, made once: the reader looks up every
    /// view's and shape's kind, and building each kind's name to compare (an uppercased copy)
    /// was a fifth of parsing.
    private static let bySwiftUIName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.swiftUIName, $0) })
    private static let byRawValue = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Whether the kind is a shape (a view, a background, a clip or a container shape).
    public var isShape: Bool {
        switch self {
        case .shape, .concentricRectangle, .containerRelative: true
        case .vStack, .hStack, .zStack, .spacer, .divider, .text, .label, .image, .button, .color, .fill, .placeholder: false
        }
    }

    /// The shape kinds, in the order the inspector offers them.
    public static let shapes = allCases.filter(\.isShape)
}
