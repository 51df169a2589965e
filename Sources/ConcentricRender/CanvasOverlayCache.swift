// What the canvas's annotations keep between frames (issue 14): their plan and their laid-out
// texts, so that a frame whose scene, zoom and layers did not change draws the same annotations
// without measuring and laying them out again.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// The annotation layer `CanvasPainter.paintOverlays` drew last, kept by the canvas that draws it
/// (one per canvas, as the app's canvas keeps its `RetainedSceneCanvas`):
/// - the text engine the annotations are measured and drawn with, keeping its Pango layouts
///   between frames (`TextEngine.keepsBlocks`, as `RetainedSceneCanvas` keeps the scene's texts),
///   so that each text is laid out once, not once to plan and again to draw, nor on every frame;
/// - the plan (`SceneAnnotations`) with the layout, options and viewport it was planned from: a
///   frame with the same three reuses it (planning measures every corner's concentricity error).
///
/// A context with another transformation or other font options (`TextEngine.isMade(for:)`) gets
/// a new engine and a new plan, so the pixels are always those drawn without the cache (a test
/// compares them byte for byte).
///
/// A value that holds a reference: copies share the engine (a Pango context) and its kept
/// layouts, which stays correct (a layout is kept only for the same text, size and context) but
/// a cache per canvas is what it is for.
public struct CanvasOverlayCache {
    private var text: TextEngine?
    private var plan: (layout: ViewLayout, options: RenderOptions, viewport: AnnotationViewport, annotations: SceneAnnotations)?

    public init() {}

    /// The annotations of `layout` with `options` in `viewport`, and the engine (made for `cr`) to
    /// draw them with.
    mutating func annotations(for layout: ViewLayout, options: RenderOptions, viewport: AnnotationViewport, on cr: OpaquePointer) -> (
        annotations: SceneAnnotations, text: TextEngine
    ) {
        let engine = engine(for: cr)
        if let plan, plan.options == options, plan.viewport == viewport, plan.layout == layout { return (plan.annotations, engine) }
        let annotations = AnnotationPlanner.plan(layout, options: options, viewport: viewport, text: engine)
        plan = (layout, options, viewport, annotations)
        return (annotations, engine)
    }

    /// The kept engine when `cr` leaves its context as it was; otherwise a new one for `cr` (and
    /// the plan, measured with the old one, is dropped).
    private mutating func engine(for cr: OpaquePointer) -> TextEngine {
        if let text, text.isMade(for: cr) { return text }
        let engine = TextEngine(cr: cr)
        engine.keepsBlocks = true
        text = engine
        plan = nil
        return engine
    }
}
