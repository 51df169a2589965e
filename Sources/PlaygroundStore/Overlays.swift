// The canvas's optional annotations, each switched on its own.

/// One annotation layer the canvas can draw over the scene.
public enum Overlay: String, Sendable, Hashable, CaseIterable, Codable {
    /// Each concentric corner's shared center and guide arcs.
    case centers
    /// Each corner's resolved radius as a label.
    case radii
    /// The inset between neighbouring outlines as a dimension line.
    case insets
    /// Each card's concentricity error where it is not zero.
    case errors
}

/// Which overlays are on (all off by default).
public struct Overlays: Sendable, Hashable {
    public var centers: Bool
    public var radii: Bool
    public var insets: Bool
    public var errors: Bool

    public init(centers: Bool = false, radii: Bool = false, insets: Bool = false, errors: Bool = false) {
        self.centers = centers
        self.radii = radii
        self.insets = insets
        self.errors = errors
    }

    public subscript(overlay: Overlay) -> Bool {
        get {
            switch overlay {
            case .centers: centers
            case .radii: radii
            case .insets: insets
            case .errors: errors
            }
        }
        set {
            switch overlay {
            case .centers: centers = newValue
            case .radii: radii = newValue
            case .insets: insets = newValue
            case .errors: errors = newValue
            }
        }
    }
}
