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
/// surface", which holds the card's label and text. A view a modifier brings (a background's or
/// an overlay's) is a row of the level whose modifiers hold it (`SceneView.level`), after the
/// part inside that level: one after the chain's last inner name is the view's own.
public struct LayerTree: Equatable, Sendable {
    /// The root's place.
    public static let root = 0
    /// Every view's number of children: what decides whether two trees have the same rows.
    public private(set) var childCounts: [Int] = []
    /// Every view's parent's place (-1 for the root).
    private var parents: [Int] = []
    /// Every view's index among its view's `childViews` (0 for the root and for a part).
    private var places: [Int] = []
    /// Every row's index among its parent row's children (0 for the root).
    private var positions: [Int] = []
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
        var pending: [(view: SceneView, parent: Int, place: Int, position: Int)] = [(root, -1, 0, 0)]
        while let (view, parent, place, position) = pending.popLast() {
            let inner = view.partNames
            // The children of each level's row: 0 the view's own, k its k-th part (the
            // outermost first), after the part inside it.
            let levels = Self.levels(of: view, inner: inner)
            let viewRow = childCounts.count
            for level in 0...inner.count {
                childCounts.append((level < inner.count ? 1 : 0) + levels[level].count)
                let name = level == 0 ? nil : inner[level - 1]
                rows.append(name.map { Row(kind: view.content.kind, name: view.modifiers[$0].partName, isPart: true) }
                    ?? Row(kind: view.content.kind, name: view.displayName))
                parents.append(level == 0 ? parent : viewRow + level - 1)
                places.append(level == 0 ? place : 0)
                positions.append(level == 0 ? position : 0)
                parts.append(name)
                partCounts.append(level == 0 ? inner.count : 0)
            }
            // Reading order: the innermost level's children first, the view's own last, each
            // level's in the order of `childViews` (the stack pops the last pushed first).
            let children = view.childViews
            for level in 0...inner.count {
                let first = level < inner.count ? 1 : 0
                for (offset, child) in levels[level].enumerated().reversed() {
                    pending.append((children[child], viewRow + level, child, first + offset))
                }
            }
        }
        sizes = Array(repeating: 1, count: childCounts.count)
        for index in sizes.indices.reversed() where parents[index] >= 0 { sizes[parents[index]] += sizes[index] }
    }

    /// The indices in `view.childViews` of each level's children (`inner`: its `partNames`): its
    /// content's views and the views its innermost level's modifiers bring in the innermost
    /// level, each other brought view in the level of the modifier that brings it.
    private static func levels(of view: SceneView, inner: [Int]) -> [[Int]] {
        var levels = Array(repeating: [Int](), count: inner.count + 1)
        let contentCount = view.content.children.count
        levels[inner.count].append(contentsOf: 0..<contentCount)
        var child = contentCount
        for (index, modifier) in view.modifiers.enumerated() where modifier.attachedView != nil {
            // The part a modifier is in ends at the first inner name after it; after the last, the view's own.
            let level = inner.lastIndex { $0 > index }.map { $0 + 1 } ?? 0
            levels[level].append(child)
            child += 1
        }
        return levels
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
            // A view's children are under its own row and its parts' rows.
            let view = at
            guard let child = (view...view + partCounts[view]).lazy.flatMap(children(of:)).first(where: { parts[$0] == nil && places[$0] == step })
            else { return nil }
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
            out.append((positions[at], at))
            at = parents[at]
        }
        return out.reversed()
    }

    /// A row's item: the view's place in decimal.
    public static func rowID(_ index: Int) -> String { String(index) }

    /// The place a row's item names; nil for any other string.
    public static func index(rowID: String) -> Int? { Int(rowID).flatMap { $0 >= 0 ? $0 : nil } }
}
