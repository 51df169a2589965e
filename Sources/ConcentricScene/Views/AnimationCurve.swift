// The curve that animates each change of a scene's animated parameter (a SwiftUI spring or timing
// curve), and the exact state of a value it moves: the one stepping that `ParameterAnimation`'s
// `value(at:initial:)` and the playground's playback both use, so that canvas and `--time` agree.

/// The animation of one change: SwiftUI's `Animation` values a scene can use.
public enum AnimationCurve: Sendable, Hashable {
    /// A spring (`.spring`, `.smooth`, `.snappy`, `.bouncy`): a new target retargets it from its
    /// current position and velocity (`Animation/spring(duration:bounce:blendDuration:)`: "each
    /// animation will be replaced by their successor, preserving velocity").
    case spring(Spring)
    /// A timing curve lasting `duration` seconds: a new target starts another animation that
    /// combines with the ones still running (see `AnimatedValue`).
    case timing(TimingCurve, duration: Double)

    /// The scene's default: the sample's `.smooth(duration: 0.9)`.
    public static let sample = AnimationCurve.spring(.smooth(duration: 0.9))

    /// `.smooth(duration:extraBounce:)`.
    public static func smooth(duration: Double = Spring.defaultDuration, extraBounce: Double = 0) -> AnimationCurve {
        .spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// `.snappy(duration:extraBounce:)`.
    public static func snappy(duration: Double = Spring.defaultDuration, extraBounce: Double = 0) -> AnimationCurve {
        .spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// `.bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: Double = Spring.defaultDuration, extraBounce: Double = 0) -> AnimationCurve {
        .spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// `.spring(duration:bounce:)`.
    public static func spring(duration: Double = Spring.defaultDuration, bounce: Double = 0) -> AnimationCurve {
        .spring(.spring(duration: duration, bounce: bounce))
    }

    /// `.linear(duration:)`, `.easeIn(duration:)`, `.easeOut(duration:)`, `.easeInOut(duration:)`.
    public static func linear(duration: Double = TimingCurve.defaultDuration) -> AnimationCurve { .timing(.linear, duration: duration) }
    public static func easeIn(duration: Double = TimingCurve.defaultDuration) -> AnimationCurve { .timing(.easeIn, duration: duration) }
    public static func easeOut(duration: Double = TimingCurve.defaultDuration) -> AnimationCurve { .timing(.easeOut, duration: duration) }
    public static func easeInOut(duration: Double = TimingCurve.defaultDuration) -> AnimationCurve { .timing(.easeInOut, duration: duration) }

    /// The curve's duration: a spring's perceptual duration, a timing curve's length.
    public var duration: Double {
        switch self {
        case .spring(let spring): spring.duration
        case .timing(_, let duration): duration
        }
    }

    /// The same kind of curve with another duration (the playground's duration row).
    public func withDuration(_ duration: Double) -> AnimationCurve {
        switch self {
        case .spring(var spring):
            spring.duration = duration
            return .spring(spring)
        case .timing(let curve, _): return .timing(curve, duration: duration)
        }
    }

    /// The value `t` seconds into one change from `from` to `to`, starting at rest.
    public func value(from: Double, to: Double, after t: Double) -> Double {
        switch self {
        case .spring(let spring): spring.advance(SpringState(position: from, velocity: 0), toward: to, by: t).position
        case .timing(let curve, let duration):
            duration.isFinite && duration > 0 ? from + (to - from) * curve.progress(t / duration) : to
        }
    }
}

/// A timing-curve animation still running: the value it heads to and how long it has run.
public struct TimedChange: Sendable, Hashable {
    /// The value the change set.
    public var target: Double
    /// Seconds since it started.
    public var elapsed: Double

    public init(target: Double, elapsed: Double) {
        self.target = target
        self.elapsed = elapsed
    }
}

/// The exact state of a value that a curve animates: what SwiftUI keeps for it between frames.
///
/// Springs: a position and a velocity, retargeted in place.
///
/// Timing curves: SwiftUI does not stop a running timing animation when the value changes again;
/// it combines them. OpenSwiftUI's `DefaultCombiningAnimation` (audited against SwiftUICore 6.5.4)
/// keeps every running animation with its start, and presents
///
///     P0 = base;  Pk = P(k−1) + curve(elapsed_k / d) · (target_k − P(k−1))
///
/// so each change moves from where the earlier ones are at that moment toward its own target,
/// continuous in value and velocity; once a change completes the ones before it no longer count,
/// and the value is its target (`base`). That is what this follows. (A plain sum of
/// (new − old) · curve(progress) per change is the other common additive rule; we follow the
/// combination that reconstruction of SwiftUI shows.)
///
/// At most `maximumRunningChanges` run at once (toggles much faster than the curve): beyond that
/// the oldest counts as finished, its target becoming `base` (our bound, so that a frame's work
/// stays small and the state at a time depends only on the changes since: `ParameterAnimation`
/// evaluates a late time from them alone).
public struct AnimatedValue: Sendable, Hashable {
    /// The value the last change set (the model value); the motion ends there.
    public private(set) var target: Double
    /// Springs: the exact position and velocity, unrounded and never snapped.
    public private(set) var spring: SpringState
    /// Timing curves: the value the running changes start from.
    public private(set) var base: Double
    /// Timing curves: the running changes, oldest first.
    public private(set) var changes: [TimedChange]

    /// The most timing-curve changes kept running at once.
    public static let maximumRunningChanges = 256

    /// At rest at `value`.
    public init(restingAt value: Double) {
        target = value
        spring = SpringState(position: value, velocity: 0)
        base = value
        changes = []
    }

    /// The value changes to `value`, animated by `curve` (the same value changes nothing, as in
    /// SwiftUI, where an unchanged state starts no animation).
    public mutating func retarget(to value: Double, curve: AnimationCurve) {
        guard value != target else { return }
        target = value
        guard case .timing(_, let duration) = curve else { return }
        guard duration.isFinite, duration > 0 else {
            self = AnimatedValue(restingAt: value)
            return
        }
        changes.append(TimedChange(target: value, elapsed: 0))
        if changes.count > Self.maximumRunningChanges { base = changes.removeFirst().target }
    }

    /// `seconds` later (≥ 0).
    public mutating func advance(by seconds: Double, curve: AnimationCurve) {
        guard seconds > 0 else { return }
        switch curve {
        case .spring(let s): spring = s.advance(spring, toward: target, by: seconds)
        case .timing(_, let duration):
            for i in changes.indices { changes[i].elapsed += seconds }
            // The latest change that has completed: the value is its target from then on.
            if let done = changes.lastIndex(where: { !($0.elapsed < duration) }) {
                base = changes[done].target
                changes.removeSubrange(0...done)
            }
        }
    }

    /// The value shown now.
    public func position(curve: AnimationCurve) -> Double {
        switch curve {
        case .spring: return spring.position
        case .timing(let timing, let duration):
            var p = base
            for change in changes { p += timing.progress(change.elapsed / duration) * (change.target - p) }
            return p
        }
    }

    /// Whether nothing moves any more: a timing curve with no change running, a spring exactly at
    /// its target and still (springs only come close: callers decide what is close enough).
    public func isAtRest(curve: AnimationCurve) -> Bool {
        switch curve {
        case .spring: spring.position == target && spring.velocity == 0
        case .timing: changes.isEmpty
        }
    }

    /// Whether `other` is the same state to within rounding (relative 1e-12): how the periodic
    /// regime is spotted.
    func isClose(to other: AnimatedValue) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(a)) }
        guard target == other.target, changes.count == other.changes.count else { return false }
        guard close(spring.position, other.spring.position), close(spring.velocity, other.spring.velocity), close(base, other.base) else { return false }
        return zip(changes, other.changes).allSatisfy { $0.target == $1.target && close($0.elapsed, $1.elapsed) }
    }
}
