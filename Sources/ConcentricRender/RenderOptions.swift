// What the renderer draws besides the scene: the annotation layers.
import ConcentricScene

/// Drawing options shared by the canvas, PNG, SVG and PDF output.
public struct RenderOptions: Sendable, Hashable {
    /// The annotations drawn over the scene (none by default).
    public var annotations: AnnotationLayers

    public init(annotations: AnnotationLayers = AnnotationLayers()) {
        self.annotations = annotations
    }

    /// Every annotation on (`concentric render --annotate`, the playground's annotated exports).
    public static let annotated = RenderOptions(annotations: .all)
}
