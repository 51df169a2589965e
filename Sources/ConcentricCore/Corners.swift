// Corners: the four physical corners of a rectangle, the four logical ones a layout direction maps
// onto them, and a value per corner.
//
// Physical corners are listed clockwise from the top-left (y down), the order used everywhere:
//
//     topLeft ───────── topRight
//        │                  │
//     bottomLeft ────── bottomRight

/// A corner of a rectangle on screen.
public enum PhysicalCorner: String, Sendable, Hashable, CaseIterable {
    case topLeft, topRight, bottomRight, bottomLeft

    /// True for the two corners on the top edge.
    public var isTop: Bool { self == .topLeft || self == .topRight }
    /// True for the two corners on the left edge.
    public var isLeft: Bool { self == .topLeft || self == .bottomLeft }

    /// The corner on the other side of a vertical mirror (left and right swap).
    public var mirroredHorizontally: PhysicalCorner {
        switch self {
        case .topLeft: .topRight
        case .topRight: .topLeft
        case .bottomRight: .bottomLeft
        case .bottomLeft: .bottomRight
        }
    }
}

/// A corner named by its reading direction, as SwiftUI's `Edge.Corner`: `leading` is the side
/// where text starts (left in left-to-right layouts, right in right-to-left ones).
public enum LogicalCorner: String, Sendable, Hashable, CaseIterable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    public var isTop: Bool { self == .topLeading || self == .topTrailing }
    public var isLeading: Bool { self == .topLeading || self == .bottomLeading }
}

/// The direction text runs in, which decides where `leading` is.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft

    /// The physical corner a logical corner lands on.
    public func physical(_ corner: LogicalCorner) -> PhysicalCorner {
        let left = (corner.isLeading) == (self == .leftToRight)
        switch (corner.isTop, left) {
        case (true, true): return .topLeft
        case (true, false): return .topRight
        case (false, true): return .bottomLeft
        case (false, false): return .bottomRight
        }
    }

    /// The logical corner at a physical corner (the inverse of `physical(_:)`).
    public func logical(_ corner: PhysicalCorner) -> LogicalCorner {
        let leading = corner.isLeft == (self == .leftToRight)
        switch (corner.isTop, leading) {
        case (true, true): return .topLeading
        case (true, false): return .topTrailing
        case (false, true): return .bottomLeading
        case (false, false): return .bottomTrailing
        }
    }

    /// Left-to-right becomes right-to-left and back.
    public var flipped: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}

/// One value for each logical corner.
public struct LogicalCorners<Value: Sendable & Hashable>: Sendable, Hashable {
    public var topLeading: Value
    public var topTrailing: Value
    public var bottomLeading: Value
    public var bottomTrailing: Value

    public init(topLeading: Value, topTrailing: Value, bottomLeading: Value, bottomTrailing: Value) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    /// The same value at every corner.
    public init(all value: Value) {
        self.init(topLeading: value, topTrailing: value, bottomLeading: value, bottomTrailing: value)
    }

    public subscript(corner: LogicalCorner) -> Value {
        get {
            switch corner {
            case .topLeading: topLeading
            case .topTrailing: topTrailing
            case .bottomLeading: bottomLeading
            case .bottomTrailing: bottomTrailing
            }
        }
        set {
            switch corner {
            case .topLeading: topLeading = newValue
            case .topTrailing: topTrailing = newValue
            case .bottomLeading: bottomLeading = newValue
            case .bottomTrailing: bottomTrailing = newValue
            }
        }
    }

    /// The values placed on physical corners for a layout direction.
    public func physical(_ direction: LayoutDirection) -> PhysicalCorners<Value> {
        PhysicalCorners { self[direction.logical($0)] }
    }

    /// The same corners with `transform` applied to each value (inlinable, so the resolver's
    /// callers that map styles on every layout specialise it).
    @inlinable
    public func map<T: Sendable & Hashable, E: Error>(_ transform: (Value) throws(E) -> T) throws(E) -> LogicalCorners<T> {
        LogicalCorners<T>(
            topLeading: try transform(topLeading), topTrailing: try transform(topTrailing),
            bottomLeading: try transform(bottomLeading), bottomTrailing: try transform(bottomTrailing))
    }
}

/// One value for each physical corner.
public struct PhysicalCorners<Value: Sendable & Hashable>: Sendable, Hashable {
    public var topLeft: Value
    public var topRight: Value
    public var bottomRight: Value
    public var bottomLeft: Value

    public init(topLeft: Value, topRight: Value, bottomRight: Value, bottomLeft: Value) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same value at every corner.
    public init(all value: Value) {
        self.init(topLeft: value, topRight: value, bottomRight: value, bottomLeft: value)
    }

    /// A value computed for each corner.
    public init(_ make: (PhysicalCorner) throws -> Value) rethrows {
        self.init(
            topLeft: try make(.topLeft), topRight: try make(.topRight),
            bottomRight: try make(.bottomRight), bottomLeft: try make(.bottomLeft))
    }

    public subscript(corner: PhysicalCorner) -> Value {
        get {
            switch corner {
            case .topLeft: topLeft
            case .topRight: topRight
            case .bottomRight: bottomRight
            case .bottomLeft: bottomLeft
            }
        }
        set {
            switch corner {
            case .topLeft: topLeft = newValue
            case .topRight: topRight = newValue
            case .bottomRight: bottomRight = newValue
            case .bottomLeft: bottomLeft = newValue
            }
        }
    }

    /// The same corners seen in a mirror (left and right swap).
    /// The values read back onto logical corners for a layout direction (`LogicalCorners.physical`'s inverse).
    public func logical(_ direction: LayoutDirection) -> LogicalCorners<Value> {
        LogicalCorners(
            topLeading: self[direction.physical(.topLeading)], topTrailing: self[direction.physical(.topTrailing)],
            bottomLeading: self[direction.physical(.bottomLeading)], bottomTrailing: self[direction.physical(.bottomTrailing)])
    }

    public var mirroredHorizontally: PhysicalCorners<Value> {
        PhysicalCorners { self[$0.mirroredHorizontally] }
    }

    /// The values in clockwise order from the top-left.
    public var clockwise: [Value] { [topLeft, topRight, bottomRight, bottomLeft] }
}

/// Corner radii of a rectangle, one per physical corner, in points.
public typealias CornerRadii = PhysicalCorners<Double>

extension PhysicalCorners where Value == Double {
    /// The largest of the four values.
    public var maximum: Double { Swift.max(Swift.max(topLeft, topRight), Swift.max(bottomRight, bottomLeft)) }

    /// The radii a rectangle can carry, with no corner's minimum broken: the one place a radius
    /// is fitted. `CornerGeometry` applies it when it is built (no minimums), the resolver as its
    /// step 5 (each corner's `.concentric(minimum:)`).
    ///
    /// Our extension of CSS Backgrounds 3's "Overlapping Curves" (docs/SWIFTUI.md, "Radii that
    /// cannot fit"): negative and NaN radii count as 0, an infinite one as half the shorter side;
    /// then, with m each corner's minimum held to its radius, one factor over the four edges
    ///
    ///     f = min(1, min over edges of (L − mᵢ − mⱼ) / ((rᵢ − mᵢ) + (rⱼ − mⱼ)))
    ///
    /// makes every radius mᵢ + f · (rᵢ − mᵢ); an edge whose corners sit at their minimums sets no
    /// factor. Where the minimums alone do not fit an edge, CSS's plain factor over the radii
    /// applies: min over edges of L / (rᵢ + rⱼ). A uniform radius thus stops at half the
    /// shorter side, as SwiftUI's `RoundedRectangle` clamps one. The result fits every edge
    /// (rᵢ + rⱼ ≤ L), so fitting it again changes nothing.
    public func fitted(in rect: Rect, minimums: CornerRadii = CornerRadii(all: 0)) -> CornerRadii {
        guard !rect.isEmpty else { return CornerRadii(all: 0) }
        let half = rect.halfShorterSide
        @inline(__always) func clean(_ r: Double) -> Double { r.isFinite ? Swift.max(0, r) : (r > 0 ? half : 0) }
        let r = CornerRadii(topLeft: clean(topLeft), topRight: clean(topRight), bottomRight: clean(bottomRight), bottomLeft: clean(bottomLeft))
        let w = rect.width, h = rect.height
        // An edge carries its corners when their radii sum to at most its length; a billionth of
        // slack lets a fitted answer, off by a rounding, pass again unchanged.
        @inline(__always) func carries(_ length: Double, _ a: Double, _ b: Double) -> Bool { a + b <= length * (1 + 1e-9) }
        // Most radii fit: that answer, on every layout's path, is made without building anything.
        if carries(w, r.topLeft, r.topRight), carries(w, r.bottomLeft, r.bottomRight), carries(h, r.topLeft, r.bottomLeft),
            carries(h, r.topRight, r.bottomRight)
        {
            return r
        }
        let m = CornerRadii { Swift.min(r[$0], minimums[$0].isFinite ? Swift.max(0, minimums[$0]) : 0) }
        let edges = [(w, r.topLeft, r.topRight, m.topLeft, m.topRight), (w, r.bottomLeft, r.bottomRight, m.bottomLeft, m.bottomRight),
                     (h, r.topLeft, r.bottomLeft, m.topLeft, m.bottomLeft), (h, r.topRight, r.bottomRight, m.topRight, m.bottomRight)]
        // The factor is kept as the limiting edge's numerator and denominator, and each radius
        // multiplied before dividing, so that whole inputs give whole answers (a uniform 100 on a
        // 46 pt side is exactly 23).
        let minimumsFit = edges.allSatisfy { $0.3 + $0.4 <= $0.0 }
        var num = 1.0, den = 1.0
        for (length, ri, rj, mi, mj) in edges where !carries(length, ri, rj) {
            let (n, d) = minimumsFit ? (length - mi - mj, (ri - mi) + (rj - mj)) : (length, ri + rj)
            if d > 0, n * den < num * d { (num, den) = (n, d) }
        }
        guard num < den else { return r }
        let base = minimumsFit ? m : CornerRadii(all: 0)
        return CornerRadii { base[$0] + (r[$0] - base[$0]) * num / den }
    }
}
