// What a reviewer measures at each corner of a laid-out concentric or container-relative shape:
// radius, style, inset, concentricity error and its causes. One pure value type, computed from a
// `ViewLayout`, that the annotation callouts, `concentric layout`'s JSON, the playground's status
// line and the hand-off spec sheets all read, so that they can never disagree.
import ConcentricCore

/// One physical corner of a measured shape.
public struct CornerMeasure: Sendable, Hashable {
    /// Errors below this (in points) are not reported: continuous corners inset from continuous
    /// corners are concentric only to within a fraction of a point (an offset squircle is not a
    /// squircle), and such a number is noise to a designer, not something to act on.
    public static let errorThreshold = 0.5

    public var corner: PhysicalCorner
    /// The final radius (after the minimum, uniform groups and the clamp).
    public var radius: Double
    /// The style as written for a concentric rectangle's corner; nil for a container-relative
    /// shape, whose every corner follows the container.
    public var style: CornerStyle?
    /// The adjacent container corner's radius, Rc.
    public var containerRadius: Double
    /// The gaps between this corner and the container's, floored at 0 (the resolver's step 2).
    public var dx: Double
    public var dy: Double
    /// The gap between this corner's arc and the container's, along their 45° diagonal from the
    /// container's arc center: what the red dimension line spans. Nil where there is none to
    /// draw (a fixed or square corner, or a container corner that is square).
    public var inset: Double?
    /// The concentricity error measured on this corner alone (`concentricityErrors`), in points;
    /// nil for a fixed corner (it does not try to follow the container) or when not measured.
    public var error: Double?
    /// Why the corner strays from its container's curve, most significant first.
    public var causes: [CornerDeviation]
    /// The container corner's arc center: the shared center when the corner is concentric.
    public var containerCenter: Point
    /// This corner's own arc center.
    public var center: Point

    /// Whether the corner follows its container (a concentric style, or container-relative).
    public var follows: Bool { style?.isConcentric ?? true }

    /// Whether both arcs really share one center (no minimum, clamp or unequal gap moved this
    /// one's): the only case where a center dot and guide arcs mean something.
    public var sharesCenter: Bool { follows && radius > 0 && containerRadius > 0 && center.distance(to: containerCenter) < 0.5 }

    /// The error worth reporting: at least `errorThreshold`, on a corner that follows.
    public var reportedError: Double? {
        guard follows, let error, error >= Self.errorThreshold else { return nil }
        return error
    }

    /// The reported error's cause in words ("minimum 8 applied"): the main cause and, when there
    /// is one, the next, leaving out the continuous curve's wobble when something larger explains
    /// the error. Nil when no error is reported.
    public var reason: String? {
        guard reportedError != nil else { return nil }
        let major = causes.filter { $0 != .continuousCurve }
        let shown = major.isEmpty ? Array(causes.prefix(1)) : Array(major.prefix(2))
        return shown.isEmpty ? "not concentric" : shown.map(\.text).joined(separator: "; ")
    }

    /// The corner of `corners` with the largest reported error (nil when none is reported).
    public static func worst(of corners: PhysicalCorners<CornerMeasure>) -> CornerMeasure? {
        corners.clockwise.filter { $0.reportedError != nil }.max { ($0.error ?? 0) < ($1.error ?? 0) }
    }

    /// The style label of a corner that does not follow ("fixed 24"); nil for one that does.
    public var styleLabel: String? {
        guard case .fixed(let r)? = style else { return nil }
        return "fixed " + DecimalFormat.short(r)
    }
}

/// A concentric rectangle or container-relative shape with rounded-rectangular corners, measured.
public struct ShapeMeasure: Sendable, Hashable {
    /// The index in `ViewLayout.nodes` of the first node reporting the shape.
    public var node: Int
    /// Where its view sits in the scene (`root.children[1]`) and its name, if any.
    public var sourcePath: String
    public var name: String?
    /// The view's depth in the tree (0 for the root): the status line reports the deepest.
    public var depth: Int
    /// `.concentricRectangle` or `.containerRelative`.
    public var kind: ViewKind
    /// The shape's corners and its container's, in screen points.
    public var geometry: CornerGeometry
    public var container: CornerGeometry
    public var corners: PhysicalCorners<CornerMeasure>

    /// Shapes past this many (in document order) are left out, which keeps a 10 000-view scene
    /// as fast to measure and annotate as a small one; nobody reads that many callouts.
    public static let maximumShapes = 128

    /// The measured shapes of `layout`, in document order: each resolved geometry once (a view
    /// with several names reports the same one several times), with a non-empty frame, in a
    /// rounded-rectangular container. A concentric rectangle that fell back to its ellipse
    /// container's inset shares no corner with it and is left out. `measuringErrors: false`
    /// skips the sampling (0.1–0.7 ms a shape) where only radii and insets are needed, as during
    /// an animation.
    public static func all(in layout: ViewLayout, measuringErrors: Bool = true, limit: Int = maximumShapes) -> [ShapeMeasure] {
        var seen = Set<ResolvedShape>()
        var out: [ShapeMeasure] = []
        for index in layout.nodes.indices {
            guard out.count < limit else { break }
            guard let shape = layout.nodes[index].geometry, seen.insert(shape).inserted,
                let measure = ShapeMeasure(node: index, in: layout, measuringErrors: measuringErrors)
            else { continue }
            out.append(measure)
        }
        return out
    }

    /// The shape of `layout.nodes[node]` measured, or nil when it is not a concentric rectangle or
    /// container-relative shape with rounded-rectangular corners in a rounded-rectangular
    /// container (an ellipse, a fallback, an empty frame, a view not laid out).
    public init?(node index: Int, in layout: ViewLayout, measuringErrors: Bool = true) {
        guard layout.nodes.indices.contains(index) else { return nil }
        let node = layout.nodes[index]
        guard node.isLaidOut, let shape = node.geometry, !shape.frame.isEmpty, let corners = shape.corners, let container = shape.container,
            shape.kind == .concentricRectangle || shape.kind == .containerRelative, !shape.isContainerRelativeFallback,
            shape.kind == .containerRelative || shape.cornerStyles != nil,
            let outer = container.shape.cornerGeometry(in: container.frame, direction: layout.direction)
        else { return nil }
        let errors = measuringErrors ? concentricityErrors(inner: corners, outer: outer) : nil
        self.node = index
        sourcePath = node.sourcePath
        name = node.name
        depth = node.depth
        kind = shape.kind
        self.geometry = corners
        self.container = outer
        self.corners = PhysicalCorners { Self.measure($0, of: shape, corners: corners, outer: outer, error: errors?[$0]) }
    }

    /// The largest measured error among the corners that follow (nil when not measured).
    public var error: Double? {
        let errors = corners.clockwise.compactMap(\.error)
        return errors.isEmpty ? nil : errors.max()
    }

    private static func measure(
        _ corner: PhysicalCorner, of shape: ResolvedShape, corners: CornerGeometry, outer: CornerGeometry, error: Double?
    ) -> CornerMeasure {
        let r = corners.radii[corner]
        let resolution: CornerResolution
        let causes: [CornerDeviation]
        let style: CornerStyle?
        if let styles = shape.cornerStyles {
            style = styles[corner]
            resolution = CornerResolution(corner: corner, style: styles[corner], frame: corners.rect, container: outer, radius: r)
            causes = style?.isConcentric == true ? CornerDeviation.causes(of: resolution, curve: corners.curve) : []
        } else {
            style = nil
            resolution = CornerResolution(corner: corner, style: .concentric, frame: corners.rect, container: outer, radius: r)
            causes = CornerDeviation.causes(
                containerRelative: r, containerRadius: resolution.containerRadius, d: shape.inset ?? 0, dx: resolution.dx,
                dy: resolution.dy, curve: corners.curve)
        }
        let follows = style?.isConcentric ?? true
        let own = arcCenter(of: corners.rect, corner: corner, radius: r)
        let rc = resolution.containerRadius
        var inset: Double?
        if follows, r > 0, rc > 0,
            let t = rayCircleExit(from: resolution.containerCenter, direction: corner.diagonal, circleCenter: own, radius: r), rc - t > 0.05
        {
            inset = rc - t
        }
        return CornerMeasure(
            corner: corner, radius: r, style: style, containerRadius: rc, dx: resolution.dx, dy: resolution.dy, inset: inset,
            error: follows ? error : nil, causes: causes, containerCenter: resolution.containerCenter, center: own)
    }
}

extension PhysicalCorner {
    /// The unit vector from the corner's arc center toward the corner (45°, y down): the
    /// diagonal insets are measured along and annotations point outward along.
    public var diagonal: Point {
        let s = 1 / 2.0.squareRoot()
        return Point(x: isLeft ? -s : s, y: isTop ? -s : s)
    }
}

/// How far along the ray `from + t·direction` (t ≥ 0) it leaves the circle, or nil if it misses.
func rayCircleExit(from p: Point, direction u: Point, circleCenter c: Point, radius r: Double) -> Double? {
    let dx = p.x - c.x, dy = p.y - c.y
    let b = dx * u.x + dy * u.y
    let disc = b * b - (dx * dx + dy * dy - r * r)
    guard disc >= 0 else { return nil }
    let t = -b + disc.squareRoot()
    return t >= 0 ? t : nil
}
