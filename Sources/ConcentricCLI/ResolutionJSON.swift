// `concentric resolve`'s output for one resolution.
import ConcentricCore
import ConcentricJSON

extension Resolution {
    /// A concentric rectangle in a rounded-rectangular container gives
    /// `{"shape": "concentricRectangle", "radii": {"topLeft", "topRight", "bottomRight", "bottomLeft"},
    /// "curve": "circular"|"continuous", "concentricityError": e}` (physical corners, points);
    /// a container-relative shape (the view asked for, or a concentric rectangle's fallback in an
    /// ellipse) gives `ContainerRelativeShape.json`.
    public var json: JSONValue {
        switch self {
        case .concentricRectangle(let rectangle):
            .object([
                ("shape", .string("concentricRectangle")),
                ("radii", rectangle.radii.json),
                ("curve", .string(rectangle.curve.rawValue)),
                ("concentricityError", .number(rectangle.concentricityError)),
            ])
        case .containerRelative(let shape):
            shape.json
        }
    }
}

extension ContainerRelativeShape {
    /// `{"shape": "containerRelative", "inset": d, "container": kind, "radii": {…}}`, with
    /// `radii` (physical corners) only when the container is rounded-rectangular.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("shape", .string("containerRelative")), ("inset", .number(inset)), ("container", .string(container.kind.rawValue)),
        ]
        if let radii { members.append(("radii", radii.json)) }
        return .object(members)
    }
}

extension PhysicalCorners where Value == Double {
    /// `{"topLeft": r, "topRight": r, "bottomRight": r, "bottomLeft": r}`.
    var json: JSONValue { .object(PhysicalCorner.allCases.map { ($0.rawValue, .number(self[$0])) }) }
}
