// SwiftUI's springs by duration and bounce (`Spring(duration:bounce:)` and its presets `.smooth`,
// `.snappy`, `.bouncy`), kept as written, and their exact motion: the closed form of a damped
// harmonic oscillator for every damping (underdamped, critical, overdamped).
import ConcentricJSON
import Foundation

/// A position and a velocity on a spring's track.
public struct SpringState: Sendable, Hashable {
    /// Where the value is.
    public var position: Double
    /// How fast it moves, in units per second.
    public var velocity: Double

    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }
}

/// One of SwiftUI's springs, remembered as it was written (`.smooth(duration: 0.9)` stays
/// `.smooth(duration: 0.9)`, not `.spring(duration: 0.9, bounce: 0)`), so that the scene file
/// and the SwiftUI code say back what was read.
///
/// Apple's documentation (`Spring`, `Spring/init(duration:bounce:)`, `Animation/smooth(duration:extraBounce:)`,
/// `…/snappy(…)`, `…/bouncy(…)`):
/// - `Spring(duration: d = 0.5, bounce: b = 0)`: mass 1, stiffness (2π / d)², damping 4π(1 − b) / d
///   for b ≥ 0 and 4π / (d(1 + b)) for b < 0. The `Spring` page's example checks it:
///   `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and damping 17.6, and
///   `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 0.63 and bounce 0.5.
/// - bounce 0 is critically damped, up to 1 ("undamped oscillation"), down to −1 (overdamped).
/// - `.smooth`, `.snappy` and `.bouncy` take `duration = 0.5` and `extraBounce = 0`, added to a base
///   bounce of 0, 0.15 and 0.3.
///
/// With ω0 = 2π / d the damping ratio is ζ = 1 − b (b ≥ 0) or 1 / (1 + b) (b < 0).
public struct Spring: Sendable, Hashable {
    /// How the spring was written.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `.spring(duration:bounce:)`: the bounce as given.
        case spring
        /// `.smooth(duration:extraBounce:)`: base bounce 0.
        case smooth
        /// `.snappy(duration:extraBounce:)`: base bounce 0.15.
        case snappy
        /// `.bouncy(duration:extraBounce:)`: base bounce 0.3.
        case bouncy

        /// The bounce the kind adds `extraBounce` to (Apple's documented bases); 0 for `.spring`.
        public var baseBounce: Double {
            switch self {
            case .spring, .smooth: 0
            case .snappy: 0.15
            case .bouncy: 0.3
            }
        }

        /// The label of the bounce argument in Swift and in the scene file.
        public var bounceLabel: String { self == .spring ? "bounce" : "extraBounce" }
    }

    /// SwiftUI's default duration of every spring here, in seconds.
    public static let defaultDuration = 0.5

    /// How it was written.
    public var kind: Kind
    /// The perceptual duration d, in seconds.
    public var duration: Double
    /// The number written as `bounce:` (`.spring`) or `extraBounce:` (the presets).
    public var bounceArgument: Double

    public init(_ kind: Kind, duration: Double = Spring.defaultDuration, bounceArgument: Double = 0) {
        self.kind = kind
        self.duration = duration
        self.bounceArgument = bounceArgument
    }

    /// `.spring(duration:bounce:)`.
    public static func spring(duration: Double = defaultDuration, bounce: Double = 0) -> Spring {
        Spring(.spring, duration: duration, bounceArgument: bounce)
    }

    /// `.smooth(duration:extraBounce:)`.
    public static func smooth(duration: Double = defaultDuration, extraBounce: Double = 0) -> Spring {
        Spring(.smooth, duration: duration, bounceArgument: extraBounce)
    }

    /// `.snappy(duration:extraBounce:)`.
    public static func snappy(duration: Double = defaultDuration, extraBounce: Double = 0) -> Spring {
        Spring(.snappy, duration: duration, bounceArgument: extraBounce)
    }

    /// `.bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: Double = defaultDuration, extraBounce: Double = 0) -> Spring {
        Spring(.bouncy, duration: duration, bounceArgument: extraBounce)
    }

    /// The range a written bounce or extra bounce keeps: Apple documents bounce within −1…1; −1
    /// itself is an infinitely damped spring that never moves, so it is refused (our choice).
    public static func bounceProblem(_ value: Double, _ label: String) -> String? {
        guard value.isFinite, value > -1, value <= 1 else {
            guard value.isFinite else { return "\(label) must be a finite number" }
            return "\(label) must be above -1 and at most 1 (found \(JSONWriter.format(value)))"
        }
        return nil
    }

    /// The spring's bounce: the kind's base plus the written number, held at most 1 (undamped).
    /// Apple does not say what a preset's base plus a large extra bounce above 1 does; we hold it
    /// at 1 so that the motion never grows (our choice).
    public var bounce: Double { min(1, kind.baseBounce + bounceArgument) }

    /// ω0 = 2π / d; nil for a duration that is not positive and finite (the change is immediate).
    public var angularFrequency: Double? {
        guard duration.isFinite, duration > 0 else { return nil }
        return 2 * Double.pi / duration
    }

    /// ζ = 1 − b for b ≥ 0 (damping 4π(1 − b) / d = 2ζω0), 1 / (1 + b) for b < 0; nil for a bounce at
    /// or below −1 or not a number (no motion: the value stays where it is).
    public var dampingRatio: Double? {
        let b = bounce
        guard b > -1 else { return nil }
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }

    /// The state `t` seconds after starting at `state` toward `target`, with x = position − target,
    /// x0 and v0 at the start, α = ζω0:
    ///
    ///     critical (ζ = 1):  x(t) = e^(−ωt) · (x0 + (ω·x0 + v0) · t)
    ///                        v(t) = e^(−ωt) · (v0 − ω · (ω·x0 + v0) · t)
    ///     otherwise:         x(t) = x0 · C(t) + (v0 + α·x0) · S(t)
    ///                        v(t) = v0 · C(t) − (ω0²·x0 + α·v0) · S(t)
    ///     under (ζ < 1), ωd = ω0·√(1 − ζ²):  C = e^(−αt)·cos(ωd·t),  S = e^(−αt)·sin(ωd·t) / ωd
    ///     over (ζ > 1),  γ = ω0·√(ζ² − 1):   C = e^(−αt)·cosh(γt),   S = e^(−αt)·sinh(γt) / γ
    ///
    /// (Both solve x″ + 2α·x′ + ω0²·x = 0 with x(0) = x0, x′(0) = v0. The critical case is their
    /// limit; it keeps its own expression so that `.smooth` gives the very numbers it always gave.)
    public func advance(_ state: SpringState, toward target: Double, by t: Double) -> SpringState {
        guard let omega = angularFrequency else { return SpringState(position: target, velocity: 0) }
        guard let zeta = dampingRatio else { return state }
        let x0 = state.position - target, v0 = state.velocity
        let position: Double, velocity: Double
        if zeta == 1 {
            let b = omega * x0 + v0
            let decay = exp(-omega * t)
            position = target + decay * (x0 + b * t)
            velocity = decay * (v0 - omega * b * t)
        } else {
            let alpha = zeta * omega
            let (c, s) = zeta < 1 ? Self.underdamped(alpha: alpha, omega: omega, zeta: zeta, t: t) : Self.overdamped(alpha: alpha, omega: omega, zeta: zeta, t: t)
            position = target + x0 * c + (v0 + alpha * x0) * s
            velocity = v0 * c - (omega * omega * x0 + alpha * v0) * s
        }
        guard position.isFinite, velocity.isFinite else { return SpringState(position: target, velocity: 0) }
        return SpringState(position: position, velocity: velocity)
    }

    /// C and S for ζ < 1; sin(ωd·t) / ωd taken as t for a vanishing ωd·t (no 0 / 0 near ζ = 1).
    private static func underdamped(alpha: Double, omega: Double, zeta: Double, t: Double) -> (Double, Double) {
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let decay = exp(-alpha * t)
        let phase = omegaD * t
        let sinc = abs(phase) < 1e-8 ? t : sin(phase) / omegaD
        return (decay * cos(phase), decay * sinc)
    }

    /// C and S for ζ > 1, from the two decaying exponentials e^((γ − α)t) and e^(−(γ + α)t) (so
    /// neither cosh nor sinh overflows), with expm1 keeping sinh(γt) / γ exact for a small γt.
    private static func overdamped(alpha: Double, omega: Double, zeta: Double, t: Double) -> (Double, Double) {
        let gamma = omega * (zeta * zeta - 1).squareRoot()
        let slow = exp((gamma - alpha) * t), fast = exp(-(gamma + alpha) * t)
        let c = (slow + fast) / 2
        let s = 2 * gamma * t > 700 ? slow / (2 * gamma) : fast * expm1(2 * gamma * t) / (2 * gamma)
        return (c, s)
    }
}
