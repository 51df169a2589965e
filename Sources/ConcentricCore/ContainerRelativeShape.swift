// The fallback for containers that are not rounded-rectangular (SwiftUI's ContainerRelativeShape).

/// The container's own shape, inset by the view's smallest edge gap.
///
/// Apple: "When the container shape does not conform to RoundedRectangularShape,
/// ConcentricRectangle provides an inset version of the container shape like
/// ContainerRelativeShape." As in the public reverse-engineering of ContainerRelativeShape
/// (OpenSwiftUI), the inset is d = max(0, the smallest of the four gaps between the view's edges
/// and the container's), and the shape is the container's, inset by d, drawn in the view's
/// coordinates; a renderer clips it to the view's frame.
public struct ContainerRelativeShape: Sendable, Hashable {
    /// The container (its shape and size).
    public var container: Container
    /// The view's frame in the container's coordinates.
    public var frame: Rect

    public init(container: Container, frame: Rect) {
        self.container = container
        self.frame = frame
    }

    /// d = max(0, min(left, top, right, bottom gap)).
    public var inset: Double {
        let b = container.bounds
        let gaps = [frame.minX - b.minX, frame.minY - b.minY, b.maxX - frame.maxX, b.maxY - frame.maxY]
        return max(0, finiteOrZero(gaps.min() ?? 0))
    }

    /// The container's bounds inset by d: where the inset shape is drawn.
    public var insetBounds: Rect { container.bounds.insetBy(dx: inset, dy: inset) }

    /// The outline, in the container's coordinates.
    public var outline: Path {
        let rect = insetBounds
        switch container.shape {
        case .ellipse:
            return CornerOutline.ellipse(in: rect)
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .capsule, .circle:
            // A rounded-rectangular shape inset by d: its radii shrink by d (for completeness;
            // the resolver only falls back for shapes that are not rounded-rectangular).
            let outer = container.shape.cornerGeometry(in: container.bounds, direction: .leftToRight)
            let inner = outer.map { g in
                CornerGeometry(rect: g.rect.insetBy(dx: inset, dy: inset), radii: CornerRadii { max(0, g.radii[$0] - inset) }, curve: g.curve)
            }
            return inner?.outline ?? CornerOutline.ellipse(in: rect)
        }
    }
}
