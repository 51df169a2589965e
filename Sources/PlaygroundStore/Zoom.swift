// How the canvas scales the device screen.

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
}
