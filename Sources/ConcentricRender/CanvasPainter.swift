// The playground canvas's draw step: a laid-out scene fitted into a canvas and drawn.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// What the playground's drawing area does on every frame, as one function, so that the app and
/// the benchmarks (`concentric-bench canvas`) run exactly the same code.
public enum CanvasPainter {
    /// Fits `layout` into a canvas of `canvas` logical pixels (`CanvasFit`: `factor` nil fits it
    /// with a margin; a factor shows the scene point `center`, in fractions of the scene's size,
    /// at the canvas's centre) and draws it with `SceneRenderer.draw`, then its annotations in canvas
    /// pixels (`annotations(for:…)`), so that callouts keep their size at every zoom and use the
    /// canvas around the screen. `outlines` (the editor's selection and hover, canvas only) are
    /// stroked over the scene, under the annotations. `cr` is the canvas's `cairo_t*`; its state
    /// is saved and restored. Returns the fit, or nil when nothing was drawn.
    @discardableResult
    public static func paint(
        _ layout: ViewLayout, into cr: OpaquePointer, canvas: Size, factor: Double? = nil, center: Point = CanvasFit.sceneCenter,
        options: RenderOptions = RenderOptions(), outlines: CanvasOutlines = CanvasOutlines()
    ) -> CanvasFit? {
        var cache = CanvasOverlayCache()
        return paint(layout, into: cr, canvas: canvas, factor: factor, center: center, options: options, outlines: outlines, cache: &cache)
    }

    /// `paint`, keeping the annotations' plan and texts in `cache` for the next frame (the canvas
    /// owns one and hands it to every frame): the same pixels.
    @discardableResult
    public static func paint(
        _ layout: ViewLayout, into cr: OpaquePointer, canvas: Size, factor: Double? = nil, center: Point = CanvasFit.sceneCenter,
        options: RenderOptions = RenderOptions(), outlines: CanvasOutlines = CanvasOutlines(), cache: inout CanvasOverlayCache
    ) -> CanvasFit? {
        guard let fit = paintScene(layout, into: cr, canvas: canvas, factor: factor, center: center) else { return nil }
        paintOverlays(layout, into: cr, fit: fit, canvas: canvas, options: options, outlines: outlines, cache: &cache)
        return fit
    }

    /// The first half of `paint`: the scene alone, fitted. Returns the fit, or nil when nothing
    /// was drawn.
    @discardableResult
    public static func paintScene(_ layout: ViewLayout, into cr: OpaquePointer, canvas: Size, factor: Double? = nil, center: Point = CanvasFit.sceneCenter) -> CanvasFit? {
        guard let fit = CanvasFit(canvas: canvas, scene: layout.size, factor: factor, center: center) else { return nil }
        cairo_save(cr)
        cairo_translate(cr, fit.originX, fit.originY)
        cairo_scale(cr, fit.scale, fit.scale)
        drawDevice(layout, into: cr, scale: fit.scale)
        SceneRenderer.draw(layout, into: cr)
        cairo_restore(cr)
        return fit
    }

    /// The device under the scene, on the canvas only (exports are the scene alone): the
    /// screen's shape in white, iOS's background in the light appearance, edged by a faint line
    /// one canvas pixel wide, so that a scene that draws little, even nothing, still shows the
    /// screen it is laid out on. `cr` is in scene points; `scale` is canvas pixels per point.
    static func drawDevice(_ layout: ViewLayout, into cr: OpaquePointer, scale: Double) {
        guard scale.isFinite, scale > 0 else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        CairoDrawing.append(SceneRenderer.screenOutline(layout), to: cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_fill_preserve(cr)
        cairo_set_line_width(cr, 1 / scale)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// The second half of `paint`, over the scene drawn with `fit` (by `paintScene`, or kept as
    /// pixels by the app's `RetainedSceneCanvas`): the outlines, then the annotations.
    public static func paintOverlays(
        _ layout: ViewLayout, into cr: OpaquePointer, fit: CanvasFit, canvas: Size, options: RenderOptions = RenderOptions(),
        outlines: CanvasOutlines = CanvasOutlines()
    ) {
        var cache = CanvasOverlayCache()
        paintOverlays(layout, into: cr, fit: fit, canvas: canvas, options: options, outlines: outlines, cache: &cache)
    }

    /// `paintOverlays`, keeping the annotations' plan and texts in `cache` for the next frame.
    public static func paintOverlays(
        _ layout: ViewLayout, into cr: OpaquePointer, fit: CanvasFit, canvas: Size, options: RenderOptions = RenderOptions(),
        outlines: CanvasOutlines = CanvasOutlines(), cache: inout CanvasOverlayCache
    ) {
        outlines.draw(on: cr, fit: fit)
        guard !options.annotations.isEmpty else { return }
        cache.drawAnnotations(for: layout, options: options, viewport: viewport(fit, canvas: canvas), on: cr)
    }

    /// The annotations `paint` draws for this canvas, zoom and options (in canvas pixels), or nil
    /// when nothing is drawn: for the app's hit testing and for the collision tests.
    public static func annotations(
        for layout: ViewLayout, canvas: Size, factor: Double? = nil, center: Point = CanvasFit.sceneCenter,
        options: RenderOptions = .annotated
    ) -> SceneAnnotations? {
        guard let fit = CanvasFit(canvas: canvas, scene: layout.size, factor: factor, center: center) else { return nil }
        return SceneRenderer.annotations(for: layout, options: options, viewport: viewport(fit, canvas: canvas))
    }

    /// The whole canvas is the callouts' room; the legend takes its free corner.
    static func viewport(_ fit: CanvasFit, canvas: Size) -> AnnotationViewport {
        AnnotationViewport(scale: fit.scale, origin: Point(x: fit.originX, y: fit.originY), bounds: Rect(origin: .zero, size: canvas))
    }
}
