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

    /// The radii a rectangle can carry: each held to 0…half its shorter side (0 for an empty
    /// rectangle), an infinite radius to the limit, a NaN to 0. The one place a radius is
    /// clamped: `CornerGeometry` applies it when it is built, the resolver as its step 5.
    @inline(__always)
    public func fitted(in rect: Rect) -> CornerRadii {
        let half = rect.isEmpty ? 0 : rect.halfShorterSide
        @inline(__always) func fit(_ r: Double) -> Double { r.isFinite ? Swift.min(Swift.max(0, r), half) : (r > 0 ? half : 0) }
        return CornerRadii(topLeft: fit(topLeft), topRight: fit(topRight), bottomRight: fit(bottomRight), bottomLeft: fit(bottomLeft))
    }
}
