// The sample card's timed inset animation, as a pure value advanced by frame times.

/// Every 1.3 s the inset's target toggles between 8 and 20 pt and the inset springs there
/// (`InsetSpring`, 0.9 s), as in the sample card's demo:
///
///     while !Task.isCancelled {
///         try? await Task.sleep(for: .seconds(1.3))
///         withAnimation(.smooth(duration: 0.9)) { inset = inset == 8 ? 20 : 8 }
///     }
///
/// Time is passed in (`advance(frameTime:inset:)`), never read. The animation keeps its own clock,
/// which only runs while the animation does: hiding the window pauses it (the next frame after
/// showing it again continues where it stopped), reduce motion stops it altogether.
public struct InsetAnimation: Sendable, Hashable {
    /// The user's switch (kept, and persisted, even while reduce motion overrides it).
    public var isOn: Bool
    /// The desktop asks for no motion (GtkSettings:gtk-enable-animations is false).
    public var reduceMotion: Bool
    /// Whether the window is shown; a hidden window pauses the animation.
    public var windowVisible: Bool
    /// The animation's own clock, in seconds since it was switched on, not counting pauses.
    public private(set) var clock: Double
    /// The frame time of the previous tick, or nil when the next tick starts (or resumes) the clock.
    public private(set) var lastFrameTime: Double?
    /// When the next toggle is due, on `clock`.
    public private(set) var nextToggle: Double
    /// The inset the animation rests at or is heading to; a toggle flips it (8 → 20, else → 8).
    public private(set) var target: Double
    /// The spring in flight, if any.
    public private(set) var spring: InsetSpring?

    /// Seconds between toggles.
    public static let interval = 1.3
    /// The longest frame gap the clock counts, in seconds.
    public static let longestGap = 60.0
    /// The sample's two insets, in points.
    public static let small = 8.0
    public static let large = 20.0

    public init(isOn: Bool = false, reduceMotion: Bool = false, windowVisible: Bool = true, inset: Double = InsetAnimation.small) {
        self.isOn = isOn
        self.reduceMotion = reduceMotion
        self.windowVisible = windowVisible
        clock = 0
        lastFrameTime = nil
        nextToggle = InsetAnimation.interval
        target = inset
        spring = nil
    }

    /// Whether frames move the inset: switched on, motion allowed, window shown.
    public var isRunning: Bool { isOn && !reduceMotion && windowVisible }

    /// What the switch shows: reduce motion shows it off (and the app makes it insensitive).
    public var switchShowsOn: Bool { isOn && !reduceMotion }

    /// Whether a spring is moving the inset.
    public var isMoving: Bool { spring != nil }

    /// Seconds on the animation's clock until the next toggle (≥ 0).
    public var secondsUntilNextToggle: Double { max(0, nextToggle - clock) }

    /// The target after `target`: the sample's `inset == 8 ? 20 : 8`.
    public static func toggled(_ target: Double) -> Double { target == small ? large : small }

    /// Starts the schedule afresh from `inset` (first toggle 1.3 s after the next frame).
    public mutating func restart(from inset: Double) {
        clock = 0
        lastFrameTime = nil
        nextToggle = InsetAnimation.interval
        target = inset
        spring = nil
    }

    /// Stops the spring where it was heading and returns that inset (motion switched off or
    /// forbidden mid-flight: the inset lands on a clean value at once instead of freezing midway).
    public mutating func settle(inset: Double) -> Double {
        guard let spring else { return inset }
        self.spring = nil
        target = spring.to
        return spring.to
    }

    /// The user set the inset directly: any spring stops there, and the next toggle starts from it.
    public mutating func userSet(inset: Double) {
        spring = nil
        target = inset
    }

    /// Forgets the previous frame time, so that time spent hidden does not count.
    public mutating func pause() { lastFrameTime = nil }

    /// Advances to `frameTime` (seconds on the frame clock) and returns the inset to show.
    /// Several toggles due at once (a stalled frame clock) are applied together: the springs of
    /// all but the last have settled by then, since a spring lasts less than the interval.
    public mutating func advance(frameTime: Double, inset: Double) -> Double {
        guard isRunning, frameTime.isFinite else { return inset }
        // Time never runs backwards, and a gap longer than a minute (a suspended machine)
        // counts as a minute, so the clock stays finite whatever the frame times.
        if let last = lastFrameTime { clock += min(max(0, frameTime - last), InsetAnimation.longestGap) }
        lastFrameTime = frameTime
        var current = inset
        if clock >= nextToggle {
            let due = ((clock - nextToggle) / InsetAnimation.interval).rounded(.down) + 1
            let lastToggle = nextToggle + (due - 1) * InsetAnimation.interval
            // The target after n ≥ 1 flips: the first lands on 8 or 20, then they alternate.
            let first = InsetAnimation.toggled(target)
            func after(_ n: Double) -> Double {
                (n - 1).truncatingRemainder(dividingBy: 2) == 0 ? first : InsetAnimation.toggled(first)
            }
            let from = due == 1 ? (spring?.value(at: lastToggle) ?? current) : after(due - 1)
            target = after(due)
            spring = InsetSpring(from: from, to: target, start: lastToggle)
            nextToggle = lastToggle + InsetAnimation.interval
        }
        if let spring {
            current = spring.value(at: clock)
            if spring.isSettled(at: clock) { self.spring = nil }
        }
        return current
    }
}
