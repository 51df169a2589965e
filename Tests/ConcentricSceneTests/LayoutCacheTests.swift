// `LayoutCache`: a layout made with the previous pass's cache is equal to one made from
// scratch, after every kind of edit, and an edit to one view's corner reuses the rest of the tree.
import ConcentricCore
@testable import ConcentricScene
import ScaleScenes
@testable import SceneEditing
import XCTest

final class LayoutCacheTests: XCTestCase {
    /// The paths of the views with a shaped background (the cards), in document order.
    func cards(_ document: SceneDocument) -> [ViewPath] {
        document.root.paths().filter { path in
            document.view(at: path)?.modifiers.contains { if case .background(_, .concentricRectangle?) = $0 { true } else { false } } == true
        }
    }

    func modifierIndex(_ document: SceneDocument, _ path: ViewPath, _ test: (ViewModifier) -> Bool) throws -> Int {
        try XCTUnwrap(document.view(at: path)?.modifiers.firstIndex(where: test))
    }

    func testEveryEditLaysOutAsAFreshLayoutDoes() throws {
        var document = SceneDocument.scaleScene(views: 1_000)
        var cache = LayoutCache()
        XCTAssertEqual(ViewLayout(document: document, cache: &cache), ViewLayout(document: document))
        XCTAssertEqual(cache.lastPass.reused, 0)
        let cards = cards(document)
        let middle = cards[cards.count / 2], late = cards[cards.count - 3], early = cards[1]
        let background = try modifierIndex(document, middle) { if case .background = $0 { true } else { false } }
        let container = try modifierIndex(document, late) { if case .containerShape = $0 { true } else { false } }
        let padding = try modifierIndex(document, early) { if case .padding = $0 { true } else { false } }
        let firstText = try XCTUnwrap(document.root.paths().first { if case .text = document.view(at: $0)?.content { true } else { false } })
        let edits: [(SceneEdit, reusesMost: Bool)] = [
            (.set(middle, .cornerStyle(.modifier(background), .topLeading, .fixed, value: 5)), true),
            (.set(middle, .cornerStyle(.modifier(background), .topLeading, .concentric, value: 0)), true),
            (.set(late, .cornerStyle(.modifier(container), .bottomTrailing, .concentricWithMinimum, value: 9)), true),
            (.set(late, .uniformity(.modifier(container), .all)), true),
            (.set(early, .modifier(padding, .padding(EdgeInsetsValue(all: 3)))), false),
            (.set(early, .insertModifier(.font(.style(.largeTitle)), at: 0)), false),
            (.set(firstText, .text("A longer title that wraps onto more lines than before")), false),
            (.addChild(SceneView(.text(TextView("added"))), parent: early, index: 0), false),
            (.delete(early.child(0)), false),
            (.setParameterDefault(name: SceneDocument.scaleSceneGap, value: 7), false),
            (.set(middle, .cornerStyle(.modifier(background), .bottomLeading, .fixed, value: 12)), true),
        ]
        for (n, edit) in edits.enumerated() {
            document = try document.applying(edit.0).document
            let cached = ViewLayout(document: document, cache: &cache)
            XCTAssertEqual(cached, ViewLayout(document: document), "edit \(n): \(edit.0)")
            if edit.reusesMost {
                XCTAssertGreaterThan(cache.lastPass.reused, 900, "edit \(n) reused \(cache.lastPass.reused) of \(cache.lastPass.views) views")
            }
        }
        XCTAssertGreaterThan(cache.estimatedBytes, 0)
    }

    func testParametersTimeAndDirectionInvalidateTheCache() {
        let document = SceneDocument.nestedCards(
            screen: Screen(size: Size(width: 402, height: 874), shape: .roundedRectangle(radius: 62)), depth: 8, inset: 8)
        var cache = LayoutCache()
        for time in [0, 0.3, 0.3, 1.1, 2.5] {
            XCTAssertEqual(ViewLayout(document: document, time: time, cache: &cache), ViewLayout(document: document, time: time), "t = \(time)")
        }
        var flipped = document
        flipped.direction = .rightToLeft
        XCTAssertEqual(ViewLayout(document: flipped, cache: &cache), ViewLayout(document: flipped))
        XCTAssertEqual(ViewLayout(document: flipped, overrides: ["inset": 3], cache: &cache), ViewLayout(document: flipped, overrides: ["inset": 3]))
        // The same document again reuses everything.
        _ = ViewLayout(document: flipped, overrides: ["inset": 3], cache: &cache)
        XCTAssertEqual(cache.lastPass.reused, cache.lastPass.views)
    }

    func testASceneWithEveryModifierAndAnotherSceneInTheSameCache() throws {
        var cache = LayoutCache()
        for preset in try Presets.scenes(devices: FormatSupport.devices()).map(\.document) {
            XCTAssertEqual(ViewLayout(document: preset, cache: &cache), ViewLayout(document: preset))
            XCTAssertEqual(ViewLayout(document: preset, cache: &cache), ViewLayout(document: preset))
        }
    }

    /// A cached size is reused by what of the environment a size depends on (`Sizing`): a font
    /// around a text lays it out again, a foreground style around it only paints it anew.
    func testAnEnclosingFontResizesAndAForegroundStyleOnlyRepaints() throws {
        let text = SceneView(.text(TextView("A text that the font makes wider")))
        let stack = SceneView(.vStack(StackView(children: [text, SceneView(.label(LabelView(title: "Label", symbol: "star")))])))
        var document = SceneDocument(screen: Screen(size: Size(width: 390, height: 300), shape: .rectangle), root: stack)
        var cache = LayoutCache()
        _ = ViewLayout(document: document, cache: &cache)
        let red = Fill.solid(Color(rgb8: 200, 30, 90))
        let edits: [SceneEdit] = [
            .set(.root, .insertModifier(.font(.style(.largeTitle)), at: 0)),
            .set(.root, .insertModifier(.foregroundStyle(red), at: 0)),
            .set(.root, .modifier(0, .foregroundStyle(.solid(Color(rgb8: 20, 130, 90))))),
            .set(.root, .removeModifier(1)),
        ]
        var sizes: [Size] = []
        var fills: [Fill?] = []
        for (n, edit) in edits.enumerated() {
            document = try document.applying(edit).document
            let cached = ViewLayout(document: document, cache: &cache)
            XCTAssertEqual(cached, ViewLayout(document: document), "edit \(n): \(edit)")
            sizes.append(try XCTUnwrap(cached.nodes.first { $0.kind == .text }).frame.size)
            fills.append(cached.drawing.lazy.compactMap { if case .text(let run) = $0 { run.fill } else { nil } }.first)
        }
        XCTAssertGreaterThan(sizes[0].width, sizes[3].width, "the large title is wider than the body")
        XCTAssertEqual(sizes[1], sizes[0], "a foreground style changes no size")
        XCTAssertEqual(sizes[2], sizes[0])
        XCTAssertEqual(fills[1], red, "the text is painted in the new style")
        XCTAssertEqual(fills[2], .solid(Color(rgb8: 20, 130, 90)))
    }

    /// A clip around an unchanged subtree: the subtree's placements are reused, but the clips its
    /// surfaces and contents are hit-tested through are this pass's (added, changed, removed).
    func testAClipAroundAReusedSubtreeIsThisPasssClip() throws {
        var document = SceneDocument.scaleScene(views: 100)
        var cache = LayoutCache()
        _ = ViewLayout(document: document, cache: &cache)
        let card = try XCTUnwrap(cards(document).dropFirst(2).first)
        let end = try XCTUnwrap(document.view(at: card)).modifiers.count
        let edits: [SceneEdit] = [
            .set(card, .insertModifier(.clipShape(.plain(.circle)), at: end)),
            .set(card, .modifier(end, .clipShape(.plain(.capsule())))),
            .set(card, .modifier(end, .clipShape(.plain(.roundedRectangle(radius: .literal(4)))))),
            .set(card, .removeModifier(end)),
        ]
        for (n, edit) in edits.enumerated() {
            document = try document.applying(edit).document
            let cached = ViewLayout(document: document, cache: &cache)
            let fresh = ViewLayout(document: document)
            // The clip counts first: a readable failure (the paths are long).
            XCTAssertEqual(cached.surfaces.map(\.clips.count), fresh.surfaces.map(\.clips.count), "edit \(n)")
            XCTAssertEqual(cached.contentClips.mapValues(\.count), fresh.contentClips.mapValues(\.count), "edit \(n)")
            XCTAssertEqual(cached, fresh, "edit \(n): \(edit)")
        }
    }
}
