// The pruned search over a continuous corner's chords answers exactly what measuring every chord
// answers: the concentricity errors `resolve` prints must not move by a bit.
@testable import ConcentricCore
import ConcentricTestSupport
import XCTest

final class CornerPolylineTests: XCTestCase {
    /// Every chord, in order; the first nearest decides the side.
    func everyChord(_ points: [Point], _ p: Point) -> Double {
        var best = Double.infinity, side = 1.0
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            let d = distance(from: p, toSegment: a, b)
            if d < best {
                best = d
                side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= 0 ? 1 : -1
            }
        }
        return side * best
    }

    func testThePrunedSearchIsBitForBitTheFullScan() throws {
        var generator = SeededGenerator(seed: 34)
        for _ in 0..<80 {
            let scale = [1.0, 1e-3, 1e4, 0x1p20][Int.random(in: 0..<4, using: &generator)]
            let width = Double.random(in: 1...500, using: &generator) * scale
            let height = Double.random(in: 1...900, using: &generator) * scale
            let limit = min(width, height) / 2
            let outer = CornerGeometry(
                rect: Rect(x: Double.random(in: -50...50, using: &generator) * scale, y: 0, width: width, height: height),
                radii: CornerRadii(
                    topLeft: Double.random(in: 0...limit, using: &generator), topRight: Double.random(in: 0...limit, using: &generator),
                    bottomRight: Double.random(in: 0...limit, using: &generator), bottomLeft: limit),
                curve: .continuous)
            let boundary = BoundaryDistance(outer)
            let inset = Double.random(in: 0...(limit / 2), using: &generator)
            let inner = CornerGeometry(
                rect: outer.rect.insetBy(dx: inset, dy: inset * 0.7),
                radii: CornerRadii { max(0, outer.radii[$0] - inset) }, curve: Bool.random(using: &generator) ? .continuous : .circular)
            for corner in PhysicalCorner.allCases {
                let polyline = try XCTUnwrap(boundary.polylines?[corner])
                var points = inner.cornerSamples(corner, count: 32)
                // And points anywhere around the corner, outside the outline too.
                for _ in 0..<16 {
                    let vertex = outer.rect.point(at: corner)
                    points.append(Point(
                        x: vertex.x + Double.random(in: -1...1, using: &generator) * limit * 1.5,
                        y: vertex.y + Double.random(in: -1...1, using: &generator) * limit * 1.5))
                }
                // The hint carried along, as the error's samples carry it, then from random points.
                var hint = 0
                for p in points {
                    let pruned = boundary.signedDistance(to: p, near: corner, hint: &hint), full = everyChord(polyline.points, p)
                    XCTAssertEqual(pruned.bitPattern, full.bitPattern, "\(outer) \(corner) at \(p): \(pruned) ≠ \(full)")
                }
            }
        }
    }
}
