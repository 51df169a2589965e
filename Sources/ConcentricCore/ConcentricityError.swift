// How far an inner outline is from being concentric with its container's.
import Foundation

/// The largest difference, over samples taken along each of the inner outline's four corners,
/// between the gap separating the two curves and the nominal inset at that corner.
///
/// The gap at a sample is its distance to the outer outline's boundary (negative outside it);
/// the nominal inset is max(dx, dy), the distance the resolver subtracts. For circular corners
/// both curves are measured on exact circles, so equally inset circular corners with an
/// unclamped concentric radius give 0 to rounding error; a minimum, a fixed radius, unequal
/// insets or continuous corners give a positive value.
public func concentricityError(inner: CornerGeometry, outer: CornerGeometry, samplesPerCorner: Int = 48) -> Double {
    var worst = 0.0
    let outerBoundary = BoundaryDistance(outer)
    for corner in PhysicalCorner.allCases {
        let gaps = cornerGaps(frame: inner.rect, container: outer.rect, corner: corner)
        let nominal = max(gaps.dx, gaps.dy)
        for p in inner.cornerSamples(corner, count: samplesPerCorner) {
            worst = max(worst, abs(outerBoundary.signedDistance(to: p) - nominal))
        }
    }
    return worst
}

extension ResolvedRectangle {
    /// This rectangle's concentricity error against the container it was resolved in.
    public var concentricityError: Double {
        ConcentricCore.concentricityError(inner: geometry, outer: container)
    }
}

/// Distance from a point to a rounded rectangle's boundary, positive inside.
struct BoundaryDistance {
    let geometry: CornerGeometry
    /// For continuous corners: the outline flattened finely enough for sub-1e-5 pt accuracy.
    let polygon: [Point]?

    init(_ geometry: CornerGeometry) {
        self.geometry = geometry
        self.polygon = geometry.curve == .continuous ? geometry.outline.flattened(segmentsPerCurve: 256).first : nil
    }

    func signedDistance(to p: Point) -> Double {
        if let polygon {
            var best = Double.infinity
            for i in polygon.indices {
                best = min(best, distance(from: p, toSegment: polygon[i], polygon[(i + 1) % polygon.count]))
            }
            return polygonContains(polygon, p) ? best : -best
        }
        return circularSignedDistance(to: p)
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
