// The inverse of JSONShapes.swift: the Core's shape types written in the formats those readers accept.
import ConcentricCore

extension CornerStyle {
    /// `"concentric"`, `{"concentric": {"minimum": m}}` or `{"fixed": r}`.
    public var json: JSONValue {
        switch self {
        case .concentric(let minimum):
            minimum == 0 ? .string("concentric") : .object([("concentric", .object([("minimum", .number(minimum))]))])
        case .fixed(let r):
            .object([("fixed", .number(r))])
        }
    }
}

extension LogicalCorners where Value == CornerStyle {
    /// One style when the four corners agree, otherwise an object keyed by logical corner.
    public var json: JSONValue {
        if topLeading == topTrailing, topLeading == bottomLeading, topLeading == bottomTrailing { return topLeading.json }
        return .object(LogicalCorner.allCases.map { ($0.rawValue, self[$0].json) })
    }
}

extension ContainerShape {
    /// The members of `{"shape": name, …}` (see JSONShapes.swift), to merge into an object.
    public var jsonMembers: [(String, JSONValue)] {
        func style(_ curve: CornerCurve) -> [(String, JSONValue)] {
            curve == .circular ? [] : [("style", .string(curve.rawValue))]
        }
        switch self {
        case .rectangle: return [("shape", .string("rectangle"))]
        case .roundedRectangle(let radius, let curve):
            return [("shape", .string("roundedRectangle")), ("radius", .number(radius))] + style(curve)
        case .unevenRoundedRectangle(let radii, let curve):
            return [("shape", .string("unevenRoundedRectangle")), ("radii", .object(LogicalCorner.allCases.map { ($0.rawValue, .number(radii[$0])) }))]
                + style(curve)
        case .capsule(let curve): return [("shape", .string("capsule"))] + style(curve)
        case .circle: return [("shape", .string("circle"))]
        case .ellipse: return [("shape", .string("ellipse"))]
        }
    }
}
