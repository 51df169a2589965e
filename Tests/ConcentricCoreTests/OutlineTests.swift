// Outlines: extremes cross-checked against closed formulas, and continuous corners that never
// overlap or self-intersect.
import ConcentricCore
import XCTest

final class OutlineTests: XCTestCase {
    let rect = Rect(x: 10, y: 20, width: 200, height: 120)

    func testZeroRadiusIsTheRectangle() {
        for curve in CornerCurve.allCases {
            let path = CornerGeometry(rect: rect, radii: CornerRadii(all: 0), curve: curve).outline
            XCTAssertEqual(path.area(), 200 * 120, accuracy: 1e-9)
            XCTAssertEqual(path.controlBounds, rect)
        }
    }

    func testCircularAreaMatchesTheFormula() {
        // A rounded rectangle's area is W·H − (4 − π)·r²; the κ cubic bulges up to 0.03 % of r
        // outwards, which adds under 0.1 % of r² per corner.
        for r in [5.0, 30, 60] {
            let path = CornerGeometry(rect: rect, radii: CornerRadii(all: r), curve: .circular).outline
            XCTAssertEqual(path.area(segmentsPerCurve: 256), 200 * 120 - (4 - Double.pi) * r * r, accuracy: r * r * 1e-3)
        }
    }

    func testHalfTheSideIsTheCapsule() {
        let path = CornerGeometry(rect: rect, radii: CornerRadii(all: 60), curve: .circular).outline
        let capsuleArea = (200 - 120) * 120 + Double.pi * 60 * 60
        XCTAssertEqual(path.area(segmentsPerCurve: 256), capsuleArea, accuracy: 4 * 60 * 60 * 1e-3)
    }

    func testEllipseArea() {
        XCTAssertEqual(CornerOutline.ellipse(in: rect).area(segmentsPerCurve: 256), Double.pi * 100 * 60, accuracy: 6)
    }

    func testContinuousCornerReachesFurtherAlongTheEdges() {
        let path = CornerGeometry(rect: Rect(x: 0, y: 0, width: 400, height: 400), radii: CornerRadii(all: 40), curve: .continuous).outline
        guard case .move(let start) = path.elements.first else { return XCTFail("outline starts with a move") }
        XCTAssertEqual(start.x, 40 * continuousCornerExtent, accuracy: 1e-9)
        // Less area is cut than... the continuous corner cuts more near the edges: area below the circular one.
        let circular = CornerGeometry(rect: Rect(x: 0, y: 0, width: 400, height: 400), radii: CornerRadii(all: 40), curve: .circular).outline
        XCTAssertLessThan(path.area(segmentsPerCurve: 128), circular.area(segmentsPerCurve: 128))
    }

    /// Where the corners' extents don't fit, they blend toward circular: the outline stays inside
    /// its rectangle, keeps the radius, and never self-intersects.
    func testContinuousDegradesWithoutOverlap() {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<400 {
            let w = Double.random(in: 1...300, using: &g), h = Double.random(in: 1...300, using: &g)
            let half = min(w, h) / 2
            let radii = CornerRadii { _ in Double.random(in: 0...half, using: &g) }
            let box = Rect(x: 0, y: 0, width: w, height: h)
            let path = CornerGeometry(rect: box, radii: radii, curve: .continuous).outline
            let polygon = path.flattened(segmentsPerCurve: 16).first ?? []
            for p in polygon { XCTAssertTrue(box.contains(p, tolerance: 1e-9), "\(p) outside \(box)") }
            XCTAssertFalse(selfIntersects(polygon), "self-intersecting outline for \(radii) in \(w)×\(h)")
            XCTAssertGreaterThan(path.area(), 0)
        }
    }

    func testSamplesLieOnTheExactArc() {
        let g = CornerGeometry(rect: rect, radii: CornerRadii(all: 30), curve: .circular)
        for corner in PhysicalCorner.allCases {
            let c = arcCenter(of: rect, corner: corner, radius: 30)
            let samples = g.cornerSamples(corner, count: 16)
            XCTAssertEqual(samples.count, 16)
            for p in samples { XCTAssertEqual(p.distance(to: c), 30, accuracy: 1e-12) }
        }
    }

    /// Whether any two non-adjacent edges of a closed polygon cross.
    func selfIntersects(_ polygon: [Point]) -> Bool {
        // Drop repeated points so that touching neighbours are not counted.
        var pts: [Point] = []
        for p in polygon where pts.last.map({ $0.distance(to: p) > 1e-9 }) ?? true { pts.append(p) }
        if let first = pts.first, let last = pts.last, first.distance(to: last) <= 1e-9 { pts.removeLast() }
        let n = pts.count
        guard n > 3 else { return false }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        for i in 0..<n {
            let a = pts[i], b = pts[(i + 1) % n]
            for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
                let c = pts[j], d = pts[(j + 1) % n]
                let d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d)
                if d1 * d2 < -1e-12 && d3 * d4 < -1e-12 { return true }
            }
        }
        return false
    }
}
