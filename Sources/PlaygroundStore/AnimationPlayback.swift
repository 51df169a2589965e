// The scene's parameter animation played by frame times: a pure value the store advances.
import ConcentricScene

/// Plays a scene's `ParameterAnimation` (for every bundled scene, the sample card's):
///
///     .task {
///         while !Task.isCancelled {
///             try? await Task.sleep(for: .seconds(1.3))
///             withAnimation(.smooth(duration: 0.9)) { inset = inset == 8 ? 20 : 8 }
///         }
///     }
///
/// The target toggles at `hold`, 2·`hold`, … on the animation's own clock, and each toggle
/// animates by the scene's curve (`ParameterAnimation.curve`, SwiftUI's `.smooth(duration: 0.9)`
/// in the sample) through the same `AnimatedValue` stepping that `ParameterAnimation.value(at:initial:)`
/// uses, so the value shown is what `render --time` draws, advanced piecewise (the closed forms
/// compose: advancing by a then b is advancing by a + b). A `repeatForever` animation has no
/// toggles: its value is `ParameterAnimation.repeatingValue(at:)` of the time since it started.
///
/// Time is passed in (`advance(frameTime:)`), never read. The clock runs only while the animation
/// does: hiding the window pauses it (the next frame after showing it again continues where it
/// stopped), reduce motion stops it altogether.
public struct AnimationPlayback: Sendable, Hashable {
    /// Play, as the user left it (kept, and persisted, even while reduce motion overrides it).
    public var isOn: Bool
    /// The desktop asks for no motion (GtkSettings:gtk-enable-animations is false).
    public var reduceMotion: Bool
    /// Whether the window is shown; a hidden window pauses the animation.
    public var windowVisible: Bool
    /// The values, hold and curve: the scene's animation of whichever parameter it names (`PlaygroundState.open`
    /// sets it); nil when the scene has none, and then nothing moves.
    public private(set) var motion: ParameterAnimation?
    /// The animation's own clock, in seconds since it was switched on, not counting pauses.
    public private(set) var clock: Double
    /// The frame time of the previous tick, or nil when the next tick starts (or resumes) the clock.
    public private(set) var lastFrameTime: Double?
    /// When the next toggle is due, on `clock`.
    public private(set) var nextToggle: Double
    /// The value the animation rests at or is heading to; a toggle flips it
    /// (`p == first ? second : first`).
    public private(set) var target: Double
    /// The value's exact state at `motionTime` (a spring's position and velocity, a timing
    /// curve's running changes), unrounded and never snapped, so the next toggle starts from where
    /// SwiftUI's animation would be.
    public private(set) var motionState: AnimatedValue
    /// When `motionState` was last evaluated, on `clock`; for a repeating animation, when the
    /// repetitions started.
    public private(set) var motionTime: Double

    /// Paused by the user on a moment of the motion (Pause, the scrubber): Play goes on from it
    /// rather than starting the schedule again.
    public private(set) var isHeld = false

    /// The longest frame gap the clock counts, in seconds.
    public static let longestGap = 60.0
    /// The most toggles one frame applies (a tiny hold after a stalled clock); later ones wait for
    /// the next frames, so a frame's work stays bounded whatever the scene says.
    public static let maximumTogglesPerFrame = 1000
    /// Within this distance of its target (points)…
    public static let settledDistance = 0.05
    /// …and slower than this (points per second), a spring counts as settled: the value shown
    /// snaps to the target and the frame clock stops until the next toggle. `.smooth(duration:
    /// 0.9)` never arrives exactly (1.4 % of the distance is left at 0.9 s); a 12 pt move is within
    /// 0.05 pt after 1.09 s, leaving 0.2 s of the 1.3 s hold without frames. A twentieth of a point
    /// is a tenth of a pixel at 2×: the snap cannot be seen. (0.01 pt would not be reached before
    /// the next toggle, so the clock would never rest.)
    public static let settledSpeed = 0.5

    /// The playground's own animation, the same as the sample card's: `inset` 8 ↔ 20 every 1.3 s,
    /// `.smooth(duration: 0.9)`.
    public static let playgroundDefault = ParameterAnimation(parameter: SceneDocument.nestedCardsInset, first: 8, second: 20)

    public init(
        isOn: Bool = false, reduceMotion: Bool = false, windowVisible: Bool = true, value: Double = 8,
        motion: ParameterAnimation? = AnimationPlayback.playgroundDefault
    ) {
        self.isOn = isOn
        self.reduceMotion = reduceMotion
        self.windowVisible = windowVisible
        self.motion = motion
        clock = 0
        lastFrameTime = nil
        nextToggle = motion?.hold ?? 0
        target = value
        motionState = AnimatedValue(restingAt: value)
        motionTime = 0
    }

    /// Whether frames move the animated parameter: switched on, motion allowed, window shown, something to play.
    public var isRunning: Bool { isOn && !reduceMotion && windowVisible && motion != nil }

    /// What Play shows: reduce motion, or a scene without an animation, shows it off (and the
    /// app makes it insensitive).
    public var showsPlaying: Bool { isOn && !reduceMotion && motion != nil }

    /// Whether the animation is still visibly moving the animated parameter (a repeating one
    /// always is while it plays; a paused one holds still).
    public var isMoving: Bool {
        guard isRunning, let motion else { return false }
        return motion.repeatForever != nil || !Self.isSettled(motionState, curve: motion.curve)
    }

    /// Seconds on the animation's clock until the next toggle (≥ 0; infinity when the hold is not
    /// a positive number, so nothing ever toggles).
    public var secondsUntilNextToggle: Double { togglesAtAll ? max(0, nextToggle - clock) : .infinity }

    /// The target after `target`: the sample's `inset == 8 ? 20 : 8`.
    public func toggled(_ target: Double) -> Double {
        guard let motion else { return target }
        return target == motion.first ? motion.second : motion.first
    }

    /// Starts the schedule afresh from `value` (first toggle one hold after the next frame).
    public mutating func restart(from value: Double) {
        clock = 0
        lastFrameTime = nil
        nextToggle = motion?.hold ?? 0
        rest(at: value)
    }

    /// Plays `motion` from now on, from `value` at rest (a scene was opened).
    public mutating func play(_ motion: ParameterAnimation?, from value: Double) {
        self.motion = motion
        restart(from: value)
    }

    /// Stops the animation where it was heading and returns that value (motion switched off or
    /// forbidden mid-flight: the value lands on a clean value at once instead of freezing midway).
    public mutating func settle() -> Double {
        rest(at: target)
        return target
    }

    /// The user set the animated parameter directly: any motion stops there, and the next toggle
    /// starts from it (a repeating animation starts over at the next frame).
    public mutating func userSet(value: Double) { rest(at: value) }

    /// Forgets the previous frame time, so that time spent hidden does not count.
    public mutating func pause() { lastFrameTime = nil }

    /// Pause: the moment shown is held, and `resume` goes on from it.
    public mutating func hold() {
        pause()
        isHeld = motion != nil
    }

    /// Play after a `hold`: the clock goes on from the moment held.
    public mutating func resume() {
        pause()
        isHeld = false
    }

    /// Advances to `frameTime` (seconds on the frame clock) and returns the value to show, or nil
    /// when the animation is not running. Toggles due since the last frame (a stalled frame clock)
    /// are applied in order, each at its own instant, so a late frame lands where SwiftUI's
    /// continuous animation would be.
    public mutating func advance(frameTime: Double) -> Double? {
        guard isRunning, frameTime.isFinite else { return nil }
        // Time never runs backwards, and a gap longer than a minute (a suspended machine)
        // counts as a minute, so the clock stays finite whatever the frame times.
        if let last = lastFrameTime { clock += min(max(0, frameTime - last), AnimationPlayback.longestGap) }
        lastFrameTime = frameTime
        return valueAtClock()
    }

    /// Goes to `time` seconds into the motion played from rest at `initial` (the scrubber; the
    /// motion's `first`, where the sample's `.task` starts) and returns the value there: the
    /// toggles before it applied in order, as if it had played; held there, so that playing goes
    /// on from it.
    public mutating func seek(to time: Double, from initial: Double) -> Double? {
        guard motion != nil else { return nil }
        restart(from: initial)
        clock = time.isFinite ? min(max(0, time), motion?.cycleSeconds ?? 0) : 0
        let value = valueAtClock()
        hold()
        return value
    }

    /// Where the scrubber is: seconds into the motion's cycle (`ParameterAnimation.cycleSeconds`),
    /// or nil when it has none.
    public var cyclePosition: Double? {
        guard let cycle = motion?.cycleSeconds else { return nil }
        let time = motion?.repeatForever != nil ? clock - motionTime : clock
        return max(0, time).truncatingRemainder(dividingBy: cycle)
    }

    /// The value at `clock`: the toggles due by then applied, each at its own instant.
    private mutating func valueAtClock() -> Double? {
        guard let motion else { return nil }
        var applied = 0
        while togglesAtAll, nextToggle <= clock, applied < Self.maximumTogglesPerFrame {
            move(to: nextToggle)
            target = toggled(target)
            motionState.retarget(to: target, curve: motion.curve)
            nextToggle += motion.hold
            applied += 1
        }
        if motion.repeatForever != nil { return motion.repeatingValue(at: clock - motionTime) }
        move(to: clock)
        return Self.isSettled(motionState, curve: motion.curve) ? target : motionState.position(curve: motion.curve)
    }

    /// Whether the hold is a positive finite number of seconds (else the value never toggles) and
    /// the animation toggles at all (a repeating one does not).
    private var togglesAtAll: Bool { motion.map { $0.repeatForever == nil && $0.hold.isFinite && $0.hold > 0 } ?? false }

    /// Advances the value's exact state to `time` on the clock.
    private mutating func move(to time: Double) {
        guard time > motionTime, let motion else { return }
        motionState.advance(by: time - motionTime, curve: motion.curve)
        motionTime = time
    }

    /// At rest at `value` from now on.
    private mutating func rest(at value: Double) {
        isHeld = false
        target = value
        motionState = AnimatedValue(restingAt: value)
        motionTime = clock
    }

    /// A spring within `settledDistance` of its target and slower than `settledSpeed`; a timing
    /// curve with no change still running.
    private static func isSettled(_ state: AnimatedValue, curve: AnimationCurve) -> Bool {
        switch curve {
        case .spring: abs(state.spring.position - state.target) <= settledDistance && abs(state.spring.velocity) <= settledSpeed
        case .timing: state.isAtRest(curve: curve)
        }
    }
}
