// The layout engine: SwiftUI's propose / respond for the views and modifiers of scene format v2,
// with container shapes resolved and the drawing listed in paint order. Pure: no GTK, no Pango.
//
// The rules and their sources are in docs/SWIFTUI.md (Apple's "Layout fundamentals", `Layout` docs,
// objc.io's "Thinking in SwiftUI"); each function names the rule it implements. In short:
// 1. A parent proposes a size (a length, infinity, or nil = unspecified) and the child answers its
//    own size; the parent then places it. `size(_:proposal:)` answers, `place(_:…)` places.
// 2. A view's modifiers wrap its content one after the other, so a view is a chain of layers:
//    layer 0 is the content, layer k applies `modifiers[k - 1]` to layer k − 1. Proposals only ever
//    depend on the layer above, so a chain is walked down for proposals and back up for sizes,
//    iteratively.
// 3. Content sizes are cached per (view, proposal) for the whole layout, so the stacks' probes
//    (proposed 0 and ∞ to measure flexibility) never re-measure a subtree. A probe needs only the
//    length along the stack's axis; where a child's length along it provably ignores the other
//    dimension of its proposal (`ProposalIndependence`), the probe proposes that dimension
//    unspecified, so the probes of every proposal the stack is given share one answer. Without
//    that, alternating stacks multiply their children's distinct proposals by three a level.
// 4. Totality: NaN counts as 0 (or as "not given" for optional bounds), every answered length is
//    held to 0…`maximumLength`, and views deeper than `maximumDepth` are not laid out.
import ConcentricCore

/// A view tree laid out on a screen. Value type: compute once per parameter change; read by
/// `layout` reports, renderers and tests.
public struct ViewLayout: Sendable, Hashable {
    /// Views nested deeper than this (the root is depth 0) answer a zero size and are not drawn;
    /// scene files are limited well below it. Bounds the recursion.
    public static let maximumDepth = 128
    /// The largest length a view answers (a billion points): what infinity and huge numbers become.
    public static let maximumLength = 1e9

    /// The screen (size and display shape).
    public var screen: Screen
    /// The safe-area rectangle the root is laid out in.
    public var safeArea: Rect
    /// The layout direction.
    public var direction: LayoutDirection
    /// The parameter values used.
    public var parameters: [String: Double]
    /// The reported views, in document order (see `LaidOutView`).
    public var nodes: [LaidOutView]
    /// Everything to draw, back to front.
    public var drawing: [DrawCommand]
    /// What each `containerShape` modifier published, by the modifier's source path
    /// (`root.children[1].modifiers[0]`): how code generators write a published concentric
    /// rectangle, which SwiftUI cannot publish, as the radii it resolved to.
    public var publishedContainers: [String: LayoutContainer]
    /// Every area a view paints (a shape view, a colour or gradient view, a `background` fill), in
    /// paint order, with the view that paints it: what the editor's canvas hit-tests
    /// (`SceneHitTester`).
    public var surfaces: [ViewSurface]
    /// The clips each view's content is drawn through (its ancestors' `clipShape`s and its own,
    /// outermost first), by `viewIndex`; only views drawn through at least one clip are listed.
    public var contentClips: [Int: [Path]]

    /// Lays out `document` with its parameters' defaults, overridden by `overrides`, and its
    /// animation evaluated `time` seconds after it appears (nil: not animated).
    public init(document: SceneDocument, overrides: [String: Double] = [:], time: Double? = nil, measurer: any TextMeasuring = EstimatedTextMeasurer()) {
        self.init(
            root: document.root, screen: document.screen, safeArea: document.safeArea, direction: document.direction,
            parameters: document.parameterValues(overrides: overrides, time: time), measurer: measurer)
    }

    /// Lays out `root` on `screen`: proposed the safe-area rectangle and centred in it
    /// (docs/SWIFTUI.md, "The root").
    public init(
        root: SceneView, screen: Screen, safeArea insets: EdgeInsets = EdgeInsets(), direction: LayoutDirection = .leftToRight,
        parameters: [String: Double] = [:], measurer: any TextMeasuring = EstimatedTextMeasurer()
    ) {
        var noCache: LayoutCache? = nil
        self.init(root: root, screen: screen, safeArea: insets, direction: direction, parameters: parameters, measurer: measurer, optionalCache: &noCache)
    }

    /// The same, with the stacks' probes made exactly as proposed when `sharingProbes` is false:
    /// what the tests compare the shared probes (`LayoutEngine.length`) with.
    init(root: SceneView, screen: Screen, parameters: [String: Double] = [:], measurer: any TextMeasuring = EstimatedTextMeasurer(), sharingProbes: Bool) {
        var noCache: LayoutCache? = nil
        self.init(
            root: root, screen: screen, safeArea: EdgeInsets(), direction: .leftToRight, parameters: parameters, measurer: measurer,
            optionalCache: &noCache, sharingProbes: sharingProbes)
    }

    /// The same, reusing what `cache` holds from the previous layout and leaving this one in it
    /// (LayoutCache.swift); equal to the layout made without a cache.
    public init(
        root: SceneView, screen: Screen, safeArea insets: EdgeInsets = EdgeInsets(), direction: LayoutDirection = .leftToRight,
        parameters: [String: Double] = [:], measurer: any TextMeasuring = EstimatedTextMeasurer(), cache: inout LayoutCache
    ) {
        // Moved rather than copied, so that the cache's storage stays uniquely referenced.
        var moved: LayoutCache? = cache
        cache = LayoutCache()
        self.init(root: root, screen: screen, safeArea: insets, direction: direction, parameters: parameters, measurer: measurer, optionalCache: &moved)
        cache = moved ?? LayoutCache()
    }

    init(
        root: SceneView, screen: Screen, safeArea insets: EdgeInsets, direction: LayoutDirection, parameters: [String: Double],
        measurer: any TextMeasuring, optionalCache: inout LayoutCache?, sharingProbes: Bool = true
    ) {
        let bounds = Rect(origin: .zero, size: Size(width: clampedLength(screen.size.width), height: clampedLength(screen.size.height)))
        let safe = bounds.inset(by: EdgeInsets(
            top: clampedLength(insets.top), leading: clampedLength(insets.leading),
            bottom: clampedLength(insets.bottom), trailing: clampedLength(insets.trailing)))
        var engine = LayoutEngine(
            root: root, parameters: parameters, direction: direction, measurer: measurer, screenBounds: bounds, safeArea: safe,
            hairline: screen.hairline, reusing: optionalCache?.state)
        engine.sharesProbes = sharingProbes
        let inputs = LayoutInputs(screenBounds: bounds, safeArea: safe, direction: direction, hairline: engine.hairline, parameters: parameters, measurer: ObjectIdentifier(type(of: measurer)))
        if optionalCache != nil { engine.beginReuse(&optionalCache!, inputs: inputs) }
        let proposal = ProposedSize(safe.size)
        let size = engine.size(0, proposal: proposal, environment: LayoutEnvironment())
        let rect = FrameAlignment.center.place(size, in: safe, direction: direction)
        engine.place(0, proposal: proposal, rect: rect, environment: LayoutEnvironment(), container: LayoutContainer(shape: screen.shape, frame: bounds))
        let nodes = engine.reportedNodes()
        if optionalCache != nil { engine.endReuse(into: &optionalCache!, inputs: inputs, nodes: nodes) }
        self.screen = screen
        self.safeArea = safe
        self.direction = direction
        self.parameters = parameters
        self.nodes = nodes
        self.drawing = engine.drawing
        self.publishedContainers = engine.published
        self.surfaces = engine.surfaces
        self.contentClips = engine.contentClips
    }

    /// The size `view` answers when proposed `proposal` (for tests and tools), on its own.
    public static func size(
        of view: SceneView, proposal: ProposedSize, parameters: [String: Double] = [:], direction: LayoutDirection = .leftToRight,
        measurer: any TextMeasuring = EstimatedTextMeasurer()
    ) -> Size {
        var engine = LayoutEngine(root: view, parameters: parameters, direction: direction, measurer: measurer, screenBounds: Rect(x: 0, y: 0, width: 0, height: 0), safeArea: Rect(x: 0, y: 0, width: 0, height: 0))
        return engine.size(0, proposal: proposal, environment: LayoutEnvironment())
    }

    /// The canvas: the screen's size in points, held to 0…`maximumLength` as layout holds it.
    public var size: Size { Size(width: clampedLength(screen.size.width), height: clampedLength(screen.size.height)) }

    /// The first node named `name`.
    public func node(named name: String) -> LaidOutView? { nodes.first { $0.name == name } }

    /// The node of each view (its outermost name node when it has names), indexed by `viewIndex`.
    public var viewNodes: [LaidOutView] {
        var seen = Set<Int>()
        return nodes.filter { seen.insert($0.viewIndex).inserted }
    }
}

/// A length held to 0…maximumLength (NaN → 0).
func clampedLength(_ v: Double) -> Double { v.isNaN ? 0 : min(ViewLayout.maximumLength, max(0, v)) }

/// A signed length held to ±maximumLength (NaN → 0), for paddings and spacings, which may be negative.
func clampedSigned(_ v: Double) -> Double { v.isNaN ? 0 : min(ViewLayout.maximumLength, max(-ViewLayout.maximumLength, v)) }

/// A stack's axis.
enum StackAxis: Sendable, Hashable { case horizontal, vertical }

/// What flows down the tree (SwiftUI's environment), for the values layout and drawing read.
struct LayoutEnvironment: Sendable, Hashable {
    /// `.font`; SwiftUI's default is `.body`.
    var font: Font = .body
    /// `.foregroundStyle`; nil is the default (`.primary`, or the accent colour in a button).
    var foreground: Fill? = nil
    /// `.labelStyle`.
    var labelStyle: LabelStyle = .titleAndIcon
    /// `.lineLimit`; nil is SwiftUI's default, no limit.
    var lineLimit: LineLimit? = nil
    /// `.truncationMode`; SwiftUI's default is `.tail`.
    var truncation: TruncationMode = .tail
    /// The axis of the stack this view is a direct child of (a Spacer expands along it).
    var stackAxis: StackAxis? = nil
    /// Inside a mask's view: drawn for its alpha only, so it paints no surface a click could hit.
    var isMask = false

    /// Becomes the environment inside `modifier` (inner modifiers override outer ones, as in
    /// SwiftUI). In place: a copy per modifier was a twelfth of a large layout.
    mutating func apply(_ modifier: ViewModifier) {
        switch modifier {
        case .font(let font): self.font = font
        case .foregroundStyle(let fill): foreground = fill
        case .labelStyle(let style): labelStyle = style
        case .lineLimit(let limit): lineLimit = limit
        case .truncationMode(let mode): truncation = mode
        case .padding, .frame, .flexibleFrame, .background, .overlay, .containerShape, .clipShape, .opacity, .shadow, .mask, .ignoresSafeArea,
            .offset, .aspectRatio, .fixedSize, .layoutPriority, .name:
            break
        }
    }

    /// The environment a child view starts with.
    func child(in axis: StackAxis?) -> LayoutEnvironment {
        var copy = self
        copy.stackAxis = axis
        return copy
    }

    /// What of the environment a view's size depends on: all of it but the foreground style,
    /// which only paints (placement reads it; `ViewModifier.isSizeNeutral` says the same of the
    /// modifier). What `LayoutCache` keeps beside each content size.
    struct Sizing: Sendable, Equatable {
        var font: Font
        var labelStyle: LabelStyle
        var lineLimit: LineLimit?
        var stackAxis: StackAxis?
    }

    /// The truncation mode changes where a text is cut, never its size.
    var sizing: Sizing { Sizing(font: font, labelStyle: labelStyle, lineLimit: lineLimit, stackAxis: stackAxis) }
}

/// A flattened view: the tree walked once, iteratively, into an array in document order.
struct FlatView {
    var content: ViewContent
    var modifiers: [ViewModifier]
    var path: String
    var depth: Int
    var parent: Int?
    /// The content's children (stack children, a button's label).
    var children: [Int] = []
    /// The view each modifier brings (`ViewModifier.attachedView`), by modifier index.
    var attachedViews: [Int: Int] = [:]
}

/// A name recorded while placing a view.
struct NameEntry {
    var layer: Int
    var name: String
    var frame: Rect
    var modifierIndex: Int
}

/// What placing a view recorded, for the report.
struct PlacedView {
    var frame: Rect
    var names: [NameEntry] = []
    /// Each `background(_:in:)` and `clipShape` shape with its layer, outermost first: a name
    /// reports the last one written before it.
    var reportedShapes: [(layer: Int, shape: ResolvedShape)] = []
    var ownShape: ResolvedShape?
}

/// Which of a view's answered lengths do not depend on the other dimension of its proposal: its
/// width whatever height is proposed (for the same proposed width), and the converse. Holds for
/// every proposal, parameters as the pass has them (`LayoutEngine.proposalIndependence`).
struct ProposalIndependence: Sendable, Hashable {
    var widthIgnoresHeight: Bool
    var heightIgnoresWidth: Bool
}

/// The cache key of a content size.
struct ContentKey: Hashable {
    var view: Int
    var proposal: ProposedSize

    /// Three words, where the derived hash feeds five (each optional's tag and value): content
    /// sizes are looked up on every probe and offer. Equal keys hash alike (-0 as 0).
    func hash(into hasher: inout Hasher) {
        hasher.combine(view)
        hasher.combine(Self.word(proposal.width))
        hasher.combine(Self.word(proposal.height))
    }

    private static func word(_ length: Double?) -> UInt64 {
        guard let length else { return 0xFFF8_0000_0000_0001 }  // a NaN's bits: no proposal is NaN
        return length == 0 ? 0 : length.bitPattern
    }
}
