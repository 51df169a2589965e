// Properties of the resolver over thousands of seeded random inputs.
import ConcentricCore
import XCTest

final class ResolverPropertyTests: XCTestCase {
    struct Case {
        var container: Container
        var frame: Rect
        var shape: ConcentricRectangle
        var direction: LayoutDirection
    }

    static func randomStyle(_ g: inout SeededGenerator) -> CornerStyle {
        switch Int.random(in: 0..<3, using: &g) {
        case 0: .concentric
        case 1: .concentric(minimum: Double.random(in: 0...40, using: &g))
        default: .fixed(Double.random(in: 0...80, using: &g))
        }
    }

    static func randomContainerShape(_ g: inout SeededGenerator) -> ContainerShape {
        let curve: CornerCurve = Bool.random(using: &g) ? .circular : .continuous
        switch Int.random(in: 0..<5, using: &g) {
        case 0: return .rectangle
        case 1: return .roundedRectangle(radius: Double.random(in: 0...120, using: &g), curve: curve)
        case 2:
            return .unevenRoundedRectangle(
                radii: LogicalCorners(
                    topLeading: Double.random(in: 0...90, using: &g), topTrailing: Double.random(in: 0...90, using: &g),
                    bottomLeading: Double.random(in: 0...90, using: &g), bottomTrailing: Double.random(in: 0...90, using: &g)),
                curve: curve)
        case 3: return .capsule(curve: curve)
        default: return .circle
        }
    }

    static func randomCase(_ g: inout SeededGenerator, concentricOnly: Bool = false) -> Case {
        let w = Double.random(in: 1...900, using: &g), h = Double.random(in: 1...900, using: &g)
        let x = Double.random(in: -20...(w / 2), using: &g), y = Double.random(in: -20...(h / 2), using: &g)
        let fw = Double.random(in: 0...(w - x + 20), using: &g), fh = Double.random(in: 0...(h - y + 20), using: &g)
        let styles = concentricOnly
            ? LogicalCorners<CornerStyle>(all: .concentric)
            : LogicalCorners(topLeading: randomStyle(&g), topTrailing: randomStyle(&g), bottomLeading: randomStyle(&g), bottomTrailing: randomStyle(&g))
        return Case(
            container: Container(shape: randomContainerShape(&g), size: Size(width: w, height: h)),
            frame: Rect(x: x, y: y, width: fw, height: fh),
            shape: ConcentricRectangle(corners: styles, uniformity: Uniformity.allCases.randomElement(using: &g) ?? .none),
            direction: Bool.random(using: &g) ? .leftToRight : .rightToLeft)
    }

    func resolve(_ c: Case) -> ResolvedRectangle? {
        guard case .concentricRectangle(let r) = resolveRadii(container: c.container, frame: c.frame, shape: c.shape, direction: c.direction) else { return nil }
        return r
    }

    func testRadiiAreFiniteNonNegativeAndFitTheFrame() {
        var g = SeededGenerator(seed: 1)
        for _ in 0..<5000 {
            let c = Self.randomCase(&g)
            guard let r = resolve(c) else { return XCTFail("rounded-rectangular containers never fall back") }
            for v in r.radii.clockwise {
                XCTAssertTrue(v.isFinite)
                XCTAssertGreaterThanOrEqual(v, 0)
            }
            // Each side carries its two corners.
            let rr = r.radii, w = c.frame.width, h = c.frame.height
            for (a, b, length) in [(rr.topLeft, rr.topRight, w), (rr.bottomLeft, rr.bottomRight, w), (rr.topLeft, rr.bottomLeft, h), (rr.topRight, rr.bottomRight, h)] {
                XCTAssertLessThanOrEqual(a + b, length * (1 + 1e-9) + 1e-12, "\(c)")
            }
        }
    }

    /// Moving a view further from its container's corners never makes a concentric corner's own
    /// radius (step 3) grow.
    func testConcentricRadiusNeverGrowsAsGapsGrow() {
        var g = SeededGenerator(seed: 2)
        for _ in 0..<3000 {
            var c = Self.randomCase(&g)
            c.shape = ConcentricRectangle(corners: LogicalCorners(all: .concentric(minimum: Double.random(in: 0...10, using: &g))))
            guard let before = resolve(c) else { return XCTFail() }
            // Shrink the frame about its center: every gap grows (or stays at 0), the frame shrinks.
            let d = Double.random(in: 0...30, using: &g)
            c.frame = c.frame.insetBy(dx: d, dy: d)
            guard let after = resolve(c) else { return XCTFail() }
            // Step 3's radius only: step 5's one factor may give a corner back room that a
            // neighbour on its side no longer needs.
            for corner in PhysicalCorner.allCases {
                XCTAssertLessThanOrEqual(after.corners[corner].styleRadius, before.corners[corner].styleRadius + 1e-9, "\(corner) of \(c)")
            }
        }
    }

    /// With concentric styles and no minimum, the inner outline stays inside the container's
    /// (unless step 5 had to clamp a radius below its concentric value: a frame too thin for
    /// the concentric radius cannot follow the container's curve).
    func testConcentricOutlineStaysInsideItsContainer() {
        var g = SeededGenerator(seed: 3)
        var checked = 0
        for _ in 0..<1500 {
            var c = Self.randomCase(&g, concentricOnly: true)
            // Keep the frame inside the container (an overhanging view cannot stay inside).
            let b = c.container.bounds
            let x = Double.random(in: 0...(b.width / 2), using: &g), y = Double.random(in: 0...(b.height / 2), using: &g)
            c.frame = Rect(x: x, y: y, width: Double.random(in: 0...(b.width - x), using: &g), height: Double.random(in: 0...(b.height - y), using: &g))
            guard let r = resolve(c), !c.frame.isEmpty else { continue }
            let clamped = PhysicalCorner.allCases.contains { corner in
                let d = r.corners[corner]
                return max(0, d.containerRadius - d.nominalInset) > r.radii[corner] + 1e-12
            }
            if clamped { continue }
            let outer = r.container
            let outerPolygon = outer.curve == .continuous ? outer.outline.flattened(segmentsPerCurve: 128).first : nil
            for polygon in r.geometry.outline.flattened(segmentsPerCurve: 24) {
                for p in polygon {
                    XCTAssertTrue(
                        containerContains(outer, outerPolygon, p, tolerance: 1e-6),
                        "point \(p) of \(r.geometry) escapes \(outer)")
                }
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    /// Mirroring the frame and flipping the layout direction mirrors the radii.
    func testMirroringMirrorsTheRadii() {
        var g = SeededGenerator(seed: 4)
        for _ in 0..<3000 {
            let c = Self.randomCase(&g)
            var m = c
            m.frame = c.frame.mirrored(acrossX: c.container.size.width / 2)
            m.direction = c.direction.flipped
            guard let a = resolve(c), let b = resolve(m) else { return XCTFail() }
            for corner in PhysicalCorner.allCases {
                XCTAssertEqual(a.radii[corner], b.radii[corner.mirroredHorizontally], accuracy: 1e-9)
            }
        }
    }

    /// Corners in a uniform group come out equal.
    func testUniformGroupsComeOutEqual() {
        var g = SeededGenerator(seed: 5)
        for _ in 0..<3000 {
            let c = Self.randomCase(&g)
            guard let r = resolve(c) else { return XCTFail() }
            let logical = { (corner: LogicalCorner) in r.radii[c.direction.physical(corner)] }
            switch c.shape.uniformity {
            case .none: break
            case .all:
                XCTAssertEqual(Set(LogicalCorner.allCases.map(logical)).count, 1)
            case .top: XCTAssertEqual(logical(.topLeading), logical(.topTrailing))
            case .bottom: XCTAssertEqual(logical(.bottomLeading), logical(.bottomTrailing))
            case .leading: XCTAssertEqual(logical(.topLeading), logical(.bottomLeading))
            case .trailing: XCTAssertEqual(logical(.topTrailing), logical(.bottomTrailing))
            case .topAndBottom:
                XCTAssertEqual(logical(.topLeading), logical(.topTrailing))
                XCTAssertEqual(logical(.bottomLeading), logical(.bottomTrailing))
            case .leadingAndTrailing:
                XCTAssertEqual(logical(.topLeading), logical(.bottomLeading))
                XCTAssertEqual(logical(.topTrailing), logical(.bottomTrailing))
            }
        }
    }

    /// Whether `p` is inside the container's outline: exact for circular corners, on a finely
    /// flattened outline for continuous ones.
    func containerContains(_ outer: CornerGeometry, _ polygon: [Point]?, _ p: Point, tolerance: Double) -> Bool {
        guard outer.rect.contains(p, tolerance: tolerance) else { return false }
        // A continuous corner reaches 1.53 r along its edges: test against its outline.
        if let polygon { return polygonContainsOrTouches(polygon, p, tolerance: tolerance) }
        for corner in PhysicalCorner.allCases {
            let r = outer.radii[corner]
            let c = arcCenter(of: outer.rect, corner: corner, radius: r)
            let beyondX = corner.isLeft ? p.x < c.x : p.x > c.x
            let beyondY = corner.isTop ? p.y < c.y : p.y > c.y
            guard beyondX && beyondY else { continue }
            return p.distance(to: c) <= r + tolerance
        }
        return true
    }

    func polygonContainsOrTouches(_ polygon: [Point], _ p: Point, tolerance: Double) -> Bool {
        var inside = false
        var j = polygon.count - 1
        var nearest = Double.infinity
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            let abx = b.x - a.x, aby = b.y - a.y, l2 = abx * abx + aby * aby
            let t = l2 > 0 ? min(1, max(0, ((p.x - a.x) * abx + (p.y - a.y) * aby) / l2)) : 0
            nearest = min(nearest, p.distance(to: Point(x: a.x + t * abx, y: a.y + t * aby)))
            j = i
        }
        return inside || nearest <= tolerance + 1e-3
    }
}
