// Where the device screen goes on the canvas: scaled to fit with a margin, aspect preserved.
import ConcentricCore
import PlaygroundStore

/// The transformation from scene points to canvas pixels (logical pixels; GTK's cairo context
/// already includes the monitor's scale factor, so nothing is rounded to whole points).
///
/// Fit: s = min((W_c − 2m) / W, (H_c − 2m) / H) with margin m, so the screen keeps its aspect
/// ratio and never touches the canvas's edges. A fixed zoom uses its factor. Either way the
/// screen is centred: origin = ((W_c − W·s) / 2, (H_c − H·s) / 2).
struct CanvasFit: Equatable {
    /// Space kept around the screen, in logical pixels.
    static let margin = 24.0

    let scale: Double
    let originX: Double
    let originY: Double

    init?(canvas: Size, scene: Size, zoom: Zoom) {
        guard scene.width > 0, scene.height > 0 else { return nil }
        switch zoom {
        case .fit:
            let available = Size(width: canvas.width - 2 * Self.margin, height: canvas.height - 2 * Self.margin)
            guard available.width > 0, available.height > 0 else { return nil }
            scale = min(available.width / scene.width, available.height / scene.height)
        case .factor(let factor):
            guard factor > 0, factor.isFinite else { return nil }
            scale = factor
        }
        originX = (canvas.width - scene.width * scale) / 2
        originY = (canvas.height - scene.height * scale) / 2
    }

    /// The canvas size a fixed zoom needs (the screen plus the margins), for scrolling.
    static func contentSize(scene: Size, zoom: Zoom) -> Size? {
        guard case .factor(let factor) = zoom else { return nil }
        return Size(width: scene.width * factor + 2 * margin, height: scene.height * factor + 2 * margin)
    }
}
