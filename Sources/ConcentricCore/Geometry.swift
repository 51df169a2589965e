// Points, sizes and rectangles: the plane every Concentric shape lives in.
//
// Coordinate convention, stated once for the whole library: the origin is the top-left corner,
// x grows to the right and y grows *down* (as in Cairo, GTK, SVG and SwiftUI). Units are points.

/// The range of every coordinate and length the project accepts from input: ±1,000,000 pt.
///
/// Why this number: Cairo stores device coordinates in 24.8 fixed point, so it draws to about
/// ±8.3 million device units and silently drops paths beyond. One million points is 3 million
/// pixels at @3x, which leaves room for what is drawn around a card (padding, guide arcs and
/// annotation labels) inside Cairo's range; it is also far beyond any screen or print size, and
/// its square (1e12) is exact enough and nowhere near overflow, so that no computation on
/// accepted input overflows. The JSON readers (`JSONNode.coordinate` and `length`, used by the
/// scene parser, `resolve`, `render` and device files) refuse values outside it.
public enum CoordinateLimit {
    /// The largest magnitude, in points.
    public static let points = 1_000_000.0

    /// Whether `value` is finite and within ±`points`.
    public static func contains(_ value: Double) -> Bool { value.isFinite && abs(value) <= points }
}

/// A point in the plane (y down).
public struct Point: Sendable, Hashable {
    /// Horizontal coordinate, growing to the right.
    public var x: Double
    /// Vertical coordinate, growing downwards.
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// Euclidean distance to `other`, scaled before squaring (as `hypot` does) so that it
    /// overflows only when the distance itself does.
    public func distance(to other: Point) -> Double {
        let dx = abs(x - other.x), dy = abs(y - other.y)
        let m = max(dx, dy)
        guard m > 0, m.isFinite else { return dx.isNaN || dy.isNaN ? .nan : m }
        let u = dx / m, v = dy / m
        return m * (u * u + v * v).squareRoot()
    }

}

/// How far a view's edges lie inside its container's, each floored at 0 (a non-finite gap counts
/// as 0): the resolver's step 2, a container-relative shape's inset, a corner's (dx, dy).
public struct EdgeGaps: Sendable, Hashable {
    public var left: Double
    public var top: Double
    public var right: Double
    public var bottom: Double

    @inline(__always)
    public init(of frame: Rect, in container: Rect) {
        @inline(__always) func floored(_ gap: Double) -> Double { gap.isFinite ? Swift.max(0, gap) : 0 }
        left = floored(frame.minX - container.minX)
        top = floored(frame.minY - container.minY)
        right = floored(container.maxX - frame.maxX)
        bottom = floored(container.maxY - frame.maxY)
    }

    /// The smallest of the four.
    public var smallest: Double { Swift.min(Swift.min(left, top), Swift.min(right, bottom)) }

    /// The gaps beside one corner: (dx, dy).
    public func at(_ corner: PhysicalCorner) -> (dx: Double, dy: Double) {
        (corner.isLeft ? left : right, corner.isTop ? top : bottom)
    }
}

/// A width and a height.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle given by its top-left origin and its size (y down).
///
/// A rectangle built from a negative width or height is normalised to zero size, so that every
/// `Rect` in the library has `minX <= maxX` and `minY <= maxY`.
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }

    /// Half the shorter side: the largest corner radius this rectangle can carry.
    public var halfShorterSide: Double { min(size.width, size.height) / 2 }

    /// The square of side min(width, height) centred in the rectangle: where a circle is drawn.
    public var centredSquare: Rect {
        let half = halfShorterSide
        return Rect(x: midX - half, y: midY - half, width: 2 * half, height: 2 * half)
    }

    /// True when the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it). Never smaller than an empty rectangle at its center.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let w = max(0, size.width - 2 * dx)
        let h = max(0, size.height - 2 * dy)
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    /// The rectangle shrunk by one amount per edge. Edges that would cross meet in the middle.
    public func inset(by insets: EdgeInsets) -> Rect {
        let w = size.width - insets.leading - insets.trailing
        let h = size.height - insets.top - insets.bottom
        let x = w >= 0 ? minX + insets.leading : midX
        let y = h >= 0 ? minY + insets.top : midY
        return Rect(x: x, y: y, width: max(0, w), height: max(0, h))
    }

    /// Whether `point` lies inside or on the boundary.
    public func contains(_ point: Point, tolerance: Double = 0) -> Bool {
        point.x >= minX - tolerance && point.x <= maxX + tolerance
            && point.y >= minY - tolerance && point.y <= maxY + tolerance
    }

    /// The corner point of this rectangle at `corner`.
    public func point(at corner: PhysicalCorner) -> Point {
        switch corner {
        case .topLeft: Point(x: minX, y: minY)
        case .topRight: Point(x: maxX, y: minY)
        case .bottomRight: Point(x: maxX, y: maxY)
        case .bottomLeft: Point(x: minX, y: maxY)
        }
    }

    /// The rectangle mirrored across the vertical line x = axis.
    public func mirrored(acrossX axis: Double) -> Rect {
        Rect(x: 2 * axis - maxX, y: minY, width: width, height: height)
    }
}

/// Distances per edge, in the *physical* sense: `leading` is the left edge, `trailing` the right.
/// Layout direction is applied by whoever builds the insets (see `LayoutDirection`).
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }
}
