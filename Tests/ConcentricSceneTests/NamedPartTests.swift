// A `name` inside a view's modifier chain makes a part of that view: the sample card's "orange
// surface" (padding, its gradient in a concentric rectangle, the name) inside "card". What a part
// holds, how the editor reaches it, shows it, edits it and keeps it selected.
import ConcentricCore
import ConcentricScene
import SceneEditing
import XCTest

final class NamedPartTests: XCTestCase {
    typealias S = FormatSupport
    /// The card's chain: padding 0, background 1, name "orange surface" 2, padding 3,
    /// background 4, containerShape 5, name "card" 6, padding 7.
    let card = ViewPath([1]), orange = ViewPath([1], part: 2)

    func testAPartHoldsItsLevelOfTheChain() throws {
        let document = try S.preset("concentric-card").document
        let view = try XCTUnwrap(document.view(at: card))
        XCTAssertEqual(view.partNames, [2])
        XCTAssertEqual(view.level(nil)?.modifiers, 3..<8)
        XCTAssertEqual(view.level(nil)?.holdsContent, false)
        XCTAssertEqual(view.level(2)?.modifiers, 0..<3)
        XCTAssertEqual(view.level(2)?.holdsContent, true)
        XCTAssertNil(view.level(6), "the outermost name names the view, not a part")
        XCTAssertTrue(document.contains(orange))
        XCTAssertFalse(document.contains(card.part(0)))
        // Reading order: the view, its parts outermost first, its children.
        XCTAssertEqual([ViewPath([1, 0]), orange, card].sorted(), [card, orange, ViewPath([1, 0])])
        XCTAssertEqual(orange.description, "root/1@2")
    }

    /// The inspector of a part shows its level: its name (no "publishes its shape", which is the
    /// view's), its shape with the radii of its own node, and the content; the card's level the rest.
    func testTheInspectorShowsThePartsLevel() throws {
        let document = try S.preset("concentric-card").document
        let layout = S.layout(document)
        let part = try XCTUnwrap(InspectorModel(document: document, path: orange, layout: layout))
        XCTAssertEqual(part.sections.map(\.group), [.view, .shape(.modifier(1), .background), .stack, .padding(0), .fill(.modifier(1), .background)])
        XCTAssertEqual(part.row(.name)?.value, .text("orange surface"))
        XCTAssertNil(part.row(.publishesShape))
        XCTAssertEqual(try XCTUnwrap(part.row(.cornerStyle(.modifier(1), .topLeading))?.resolvedRadius), 48, accuracy: 1e-9)
        let whole = try XCTUnwrap(InspectorModel(document: document, path: card, layout: layout))
        XCTAssertEqual(whole.sections.map(\.group), [
            .view, .shape(.modifier(4), .background), .shape(.modifier(5), .containerShape), .padding(3), .padding(7), .fill(.modifier(4), .background),
        ])
        XCTAssertEqual(whole.row(.name)?.value, .text("card"))
        XCTAssertEqual(try XCTUnwrap(whole.row(.cornerRadius(.modifier(4)))?.resolvedRadius), 56, accuracy: 1e-9)
    }

    /// Renaming a part renames its `name` alone; emptying it removes that name and selects the
    /// view; a modifier removed before the name keeps the same part selected.
    func testEditsKeepThePart() throws {
        let document = try S.preset("concentric-card").document
        let model = try XCTUnwrap(InspectorModel(document: document, path: orange, layout: nil))
        let renamed = try document.applying(try XCTUnwrap(model.edit(.name, to: .text("peel"))))
        XCTAssertEqual(renamed.document.view(at: card)?.names, ["peel", "card"])
        XCTAssertEqual(renamed.selection, orange)
        let unnamed = try document.applying(try XCTUnwrap(model.edit(.name, to: .text(""))))
        XCTAssertEqual(unnamed.document.view(at: card)?.names, ["card"])
        XCTAssertEqual(unnamed.selection, card)
        let unpadded = try document.applying(.set(orange, .removeModifier(0)))
        XCTAssertEqual(unpadded.selection, card.part(1))
        XCTAssertEqual(unpadded.document.view(at: card)?.partNames, [1])
        // The view's own name, emptied, goes alone: the part inside keeps its name.
        let view = try XCTUnwrap(InspectorModel(document: document, path: card, layout: nil))
        let plain = try document.applying(try XCTUnwrap(view.edit(.name, to: .text(""))))
        XCTAssertEqual(plain.document.view(at: card)?.names, ["orange surface"])
    }

    /// The arrow keys go through a part as the layer list nests it.
    func testNavigationPassesThroughParts() throws {
        let document = try S.preset("concentric-card").document
        XCTAssertEqual(document.path(.firstChild, from: card), orange)
        XCTAssertEqual(document.path(.firstChild, from: orange), ViewPath([1, 0]))
        XCTAssertEqual(document.path(.parent, from: ViewPath([1, 0])), orange)
        XCTAssertEqual(document.path(.parent, from: orange), card)
        XCTAssertNil(document.path(.nextSibling, from: orange))
        XCTAssertEqual(document.path(.nextSibling, from: ViewPath([1, 0])), ViewPath([1, 1]))
    }

    /// A click on the orange surface selects the part, one on the card's rim the card; the
    /// status line's summary of the part is its own node's: radius 48, not the card's 56.
    func testAClickSelectsTheInnermostPartAndItsSummaryIsItsOwn() throws {
        let document = try S.preset("concentric-card").document
        let layout = S.layout(document)
        let hits = SceneHitTester(layout: layout, root: document.root)
        let surface = try S.node(layout, "orange surface").frame
        let rim = try S.node(layout, "card").frame
        XCTAssertEqual(hits.surface(at: Point(x: surface.midX, y: surface.minY + 20)), orange)
        XCTAssertEqual(hits.surface(at: Point(x: rim.midX, y: rim.minY + 3)), card)
        let summary = try XCTUnwrap(SelectionSummary(path: orange, hitTester: hits))
        XCTAssertEqual(summary.name, "orange surface")
        XCTAssertEqual(summary.frame, surface)
        XCTAssertEqual(try XCTUnwrap(summary.radii).topLeft, 48, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(SelectionSummary(path: card, hitTester: hits)?.radii).topLeft, 56, accuracy: 1e-9)
    }

    /// A reloaded file keeps a selected part by its name, where a modifier before it moved it.
    func testAReloadKeepsThePartByName() throws {
        let old = try S.preset("concentric-card").document
        let new = try old.applying(.set(card, .insertModifier(.opacity(.literal(0.9)), at: 0))).document
        XCTAssertEqual(new.matchingPath(for: orange, in: old), card.part(3))
    }
}
