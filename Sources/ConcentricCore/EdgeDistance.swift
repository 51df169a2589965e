// The distances a designer reads between two frames: the gap between frames apart, or how far
// each edge of one is from the same edge of the other where they overlap.

/// One measured distance: a horizontal or vertical segment from an edge of one frame to an edge
/// of another, and its length.
public struct EdgeDistance: Sendable, Hashable {
    public var from: Point
    public var to: Point
    public var length: Double { abs(to.x - from.x) + abs(to.y - from.y) }

    public init(from: Point, to: Point) {
        self.from = from
        self.to = to
    }
}

extension Rect {
    /// The distances from this frame to `other`, as Figma and Sketch show them while one view is
    /// selected and another hovered. Apart along an axis: the gap between the facing edges,
    /// drawn across the span the frames share on the other axis (through this frame's middle
    /// when they share none). Overlapping (one inside the other, say): each edge's offset from
    /// the other's same edge, drawn through this frame's middle. Zero lengths are left out.
    public func edgeDistances(to other: Rect) -> [EdgeDistance] {
        var out: [EdgeDistance] = []
        let apartX = other.minX >= maxX || other.maxX <= minX
        let apartY = other.minY >= maxY || other.maxY <= minY
        // The line of a horizontal (vertical) distance: across the shared span, else the middle.
        let y = Self.middle(of: max(minY, other.minY), min(maxY, other.maxY)) ?? midY
        let x = Self.middle(of: max(minX, other.minX), min(maxX, other.maxX)) ?? midX
        if apartX || apartY {
            if other.minX >= maxX { out.append(EdgeDistance(from: Point(x: maxX, y: y), to: Point(x: other.minX, y: y))) }
            if other.maxX <= minX { out.append(EdgeDistance(from: Point(x: minX, y: y), to: Point(x: other.maxX, y: y))) }
            if other.minY >= maxY { out.append(EdgeDistance(from: Point(x: x, y: maxY), to: Point(x: x, y: other.minY))) }
            if other.maxY <= minY { out.append(EdgeDistance(from: Point(x: x, y: minY), to: Point(x: x, y: other.maxY))) }
        } else {
            out = [
                EdgeDistance(from: Point(x: midX, y: minY), to: Point(x: midX, y: other.minY)),
                EdgeDistance(from: Point(x: maxX, y: midY), to: Point(x: other.maxX, y: midY)),
                EdgeDistance(from: Point(x: midX, y: maxY), to: Point(x: midX, y: other.maxY)),
                EdgeDistance(from: Point(x: minX, y: midY), to: Point(x: other.minX, y: midY)),
            ]
        }
        return out.filter { $0.length > 1e-9 }
    }

    /// The middle of a span, nil when it is empty.
    private static func middle(of low: Double, _ high: Double) -> Double? { high > low ? (low + high) / 2 : nil }
}
