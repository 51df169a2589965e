// `CornerMeasure`: per-corner radii, insets, errors and their causes in words, from a layout.
import ConcentricCore
import ConcentricScene
import XCTest

final class CornerMeasureTests: XCTestCase {
    /// A 300 × 200 rectangle of corner radius 40 holding `shape` padded by `padding`.
    func measure(_ shape: ViewShape, padding: EdgeInsetsValue, curve: CornerCurve = .circular) throws -> ShapeMeasure {
        let inner = SceneView(.shape(ShapeView(shape, fill: .solid(.white))), modifiers: [.padding(padding)])
        let root = SceneView(.zStack(children: [inner]), modifiers: [.containerShape(.plain(.roundedRectangle(radius: 40, curve: curve)))])
        let layout = ViewLayout(document: SceneDocument(screen: Screen(size: Size(width: 300, height: 200), shape: .rectangle), root: root))
        return try XCTUnwrap(ShapeMeasure.all(in: layout).first)
    }

    func testEqualGapsAreExactlyConcentric() throws {
        let m = try measure(.concentricRectangle(ConcentricRectangleOf()), padding: EdgeInsetsValue(all: 8))
        for corner in PhysicalCorner.allCases {
            XCTAssertEqual(m.corners[corner].radius, 32)
            XCTAssertEqual(try XCTUnwrap(m.corners[corner].inset), 8, accuracy: 1e-9)
            XCTAssertNil(m.corners[corner].reportedError)
            XCTAssertTrue(m.corners[corner].sharesCenter)
        }
    }

    func testCausesInWords() throws {
        // Gaps 8 × 20 at the top corners: 40 − 20 = 20, the curve 8 from one edge and 20 from the other.
        let gaps = try measure(.concentricRectangle(ConcentricRectangleOf()), padding: EdgeInsetsValue(top: 20, leading: 8, bottom: 8, trailing: 8))
        XCTAssertEqual(gaps.corners.topLeft.radius, 20)
        XCTAssertEqual(gaps.corners.topLeft.reason, "gaps 8 × 20: radius from the larger")
        XCTAssertNil(gaps.corners.bottomLeft.reason)
        // A minimum above 40 − 36.
        let minimum = try measure(
            .concentricRectangle(ConcentricRectangleOf(corners: LogicalCorners(all: .concentric(minimum: 12)))), padding: EdgeInsetsValue(all: 36))
        XCTAssertEqual(minimum.corners.topRight.radius, 12)
        XCTAssertEqual(minimum.corners.topRight.reason, "minimum 12 applied")
        // A fixed corner shows its style and never an error.
        let fixed = try measure(
            .concentricRectangle(ConcentricRectangleOf(corners: LogicalCorners(topLeading: .fixed(24), topTrailing: .concentric, bottomLeading: .concentric, bottomTrailing: .concentric))),
            padding: EdgeInsetsValue(all: 8))
        XCTAssertEqual(fixed.corners.topLeft.styleLabel, "fixed 24")
        XCTAssertNil(fixed.corners.topLeft.error)
        XCTAssertNil(fixed.corners.topLeft.inset)
        XCTAssertNil(fixed.corners.topRight.styleLabel)
        // Scaled: 40 − 8 = 32 on a 184 pt tall frame is fine; a 20 pt tall one, whose bottom
        // corners are 0, carries 20 on each side.
        let scaled = try measure(.concentricRectangle(ConcentricRectangleOf()), padding: EdgeInsetsValue(top: 8, leading: 8, bottom: 172, trailing: 8))
        XCTAssertEqual(scaled.corners.topLeft.radius, 20)
        XCTAssertEqual(scaled.corners.topLeft.causes.first, .scaledToFit(to: 20))
        XCTAssertEqual(scaled.corners.topLeft.reason, "scaled to fit")
        // Container-relative: every corner is 40 − d with d the smallest gap.
        let relative = try measure(.containerRelative, padding: EdgeInsetsValue(top: 20, leading: 8, bottom: 8, trailing: 8))
        XCTAssertEqual(relative.corners.topLeft.radius, 32)
        XCTAssertNil(relative.corners.topLeft.style)
        XCTAssertEqual(relative.corners.topLeft.reason, "gaps 8 × 20: inset by the smallest, 8")
    }

    /// Continuous from continuous is concentric only to a fraction of a point: measured, not reported.
    func testContinuousWobbleIsNotReported() throws {
        let m = try measure(.concentricRectangle(ConcentricRectangleOf()), padding: EdgeInsetsValue(all: 8), curve: .continuous)
        for corner in PhysicalCorner.allCases {
            let error = try XCTUnwrap(m.corners[corner].error)
            XCTAssertGreaterThan(error, 0.001)
            XCTAssertLessThan(error, CornerMeasure.errorThreshold)
            XCTAssertNil(m.corners[corner].reportedError)
            XCTAssertEqual(m.corners[corner].causes, [.continuousCurve])
        }
        // Per corner: the errors are each corner's own, their maximum is the shape's.
        XCTAssertEqual(try XCTUnwrap(m.error), concentricityError(inner: m.geometry, outer: m.container), accuracy: 1e-12)
    }
}
