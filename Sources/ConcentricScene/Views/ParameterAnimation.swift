// A scene's animation as data: one parameter toggled between two values on a timer, each change
// animated by SwiftUI's `.smooth(duration:)` spring, retargeted from where the last one was.
import ConcentricJSON
import Foundation

/// The sample's loop, generalised (`concentric-card-sample.txt`):
///
///     .task { while true { sleep(hold); withAnimation(spring) { p = p == first ? second : first } } }
///
/// The target toggles at t = hold, 2·hold, 3·hold … after the scene appears. Each toggle starts a
/// spring toward the new target from the current position and velocity (SwiftUI retargets a
/// running spring animation; `swiftui-fidelity.md`, Animation).
public struct ParameterAnimation: Sendable, Hashable {
    /// The parameter animated.
    public var parameter: String
    /// The value the toggle compares against (`p == first ? second : first`).
    public var first: Double
    /// The other value.
    public var second: Double
    /// Seconds between toggles (the sample's `Task.sleep(for: .seconds(1.3))`).
    public var hold: Double
    /// The animation of each change.
    public var spring: Spring

    public init(parameter: String, first: Double, second: Double, hold: Double = 1.3, spring: Spring = .smooth(duration: 0.9)) {
        self.parameter = parameter
        self.first = first
        self.second = second
        self.hold = hold
        self.spring = spring
    }

    /// The longest hold and spring duration a scene may give, in seconds: an hour (a longer
    /// one is a typo, and an export of its cycle would be all stillness).
    public static let longestSeconds = 3600.0

    /// Why `seconds` cannot be a hold or a spring's duration (`what` names it), or nil: above
    /// 0 and at most `longestSeconds`. The one rule the reader and the edits apply.
    public static func secondsProblem(_ seconds: Double, _ what: String) -> String? {
        guard seconds.isFinite else { return "\(what) must be a finite number of seconds" }
        guard seconds > 0 else { return "\(what) must be above 0 seconds (found \(JSONWriter.format(seconds)))" }
        guard seconds <= longestSeconds else {
            return "\(what) must be at most \(JSONWriter.format(longestSeconds)) seconds (found \(JSONWriter.format(seconds)))"
        }
        return nil
    }

    /// Why this animation cannot be a scene's whose parameters are `declared`, or nil: it names a
    /// declared parameter, its values are finite numbers within the coordinate limit, its hold
    /// and its spring's duration keep `secondsProblem`'s rule (the reader's rules, as messages).
    public func problem(declared: Set<String>) -> String? {
        guard declared.contains(parameter) else { return "undeclared parameter \"\(parameter)\" (declare it in \"parameters\")" }
        for value in [first, second] {
            if let problem = SceneReader.NumberRule.signed.problem(value, "an animated value") { return problem }
        }
        if let problem = Self.secondsProblem(hold, "hold") { return problem }
        switch spring {
        case .smooth(let duration): return Self.secondsProblem(duration, "a duration")
        }
    }

    /// The duration of `spring` (the one kind of spring has one).
    public var springDuration: Double {
        switch spring {
        case .smooth(let duration): duration
        }
    }

    /// The most toggles evaluated; beyond it the motion is periodic to within rounding (see `value`).
    static let maximumToggles = 100_000

    /// The parameter's value `t` seconds after the scene appears, starting at rest at `initial`.
    /// Total: t ≤ 0 or NaN gives `initial`; a hold that is not a positive finite number means no
    /// toggles; very late times skip whole periods once the motion repeats.
    public func value(at t: Double, initial: Double) -> Double {
        guard t.isFinite || t == .infinity, t > 0, hold.isFinite, hold > 0 else { return initial }
        var state = SpringState(position: initial, velocity: 0)
        var target = initial
        // Toggle k happens at k·hold; the last one at or before t.
        let toggles = t == .infinity ? Double(Self.maximumToggles) : (t / hold).rounded(.down)
        var k = 0.0
        // The state at each toggle, to spot the periodic regime: a linear damped system driven by a
        // period-two target converges to a period-two orbit.
        var previous: [SpringState] = []
        while k < toggles {
            let next = target == first ? second : first
            // Move to the toggle instant k + 1 (the first toggle is at 1·hold).
            if k > 0 { state = spring.advance(state, toward: target, by: hold) }
            target = next
            k += 1
            previous.append(state)
            if previous.count >= 3 {
                let a = previous[previous.count - 1], b = previous[previous.count - 3]
                if abs(a.position - b.position) <= 1e-12 * max(1, abs(a.position)) && abs(a.velocity - b.velocity) <= 1e-12 * max(1, abs(a.velocity)) {
                    // Periodic from here: skip an even number of toggles.
                    let remaining = toggles - k
                    let skip = (remaining / 2).rounded(.down) * 2
                    k += skip
                    previous.removeAll(keepingCapacity: true)
                }
            }
            if previous.count > Self.maximumToggles { break }
        }
        let since = t == .infinity ? hold : t - k * hold
        return spring.advance(state, toward: target, by: max(0, since)).position
    }
}

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

/// The springs a scene animation can use.
public enum Spring: Sendable, Hashable {
    /// SwiftUI's `.smooth(duration: d)` = `Spring(duration: d, bounce: 0)`: mass 1, stiffness
    /// (2π / d)², damping 4π / d, so critically damped with ω = 2π / d (Apple's `Spring` docs
    /// relate duration and bounce this way; `swiftui-fidelity.md`).
    case smooth(duration: Double)

    /// ω = 2π / d; nil for a duration that is not positive and finite (the change is immediate).
    public var angularFrequency: Double? {
        switch self {
        case .smooth(let duration):
            guard duration.isFinite, duration > 0 else { return nil }
            return 2 * Double.pi / duration
        }
    }

    /// The state `t` seconds after starting at `state` toward `target`. The critically damped
    /// closed form, with x = position − target, x0 and v0 at the start:
    ///
    ///     x(t) = e^(−ωt) · (x0 + (ω·x0 + v0) · t)
    ///     v(t) = e^(−ωt) · (v0 − ω · (ω·x0 + v0) · t)
    public func advance(_ state: SpringState, toward target: Double, by t: Double) -> SpringState {
        guard let omega = angularFrequency else { return SpringState(position: target, velocity: 0) }
        let x0 = state.position - target, v0 = state.velocity
        let b = omega * x0 + v0
        let decay = exp(-omega * t)
        let position = target + decay * (x0 + b * t)
        let velocity = decay * (v0 - omega * b * t)
        guard position.isFinite, velocity.isFinite else { return SpringState(position: target, velocity: 0) }
        return SpringState(position: position, velocity: velocity)
    }
}
