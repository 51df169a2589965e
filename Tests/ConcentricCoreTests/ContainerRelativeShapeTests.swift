// ContainerRelativeShape: the container's shape inset by the smallest gap, drawn in the view's
// frame (OpenSwiftUI's `shape.inset(by: d).path(in: rect.insetBy(dx: -d, dy: -d))`), for every kind.
import ConcentricCore
import XCTest

final class ContainerRelativeShapeTests: XCTestCase {
    let container = Rect(x: 100, y: 50, width: 300, height: 200)

    func shape(_ kind: ContainerShape, _ view: Rect, _ direction: LayoutDirection = .leftToRight) -> ContainerRelativeShape {
        ContainerRelativeShape(container: kind, containerFrame: container, viewFrame: view, direction: direction)
    }

    // MARK: The inset

    func testInsetIsTheSmallestGapFlooredAtZero() {
        // Gaps: left 12, top 30, right 300 − 12 − 270 = 18, bottom 200 − 30 − 160 = 10.
        XCTAssertEqual(shape(.ellipse, Rect(x: 112, y: 80, width: 270, height: 160)).inset, 10)
        // An overhanging view touches: 0, not negative.
        XCTAssertEqual(shape(.ellipse, Rect(x: 95, y: 60, width: 100, height: 100)).inset, 0)
        XCTAssertEqual(shape(.ellipse, Rect(x: .nan, y: 60, width: 100, height: 100)).inset, 0)
    }

    // MARK: Every container kind

    func testRoundedRectangleGivesTheFrameWithRadiusMinusInset() throws {
        let view = Rect(x: 110, y: 60, width: 280, height: 180)
        let relative = shape(.roundedRectangle(radius: 30, curve: .continuous), view)
        XCTAssertEqual(relative.inset, 10)
        let g = try XCTUnwrap(relative.cornerGeometry)
        XCTAssertEqual(g.rect, view)
        assertRadii(g.radii, 20, 20, 20, 20)
        XCTAssertEqual(g.curve, .continuous, "the container's curve is kept")
        XCTAssertEqual(relative.radii, g.radii)
        XCTAssertEqual(relative.outline, g.outline)
        // The reference article's StorageSummary: .rect(cornerRadius: 30) padded 10 gives 20.
        // A gap larger than the radius squares the corners: max(0, R − d).
        assertRadii(try XCTUnwrap(shape(.roundedRectangle(radius: 30), Rect(x: 140, y: 90, width: 220, height: 120)).radii), 0, 0, 0, 0)
    }

    func testInsetZeroEqualsTheContainer() throws {
        for kind: ContainerShape in [
            .rectangle, .roundedRectangle(radius: 40), .capsule(curve: .circular), .circle,
            .unevenRoundedRectangle(radii: LogicalCorners(topLeading: 50, topTrailing: 0, bottomLeading: 10, bottomTrailing: 25)),
        ] {
            let relative = shape(kind, container)
            XCTAssertEqual(relative.inset, 0)
            let expected = try XCTUnwrap(kind.cornerGeometry(in: container, direction: .leftToRight))
            if case .circle = kind {
                // Drawn, a circle stays the circle centred in its frame.
                XCTAssertEqual(relative.outline, kind.path(in: container, direction: .leftToRight))
                XCTAssertEqual(relative.radii, expected.radii)
            } else {
                XCTAssertEqual(relative.cornerGeometry, expected, "\(kind)")
                XCTAssertEqual(relative.outline, kind.path(in: container, direction: .leftToRight), "\(kind)")
            }
        }
        XCTAssertEqual(shape(.ellipse, container).outline, ContainerShape.ellipse.path(in: container, direction: .leftToRight))
    }

    func testUnevenRadiiEachLoseTheInsetAfterTheLayoutDirection() throws {
        let radii = LogicalCorners(topLeading: 50.0, topTrailing: 5, bottomLeading: 20, bottomTrailing: 12)
        let view = Rect(x: 108, y: 58, width: 284, height: 184)  // d = 8
        assertRadii(try XCTUnwrap(shape(.unevenRoundedRectangle(radii: radii), view).radii), 42, 0, 4, 12)
        // Right to left: topLeading is the top-right corner.
        assertRadii(try XCTUnwrap(shape(.unevenRoundedRectangle(radii: radii), view, .rightToLeft).radii), 0, 42, 12, 4)
    }

    func testCapsuleGivesTheFramesCapsule() throws {
        let view = Rect(x: 120, y: 70, width: 200, height: 60)  // d = 20
        let g = try XCTUnwrap(shape(.capsule(), view).cornerGeometry)
        XCTAssertEqual(g.rect, view)
        assertRadii(g.radii, 30, 30, 30, 30)
        XCTAssertEqual(g.curve, .continuous, "SwiftUI's capsule is continuous by default")
    }

    func testRectangleGivesTheFrame() throws {
        let view = Rect(x: 130, y: 60, width: 200, height: 100)
        let g = try XCTUnwrap(shape(.rectangle, view).cornerGeometry)
        XCTAssertEqual(g.rect, view)
        assertRadii(g.radii, 0, 0, 0, 0)
    }

    func testCircleGivesTheCircleInscribedInTheFrame() throws {
        // Container 300 × 200: its corners are 100 at the full frame's corners. View 200 × 100, d = 50.
        let view = Rect(x: 150, y: 100, width: 200, height: 100)
        let relative = shape(.circle, view)
        XCTAssertEqual(relative.inset, 50)
        let g = try XCTUnwrap(relative.cornerGeometry)
        XCTAssertEqual(g.rect, Rect(x: 200, y: 100, width: 100, height: 100), "the centred square of the view's frame")
        // min(W, H) / 2 − d = 100 − 50 = 50, and also half the view's shorter side.
        assertRadii(g.radii, 50, 50, 50, 50)
        XCTAssertEqual(relative.outline, ContainerShape.circle.path(in: view, direction: .leftToRight))
    }

    func testEllipseGivesTheEllipseInscribedInTheFrameUnclipped() {
        let view = Rect(x: 112, y: 80, width: 270, height: 160)
        let relative = shape(.ellipse, view)
        XCTAssertNil(relative.cornerGeometry)
        XCTAssertNil(relative.radii)
        XCTAssertEqual(relative.outline, CornerOutline.ellipse(in: view))
        // The outline touches the frame's four edge midpoints and never leaves the frame.
        let bounds = relative.outline.controlBounds
        XCTAssertEqual(bounds, view)
        for polygon in relative.outline.flattened() {
            for p in polygon { XCTAssertTrue(view.contains(p, tolerance: 1e-9), "\(p)") }
        }
    }

    func testAnEllipseInASquareFrameIsACircle() {
        let view = Rect(x: 150, y: 75, width: 150, height: 150)
        let outline = shape(.ellipse, view).outline
        for polygon in outline.flattened(segmentsPerCurve: 16) {
            for p in polygon { XCTAssertEqual(p.distance(to: view.center), 75, accuracy: 75 * 3e-4, "\(p)") }
        }
        XCTAssertEqual(outline.area(), Double.pi * 75 * 75, accuracy: Double.pi * 75 * 75 * 1e-3)
    }

    func testEmptyFrameHasNoOutline() {
        XCTAssertTrue(shape(.ellipse, Rect(x: 120, y: 70, width: 0, height: 40)).outline.elements.isEmpty)
        XCTAssertTrue(shape(.roundedRectangle(radius: 20), Rect(x: 120, y: 70, width: 10, height: 0)).outline.elements.isEmpty)
    }

    func testRadiiNeverExceedHalfTheFramesShorterSide() throws {
        // R − d = 92 is more than the 20 pt frame can carry.
        let g = try XCTUnwrap(shape(.roundedRectangle(radius: 100), Rect(x: 108, y: 58, width: 200, height: 40)).cornerGeometry)
        assertRadii(g.radii, 20, 20, 20, 20)
    }

    /// With the same gap on all four sides the two shapes agree: ConcentricRectangle's R − max(dx, dy)
    /// is ContainerRelativeShape's R − d, for every rounded-rectangular container.
    func testEqualGapsAgreeWithTheConcentricRectangle() throws {
        var g = SeededGenerator(seed: 9)
        for _ in 0..<2000 {
            let kind = ResolverPropertyTests.randomContainerShape(&g)
            let size = Size(width: Double.random(in: 20...900, using: &g), height: Double.random(in: 20...900, using: &g))
            let d = Double.random(in: 0...(min(size.width, size.height) / 2), using: &g)
            let bounds = Rect(origin: .zero, size: size)
            let view = bounds.insetBy(dx: d, dy: d)
            let direction: LayoutDirection = Bool.random(using: &g) ? .leftToRight : .rightToLeft
            let relative = ContainerRelativeShape(container: kind, containerFrame: bounds, viewFrame: view, direction: direction)
            XCTAssertEqual(relative.inset, d, accuracy: 1e-9)
            guard case .concentricRectangle(let concentric) = resolveRadii(container: Container(shape: kind, size: size), frame: view, direction: direction) else {
                return XCTFail("\(kind) is rounded-rectangular")
            }
            let radii = try XCTUnwrap(relative.radii)
            for corner in PhysicalCorner.allCases {
                XCTAssertEqual(radii[corner], concentric.radii[corner], accuracy: 1e-9, "\(kind) \(corner) d = \(d)")
            }
        }
    }
}
