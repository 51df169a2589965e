// The layer list's widget in this process, on the display the test worker gives: what it holds
// as documents are shown, selections made and rows dropped. What a screen reader hears and what
// the keys do stay in PlaygroundAppTests' LayerListTests, read over AT-SPI from another process.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import GtkKit
@_spi(Harness) @testable import PlaygroundUI
import SceneEditing
import XCTest

final class LayerListInProcessTests: XCTestCase {
    private static let gradient = ViewPath([0]), card = ViewPath([1]), label = ViewPath([1, 0]), text = ViewPath([1, 1])

    /// A document shows its root open and the rest closed; a selection shown by the window
    /// opens the selected view's ancestors and is not reported back as the user's.
    func testShowingOpensTheRootAndTheSelectionsAncestors() throws {
        try WidgetTesting.onMain {
            let document = try WidgetTesting.cardDocument()
            let list = LayerList()
            var reported: [ViewPath?] = []
            list.onSelect = { reported.append($0) }
            list.show(document: document, selection: nil)
            XCTAssertEqual(list.rowCount, 3, "the root and its two children")
            XCTAssertEqual(list.rowContent(at: Self.card)?.name, "card")
            list.show(document: document, selection: Self.text)
            XCTAssertEqual(list.rowCount, 6, "the card and its part \"orange surface\" opened to show the selected text")
            XCTAssertEqual(reported, [], "a selection the window shows is not the user's")
        }
    }

    /// The list is as wide as its pane, never as its rows: a row deep in the tree, opened and on
    /// screen, does not widen it (the sidebar around it would widen, and the canvas beside the
    /// sidebar narrow and repaint, as the user scrolls or selects).
    func testDeepRowsDoNotWidenTheList() throws {
        try WidgetTesting.onMain {
            var view = ##"{"Text": "the text at the bottom", "modifiers": [{"name": "the innermost view of the scene"}]}"##
            for _ in 1..<24 { view = ##"{"VStack": {"children": [\##(view)]}, "modifiers": [{"name": "a stack among many"}]}"## }
            let text = ##"{"version": 2, "device": "iphone-16-pro", "root": \##(view)}"##
            let document = try SceneFile.parse(bytes: Array(text.utf8), devices: DeviceCatalog.bundled()).document
            let list = LayerList()
            let window = Window(child: list.root)
            defer { window.destroy() }
            window.setDefaultSize(width: 320, height: 1000)
            list.show(document: document, selection: nil)
            window.present()
            XCTAssertTrue(MainLoopClock.run(until: { list.root.width > 0 }, seconds: 5), "the window was never laid out")
            let closed = list.root.minimumWidth
            let deepest = ViewPath(Array(repeating: 0, count: 23))
            list.show(document: document, selection: deepest)
            XCTAssertEqual(list.rowCount, 24)
            // Laid out again, the deepest row on screen.
            XCTAssertTrue(MainLoopClock.run(until: { list.boundPaths.contains(deepest) }, seconds: 5), "the deepest row never showed")
            XCTAssertEqual(list.root.minimumWidth, closed, "24 levels deep, the list's narrowest")
        }
    }

    /// A selection made as the arrow keys make it is reported once, with its path.
    func testTheUsersSelectionIsReported() throws {
        try WidgetTesting.onMain {
            let list = LayerList()
            var reported: [ViewPath?] = []
            list.onSelect = { reported.append($0) }
            list.show(document: try WidgetTesting.cardDocument(), selection: nil)
            list.selectAsUser(Self.label)
            XCTAssertEqual(reported, [Self.label])
            XCTAssertEqual(list.rowCount, 6)
        }
    }

    /// An edited document keeps the rows the user opened; a renamed view is relabelled without
    /// the list being rebuilt; expanding everything shows every view.
    func testEditsKeepWhatIsOpen() throws {
        try WidgetTesting.onMain {
            var document = try WidgetTesting.cardDocument()
            let list = LayerList()
            list.show(document: document, selection: Self.label)
            XCTAssertEqual(list.rowCount, 6)
            document = try document.applying(.set(Self.label, .name("caption"))).document
            list.show(document: document, selection: Self.label)
            XCTAssertEqual(list.rowCount, 6, "still open after the edit")
            XCTAssertEqual(list.rowContent(at: Self.label)?.name, "caption")
            document = try document.applying(.duplicate(Self.text)).document
            list.show(document: document, selection: Self.label)
            XCTAssertEqual(list.rowCount, 7, "the copy appears in the open card")
            list.expandAll()
            XCTAssertEqual(list.rowCount, document.root.paths().count + 1, "every view, and the card's part")
        }
    }

    /// Where a dragged row lands: the middle third of a stack's row puts the view into it at the
    /// end, the upper and lower parts before and after the row, anywhere on the root's row into
    /// the root; nothing goes into itself, and a drop where the view already is does nothing.
    func testDropsLandAsTheRowsThirdsSay() throws {
        /// "parent #index", or nil.
        func place(_ drop: (parent: ViewPath, index: Int)?) -> String? { drop.map { "\($0.parent) #\($0.index)" } }
        try WidgetTesting.onMain {
            let list = LayerList()
            list.show(document: try WidgetTesting.cardDocument(), selection: nil)
            XCTAssertEqual(place(list.drop(Self.gradient, onto: Self.card, fraction: 0.5)), "root/1 #2", "into the card, last")
            XCTAssertEqual(place(list.drop(Self.gradient, onto: Self.card, fraction: 0.9)), "root #1", "after the card")
            XCTAssertNil(list.drop(Self.gradient, onto: Self.card, fraction: 0.1), "before the card is where the gradient is")
            XCTAssertEqual(place(list.drop(Self.text, onto: Self.label, fraction: 0.2)), "root/1 #0", "before the label")
            XCTAssertEqual(place(list.drop(Self.label, onto: .root, fraction: 0.05)), "root #2", "the root's row takes it in")
            XCTAssertNil(list.drop(Self.card, onto: .root, fraction: 0.5), "the card is the root's last view already")
            XCTAssertNil(list.drop(Self.card, onto: Self.text, fraction: 0.5), "a view does not go into its own child")
        }
    }
}
