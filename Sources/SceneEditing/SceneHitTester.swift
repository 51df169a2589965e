// Which view is under a point of a laid-out scene: the editor's click, double-click and Alt+click.
import ConcentricCore
import ConcentricScene

/// Hit testing over one layout of one tree. Points are in scene coordinates (screen points from
/// the top-left, y down; the canvas maps its pointer through its own fit first). Making one costs
/// nothing (the canvas makes one for every layout, on every frame of a drag): the paths of the
/// views a question finds are worked out from the tree when it is asked.
public struct SceneHitTester: Sendable {
    /// The layout hit-tested.
    public let layout: ViewLayout
    /// The tree laid out.
    public let root: SceneView

    /// `layout` must be a layout of `root` (the document's root).
    public init(layout: ViewLayout, root: SceneView) {
        self.layout = layout
        self.root = root
    }

    /// The place of the view at `path` among the layout's views (its nodes' `viewIndex`); nil
    /// when no view is there.
    public func viewIndex(of path: ViewPath) -> Int? { root.preorderIndex(of: path) }

    /// The views painting a surface under `point`, topmost first (the reverse of paint order),
    /// each once: a shape view, a colour or gradient view, or a view with a `background` fill,
    /// tested against the outline it fills (a point in a rounded-off corner misses). The views of
    /// `background(view)` modifiers paint their own surfaces. A surface that a `clipShape` (its
    /// view's own or an ancestor's) or a shaped `background(view, in:)` clips away at the point
    /// does not answer there: what is not drawn cannot be clicked.
    public func surfaces(at point: Point) -> [ViewPath] {
        var seen = Set<Int>()
        var hits: [Int] = []
        for surface in layout.surfaces.reversed() where !seen.contains(surface.viewIndex) && surface.shows(point) {
            seen.insert(surface.viewIndex)
            hits.append(surface.viewIndex)
        }
        let paths = root.paths(atPreorderIndices: seen)
        return hits.compactMap { paths[$0] }
    }

    /// A click: the topmost view painting a surface under `point` (the innermost one: a view's
    /// content is painted over its backgrounds), so a click on the sample card's white surface
    /// selects `white surface`, at the innermost of its named parts under the point (a click on
    /// the card's orange surface selects "orange surface", on its rim "card"); nil over nothing
    /// painted.
    public func surface(at point: Point) -> ViewPath? { surfaces(at: point).first.map { parts(of: $0, at: point)[0] } }

    /// The named parts of the view at `path` whose shape (else frame) holds `point`, innermost
    /// first, then the view itself.
    public func parts(of path: ViewPath, at point: Point) -> [ViewPath] {
        guard let view = root.view(at: path), !view.partNames.isEmpty else { return [path] }
        // The view's nodes are its outermost name's, then each part's, outermost first.
        let nodes = self.nodes(of: path.view)
        let under = zip(nodes.dropFirst(), view.partNames).reversed().filter { node, _ in
            node.isLaidOut && (node.geometry.map { $0.outline.contains(point) } ?? node.frame.contains(point))
        }
        return under.map { path.part($0.1) } + [path.view]
    }

    /// The node of the view or part at `path`: the view's outermost node, or the part's.
    public func node(of path: ViewPath) -> LaidOutView? { nodeIndex(of: path).map { layout.nodes[$0] } }

    /// The index in `layout.nodes` of the view's or part's node. A view's nodes are its
    /// outermost name's, then each part's in `partNames` order.
    public func nodeIndex(of path: ViewPath) -> Int? {
        guard let viewIndex = viewIndex(of: path) else { return nil }
        let indices = layout.nodes.indices.filter { layout.nodes[$0].viewIndex == viewIndex }
        guard let part = path.part else { return indices.first }
        guard let at = root.view(at: path)?.partNames.firstIndex(of: part), indices.indices.contains(at + 1) else { return nil }
        return indices[at + 1]
    }

    /// An Alt+click: the view (or named part) painting a surface under `point` just below
    /// `current` (the next in `surfaces(at:)`, each view's parts under the point before it),
    /// cycling back to the topmost after the last; the topmost when `current` is nil or paints
    /// nothing under the point (our choice: the view below is the next one drawn under the
    /// pointer, not the parent).
    public func surface(below current: ViewPath?, at point: Point) -> ViewPath? {
        // A view's named parts under the point paint there too, each below the one inside it.
        let stack = surfaces(at: point).flatMap { parts(of: $0, at: point) }
        guard let current, let index = stack.firstIndex(of: current) else { return stack.first }
        return stack[(index + 1) % stack.count]
    }

    /// A double-click: the innermost view of any kind whose frame holds `point` (the deepest; the
    /// last in document order, drawn on top, among equals), such as the text inside a card; a view
    /// whose content a clip cuts away at the point (its own `clipShape` or an ancestor's) is not.
    public func content(at point: Point) -> ViewPath? {
        var best: LaidOutView? = nil
        for node in layout.viewNodes where node.isLaidOut && !node.frame.isEmpty && node.frame.contains(point) {
            if let clips = layout.contentClips[node.viewIndex], !clips.allSatisfy({ $0.contains(point) }) { continue }
            if let current = best, node.depth < current.depth { continue }
            best = node
        }
        guard let best else { return nil }
        return root.paths(atPreorderIndices: [best.viewIndex])[best.viewIndex]
    }

    /// The nodes reporting the view at `path` (several when it has several names, outermost first).
    public func nodes(of path: ViewPath) -> [LaidOutView] {
        guard let index = viewIndex(of: path) else { return [] }
        return layout.nodes.filter { $0.viewIndex == index }
    }
}
