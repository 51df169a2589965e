// The live canvas: the current scene drawn through the shared renderer, fitted to the widget.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import GtkKit
import PlaygroundStore

/// Owns the drawing area. The layout is computed when the state changes (`show`), so the draw
/// function only transforms and draws: no file I/O, no parsing, no layout.
@MainActor
final class CanvasView {
    let area: DrawingArea
    /// What is drawn; replaced by `show`.
    private(set) var layout: ViewLayout
    private var options = RenderOptions()
    private var zoom: Zoom = .fit
    /// How many times the draw function ran (the screenshot waits for the first).
    private(set) var drawCount = 0
    /// Told how long each draw took, in seconds (`--bench-frames`); nil costs nothing.
    var drawTimed: (@MainActor (_ seconds: Double) -> Void)?

    init(area: DrawingArea, layout: ViewLayout) {
        self.area = area
        self.layout = layout
        area.setDrawFunction { [weak self] cr, width, height in
            self?.draw(cr, width: Double(width), height: Double(height))
        }
    }

    /// Shows a new layout with these overlays and zoom, and queues a redraw.
    func show(_ layout: ViewLayout, options: RenderOptions, zoom: Zoom) {
        self.layout = layout
        self.options = options
        self.zoom = zoom
        // A fixed zoom asks for room to scroll; fit takes what the window gives. Bounded so that
        // a huge zoom cannot ask GTK for an absurd widget.
        let content = CanvasFit.contentSize(scene: layout.size, factor: zoom.factor)
        func pixels(_ v: Double?) -> Int32 { v.map { Int32(min(max(0, $0.rounded(.up)), 30_000)) } ?? 0 }
        let request = (pixels(content?.width), pixels(content?.height))
        if request != contentRequest {
            contentRequest = request
            area.setContentSize(width: request.0, height: request.1)
        }
        area.queueDraw()
    }

    /// The size last asked for (0 × 0 when fitting).
    private var contentRequest: (Int32, Int32) = (0, 0)

    private func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        drawCount += 1
        let start = drawTimed == nil ? 0 : FrameBenchmark.now
        CanvasPainter.paint(layout, into: cr, canvas: Size(width: width, height: height), factor: zoom.factor, options: options)
        drawTimed?(FrameBenchmark.now - start)
    }
}

extension Zoom {
    /// The fixed factor, or nil for fit (what `CanvasFit` and `CanvasPainter` take).
    var factor: Double? {
        if case .factor(let f) = self { return f }
        return nil
    }
}
