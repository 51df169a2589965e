// One layout pass's state: the flattened view tree, its caches, and the output being built. The
// pass's work is in the extensions beside it: sizes (LayoutEngine+Sizes.swift), placement
// (LayoutEngine+Placement.swift), shapes and the report (LayoutEngine+Shapes.swift).
import ConcentricCore

/// One layout pass: the flattened tree, the caches and the output being built.
struct LayoutEngine {
    let parameters: [String: Double]
    /// `parameters` as a list for `number` (nil past 16): a scene declares a handful, and comparing
    /// a short name costs far less than hashing it. A padding bound to a parameter is evaluated on
    /// every probe and offer, so hashed lookups were a large share of a layout.
    let parameterList: [(name: String, value: Double)]?
    let direction: LayoutDirection
    let measurer: any TextMeasuring
    let screenBounds: Rect
    let safeArea: Rect
    /// One pixel of the screen in points (`Screen.hairline`): a `Divider`'s thickness.
    let hairline: Double
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
        hairline: Double = 1 / DeviceProfile.defaultScale, reusing previous: LayoutCacheState? = nil
    ) {
        self.hairline = hairline.isFinite && hairline > 0 ? hairline : 1 / DeviceProfile.defaultScale
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

    /// Pre-order, iteratively (any depth): a view, then its content's children, then the views its modifiers bring.
    mutating func flatten(_ root: SceneView) {
        struct Pending { var view: SceneView; var path: String; var depth: Int; var parent: Int?; var slot: Slot }
        enum Slot { case root, child, attached(Int) }
        var stack = [Pending(view: root, path: "root", depth: 0, parent: nil, slot: .root)]
        while let item = stack.popLast() {
            let index = views.count
            views.append(FlatView(content: item.view.content, modifiers: item.view.modifiers, path: item.path, depth: item.depth, parent: item.parent))
            if let parent = item.parent {
                switch item.slot {
                case .child: views[parent].children.append(index)
                case .attached(let m): views[parent].attachedViews[m] = index
                case .root: break
                }
            }
            var next: [Pending] = []
            // A button's one child is its label; a stack's are numbered children.
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
}
