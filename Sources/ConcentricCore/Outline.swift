import Foundation

// Outlines of rounded rectangles (circular and continuous corners) and ellipses.

/// The cubic Bézier control distance that best approximates a quarter circle of radius 1:
/// κ = 4/3 · tan(π/8) = 4/3 · (√2 − 1). The approximation's radial error is under 0.03 %.
public let quarterCircleKappa = 0.5522847498307936

/// How far a continuous corner reaches along each edge, in units of its radius (PaintCode).
public let continuousCornerExtent = 1.52866483

extension CornerGeometry {
    /// The outline, clockwise from the end of the top-left corner on the top edge.
    public var outline: Path {
        switch curve {
        case .circular: CornerOutline.circular(rect: rect, radii: radii)
        case .continuous: CornerOutline.continuous(rect: rect, radii: radii)
        }
    }

    /// Points along the corner's curve, from the edge it leaves to the edge it joins, for
    /// measurements. Circular corners are sampled on the exact circle, not on its Bézier.
    public func cornerSamples(_ corner: PhysicalCorner, count: Int) -> [Point] {
        let r = radii[corner]
        let vertex = rect.point(at: corner)
        guard r > 0 else { return [vertex] }
        let n = max(2, count)
        switch curve {
        case .circular:
            // In corner units the arc's center is (1, 1); its points are (1 − cos θ, 1 − sin θ),
            // from (1, 0) on the incoming edge (θ = π/2) to (0, 1) on the outgoing one (θ = 0).
            let (back, ahead) = CornerOutline.frame(of: corner)
            return (0..<n).map { i in
                let theta = Double.pi / 2 * Double(n - 1 - i) / Double(n - 1)
                let a = 1 - cos(theta), b = 1 - sin(theta)
                return Point(
                    x: vertex.x + (back.x * a + ahead.x * b) * r,
                    y: vertex.y + (back.y * a + ahead.y * b) * r)
            }
        case .continuous:
            var path = Path()
            let blend = CornerOutline.continuousBlend(rect: rect, radii: radii)
            CornerOutline.appendCorner(corner, vertex: vertex, radius: r, blend: blend[corner], to: &path, moveFirst: true)
            return path.flattened(segmentsPerCurve: max(1, n / 3)).first ?? [vertex]
        }
    }
}

/// Builders for rounded-rectangle outlines. Each corner is drawn in a local frame:
///
///     vertex ──── back ───→   (the edge the outline arrives along, pointing away from the corner)
///       │
///     ahead                   (the edge it leaves along)
///       ↓
///
/// A corner point (a, b) in units of the radius is vertex + (a · back + b · ahead) · r.
public enum CornerOutline {
    /// The local frame of a corner walked clockwise (y down).
    static func frame(of corner: PhysicalCorner) -> (back: Point, ahead: Point) {
        switch corner {
        case .topRight: (Point(x: -1, y: 0), Point(x: 0, y: 1))
        case .bottomRight: (Point(x: 0, y: -1), Point(x: -1, y: 0))
        case .bottomLeft: (Point(x: 1, y: 0), Point(x: 0, y: -1))
        case .topLeft: (Point(x: 0, y: 1), Point(x: 1, y: 0))
        }
    }

    /// Clockwise order starting with the corner after the top edge's start.
    static let walk: [PhysicalCorner] = [.topRight, .bottomRight, .bottomLeft, .topLeft]

    /// Exact quarter circles (one cubic each, κ above), straight edges between.
    public static func circular(rect: Rect, radii: CornerRadii) -> Path {
        build(rect: rect, radii: radii, blend: PhysicalCorners(all: 0))
    }

    /// Apple-style continuous corners. The construction is the public reverse-engineering of the
    /// iOS 7 `UIBezierPath(roundedRect:cornerRadius:)` curve (PaintCode, "The Code for iOS 7
    /// rounded rectangles"): per corner, three cubics and two short lines spanning 1.52866483 · r
    /// along each edge, whose curvature ramps up from the edge instead of jumping.
    ///
    /// Where two corners' extents do not fit on a shared edge, this does not shrink the radius as
    /// PaintCode does (which would change the radius the resolver chose); it blends the corner's
    /// control points toward the circular corner (extent 1 · r), which always fits because the
    /// radii on each edge sum to at most its length (`CornerRadii.fitted`). Blend 1 is fully continuous, 0 is circular; each corner
    /// takes the largest blend its two edges allow, so outlines never overlap or self-intersect.
    public static func continuous(rect: Rect, radii: CornerRadii) -> Path {
        build(rect: rect, radii: radii, blend: continuousBlend(rect: rect, radii: radii))
    }

    /// Per corner, how continuous it can be (0…1) given its edges' lengths.
    ///
    /// On an edge of length L with corner radii ra and rb, blends ta and tb give extents
    /// r · (1 + e · t) with e = 1.52866483 − 1. The largest common t with
    /// ra + rb + e · t · (ra + rb) ≤ L is (L − ra − rb) / (e · (ra + rb)), capped at 1.
    static func continuousBlend(rect: Rect, radii: CornerRadii) -> PhysicalCorners<Double> {
        let extra = continuousCornerExtent - 1
        func edgeBlend(_ length: Double, _ ra: Double, _ rb: Double) -> Double {
            let sum = ra + rb
            guard sum > 0 else { return 1 }
            return min(1, max(0, (length - sum) / (extra * sum)))
        }
        let top = edgeBlend(rect.width, radii.topLeft, radii.topRight)
        let bottom = edgeBlend(rect.width, radii.bottomLeft, radii.bottomRight)
        let left = edgeBlend(rect.height, radii.topLeft, radii.bottomLeft)
        let right = edgeBlend(rect.height, radii.topRight, radii.bottomRight)
        return PhysicalCorners(
            topLeft: min(top, left), topRight: min(top, right),
            bottomRight: min(bottom, right), bottomLeft: min(bottom, left))
    }

    /// The continuous corner's first half in (a, b) units (PaintCode's published coefficients);
    /// the second half is its mirror image across the diagonal a = b.
    private static let continuousHalf: [(a: Double, b: Double)] = [
        (1.52866483, 0),  // start on the incoming edge
        (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),  // cubic
        (0.63149399, 0.07491100),  // line
        (0.37282392, 0.16905899),  // first control point of the middle cubic
    ]

    /// The same structure for a circular corner: the easing cubics collapse to points and the
    /// middle cubic is the κ quarter circle, so that blending the two is a plain interpolation.
    private static let circularHalf: [(a: Double, b: Double)] = [
        (1, 0),
        (1, 0), (1, 0), (1, 0),
        (1, 0),
        (1 - quarterCircleKappa, 0),
    ]

    /// Appends one corner, starting from its point on the incoming edge.
    static func appendCorner(
        _ corner: PhysicalCorner, vertex: Point, radius r: Double, blend t: Double,
        to path: inout Path, moveFirst: Bool
    ) {
        let (back, ahead) = frame(of: corner)
        func point(_ a: Double, _ b: Double) -> Point {
            Point(x: vertex.x + (back.x * a + ahead.x * b) * r, y: vertex.y + (back.y * a + ahead.y * b) * r)
        }
        guard r > 0 else {
            if moveFirst { path.move(to: vertex) } else { path.line(to: vertex) }
            return
        }
        if t <= 0 {  // The fast path: one quarter-circle cubic.
            if moveFirst { path.move(to: point(1, 0)) } else { path.line(to: point(1, 0)) }
            path.curve(point(1 - quarterCircleKappa, 0), point(0, 1 - quarterCircleKappa), to: point(0, 1))
            return
        }
        let half = zip(circularHalf, continuousHalf).map { c, k in
            (a: c.a + (k.a - c.a) * t, b: c.b + (k.b - c.b) * t)
        }
        // Second half: the first half mirrored across the diagonal, in reverse order.
        let start = point(half[0].a, half[0].b)
        if moveFirst { path.move(to: start) } else { path.line(to: start) }
        path.curve(point(half[1].a, half[1].b), point(half[2].a, half[2].b), to: point(half[3].a, half[3].b))
        path.line(to: point(half[4].a, half[4].b))
        path.curve(point(half[5].a, half[5].b), point(half[5].b, half[5].a), to: point(half[4].b, half[4].a))
        path.line(to: point(half[3].b, half[3].a))
        path.curve(point(half[2].b, half[2].a), point(half[1].b, half[1].a), to: point(half[0].b, half[0].a))
    }

    /// A closed outline walking the corners clockwise, starting on the top edge.
    private static func build(rect: Rect, radii: CornerRadii, blend: PhysicalCorners<Double>) -> Path {
        var path = Path()
        path.elements.reserveCapacity(24)
        let tl = radii.topLeft
        // Start where the top-left corner ends on the top edge.
        let startExtent = tl * (1 + (continuousCornerExtent - 1) * blend.topLeft)
        path.move(to: Point(x: rect.minX + startExtent, y: rect.minY))
        for corner in walk {
            appendCorner(corner, vertex: rect.point(at: corner), radius: radii[corner], blend: blend[corner], to: &path, moveFirst: false)
        }
        path.close()
        return path
    }

    /// The ellipse inscribed in `rect`: four κ cubics, clockwise from the top.
    public static func ellipse(in rect: Rect) -> Path {
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        var path = Path()
        path.move(to: Point(x: cx, y: rect.minY))
        path.curve(Point(x: cx + kx, y: rect.minY), Point(x: rect.maxX, y: cy - ky), to: Point(x: rect.maxX, y: cy))
        path.curve(Point(x: rect.maxX, y: cy + ky), Point(x: cx + kx, y: rect.maxY), to: Point(x: cx, y: rect.maxY))
        path.curve(Point(x: cx - kx, y: rect.maxY), Point(x: rect.minX, y: cy + ky), to: Point(x: rect.minX, y: cy))
        path.curve(Point(x: rect.minX, y: cy - ky), Point(x: cx - kx, y: rect.minY), to: Point(x: cx, y: rect.minY))
        path.close()
        return path
    }
}
