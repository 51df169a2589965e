// The layer list's model, without a display: every view of every preset and of a generated
// scene has one row, whose place, path, children and content agree with the tree itself.
import ConcentricCore
import ConcentricScene
import ScaleScenes
import SceneEditing
import XCTest

final class LayerTreeTests: XCTestCase {
    typealias S = FormatSupport

    /// Places are the tree's reading order, a view's named parts right after it: the path of
    /// place k is the k-th of the views' and parts' paths, the place of that path is k, a row
    /// shows its view's kind and name (a part's name), and a row's children are its first part,
    /// else its view's children.
    func check(_ root: SceneView, _ name: String) throws {
        let tree = LayerTree(root)
        let rows = root.paths().flatMap { path in [path] + (root.view(at: path)?.partNames.map { path.part($0) } ?? []) }
        XCTAssertEqual(tree.childCounts.count, rows.count, name)
        for (place, path) in rows.enumerated() {
            XCTAssertEqual(tree.path(of: place), path, "\(name) \(place)")
            XCTAssertEqual(tree.index(of: path), place, "\(name) \(path)")
            let view = try XCTUnwrap(root.view(at: path))
            let parts = view.partNames
            let shown = path.part.map { LayerTree.Row(kind: view.content.kind, name: view.modifiers[$0].partName, isPart: true) }
                ?? LayerTree.Row(kind: view.content.kind, name: view.displayName)
            XCTAssertEqual(tree.rows[place], shown, "\(name) \(path)")
            let children = tree.children(of: place).compactMap { tree.path(of: $0) }
            let level = path.part.flatMap { parts.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
            let inner = level < parts.count ? [path.part(parts[level])] : []
            XCTAssertEqual(children, inner + Self.children(of: view, at: path, level: level), "\(name) \(path)")
            XCTAssertEqual(tree.steps(to: place).last?.row, place == 0 ? nil : place, "\(name) \(path)")
        }
        XCTAssertNil(tree.path(of: rows.count))
        XCTAssertNil(tree.index(of: ViewPath([rows.count])))
        XCTAssertEqual(tree.children(of: -1), [])
    }

    /// The views of `view` (at `path`) whose rows are in its level `level` (0 its own, k its
    /// k-th part, outermost first), worked out from the chain: its content's views in the
    /// innermost; a view a modifier brings in the level of the first inner name after that
    /// modifier, or the view's own after the last.
    static func children(of view: SceneView, at path: ViewPath, level: Int) -> [ViewPath] {
        let parts = view.partNames, content = view.content.children.count
        var levels = Array(repeating: 0, count: content).map { _ in parts.count }
        for (index, modifier) in view.modifiers.enumerated() where modifier.attachedView != nil {
            let after = parts.filter { $0 > index }
            levels.append(after.isEmpty ? 0 : parts.firstIndex(of: after.min() ?? 0).map { $0 + 1 } ?? 0)
        }
        return levels.indices.filter { levels[$0] == level }.map { ViewPath(path.indices + [$0]) }
    }

    /// A view a modifier brings is a row of the level that holds the modifier: a background
    /// inside "orange surface" is in the part, one after the card's name is the card's own.
    func testABroughtViewIsARowOfItsLevel() throws {
        var card = try XCTUnwrap(try S.preset("concentric-card").document.root.view(at: ViewPath([1])))
        let badge = SceneView(.text(TextView("badge")))
        card.modifiers.insert(.overlay(.view(badge), in: nil, alignment: .center), at: 0)
        card.modifiers.append(.overlay(.view(badge), in: nil, alignment: .topTrailing))
        let orange = try XCTUnwrap(card.partNames.first)
        try check(card, "card with two overlays")
        let tree = LayerTree(card)
        let part = try XCTUnwrap(tree.index(of: ViewPath([], part: orange)))
        XCTAssertEqual(tree.children(of: LayerTree.root).compactMap { tree.path(of: $0) }, [ViewPath([], part: orange), ViewPath([3])],
                       "the overlay after the card's name is the card's own")
        XCTAssertEqual(tree.children(of: part).compactMap { tree.path(of: $0) }, [ViewPath([0]), ViewPath([1]), ViewPath([2])],
                       "the overlay inside the part is the part's, after the content")
        XCTAssertEqual(tree.steps(to: try XCTUnwrap(tree.index(of: ViewPath([3])))).map(\.position), [1])
        XCTAssertEqual(tree.steps(to: try XCTUnwrap(tree.index(of: ViewPath([2])))).map(\.position), [0, 2])
    }

    /// The sample card's rows: its named part "orange surface" between the card and its views.
    func testANamedPartIsARowBetweenItsViewAndItsChildren() throws {
        let tree = LayerTree(try S.preset("concentric-card").document.root)
        XCTAssertEqual(tree.rows.map { $0.name ?? $0.kind.swiftUIName }, ["ZStack", "LinearGradient", "card", "orange surface", "Label", "white surface"])
        XCTAssertEqual((0..<6).compactMap { tree.path(of: $0) }, [
            ViewPath(), ViewPath([0]), ViewPath([1]), ViewPath([1], part: 2), ViewPath([1, 0]), ViewPath([1, 1]),
        ])
        XCTAssertEqual(tree.steps(to: 4).map(\.position), [1, 0, 0], "the label: the card, its part, the part's first child")
        XCTAssertTrue(tree.rows[3].isPart)
    }

    func testEveryPresetsRowsAreItsViews() throws {
        for file in try Presets.scenes(devices: S.devices()) { try check(file.document.root, file.id ?? "") }
    }

    func testAGeneratedScenesRowsAreItsViews() throws {
        try check(SceneDocument.scaleScene(views: 500).root, "500 views")
    }

    /// Two trees are equal when they have the same rows, whatever the rows show: a renamed view
    /// keeps the list's rows (only the row is redrawn); an added view does not.
    func testEqualityIsTheShapeAlone() throws {
        let document = try S.preset("concentric-card").document
        var renamed = document.root
        renamed.modifiers.append(.name("renamed"))
        XCTAssertEqual(LayerTree(document.root), LayerTree(renamed))
        XCTAssertNotEqual(LayerTree(document.root).rows, LayerTree(renamed).rows)
        let grown = try document.applying(.addChild(SceneView(.spacer(minLength: nil)), parent: ViewPath([1]), index: 0)).document
        XCTAssertNotEqual(LayerTree(document.root), LayerTree(grown.root))
    }

    /// Row identifiers are places in decimal; anything else names no row.
    func testRowIdentifiers() {
        XCTAssertEqual(LayerTree.rowID(12), "12")
        XCTAssertEqual(LayerTree.index(rowID: "12"), 12)
        for bad in ["", "-1", "root/1", "1.5", "x"] { XCTAssertNil(LayerTree.index(rowID: bad), bad) }
    }
}
