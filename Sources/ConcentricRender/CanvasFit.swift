// Where a scene goes on a canvas: scaled to fit with a margin (aspect kept), or at a fixed zoom; centred.
import ConcentricCore

/// The transformation from scene points to canvas pixels (logical pixels: a GTK cairo context
/// already includes the monitor's scale factor, so nothing is rounded to whole points).
///
/// Fit: s = min((W_c − 2m) / W, (H_c − 2m) / H) with margin m, so the screen keeps its aspect
/// ratio and never touches the canvas's edges. A fixed zoom uses its factor. Either way the
/// screen is centred: origin = ((W_c − W·s) / 2, (H_c − H·s) / 2).
public struct CanvasFit: Sendable, Hashable {
    /// Space kept around the screen when fitting, in logical pixels.
    public static let margin = 24.0

    public let scale: Double
    public let originX: Double
    public let originY: Double

    /// The fit of a scene of `scene` points on a canvas of `canvas` pixels at `factor` (nil fits
    /// the canvas); nil when nothing can be drawn (an empty scene, a canvas no larger than its
    /// margins, a factor that is not a positive number).
    public init?(canvas: Size, scene: Size, factor: Double? = nil) {
        guard scene.width > 0, scene.height > 0 else { return nil }
        if let factor {
            guard factor > 0, factor.isFinite else { return nil }
            scale = factor
        } else {
            let available = Size(width: canvas.width - 2 * Self.margin, height: canvas.height - 2 * Self.margin)
            guard available.width > 0, available.height > 0 else { return nil }
            scale = min(available.width / scene.width, available.height / scene.height)
        }
        originX = (canvas.width - scene.width * scale) / 2
        originY = (canvas.height - scene.height * scale) / 2
    }

    /// The canvas size a fixed zoom needs (the screen plus the margins), for scrolling; nil when
    /// fitting, which takes whatever room the canvas has.
    public static func contentSize(scene: Size, factor: Double?) -> Size? {
        guard let factor else { return nil }
        return Size(width: scene.width * factor + 2 * margin, height: scene.height * factor + 2 * margin)
    }
}
