// Which annotation layers are drawn over a scene. One type for the playground's overlay switches
// (and its state file), the renderer's options and `concentric render --annotate`; it lives here,
// below both the store and the renderer, so that neither has to translate the other's.

/// One annotation layer; the raw value is its name in the playground's state file.
public enum AnnotationLayer: String, Sendable, Hashable, CaseIterable {
    /// A dot at each concentric corner's shared center, with faint guide arcs: the container's
    /// arc and the card's arc around that center.
    case centers
    /// Each concentric corner's resolved radius in its callout ("r 54"), a fixed corner's style
    /// ("fixed 24").
    case radii
    /// The inset between a concentric corner and its container's, as a redline dimension.
    case insets
    /// Each concentric corner's concentricity error from 0.5 pt, with its cause in words.
    case errors
    /// The key to the marks: what the dot, the dashed arc, the red dimension and Δ mean.
    case legend
}

/// Which annotation layers are on (none by default).
public struct AnnotationLayers: Sendable, Hashable {
    public var centers: Bool
    public var radii: Bool
    public var insets: Bool
    public var errors: Bool
    public var legend: Bool

    public init(centers: Bool = false, radii: Bool = false, insets: Bool = false, errors: Bool = false, legend: Bool = false) {
        self.centers = centers
        self.radii = radii
        self.insets = insets
        self.errors = errors
        self.legend = legend
    }

    /// Every layer on (`RenderOptions.annotated`): every annotated export carries its legend.
    public static let all = AnnotationLayers(centers: true, radii: true, insets: true, errors: true, legend: true)

    /// Whether no layer is on (nothing to plan or draw).
    public var isEmpty: Bool { !(centers || radii || insets || errors || legend) }

    /// Whether a layer that marks corners is on (the legend alone marks none).
    public var marksCorners: Bool { centers || radii || insets || errors }

    public subscript(layer: AnnotationLayer) -> Bool {
        get {
            switch layer {
            case .centers: centers
            case .radii: radii
            case .insets: insets
            case .errors: errors
            case .legend: legend
            }
        }
        set {
            switch layer {
            case .centers: centers = newValue
            case .radii: radii = newValue
            case .insets: insets = newValue
            case .errors: errors = newValue
            case .legend: legend = newValue
            }
        }
    }
}
