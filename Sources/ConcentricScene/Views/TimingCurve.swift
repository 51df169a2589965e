// SwiftUI's timing curves (`.linear`, `.easeIn`, `.easeOut`, `.easeInOut`): Core Animation's
// cubic Bézier timing functions, evaluated by solving the curve's x for the time fraction.

/// A timing curve: progress as a function of the fraction of the duration elapsed, both 0…1.
///
/// The control points are Apple's (`CAMediaTimingFunctionName.easeIn`: (0.42, 0) and (1, 1);
/// `.easeOut`: (0, 0) and (0.58, 1); `.easeInEaseOut`: (0.42, 0) and (0.58, 1); SwiftUI's
/// `UnitCurve.easeInOut` documents the same points). SwiftUI's `.linear`, `.easeIn`, `.easeOut` and
/// `.easeInOut` last 0.35 s unless given a duration (`Animation/easeIn`, `…/easeOut`,
/// `…/easeInOut` say 0.35 s; `Animation/linear` only says "the default duration": we take the same
/// 0.35 s).
public enum TimingCurve: String, Sendable, Hashable, CaseIterable {
    case linear, easeIn, easeOut, easeInOut

    /// SwiftUI's default duration of the timing curves, in seconds.
    public static let defaultDuration = 0.35

    /// The Bézier's two inner control points (x1, y1, x2, y2); its ends are (0, 0) and (1, 1).
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        }
    }

    /// The progress at `fraction` of the duration: 0 at or before 0, 1 at or after 1 (and for NaN,
    /// so that a broken clock lands on the target).
    ///
    /// 1. Each coordinate is B(s) = 3(1 − s)²s·p1 + 3(1 − s)s²·p2 + s³ = ((a·s + b)·s + c)·s with
    ///    c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b.
    /// 2. Find s with Bx(s) = fraction: Newton's method from s = fraction, then bisection on 0…1
    ///    if it has not converged (Bx is monotonic since x1, x2 lie in 0…1).
    /// 3. The progress is By(s).
    public func progress(_ fraction: Double) -> Double {
        guard fraction > 0 else { return fraction.isNaN ? 1 : 0 }
        guard fraction < 1 else { return 1 }
        if self == .linear { return fraction }
        let p = controlPoints
        let cx = 3 * p.x1, bx = 3 * (p.x2 - p.x1) - cx, ax = 1 - cx - bx
        let cy = 3 * p.y1, by = 3 * (p.y2 - p.y1) - cy, ay = 1 - cy - by
        func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func slope(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        let tolerance = 1e-14
        var s = fraction
        var solved = false
        for _ in 0..<8 {
            let error = x(s) - fraction
            if abs(error) < tolerance { solved = true; break }
            let d = slope(s)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        if !solved || !(0...1).contains(s) {
            var low = 0.0, high = 1.0
            s = fraction
            for _ in 0..<100 {
                let value = x(s)
                if abs(value - fraction) < tolerance { break }
                if value < fraction { low = s } else { high = s }
                s = (low + high) / 2
            }
        }
        return ((ay * s + by) * s + cy) * s
    }
}
