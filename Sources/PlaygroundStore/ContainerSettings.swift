// The playground's container (the screen's shape): a shape kind, its radii and its curve.
import ConcentricCore

/// Which container settings each shape uses (the drop-down offers `ContainerShape.Kind.allCases`
/// in order). `ellipse` is the one shape that is not rounded-rectangular: concentric cards inside
/// it take the container-relative fallback.
extension ContainerShape.Kind {
    /// Whether the radius control applies (the uneven kind uses the four corner radii).
    public var usesRadius: Bool { self == .roundedRectangle }
    /// Whether the four per-corner radius controls apply.
    public var usesCornerRadii: Bool { self == .unevenRoundedRectangle }
    /// Whether the curve control applies (circle, ellipse and rectangle have no rounded corners
    /// drawn with a choice of curve).
    public var usesCurve: Bool {
        switch self {
        case .roundedRectangle, .unevenRoundedRectangle, .capsule: true
        case .rectangle, .circle, .ellipse: false
        }
    }
}

/// Every setting of the container, kept even for the kinds that ignore it, so switching the kind
/// back and forth loses nothing. Radii are clamped to `PlaygroundLimits.containerRadius` when set.
public struct ContainerSettings: Sendable, Hashable {
    public var kind: ContainerShape.Kind
    /// The radius of `roundedRectangle`, in points.
    public var radius: Double {
        get { storedRadius }
        set { storedRadius = PlaygroundLimits.containerRadius.clamping(newValue, nanFallback: storedRadius) }
    }
    /// The per-corner radii of `unevenRoundedRectangle`, in points.
    public var cornerRadii: LogicalCorners<Double> {
        get { storedCornerRadii }
        set {
            for corner in LogicalCorner.allCases {
                storedCornerRadii[corner] = PlaygroundLimits.containerRadius.clamping(newValue[corner], nanFallback: storedCornerRadii[corner])
            }
        }
    }
    /// The curve through the rounded corners.
    public var curve: CornerCurve

    private var storedRadius: Double = 0
    private var storedCornerRadii = LogicalCorners<Double>(all: 0)

    public init(kind: ContainerShape.Kind, radius: Double, cornerRadii: LogicalCorners<Double>? = nil, curve: CornerCurve) {
        self.kind = kind
        self.curve = curve
        self.radius = radius
        self.cornerRadii = cornerRadii ?? LogicalCorners(all: radius)
    }

    /// A device's display: a rounded rectangle with its corner radius and curve.
    public init(device: DeviceProfile) {
        self.init(kind: .roundedRectangle, radius: device.cornerRadius, curve: device.cornerCurve)
    }

    /// The Core's shape for these settings.
    public var shape: ContainerShape {
        switch kind {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle(radius: radius, curve: curve)
        case .unevenRoundedRectangle: .unevenRoundedRectangle(radii: cornerRadii, curve: curve)
        case .capsule: .capsule(curve: curve)
        case .circle: .circle
        case .ellipse: .ellipse
        }
    }
}
