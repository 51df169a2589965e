// The canvas's corner handles, without a display: where they are, the radius a drag gives and
// the edit it makes.
import ConcentricCore
import ConcentricScene
import SceneEditing
import XCTest

final class CornerHandleTests: XCTestCase {
    typealias S = FormatSupport

    private func handles(_ path: ViewPath, in document: SceneDocument) throws -> [CornerHandle] {
        let layout = S.layout(document)
        let model = try XCTUnwrap(InspectorModel(document: document, path: path, layout: layout))
        return CornerHandle.handles(of: model, document: document, layout: layout)
    }

    /// The white surface's concentric corners: a handle each, at the centre of its resolved arc.
    func testEachCornerHasAHandleAtItsArcsCentre() throws {
        let document = try S.preset("concentric-card").document
        let white = ViewPath([1, 1])
        let all = try handles(white, in: document)
        XCTAssertEqual(all.map(\.corner), LogicalCorner.allCases)
        let node = try S.node(S.layout(document), "white surface")
        let radii = try XCTUnwrap(node.geometry?.corners?.radii)
        let frame = try XCTUnwrap(node.geometry?.frame)
        let topLeft = try XCTUnwrap(all.first { $0.corner == .topLeading })
        XCTAssertEqual(topLeft.position, Point(x: frame.minX + radii.topLeft, y: frame.minY + radii.topLeft))
        let bottomRight = try XCTUnwrap(all.first { $0.corner == .bottomTrailing })
        XCTAssertEqual(bottomRight.position, Point(x: frame.maxX - radii.bottomRight, y: frame.maxY - radii.bottomRight))
        XCTAssertTrue(all.allSatisfy { $0.concentricStyle == .concentric(minimum: 8) })
        // The card's own level: its RoundedRectangle's one radius, from any corner.
        XCTAssertEqual(try handles(ViewPath([1]), in: document).map(\.field), Array(repeating: .cornerRadius(.modifier(4)), count: 4))
    }

    /// Inward along the diagonal grows the radius, in whole points (Shift: fours), within the
    /// frame; near its concentric radius a concentric corner snaps back (not with Ctrl).
    func testADragGivesWholePointsAndSnapsBackToConcentric() throws {
        let handle = CornerHandle(
            corner: .topLeading, field: .cornerStyle(.modifier(4), .topLeading), frame: Rect(x: 0, y: 0, width: 100, height: 60),
            physical: .topLeft, radius: 10, concentricStyle: .concentric)
        XCTAssertEqual(handle.radius(draggedBy: 10.4, 10, .init()).radius, 20)
        XCTAssertEqual(handle.radius(draggedBy: 7, 7, .init(step: 4)).radius, 16)
        XCTAssertEqual(handle.radius(draggedBy: 500, 500, .init()).radius, 30, "at most half the shorter side")
        XCTAssertEqual(handle.radius(draggedBy: -50, -50, .init()).radius, 0)
        let near = handle.radius(draggedBy: 3, 2, .init())
        XCTAssertTrue(near.snapped)
        XCTAssertEqual(handle.value(radius: near.radius, snapped: near.snapped), .cornerStyle(.concentric))
        let free = handle.radius(draggedBy: 3, 2, .init(snaps: false))
        XCTAssertEqual(free.radius, 13)
        XCTAssertFalse(free.snapped)
        XCTAssertEqual(handle.value(radius: free.radius, snapped: false), .cornerStyle(.fixed(.literal(13))))
        // A bottom-right corner grows up and to the left.
        var bottomRight = handle
        bottomRight.physical = .bottomRight
        XCTAssertEqual(bottomRight.radius(draggedBy: -10, -10, .init()).radius, 20)
    }

    /// An arrow key moves a corner's radius by whole points (Shift: fours) inward or outward
    /// along its diagonal, never snapping back, within the frame; a key across it changes nothing.
    func testArrowKeysNudgeACornerWithoutSnapping() {
        var handle = CornerHandle(
            corner: .topLeading, field: .cornerStyle(.modifier(4), .topLeading), frame: Rect(x: 0, y: 0, width: 100, height: 60),
            physical: .topLeft, radius: 10.4, concentricStyle: .concentric)
        XCTAssertEqual(handle.radius(nudgedBy: 1, 0, step: 1), 11, "Right moves a top-left handle inward")
        XCTAssertEqual(handle.radius(nudgedBy: 0, 1, step: 1), 11, "so does Down")
        XCTAssertEqual(handle.radius(nudgedBy: -1, 0, step: 1), 9)
        XCTAssertEqual(handle.radius(nudgedBy: 0, -1, step: 4), 6)
        handle.physical = .bottomRight
        XCTAssertEqual(handle.radius(nudgedBy: -1, 0, step: 4), 14, "Left moves a bottom-right handle inward")
        handle.radius = 29.6
        XCTAssertEqual(handle.radius(nudgedBy: -1, 0, step: 4), 30, "at most half the shorter side")
        handle.radius = 1
        XCTAssertEqual(handle.radius(nudgedBy: 0, 1, step: 4), 0, "never below 0")
        // A fixed radius that layout draws smaller moves from the value set.
        handle.setRadius = 20
        XCTAssertEqual(handle.radius(nudgedBy: -1, 0, step: 1), 21)
    }

    /// The drag's value becomes the inspector's edit; a fixed radius bound to a parameter drags
    /// the parameter.
    func testTheEditAndBoundCorners() throws {
        var document = try S.preset("concentric-card").document
        let white = ViewPath([1, 1])
        let model = try XCTUnwrap(InspectorModel(document: document, path: white, layout: nil))
        let handle = try XCTUnwrap(try handles(white, in: document).first)
        let edit = try XCTUnwrap(try handle.edit(radius: 20, snapped: false, model: model))
        guard case .cornerStyle(let slot, .topLeading) = handle.field else { return XCTFail("\(handle.field)") }
        XCTAssertEqual(edit, .set(white, .cornerStyle(slot, .topLeading, .fixed, value: .literal(20))))
        document = try document.applying(.set(white, .cornerStyle(slot, .topLeading, .fixed, value: .parameter("inset")))).document
        let bound = try XCTUnwrap(try handles(white, in: document).first)
        XCTAssertEqual(bound.corner, .topLeading)
        XCTAssertEqual(bound.parameter, "inset")
        XCTAssertEqual(try bound.edit(radius: 12, snapped: false, model: model), .setParameterDefault(name: "inset", value: 12))
    }
}

/// The canvas's edge handles: the innermost padding of the selected level, or its fixed frame.
final class EdgeHandleTests: XCTestCase {
    typealias S = FormatSupport

    private func handles(_ path: ViewPath, in document: SceneDocument) throws -> [EdgeHandle] {
        let layout = S.layout(document)
        let model = try XCTUnwrap(InspectorModel(document: document, path: path, layout: layout))
        let node = try XCTUnwrap(SceneHitTester(layout: layout, root: document.root).node(of: path))
        return EdgeHandle.handles(of: model, document: document, layout: layout, frame: node.frame)
    }

    /// The white surface's padding of 12: a handle at the middle of each side of its frame; a drag
    /// outward grows the edge in whole points (Shift: fours), inward shrinks it.
    func testAPaddingsEdgesAreDraggedOutward() throws {
        let document = try S.preset("concentric-card").document
        let white = ViewPath([1, 1])
        let all = try handles(white, in: document)
        XCTAssertEqual(all.map(\.side), [.top, .left, .bottom, .right])
        XCTAssertEqual(all.map(\.value), [12, 12, 12, 12])
        XCTAssertTrue(all.allSatisfy { $0.parameter == nil })
        let frame = try S.node(S.layout(document), "white surface").frame
        XCTAssertEqual(all[2].position, Point(x: frame.midX, y: frame.maxY))
        XCTAssertEqual(all[2].value(draggedBy: 0, 10.3, step: 1), 22)
        XCTAssertEqual(all[0].value(draggedBy: 0, 10, step: 1), 2, "the top edge dragged down shrinks")
        XCTAssertEqual(all[1].value(draggedBy: -7, 0, step: 4), 20)
        XCTAssertEqual(all[2].value(nudgedBy: 0, 1, step: 1), 13, "Down moves the bottom edge out")
        XCTAssertEqual(all[0].value(nudgedBy: 0, 1, step: 4), 8, "Shift+Down moves the top edge in by 4")
        XCTAssertEqual(all[1].value(nudgedBy: 0, 1, step: 1), 12, "a key across the edge changes nothing")
        let model = try XCTUnwrap(InspectorModel(document: document, path: white, layout: nil))
        let edit = try XCTUnwrap(try all[2].edit(22, model: model))
        let edited = try document.applying(edit).document
        guard case .padding(let index, .bottom) = all[2].field else { return XCTFail("\(all[2].field)") }
        XCTAssertEqual(edited.view(at: white)?.modifiers[index], .padding(EdgeInsetsValue(top: .literal(12), leading: .literal(12), bottom: .literal(22), trailing: .literal(12))))
    }

    /// The orange surface's padding is `inset`: its handles drag the parameter.
    func testABoundEdgeDragsItsParameter() throws {
        let document = try S.preset("concentric-card").document
        let orange = ViewPath([1], part: 2)
        let all = try handles(orange, in: document)
        XCTAssertEqual(all.map(\.parameter), Array(repeating: "inset", count: 4))
        let model = try XCTUnwrap(InspectorModel(document: document, path: orange, layout: nil))
        XCTAssertEqual(try all[0].edit(14, model: model), .setParameterDefault(name: "inset", value: 14))
    }

    /// A level with a fixed frame: its width on the trailing side, its height at the bottom.
    func testAFixedFramesSizeIsDragged() throws {
        let root = SceneView(.zStack(children: [box(100, 60)]))
        let document = SceneDocument(parameters: [], screen: iPhone16Pro, safeArea: iPhone16ProSafeArea, root: root)
        let all = try handles(ViewPath([0]), in: document)
        XCTAssertEqual(all.map(\.field), [.frameWidth(0), .frameHeight(0)])
        XCTAssertEqual(all.map(\.side), [.right, .bottom])
        XCTAssertEqual(all[0].value(draggedBy: -150, 0, step: 1), 0, "never below 0")
    }
}
