// ContainerRelativeShape for every container kind (docs/SWIFTUI.md, "ContainerRelativeShape"):
// d = max(0, smallest gap); the container's shape inset by d, drawn in the view's frame grown by d.
import ConcentricCore
import XCTest
@testable import ConcentricScene

final class ContainerRelativeShapeTests: XCTestCase {
    /// A 100 × 60 shape view with gaps left 10, top 20, right 30, bottom 40 inside a container of
    /// `shape` (so d = 10), on a plain screen.
    func resolved(_ container: ViewShape, view shape: ViewShape = .containerRelative, direction: LayoutDirection = .leftToRight) throws -> ResolvedShape {
        let view = SceneView(.shape(ShapeView(shape)), modifiers: [
            .frame(width: 100, height: 60), .padding(EdgeInsetsValue(top: 20, leading: 10, bottom: 40, trailing: 30)), .name("view"),
        ])
        let root = SceneView(.zStack(children: [view]), modifiers: [.containerShape(container)])
        let l = ViewLayout(root: root, screen: Screen(size: Size(width: 400, height: 400), shape: .rectangle), direction: direction)
        let node = try XCTUnwrap(l.node(named: "view"))
        return try XCTUnwrap(node.geometry)
    }

    func testRectangleContainerGivesARectangle() throws {
        let g = try resolved(.plain(.rectangle))
        XCTAssertEqual(g.inset, 10)
        XCTAssertEqual(g.corners?.radii, CornerRadii(all: 0))
        XCTAssertEqual(g.frame.size, Size(width: 100, height: 60))
    }

    func testRoundedRectangleContainerGivesEachCornerRMinusD() throws {
        let g = try resolved(.plain(.roundedRectangle(radius: 30)))
        XCTAssertEqual(g.kind, .containerRelative)
        XCTAssertEqual(g.corners?.radii, CornerRadii(all: 20))
        XCTAssertEqual(g.corners?.curve, .continuous)
        // Never below 0.
        XCTAssertEqual(try resolved(.plain(.roundedRectangle(radius: 4))).corners?.radii, CornerRadii(all: 0))
    }

    func testUnevenContainerGivesEachRadiusMinusD() throws {
        let radii = LogicalCorners<Number>(topLeading: 40, topTrailing: 5, bottomLeading: 12, bottomTrailing: 30)
        let g = try resolved(.plain(.unevenRoundedRectangle(radii: radii)))
        // The container is 140 × 120: radii at most 60 before the inset.
        XCTAssertEqual(g.corners?.radii, CornerRadii(topLeft: 30, topRight: 0, bottomRight: 20, bottomLeft: 2))
        let rtl = try resolved(.plain(.unevenRoundedRectangle(radii: radii)), direction: .rightToLeft)
        XCTAssertEqual(rtl.corners?.radii, CornerRadii(topLeft: 0, topRight: 30, bottomRight: 2, bottomLeft: 20))
    }

    func testCapsuleContainerGivesTheFramesCapsule() throws {
        let g = try resolved(.plain(.capsule()))
        XCTAssertEqual(g.corners?.radii, CornerRadii(all: 30))
        XCTAssertEqual(g.corners?.rect, g.frame)
    }

    func testCircleContainerGivesTheCircleInscribedInTheFrame() throws {
        let g = try resolved(.plain(.circle))
        let corners = try XCTUnwrap(g.corners)
        XCTAssertEqual(corners.rect.size, Size(width: 60, height: 60))
        XCTAssertEqual(corners.rect.midX, g.frame.midX, accuracy: 1e-9)
        XCTAssertEqual(corners.radii, CornerRadii(all: 30))
    }

    func testEllipseContainerGivesTheEllipseInscribedInTheFrame() throws {
        let g = try resolved(.plain(.ellipse))
        XCTAssertNil(g.corners)
        XCTAssertEqual(g.inset, 10)
        let bounds = g.outline.controlBounds
        XCTAssertEqual(bounds.minX, g.frame.minX, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxX, g.frame.maxX, accuracy: 1e-9)
        XCTAssertEqual(bounds.minY, g.frame.minY, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxY, g.frame.maxY, accuracy: 1e-9)
        // Its area is the inscribed ellipse's, π · 50 · 30.
        XCTAssertEqual(g.outline.area(), Double.pi * 50 * 30, accuracy: 2)
    }

    func testConcentricRectangleFallsBackInAnEllipseContainer() throws {
        let g = try resolved(.plain(.ellipse), view: .concentricRectangle(ConcentricRectangleOf()))
        XCTAssertEqual(g.kind, .concentricRectangle)
        XCTAssertTrue(g.isContainerRelativeFallback)
        XCTAssertNil(g.corners)
    }

    func testOverlappingViewHasDZero() throws {
        let view = SceneView(.shape(ShapeView(.containerRelative)), modifiers: [.frame(width: 300, height: 60), .name("view")])
        let root = SceneView(.zStack(children: [view]), modifiers: [.frame(width: 100, height: 100), .containerShape(.plain(.roundedRectangle(radius: 20)))])
        let l = ViewLayout(root: root, screen: Screen(size: Size(width: 400, height: 400), shape: .rectangle))
        let g = try XCTUnwrap(l.node(named: "view")?.geometry)
        XCTAssertEqual(g.inset, 0)
        XCTAssertEqual(g.corners?.radii, CornerRadii(all: 20))
    }

    func testStorageSummaryResolvesTo20() throws {
        // `.containerShape(.rect(cornerRadius: 30))` around a ContainerRelativeShape padded 10.
        let inner = SceneView(.shape(ShapeView(.containerRelative)), modifiers: [.name("shape"), .padding(EdgeInsetsValue(all: 10))])
        let root = inner.modifier(.frame(width: 300, height: 120)).modifier(.containerShape(.plain(.roundedRectangle(radius: 30))))
        let l = ViewLayout(root: root, screen: iPhone16Pro, safeArea: iPhone16ProSafeArea)
        XCTAssertEqual(try XCTUnwrap(l.node(named: "shape")?.geometry?.corners?.radii), CornerRadii(all: 20))
    }

    func testContainerRelativeContainerShapePassesTheOuterOneThrough() throws {
        let view = SceneView(.shape(ShapeView(.containerRelative)), modifiers: [.padding(EdgeInsetsValue(all: 10)), .containerShape(.containerRelative), .name("x")])
        let root = view.modifier(.frame(width: 200, height: 200)).modifier(.containerShape(.plain(.roundedRectangle(radius: 40))))
        let l = ViewLayout(root: root, screen: Screen(size: Size(width: 400, height: 400), shape: .rectangle))
        // The shape (inside the padding) resolves against the 40 pt container: 40 − 10.
        let shape = try XCTUnwrap(l.drawing.compactMap { if case .fill(let o, _, _) = $0 { return o } else { return nil } }.first)
        XCTAssertEqual(shape.controlBounds.width, 180, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(l.node(named: "x")?.geometry?.corners?.radii), CornerRadii(all: 30))
    }

    func testRootResolvesAgainstTheScreen() throws {
        // A full-screen ConcentricRectangle ignoring the safe area takes the display's 62 pt corners.
        let root = SceneView(.shape(ShapeView(.concentricRectangle(ConcentricRectangleOf()))), modifiers: [.ignoresSafeArea(), .name("full")])
        let l = ViewLayout(root: root, screen: iPhone16Pro, safeArea: iPhone16ProSafeArea)
        let g = try XCTUnwrap(l.node(named: "full")?.geometry)
        assertRect(g.frame, 0, 0, 402, 874)
        XCTAssertEqual(g.corners?.radii, CornerRadii(all: 62))
        XCTAssertEqual(g.corners?.curve, .continuous)
    }

    func testAConcentricCardPublishesItsResolvedShape() throws {
        // Our extension: containerShape(ConcentricRectangle) publishes the resolved corners.
        let inner = SceneView(.shape(ShapeView(.concentricRectangle(ConcentricRectangleOf()))), modifiers: [.name("inner"), .padding(EdgeInsetsValue(all: 6))])
        let card = inner.modifier(.containerShape(.concentricRectangle(ConcentricRectangleOf()))).modifier(.name("card")).modifier(.padding(EdgeInsetsValue(all: 10)))
        let root = card.modifier(.ignoresSafeArea())
        let l = ViewLayout(root: root, screen: iPhone16Pro, safeArea: iPhone16ProSafeArea)
        let i = try XCTUnwrap(l.node(named: "inner")?.geometry?.corners?.radii)
        // Screen 62 → card 52 → inner 46.
        XCTAssertEqual(i, CornerRadii(all: 46))
    }
}
