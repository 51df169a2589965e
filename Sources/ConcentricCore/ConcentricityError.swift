// How far an inner outline is from being concentric with its container's.
import Foundation

/// The largest difference, over samples taken along each of the inner outline's four corners,
/// between the gap separating the two curves and the nominal inset at that corner.
///
/// The gap at a sample is its distance to the outer outline's boundary (negative outside it);
/// the nominal inset is min(dx, dy), the distance to the nearer of the container's two edges at
/// that corner: the gap a curve parallel to the container's keeps, and what a square corner far
/// from the container's rounded corners keeps along its edges (so such a corner measures 0,
/// while a fixed radius there measures how far it bends away from the edges). For circular corners
/// both curves are measured on exact circles, so equally inset circular corners with an
/// unclamped concentric radius give 0 to rounding error; a minimum, a fixed radius, unequal
/// insets or continuous corners give a positive value. A continuous container is measured on its
/// corners' own cubics and lines (`CornerBoundary`), not on a flattening of them.
///
/// Computed without overflow for any finite geometry: the error is a length, so both outlines are
/// first scaled to unit size (squares of coordinates near 1e154 pt would overflow to infinity and
/// give NaN), measured there, and the result scaled back.
public func concentricityError(inner: CornerGeometry, outer: CornerGeometry, samplesPerCorner: Int = 32) -> Double {
    concentricityErrors(inner: inner, outer: outer, samplesPerCorner: samplesPerCorner).maximum
}

/// The same measure corner by corner: each corner's largest difference over its own samples.
/// Annotations and reports use these, so that one fixed corner far from any container curve
/// does not put its number on the whole shape (`concentricityError` is their maximum).
public func concentricityErrors(inner: CornerGeometry, outer: CornerGeometry, samplesPerCorner: Int = 32) -> CornerRadii {
    let extent = max(inner.magnitude, outer.magnitude)
    guard extent.isFinite else { return CornerRadii(all: 0) }
    // Within the coordinate limit (everything the readers accept) the squares are harmless and
    // the values are measured as they are; beyond it, scaled by a power of two, which is exact.
    guard extent > 0x1p20 else { return unscaledConcentricityErrors(inner: inner, outer: outer, samplesPerCorner: samplesPerCorner) }
    let scale = Double(sign: .plus, exponent: extent.exponent + 1, significand: 1)
    let unit = unscaledConcentricityErrors(inner: inner.scaled(by: 1 / scale), outer: outer.scaled(by: 1 / scale), samplesPerCorner: samplesPerCorner)
    return CornerRadii { scale * unit[$0] }
}

extension CornerGeometry {
    /// The largest coordinate, size or radius.
    var magnitude: Double {
        max(abs(rect.minX), abs(rect.minY), abs(rect.maxX), abs(rect.maxY), radii.maximum)
    }

    func scaled(by factor: Double) -> CornerGeometry {
        CornerGeometry(
            rect: Rect(x: rect.minX * factor, y: rect.minY * factor, width: rect.width * factor, height: rect.height * factor),
            radii: CornerRadii(
                topLeft: radii.topLeft * factor, topRight: radii.topRight * factor,
                bottomRight: radii.bottomRight * factor, bottomLeft: radii.bottomLeft * factor),
            curve: curve)
    }
}

private func unscaledConcentricityErrors(inner: CornerGeometry, outer: CornerGeometry, samplesPerCorner: Int) -> CornerRadii {
    let outerBoundary = BoundaryDistance(outer)
    return CornerRadii { corner in
        let gaps = EdgeGaps(of: inner.rect, in: outer.rect).at(corner)
        let nominal = min(gaps.dx, gaps.dy)
        var worst = 0.0
        var hint = 0
        for p in inner.cornerSamples(corner, count: samplesPerCorner) {
            worst = max(worst, abs(outerBoundary.signedDistance(to: p, near: corner, hint: &hint) - nominal))
        }
        return worst
    }
}

extension ResolvedRectangle {
    /// This rectangle's concentricity error against the container it was resolved in.
    public var concentricityError: Double {
        ConcentricCore.concentricityError(inner: geometry, outer: container)
    }
}

/// Distance from a point to a rounded rectangle's boundary near one of its corners, positive
/// inside.
struct BoundaryDistance {
    let geometry: CornerGeometry
    /// For continuous corners, per corner: the corner's own cubics and lines, extended along its
    /// two straight edges.
    let corners: PhysicalCorners<CornerBoundary>?

    init(_ geometry: CornerGeometry) {
        self.geometry = geometry
        guard geometry.curve == .continuous else {
            self.corners = nil
            return
        }
        let blend = CornerOutline.continuousBlend(rect: geometry.rect, radii: geometry.radii)
        let reach = geometry.rect.width + geometry.rect.height
        self.corners = PhysicalCorners { corner in
            var path = Path()
            CornerOutline.appendCorner(
                corner, vertex: geometry.rect.point(at: corner), radius: geometry.radii[corner], blend: blend[corner],
                to: &path, moveFirst: true)
            let (back, ahead) = CornerOutline.frame(of: corner)
            return CornerBoundary(corner: path, edgeIn: back, edgeOut: ahead, reach: reach)
        }
    }

    /// The distance from `p`, a point near `corner`, to the boundary; `hint` carries the search
    /// from one sample to the next (`CornerBoundary.signedDistance`).
    func signedDistance(to p: Point, near corner: PhysicalCorner, hint: inout Int) -> Double {
        guard let boundary = corners?[corner] else { return circularSignedDistance(to: p) }
        return boundary.signedDistance(to: p, hint: &hint)
    }

    /// Exact for circular corners: within a corner's r × r square the nearest boundary point is
    /// on the arc, elsewhere on a straight edge.
    private func circularSignedDistance(to p: Point) -> Double {
        let rect = geometry.rect
        let corner: PhysicalCorner =
            p.y <= rect.midY ? (p.x <= rect.midX ? .topLeft : .topRight) : (p.x <= rect.midX ? .bottomLeft : .bottomRight)
        let r = geometry.radii[corner]
        // Distances to the corner's two edges (positive inside).
        let u = corner.isLeft ? p.x - rect.minX : rect.maxX - p.x
        let v = corner.isTop ? p.y - rect.minY : rect.maxY - p.y
        let toEdges = min(u, v, rect.width - u, rect.height - v)
        if u < r && v < r {
            let c = arcCenter(of: rect, corner: corner, radius: r)
            return r - p.distance(to: c)
        }
        return toEdges
    }
}
