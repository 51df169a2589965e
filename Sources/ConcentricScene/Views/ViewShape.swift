// The shapes a view tree uses: as views, as backgrounds, as clips and as container shapes.
import ConcentricCore

/// A SwiftUI shape. Apple's defaults are continuous: `RoundedRectangle(cornerRadius:style:)`,
/// `UnevenRoundedRectangle` and `Capsule(style:)` (docs/SWIFTUI.md, "Container shapes").
public enum ViewShape: Sendable, Hashable {
    /// `Rectangle()`: square corners filling the frame.
    case rectangle
    /// `RoundedRectangle(cornerRadius:style:)`; the radius is at most half the shorter side.
    case roundedRectangle(cornerRadius: Number, curve: CornerCurve = .continuous)
    /// `UnevenRoundedRectangle(cornerRadii:style:)`: one radius per logical corner.
    case unevenRoundedRectangle(radii: LogicalCorners<Number>, curve: CornerCurve = .continuous)
    /// `Capsule(style:)`: half the shorter side at every corner.
    case capsule(curve: CornerCurve = .continuous)
    /// `Circle()`: the circle of diameter min(W, H) centred in the frame.
    case circle
    /// `Ellipse()`: the ellipse inscribed in the frame.
    case ellipse
    /// `ConcentricRectangle(…)`: corners resolved against the nearest container shape. Each
    /// corner's minimum or fixed radius is a `Number`, evaluated at layout (`literal(parameters:)`).
    case concentricRectangle(ConcentricRectangleOf<Number>)
    /// `ContainerRelativeShape()`: the nearest container shape, inset to the frame.
    case containerRelative

    /// The shape's kind, for reports (`layout`'s `"shape"` field).
    public var kind: ViewKind {
        switch self {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle
        case .unevenRoundedRectangle: .unevenRoundedRectangle
        case .capsule: .capsule
        case .circle: .circle
        case .ellipse: .ellipse
        case .concentricRectangle: .concentricRectangle
        case .containerRelative: .containerRelative
        }
    }

    /// The Core container shape this shape is when it fills a frame on its own, with its numbers
    /// evaluated; nil for the two shapes that depend on their container.
    public func containerShape(parameters: [String: Double]) -> ContainerShape? {
        switch self {
        case .rectangle: return .rectangle
        case .roundedRectangle(let radius, let curve):
            return .roundedRectangle(radius: radius.value(in: parameters), curve: curve)
        case .unevenRoundedRectangle(let radii, let curve):
            let values = LogicalCorners(
                topLeading: radii.topLeading.value(in: parameters), topTrailing: radii.topTrailing.value(in: parameters),
                bottomLeading: radii.bottomLeading.value(in: parameters), bottomTrailing: radii.bottomTrailing.value(in: parameters))
            return .unevenRoundedRectangle(radii: values, curve: curve)
        case .capsule(let curve): return .capsule(curve: curve)
        case .circle: return .circle
        case .ellipse: return .ellipse
        case .concentricRectangle, .containerRelative: return nil
        }
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
