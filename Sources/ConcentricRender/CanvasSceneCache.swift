// The canvas's scene kept as pixels between draws that change only what is drawn over it.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// Paints what `CanvasPainter.paint` paints, keeping the scene part (`CanvasPainter.paintScene`)
/// as an image between draws: while the layout, the canvas's size and scale and the viewport stay
/// the same, a draw paints the kept pixels and only the overlays (the selection's and the
/// pointer's outlines, the annotations) are drawn again. Selecting a layer of a 10,000-view scene
/// redrew every view, about 90 ms of the frame (docs/BENCHMARKS.md, "Editor at scale").
///
/// The image is the canvas's size in device pixels (`scale` per logical pixel, the widget's scale
/// factor) and is painted at the canvas's origin, so its pixels land on the target's one for one;
/// the scene is composited once more (image over the target) than when drawn directly, which can
/// move a translucent pixel's channels by one. One ARGB32 image: 4 bytes per device pixel.
public final class CanvasSceneCache {
    private struct Key: Equatable {
        var layout: Int
        var canvas: Size
        var scale: Int
        var factor: Double?
        var center: Point
    }

    private var key: Key?
    private var surface: OpaquePointer?
    private var fit: CanvasFit?
    /// How many times the scene was drawn (not painted from the kept image).
    public private(set) var sceneDraws = 0

    public init() {}

    deinit { if let surface { cairo_surface_destroy(surface) } }

    /// `CanvasPainter.paint`'s arguments, with `generation` naming the layout: the caller changes
    /// it whenever `layout` is a new one (the kept image is of the generation it was drawn for).
    @discardableResult
    public func paint(
        _ layout: ViewLayout, generation: Int, into cr: OpaquePointer, canvas: Size, scale: Int, factor: Double? = nil,
        center: Point = CanvasFit.sceneCenter, options: RenderOptions = RenderOptions(), outlines: CanvasOutlines = CanvasOutlines()
    ) -> CanvasFit? {
        guard let (image, fit) = scene(layout, generation: generation, canvas: canvas, scale: max(1, scale), factor: factor, center: center) else {
            return CanvasPainter.paint(layout, into: cr, canvas: canvas, factor: factor, center: center, options: options, outlines: outlines)
        }
        cairo_save(cr)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        CanvasPainter.paintOverlays(layout, into: cr, fit: fit, canvas: canvas, options: options, outlines: outlines)
        return fit
    }

    /// The kept image when its key matches, else the scene drawn into a new one; nil when no
    /// image can be made (an empty or huge canvas), and the caller draws directly.
    private func scene(_ layout: ViewLayout, generation: Int, canvas: Size, scale: Int, factor: Double?, center: Point) -> (OpaquePointer, CanvasFit)? {
        let next = Key(layout: generation, canvas: canvas, scale: scale, factor: factor, center: center)
        if next == key, let surface, let fit { return (surface, fit) }
        if let surface { cairo_surface_destroy(surface) }
        (key, surface, fit) = (nil, nil, nil)
        let width = (canvas.width * Double(scale)).rounded(.up), height = (canvas.height * Double(scale)).rounded(.up)
        guard width >= 1, height >= 1, width <= 16_384, height <= 16_384,
            let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_surface_set_device_scale(image, Double(scale), Double(scale))
        let drawn = CanvasPainter.paintScene(layout, into: cr, canvas: canvas, factor: factor, center: center)
        cairo_destroy(cr)
        sceneDraws += 1
        guard let drawn else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_surface_flush(image)
        (key, surface, fit) = (next, image, drawn)
        return (image, drawn)
    }
}
