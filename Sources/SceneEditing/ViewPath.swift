// Which view of a scene's tree: the editor's selection, its layer list's rows and its edits all
// name views by their path from the root.
import ConcentricCore
import ConcentricScene

/// A view's place in a tree: the index into `SceneView.childViews` at each level, from the root
/// (the empty path). `childViews` lists a stack's children (or a button's label) first, then the
/// views modifiers bring (a background's, an overlay's) in modifier order, which is the order layout numbers
/// views in (`LaidOutView.viewIndex`) and the order a reader meets them in the file, so the
/// comparison (a parent before its children, then siblings in order) is reading order.
///
/// A path may also name one named part of its view (`part`): a `name` inside the view's
/// modifier chain ends a level of its own (the sample card's "orange surface" inside "card"),
/// which the layer list shows as a row, the canvas selects and the inspector edits.
public struct ViewPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The child index at each level below the root.
    public var indices: [Int]
    /// The index in the view's modifier chain of the `name` that ends the named part meant; nil
    /// for the view as a whole (its outermost part). Only a name inside the chain makes a part
    /// (`SceneView.partNames`): the outermost name names the view.
    public var part: Int?

    public init(_ indices: [Int] = [], part: Int? = nil) {
        self.indices = indices
        self.part = part
    }

    /// The root view.
    public static let root = ViewPath()

    /// The view as a whole: this path without its part.
    public var view: ViewPath { part == nil ? self : ViewPath(indices) }
    /// The parent's path; nil for the root.
    public var parent: ViewPath? { indices.isEmpty ? nil : ViewPath(Array(indices.dropLast())) }
    /// The index among the parent's `childViews`; nil for the root.
    public var index: Int? { indices.last }
    /// 0 for the root, 1 for its children, …
    public var depth: Int { indices.count }
    /// The path of child `index` of this view.
    public func child(_ index: Int) -> ViewPath { ViewPath(indices + [index]) }
    /// The path of one named part of this view (nil: the view).
    public func part(_ nameIndex: Int?) -> ViewPath { ViewPath(indices, part: nameIndex) }
    /// Whether `other` is this view or inside it.
    public func contains(_ other: ViewPath) -> Bool { other.indices.starts(with: indices) }

    /// Reading order: pre-order, a parent before its children, a view before its named parts,
    /// an outer part (a later name in the chain) before an inner one.
    public static func < (a: ViewPath, b: ViewPath) -> Bool {
        guard a.indices == b.indices else { return a.indices.lexicographicallyPrecedes(b.indices) }
        switch (a.part, b.part) {
        case (nil, .some): return true
        case (.some(let x), .some(let y)): return x > y
        default: return false
        }
    }

    /// `root/1/0`, and `root/1@2` for the part of `root/1` ended by its modifier 2.
    public var description: String {
        (["root"] + indices.map(String.init)).joined(separator: "/") + (part.map { "@\($0)" } ?? "")
    }
}

/// What kind of place a child occupies in its parent (how `childViews` are held).
public enum ChildSlot: Sendable, Hashable {
    /// A stack's child at this index of the stack's children.
    case stackChild(Int)
    /// A button's label.
    case buttonLabel
    /// The view the modifier at this index brings (`ViewModifier.attachedView`: a background's
    /// or an overlay's view).
    case attached(modifier: Int)
}

extension SceneView {
    /// How child `index` of `childViews` is held; nil past the end.
    public func slot(ofChild index: Int) -> ChildSlot? {
        guard index >= 0 else { return nil }
        let contentCount = content.children.count
        if index < contentCount {
            if case .button = content { return .buttonLabel }
            return .stackChild(index)
        }
        var remaining = index - contentCount
        for (m, modifier) in modifiers.enumerated() {
            guard modifier.attachedView != nil else { continue }
            if remaining == 0 { return .attached(modifier: m) }
            remaining -= 1
        }
        return nil
    }

    /// The view at `path` below this one; nil when the path leads nowhere.
    public func view(at path: ViewPath) -> SceneView? {
        var view = self
        for index in path.indices {
            let children = view.childViews
            guard children.indices.contains(index) else { return nil }
            view = children[index]
        }
        return view
    }

    /// This view with child `index` of `childViews` replaced; nil past the end.
    func replacingChild(_ index: Int, with child: SceneView) -> SceneView? {
        guard let slot = slot(ofChild: index) else { return nil }
        var copy = self
        switch slot {
        case .stackChild(let i):
            guard let children = copy.content.stackChildren else { return nil }
            var updated = children
            updated[i] = child
            copy.content = copy.content.withStackChildren(updated)
        case .buttonLabel:
            copy.content = .button(label: child)
        case .attached(let m):
            guard let modifier = copy.modifiers[m].replacingAttachedView(with: child) else { return nil }
            copy.modifiers[m] = modifier
        }
        return copy
    }

    /// This tree with the view at `path` transformed by `change`; nil when the path leads nowhere.
    /// Only the views along the path are copied.
    func updating<E: Error>(at path: ViewPath, _ change: (SceneView) throws(E) -> SceneView) throws(E) -> SceneView? {
        // The views along the path, root first.
        var chain: [SceneView] = [self]
        for index in path.indices {
            let children = chain[chain.count - 1].childViews
            guard children.indices.contains(index) else { return nil }
            chain.append(children[index])
        }
        var current = try change(chain[chain.count - 1])
        for level in stride(from: path.indices.count - 1, through: 0, by: -1) {
            guard let parent = chain[level].replacingChild(path.indices[level], with: current) else { return nil }
            current = parent
        }
        return current
    }

    /// The place of the view at `path` in `paths()` (layout's `viewIndex`), without listing every
    /// path (the inspector asks on every selection and every drag frame: at 10,000 views listing
    /// them took about 6 ms); nil when no view is there.
    public func preorderIndex(of path: ViewPath) -> Int? {
        var index = 0
        var view = self
        for child in path.indices {
            let children = view.childViews
            guard children.indices.contains(child) else { return nil }
            index += 1 + children[..<child].reduce(0) { $0 + $1.viewCount }
            view = children[child]
        }
        return index
    }

    /// Every view's path, in layout's order (`ViewLayout.nodes`' `viewIndex`: pre-order, a view's
    /// `childViews` in order), so `paths()[node.viewIndex]` is the node's view.
    public func paths() -> [ViewPath] {
        var out: [ViewPath] = []
        walkInPreorder { _, path in
            out.append(path())
            return true
        }
        return out
    }

    /// The paths of the views at these places in `paths()` (layout's `viewIndex`), in one walk
    /// that stops after the last of them and makes no path for the others (the pointer over the
    /// canvas asks for the few views under it, in a scene of thousands); a place with no view is
    /// left out.
    public func paths(atPreorderIndices indices: Set<Int>) -> [Int: ViewPath] {
        guard let last = indices.max() else { return [:] }
        var out: [Int: ViewPath] = [:]
        walkInPreorder { index, path in
            if indices.contains(index) { out[index] = path() }
            return index < last
        }
        return out
    }

    /// Calls `visit` with each view's place in pre-order and a maker of its path, until it
    /// returns false. The path is kept as indices, and made into a `ViewPath` only when asked.
    private func walkInPreorder(_ visit: (_ index: Int, _ path: () -> ViewPath) -> Bool) {
        guard visit(0, { .root }) else { return }
        // The children being walked at each level, and the next one's place among them.
        var levels: [(children: [SceneView], next: Int)] = [(childViews, 0)]
        var indices: [Int] = []
        var index = 0
        while let level = levels.last {
            guard level.next < level.children.count else {
                levels.removeLast()
                _ = indices.popLast()
                continue
            }
            levels[levels.count - 1].next += 1
            indices.append(level.next)
            index += 1
            guard visit(index, { ViewPath(indices) }) else { return }
            levels.append((level.children[level.next].childViews, 0))
        }
    }

    /// The view's names (its `name` modifiers, innermost first).
    public var names: [String] {
        modifiers.compactMap { if case .name(let name) = $0 { name } else { nil } }
    }

    /// The indices of the `name` modifiers that end a named part inside the view, outermost
    /// first: every name but the outermost (which names the view itself).
    public var partNames: [Int] {
        let names = modifiers.indices.filter { if case .name = modifiers[$0] { true } else { false } }
        return Array(names.dropLast().reversed())
    }

    /// What a part of the view holds (`part`: a name of `partNames`, nil for the view as a
    /// whole): the modifiers of its level, and whether the view's content is in it (the
    /// innermost level's). Nil when `part` ends no part. The view as a whole is its outermost
    /// level: from the modifier after the last inner name to the chain's end.
    public func level(_ part: Int?) -> (modifiers: Range<Int>, holdsContent: Bool)? {
        let inner = partNames
        guard let part else {
            return ((inner.first.map { $0 + 1 } ?? 0)..<modifiers.count, inner.isEmpty)
        }
        guard let at = inner.firstIndex(of: part) else { return nil }
        let start = at + 1 < inner.count ? inner[at + 1] + 1 : 0
        return (start..<(part + 1), at + 1 == inner.count)
    }

    /// What the layer list shows: the outermost name, else nil (the caller shows the kind).
    public var displayName: String? {
        for case .name(let name) in modifiers.reversed() { return name }
        return nil
    }

    /// The levels of views in this tree, this one counting 1 (background views and a button's
    /// label one level below their view): what `SceneFile.maximumDepth` limits.
    public var nestingDepth: Int {
        var deepest = 0
        var pending: [(SceneView, Int)] = [(self, 1)]
        while let (view, level) = pending.popLast() {
            deepest = max(deepest, level)
            for child in view.childViews { pending.append((child, level + 1)) }
        }
        return deepest
    }
}

extension ViewModifier {
    /// The name a `name` modifier gives (its part's, when it is inside the chain); nil for others.
    public var partName: String? { if case .name(let name) = self { name } else { nil } }
}

extension ViewContent {
    /// A stack's children (nil for every other kind: a button's label is not a list).
    var stackChildren: [SceneView]? {
        switch self {
        case .vStack(let stack, _), .hStack(let stack, _): stack.children
        case .zStack(let children, _): children
        default: nil
        }
    }

    /// The same stack with other children (other kinds unchanged).
    func withStackChildren(_ children: [SceneView]) -> ViewContent {
        switch self {
        case .vStack(var stack, let alignment):
            stack.children = children
            return .vStack(stack, alignment: alignment)
        case .hStack(var stack, let alignment):
            stack.children = children
            return .hStack(stack, alignment: alignment)
        case .zStack(_, let alignment):
            return .zStack(children: children, alignment: alignment)
        default:
            return self
        }
    }

    /// Whether the view holds a list of children (a stack).
    public var isStack: Bool { stackChildren != nil }
}

/// The editor's arrow keys on a selected view.
public enum ViewNavigation: Sendable, Hashable, CaseIterable {
    /// The previous sibling (Up).
    case previousSibling
    /// The next sibling (Down).
    case nextSibling
    /// The parent (Left).
    case parent
    /// The first child (Right).
    case firstChild
}

extension SceneDocument {
    /// The view at `path` (the view a part is of); nil when the path leads nowhere.
    public func view(at path: ViewPath) -> SceneView? { root.view(at: path) }

    /// Whether `path` names a view of this document, and a part that view has.
    public func contains(_ path: ViewPath) -> Bool {
        guard let view = view(at: path) else { return false }
        return path.part.map { view.partNames.contains($0) } ?? true
    }

    /// Where an arrow key moves the selection from `path`; nil when there is nowhere to go (the
    /// first sibling has no previous one, the root no parent, a leaf no child), so the selection
    /// stays.
    public func path(_ navigation: ViewNavigation, from path: ViewPath) -> ViewPath? {
        guard contains(path), let view = view(at: path) else { return nil }
        // A view's named parts come between it and its children, outermost first.
        let inner = view.partNames
        let at = path.part.flatMap { inner.firstIndex(of: $0) }
        switch navigation {
        case .parent:
            if let at { return at == 0 ? path.view : path.part(inner[at - 1]) }
            guard let parent = path.parent else { return nil }
            return parent.part(self.view(at: parent)?.partNames.last)
        case .firstChild:
            if let at, at + 1 < inner.count { return path.part(inner[at + 1]) }
            if at == nil, let outermost = inner.first { return path.part(outermost) }
            return view.childViews.isEmpty ? nil : path.view.child(0)
        case .previousSibling, .nextSibling:
            guard at == nil, let parentPath = path.parent, let index = path.index, let parent = self.view(at: parentPath) else { return nil }
            let next = navigation == .previousSibling ? index - 1 : index + 1
            return parent.childViews.indices.contains(next) ? parentPath.child(next) : nil
        }
    }

    /// The path, in this document, of "the same view" as `path` in `old` (the document before a
    /// reload), so that live reload keeps the selection: the view at the same path when it still
    /// has the same kind and names; else the view of the same kind and outermost name nearest to
    /// the old path in reading order (a named view that moved); else the nearest ancestor of the
    /// old path that still exists with its kind; else nil.
    public func matchingPath(for path: ViewPath, in old: SceneDocument) -> ViewPath? {
        guard let part = path.part else { return matchingView(for: path, in: old) }
        // A part: the same view's part of the same name, else the view.
        guard let view = matchingView(for: path.view, in: old) else { return nil }
        guard let before = old.view(at: path), before.modifiers.indices.contains(part), case .name(let name) = before.modifiers[part],
            let now = self.view(at: view)
        else { return view }
        return view.part(now.partNames.first { now.modifiers[$0] == .name(name) })
    }

    private func matchingView(for path: ViewPath, in old: SceneDocument) -> ViewPath? {
        guard let previous = old.view(at: path) else { return nil }
        if let same = view(at: path), same.content.kind == previous.content.kind, same.names == previous.names { return path }
        if let name = previous.displayName {
            let candidates = root.paths().filter {
                guard let view = view(at: $0) else { return false }
                return view.content.kind == previous.content.kind && view.displayName == name
            }
            if let nearest = candidates.min(by: { Self.distance($0, path) < Self.distance($1, path) }) { return nearest }
        }
        var ancestor = path.parent
        while let candidate = ancestor {
            if let now = view(at: candidate), let before = old.view(at: candidate), now.content.kind == before.content.kind {
                return candidate
            }
            ancestor = candidate.parent
        }
        return nil
    }

    /// A distance between paths for `matchingPath`: levels apart from their common ancestor, then
    /// how far apart their next indices are.
    static func distance(_ a: ViewPath, _ b: ViewPath) -> Int {
        var common = 0
        while common < a.indices.count, common < b.indices.count, a.indices[common] == b.indices[common] { common += 1 }
        let levels = (a.indices.count - common) + (b.indices.count - common)
        let offset = common < a.indices.count && common < b.indices.count ? abs(a.indices[common] - b.indices[common]) : 0
        return levels * 1_000 + offset
    }
}
