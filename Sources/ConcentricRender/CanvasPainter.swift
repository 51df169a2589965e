// The playground canvas's draw step: a laid-out scene fitted into a canvas and drawn.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// What the playground's drawing area does on every frame, as one function, so that the app and
/// the benchmarks (`concentric-bench canvas`) run exactly the same code.
public enum CanvasPainter {
    /// Fits `layout` into a canvas of `canvas` logical pixels (`CanvasFit`: `factor` nil fits it
    /// with a margin) and draws it with `SceneRenderer.draw`. `cr` is the canvas's `cairo_t*`;
    /// its state is saved and restored. Returns the fit, or nil when nothing was drawn.
    @discardableResult
    public static func paint(
        _ layout: ViewLayout, into cr: OpaquePointer, canvas: Size, factor: Double? = nil, options: RenderOptions = RenderOptions()
    ) -> CanvasFit? {
        guard let fit = CanvasFit(canvas: canvas, scene: layout.size, factor: factor) else { return nil }
        cairo_save(cr)
        cairo_translate(cr, fit.originX, fit.originY)
        cairo_scale(cr, fit.scale, fit.scale)
        SceneRenderer.draw(layout, into: cr, options: options)
        cairo_restore(cr)
        return fit
    }
}
