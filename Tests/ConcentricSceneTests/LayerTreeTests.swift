// The layer list's model, without a display: every view of every preset and of a generated
// scene has one row, whose place, path, children and content agree with the tree itself.
import ConcentricCore
import ConcentricScene
import ScaleScenes
import SceneEditing
import XCTest

final class LayerTreeTests: XCTestCase {
    typealias S = FormatSupport

    /// Places are the tree's reading order: the path of place k is `paths()[k]`, the place of
    /// that path is k, a row shows its view's kind and name, and a row's children are its view's.
    func check(_ root: SceneView, _ name: String) throws {
        let tree = LayerTree(root)
        let paths = root.paths()
        XCTAssertEqual(tree.childCounts.count, paths.count, name)
        for (place, path) in paths.enumerated() {
            XCTAssertEqual(tree.path(of: place), path, "\(name) \(place)")
            XCTAssertEqual(tree.index(of: path), place, "\(name) \(path)")
            let view = try XCTUnwrap(root.view(at: path))
            XCTAssertEqual(tree.rows[place], LayerTree.Row(kind: view.content.kind, name: view.displayName), "\(name) \(path)")
            let children = tree.children(of: place).compactMap { tree.path(of: $0) }
            XCTAssertEqual(children, view.childViews.indices.map { ViewPath(path.indices + [$0]) }, "\(name) \(path)")
        }
        XCTAssertNil(tree.path(of: paths.count))
        XCTAssertNil(tree.index(of: ViewPath([paths.count])))
        XCTAssertEqual(tree.children(of: -1), [])
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
