// The layout engine: SwiftUI's propose / respond for the views and modifiers of scene format v2,
// with container shapes resolved and the drawing listed in paint order. Pure: no GTK, no Pango.
//
// The rules are `swiftui-layout.md`'s (Apple's "Layout fundamentals" and `Layout` protocol docs,
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
    /// (`swiftui-layout.md`, "The root").
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
            reusing: optionalCache?.state)
        engine.sharesProbes = sharingProbes
        let inputs = LayoutInputs(screenBounds: bounds, safeArea: safe, direction: direction, parameters: parameters, measurer: ObjectIdentifier(type(of: measurer)))
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
    /// The axis of the stack this view is a direct child of (a Spacer expands along it).
    var stackAxis: StackAxis? = nil

    /// Becomes the environment inside `modifier` (inner modifiers override outer ones, as in
    /// SwiftUI). In place: a copy per modifier was a twelfth of a large layout.
    mutating func apply(_ modifier: ViewModifier) {
        switch modifier {
        case .font(let font): self.font = font
        case .foregroundStyle(let fill): foreground = fill
        case .labelStyle(let style): labelStyle = style
        default: break
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
        var stackAxis: StackAxis?
    }

    var sizing: Sizing { Sizing(font: font, labelStyle: labelStyle, stackAxis: stackAxis) }
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
    /// The view of each `background(view)` modifier, by modifier index.
    var backgroundViews: [Int: Int] = [:]
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
    /// Each `background(_, in: shape)` with its layer.
    var shapedBackgrounds: [(layer: Int, shape: ResolvedShape)] = []
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

/// One layout pass: the flattened tree, the caches and the output being built.
struct LayoutEngine {
    let parameters: [String: Double]
    /// `parameters` as a list for `number` (nil past 16): a scene declares a handful, and comparing
    /// a short name costs far less than hashing it. A padding bound to a parameter is evaluated on
    /// every probe and offer: about 40,000 lookups, an eighth of a 1,000-view layout, when hashed.
    let parameterList: [(name: String, value: Double)]?
    let direction: LayoutDirection
    let measurer: any TextMeasuring
    let screenBounds: Rect
    let safeArea: Rect
    var views: [FlatView] = []
    var contentSizes: [ContentKey: Size] = [:]
    /// Indexed by view (nil: not placed).
    var placed: [PlacedView?] = []
    var drawing: [DrawCommand] = []
    var published: [String: LayoutContainer] = [:]
    var surfaces: [ViewSurface] = []
    /// The clips in force where drawing is being emitted now, outermost first (pushed at a
    /// `beginClip`, popped at its `endClip`).
    var clipStack: [Path] = []
    var contentClips: [Int: [Path]] = [:]
    /// Every text measured in this pass (and, with a `LayoutCache`, the passes before): a text is
    /// proposed many sizes of the same width (a VStack probes 0, ∞ and an offer in height).
    var measurements: [TextMeasurementKey: TextMeasurement] = [:]
    /// Set while a pass records for, and reuses from, a `LayoutCache` (LayoutCache.swift).
    var reuse: LayoutReuse? = nil
    /// Per view, when `flatten(_:reusing:)` flattened the tree: whether its subtree was copied from the previous pass.
    var flattenedSame: [Bool]? = nil
    /// Per view: which of its answered lengths ignore the other dimension of its proposal.
    var independence: [ProposalIndependence] = []
    /// Whether the stacks' probes propose what a child's length ignores as unspecified (`length`);
    /// false only for the tests that compare the two.
    var sharesProbes = true

    init(
        root: SceneView, parameters: [String: Double], direction: LayoutDirection, measurer: any TextMeasuring, screenBounds: Rect, safeArea: Rect,
        reusing previous: LayoutCacheState? = nil
    ) {
        self.parameters = parameters
        parameterList = parameters.count <= 16 ? parameters.map { (name: $0.key, value: $0.value) } : nil
        self.direction = direction
        self.measurer = measurer
        self.screenBounds = screenBounds
        self.safeArea = safeArea
        if let previous { flatten(root, reusing: previous) } else { flatten(root) }
        placed = [PlacedView?](repeating: nil, count: views.count)
        independence = proposalIndependence()
    }

    /// Pre-order, iteratively (any depth): a view, then its content's children, then its background views.
    mutating func flatten(_ root: SceneView) {
        struct Pending { var view: SceneView; var path: String; var depth: Int; var parent: Int?; var slot: Slot }
        enum Slot { case root, child, background(Int) }
        var stack = [Pending(view: root, path: "root", depth: 0, parent: nil, slot: .root)]
        while let item = stack.popLast() {
            let index = views.count
            views.append(FlatView(content: item.view.content, modifiers: item.view.modifiers, path: item.path, depth: item.depth, parent: item.parent))
            if let parent = item.parent {
                switch item.slot {
                case .child: views[parent].children.append(index)
                case .background(let m): views[parent].backgroundViews[m] = index
                case .root: break
                }
            }
            var next: [Pending] = []
            let childPath: String
            switch item.view.content {
            case .button: childPath = "\(item.path).label"
            default: childPath = "\(item.path).children"
            }
            for (i, child) in item.view.content.children.enumerated() {
                let path = { if case .button = item.view.content { return childPath } else { return "\(childPath)[\(i)]" } }()
                next.append(Pending(view: child, path: path, depth: item.depth + 1, parent: index, slot: .child))
            }
            for (m, modifier) in item.view.modifiers.enumerated() {
                if case .background(.view(let view), _) = modifier {
                    next.append(Pending(view: view, path: "\(item.path).modifiers[\(m)].background", depth: item.depth + 1, parent: index, slot: .background(m)))
                }
            }
            stack.append(contentsOf: next.reversed())
        }
    }

    /// `n.value(in: parameters)`.
    func number(_ n: Number) -> Double {
        guard case .parameter(let name) = n, let list = parameterList else { return n.value(in: parameters) }
        for entry in list where entry.name == name { return entry.value }
        return 0  // undeclared, as `Number.value(in:)` has it
    }

    /// The physical insets of a padding (leading is the left edge left to right).
    func insets(_ value: EdgeInsetsValue) -> EdgeInsets {
        let leading = clampedSigned(number(value.leading)), trailing = clampedSigned(number(value.trailing))
        let ltr = direction == .leftToRight
        return EdgeInsets(top: clampedSigned(number(value.top)), leading: ltr ? leading : trailing, bottom: clampedSigned(number(value.bottom)), trailing: ltr ? trailing : leading)
    }

    // MARK: Sizes

    /// The proposal each layer of `view`'s chain receives when the outermost is proposed
    /// `proposal`: index k is layer k (0 the content). Walked downward: a modifier's proposal to
    /// its child depends only on its own proposal.
    func layerProposals(_ view: Int, top: Int, proposal: ProposedSize) -> [ProposedSize] {
        var proposals = [ProposedSize](repeating: proposal, count: top + 1)
        proposals.withUnsafeMutableBufferPointer { writeLayerProposals(view, proposal: proposal, into: $0) }
        return proposals
    }

    /// `layerProposals` into `proposals` (layers 0…proposals.count - 1, initialized).
    func writeLayerProposals(_ view: Int, proposal: ProposedSize, into proposals: UnsafeMutableBufferPointer<ProposedSize>) {
        let modifiers = views[view].modifiers
        var p = proposal
        var k = proposals.count - 1
        proposals[k] = p
        while k > 0 {
            p = childProposal(modifiers[k - 1], proposal: p)
            proposals[k - 1] = p
            k -= 1
        }
    }

    /// The environment at layer 0 when layer `top` sees `environment`.
    func contentEnvironment(_ view: Int, top: Int, environment: LayoutEnvironment) -> LayoutEnvironment {
        var env = environment
        let modifiers = views[view].modifiers
        var k = top
        while k > 0 {
            env.apply(modifiers[k - 1])
            k -= 1
        }
        return env
    }

    /// The size every layer 0…top answers, given each layer's proposal (from `layerProposals`).
    mutating func layerSizes(_ view: Int, proposals: [ProposedSize], environment: LayoutEnvironment) -> [Size] {
        var sizes = [Size](repeating: .zero, count: proposals.count)
        proposals.withUnsafeBufferPointer { proposals in
            sizes.withUnsafeMutableBufferPointer { writeLayerSizes(view, proposals: proposals, environment: environment, into: $0) }
        }
        return sizes
    }

    /// `layerSizes` into `sizes` (as many as `proposals`, initialized).
    mutating func writeLayerSizes(
        _ view: Int, proposals: UnsafeBufferPointer<ProposedSize>, environment: LayoutEnvironment, into sizes: UnsafeMutableBufferPointer<Size>
    ) {
        let modifiers = views[view].modifiers
        let top = proposals.count - 1
        sizes[0] = contentSize(view, proposal: proposals[0], environment: contentEnvironment(view, top: top, environment: environment))
        var k = 1
        while k <= top {
            sizes[k] = layerSize(modifiers[k - 1], proposal: proposals[k], child: sizes[k - 1])
            k += 1
        }
    }

    /// The size `view` answers to `proposal` (its outermost layer): `layerSizes`' last, made in
    /// temporary buffers. The sizing pass calls this for every probe and offer; two arrays per call
    /// were an eighth of a large layout (each new array looks its storage type's metadata up in the
    /// runtime).
    mutating func size(_ view: Int, proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let top = views[view].modifiers.count
        guard top > 0 else { return contentSize(view, proposal: proposal, environment: environment) }
        return withUnsafeTemporaryAllocation(of: ProposedSize.self, capacity: top + 1) { proposals in
            withUnsafeTemporaryAllocation(of: Size.self, capacity: top + 1) { sizes in
                // Both trivial types: initialized here, nothing to deinitialize.
                proposals.initialize(repeating: proposal)
                sizes.initialize(repeating: .zero)
                writeLayerProposals(view, proposal: proposal, into: proposals)
                writeLayerSizes(view, proposals: UnsafeBufferPointer(proposals), environment: environment, into: sizes)
                return sizes[top]
            }
        }
    }

    /// Each view's `ProposalIndependence`, children before parents (the flattened order is
    /// pre-order, so a reverse walk meets every child, and every background view, first). Per
    /// content: a shape, colour, fill, image or spacer answers each dimension from that dimension
    /// of the proposal alone; a text or label's width is its measured width at the proposed width,
    /// but its height is its lines at that width; a stack or ZStack answers each length from its
    /// children's lengths in that dimension (the shares it offers along its axis are computed from
    /// those lengths alone), so it ignores what all its children ignore; a button is its label.
    /// Per modifier, from the content outwards: a frame's given dimension is fixed whatever is
    /// proposed; padding, a flexible frame and the others answer each dimension from their child's
    /// length and their proposal in that same dimension, so they keep what their child ignores.
    func proposalIndependence() -> [ProposalIndependence] {
        var result = [ProposalIndependence](repeating: ProposalIndependence(widthIgnoresHeight: true, heightIgnoresWidth: true), count: views.count)
        for view in views.indices.reversed() {
            let flat = views[view]
            guard flat.depth <= ViewLayout.maximumDepth else { continue }  // answers zero
            var own: ProposalIndependence
            switch flat.content {
            case .vStack, .hStack, .zStack, .button:
                own = ProposalIndependence(widthIgnoresHeight: true, heightIgnoresWidth: true)
                for child in flat.children {
                    own.widthIgnoresHeight = own.widthIgnoresHeight && result[child].widthIgnoresHeight
                    own.heightIgnoresWidth = own.heightIgnoresWidth && result[child].heightIgnoresWidth
                }
            case .text, .label:
                own = ProposalIndependence(widthIgnoresHeight: true, heightIgnoresWidth: false)
            case .spacer, .image, .color, .fill, .shape, .placeholder:
                own = ProposalIndependence(widthIgnoresHeight: true, heightIgnoresWidth: true)
            }
            for modifier in flat.modifiers {
                if case .frame(let width, let height, _) = modifier {
                    if fixedLength(width) != nil { own.widthIgnoresHeight = true }
                    if fixedLength(height) != nil { own.heightIgnoresWidth = true }
                }
            }
            result[view] = own
        }
        return result
    }

    /// The length along `axis` that `view` answers to `proposal`, which a stack's flexibility
    /// probe needs alone: proposed the other dimension unspecified where the view's length along
    /// `axis` ignores it (the same answer, shared by every proposal that differs only there).
    mutating func length(_ view: Int, along axis: StackAxis, proposal: ProposedSize, environment: LayoutEnvironment) -> Double {
        guard sharesProbes else {
            let s = size(view, proposal: proposal, environment: environment)
            return axis == .vertical ? s.height : s.width
        }
        switch axis {
        case .vertical:
            let p = independence[view].heightIgnoresWidth ? ProposedSize(width: nil, height: proposal.height) : proposal
            return size(view, proposal: p, environment: environment).height
        case .horizontal:
            let p = independence[view].widthIgnoresHeight ? ProposedSize(width: proposal.width, height: nil) : proposal
            return size(view, proposal: p, environment: environment).width
        }
    }

    /// What a modifier proposes to the view it wraps (`swiftui-layout.md`, "Modifiers").
    func childProposal(_ modifier: ViewModifier, proposal p: ProposedSize) -> ProposedSize {
        switch modifier {
        case .padding(let value):
            // The proposal minus the insets, never below 0; unspecified stays unspecified.
            let e = insets(value)
            return ProposedSize(width: p.width.map { $0 - e.leading - e.trailing }, height: p.height.map { $0 - e.top - e.bottom })
        case .frame(let width, let height, _):
            return ProposedSize(width: fixedLength(width) ?? p.width, height: fixedLength(height) ?? p.height)
        case .flexibleFrame(let f):
            let w = FlexibleDimension(min: bound(f.minWidth), ideal: bound(f.idealWidth), max: bound(f.maxWidth))
            let h = FlexibleDimension(min: bound(f.minHeight), ideal: bound(f.idealHeight), max: bound(f.maxHeight))
            return ProposedSize(width: w.childProposal(p.width), height: h.childProposal(p.height))
        default:
            // background, containerShape, clipShape, styles, opacity, ignoresSafeArea, name: unchanged.
            return p
        }
    }

    /// What a modifier answers, from its proposal and its child's size.
    func layerSize(_ modifier: ViewModifier, proposal p: ProposedSize, child c: Size) -> Size {
        switch modifier {
        case .padding(let value):
            let e = insets(value)
            return Size(width: clampedLength(c.width + e.leading + e.trailing), height: clampedLength(c.height + e.top + e.bottom))
        case .frame(let width, let height, _):
            return Size(width: fixedLength(width) ?? c.width, height: fixedLength(height) ?? c.height)
        case .flexibleFrame(let f):
            let w = FlexibleDimension(min: bound(f.minWidth), ideal: bound(f.idealWidth), max: bound(f.maxWidth))
            let h = FlexibleDimension(min: bound(f.minHeight), ideal: bound(f.idealHeight), max: bound(f.maxHeight))
            return Size(width: w.size(child: c.width, proposal: p.width), height: h.size(child: c.height, proposal: p.height))
        default:
            return c
        }
    }

    /// A fixed frame's dimension: nil when not given or NaN, else held to 0…maximumLength.
    func fixedLength(_ n: Number?) -> Double? {
        guard let n else { return nil }
        let v = number(n)
        return v.isNaN ? nil : clampedLength(v)
    }

    /// A flexible frame's bound: nil when not given or NaN; ≥ 0; infinity kept (`maxWidth: .infinity`).
    func bound(_ n: Number?) -> Double? {
        guard let n else { return nil }
        let v = number(n)
        return v.isNaN ? nil : max(0, v)
    }

    /// The content's size, cached per proposal for the whole pass.
    mutating func contentSize(_ view: Int, proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let key = ContentKey(view: view, proposal: proposal)
        if reuse != nil { return reusableContentSize(key, environment: environment) }
        if let cached = contentSizes[key] { return cached }
        let size = computeContentSize(view, proposal: proposal, environment: environment)
        let clean = Size(width: clampedLength(size.width), height: clampedLength(size.height))
        contentSizes[key] = clean
        return clean
    }

    mutating func computeContentSize(_ view: Int, proposal p: ProposedSize, environment env: LayoutEnvironment) -> Size {
        guard views[view].depth <= ViewLayout.maximumDepth else { return .zero }
        switch views[view].content {
        case .vStack(let stack, _):
            return stackSize(view, axis: .vertical, spacing: stack.spacing, proposal: p, environment: env)
        case .hStack(let stack, _):
            return stackSize(view, axis: .horizontal, spacing: stack.spacing, proposal: p, environment: env)
        case .zStack:
            // Every child gets the proposal; the stack is their union (all share one alignment box).
            var size = Size.zero
            for child in views[view].children {
                let s = self.size(child, proposal: p, environment: env.child(in: nil))
                size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
            }
            return size
        case .spacer(let minLength):
            // Along its stack's axis: everything proposed but at least minLength (default 8); across: 0.
            let minimum = clampedLength(minLength.map(number) ?? 8)
            func along(_ v: Double?) -> Double { max(minimum, v ?? minimum) }
            switch env.stackAxis {
            case .vertical: return Size(width: 0, height: along(p.height))
            case .horizontal: return Size(width: along(p.width), height: 0)
            case nil: return Size(width: along(p.width), height: along(p.height))
            }
        case .text(let text):
            let font = ResolvedFont(text.font ?? env.font, parameters: parameters)
            return textSize(text.string, font: font, width: p.width).size
        case .label:
            return labelLayout(view, proposal: p, environment: env).size
        case .image:
            let font = ResolvedFont(env.font, parameters: parameters)
            return Size(width: font.size, height: font.size)
        case .button:
            guard let label = views[view].children.first else { return .zero }
            return size(label, proposal: p, environment: env.child(in: nil))
        case .color, .fill, .shape, .placeholder:
            // Shapes, colours and placeholders take what is proposed; unspecified, 10 × 10.
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        }
    }

    /// Text: wrapped at the proposed width, as wide as it needs (at most the proposal), lines × the
    /// Dynamic Type line height tall (`swiftui-layout.md`, "Leaves"; issue 9, "Text").
    mutating func textSize(_ string: String, font: ResolvedFont, width: Double?) -> (size: Size, lines: Int) {
        let limit = width.flatMap { $0.isFinite ? $0 : nil }
        let m = measure(string, font: font, maxWidth: limit)
        let lines = max(1, m.lineCount)
        let measured = m.width.isFinite ? max(0, m.width) : 0
        return (Size(width: min(measured, limit ?? .infinity), height: Double(lines) * font.lineHeight), lines)
    }

    /// The gap between a label's symbol and its title. Apple does not document it; 8 is the
    /// system spacing between an image and a text in a stack (low confidence).
    static let labelSpacing = 8.0

    /// A label: the symbol (a square of the font's size), the spacing, the title in the width left;
    /// `iconOnly` drops the title, `titleOnly` the symbol. Centred vertically on each other.
    mutating func labelLayout(_ view: Int, proposal p: ProposedSize, environment env: LayoutEnvironment) -> (size: Size, icon: Size?, title: (size: Size, lines: Int)?) {
        guard case .label(let label) = views[view].content else { return (.zero, nil, nil) }
        let font = ResolvedFont(env.font, parameters: parameters)
        let icon = Size(width: font.size, height: font.size)
        switch env.labelStyle {
        case .iconOnly:
            return (icon, icon, nil)
        case .titleOnly:
            let title = textSize(label.title, font: font, width: p.width)
            return (title.size, nil, title)
        case .titleAndIcon:
            let room = p.width.map { max(0, $0 - icon.width - Self.labelSpacing) }
            let title = textSize(label.title, font: font, width: room)
            return (Size(width: icon.width + Self.labelSpacing + title.size.width, height: max(icon.height, title.size.height)), icon, title)
        }
    }

    /// A stack's layout for one proposal (`swiftui-layout.md`, "Stacks"):
    /// 1. take the spacing out of the proposed length;
    /// 2. sort the children by flexibility (length proposed ∞ minus length proposed 0), least first;
    /// 3. in that order propose each the remaining length ÷ the children left, subtract its answer;
    /// 4. the length is the sum plus the spacing, the cross size the largest child's.
    /// Unspecified along the axis, every child is proposed unspecified (its ideal length).
    /// Each child's proposal and size are written to `proposals` and `sizes` (one per child): the
    /// sizing pass, which wants the stack's size alone, lends temporary buffers (`stackSize`),
    /// placement arrays (`stackLayout`), so that one sort serves both without an array per call.
    mutating func layOutStack(
        _ view: Int, axis: StackAxis, spacing: Number?, proposal p: ProposedSize, environment: LayoutEnvironment,
        proposals: UnsafeMutableBufferPointer<ProposedSize>, sizes: UnsafeMutableBufferPointer<Size>
    ) -> (size: Size, spacing: Double) {
        let children = views[view].children
        let env = environment.child(in: axis)
        let gap = clampedSigned(spacing.map(number) ?? 8)
        guard !children.isEmpty else { return (.zero, gap) }
        let vertical = axis == .vertical
        let along = vertical ? p.height : p.width
        let cross = vertical ? p.width : p.height
        func make(_ a: Double?) -> ProposedSize { vertical ? ProposedSize(width: cross, height: a) : ProposedSize(width: a, height: cross) }
        func length(_ s: Size) -> Double { vertical ? s.height : s.width }
        let count = children.count
        if let along {
            withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { flexibility in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { buffer in
                    var order = buffer  // sorted in place: the same memory
                    for i in 0..<count {
                        let least = self.length(children[i], along: axis, proposal: make(0), environment: env)
                        let most = self.length(children[i], along: axis, proposal: make(.infinity), environment: env)
                        let f = most - least
                        flexibility.initializeElement(at: i, to: f.isNaN ? .infinity : f)
                        order.initializeElement(at: i, to: i)
                    }
                    // Equally flexible children keep their order (the index breaks the tie).
                    order.sort { (a: Int, b: Int) -> Bool in
                        let fa = flexibility[a], fb = flexibility[b]
                        return fa < fb || (fa == fb && a < b)
                    }
                    var remaining = max(0, along - gap * Double(count - 1))
                    for n in 0..<count {
                        let i = order[n]
                        let offer = remaining / Double(count - n)
                        proposals[i] = make(offer)
                        sizes[i] = self.size(children[i], proposal: proposals[i], environment: env)
                        remaining = max(0, remaining - length(sizes[i]))
                    }
                }
            }
        } else {
            for i in 0..<count {
                proposals[i] = make(nil)
                sizes[i] = self.size(children[i], proposal: proposals[i], environment: env)
            }
        }
        var total = gap * Double(count - 1), crossSize = 0.0
        for s in sizes {
            total += length(s)
            crossSize = max(crossSize, vertical ? s.width : s.height)
        }
        let size = vertical ? Size(width: crossSize, height: max(0, total)) : Size(width: max(0, total), height: crossSize)
        return (size, gap)
    }

    /// A stack's size for one proposal (`layOutStack` into temporary buffers).
    mutating func stackSize(_ view: Int, axis: StackAxis, spacing: Number?, proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        let count = views[view].children.count
        return withUnsafeTemporaryAllocation(of: ProposedSize.self, capacity: count) { proposals in
            withUnsafeTemporaryAllocation(of: Size.self, capacity: count) { sizes in
                proposals.initialize(repeating: ProposedSize(width: nil, height: nil))
                sizes.initialize(repeating: .zero)
                return layOutStack(view, axis: axis, spacing: spacing, proposal: proposal, environment: environment, proposals: proposals, sizes: sizes).size
            }
        }
    }

    /// A stack's layout for one proposal with each child's proposal and size, for placement.
    mutating func stackLayout(_ view: Int, axis: StackAxis, spacing: Number?, proposal: ProposedSize, environment: LayoutEnvironment)
        -> (size: Size, proposals: [ProposedSize], sizes: [Size], spacing: Double)
    {
        let count = views[view].children.count
        var proposals = [ProposedSize](repeating: ProposedSize(width: nil, height: nil), count: count)
        var sizes = [Size](repeating: .zero, count: count)
        let (size, gap) = proposals.withUnsafeMutableBufferPointer { proposals in
            sizes.withUnsafeMutableBufferPointer { sizes in
                layOutStack(view, axis: axis, spacing: spacing, proposal: proposal, environment: environment, proposals: proposals, sizes: sizes)
            }
        }
        return (size, proposals, sizes, gap)
    }

    // MARK: Placement

    /// Places `view`, proposed `proposal`, in `rect` (its answered size, positioned by its parent),
    /// walking its chain from the outermost modifier in: records its names and shapes and emits its
    /// drawing (backgrounds before what they are behind; clips and opacity around what they wrap).
    mutating func place(_ view: Int, proposal: ProposedSize, rect outer: Rect, environment: LayoutEnvironment, container outerContainer: LayoutContainer) {
        guard views[view].depth <= ViewLayout.maximumDepth else { return }
        if reuse != nil, reusePlacement(view, proposal: proposal, rect: outer, environment: environment, container: outerContainer) { return }
        let marks = placementMarks
        let modifiers = views[view].modifiers
        let top = modifiers.count
        var proposals = layerProposals(view, top: top, proposal: proposal)
        var sizes = layerSizes(view, proposals: proposals, environment: environment)
        var record = PlacedView(frame: outer)
        var rect = outer
        var env = environment
        var container = outerContainer
        var closing: [DrawCommand] = []
        // The clips this view's own `clipShape`s pushed, popped once its content is placed.
        var clips = 0
        var k = top
        while k > 0 {
            let modifier = modifiers[k - 1]
            env.apply(modifier)
            let inner = sizes[k - 1]
            switch modifier {
            case .padding(let value):
                let e = insets(value)
                rect = Rect(x: rect.minX + e.leading, y: rect.minY + e.top, width: inner.width, height: inner.height)
            case .frame(_, _, let alignment):
                rect = alignment.place(inner, in: rect, direction: direction)
            case .flexibleFrame(let f):
                rect = f.alignment.place(inner, in: rect, direction: direction)
            case .background(let content, let shape):
                let resolved = shape.map { resolve($0, in: rect, container: container) }
                if let resolved { record.shapedBackgrounds.append((k, resolved)) }
                switch content {
                case .fill(let fill):
                    let outline = resolved?.outline ?? rectangleOutline(rect)
                    drawing.append(.fill(outline: outline, fill: fill, bounds: rect))
                    surfaces.append(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack))
                case .view:
                    if let resolved {
                        drawing.append(.beginClip(outline: resolved.outline))
                        clipStack.append(resolved.outline)
                    }
                    if let background = views[view].backgroundViews[k - 1] {
                        // Laid out at the modified view's size, centred (SwiftUI's default alignment).
                        let benv = env.child(in: nil)
                        let p = ProposedSize(rect.size)
                        let s = size(background, proposal: p, environment: benv)
                        place(background, proposal: p, rect: FrameAlignment.center.place(s, in: rect, direction: direction), environment: benv, container: container)
                    }
                    if resolved != nil {
                        drawing.append(.endClip)
                        clipStack.removeLast()
                    }
                }
            case .containerShape(let shape):
                container = publish(shape, in: rect, outer: container)
                recordPublished("\(views[view].path).modifiers[\(k - 1)]", container)
            case .clipShape(let shape):
                let outline = resolve(shape, in: rect, container: container).outline
                drawing.append(.beginClip(outline: outline))
                clipStack.append(outline)
                clips += 1
                closing.append(.endClip)
            case .opacity(let value):
                let v = number(value)
                drawing.append(.beginOpacity(v.isFinite ? min(1, max(0, v)) : 1))
                closing.append(.endOpacity)
            case .ignoresSafeArea(let edges):
                // Laid out as usual, then each edge on (or beyond) the safe area's boundary moves to
                // the screen's edge; what is inside is laid out again in the larger rectangle.
                let extended = extend(rect, edges: edges)
                if extended != rect {
                    // The view itself now covers the larger rectangle: so do the frames reported for
                    // the layers outside that change no size (a name written after the modifier).
                    if record.frame == rect { record.frame = extended }
                    for i in record.names.indices where record.names[i].frame == rect { record.names[i].frame = extended }
                    let lower = layerProposals(view, top: k - 1, proposal: ProposedSize(extended.size))
                    let lowerSizes = layerSizes(view, proposals: lower, environment: env)
                    for i in 0..<k {
                        proposals[i] = lower[i]
                        sizes[i] = lowerSizes[i]
                    }
                    rect = FrameAlignment.center.place(sizes[k - 1], in: extended, direction: direction)
                }
            case .name(let name):
                record.names.append(NameEntry(layer: k, name: name, frame: rect, modifierIndex: k - 1))
            case .foregroundStyle, .font, .labelStyle:
                break
            }
            k -= 1
        }
        if !clipStack.isEmpty { contentClips[view] = clipStack }
        placeContent(view, proposal: proposals[0], rect: rect, environment: env, container: container, record: &record)
        drawing.append(contentsOf: closing.reversed())
        clipStack.removeLast(clips)
        placed[view] = record
        recordPlacement(view, proposal: proposal, rect: outer, environment: environment, container: outerContainer, since: marks)
    }

    /// Places layer 0, the content, in `rect`.
    mutating func placeContent(_ view: Int, proposal p: ProposedSize, rect: Rect, environment env: LayoutEnvironment, container: LayoutContainer, record: inout PlacedView) {
        let foreground = env.foreground ?? ColorValue.primary.fill
        switch views[view].content {
        case .vStack(let stack, let alignment):
            let layout = stackLayout(view, axis: .vertical, spacing: stack.spacing, proposal: p, environment: env)
            var y = rect.minY
            for (i, child) in views[view].children.enumerated() {
                let s = layout.sizes[i]
                let slot = Rect(x: rect.minX, y: y, width: rect.width, height: s.height)
                let frame = alignment.frameAlignment.place(s, in: slot, direction: direction)
                place(child, proposal: layout.proposals[i], rect: Rect(x: frame.minX, y: y, width: s.width, height: s.height), environment: env.child(in: .vertical), container: container)
                y += s.height + layout.spacing
            }
        case .hStack(let stack, let alignment):
            let layout = stackLayout(view, axis: .horizontal, spacing: stack.spacing, proposal: p, environment: env)
            // Leading to trailing: from the right edge in right-to-left layouts.
            let ltr = direction == .leftToRight
            var x = ltr ? rect.minX : rect.maxX
            for (i, child) in views[view].children.enumerated() {
                let s = layout.sizes[i]
                let minX = ltr ? x : x - s.width
                let slot = Rect(x: minX, y: rect.minY, width: s.width, height: rect.height)
                let frame = alignment.frameAlignment.place(s, in: slot, direction: direction)
                place(child, proposal: layout.proposals[i], rect: Rect(x: minX, y: frame.minY, width: s.width, height: s.height), environment: env.child(in: .horizontal), container: container)
                x += ltr ? s.width + layout.spacing : -(s.width + layout.spacing)
            }
        case .zStack(_, let alignment):
            for child in views[view].children {
                let cenv = env.child(in: nil)
                let s = size(child, proposal: p, environment: cenv)
                place(child, proposal: p, rect: alignment.place(s, in: rect, direction: direction), environment: cenv, container: container)
            }
        case .spacer:
            break
        case .text(let text):
            let font = ResolvedFont(text.font ?? env.font, parameters: parameters)
            let lines = textSize(text.string, font: font, width: p.width).lines
            drawing.append(.text(TextRun(
                string: text.string, font: font, fill: text.color?.fill ?? foreground, frame: rect,
                alignment: physical(text.alignment), lineCount: lines)))
        case .label(let label):
            let layout = labelLayout(view, proposal: p, environment: env)
            let ltr = direction == .leftToRight
            let font = ResolvedFont(env.font, parameters: parameters)
            var x = ltr ? rect.minX : rect.maxX
            if let icon = layout.icon {
                let frame = Rect(x: ltr ? x : x - icon.width, y: rect.midY - icon.height / 2, width: icon.width, height: icon.height)
                drawing.append(.symbol(SymbolRun(systemName: label.symbol, frame: frame, fill: foreground)))
                x += ltr ? icon.width + Self.labelSpacing : -(icon.width + Self.labelSpacing)
            }
            if let title = layout.title {
                let s = title.size
                let frame = Rect(x: ltr ? x : x - s.width, y: rect.midY - s.height / 2, width: s.width, height: s.height)
                drawing.append(.text(TextRun(string: label.title, font: font, fill: foreground, frame: frame, alignment: physical(.leading), lineCount: title.lines)))
            }
        case .image(let name):
            drawing.append(.symbol(SymbolRun(systemName: name, frame: rect, fill: foreground)))
        case .button:
            // Drawn as its label, tinted with the accent colour (systemBlue) unless a style is set.
            if let label = views[view].children.first {
                var lenv = env.child(in: nil)
                if lenv.foreground == nil { lenv.foreground = .solid(Color(rgb8: 0, 122, 255)) }
                place(label, proposal: p, rect: rect, environment: lenv, container: container)
            }
        case .color(let color):
            let outline = rectangleOutline(rect)
            drawing.append(.fill(outline: outline, fill: color.fill, bounds: rect))
            surfaces.append(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack))
        case .fill(let fill):
            let outline = rectangleOutline(rect)
            drawing.append(.fill(outline: outline, fill: fill, bounds: rect))
            surfaces.append(ViewSurface(viewIndex: view, outline: outline, bounds: rect, clips: clipStack))
        case .shape(let shape):
            let resolved = resolve(shape.shape, in: rect, container: container)
            record.ownShape = resolved
            drawing.append(.fill(outline: resolved.outline, fill: shape.fill ?? foreground, bounds: rect))
            surfaces.append(ViewSurface(viewIndex: view, outline: resolved.outline, bounds: rect, clips: clipStack))
        case .placeholder(let placeholder):
            drawing.append(.placeholder(PlaceholderRun(frame: rect, label: placeholder.label)))
            surfaces.append(ViewSurface(viewIndex: view, outline: rectangleOutline(rect), bounds: rect, clips: clipStack))
        }
    }

    /// A text alignment on the page.
    func physical(_ alignment: TextAlignment) -> TextRunAlignment {
        switch alignment {
        case .center: .center
        case .leading: direction == .leftToRight ? .left : .right
        case .trailing: direction == .leftToRight ? .right : .left
        }
    }

    /// `rect` with each edge in `edges` that lies on or beyond the safe area's boundary moved out to
    /// the screen's edge (`swiftui-layout.md`, `ignoresSafeArea()`). Never shrinks.
    func extend(_ rect: Rect, edges: SafeAreaEdges) -> Rect {
        let tolerance = 1e-6
        let ltr = direction == .leftToRight
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), minY <= safeArea.minY + tolerance { minY = min(minY, screenBounds.minY) }
        if edges.contains(.bottom), maxY >= safeArea.maxY - tolerance { maxY = max(maxY, screenBounds.maxY) }
        if edges.contains(ltr ? .leading : .trailing), minX <= safeArea.minX + tolerance { minX = min(minX, screenBounds.minX) }
        if edges.contains(ltr ? .trailing : .leading), maxX >= safeArea.maxX - tolerance { maxX = max(maxX, screenBounds.maxX) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Shapes and containers

    func rectangleOutline(_ rect: Rect) -> Path {
        CornerGeometry(rect: rect, radii: CornerRadii(all: 0), curve: .circular).outline
    }

    /// `shape` filling `frame`, resolved against `container` where it depends on one.
    func resolve(_ shape: ViewShape, in frame: Rect, container: LayoutContainer) -> ResolvedShape {
        switch shape {
        case .concentricRectangle(let rectangle):
            if let outer = container.shape.cornerGeometry(in: container.frame, direction: direction) {
                let literal = rectangle.literal(parameters: parameters)
                let radii = resolveCornerRadii(in: outer, frame: frame, shape: literal, direction: direction)
                let corners = CornerGeometry(rect: frame, radii: radii, curve: outer.curve)
                return ResolvedShape(
                    kind: .concentricRectangle, frame: frame, corners: corners, inset: nil, container: container, outline: corners.outline,
                    cornerStyles: literal.corners.physical(direction))
            }
            // Apple: a container that is not a RoundedRectangularShape gets "an inset version of the
            // container shape like ContainerRelativeShape".
            var fallback = containerRelative(in: frame, container: container)
            fallback.kind = .concentricRectangle
            return fallback
        case .containerRelative:
            return containerRelative(in: frame, container: container)
        default:
            let own = shape.containerShape(parameters: parameters) ?? .rectangle
            if case .circle = own {
                // A Circle view draws the circle centred in its frame. (As a container it publishes
                // min(W, H) / 2 at its full frame's corners instead: `publish` and Core's
                // `cornerGeometry`, Apple's `Circle.corners(in:)`.)
                let half = frame.halfShorterSide
                let square = Rect(x: frame.midX - half, y: frame.midY - half, width: 2 * half, height: 2 * half)
                let corners = CornerGeometry(rect: square, radii: CornerRadii(all: half), curve: .circular)
                return ResolvedShape(kind: shape.kind, frame: frame, corners: corners, inset: nil, container: nil, outline: corners.outline)
            }
            if let corners = own.cornerGeometry(in: frame, direction: direction) {
                return ResolvedShape(kind: shape.kind, frame: frame, corners: corners, inset: nil, container: nil, outline: corners.outline)
            }
            return ResolvedShape(kind: shape.kind, frame: frame, corners: nil, inset: nil, container: nil, outline: CornerOutline.ellipse(in: frame))
        }
    }

    /// `ContainerRelativeShape`: Core's construction (the container's shape inset by d, the view's
    /// smallest gap to it, drawn in the view's frame grown by d; `ContainerRelativeShape.swift`).
    func containerRelative(in frame: Rect, container: LayoutContainer) -> ResolvedShape {
        let relative = ContainerRelativeShape(
            container: container.shape, containerFrame: container.frame, viewFrame: frame, direction: direction)
        return ResolvedShape(
            kind: .containerRelative, frame: frame, corners: relative.cornerGeometry, inset: relative.inset, container: container,
            outline: relative.outline)
    }

    /// What `containerShape(shape)` publishes in `frame`: the shape filling the view's frame; a
    /// concentric rectangle its resolved corners (our extension); `ContainerRelativeShape` passes the
    /// outer container through (`swiftui-fidelity.md`, "Container shapes").
    func publish(_ shape: ViewShape, in frame: Rect, outer: LayoutContainer) -> LayoutContainer {
        switch shape {
        case .containerRelative:
            return outer
        case .concentricRectangle:
            let resolved = resolve(shape, in: frame, container: outer)
            guard let corners = resolved.corners, resolved.inset == nil else { return LayoutContainer(shape: .ellipse, frame: frame) }
            let logical = LogicalCorners<Double>(
                topLeading: corners.radii[direction.physical(.topLeading)], topTrailing: corners.radii[direction.physical(.topTrailing)],
                bottomLeading: corners.radii[direction.physical(.bottomLeading)], bottomTrailing: corners.radii[direction.physical(.bottomTrailing)])
            return LayoutContainer(shape: .unevenRoundedRectangle(radii: logical, curve: corners.curve), frame: frame)
        default:
            return LayoutContainer(shape: shape.containerShape(parameters: parameters) ?? .rectangle, frame: frame)
        }
    }

    // MARK: Report

    /// One node per view, or per name of a view with names (outermost first), in document order.
    mutating func reportedNodes() -> [LaidOutView] {
        if reuse != nil { return reportedNodesReusing() }
        var nodes: [LaidOutView] = []
        nodes.reserveCapacity(views.count)
        for index in views.indices { appendNodes(of: index, to: &nodes) }
        return nodes
    }

    /// The nodes of one view (see `reportedNodes`).
    func appendNodes(of index: Int, to nodes: inout [LaidOutView]) {
        let view = views[index]
        let kind = view.content.kind
        guard let record = placed[index] else {
            nodes.append(LaidOutView(viewIndex: index, parent: view.parent, depth: view.depth, sourcePath: view.path, kind: kind, name: nil, frame: .init(x: 0, y: 0, width: 0, height: 0), geometry: nil, isLaidOut: false))
            return
        }
        func geometry(below layer: Int) -> ResolvedShape? {
            if let own = record.ownShape { return own }
            return record.shapedBackgrounds.first { $0.layer < layer }?.shape  // recorded outermost first
        }
        if record.names.isEmpty {
            nodes.append(LaidOutView(viewIndex: index, parent: view.parent, depth: view.depth, sourcePath: view.path, kind: kind, name: nil, frame: record.frame, geometry: geometry(below: Int.max), isLaidOut: true))
        }
        for entry in record.names {
            nodes.append(LaidOutView(
                viewIndex: index, parent: view.parent, depth: view.depth, sourcePath: "\(view.path).modifiers[\(entry.modifierIndex)]",
                kind: kind, name: entry.name, frame: entry.frame, geometry: geometry(below: entry.layer), isLaidOut: true))
        }
    }
}

/// One dimension of a flexible frame (`swiftui-layout.md`, "Modifiers"), p the proposal:
/// unspecified becomes the ideal when one is given; the child is proposed p clamped to the bounds;
/// the frame's own length from the child's c is, with a min, max(min, min(c, p)), then with a max,
/// min(max, max(that, p)); with neither, c.
struct FlexibleDimension {
    var min: Double?
    var ideal: Double?
    var max: Double?

    func effective(_ p: Double?) -> Double? { p ?? ideal }

    func childProposal(_ p: Double?) -> Double? {
        guard var v = effective(p) else { return nil }
        if let min { v = Swift.max(v, min) }
        if let max { v = Swift.min(v, max) }
        return v
    }

    func size(child c: Double, proposal p: Double?) -> Double {
        let p = effective(p)
        var result = c
        if let min { result = Swift.max(min, p.map { Swift.min(result, $0) } ?? result) }
        if let max { result = Swift.min(max, p.map { Swift.max(result, $0) } ?? result) }
        return clampedLength(result)
    }
}
