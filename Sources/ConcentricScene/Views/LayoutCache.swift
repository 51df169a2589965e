// Layout proportional to what changed: the previous pass's sizes and placements, kept by
// the caller and reused for every subtree whose value and inputs are the same as before.
//
// A subtree's content size depends only on its value, its proposal, its environment and the
// scene-wide inputs (parameters, direction, screen, measurer); its placement also on the rectangle
// and the container it is placed in. So a pass may reuse what the previous one computed for a view
// when the view's subtree is equal to the one laid out at the same index then, and those inputs
// are equal. Equality is cheap where it matters: an edit rebuilds only the edited view's ancestors
// (`SceneView.updating(at:)`), so every other subtree still shares its arrays with the previous
// document and `==` stops at the arrays' identity. Anything that changes the tree's shape (a view
// added, removed or moved), a parameter, the direction, the screen or the measurer makes a fresh pass.
import ConcentricCore

/// A text measured: the string, the font and the width it wraps at (nil: unwrapped).
struct TextMeasurementKey: Hashable, Sendable {
    var string: String
    var font: ResolvedFont
    var maxWidth: Double?
}

extension LayoutEngine {
    /// The measurer's answer, measured once per string, font and width; widths the protocol says
    /// answer alike (below 0 as 0, infinite as unwrapped, and, where the measurer keeps lines that
    /// fit, every width the unwrapped text fits in) are measured once between them, and at width
    /// 0 a text the measurer composes of parts is answered from its parts'. A stack
    /// proposes each text several widths (0, ∞ and its share, for every proposal the stack is
    /// given), and a measurement is a Pango layout: this keeps the first layout of a large scene
    /// from measuring most texts three or more times.
    mutating func measure(_ string: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
        guard let width = maxWidth.flatMap({ $0.isFinite ? max(0, $0) : nil }) else { return measured(string, font: font, maxWidth: nil) }
        if let known = measurements[TextMeasurementKey(string: string, font: font, maxWidth: width)] { return known }
        if width == 0, let composition = measurer.widthZeroComposition(string) {
            var widest = 0.0, lines = 0
            switch composition {
            case .words:
                lines = -1  // a line for each space: one fewer than the words
                for word in string.split(separator: " ", omittingEmptySubsequences: false) {
                    // A word may be composed in turn (of its characters).
                    let part = measure(String(word), font: font, maxWidth: 0)
                    widest = max(widest, part.width)
                    lines += part.lineCount + 1
                }
            case .characters:
                for character in string {
                    widest = max(widest, measured(String(character), font: font, maxWidth: 0).width)
                    lines += 1
                }
            }
            let composed = TextMeasurement(width: widest, lineCount: max(1, lines))
            // Kept as the text's answer when made of words; made of characters (a label's digits),
            // it is made again from the characters kept, cheaper than keeping every label twice
            // (about 1 MB at 10,000 views).
            if composition == .words { measurements[TextMeasurementKey(string: string, font: font, maxWidth: 0)] = composed }
            return composed
        }
        if measurer.keepsUnwrappedLinesThatFit(string) {
            let unwrapped = measured(string, font: font, maxWidth: nil)
            if width >= unwrapped.width { return unwrapped }
        }
        return measured(string, font: font, maxWidth: width)
    }

    /// The measurer's answer for exactly this width, kept for the pass (and the cache's next pass).
    private mutating func measured(_ string: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
        let key = TextMeasurementKey(string: string, font: font, maxWidth: maxWidth)
        if let known = measurements[key] { return known }
        let measured = measurer.measure(string, font: font, maxWidth: maxWidth)
        measurements[key] = measured
        return measured
    }
}

/// What a layout keeps for the next one (`ViewLayout(document:…, cache:)`). A value the caller owns:
/// an empty cache lays out from scratch, and a layout made with a cache is equal to one made without.
/// Use one cache per document being edited (a cache filled by another scene is only ever a miss).
public struct LayoutCache: Sendable {
    var state: LayoutCacheState?

    public init() {}

    /// Whether the cache holds a previous pass.
    public var isEmpty: Bool { state == nil }

    /// How many views the last pass laid out, and how many of them it took from the pass before.
    public var lastPass: (views: Int, reused: Int) { (state?.views.count ?? 0, state?.reusedViews ?? 0) }

    /// An estimate of the memory the cache holds beyond the layout itself (the drawing and the
    /// surfaces share their storage with the `ViewLayout` made with it): the content sizes, the
    /// placements and the placed records, at their element sizes plus dictionary overhead.
    public var estimatedBytes: Int {
        guard let state else { return 0 }
        let sizes = state.sizes.capacity * (MemoryLayout<ContentKey>.stride + MemoryLayout<CachedSize>.stride + 1)
        let placements = state.placements.capacity * MemoryLayout<CachedPlacement?>.stride
        let placed = state.placed.capacity * MemoryLayout<PlacedView?>.stride
            + state.placed.reduce(0) { $0 + ($1.map { $0.names.count * MemoryLayout<NameEntry>.stride + $0.reportedShapes.count * 160 } ?? 0) }
        let views = state.views.capacity * MemoryLayout<FlatView>.stride + state.views.reduce(0) { $0 + $1.path.utf8.count + $1.children.count * 8 }
        let published = state.published.count * (MemoryLayout<PublishedEntry>.stride + 64)
        let texts = state.measurements.capacity * (MemoryLayout<TextMeasurementKey>.stride + MemoryLayout<TextMeasurement>.stride + 1)
            + state.measurements.keys.reduce(0) { $0 + ($1.string.utf8.count > 15 ? $1.string.utf8.count : 0) }
        return sizes + placements + placed + views + published + texts + (state.stamps.capacity + state.subtreeEnd.capacity) * 8
    }
}

/// A content size as computed, with what of the environment it was computed in a size depends on
/// (`LayoutEnvironment.Sizing`, 24 bytes: with the whole environment, 80, an entry was 104 bytes
/// instead of 48, and this dictionary, the largest part of a large scene's cache, 9.5 MB instead
/// of 5.8 at 10,000 views; docs/BENCHMARKS.md, "perf-status") and the stamp of the view's value
/// then (`LayoutCacheState.stamps`).
struct CachedSize: Sendable {
    var size: Size
    var sizing: LayoutEnvironment.Sizing
    var stamp: Int
}

/// One view's placement: its inputs and where its output (its whole subtree's) lies in the pass's
/// drawing, surfaces and published containers.
struct CachedPlacement: Sendable {
    var proposal: ProposedSize
    var rect: Rect
    var environment: LayoutEnvironment
    var container: LayoutContainer
    var drawing: Range<Int>
    var surfaces: Range<Int>
    var published: Range<Int>
    /// How many clips (its ancestors') were in force when the view was placed: its surfaces' and
    /// contents' clip lists start with those, and a reuse under other ancestors' clips swaps them.
    var clipDepth: Int

    func shifted(drawing d: Int, surfaces s: Int, published p: Int) -> CachedPlacement {
        var copy = self
        copy.drawing = (drawing.lowerBound + d)..<(drawing.upperBound + d)
        copy.surfaces = (surfaces.lowerBound + s)..<(surfaces.upperBound + s)
        copy.published = (published.lowerBound + p)..<(published.upperBound + p)
        return copy
    }
}

/// A `containerShape` published during placement, by its source path.
struct PublishedEntry: Sendable {
    var key: String
    var container: LayoutContainer
}

/// The scene-wide inputs: when any differs, nothing of the previous pass is reused.
struct LayoutInputs: Sendable, Equatable {
    var screenBounds: Rect
    var safeArea: Rect
    var direction: LayoutDirection
    var hairline: Double
    var parameters: [String: Double]
    var measurer: ObjectIdentifier
}

/// One pass, kept: the flattened tree and everything reusable about it.
struct LayoutCacheState: Sendable {
    var inputs: LayoutInputs
    var pass: Int
    var views: [FlatView]
    /// Per view: the pass in which its subtree's value was last different (placements made since are valid).
    var stamps: [Int]
    /// Per view: the pass in which its content's sizing was last different (sizes computed since are
    /// valid). A change of a modifier that changes no size (a background, a container shape, a clip,
    /// an opacity, a name, a foreground style, `ignoresSafeArea`, an offset) leaves the content
    /// sizes of the view and of every view around it valid.
    var sizeStamps: [Int]
    /// Per view: the index after its subtree's last view (pre-order).
    var subtreeEnd: [Int]
    var sizes: [ContentKey: CachedSize]
    var placements: [CachedPlacement?]
    var placed: [PlacedView?]
    var drawing: [DrawCommand]
    var surfaces: [ViewSurface]
    var published: [PublishedEntry]
    var contentClips: [Int: [Path]]
    var nodes: [LaidOutView]
    /// Per view: its nodes in `nodes`.
    var nodeRanges: [Range<Int>]
    var reusedViews: Int
    /// Twice the content sizes of the last pass made from scratch: past it the cache starts over
    /// (proposals asked once and never again would otherwise pile up over a long edit session).
    var sizeBudget: Int
    /// The texts measured (kept across parameter changes: a measurement depends only on the
    /// measurer, the string, the font and the width).
    var measurements: [TextMeasurementKey: TextMeasurement]
    var measurer: ObjectIdentifier
}

/// A pass that records for the next one and reuses what the previous one left.
struct LayoutReuse {
    var previous: LayoutCacheState?
    /// Per view: whether its subtree equals the previous pass's at the same index.
    var same: [Bool]
    var pass: Int
    var stamps: [Int]
    var sizeStamps: [Int]
    var subtreeEnd: [Int]
    var sizes: [ContentKey: CachedSize]
    var placements: [CachedPlacement?]
    /// Per view: whether this pass took its placement from the previous one.
    var reusedPlacement: [Bool]
    var published: [PublishedEntry] = []
    var nodeRanges: [Range<Int>] = []
    var reusedViews = 0
}

extension LayoutEngine {
    /// `flatten`, copying from `previous` every subtree that is equal to the one flattened at the
    /// same index, with the same path and parent (its flattening is then the same, indices
    /// included); records which views were copied in `flattenedSame`.
    mutating func flatten(_ root: SceneView, reusing previous: LayoutCacheState) {
        struct Pending { var view: SceneView; var path: String; var depth: Int; var parent: Int?; var slot: Slot }
        enum Slot { case root, child, attached(Int) }
        var same: [Bool] = []
        same.reserveCapacity(previous.views.count)
        views.reserveCapacity(previous.views.count)
        var stack = [Pending(view: root, path: "root", depth: 0, parent: nil, slot: .root)]
        while let item = stack.popLast() {
            let index = views.count
            if index < previous.views.count, previous.views[index].parent == item.parent, previous.views[index].depth == item.depth,
                previous.views[index].path == item.path, previous.views[index].modifiers == item.view.modifiers,
                previous.views[index].content == item.view.content
            {
                let end = previous.subtreeEnd[index]
                views.append(contentsOf: previous.views[index..<end])
                same.append(contentsOf: repeatElement(true, count: end - index))
            } else {
                views.append(FlatView(content: item.view.content, modifiers: item.view.modifiers, path: item.path, depth: item.depth, parent: item.parent))
                same.append(false)
                var next: [Pending] = []
                let isButton = if case .button = item.view.content { true } else { false }
                for (i, child) in item.view.content.children.enumerated() {
                    let path = isButton ? "\(item.path).label" : "\(item.path).children[\(i)]"
                    next.append(Pending(view: child, path: path, depth: item.depth + 1, parent: index, slot: .child))
                }
                for (m, modifier) in item.view.modifiers.enumerated() {
                    if let view = modifier.attachedView, let key = modifier.attachedViewKey {
                        next.append(Pending(view: view, path: "\(item.path).modifiers[\(m)].\(key)", depth: item.depth + 1, parent: index, slot: .attached(m)))
                    }
                }
                stack.append(contentsOf: next.reversed())
            }
            if let parent = item.parent {
                switch item.slot {
                case .child: views[parent].children.append(index)
                case .attached(let m): views[parent].attachedViews[m] = index
                case .root: break
                }
            }
        }
        flattenedSame = same
    }

    /// Starts recording (and reusing, when `cache` holds a comparable pass), after `flatten`.
    mutating func beginReuse(_ cache: inout LayoutCache, inputs: LayoutInputs) {
        let count = views.count
        var subtreeEnd = Array(0..<count).map { $0 + 1 }
        for index in stride(from: count - 1, through: 0, by: -1) {
            if let parent = views[index].parent { subtreeEnd[parent] = max(subtreeEnd[parent], subtreeEnd[index]) }
        }
        // Moved out of the caller's cache so that the dictionary and arrays are mutated in place.
        let lastPass = cache.state?.pass ?? 0
        var previous = cache.state
        cache.state = nil
        if var p = previous, p.measurer == inputs.measurer {
            measurements = p.measurements
            p.measurements = [:]
            previous = p
        }
        if let p = previous, p.inputs != inputs || p.views.count != count || p.sizes.count > p.sizeBudget {
            previous = nil
        }
        var same = flattenedSame ?? [Bool](repeating: false, count: count)
        var sizeSame = same
        if let p = previous {
            for index in 0..<count where !same[index] {
                let old = p.views[index], new = views[index]
                // The same place in the same shape of tree: otherwise indices no longer line up.
                guard old.path == new.path, old.children.count == new.children.count, old.attachedViews == new.attachedViews,
                    old.parent == new.parent
                else {
                    previous = nil
                    break
                }
                sizeSame[index] = sizesAlike(old.content, new.content)
            }
        }
        let pass = lastPass + 1
        var stamps: [Int], sizeStamps: [Int]
        var sizes: [ContentKey: CachedSize]
        var placements: [CachedPlacement?]
        if var p = previous {
            stamps = p.stamps
            sizeStamps = p.sizeStamps
            p.stamps = []
            p.sizeStamps = []
            for index in 0..<count {
                if !same[index] { stamps[index] = pass }
                if !sizeSame[index] { sizeStamps[index] = pass }
            }
            sizes = p.sizes
            p.sizes = [:]
            // Read (the previous entry of a view) before it is overwritten (this pass's), in place.
            placements = p.placements
            p.placements = []
            previous = p
        } else {
            same = [Bool](repeating: false, count: count)
            stamps = [Int](repeating: pass, count: count)
            sizeStamps = stamps
            sizes = [:]
            placements = [CachedPlacement?](repeating: nil, count: count)
        }
        reuse = LayoutReuse(
            previous: previous, same: same, pass: pass, stamps: stamps, sizeStamps: sizeStamps, subtreeEnd: subtreeEnd, sizes: sizes,
            placements: placements, reusedPlacement: [Bool](repeating: false, count: count))
    }

    /// Whether two contents answer the same size to every proposal in every environment: equal, or
    /// stacks (or buttons) of the same kind whose children differ only in modifiers that change no
    /// size (`sizeNeutral`). Walks only where the two differ: equal subtrees that share storage compare at once.
    func sizesAlike(_ a: ViewContent, _ b: ViewContent) -> Bool {
        if a == b { return true }
        func viewsAlike(_ x: [SceneView], _ y: [SceneView]) -> Bool {
            guard x.count == y.count else { return false }
            for (v, w) in zip(x, y) where v != w {
                guard sizesAlike(v.content, w.content), v.modifiers.filter({ !$0.isSizeNeutral }) == w.modifiers.filter({ !$0.isSizeNeutral }) else { return false }
            }
            return true
        }
        switch (a, b) {
        case (.vStack(let s, let x), .vStack(let t, let y)): return x == y && s.spacing == t.spacing && viewsAlike(s.children, t.children)
        case (.hStack(let s, let x), .hStack(let t, let y)): return x == y && s.spacing == t.spacing && viewsAlike(s.children, t.children)
        case (.zStack(let s, let x), .zStack(let t, let y)): return x == y && viewsAlike(s, t)
        case (.button(let s), .button(let t)): return viewsAlike([s], [t])
        default: return false
        }
    }

    /// Ends the pass: the published containers from this pass's list, and what the next pass reuses.
    mutating func endReuse(into cache: inout LayoutCache, inputs: LayoutInputs, nodes: [LaidOutView]) {
        guard let r = reuse else { return }
        var published: [String: LayoutContainer] = [:]
        published.reserveCapacity(r.published.count)
        for entry in r.published { published[entry.key] = entry.container }
        self.published = published
        cache.state = LayoutCacheState(
            inputs: inputs, pass: r.pass, views: views, stamps: r.stamps, sizeStamps: r.sizeStamps, subtreeEnd: r.subtreeEnd, sizes: r.sizes,
            placements: r.placements, placed: placed, drawing: drawing, surfaces: surfaces, published: r.published, contentClips: contentClips, nodes: nodes,
            nodeRanges: r.nodeRanges, reusedViews: r.reusedViews, sizeBudget: r.previous?.sizeBudget ?? 2 * r.sizes.count + 1_000,
            measurements: measurements.count > 4 * views.count + 1_000 ? [:] : measurements, measurer: inputs.measurer)
        reuse = nil
    }

    /// `reportedNodes` when recording: the previous pass's nodes for every view whose placement
    /// was reused (its record and its view are the same), the others made afresh.
    mutating func reportedNodesReusing() -> [LaidOutView] {
        guard let reused = reuse?.reusedPlacement else { return [] }
        let previous = reuse?.previous
        var nodes: [LaidOutView] = []
        nodes.reserveCapacity(previous?.nodes.count ?? views.count)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(views.count)
        for index in views.indices {
            let start = nodes.count
            if reused[index], let previous {
                nodes.append(contentsOf: previous.nodes[previous.nodeRanges[index]])
            } else {
                appendNodes(of: index, to: &nodes)
            }
            ranges.append(start..<nodes.count)
        }
        reuse?.nodeRanges = ranges
        return nodes
    }

    /// `contentSize` when recording: the cached size when it is valid, else computed and kept.
    mutating func reusableContentSize(_ key: ContentKey, environment: LayoutEnvironment) -> Size {
        if let cached = reuse?.sizes[key], cached.stamp == reuse?.sizeStamps[key.view], cached.sizing == environment.sizing {
            return cached.size
        }
        let size = computeContentSize(key.view, proposal: key.proposal, environment: environment)
        let clean = Size(width: clampedLength(size.width), height: clampedLength(size.height))
        if let stamp = reuse?.sizeStamps[key.view] {
            reuse?.sizes[key] = CachedSize(size: clean, sizing: environment.sizing, stamp: stamp)
        }
        return clean
    }

    /// The output marks before placing a view (to record its placement after).
    var placementMarks: (drawing: Int, surfaces: Int, published: Int) {
        (drawing.count, surfaces.count, reuse?.published.count ?? 0)
    }

    /// Places `view`'s whole subtree as the previous pass did, when its value and inputs are the
    /// same; false when it must be placed afresh. (Fields are read one by one: holding a copy of
    /// `reuse` while appending to it would copy its arrays.)
    mutating func reusePlacement(_ view: Int, proposal: ProposedSize, rect: Rect, environment: LayoutEnvironment, container: LayoutContainer) -> Bool {
        // `placements` still holds the previous pass's entry for every view not yet placed in this one.
        guard reuse?.same[view] == true, let previous = reuse?.previous, let old = reuse?.placements[view] ?? nil,
            old.proposal == proposal, old.rect == rect, old.container == container, old.environment == environment,
            let end = reuse?.subtreeEnd[view], let publishedCount = reuse?.published.count
        else { return false }
        let d = drawing.count - old.drawing.lowerBound
        let s = surfaces.count - old.surfaces.lowerBound
        let p = publishedCount - old.published.lowerBound
        drawing.append(contentsOf: previous.drawing[old.drawing])
        // The subtree's own clips are kept; its ancestors' are this pass's (a clip around an
        // unchanged subtree may have changed).
        let ancestors = clipStack
        let sameAncestors = old.clipDepth == 0 && ancestors.isEmpty
        for surface in previous.surfaces[old.surfaces] {
            var copy = surface
            if !sameAncestors { copy.clips = ancestors + surface.clips.dropFirst(old.clipDepth) }
            surfaces.append(copy)
        }
        reuse?.published.append(contentsOf: previous.published[old.published])
        for index in view..<end {
            let clips = previous.contentClips[index].map { sameAncestors ? $0 : ancestors + $0.dropFirst(old.clipDepth) } ?? ancestors
            if !clips.isEmpty { contentClips[index] = clips }
            placed[index] = previous.placed[index]
            var shifted = reuse?.placements[index]?.shifted(drawing: d, surfaces: s, published: p)
            // Its ancestors' clips are now `ancestors`: the depth the next reuse swaps out.
            if let depth = shifted?.clipDepth { shifted?.clipDepth = ancestors.count + depth - old.clipDepth }
            reuse?.placements[index] = shifted
            reuse?.reusedPlacement[index] = true
        }
        reuse?.reusedViews += end - view
        return true
    }

    /// Records a fresh placement of `view` (its subtree's output since `marks`).
    mutating func recordPlacement(
        _ view: Int, proposal: ProposedSize, rect: Rect, environment: LayoutEnvironment, container: LayoutContainer,
        since marks: (drawing: Int, surfaces: Int, published: Int)
    ) {
        guard let publishedCount = reuse?.published.count else { return }
        let placement = CachedPlacement(
            proposal: proposal, rect: rect, environment: environment, container: container, drawing: marks.drawing..<drawing.count,
            surfaces: marks.surfaces..<surfaces.count, published: marks.published..<publishedCount, clipDepth: clipStack.count)
        reuse?.placements[view] = placement
    }

    /// Publishes a container under `key`.
    mutating func recordPublished(_ key: String, _ container: LayoutContainer) {
        if reuse != nil {
            reuse?.published.append(PublishedEntry(key: key, container: container))
        } else {
            published[key] = container
        }
    }
}

extension ViewModifier {
    /// Whether the modifier changes no size, its own or any view's inside it (it may change what is
    /// drawn, or where, or the colours inside).
    var isSizeNeutral: Bool {
        switch self {
        case .background, .overlay, .containerShape, .clipShape, .opacity, .shadow, .mask, .name, .foregroundStyle, .truncationMode,
            .ignoresSafeArea, .offset:
            true
        // A layout priority changes what its stack offers the view and its siblings.
        case .padding, .frame, .flexibleFrame, .font, .labelStyle, .lineLimit, .aspectRatio, .fixedSize, .layoutPriority: false
        }
    }
}

extension ViewLayout {
    /// Lays out `document` as `init(document:overrides:time:measurer:)` does, reusing what `cache`
    /// holds from the previous layout of the same document and leaving this pass in it. The result
    /// is equal to the layout made without a cache.
    public init(
        document: SceneDocument, overrides: [String: Double] = [:], time: Double? = nil, measurer: any TextMeasuring = EstimatedTextMeasurer(),
        cache: inout LayoutCache
    ) {
        self.init(
            root: document.root, screen: document.screen, safeArea: document.safeArea, direction: document.direction,
            parameters: document.parameterValues(overrides: overrides, time: time), measurer: measurer, cache: &cache)
    }
}
