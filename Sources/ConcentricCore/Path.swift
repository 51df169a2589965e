// A renderer-agnostic outline: move, line, cubic Bézier and close, which map one-to-one onto
// Cairo (`cairo_move_to`, `cairo_line_to`, `cairo_curve_to`, `cairo_close_path`), SVG path data
// (M, L, C, Z) and the tests' sampling.

/// One step of an outline.
public enum PathElement: Sendable, Hashable {
    case move(Point)
    case line(Point)
    /// A cubic Bézier from the current point through two control points to `to`.
    case curve(Point, Point, to: Point)
    case close
}

/// An outline made of `PathElement`s (y down, clockwise on screen for the shapes built here).
public struct Path: Sendable, Hashable {
    public var elements: [PathElement]

    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func curve(_ c1: Point, _ c2: Point, to p: Point) { elements.append(.curve(c1, c2, to: p)) }
    public mutating func close() { elements.append(.close) }

    /// The path with every point mapped by `transform`.
    public func mapped(_ transform: (Point) -> Point) -> Path {
        Path(elements.map { element in
            switch element {
            case .move(let p): .move(transform(p))
            case .line(let p): .line(transform(p))
            case .curve(let c1, let c2, let p): .curve(transform(c1), transform(c2), to: transform(p))
            case .close: .close
            }
        })
    }

    /// The outline as polygons (one per subpath), each cubic cut into `segmentsPerCurve` chords.
    public func flattened(segmentsPerCurve: Int = 32) -> [[Point]] {
        var polygons: [[Point]] = []
        var current: [Point] = []
        for element in elements {
            switch element {
            case .move(let p):
                if current.count > 1 { polygons.append(current) }
                current = [p]
            case .line(let p):
                current.append(p)
            case .curve(let c1, let c2, let p):
                let p0 = current.last ?? p
                let n = max(1, segmentsPerCurve)
                for i in 1...n { current.append(cubicPoint(p0, c1, c2, p, Double(i) / Double(n))) }
            case .close:
                if current.count > 1 { polygons.append(current) }
                current = []
            }
        }
        if current.count > 1 { polygons.append(current) }
        return polygons
    }

    /// The enclosed area (shoelace formula over the flattened outline; positive for clockwise
    /// outlines on a y-down screen).
    public func area(segmentsPerCurve: Int = 64) -> Double {
        flattened(segmentsPerCurve: segmentsPerCurve).reduce(0) { total, polygon in
            var sum = 0.0
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                sum += a.x * b.y - b.x * a.y
            }
            return total + sum / 2
        }
    }

    /// Whether `point` is inside the filled outline, by the nonzero winding rule (what Cairo fills
    /// with `CAIRO_FILL_RULE_WINDING`, the renderer's rule), on the flattened outline. Points
    /// outside the control bounds are rejected first, so testing many outlines stays cheap.
    public func contains(_ point: Point, segmentsPerCurve: Int = 16) -> Bool {
        let bounds = controlBounds
        guard point.x >= bounds.minX, point.x <= bounds.maxX, point.y >= bounds.minY, point.y <= bounds.maxY else { return false }
        var winding = 0
        for polygon in flattened(segmentsPerCurve: segmentsPerCurve) {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                // Which side of the edge a→b the point is on (> 0: left, y down).
                let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y {
                    if b.y > point.y, side > 0 { winding += 1 }
                } else if b.y <= point.y, side < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }

    /// The smallest rectangle holding every point and control point.
    public var controlBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .curve(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX <= maxX else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The point at parameter t of the cubic Bézier p0, c1, c2, p1 (Bernstein form).
public func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
}

/// Distance from `p` to the segment a–b.
func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    let abx = b.x - a.x, aby = b.y - a.y
    let lengthSquared = abx * abx + aby * aby
    guard lengthSquared > 0 else { return p.distance(to: a) }
    let t = min(1, max(0, ((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSquared))
    return p.distance(to: Point(x: a.x + t * abx, y: a.y + t * aby))
}
