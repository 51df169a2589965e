// ContainerShape: Apple's continuous defaults, the corners each shape publishes, and what it draws.
import ConcentricCore
import XCTest

final class ContainerShapeTests: XCTestCase {
    func testRoundedShapesDefaultToTheContinuousCurve() {
        XCTAssertEqual(CornerCurve.swiftUIDefault, .continuous)
        XCTAssertEqual(ContainerShape.roundedRectangle(radius: 10).curve, .continuous)
        XCTAssertEqual(ContainerShape.unevenRoundedRectangle(radii: LogicalCorners(all: 4)).curve, .continuous)
        XCTAssertEqual(ContainerShape.capsule().curve, .continuous)
        // Circular stays available.
        XCTAssertEqual(ContainerShape.roundedRectangle(radius: 10, curve: .circular).curve, .circular)
    }

    /// Apple's `Circle.corners(in:)`: min(W, H) / 2 at the four corners of the full frame.
    func testCirclePublishesHalfTheShorterSideAtItsFullFramesCorners() throws {
        let frame = Rect(x: 10, y: 20, width: 300, height: 100)
        let g = try XCTUnwrap(ContainerShape.circle.cornerGeometry(in: frame, direction: .leftToRight))
        XCTAssertEqual(g.rect, frame, "the full frame, not the centred square")
        assertRadii(g.radii, 50, 50, 50, 50)
        // So a non-square circle container publishes what a circular capsule does.
        XCTAssertEqual(g, ContainerShape.capsule(curve: .circular).cornerGeometry(in: frame, direction: .leftToRight))
        // Square: the circle itself.
        let square = Rect(x: 0, y: 0, width: 80, height: 80)
        XCTAssertEqual(ContainerShape.circle.cornerGeometry(in: square, direction: .leftToRight)?.outline,
                       ContainerShape.circle.path(in: square, direction: .leftToRight))
    }

    func testACircleStillDrawsACircle() {
        let frame = Rect(x: 10, y: 20, width: 300, height: 100)
        let bounds = ContainerShape.circle.path(in: frame, direction: .leftToRight).controlBounds
        XCTAssertEqual(bounds, Rect(x: 110, y: 20, width: 100, height: 100))
        XCTAssertEqual(ContainerShape.ellipse.path(in: frame, direction: .leftToRight).controlBounds, frame)
        XCTAssertNil(ContainerShape.ellipse.cornerGeometry(in: frame, direction: .leftToRight))
    }

    func testRoundedShapesDrawTheirCorners() throws {
        let frame = Rect(x: 0, y: 0, width: 120, height: 80)
        for shape: ContainerShape in [.rectangle, .roundedRectangle(radius: 12), .capsule(), .unevenRoundedRectangle(radii: LogicalCorners(all: 9))] {
            XCTAssertEqual(shape.path(in: frame, direction: .leftToRight), try XCTUnwrap(shape.cornerGeometry(in: frame, direction: .leftToRight)).outline)
        }
    }
}
