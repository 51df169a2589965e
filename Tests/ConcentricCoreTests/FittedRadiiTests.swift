// The one rule for radii that cannot fit their rectangle: CSS's overlapping-curves factor,
// extended so that no corner's minimum is broken.
import ConcentricCore
import XCTest

final class FittedRadiiTests: XCTestCase {
    /// The sample card's white surface at inset 8: 8 on top (its minimum), 40 below, 46 pt tall.
    /// Held per corner to half the height, the bottom would be 23; one factor over the left and
    /// right edges, (46 − 8 − 8) / (0 + 32), gives 8 + 30 = 38 and keeps the top at 8.
    func testTheSampleSurfaceKeepsItsMinimumAndScalesTheRest() {
        let rect = Rect(x: 0, y: 0, width: 311, height: 46)
        let radii = CornerRadii(topLeft: 8, topRight: 8, bottomRight: 40, bottomLeft: 40)
        let fitted = radii.fitted(in: rect, minimums: CornerRadii(all: 8))
        XCTAssertEqual(fitted, CornerRadii(topLeft: 8, topRight: 8, bottomRight: 38, bottomLeft: 38))
        // Without the minimums it is CSS's own factor: 46 / 48 of every radius.
        let css = radii.fitted(in: rect)
        XCTAssertEqual(css.topLeft, 8 * 46 / 48, accuracy: 1e-12)
        XCTAssertEqual(css.bottomLeft, 40 * 46 / 48, accuracy: 1e-12)
    }

    /// A uniform radius larger than the rectangle becomes a capsule, exactly.
    func testAUniformRadiusStopsAtHalfTheShorterSide() {
        XCTAssertEqual(CornerRadii(all: 100).fitted(in: Rect(x: 3, y: 5, width: 200, height: 46)), CornerRadii(all: 23))
        XCTAssertEqual(CornerRadii(all: 1e300).fitted(in: Rect(x: 0, y: 0, width: 80, height: 120)), CornerRadii(all: 40))
        XCTAssertEqual(CornerRadii(all: 100).fitted(in: Rect(x: 0, y: 0, width: 30, height: 30), minimums: CornerRadii(all: 4)), CornerRadii(all: 15))
    }

    /// Radii that fit are returned as they are, even above half the shorter side: a 40 and a 6
    /// share a 46 pt edge.
    func testRadiiThatFitAreUnchanged() {
        let radii = CornerRadii(topLeft: 40, topRight: 0, bottomRight: 0, bottomLeft: 6)
        XCTAssertEqual(radii.fitted(in: Rect(x: 0, y: 0, width: 100, height: 46)), radii)
    }

    /// Where two minimums alone overflow an edge, the plain factor over the radii applies.
    func testMinimumsThatDoNotFitFallBackToThePlainFactor() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 20)
        let radii = CornerRadii(topLeft: 15, topRight: 30, bottomRight: 30, bottomLeft: 15)
        let fitted = radii.fitted(in: rect, minimums: CornerRadii(all: 15))
        // Left edge 20 / 30 and right edge 20 / 60: the smaller factor, 1/3, for all four.
        XCTAssertEqual(fitted.topLeft, 5, accuracy: 1e-12)
        XCTAssertEqual(fitted.topRight, 10, accuracy: 1e-12)
    }

    /// An edge whose corners both sit at their minimums sets no factor, so a third corner is
    /// scaled by the edges it shares.
    func testAnEdgeAtItsMinimumsSetsNoFactor() {
        let rect = Rect(x: 0, y: 0, width: 20, height: 100)
        // The top edge (20) holds two corners at their minimum 10: nothing to scale there.
        let radii = CornerRadii(topLeft: 10, topRight: 10, bottomRight: 80, bottomLeft: 10)
        let fitted = radii.fitted(in: rect, minimums: CornerRadii(all: 10))
        XCTAssertEqual(fitted.topLeft, 10)
        XCTAssertEqual(fitted.topRight, 10)
        XCTAssertEqual(fitted.bottomLeft, 10)
        // Bottom edge: (20 − 10 − 10) / 70 = 0; right edge: (100 − 20) / 70. The bottom rules.
        XCTAssertEqual(fitted.bottomRight, 10)
    }

    func testDegenerateInputs() {
        let rect = Rect(x: 0, y: 0, width: 50, height: 30)
        XCTAssertEqual(CornerRadii(all: 9).fitted(in: Rect(x: 0, y: 0, width: 0, height: 30)), CornerRadii(all: 0))
        let odd = CornerRadii(topLeft: .nan, topRight: -4, bottomRight: .infinity, bottomLeft: 3)
        let fitted = odd.fitted(in: rect, minimums: CornerRadii(topLeft: .nan, topRight: 5, bottomRight: -1, bottomLeft: .infinity))
        for v in fitted.clockwise { XCTAssertTrue(v.isFinite && v >= 0, "\(fitted)") }
        XCTAssertEqual(fitted.topLeft, 0)
        XCTAssertEqual(fitted.topRight, 0)
        XCTAssertEqual(fitted.bottomRight, 15)
    }

    /// Over random radii and minimums: every edge carries its corners, no minimum that fits is
    /// broken, nothing grows, and fitting again changes nothing.
    func testFittedRadiiFitKeepMinimumsAndAreStable() {
        var g = SeededGenerator(seed: 11)
        for _ in 0..<20_000 {
            let rect = Rect(x: 0, y: 0, width: Double.random(in: 1...300, using: &g), height: Double.random(in: 1...300, using: &g))
            let radii = CornerRadii { _ in Double.random(in: 0...200, using: &g) }
            let minimums = CornerRadii { corner in Bool.random(using: &g) ? 0 : Double.random(in: 0...radii[corner], using: &g) }
            let fitted = radii.fitted(in: rect, minimums: minimums)
            let edges: [(Double, PhysicalCorner, PhysicalCorner)] = [
                (rect.width, .topLeft, .topRight), (rect.width, .bottomLeft, .bottomRight),
                (rect.height, .topLeft, .bottomLeft), (rect.height, .topRight, .bottomRight),
            ]
            let minimumsFit = edges.allSatisfy { minimums[$0.1] + minimums[$0.2] <= $0.0 }
            for (length, a, b) in edges {
                XCTAssertLessThanOrEqual(fitted[a] + fitted[b], length * (1 + 1e-9), "\(radii) \(minimums) in \(rect)")
            }
            for corner in PhysicalCorner.allCases {
                XCTAssertLessThanOrEqual(fitted[corner], radii[corner] + 1e-9)
                if minimumsFit { XCTAssertGreaterThanOrEqual(fitted[corner], minimums[corner] - 1e-9) }
            }
            XCTAssertEqual(fitted.fitted(in: rect), fitted)
            XCTAssertEqual(fitted.fitted(in: rect, minimums: minimums), fitted)
        }
    }
}
