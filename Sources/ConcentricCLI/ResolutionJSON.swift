// `concentric resolve`'s output for one resolution.
import ConcentricCore
import ConcentricJSON

extension Resolution {
    /// A rounded-rectangular container gives
    /// `{"shape": "concentricRectangle", "radii": {"topLeft", "topRight", "bottomRight", "bottomLeft"},
    /// "curve": "circular"|"continuous", "concentricityError": e}` (physical corners, points);
    /// any other gives `{"shape": "containerRelative", "inset": d}`.
    public var json: JSONValue {
        switch self {
        case .concentricRectangle(let rectangle):
            .object([
                ("shape", .string("concentricRectangle")),
                ("radii", .object(PhysicalCorner.allCases.map { ($0.rawValue, .number(rectangle.radii[$0])) })),
                ("curve", .string(rectangle.curve.rawValue)),
                ("concentricityError", .number(rectangle.concentricityError)),
            ])
        case .containerRelative(let shape):
            .object([("shape", .string("containerRelative")), ("inset", .number(shape.inset))])
        }
    }
}
