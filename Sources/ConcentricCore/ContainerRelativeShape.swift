// SwiftUI's ContainerRelativeShape: the container's shape, inset, drawn in a view's frame. It is a
// shape of its own and ConcentricRectangle's fallback for containers that are not rounded-rectangular.

/// The container's own shape inset by the view's smallest gap to it, drawn in the view's frame.
///
/// Apple: "When the container shape does not conform to RoundedRectangularShape,
/// ConcentricRectangle provides an inset version of the container shape like
/// ContainerRelativeShape." The construction is OpenSwiftUI's (`OpenSwiftUICore/Shape/
/// ContainerShape.swift`, `ContainerShapeType.path(in:proxy:shape:context:)`, marked complete;
/// the decompiled iOS closure agrees; docs/SWIFTUI.md, "ContainerRelativeShape", high):
///
///     d       = max(0, min(gap left, gap top, gap right, gap bottom))   view frame vs container frame
///     outline = container.inset(by: d).path(in: viewFrame.insetBy(dx: -d, dy: -d))
///
/// Insetting a shape by d and drawing it in a rectangle grown by d draws it in the rectangle
/// itself, with every corner radius reduced by d. So, for each container:
///
///     rectangle                 the view's frame
///     roundedRectangle(R)       the view's frame, every corner max(0, R − d)
///     unevenRoundedRectangle    the view's frame, each (physical) corner max(0, r − d)
///     capsule                   the view's frame's capsule
///     circle                    the circle inscribed in the view's frame (`Circle._Inset` draws
///                               a circle in the inset rect; its radius min(w, h) / 2 of the view
///                               is also min(W, H) / 2 − d of the container, clamped to the view)
///     ellipse                   the ellipse inscribed in the view's frame
///
/// Nothing is clipped: the outline is the shape. Radii are fitted to the view's frame
/// (`CornerRadii.fitted`: a uniform radius stops at half the shorter side, as SwiftUI's rounded
/// rectangles clamp theirs when drawn). The curve is the container's.
public struct ContainerRelativeShape: Sendable, Hashable {
    /// The container's shape (what `containerShape(_:)` published).
    public var container: ContainerShape
    /// The container's frame.
    public var containerFrame: Rect
    /// The view's frame, in the same coordinates as `containerFrame`.
    public var viewFrame: Rect
    /// Where leading and trailing are (for uneven radii).
    public var direction: LayoutDirection

    public init(container: ContainerShape, containerFrame: Rect, viewFrame: Rect, direction: LayoutDirection = .leftToRight) {
        self.container = container
        self.containerFrame = containerFrame
        self.viewFrame = viewFrame
        self.direction = direction
    }

    /// d = max(0, min(left, top, right, bottom gap)); non-finite gaps count as 0.
    public var inset: Double {
        EdgeGaps(of: viewFrame, in: containerFrame).smallest
    }

    /// The outline as a rounded rectangle, for containers that are rounded-rectangular (all but
    /// the ellipse): the view's frame (for a circle, the centred square holding its circle) with
    /// each physical corner max(0, r − d), fitted to the frame (`CornerRadii.fitted`).
    public var cornerGeometry: CornerGeometry? {
        guard let outer = container.cornerGeometry(in: containerFrame, direction: direction) else { return nil }
        let d = inset
        let rect: Rect
        if case .circle = container { rect = viewFrame.centredSquare } else { rect = viewFrame }
        return CornerGeometry(rect: rect, radii: CornerRadii { outer.radii[$0] - d }, curve: outer.curve)
    }

    /// The physical corner radii, present when the container is rounded-rectangular.
    public var radii: CornerRadii? { cornerGeometry?.radii }

    /// The outline, in the frames' coordinates; empty for an empty view frame.
    public var outline: Path {
        guard !viewFrame.isEmpty else { return Path() }
        if let geometry = cornerGeometry { return geometry.outline }
        // The ellipse: inset by d and drawn in the frame grown by d, it is the frame's own ellipse.
        return container.path(in: viewFrame, direction: direction)
    }
}
