// One `concentric resolve` request: a container, a view's frame in it and the view's corners.
import ConcentricCore
import ConcentricJSON

/// What to resolve, read from
/// `{"view": V, "container": C, "frame": F, "corners": S, "uniform": U, "layoutDirection": D}`
/// (the formats of C, F, S and U are in ConcentricJSON's `JSONShapes.swift`; V, S, U and D are
/// optional: concentricRectangle, all concentric, none, leftToRight). S and U apply only to a
/// concentric rectangle. A rounded container without "style" is continuous, as in SwiftUI.
public struct ResolveRequest: Sendable, Hashable {
    /// Which SwiftUI shape the view is.
    public enum View: String, Sendable, Hashable, CaseIterable {
        /// `ConcentricRectangle`: radii resolved per corner (or the container-relative fallback).
        case concentricRectangle
        /// `ContainerRelativeShape`: the container's shape inset by the view's smallest gap.
        case containerRelative
    }

    /// The view's shape.
    public var view: View
    /// The container the view sits in (its shape and size, at the origin).
    public var container: Container
    /// The view's frame in the container's coordinates.
    public var frame: Rect
    /// The view's corner styles and uniform mode (concentric rectangles only).
    public var shape: ConcentricRectangle
    /// Where leading and trailing are.
    public var direction: LayoutDirection

    public init(
        view: View = .concentricRectangle, container: Container, frame: Rect, shape: ConcentricRectangle = ConcentricRectangle(),
        direction: LayoutDirection = .leftToRight
    ) {
        self.view = view
        self.container = container
        self.frame = frame
        self.shape = shape
        self.direction = direction
    }

    /// Reads one request object; `devices` resolves `{"device": id}` containers.
    public init(json node: JSONNode, devices: DeviceCatalog) throws(InputError) {
        try node.rejectUnknownFields(["view", "container", "frame", "corners", "uniform", "layoutDirection"])
        view = try node.optionalField("view")?.oneOf(View.self, "view") ?? .concentricRectangle
        if view == .containerRelative {
            for key in ["corners", "uniform"] where try node.optionalField(key) != nil {
                throw node.error("field \"\(key)\" applies only to view \"concentricRectangle\" (this request's view is \"containerRelative\")")
            }
        }
        container = try Container(json: node.field("container"), devices: devices, defaultCurve: CornerCurve.swiftUIDefault)
        frame = try Rect(json: node.field("frame"))
        shape = try ConcentricRectangle(corners: node.optionalField("corners"), uniform: node.optionalField("uniform"))
        direction = .leftToRight
        if let node = try node.optionalField("layoutDirection") { direction = try LayoutDirection(json: node) }
    }

    /// The answer: the resolved corners (`resolveRadii`), or the container-relative shape.
    public var resolution: Resolution {
        switch view {
        case .concentricRectangle:
            resolveRadii(container: container, frame: frame, shape: shape, direction: direction)
        case .containerRelative:
            .containerRelative(ContainerRelativeShape(container: container.shape, containerFrame: container.bounds, viewFrame: frame, direction: direction))
        }
    }
}
