// The concentricity error: zero where the corners share a center, positive where they cannot.
import ConcentricCore
import XCTest

final class ConcentricityErrorTests: XCTestCase {
    func testEqualInsetsCircularIsZero() {
        for inset in [0.0, 4, 8, 20, 35] {
            let r = resolved(rounded(40, 300, 200), Rect(x: inset, y: inset, width: 300 - 2 * inset, height: 200 - 2 * inset))
            XCTAssertEqual(r?.concentricityError ?? 1, 0, accuracy: 1e-9, "inset \(inset)")
        }
    }

    /// Square corners far from the container's rounded corners run parallel to its edges.
    func testFarSquareCornersMeasureZero() {
        let r = resolved(rounded(62, 402, 874), Rect(x: 8, y: 300, width: 386, height: 200))
        XCTAssertEqual(r?.radii.maximum ?? 1, 0)
        XCTAssertEqual(r?.concentricityError ?? 1, 0, accuracy: 1e-9)
    }

    func testMinimumBreaksConcentricity() {
        let shape = ConcentricRectangle(corners: LogicalCorners(all: .concentric(minimum: 20)))
        let r = resolved(rounded(40, 300, 200), Rect(x: 30, y: 30, width: 240, height: 140), shape)
        XCTAssertGreaterThan(r?.concentricityError ?? 0, 1)
    }

    func testFixedRadiusBreaksConcentricity() {
        let shape = ConcentricRectangle(corners: LogicalCorners(all: .fixed(5)))
        let r = resolved(rounded(40, 300, 200), Rect(x: 8, y: 8, width: 284, height: 184), shape)
        XCTAssertGreaterThan(r?.concentricityError ?? 0, 1)
    }

    func testUnequalInsetsBreakConcentricity() {
        let r = resolved(rounded(40, 300, 200), Rect(x: 8, y: 20, width: 284, height: 172))
        XCTAssertGreaterThan(r?.concentricityError ?? 0, 0.5)
    }

    func testContinuousCornersAreNotExactlyConcentric() {
        let r = resolved(rounded(40, 300, 200, curve: .continuous), Rect(x: 8, y: 8, width: 284, height: 184))
        let error = r?.concentricityError ?? 0
        XCTAssertGreaterThan(error, 1e-3)
        XCTAssertLessThan(error, 8)
    }

    /// The error is a number at any size: at the coordinate limit, and far beyond it (squares of
    /// coordinates near 1e154 pt overflowed and gave NaN, printed as null).
    func testTheErrorIsFiniteAtAnySize() {
        for size in [CoordinateLimit.points, 1e154, 1e200, 1e300] {
            for curve in [CornerCurve.circular, .continuous] {
                let inset = size / 100
                let r = resolved(
                    rounded(size / 10, size, size, curve: curve),
                    Rect(x: inset, y: inset * 2, width: size - 2 * inset, height: size - 4 * inset))
                let error = r?.concentricityError ?? .nan
                XCTAssertTrue(error.isFinite, "size \(size) \(curve): \(error)")
                XCTAssertGreaterThan(error, 0, "unequal insets, size \(size) \(curve)")
                // The error scales with the geometry.
                let small = resolved(rounded(10, 100, 100, curve: curve), Rect(x: 1, y: 2, width: 98, height: 96))?.concentricityError ?? .nan
                XCTAssertEqual(error / (size / 100), small, accuracy: small * 1e-6, "size \(size) \(curve)")
            }
        }
    }
}
