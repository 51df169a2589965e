// The resolver: where every concentric corner radius in Concentric is computed.
//
// Apple documents the rule ("the container shape's corner radius minus the distance between
// corners", never below zero, never below a `.concentric(minimum:)`, uniform groups take their
// largest corner) but not which distance counts when the horizontal and vertical gaps differ, nor
// how radii are clamped. The steps below are the project's chosen semantics, implemented exactly:
//
// 1. The container's corner rectangle and radii (`ContainerShape.cornerGeometry`).
// 2. For each physical corner, the gaps dx, dy between the view's corner and the container corner
//    rectangle's corner, each floored at 0 (a view overhanging its container touches it).
// 3. Each corner's style gives a radius:
//      concentric            max(0, Rc − max(dx, dy))
//      concentric(minimum m) max(m, max(0, Rc − max(dx, dy)))
//      fixed(r)              r
//    The larger gap is the only choice that keeps the inner curve inside the outer one.
// 4. Uniform groups take the largest radius of their members (and the largest minimum).
// 5. The radii are fitted to the view's frame without breaking a minimum (`CornerRadii.fitted`):
//    where two corners' radii overlap on an edge, all four are scaled toward their minimums by
//    one factor (our extension of CSS's "Overlapping Curves"); an empty frame gives 0.
// 6. A container that is not rounded-rectangular yields the container-relative fallback instead.
//
//        container corner            the view's corner sits dx, dy inside the container's;
//        ╭───────────────            both arcs share the center c when the inner radius is
//        │   ╭───────────            Rc − d with dx = dy = d.
//        │   │   c
//        │   │

/// What a view's corners resolve to inside a container.
public enum Resolution: Sendable, Hashable {
    /// The container is rounded-rectangular: a rectangle with four resolved radii.
    case concentricRectangle(ResolvedRectangle)
    /// The container is not rounded-rectangular: its own shape, inset (`ContainerRelativeShape`).
    case containerRelative(ContainerRelativeShape)
}

/// How one physical corner of a view was resolved, kept for annotations and tests.
public struct CornerResolution: Sendable, Hashable {
    /// The style that applied at this corner (after the layout direction was taken into account).
    public var style: CornerStyle
    /// The adjacent container corner's radius, Rc.
    public var containerRadius: Double
    /// Horizontal gap to the container corner rectangle's corner, floored at 0.
    public var dx: Double
    /// Vertical gap, floored at 0.
    public var dy: Double
    /// The center of the container corner's arc: the shared center when the corner is concentric.
    public var containerCenter: Point
    /// The radius after steps 3 to 5.
    public var radius: Double

    /// The distance the resolver subtracted: max(dx, dy).
    public var nominalInset: Double { max(dx, dy) }
}

/// A view's rectangle with its resolved corners.
public struct ResolvedRectangle: Sendable, Hashable {
    /// The view's frame, in the container's coordinates.
    public var frame: Rect
    /// The final radii (step 5 applied), per physical corner.
    public var radii: CornerRadii
    /// The curve drawn through the corners (the container's).
    public var curve: CornerCurve
    /// Each corner's derivation.
    public var corners: PhysicalCorners<CornerResolution>
    /// The container's own corner geometry, which the corners were resolved against.
    public var container: CornerGeometry

    /// The resolved rectangle as a corner geometry (for outlines).
    public var geometry: CornerGeometry { CornerGeometry(rect: frame, radii: radii, curve: curve) }
}

/// Resolves a concentric rectangle's corners in `frame` (container coordinates) against
/// `container`. This is the one implementation of the rules in this file's header.
public func resolveRadii(
    container: Container, frame: Rect, shape: ConcentricRectangle = ConcentricRectangle(),
    direction: LayoutDirection = .leftToRight
) -> Resolution {
    guard let outer = container.shape.cornerGeometry(in: container.bounds, direction: direction) else {
        return .containerRelative(ContainerRelativeShape(container: container.shape, containerFrame: container.bounds, viewFrame: frame, direction: direction))
    }
    return .concentricRectangle(resolveRadii(in: outer, frame: frame, shape: shape, direction: direction))
}

/// Steps 2 to 5 against a container already described by its corners, with each corner's
/// derivation kept for annotations. Used directly by scenes, whose containers are cards.
public func resolveRadii(
    in outer: CornerGeometry, frame: Rect, shape: ConcentricRectangle, direction: LayoutDirection
) -> ResolvedRectangle {
    let radii = resolveCornerRadii(in: outer, frame: frame, shape: shape, direction: direction)
    let styles = shape.corners.physical(direction)
    let details = PhysicalCorners<CornerResolution> { corner in
        let gaps = EdgeGaps(of: frame, in: outer.rect).at(corner)
        let rc = finiteOrZero(outer.radii[corner])
        return CornerResolution(
            style: styles[corner], containerRadius: rc, dx: gaps.dx, dy: gaps.dy,
            containerCenter: arcCenter(of: outer.rect, corner: corner, radius: rc), radius: radii[corner])
    }
    return ResolvedRectangle(frame: frame, radii: radii, curve: outer.curve, corners: details, container: outer)
}

/// Steps 2 to 5, radii only: the resolver's cheapest form, and the first half of
/// `resolveRadii(in:frame:shape:direction:)`, which scene layouts (so every canvas frame) call for
/// every card. Written out corner by corner so that it allocates nothing and inlines into
/// straight code.
public func resolveCornerRadii(
    in outer: CornerGeometry, frame: Rect, shape: ConcentricRectangle, direction: LayoutDirection
) -> CornerRadii {
    // Step 2: the gaps on each side, floored at 0.
    let g = EdgeGaps(of: frame, in: outer.rect)
    // Step 3, with the logical corners placed by the layout direction.
    let ltr = direction == .leftToRight
    let s = shape.corners
    let tlStyle = ltr ? s.topLeading : s.topTrailing, trStyle = ltr ? s.topTrailing : s.topLeading
    let brStyle = ltr ? s.bottomTrailing : s.bottomLeading, blStyle = ltr ? s.bottomLeading : s.bottomTrailing
    var tl = cornerRadius(tlStyle, outer.radii.topLeft, max(g.left, g.top))
    var tr = cornerRadius(trStyle, outer.radii.topRight, max(g.right, g.top))
    var br = cornerRadius(brStyle, outer.radii.bottomRight, max(g.right, g.bottom))
    var bl = cornerRadius(blStyle, outer.radii.bottomLeft, max(g.left, g.bottom))
    var mtl = tlStyle.minimumRadius, mtr = trStyle.minimumRadius, mbr = brStyle.minimumRadius, mbl = blStyle.minimumRadius
    // Step 4: groups share their largest radius and their largest minimum, so that step 5 keeps
    // them equal. Leading is the left side left-to-right.
    func share(_ a: inout Double, _ b: inout Double, _ ma: inout Double, _ mb: inout Double) {
        (a, b) = (max(a, b), max(a, b))
        (ma, mb) = (max(ma, mb), max(ma, mb))
    }
    switch shape.uniformity {
    case .none: break
    case .all:
        let r = max(max(tl, tr), max(br, bl)), m = max(max(mtl, mtr), max(mbr, mbl))
        (tl, tr, br, bl) = (r, r, r, r)
        (mtl, mtr, mbr, mbl) = (m, m, m, m)
    case .top: share(&tl, &tr, &mtl, &mtr)
    case .bottom: share(&bl, &br, &mbl, &mbr)
    case .leading: if ltr { share(&tl, &bl, &mtl, &mbl) } else { share(&tr, &br, &mtr, &mbr) }
    case .trailing: if ltr { share(&tr, &br, &mtr, &mbr) } else { share(&tl, &bl, &mtl, &mbl) }
    case .topAndBottom:
        share(&tl, &tr, &mtl, &mtr)
        share(&bl, &br, &mbl, &mbr)
    case .leadingAndTrailing:
        share(&tl, &bl, &mtl, &mbl)
        share(&tr, &br, &mtr, &mbr)
    }
    // Step 5.
    return CornerRadii(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl)
        .fitted(in: frame, minimums: CornerRadii(topLeft: mtl, topRight: mtr, bottomRight: mbr, bottomLeft: mbl))
}

/// Step 3 for one corner: Rc the container corner's radius, d = max(dx, dy).
@inline(__always)
func cornerRadius(_ style: CornerStyle, _ rc: Double, _ d: Double) -> Double {
    switch style {
    case .concentric(let minimum): max(finiteOrZero(minimum), max(0, finiteOrZero(rc) - d))
    case .fixed(let r): max(0, finiteOrZero(r))
    }
}

/// The center of a corner arc of `radius` in `rect`'s corner: `radius` in from both edges.
public func arcCenter(of rect: Rect, corner: PhysicalCorner, radius: Double) -> Point {
    Point(
        x: corner.isLeft ? rect.minX + radius : rect.maxX - radius,
        y: corner.isTop ? rect.minY + radius : rect.maxY - radius)
}

/// Non-finite values (NaN, ±∞) count as 0, so that no input can make a radius non-finite.
@inline(__always)
func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }
