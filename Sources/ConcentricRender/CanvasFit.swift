// Where a scene goes on a canvas: scaled to fit with a margin (aspect kept), or at a fixed zoom
// about a chosen centre; the one scene ↔ canvas transform that drawing and hit testing share.
import ConcentricCore

/// The transformation from scene points to canvas pixels (logical pixels: a GTK cairo context
/// already includes the monitor's scale factor, so nothing is rounded to whole points):
///
///     canvas = origin + scale · scene        scene = (canvas − origin) / scale
///
/// Fit: s = min((W_c − 2m) / W, (H_c − 2m) / H) with margin m, so the screen keeps its aspect
/// ratio and never touches the canvas's edges, centred. A fixed zoom uses its factor and puts the
/// scene point `center` (given as fractions of the scene's width and height, so (0.5, 0.5) is the
/// scene's centre) at the canvas's centre:
///
///     origin = (W_c / 2 − c_x · W · s,  H_c / 2 − c_y · H · s)
///
/// which for the default centre is ((W_c − W·s) / 2, (H_c − H·s) / 2), the centred screen.
public struct CanvasFit: Sendable, Hashable {
    /// Space kept around the screen when fitting, in logical pixels.
    public static let margin = 24.0
    /// The scene's centre, as fractions of its size.
    public static let sceneCenter = Point(x: 0.5, y: 0.5)

    public let scale: Double
    public let originX: Double
    public let originY: Double

    /// The fit of a scene of `scene` points on a canvas of `canvas` pixels at `factor` (nil fits
    /// the canvas, centred, whatever `center` says) with the scene point `center` (fractions of
    /// the scene's size) at the canvas's centre; nil when nothing can be drawn (an empty scene, a
    /// canvas no larger than its margins when fitting, a factor that is not a positive number, a
    /// centre that is not finite).
    public init?(canvas: Size, scene: Size, factor: Double? = nil, center: Point = CanvasFit.sceneCenter) {
        guard scene.width > 0, scene.height > 0, scene.width.isFinite, scene.height.isFinite else { return nil }
        let focus: Point
        if let factor {
            guard factor > 0, factor.isFinite, center.x.isFinite, center.y.isFinite else { return nil }
            scale = factor
            focus = center
        } else {
            let available = Size(width: canvas.width - 2 * Self.margin, height: canvas.height - 2 * Self.margin)
            guard available.width > 0, available.height > 0 else { return nil }
            scale = min(available.width / scene.width, available.height / scene.height)
            focus = Self.sceneCenter
        }
        originX = canvas.width / 2 - focus.x * scene.width * scale
        originY = canvas.height / 2 - focus.y * scene.height * scale
    }

    /// Where the scene point `p` (in points) lands on the canvas.
    public func canvasPoint(fromScene p: Point) -> Point {
        Point(x: originX + p.x * scale, y: originY + p.y * scale)
    }

    /// The scene point (in points) under the canvas pixel `p`: the inverse of `canvasPoint`.
    public func scenePoint(fromCanvas p: Point) -> Point {
        Point(x: (p.x - originX) / scale, y: (p.y - originY) / scale)
    }

    /// The centre (fractions of `scene`) that shows the scene at `factor` with the scene point now
    /// under the canvas pixel `anchor` still under it: zooming about the pointer. Solving
    /// origin' + factor · q = anchor for the scene point q = `scenePoint(fromCanvas: anchor)`
    /// gives the new origin, and the centre is the scene point at the canvas's centre under it.
    public func center(zoomedTo factor: Double, about anchor: Point, canvas: Size, scene: Size) -> Point {
        let q = scenePoint(fromCanvas: anchor)
        let origin = Point(x: anchor.x - factor * q.x, y: anchor.y - factor * q.y)
        return Self.fraction(of: Point(x: (canvas.width / 2 - origin.x) / factor, y: (canvas.height / 2 - origin.y) / factor), in: scene)
    }

    /// The centre (fractions of `scene`) after the scene moved by `offset` canvas pixels at this
    /// scale (a drag: the scene follows the pointer, so the centre moves the other way).
    public func center(pannedBy offset: Point, canvas: Size, scene: Size) -> Point {
        let middle = scenePoint(fromCanvas: Point(x: canvas.width / 2 - offset.x, y: canvas.height / 2 - offset.y))
        return Self.fraction(of: middle, in: scene)
    }

    private static func fraction(of p: Point, in scene: Size) -> Point {
        Point(x: p.x / scene.width, y: p.y / scene.height)
    }
}
