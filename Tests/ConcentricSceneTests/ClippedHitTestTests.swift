// Hit testing through clips: what a `clipShape` cuts away is not drawn, so a click or a
// double-click there does not select it.
import ConcentricCore
@testable import ConcentricScene
@testable import SceneEditing
import XCTest

final class ClippedHitTestTests: XCTestCase {
    /// A 200 × 200 square screen holding, centred, a 100 × 100 ZStack clipped to a circle
    /// (`clipped`), which holds a red colour filling it (`red`) and a 100 × 100 text frame
    /// (`words`). With `clipOnRed` the stack holds only the colour, clipped by its own `clipShape`.
    func document(clipOnRed: Bool = false) -> SceneDocument {
        let red = SceneView(.color(.rgb(Color(rgb8: 255, 0, 0))), modifiers: clipOnRed ? [.clipShape(.plain(.circle)), .name("red")] : [.name("red")])
        let words = SceneView(.text(TextView("words")), modifiers: [.frame(width: .literal(100), height: .literal(100)), .name("words")])
        let children = clipOnRed ? [red] : [red, words]
        let frame = ViewModifier.frame(width: .literal(100), height: .literal(100))
        let stack = SceneView(.zStack(children: children), modifiers: clipOnRed ? [frame, .name("clipped")] : [frame, .clipShape(.plain(.circle)), .name("clipped")])
        return SceneDocument(screen: Screen(size: Size(width: 200, height: 200), shape: .rectangle), root: stack)
    }

    let clipped = ViewPath.root, red = ViewPath([0]), words = ViewPath([1])
    /// Inside the stack's frame (50…150) but outside its circle: its top-left corner.
    let corner = Point(x: 53, y: 53)
    let centre = Point(x: 100, y: 100)

    func hits(_ document: SceneDocument) -> SceneHitTester {
        SceneHitTester(layout: ViewLayout(document: document, measurer: EstimatedTextMeasurer()), root: document.root)
    }

    func testAnAncestorsClipShapeHidesTheColourAtItsCorner() {
        let hits = hits(document())
        XCTAssertEqual(hits.surface(at: centre), red, "inside the circle the colour shows")
        XCTAssertNil(hits.surface(at: corner), "the circle clips the colour's corner away: nothing is drawn there")
        XCTAssertEqual(hits.surfaces(at: corner), [])
        XCTAssertNil(hits.surface(below: nil, at: corner))
    }

    func testAnAncestorsClipShapeHidesContentFromADoubleClick() {
        let hits = hits(document())
        XCTAssertEqual(hits.content(at: centre), words, "the text, drawn last, inside the circle")
        // At the corner the stack's own clip cuts away everything it draws, the text and the
        // colour inside it included: nothing to select.
        XCTAssertNil(hits.content(at: corner))
    }

    func testAViewsOwnClipShapeHidesItsCorner() {
        let hits = hits(document(clipOnRed: true))
        XCTAssertEqual(hits.surface(at: centre), red)
        XCTAssertNil(hits.surface(at: corner))
        XCTAssertEqual(hits.content(at: centre), red)
        XCTAssertEqual(hits.content(at: corner), clipped, "the colour's own clip cuts it away at the corner")
    }

    func testLayoutRecordsTheClipsOfEachSurfaceAndContent() throws {
        let layout = ViewLayout(document: document(), measurer: EstimatedTextMeasurer())
        XCTAssertEqual(layout.surfaces.map(\.clips.count), [1], "the colour, painted through the stack's circle")
        XCTAssertEqual(layout.contentClips[0]?.count, 1, "the stack's own clip applies to its content")
        XCTAssertEqual(layout.contentClips[1]?.count, 1)
        XCTAssertEqual(layout.contentClips[2]?.count, 1)
        let unclipped = ViewLayout(document: document(clipOnRed: true), measurer: EstimatedTextMeasurer())
        XCTAssertNil(unclipped.contentClips[0], "a view drawn through no clip is not listed")
        XCTAssertEqual(unclipped.contentClips[1]?.count, 1)
        // The clip ends with the view: a sibling after a clipped view is drawn through none.
        let sibling = SceneView(.color(.rgb(Color(rgb8: 0, 0, 255))))
        var twoColours = document(clipOnRed: true)
        twoColours.root.content = .zStack(children: [SceneView(.color(.rgb(Color(rgb8: 255, 0, 0))), modifiers: [.clipShape(.plain(.circle))]), sibling])
        let both = ViewLayout(document: twoColours, measurer: EstimatedTextMeasurer())
        XCTAssertEqual(both.surfaces.map(\.clips.count), [1, 0])
        XCTAssertEqual(SceneHitTester(layout: both, root: twoColours.root).surface(at: corner), ViewPath([1]))
    }
}
