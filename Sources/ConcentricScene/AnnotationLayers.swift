// Which annotation layers are drawn over a scene. One type for the playground's overlay switches
// (and its state file), the renderer's options and `concentric render --annotate`; it lives here,
// below both the store and the renderer, so that neither has to translate the other's.

/// One annotation layer; the raw value is its name in the playground's state file.
public enum AnnotationLayer: String, Sendable, Hashable, CaseIterable {
    /// A dot at each concentric corner's shared center, with faint guide arcs: the container's
    /// arc and the card's arc around that center.
    case centers
    /// Each concentric corner's resolved radius as a label ("r 54").
    case radii
    /// The inset between a concentric corner and its container's, as a redline dimension.
    case insets
    /// Each card's concentricity error where it is not zero ("Δ 0.42 pt").
    case errors
}

/// Which annotation layers are on (none by default).
public struct AnnotationLayers: Sendable, Hashable {
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

    /// Every layer on (`RenderOptions.annotated`).
    public static let all = AnnotationLayers(centers: true, radii: true, insets: true, errors: true)

    /// Whether no layer is on (nothing to plan or draw).
    public var isEmpty: Bool { !(centers || radii || insets || errors) }

    public subscript(layer: AnnotationLayer) -> Bool {
        get {
            switch layer {
            case .centers: centers
            case .radii: radii
            case .insets: insets
            case .errors: errors
            }
        }
        set {
            switch layer {
            case .centers: centers = newValue
            case .radii: radii = newValue
            case .insets: insets = newValue
            case .errors: errors = newValue
            }
        }
    }
}
