// The shape a container publishes for the views inside it (SwiftUI's `containerShape(_:)`).

/// How a rounded corner is drawn. The style never changes a radius, only the curve through it.
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    /// An exact quarter circle.
    case circular
    /// Apple's continuous ("squircle") corner: the curvature ramps up from the straight edge
    /// instead of jumping (see `CornerOutline.continuousCorner`).
    case continuous

    /// SwiftUI's default curve for `RoundedRectangle`, `UnevenRoundedRectangle`, `Capsule` and
    /// `.rect(cornerRadius:)`: `style: RoundedCornerStyle = .continuous` in every one of their
    /// initialisers (Apple's documentation; docs/SWIFTUI.md, "Container shapes",
    /// high confidence). Version 1 scene files predate this and say circular instead.
    public static let swiftUIDefault: CornerCurve = .continuous
}

/// A container's shape over the number type of its radii: `Double` for geometry
/// (`ContainerShape`), a scene's `Number` for a shape whose radii may be parameters. All cases but
/// `ellipse` are rounded-rectangular: they are described by a corner rectangle and four corner
/// radii, which is what concentric corners resolve against (SwiftUI's `RoundedRectangularShape`).
/// Any other shape gets the container-relative fallback.
public enum ContainerShapeOf<Value: Sendable & Hashable>: Sendable, Hashable {
    /// Square corners.
    case rectangle
    /// The same radius at every corner (continuous by default, as SwiftUI's).
    case roundedRectangle(radius: Value, curve: CornerCurve = CornerCurve.swiftUIDefault)
    /// One radius per logical corner; a layout direction maps them onto physical corners.
    case unevenRoundedRectangle(radii: LogicalCorners<Value>, curve: CornerCurve = CornerCurve.swiftUIDefault)
    /// Half the shorter side at every corner.
    case capsule(curve: CornerCurve = CornerCurve.swiftUIDefault)
    /// Drawn as the circle of diameter min(width, height) centred in the container; as a
    /// container it publishes radius min(W, H) / 2 at the corners of its full frame (see
    /// `cornerGeometry(in:direction:)`).
    case circle
    /// The ellipse inscribed in the container: not rounded-rectangular.
    case ellipse

    /// A shape without its parameters (`ContainerShapeKind`).
    public typealias Kind = ContainerShapeKind

    /// A shape of `kind`: `radius` at every corner where the kind takes radii, drawn with `curve`
    /// where it takes a curve (a new shape picked in place of another keeps both).
    public init(_ kind: Kind, radius: Value, curve: CornerCurve) {
        switch kind {
        case .rectangle: self = .rectangle
        case .roundedRectangle: self = .roundedRectangle(radius: radius, curve: curve)
        case .unevenRoundedRectangle: self = .unevenRoundedRectangle(radii: LogicalCorners(all: radius), curve: curve)
        case .capsule: self = .capsule(curve: curve)
        case .circle: self = .circle
        case .ellipse: self = .ellipse
        }
    }

    /// Which shape this is, without its radii and curve.
    public var kind: Kind {
        switch self {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle
        case .unevenRoundedRectangle: .unevenRoundedRectangle
        case .capsule: .capsule
        case .circle: .circle
        case .ellipse: .ellipse
        }
    }

    /// The curve drawn through the rounded corners.
    public var curve: CornerCurve {
        switch self {
        case .roundedRectangle(_, let curve), .unevenRoundedRectangle(_, let curve), .capsule(let curve):
            curve
        case .rectangle, .circle, .ellipse:
            .circular
        }
    }

    /// Whether the shape takes a curve (`RoundedCornerStyle`): a rounded rectangle, an uneven
    /// one and a capsule.
    public var takesCurve: Bool {
        switch self {
        case .roundedRectangle, .unevenRoundedRectangle, .capsule: true
        case .rectangle, .circle, .ellipse: false
        }
    }

    /// The same shape drawn with `curve`; a shape that takes no curve is unchanged.
    public func with(curve: CornerCurve) -> Self {
        switch self {
        case .roundedRectangle(let radius, _): .roundedRectangle(radius: radius, curve: curve)
        case .unevenRoundedRectangle(let radii, _): .unevenRoundedRectangle(radii: radii, curve: curve)
        case .capsule: .capsule(curve: curve)
        case .rectangle, .circle, .ellipse: self
        }
    }

    /// The radii the shape is given, per logical corner (one radius at all four for a rounded
    /// rectangle); nil for the shapes whose corners follow from their size or are square.
    public var radii: LogicalCorners<Value>? {
        switch self {
        case .roundedRectangle(let radius, _): LogicalCorners(all: radius)
        case .unevenRoundedRectangle(let radii, _): radii
        case .rectangle, .capsule, .circle, .ellipse: nil
        }
    }

    /// The same shape with each radius transformed (a scene's numbers evaluated, say).
    public func map<T: Sendable & Hashable, E: Error>(_ transform: (Value) throws(E) -> T) throws(E) -> ContainerShapeOf<T> {
        switch self {
        case .rectangle: .rectangle
        case .roundedRectangle(let radius, let curve): .roundedRectangle(radius: try transform(radius), curve: curve)
        case .unevenRoundedRectangle(let radii, let curve): .unevenRoundedRectangle(radii: try radii.map(transform), curve: curve)
        case .capsule(let curve): .capsule(curve: curve)
        case .circle: .circle
        case .ellipse: .ellipse
        }
    }
}

/// A shape without its parameters: the one list of shapes, whose raw values are the names JSON
/// uses (`{"shape": "capsule"}`) and which the playground offers in this order. A new shape is a
/// case here and in `ContainerShapeOf`; the compiler then points at the switches that must handle
/// it: the two JSON formats, SwiftUI out and in, and the layer list's icon (docs/ARCHITECTURE.md
/// names the files).
public enum ContainerShapeKind: String, Sendable, Hashable, CaseIterable {
    case rectangle, roundedRectangle, unevenRoundedRectangle, capsule, circle, ellipse

    /// SwiftUI's type for the shape (`RoundedRectangle`): the name scene files, the importer and
    /// the generated code use.
    public var swiftUIName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The shape whose SwiftUI type is `name`.
    public init?(swiftUIName name: String) {
        guard let kind = Self.bySwiftUIName[name] else { return nil }
        self = kind
    }

    private static let bySwiftUIName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.swiftUIName, $0) })
}

/// A container's shape in points: what the resolver and the outlines take.
public typealias ContainerShape = ContainerShapeOf<Double>

extension ContainerShapeOf where Value == Double {
    /// The shape's corner rectangle and radii when it fills `bounds`, or nil for shapes that are
    /// not rounded-rectangular.
    ///
    /// With half = min(W, H) / 2:
    /// - rectangle: 0 everywhere; roundedRectangle(R): min(R, half);
    /// - unevenRoundedRectangle: the radii placed by the layout direction, scaled by one factor
    ///   where two overlap on an edge (`CornerRadii.fitted`);
    /// - capsule: half; circle: half too, at the corners of the full `bounds`, not of the centred
    ///   square: Apple's `Circle.corners(in:)` answers min(W, H) / 2 at all four corners of the
    ///   rect it is given (decompiled iOS 26 getter; docs/SWIFTUI.md, "Container shapes",
    ///   medium confidence), so a non-square circle container resolves like a capsule.
    /// Negative or non-finite radii count as 0. The corners describe what a container publishes;
    /// `path(in:direction:)` is what the shape draws (a circle stays a circle).
    public func cornerGeometry(in bounds: Rect, direction: LayoutDirection) -> CornerGeometry? {
        let half = bounds.halfShorterSide
        switch self {
        case .rectangle:
            return CornerGeometry(rect: bounds, radii: CornerRadii(all: 0), curve: .circular)
        case .roundedRectangle(let radius, let curve):
            return CornerGeometry(rect: bounds, radii: CornerRadii(all: radius), curve: curve)
        case .unevenRoundedRectangle(let radii, let curve):
            return CornerGeometry(rect: bounds, radii: radii.physical(direction), curve: curve)
        case .capsule(let curve):
            return CornerGeometry(rect: bounds, radii: CornerRadii(all: half), curve: curve)
        case .circle:
            return CornerGeometry(rect: bounds, radii: CornerRadii(all: half), curve: .circular)
        case .ellipse:
            return nil
        }
    }

    /// The outline the shape itself draws when it fills `rect` (SwiftUI's `Shape.path(in:)`):
    /// a circle is the circle of diameter min(W, H) centred in `rect`, an ellipse the ellipse
    /// inscribed in it, every other shape its rounded rectangle (`cornerGeometry`).
    public func path(in rect: Rect, direction: LayoutDirection) -> Path {
        switch self {
        case .circle:
            let square = rect.centredSquare
            return CornerGeometry(rect: square, radii: CornerRadii(all: square.halfShorterSide), curve: .circular).outline
        case .ellipse:
            return CornerOutline.ellipse(in: rect)
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .capsule:
            return cornerGeometry(in: rect, direction: direction)?.outline ?? Path()
        }
    }
}

/// A rounded rectangle described by its corners: the rectangle, a radius per physical corner
/// (fitted so that each edge carries its two corners) and the curve through the corners.
public struct CornerGeometry: Sendable, Hashable {
    public let rect: Rect
    /// Fitted to `rect` (`CornerRadii.fitted(in:)`) when built, so no reader clamps again.
    public let radii: CornerRadii
    public let curve: CornerCurve

    public init(rect: Rect, radii: CornerRadii, curve: CornerCurve) {
        self.rect = rect
        self.radii = radii.fitted(in: rect)
        self.curve = curve
    }
}

/// A container: a shape filling a rectangle of the given size at the origin. Views inside it
/// give their frames in its coordinates.
public struct Container: Sendable, Hashable {
    public var shape: ContainerShape
    public var size: Size

    public init(shape: ContainerShape, size: Size) {
        self.shape = shape
        self.size = size
    }

    /// The container's bounds: its size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }
}
