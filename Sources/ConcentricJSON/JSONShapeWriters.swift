// The inverse of JSONShapes.swift: the Core's shape types written in the formats those readers accept.
import ConcentricCore

extension CornerStyleOf where Value: ExpressibleByIntegerLiteral {
    /// `"concentric"`, `{"concentric": {"minimum": m}}` or `{"fixed": r}`, each number written by
    /// `value` (a scene writes its parameters as `{"param": NAME}`).
    public func json(value: (Value) -> JSONValue) -> JSONValue {
        switch self {
        case .concentric(let minimum):
            kind == .concentric ? .string("concentric") : .object([("concentric", .object([("minimum", value(minimum))]))])
        case .fixed(let r):
            .object([("fixed", value(r))])
        }
    }
}

extension CornerStyle {
    /// `"concentric"`, `{"concentric": {"minimum": m}}` or `{"fixed": r}`.
    public var json: JSONValue { json(value: JSONValue.number) }
}

extension LogicalCorners {
    /// One style when the four corners agree, otherwise an object keyed by logical corner.
    public func json<StyleValue>(value: (StyleValue) -> JSONValue) -> JSONValue where Value == CornerStyleOf<StyleValue>, StyleValue: ExpressibleByIntegerLiteral {
        if topLeading == topTrailing, topLeading == bottomLeading, topLeading == bottomTrailing { return topLeading.json(value: value) }
        return .object(LogicalCorner.allCases.map { ($0.rawValue, self[$0].json(value: value)) })
    }
}

extension LogicalCorners where Value == CornerStyle {
    /// One style when the four corners agree, otherwise an object keyed by logical corner.
    public var json: JSONValue { json(value: JSONValue.number) }
}

extension ContainerShape {
    /// The members of `{"shape": name, …}` (see JSONShapes.swift), to merge into an object.
    /// Rounded shapes always write their "style", so that the text means the same to readers
    /// whose default curve differs (version 1 scenes: circular; SwiftUI and `resolve`: continuous).
    public var jsonMembers: [(String, JSONValue)] {
        func style(_ curve: CornerCurve) -> [(String, JSONValue)] { [("style", .string(curve.rawValue))] }
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
