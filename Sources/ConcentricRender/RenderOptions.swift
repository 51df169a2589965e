// What the renderer draws on top of the scene: the spec annotations, each separately switchable.

/// Drawing options shared by the canvas, PNG, SVG and PDF output.
public struct RenderOptions: Sendable, Hashable {
    /// A dot at each concentric corner's shared center, with faint guide arcs: the container's
    /// arc and the card's arc around that center.
    public var showCenters: Bool
    /// Each concentric corner's resolved radius as a label ("r 54").
    public var showRadii: Bool
    /// The inset between a concentric corner and its container's, as a redline dimension.
    public var showInsets: Bool
    /// Each card's concentricity error where it is not zero ("Δ 0.42 pt").
    public var showErrors: Bool
    /// Paint the scene's background inside the screen's shape (off: only cards are drawn).
    public var drawBackground: Bool

    public init(showCenters: Bool = false, showRadii: Bool = false, showInsets: Bool = false, showErrors: Bool = false, drawBackground: Bool = true) {
        self.showCenters = showCenters
        self.showRadii = showRadii
        self.showInsets = showInsets
        self.showErrors = showErrors
        self.drawBackground = drawBackground
    }

    /// Every annotation on (`concentric render --annotate`).
    public static let annotated = RenderOptions(showCenters: true, showRadii: true, showInsets: true, showErrors: true)

    /// All four annotation kinds at once: reading it says whether all are on; setting it switches all.
    public var annotate: Bool {
        get { showCenters && showRadii && showInsets && showErrors }
        set {
            showCenters = newValue
            showRadii = newValue
            showInsets = newValue
            showErrors = newValue
        }
    }

    /// Whether any annotation is drawn.
    public var anyAnnotation: Bool { showCenters || showRadii || showInsets || showErrors }
}
