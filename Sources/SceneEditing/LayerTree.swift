// The layer list's model: a view tree's shape as arrays of numbers, pure, so the window's list
// and its tests share it.
import ConcentricScene

/// The shape of a view tree in numbers: each row by its place in reading order (pre-order, a
/// view's `childViews` in order), with its number of children, its parent, its place among its
/// siblings, the size of its subtree and what it shows (equality is the shape's alone: whether
/// the rows are the same rows). The layer list's rows name views by that place, so the list's
/// work per row is arithmetic, not a path parsed and formatted per row (bench/PROFILES.md,
/// perf-app).
///
/// A view's named parts (`SceneView.partNames`) are rows between the view and its children,
/// nested as the chain nests, the outermost first: the sample card's row holds "orange
/// surface", which holds the card's label and text.
public struct LayerTree: Equatable, Sendable {
    /// The root's place.
    public static let root = 0
    /// Every view's number of children: what decides whether two trees have the same rows.
    public private(set) var childCounts: [Int] = []
    /// Every view's parent's place (-1 for the root).
    private var parents: [Int] = []
    /// Every view's index among its parent's children (0 for the root).
    private var places: [Int] = []
    /// Every row's number of rows in its subtree, itself included.
    private var sizes: [Int] = []
    /// What every row shows.
    public private(set) var rows: [Row] = []
    /// Every row's named part (`ViewPath.part`; nil on a view's own row).
    public private(set) var parts: [Int?] = []
    /// Every view's number of part rows (right after its own).
    private var partCounts: [Int] = []

    /// What a row shows of its view: the kind (its icon and SwiftUI type) and the outermost name,
    /// or a part's name.
    public struct Row: Equatable, Sendable {
        public var kind: ViewKind
        public var name: String?
        /// Whether the row is a named part of its view.
        public var isPart: Bool

        public init(kind: ViewKind, name: String?, isPart: Bool = false) {
            self.kind = kind
            self.name = name
            self.isPart = isPart
        }
    }

    public init() {}

    public init(_ root: SceneView) {
        var pending: [(view: SceneView, parent: Int, place: Int)] = [(root, -1, 0)]
        while let (view, parent, place) = pending.popLast() {
            let children = view.childViews
            let inner = view.partNames
            let kind = view.content.kind
            childCounts.append(inner.isEmpty ? children.count : 1)
            rows.append(Row(kind: kind, name: view.displayName))
            parents.append(parent)
            places.append(place)
            parts.append(nil)
            partCounts.append(inner.count)
            // The parts, each inside the one before it; the children inside the innermost.
            for (level, name) in inner.enumerated() {
                childCounts.append(level + 1 < inner.count ? 1 : children.count)
                rows.append(Row(kind: kind, name: view.modifiers[name].partName, isPart: true))
                parents.append(childCounts.count - 2)
                places.append(0)
                parts.append(name)
                partCounts.append(0)
            }
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

    /// Whether the rows show other names or kinds, or other parts (a modifier added before a
    /// name moves its part), with the same shape.
    public func isRelabelled(from other: LayerTree) -> Bool { rows != other.rows || parts != other.parts }

    /// The path of the view or part at `index`.
    public func path(of index: Int) -> ViewPath? {
        guard contains(index) else { return nil }
        var indices: [Int] = []
        var at = index
        while parents[at] >= 0 {
            if parts[at] == nil { indices.append(places[at]) }
            at = parents[at]
        }
        return ViewPath(Array(indices.reversed()), part: parts[index])
    }

    /// The place of the view or part at `path`; nil when the path leads nowhere.
    public func index(of path: ViewPath) -> Int? {
        guard !childCounts.isEmpty else { return nil }
        var at = Self.root
        for step in path.indices {
            // A view's children are under its innermost part.
            at += partCounts[at]
            guard step >= 0, step < childCounts[at] else { return nil }
            var child = at + 1
            for _ in 0..<step { child += sizes[child] }
            at = child
        }
        guard let part = path.part else { return at }
        return (0..<partCounts[at]).lazy.map { at + 1 + $0 }.first { parts[$0] == part }
    }

    /// The way from the root to the row at `index`: each row's place among its parent's child
    /// rows, with the row.
    public func steps(to index: Int) -> [(position: Int, row: Int)] {
        guard contains(index) else { return [] }
        var out: [(Int, Int)] = []
        var at = index
        while parents[at] >= 0 {
            out.append((places[at], at))
            at = parents[at]
        }
        return out.reversed()
    }

    /// A row's item: the view's place in decimal.
    public static func rowID(_ index: Int) -> String { String(index) }

    /// The place a row's item names; nil for any other string.
    public static func index(rowID: String) -> Int? { Int(rowID).flatMap { $0 >= 0 ? $0 : nil } }
}
