// The layout modifiers of docs/SWIFTUI.md, "Modifiers" (offset, aspectRatio, fixedSize,
// layoutPriority), each checked against numbers worked out by hand.
import ConcentricCore
import ScaleScenes
@testable import ConcentricScene
@testable import SceneEditing
import XCTest

final class LayoutModifierTests: XCTestCase {
    /// The estimator's character width at body size: 0.55 × 17.
    let bodyChar = 0.55 * 17

    func size(_ view: SceneView, _ width: Double?, _ height: Double?) -> Size {
        ViewLayout.size(of: view, proposal: ProposedSize(width: width, height: height))
    }

    func assertSize(_ s: Size, _ width: Double, _ height: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(s.width, width, accuracy: 1e-9, "width of \(s)", file: file, line: line)
        XCTAssertEqual(s.height, height, accuracy: 1e-9, "height of \(s)", file: file, line: line)
    }

    /// A plain screen with no safe area, so the root's frame is easy to follow.
    func layout(_ root: SceneView, direction: LayoutDirection = .leftToRight) -> ViewLayout {
        ViewLayout(root: root, screen: Screen(size: Size(width: 400, height: 800), shape: .rectangle), direction: direction)
    }

    func text(_ string: String, _ modifiers: [ViewModifier] = []) -> SceneView { SceneView(.text(TextView(string)), modifiers: modifiers) }

    // MARK: aspectRatio

    func testAspectRatioFitsOrFillsTheProposalAtItsRatio() {
        let ratio = Number.literal(16.0 / 9.0)
        let fit = colorView([.aspectRatio(ratio, contentMode: .fit)])
        let fill = colorView([.aspectRatio(ratio, contentMode: .fill)])
        assertSize(size(fit, 100, 100), 100, 56.25)
        assertSize(size(fill, 100, 100), 1600.0 / 9, 100)
        // A tall proposal: the width decides a fit, the height a fill.
        assertSize(size(fit, 100, 300), 100, 56.25)
        assertSize(size(fill, 100, 300), 300 * 16 / 9, 300)
        // One dimension given decides the other.
        assertSize(size(fit, 100, nil), 100, 56.25)
        assertSize(size(fill, nil, 90), 160, 90)
        // Neither: the colour's ideal 10 × 10 fitted to the ratio.
        assertSize(size(fit, nil, nil), 10, 5.625)
        assertSize(size(fill, nil, nil), 160.0 / 9, 10)
    }

    func testWithoutARatioTheChildsIdealSizeGivesIt() {
        // Ideal 40 × 20 (ratio 2), taking whatever is proposed.
        let ideal: [ViewModifier] = [.flexibleFrame(FlexibleFrame(idealWidth: 40, idealHeight: 20))]
        assertSize(size(colorView(ideal + [.aspectRatio(nil, contentMode: .fit)]), 100, 100), 100, 50)
        assertSize(size(colorView(ideal + [.aspectRatio(nil, contentMode: .fill)]), 100, 100), 200, 100)
        assertSize(size(colorView(ideal + [.aspectRatio(nil, contentMode: .fit)]), nil, nil), 40, 20)
        // A bound ratio that is not above 0 counts as not given.
        let bound = colorView(ideal + [.aspectRatio(.parameter("r"), contentMode: .fit)])
        XCTAssertEqual(ViewLayout.size(of: bound, proposal: ProposedSize(width: 100, height: 100), parameters: ["r": -1]), Size(width: 100, height: 50))
        XCTAssertEqual(ViewLayout.size(of: bound, proposal: ProposedSize(width: 100, height: 100), parameters: ["r": 1]), Size(width: 100, height: 100))
    }

    func testAspectRatioAnswersItsChildsSize() {
        // The text is proposed 60 × 60 and answers its wrapped size, not a square.
        let hello = text("Hello world", [.aspectRatio(1, contentMode: .fit)])
        assertSize(size(hello, 300, 60), 5 * bodyChar, 44)
    }

    func testAStackOffersAnAspectRatioItsShare() {
        // Probes: proposed 0 × 100 the square is 0, ∞ × 100 it is 100: less flexible than the
        // colour, it is offered half of 300 first and takes 100 × 100; the colour the other 200.
        let square = colorView([.aspectRatio(1, contentMode: .fit)])
        let stack = SceneView(.hStack(StackView(spacing: 0, children: [square, colorView()])))
        let l = layout(stack.modifier(.frame(width: 300, height: 100)))
        let children = l.viewNodes.filter { $0.depth == 1 }
        XCTAssertEqual(children.map(\.frame.width), [100, 200])
        XCTAssertEqual(children.map(\.frame.height), [100, 100])
    }

    // MARK: fixedSize

    func testFixedSizeProposesTheIdealAlongItsAxes() {
        let long = "The quick brown fox jumps over the lazy dog"
        let natural = size(text(long), nil, nil)
        let wrapped = size(text(long), 100, nil)
        XCTAssertEqual(natural.height, 22)
        XCTAssertGreaterThan(wrapped.height, 22)
        // Horizontal: one line at its natural width, whatever is proposed.
        XCTAssertEqual(size(text(long, [.fixedSize(horizontal: true, vertical: false)]), 100, 22), natural)
        // Vertical: wrapped at the width proposed, as tall as its lines, in a proposal too short.
        XCTAssertEqual(size(text(long, [.fixedSize(horizontal: false, vertical: true)]), 100, 22), wrapped)
        // A colour's ideal is 10 × 10: fixed on one axis, it takes the proposal on the other.
        assertSize(size(colorView([.fixedSize(horizontal: false, vertical: true)]), 60, 100), 60, 10)
        assertSize(size(colorView([.fixedSize()]), 60, 100), 10, 10)
    }

    func testAFixedSizeTextOverflowsItsFrameCentred() throws {
        let hello = text("Hello world", [.fixedSize(), .name("text"), .frame(width: .literal(60), height: nil)])
        let width = 11 * bodyChar
        // The frame is 60 wide, centred on the 400 pt screen at x 170; the text sticks out evenly.
        assertRect(try frame(layout(hello), "text"), 170 + (60 - width) / 2, 389, width, 22)
    }

    // MARK: offset

    func frame(_ l: ViewLayout, _ name: String) throws -> Rect { try XCTUnwrap(l.node(named: name)).frame }

    func testOffsetMovesWhatItWrapsAndNothingElse() throws {
        let moved = box(50, 20).modifier(.name("inner")).modifier(.offset(x: 10, y: -5)).modifier(.name("outer"))
        let stack = SceneView(.vStack(StackView(spacing: 0, children: [moved, box(50, 30).modifier(.name("next"))])))
        let l = layout(stack)
        // The stack, 50 × 50, is centred on the 400 × 800 screen at (175, 375).
        assertRect(try frame(l, "outer"), 175, 375, 50, 20)
        assertRect(try frame(l, "inner"), 185, 370, 50, 20)
        assertRect(try frame(l, "next"), 175, 395, 50, 30)
        // The colour is drawn where the offset moved it.
        let fills = l.drawing.compactMap { if case .fill(_, _, let bounds) = $0 { bounds } else { nil } }
        assertRect(fills[0], 185, 370, 50, 20)
        // Its size is its child's.
        XCTAssertEqual(size(colorView([.offset(x: 10, y: 10)]), 30, 40), Size(width: 30, height: 40))
    }

    func testOffsetXRunsTowardTheTrailingEdge() throws {
        let moved = box(50, 20).modifier(.name("inner")).modifier(.offset(x: 10, y: 0))
        assertRect(try frame(layout(moved, direction: .rightToLeft), "inner"), 165, 390, 50, 20)
    }

    func testABackgroundWrittenBeforeAnOffsetMovesWithIt() {
        let card = box(50, 20)
            .modifier(.background(.fill(.solid(.black)), in: nil)).modifier(.offset(x: 0, y: 30))
            .modifier(.background(.fill(.solid(.white)), in: nil))
        let fills = layout(card).drawing.compactMap { if case .fill(_, _, let bounds) = $0 { bounds } else { nil } }
        // Drawn outermost first: the white background where the view is, then the black one and
        // the colour 30 pt lower.
        XCTAssertEqual(fills.map(\.minY), [390, 420, 420])
    }

    // MARK: layoutPriority

    func testAHigherPriorityIsOfferedTheSpaceFirst() {
        let first = text("Leading text that is long")
        let second = text("Trailing text long", [.layoutPriority(1)])
        let stack = SceneView(.hStack(StackView(spacing: 0, children: [first, second])))
        let l = layout(stack.modifier(.frame(width: 200, height: nil)))
        let children = l.viewNodes.filter { $0.depth == 1 }
        // The second is offered all 200 (the first's minimum, at width 0, is 0) and takes its one
        // line, 18 characters; the first wraps in the rest, 31.7 (three characters a line).
        XCTAssertEqual(children[1].frame.width, 18 * bodyChar, accuracy: 1e-9)
        XCTAssertEqual(children[1].frame.height, 22)
        XCTAssertEqual(children[0].frame.width, 3 * bodyChar, accuracy: 1e-9)
        XCTAssertEqual(children[0].frame, Rect(origin: children[0].frame.origin, size: size(first, 200 - 18 * bodyChar, nil)))
        // Without the priority the shorter text, less flexible, is offered half and wraps.
        let even = SceneView(.hStack(StackView(spacing: 0, children: [first, text("Trailing text long")])))
        let evenChildren = layout(even.modifier(.frame(width: 200, height: nil))).viewNodes.filter { $0.depth == 1 }
        XCTAssertGreaterThan(evenChildren[1].frame.height, 22)
    }

    func testLowerPrioritiesKeepTheirMinimums() {
        // The box needs 50 whatever it is offered: the text is offered 200 − 50 and wraps after
        // "Trailing text" (13 characters).
        let stack = SceneView(.hStack(StackView(spacing: 0, children: [text("Trailing text long", [.layoutPriority(1)]), box(50, 10)])))
        let l = layout(stack.modifier(.frame(width: 200, height: nil)))
        let children = l.viewNodes.filter { $0.depth == 1 }
        XCTAssertEqual(children[0].frame.width, 13 * bodyChar, accuracy: 1e-9)
        XCTAssertEqual(children[0].frame.height, 44)
        XCTAssertEqual(children[1].frame.width, 50)
    }

    func testLayoutPriorityOutsideAStackChangesNothing() {
        let long = "The quick brown fox jumps over the lazy dog"
        XCTAssertEqual(size(text(long, [.layoutPriority(5)]), 100, nil), size(text(long), 100, nil))
        let z = SceneView(.zStack(children: [text(long, [.layoutPriority(5)]), colorView()]))
        XCTAssertEqual(size(z, 100, 80), size(SceneView(.zStack(children: [text(long), colorView()])), 100, 80))
    }

    // MARK: The cache

    func testTheCacheFollowsTheLayoutModifiers() throws {
        var document = SceneDocument.scaleScene(views: 200)
        var cache = LayoutCache()
        _ = ViewLayout(document: document, cache: &cache)
        let text = try XCTUnwrap(document.root.paths().first { if case .text = document.view(at: $0)?.content { true } else { false } })
        let edits: [SceneEdit] = [
            .set(text, .insertModifier(.layoutPriority(1), at: 0)),
            .set(text, .insertModifier(.offset(x: 4, y: -2), at: 0)),
            .set(text, .insertModifier(.fixedSize(), at: 0)),
            .set(text, .insertModifier(.aspectRatio(2, contentMode: .fill), at: 0)),
            .set(text, .modifier(3, .layoutPriority(-1))),
        ]
        for (n, edit) in edits.enumerated() {
            document = try document.applying(edit).document
            XCTAssertEqual(ViewLayout(document: document, cache: &cache), ViewLayout(document: document), "edit \(n): \(edit)")
        }
    }
}
