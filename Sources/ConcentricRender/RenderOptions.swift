// What the renderer draws besides the scene: the annotation layers, and whether to paint the background.
import ConcentricScene

/// Drawing options shared by the canvas, PNG, SVG and PDF output.
public struct RenderOptions: Sendable, Hashable {
    /// The annotations drawn over the scene (none by default).
    public var annotations: AnnotationLayers
    /// Paint the scene's background inside the screen's shape (off: only cards are drawn).
    public var drawBackground: Bool

    public init(annotations: AnnotationLayers = AnnotationLayers(), drawBackground: Bool = true) {
        self.annotations = annotations
        self.drawBackground = drawBackground
    }

    /// Every annotation on (`concentric render --annotate`, the playground's annotated exports).
    public static let annotated = RenderOptions(annotations: .all)
}
