// The inverse of JSONShapes.swift: the Core's shape types written in the formats those readers accept.

extension CornerStyle {
    /// `"concentric"`, `{"concentric": {"minimum": m}}` or `{"fixed": r}`.
    public var json: JSONValue {
        switch self {
        case .concentric(let minimum):
            kind == .concentric ? .string("concentric") : .object([("concentric", .object([("minimum", .number(minimum))]))])
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
        let shape = ("shape", JSONValue.string(kind.rawValue))
        switch self {
        case .rectangle, .circle, .ellipse: return [shape]
        case .roundedRectangle(let radius, let curve): return [shape, ("radius", .number(radius))] + style(curve)
        case .unevenRoundedRectangle(let radii, let curve):
            return [shape, ("radii", .object(LogicalCorner.allCases.map { ($0.rawValue, .number(radii[$0])) }))] + style(curve)
        case .capsule(let curve): return [shape] + style(curve)
        }
    }
}
