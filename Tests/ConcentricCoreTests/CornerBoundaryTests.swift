// The distance to a continuous corner's own curve, against a brute-force measure: every chord of
// a flattening fine enough that its chords stray from the curve by far less than the tolerance.
@testable import ConcentricCore
import ConcentricTestSupport
import XCTest

final class CornerBoundaryTests: XCTestCase {
    /// The signed distance to the nearest of `points`' chords, the first nearest deciding the side.
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

    /// The corner flattened into 1,000 chords a curve, with its two edges.
    func fineFlattening(_ geometry: CornerGeometry, _ corner: PhysicalCorner) -> [Point] {
        var path = Path()
        let blend = CornerOutline.continuousBlend(rect: geometry.rect, radii: geometry.radii)
        CornerOutline.appendCorner(
            corner, vertex: geometry.rect.point(at: corner), radius: geometry.radii[corner], blend: blend[corner], to: &path, moveFirst: true)
        var points = path.flattened(segmentsPerCurve: 1000).first ?? []
        let reach = geometry.rect.width + geometry.rect.height
        let (back, ahead) = CornerOutline.frame(of: corner)
        if let first = points.first { points.insert(Point(x: first.x + back.x * reach, y: first.y + back.y * reach), at: 0) }
        if let last = points.last { points.append(Point(x: last.x + ahead.x * reach, y: last.y + ahead.y * reach)) }
        return points
    }

    /// Inner corners' samples with the hint carried along (as the error measures them), and
    /// points anywhere around the corner, inside and outside, at every scale the readers accept.
    func testTheDistanceIsTheCurvesOwn() throws {
        var generator = SeededGenerator(seed: 34)
        for _ in 0..<24 {
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
                let fine = fineFlattening(outer, corner)
                var points = inner.cornerSamples(corner, count: 32)
                for _ in 0..<16 {
                    let vertex = outer.rect.point(at: corner)
                    points.append(Point(
                        x: vertex.x + Double.random(in: -1...1, using: &generator) * limit * 1.5,
                        y: vertex.y + Double.random(in: -1...1, using: &generator) * limit * 1.5))
                }
                var hint = 0
                // 1,000 chords a curve stray from it by well under 1e-6 of the radius.
                let tolerance = 1e-6 * max(outer.radii[corner], 1e-9) + 1e-9 * scale
                for p in points {
                    let exact = boundary.signedDistance(to: p, near: corner, hint: &hint), brute = everyChord(fine, p)
                    XCTAssertEqual(exact, brute, accuracy: tolerance, "\(outer) \(corner) at \(p)")
                }
            }
        }
    }

    /// Any hint gives the same answer: it only orders the search.
    func testTheHintOnlyOrdersTheSearch() throws {
        let outer = CornerGeometry(rect: Rect(x: 0, y: 0, width: 402, height: 874), radii: CornerRadii(all: 62), curve: .continuous)
        let boundary = BoundaryDistance(outer)
        let inner = CornerGeometry(rect: outer.rect.insetBy(dx: 16, dy: 16), radii: CornerRadii(all: 30), curve: .continuous)
        for corner in PhysicalCorner.allCases {
            for p in inner.cornerSamples(corner, count: 32) {
                var first = 0
                let reference = boundary.signedDistance(to: p, near: corner, hint: &first)
                for start in [-3, 1, 2, 3, 4, 5, 6, 99] {
                    var hint = start
                    XCTAssertEqual(boundary.signedDistance(to: p, near: corner, hint: &hint), reference, "\(corner) \(p) from \(start)")
                }
            }
        }
    }
}
