// What the canvas's annotations keep between frames: their plan and their laid-out
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
    /// The plan's strokes and fills as coverage masks, recorded the first time a plan is drawn
    /// again (a plan drawn once, as while the scene animates, records nothing) on an image surface.
    private var ink: AnnotationInk?

    public init() {}

    /// The bytes the kept masks hold (the kept Pango layouts are not counted).
    public var maskBytes: Int { ink?.bytes ?? 0 }

    /// Whether the next draw of the same plan on the same surface composites kept masks (for tests).
    var keepsMasks: Bool { ink?.isComplete == true }

    /// The annotations of `layout` with `options` in `viewport`, the engine (made for `cr`) to
    /// draw them with, and whether they are the last ones planned.
    mutating func annotations(for layout: ViewLayout, options: RenderOptions, viewport: AnnotationViewport, on cr: OpaquePointer) -> (
        annotations: SceneAnnotations, text: TextEngine, repeated: Bool
    ) {
        let engine = engine(for: cr)
        if let plan, plan.options == options, plan.viewport == viewport, plan.layout == layout { return (plan.annotations, engine, true) }
        let annotations = AnnotationPlanner.plan(layout, options: options, viewport: viewport, text: engine)
        plan = (layout, options, viewport, annotations)
        ink = nil
        return (annotations, engine, false)
    }

    /// Plans (or reuses the plan) and draws the annotations on `cr`, in its current user space
    /// (the viewport's units): a plan drawn again composites its kept masks, or records them.
    mutating func drawAnnotations(for layout: ViewLayout, options: RenderOptions, viewport: AnnotationViewport, on cr: OpaquePointer) {
        let (annotations, text, repeated) = self.annotations(for: layout, options: options, viewport: viewport, on: cr)
        if repeated, ink?.beginReplay(on: cr) != true { ink = AnnotationInk(for: cr) }
        SceneRenderer.drawAnnotations(annotations, on: cr, text: text, masks: repeated ? ink : nil)
        if repeated { ink?.endDraw() }
        // Only the texts of this frame and the one before are kept.
        text.forgetUnusedBlocks()
    }

    /// The kept engine when `cr` leaves its context as it was; otherwise a new one for `cr` (and
    /// the plan, measured with the old one, is dropped).
    private mutating func engine(for cr: OpaquePointer) -> TextEngine {
        if let text, text.isMade(for: cr) { return text }
        let engine = TextEngine(cr: cr)
        engine.keepsBlocks = true
        text = engine
        plan = nil
        ink = nil
        return engine
    }
}
