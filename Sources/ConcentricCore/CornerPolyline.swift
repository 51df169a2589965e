// The signed distance from a point to a flattened corner, without measuring every chord.

/// A polyline (a continuous corner's chords and its two edges) with the bounding box of every
/// run of `chunkSize` chords, so that a distance measures only the chords of the runs whose box
/// is about as near as the nearest chord found: the same answer as measuring every chord (the
/// first nearest chord in order decides the side), for a fraction of the work.
struct CornerPolyline: Sendable, Hashable {
    static let chunkSize = 16

    /// Bounds kept as the extreme coordinates themselves (a Rect's maxX is a sum, rounded).
    struct Box: Sendable, Hashable {
        var minX, minY, maxX, maxY: Double
    }

    let points: [Point]
    /// Per chunk k (chords chunkSize·k + 1 … chunkSize·(k + 1), chord i joining points i − 1 and i),
    /// the box of its points.
    let boxes: [Box]
    /// How much nearer than the best chord a box must be to be searched (`BoundaryDistance`).
    let margin: Double

    init(_ points: [Point], margin: Double) {
        self.points = points
        self.margin = margin
        var boxes: [Box] = []
        boxes.reserveCapacity(points.count / Self.chunkSize + 1)
        var first = 0
        while first + 1 < points.count {
            let last = min(first + Self.chunkSize, points.count - 1)
            var box = Box(minX: points[first].x, minY: points[first].y, maxX: points[first].x, maxY: points[first].y)
            for point in points[(first + 1)...last] {
                box.minX = min(box.minX, point.x)
                box.maxX = max(box.maxX, point.x)
                box.minY = min(box.minY, point.y)
                box.maxY = max(box.maxY, point.y)
            }
            boxes.append(box)
            first = last
        }
        self.boxes = boxes
    }

    /// The distance from `p` to the nearest chord, positive on the inside (the right of the
    /// clockwise outline on a y-down screen). Ties go to the first chord in order.
    ///
    /// `hint` is a chunk to search first (the one that held the previous sample's nearest chord:
    /// samples walk along the corner, so it is near), updated to this answer's; any value works.
    func signedDistance(to p: Point, hint: inout Int) -> Double {
        guard !boxes.isEmpty else { return Double.infinity }
        var best = Double.infinity, bestChord = Int.max, side = 1.0

        func search(_ chunk: Int) {
            let start = chunk * Self.chunkSize + 1
            for i in start..<min(start + Self.chunkSize, points.count) {
                let a = points[i - 1], b = points[i]
                // The chord's own box first: most chords of a searched chunk are farther than
                // the best by more than the margin, and this costs no division or square root.
                let bound = best + margin
                let dx = max(min(a.x, b.x) - p.x, 0, p.x - max(a.x, b.x)), dy = max(min(a.y, b.y) - p.y, 0, p.y - max(a.y, b.y))
                if dx * dx + dy * dy > bound * bound { continue }
                let d = distance(from: p, toSegment: a, b)
                if d < best || (d == best && i < bestChord) {
                    best = d
                    bestChord = i
                    // The outline runs clockwise on a y-down screen: the inside is on the right,
                    // where the cross product of the direction and (p − a) is positive.
                    side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= 0 ? 1 : -1
                }
            }
        }

        let first = boxes.indices.contains(hint) ? hint : 0
        search(first)
        for k in boxes.indices where k != first {
            let box = boxes[k]
            let dx = max(box.minX - p.x, 0, p.x - box.maxX), dy = max(box.minY - p.y, 0, p.y - box.maxY)
            let bound = best + margin
            // Squared, so no square root per box; not `>`, so that a NaN is searched.
            if !(dx * dx + dy * dy > bound * bound) { search(k) }
        }
        hint = (bestChord - 1) / Self.chunkSize
        return side * best
    }
}
