// How far a laid-out concentric shape is from its container's outline (the status line's Δ).
import ConcentricCore

extension ResolvedShape {
    /// This shape's concentricity error (Core's `concentricityError`) against the container it
    /// resolved in, laid out in `direction`; nil when it does not follow a container (a fixed
    /// shape), when either outline is not rounded-rectangular (an ellipse, the container-relative
    /// fallback inside one), or when its frame is empty. Samples every corner: compute it once per
    /// change, not per frame.
    public func concentricityError(direction: LayoutDirection) -> Double? {
        guard !frame.isEmpty, let corners, let container,
            let outer = container.shape.cornerGeometry(in: container.frame, direction: direction)
        else { return nil }
        return ConcentricCore.concentricityError(inner: corners, outer: outer)
    }
}
