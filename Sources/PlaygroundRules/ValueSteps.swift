// How a scroll over the canvas and the inspector's number fields step their values.
import ConcentricCore
import Foundation

/// The canvas's scroll steps (CanvasView): Ctrl+scroll zooms about the pointer, a plain scroll
/// pans. `dx` and `dy` are GTK's scroll deltas: wheel notches for a mouse wheel, pixels for
/// smooth scrolling (a touchpad); positive `dy` is down.
public enum ScrollSteps {
    /// Each wheel notch zooms by this factor, about ×1.2.
    public static let zoomPerNotch = 1.2
    /// Smooth scrolling zooms one notch's worth per this many pixels.
    public static let pixelsPerNotch = 20.0
    /// A plain wheel notch pans this many pixels (smooth scrolling pans pixel for pixel).
    public static let panPerNotch = 48.0

    /// The factor after scrolling `dy` from `factor`: up zooms in, down zooms out. Not clamped:
    /// the canvas clamps to `PlaygroundLimits.zoom` itself, keeping the point under the pointer.
    public static func zoomFactor(from factor: Double, scrolledBy dy: Double, wheel: Bool) -> Double {
        let notches = wheel ? dy : dy / pixelsPerNotch
        return factor * pow(zoomPerNotch, -notches)
    }

    /// How far the scene moves on the canvas, in pixels, for a scroll of (`dx`, `dy`): against
    /// the scroll, as a page does (scrolling down shows what is below).
    public static func panOffset(dx: Double, dy: Double, wheel: Bool) -> Point {
        let step = wheel ? panPerNotch : 1
        return Point(x: -dx * step, y: -dy * step)
    }
}

/// How an inspector number field steps (its spin button's arrows and keys, its slider): a row
/// whose usual range ends at 1 or below (an opacity, a fraction) steps by hundredths between 0
/// and 1; any other (points) by whole points, with the spin button open far past the slider's
/// usual range, since the scene format allows any number.
public struct NumberSteps: Sendable, Equatable {
    /// One arrow press or key step.
    public let step: Double
    /// The decimals the spin button shows.
    public let digits: UInt32
    /// What the spin button accepts (the slider keeps the row's usual range).
    public let spinRange: ClosedRange<Double>

    /// The steps for a row whose usual range is `range` (`InspectorRow.range`).
    public init(range: ClosedRange<Double>) {
        let unit = range.upperBound <= 1
        step = unit ? 0.01 : 1
        digits = unit ? 2 : 1
        spinRange = unit ? 0...1 : -100_000...100_000
    }
}
