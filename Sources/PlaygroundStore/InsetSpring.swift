// A critically damped spring from one inset to another that settles in a fixed duration.
import Foundation

/// A spring without bounce (critically damped, ζ = 1) from `from` to `to`, started at rest.
///
/// Position (libadwaita's AdwSpringAnimation, critically damped case, with v0 = 0):
///
///     x(t) = to + e^(−ω t) · x0 · (1 + ω t),   x0 = from − to
///
/// Its derivative −x0 ω² t e^(−ω t) never changes sign, so the motion is monotonic and never
/// overshoots. SwiftUI's `.smooth(duration: d)` is a spring without bounce whose perceived
/// duration is d; here d = `duration` is made exact: ω is the smallest stiffness for which
/// |x(d) − to| ≤ `tolerance` / 2 (found by bisection, at least SwiftUI's 2π / d), and from d on
/// the position is exactly `to` (the final snap is under `tolerance`).
public struct InsetSpring: Sendable, Hashable {
    public var from: Double
    public var to: Double
    /// When the spring started, in the animation's clock (seconds).
    public var start: Double
    /// The natural angular frequency ω0 (rad/s); β = ω0 when critically damped.
    public var omega: Double

    /// The sample card's `.smooth(duration: 0.9)`.
    public static let duration = 0.9
    /// How close the spring must be at `duration`, in points, before it snaps to its target.
    public static let tolerance = 0.01

    public init(from: Double, to: Double, start: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.omega = InsetSpring.stiffness(amplitude: abs(from - to))
    }

    /// The position at `time` (same clock as `start`).
    public func value(at time: Double) -> Double {
        let t = time - start
        if t <= 0 { return from }
        if isSettled(at: time) { return to }
        let x0 = from - to
        return to + exp(-omega * t) * x0 * (1 + omega * t)
    }

    /// Whether the spring has reached (and snapped to) its target at `time`. A nanosecond of
    /// slack absorbs the rounding of `time - start` (2.9 − 2 is 0.8999999999999999).
    public func isSettled(at time: Double) -> Bool { time - start >= InsetSpring.duration - 1e-9 }

    /// The smallest ω with a · e^(−ω d)(1 + ω d) ≤ tolerance / 2, never below 2π / d. Aiming at
    /// half the tolerance keeps the promise with room for rounding. The left side decreases in ω,
    /// so bisection on u = ω d converges; 100 steps reach double precision.
    static func stiffness(amplitude a: Double) -> Double {
        let d = duration
        let goal = tolerance / 2
        let floor = 2 * Double.pi
        func residual(_ u: Double) -> Double { a * exp(-u) * (1 + u) }
        guard a.isFinite, residual(floor) > goal else { return floor / d }
        var low = floor, high = floor
        while residual(high) > goal { high *= 2 }
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if residual(mid) > goal { low = mid } else { high = mid }
        }
        return high / d
    }
}
