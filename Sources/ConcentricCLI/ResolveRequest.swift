// One `concentric resolve` request: a container, a view's frame in it and the view's corners.
import ConcentricCore
import ConcentricJSON

/// What to resolve, read from
/// `{"container": C, "frame": F, "corners": S, "uniform": U, "layoutDirection": D}`
/// (the formats of C, F, S and U are in ConcentricJSON's `JSONShapes.swift`; S, U and D are
/// optional: all concentric, none, leftToRight).
public struct ResolveRequest: Sendable, Hashable {
    /// The container the view sits in (its shape and size, at the origin).
    public var container: Container
    /// The view's frame in the container's coordinates.
    public var frame: Rect
    /// The view's corner styles and uniform mode.
    public var shape: ConcentricRectangle
    /// Where leading and trailing are.
    public var direction: LayoutDirection

    public init(container: Container, frame: Rect, shape: ConcentricRectangle = ConcentricRectangle(), direction: LayoutDirection = .leftToRight) {
        self.container = container
        self.frame = frame
        self.shape = shape
        self.direction = direction
    }

    /// Reads one request object; `devices` resolves `{"device": id}` containers.
    public init(json node: JSONNode, devices: DeviceCatalog) throws(InputError) {
        try node.rejectUnknownFields(["container", "frame", "corners", "uniform", "layoutDirection"])
        container = try Container(json: node.field("container"), devices: devices)
        frame = try Rect(json: node.field("frame"))
        shape = try ConcentricRectangle(corners: node.optionalField("corners"), uniform: node.optionalField("uniform"))
        direction = .leftToRight
        if let node = try node.optionalField("layoutDirection") { direction = try LayoutDirection(json: node) }
    }

    /// The resolved corners (`resolveRadii`).
    public var resolution: Resolution {
        resolveRadii(container: container, frame: frame, shape: shape, direction: direction)
    }
}
