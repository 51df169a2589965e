// The shapes a view tree uses: as views, as backgrounds, as clips and as container shapes.
import ConcentricCore

/// A SwiftUI shape: a shape with radii of its own (Core's shape over the scene's numbers), or
/// one of the two whose corners come from the container. Apple's defaults are continuous:
/// `RoundedRectangle(cornerRadius:style:)`, `UnevenRoundedRectangle` and `Capsule(style:)`
/// (docs/SWIFTUI.md, "Container shapes").
public enum ViewShape: Sendable, Hashable {
    /// `Rectangle()`, `RoundedRectangle`, `UnevenRoundedRectangle`, `Capsule`, `Circle()` or
    /// `Ellipse()`: a shape that draws its own corners, whose radii may be parameters.
    case plain(ContainerShapeOf<Number>)
    /// `ConcentricRectangle(…)`: corners resolved against the nearest container shape. Each
    /// corner's minimum or fixed radius is a `Number`, evaluated at layout (`literal(parameters:)`).
    case concentricRectangle(ConcentricRectangleOf<Number>)
    /// `ContainerRelativeShape()`: the nearest container shape, inset to the frame.
    case containerRelative

    /// The shape's kind, for reports (`layout`'s `"shape"` field).
    public var kind: ViewKind {
        switch self {
        case .plain(let shape): .shape(shape.kind)
        case .concentricRectangle: .concentricRectangle
        case .containerRelative: .containerRelative
        }
    }
}

extension ContainerShapeOf where Value == Number {
    /// The shape in points: each radius evaluated against `parameters`. Not clamped here: the
    /// corner geometry the shape makes fits its radii to its frame (`CornerGeometry`).
    public func literal(parameters: [String: Double]) -> ContainerShape {
        map { $0.value(in: parameters) }
    }
}

extension ConcentricRectangleOf where Value == Number {
    /// The rectangle the resolver takes: each corner's number evaluated against `parameters`, held
    /// to the reader's rule for it (a length: NaN and negative values count as 0, values beyond
    /// `ViewLayout.maximumLength` as that), as a bound frame's numbers are.
    public func literal(parameters: [String: Double]) -> ConcentricRectangle {
        map { clampedLength($0.value(in: parameters)) }
    }
}
