// The layer list's model: a view tree's shape as arrays of numbers, pure, so the window's list
// and its tests share it.
import ConcentricScene

/// The shape of a view tree in numbers: each view by its place in reading order (pre-order, a
/// view's `childViews` in order, as `ViewLayout`'s `viewIndex`), with its number of children,
/// its parent, its place among its siblings, the size of its subtree and what its row shows
/// (equality is the shape's alone: whether the rows are the same rows). The layer list's rows
/// name views by that place, so the list's work per row is arithmetic, not a path parsed and
/// formatted per row (bench/PROFILES.md, perf-app).
public struct LayerTree: Equatable, Sendable {
    /// The root's place.
    public static let root = 0
    /// Every view's number of children: what decides whether two trees have the same rows.
    public private(set) var childCounts: [Int] = []
    /// Every view's parent's place (-1 for the root).
    private var parents: [Int] = []
    /// Every view's index among its parent's children (0 for the root).
    private var places: [Int] = []
    /// Every view's number of views in its subtree, itself included.
    private var sizes: [Int] = []
    /// What every view's row shows.
    public private(set) var rows: [Row] = []

    /// What a row shows of its view: the kind (its icon and SwiftUI type) and the outermost name.
    public struct Row: Equatable, Sendable {
        public var kind: ViewKind
        public var name: String?

        public init(kind: ViewKind, name: String?) {
            self.kind = kind
            self.name = name
        }
    }

    public init() {}

    public init(_ root: SceneView) {
        var pending: [(view: SceneView, parent: Int, place: Int)] = [(root, -1, 0)]
        while let (view, parent, place) = pending.popLast() {
            let children = view.childViews
            childCounts.append(children.count)
            rows.append(Row(kind: view.content.kind, name: view.displayName))
            parents.append(parent)
            places.append(place)
            let index = childCounts.count - 1
            for child in children.indices.reversed() { pending.append((children[child], index, child)) }
        }
        sizes = Array(repeating: 1, count: childCounts.count)
        for index in sizes.indices.reversed() where parents[index] >= 0 { sizes[parents[index]] += sizes[index] }
    }

    public static func == (a: LayerTree, b: LayerTree) -> Bool { a.childCounts == b.childCounts }

    public func contains(_ index: Int) -> Bool { childCounts.indices.contains(index) }

    /// The places of the children of the view at `index`, in order.
    public func children(of index: Int) -> [Int] {
        guard contains(index) else { return [] }
        var out: [Int] = []
        out.reserveCapacity(childCounts[index])
        var child = index + 1
        for _ in 0..<childCounts[index] {
            out.append(child)
            child += sizes[child]
        }
        return out
    }

    /// The path of the view at `index`.
    public func path(of index: Int) -> ViewPath? {
        guard contains(index) else { return nil }
        var indices: [Int] = []
        var at = index
        while parents[at] >= 0 {
            indices.append(places[at])
            at = parents[at]
        }
        return ViewPath(Array(indices.reversed()))
    }

    /// The place of the view at `path`; nil when the path leads nowhere.
    public func index(of path: ViewPath) -> Int? {
        guard !childCounts.isEmpty else { return nil }
        var at = Self.root
        for step in path.indices {
            guard step >= 0, step < childCounts[at] else { return nil }
            var child = at + 1
            for _ in 0..<step { child += sizes[child] }
            at = child
        }
        return at
    }

    /// A row's item: the view's place in decimal.
    public static func rowID(_ index: Int) -> String { String(index) }

    /// The place a row's item names; nil for any other string.
    public static func index(rowID: String) -> Int? { Int(rowID).flatMap { $0 >= 0 ? $0 : nil } }
}
