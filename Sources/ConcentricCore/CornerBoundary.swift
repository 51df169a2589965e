// The signed distance from a point to a continuous corner's own curve (its cubics and lines, not a
// flattening of them), with the corner's two edges.

/// One continuous corner as drawn: its edge in, its cubics and lines (`CornerOutline.appendCorner`),
/// and its edge out, each edge reaching far past the corner. Distances are to these exact pieces,
/// so they cost a few cubic evaluations, not a search over a fine flattening, and are the curve's
/// own distances rather than a flattening's.
struct CornerBoundary: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        case line(Point, Point)
        case cubic(Point, Point, Point, Point)
    }

    /// Clockwise on a y-down screen, as the outline runs.
    let pieces: [Piece]
    /// Per piece, the box of its points (a cubic lies inside its control points' box): a piece
    /// whose box is farther than the nearest piece found cannot hold the nearest point.
    let boxes: [Box]

    /// Bounds kept as the extreme coordinates themselves.
    struct Box: Sendable, Hashable {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    }

    init(corner path: Path, edgeIn back: Point, edgeOut ahead: Point, reach: Double) {
        var pieces: [Piece] = []
        var current: Point?
        for element in path.elements {
            switch element {
            case .move(let p): current = p
            case .line(let p):
                if let c = current { pieces.append(.line(c, p)) }
                current = p
            case .curve(let c1, let c2, let p):
                if let c = current { pieces.append(.cubic(c, c1, c2, p)) }
                current = p
            case .close: break
            }
        }
        let start = pieces.first.map(\.start) ?? current ?? .zero
        let end = pieces.last.map(\.end) ?? current ?? .zero
        pieces.insert(.line(Point(x: start.x + back.x * reach, y: start.y + back.y * reach), start), at: 0)
        pieces.append(.line(end, Point(x: end.x + ahead.x * reach, y: end.y + ahead.y * reach)))
        self.pieces = pieces
        boxes = pieces.map { piece in
            var box = Box()
            piece.forEachPoint { point in
                box = Box(minX: min(box.minX, point.x), minY: min(box.minY, point.y), maxX: max(box.maxX, point.x), maxY: max(box.maxY, point.y))
            }
            return box
        }
    }

    /// The distance from `p` to the nearest point of the pieces, positive on the inside (the
    /// right of the clockwise outline on a y-down screen).
    ///
    /// `hint` is the piece to measure first (the one nearest the previous sample: samples walk
    /// along the corner), updated to this answer's; any value works. Measuring the likely
    /// nearest piece first lets the boxes rule out the others.
    func signedDistance(to p: Point, hint: inout Int) -> Double {
        var best = Double.infinity, side = 1.0, bestIndex = 0
        func measure(_ index: Int) {
            let box = boxes[index]
            let dx = max(box.minX - p.x, 0, p.x - box.maxX), dy = max(box.minY - p.y, 0, p.y - box.maxY)
            // Squared, so no square root per box; not `>`, so that a NaN is measured.
            if dx * dx + dy * dy > best * best { return }
            let (d, nearest, tangent) = pieces[index].nearest(to: p)
            if d < best || (d == best && index < bestIndex) {
                best = d
                bestIndex = index
                let cross = tangent.x * (p.y - nearest.y) - tangent.y * (p.x - nearest.x)
                side = cross >= 0 ? 1 : -1
            }
        }
        let first = pieces.indices.contains(hint) ? hint : 0
        measure(first)
        for index in pieces.indices where index != first { measure(index) }
        hint = bestIndex
        return side * best
    }
}

extension CornerBoundary.Piece {
    var start: Point {
        switch self {
        case .line(let a, _), .cubic(let a, _, _, _): a
        }
    }

    var end: Point {
        switch self {
        case .line(_, let b), .cubic(_, _, _, let b): b
        }
    }

    /// Its end points, and a cubic's control points.
    func forEachPoint(_ body: (Point) -> Void) {
        switch self {
        case .line(let a, let b):
            body(a)
            body(b)
        case .cubic(let a, let b, let c, let d):
            body(a)
            body(b)
            body(c)
            body(d)
        }
    }

    /// The distance to the nearest point, that point, and the direction of travel there.
    func nearest(to p: Point) -> (distance: Double, point: Point, tangent: Point) {
        switch self {
        case .line(let a, let b):
            let abx = b.x - a.x, aby = b.y - a.y
            let lengthSquared = abx * abx + aby * aby
            let t = lengthSquared > 0 ? min(1, max(0, ((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSquared)) : 0
            let q = Point(x: a.x + t * abx, y: a.y + t * aby)
            return (p.distance(to: q), q, Point(x: abx, y: aby))
        case .cubic(let p0, let p1, let p2, let p3):
            return Self.nearestOnCubic(p0, p1, p2, p3, to: p)
        }
    }

    /// The nearest point of a cubic: the best of a coarse scan, refined by Newton's method on
    /// (B(t) − p) · B′(t) = 0 within [0, 1]. The corners' cubics turn by at most a quarter turn
    /// and bend gently, so the scan's best lies in the basin of the true minimum.
    static func nearestOnCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, to p: Point) -> (distance: Double, point: Point, tangent: Point) {
        // B(t) = a t³ + b t² + c t + p0.
        let ax = p3.x - 3 * p2.x + 3 * p1.x - p0.x, ay = p3.y - 3 * p2.y + 3 * p1.y - p0.y
        let bx = 3 * (p2.x - 2 * p1.x + p0.x), by = 3 * (p2.y - 2 * p1.y + p0.y)
        let cx = 3 * (p1.x - p0.x), cy = 3 * (p1.y - p0.y)
        func point(_ t: Double) -> Point { Point(x: ((ax * t + bx) * t + cx) * t + p0.x, y: ((ay * t + by) * t + cy) * t + p0.y) }
        func derivative(_ t: Double) -> Point { Point(x: (3 * ax * t + 2 * bx) * t + cx, y: (3 * ay * t + 2 * by) * t + cy) }
        func second(_ t: Double) -> Point { Point(x: 6 * ax * t + 2 * bx, y: 6 * ay * t + 2 * by) }
        func squared(_ t: Double) -> Double {
            let q = point(t)
            return (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)
        }
        let steps = 8
        var bestT = 0.0, best = squared(0)
        for k in 1...steps {
            let t = Double(k) / Double(steps)
            let d = squared(t)
            if d < best {
                best = d
                bestT = t
            }
        }
        var t = bestT
        for _ in 0..<8 {
            let q = point(t), d1 = derivative(t), d2 = second(t)
            let rx = q.x - p.x, ry = q.y - p.y
            let g = rx * d1.x + ry * d1.y
            let h = d1.x * d1.x + d1.y * d1.y + rx * d2.x + ry * d2.y
            guard h > 0, h.isFinite else { break }
            let next = min(1, max(0, t - g / h))
            let d = squared(next)
            if d < best {
                best = d
                bestT = next
            }
            if abs(next - t) < 1e-12 { break }
            t = next
        }
        var tangent = derivative(bestT)
        // A cubic whose end control point coincides with its end has no direction there: the
        // chord toward the nearer neighbour gives it.
        if tangent.x == 0, tangent.y == 0 { tangent = Point(x: p3.x - p0.x, y: p3.y - p0.y) }
        return (best.squareRoot(), point(bestT), tangent)
    }
}
