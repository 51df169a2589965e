// A scene's animation as data: one parameter toggled between two values on a timer (or repeated
// forever), each change animated by one of SwiftUI's curves (`AnimationCurve`).
import ConcentricJSON
import Foundation

/// The sample's loop, generalised (docs/SWIFTUI.md, "Animation curves"):
///
///     .task { while true { sleep(hold); withAnimation(curve) { p = p == first ? second : first } } }
///
/// The target toggles at t = hold, 2·hold, 3·hold … after the scene appears. Each toggle animates
/// by `curve` from where the value is: a spring retargets from its current position and velocity
/// (SwiftUI retargets a running spring; docs/SWIFTUI.md, "Animation curves"), a timing
/// curve combines with the changes still running (`AnimatedValue`).
///
/// With `repeatForever` it is the other common loop instead,
///
///     .onAppear { withAnimation(curve.repeatForever(autoreverses: r)) { p = second } }
///
/// and `hold` plays no part (`repeatingValue(at:)`).
public struct ParameterAnimation: Sendable, Hashable {
    /// SwiftUI's `repeatForever(autoreverses:)` (`autoreverses` defaults to true there and here).
    public struct RepeatForever: Sendable, Hashable {
        /// Whether each repetition plays back from `second` to `first` (else it starts again at `first`).
        public var autoreverses: Bool

        public init(autoreverses: Bool = true) {
            self.autoreverses = autoreverses
        }
    }

    /// The parameter animated.
    public var parameter: String
    /// The value the toggle compares against (`p == first ? second : first`); where a repeating
    /// animation starts.
    public var first: Double
    /// The other value; where a repeating animation goes.
    public var second: Double
    /// Seconds between toggles (the sample's `Task.sleep(for: .seconds(1.3))`); unused with `repeatForever`.
    public var hold: Double
    /// The animation of each change.
    public var curve: AnimationCurve
    /// Set: `.onAppear`'s repeating animation from `first` to `second` instead of the toggles.
    public var repeatForever: RepeatForever?

    public init(
        parameter: String, first: Double, second: Double, hold: Double = 1.3, curve: AnimationCurve = .sample,
        repeatForever: RepeatForever? = nil
    ) {
        self.parameter = parameter
        self.first = first
        self.second = second
        self.hold = hold
        self.curve = curve
        self.repeatForever = repeatForever
    }

    /// The longest hold and curve duration a scene may give, in seconds: an hour (a longer
    /// one is a typo, and an export of its cycle would be all stillness).
    public static let longestSeconds = 3600.0

    /// Why `seconds` cannot be a hold or a curve's duration (`what` names it), or nil: above
    /// 0 and at most `longestSeconds`. The one rule the reader and the edits apply.
    public static func secondsProblem(_ seconds: Double, _ what: String) -> String? {
        guard seconds.isFinite else { return "\(what) must be a finite number of seconds" }
        guard seconds > 0 else { return "\(what) must be above 0 seconds (found \(JSONWriter.format(seconds)))" }
        guard seconds <= longestSeconds else {
            return "\(what) must be at most \(JSONWriter.format(longestSeconds)) seconds (found \(JSONWriter.format(seconds)))"
        }
        return nil
    }

    /// Why `curve` cannot be a scene's, or nil: its duration keeps `secondsProblem`'s rule and a
    /// spring's written bounce `Spring.bounceProblem`'s.
    public static func curveProblem(_ curve: AnimationCurve) -> String? {
        if let problem = secondsProblem(curve.duration, "a duration") { return problem }
        if case .spring(let spring) = curve { return Spring.bounceProblem(spring.bounceArgument, spring.kind.bounceLabel) }
        return nil
    }

    /// Why this animation cannot be a scene's whose parameters are `declared`, or nil: it names a
    /// declared parameter, its values are finite numbers within the coordinate limit, its hold
    /// and its curve keep `secondsProblem`'s and `curveProblem`'s rules (the reader's rules, as messages).
    public func problem(declared: Set<String>) -> String? {
        guard declared.contains(parameter) else { return "undeclared parameter \"\(parameter)\" (declare it in \"parameters\")" }
        for value in [first, second] {
            if let problem = SceneReader.NumberRule.signed.problem(value, "an animated value") { return problem }
        }
        if let problem = Self.secondsProblem(hold, "hold") { return problem }
        return Self.curveProblem(curve)
    }

    /// Seconds after which the motion repeats once settled into its rhythm: two holds (there and
    /// back), or one repetition (two when it autoreverses); nil when nothing ever moves.
    public var cycleSeconds: Double? {
        if let repeatForever {
            let d = curve.duration
            guard d.isFinite, d > 0 else { return nil }
            return repeatForever.autoreverses ? 2 * d : d
        }
        guard hold.isFinite, hold > 0 else { return nil }
        return 2 * hold
    }

    /// The most toggles evaluated; beyond it the motion is periodic to within rounding (see `value`).
    static let maximumToggles = 100_000

    /// The parameter's value `t` seconds after the scene appears, starting at rest at `initial`.
    /// Total: t ≤ 0 or NaN gives `initial`; a hold that is not a positive finite number means no
    /// toggles; very late times skip whole periods once the motion repeats.
    public func value(at t: Double, initial: Double) -> Double {
        guard t.isFinite || t == .infinity, t > 0 else { return initial }
        if repeatForever != nil { return repeatingValue(at: t) }
        guard hold.isFinite, hold > 0 else { return initial }
        if case .timing(_, let duration) = curve { return timingValue(at: t, initial: initial, duration: duration) }
        var state = AnimatedValue(restingAt: initial)
        // Toggle k happens at k·hold; the last one at or before t.
        let toggles = t == .infinity ? Double(Self.maximumToggles) : (t / hold).rounded(.down)
        var k = 0.0
        // The states at the last two toggles, to spot the periodic regime: a linear damped system
        // driven by a period-two target converges to a period-two orbit (and the running changes
        // of a timing curve repeat exactly once the first ones are over).
        var oneBack: AnimatedValue?, twoBack: AnimatedValue?
        var sinceSkip = 0
        while k < toggles {
            // Move to the toggle instant k + 1 (the first toggle is at 1·hold).
            if k > 0 { state.advance(by: hold, curve: curve) }
            state.retarget(to: state.target == first ? second : first, curve: curve)
            k += 1
            sinceSkip += 1
            if let previous = twoBack, state.isClose(to: previous) {
                // Periodic from here: skip an even number of toggles.
                let remaining = toggles - k
                k += (remaining / 2).rounded(.down) * 2
                oneBack = nil
                twoBack = nil
                sinceSkip = 0
            } else {
                twoBack = oneBack
                oneBack = state
            }
            if sinceSkip > Self.maximumToggles { break }
        }
        let since = t == .infinity ? hold : t - k * hold
        state.advance(by: max(0, since), curve: curve)
        return state.position(curve: curve)
    }

    /// A timing curve's value: only the changes still running at t count (a finished one leaves
    /// its target, and `AnimatedValue` keeps at most `maximumRunningChanges`), so the stepping
    /// starts at rest at the target of the last toggle before them: the same numbers as stepping
    /// from the start, in a bounded number of steps whatever t.
    private func timingValue(at t: Double, initial: Double, duration: Double) -> Double {
        let toggles = t == .infinity ? Double(Self.maximumToggles) : (t / hold).rounded(.down)
        let time = t == .infinity ? (toggles + 1) * hold : t
        // Toggles at or before `finished` have completed by `time`.
        let finished = duration.isFinite && duration > 0 ? ((time - duration) / hold).rounded(.down) : toggles
        let start = max(0, min(toggles, max(finished, toggles - Double(AnimatedValue.maximumRunningChanges))))
        var state = AnimatedValue(restingAt: target(afterToggles: start, initial: initial))
        var k = start
        while k < toggles {
            state.advance(by: hold, curve: curve)
            state.retarget(to: state.target == first ? second : first, curve: curve)
            k += 1
        }
        state.advance(by: max(0, time - k * hold), curve: curve)
        return state.position(curve: curve)
    }

    /// The target after `n` toggles from `initial` (`p = p == first ? second : first`, n times).
    func target(afterToggles n: Double, initial: Double) -> Double {
        guard n > 0 else { return initial }
        let odd = initial == first ? second : first
        let even = odd == first ? second : first
        return n.truncatingRemainder(dividingBy: 2) == 1 ? odd : even
    }

    /// The value `t` seconds into a `repeatForever` animation (our reading of SwiftUI's; Apple
    /// documents only "repeats the animation for the lifespan of the view" and that autoreversing
    /// plays it in reverse after playing it forward):
    /// - one repetition lasts the curve's `duration` (for a spring: its perceptual duration, the
    ///   spring starting from rest at the repetition's start; it has not quite arrived when the
    ///   next repetition starts over, as a `.smooth` spring still has 1.4 % to go at d);
    /// - repetition n (from 0) goes `first` → `second`, or, autoreversing, every odd one `second` →
    ///   `first`; without autoreversing each starts again at `first`.
    /// t ≤ 0 gives `first`; t = ∞ the start of a repetition.
    public func repeatingValue(at t: Double) -> Double {
        let d = curve.duration
        guard d.isFinite, d > 0 else { return second }
        guard t > 0, t.isFinite else { return first }
        let autoreverses = repeatForever?.autoreverses ?? true
        let phase = t.truncatingRemainder(dividingBy: autoreverses ? 2 * d : d)
        if phase < d { return curve.value(from: first, to: second, after: phase) }
        return curve.value(from: second, to: first, after: phase - d)
    }
}
