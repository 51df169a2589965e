// How the canvas shows the device screen: the zoom, and which part of the scene is in the middle.
import ConcentricCore

/// The canvas zoom: fit the screen into the canvas (aspect kept), or a fixed factor (1 = one
/// point per logical pixel). The state stores it `clamped`.
public enum Zoom: Sendable, Hashable {
    case fit
    case factor(Double)

    /// The same zoom with its factor in `PlaygroundLimits.zoom` (NaN becomes 1).
    public var clamped: Zoom {
        switch self {
        case .fit: .fit
        case .factor(let f): .factor(PlaygroundLimits.zoom.clamping(f, nanFallback: 1))
        }
    }

    /// The fixed factor, or nil for fit (what `CanvasFit` and `CanvasPainter` take).
    public var factor: Double? {
        if case .factor(let f) = self { return f }
        return nil
    }

    /// The factors Zoom In and Zoom Out step through (Ctrl+plus, Ctrl+minus): about ×1.5 apart,
    /// with the round ones people look for (50 %, 100 %, 200 %), over `PlaygroundLimits.zoom`.
    public static let steps: [Double] = [0.1, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 1, 1.5, 2, 3, 4, 6, 8]

    /// The next step up (or down) from this zoom, whose factor at Fit is `fitScale`; the same zoom
    /// when there is no further step. A factor between two steps goes to the nearer one in the
    /// direction asked (a scroll-zoomed 137 % goes to 150 % or 100 %).
    public func stepped(up: Bool, fitScale: Double) -> Zoom {
        let current = factor ?? fitScale
        guard current.isFinite, current > 0 else { return self }
        let next = up ? Self.steps.first { $0 > current * 1.001 } : Self.steps.last { $0 < current * 0.999 }
        return next.map { .factor($0) } ?? self
    }
}

/// What part of the scene the canvas shows: the zoom, and the scene point at the canvas's
/// centre. View state: persisted with the rest, never undone.
///
/// The centre is kept as fractions of the scene's width and height ((0.5, 0.5) is the scene's
/// centre), not in points: it then needs neither the canvas's size nor the scene's, survives a
/// change of device (the same part of the screen stays in the middle), and the rule that the
/// scene cannot be lost off the canvas is one clamp: both fractions in 0…1, so the canvas's
/// centre is always on the scene. At Fit the centre is always the scene's (Fit centres).
/// `CanvasFit` turns it into the transform the canvas draws with.
public struct CanvasViewport: Sendable, Hashable {
    /// The zoom (clamped like `Zoom.clamped`; a NaN factor is ignored).
    public var zoom: Zoom {
        get { storedZoom }
        set {
            if case .factor(let f) = newValue, f.isNaN { return }
            storedZoom = newValue.clamped
            if storedZoom == .fit { storedCenter = Self.sceneCenter }
        }
    }

    /// The scene point at the canvas's centre, in fractions of the scene's size, each in 0…1 (a
    /// NaN keeps that coordinate; always `sceneCenter` at Fit).
    public var center: Point {
        get { storedCenter }
        set {
            guard storedZoom != .fit else { return }
            storedCenter = Point(x: Self.unit.clamping(newValue.x, nanFallback: storedCenter.x), y: Self.unit.clamping(newValue.y, nanFallback: storedCenter.y))
        }
    }

    /// The scene's centre.
    public static let sceneCenter = Point(x: 0.5, y: 0.5)
    /// Fit, centred.
    public static let fit = CanvasViewport()

    private var storedZoom: Zoom = .fit
    private var storedCenter: Point = sceneCenter
    private static let unit: ClosedRange<Double> = 0...1

    /// `zoom` showing `center` (both clamped as the properties say).
    public init(zoom: Zoom = .fit, center: Point = sceneCenter) {
        self.zoom = zoom
        self.center = center
    }
}
