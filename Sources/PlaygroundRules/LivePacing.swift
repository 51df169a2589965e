// How often a text that follows moving values (the status line under the canvas) is shown anew.

/// Paces a text that changes on every frame while values move (the animation plays, a slider is
/// dragged): while `live`, a new text is shown at most once per `interval`, and the last one
/// offered is shown when the interval has passed, so the text always ends on the latest value;
/// when not live, every text is shown at once.
///
/// Why: numbers that change 60 times a second cannot be read, and each new text is drawn and
/// sent to screen readers as the line's new name; ten times a second they still move with the
/// scene. (It was first a cost: when the line was a wrapping GtkLabel, every new text was
/// measured again by every container up to the window, about 65 Pango layouts, 3 to 5 ms of
/// each animation frame; docs/BENCHMARKS.md, "Animation".)
public struct LivePacing: Sendable, Equatable {
    /// The shortest time between two texts shown while live, in seconds.
    public static let interval = 0.1

    /// What to do with a text now.
    public enum Decision: Sendable, Equatable {
        /// Show it now.
        case show(String)
        /// Show the held text at this time (a timer's deadline), unless another offer comes first.
        case hold(until: Double)
        /// Nothing: it is what is shown, or the held text's deadline is already set.
        case none
    }

    /// The text shown last and when (seconds, any monotonic clock).
    public private(set) var shown: String?
    private var shownAt = -Double.infinity
    /// The text waiting for its time, and that time.
    public private(set) var held: String?
    private var heldUntil: Double?

    public init() {}

    /// `text` offered at `time`: shown now, or held until the interval since the last one shown has passed.
    public mutating func offer(_ text: String, live: Bool, at time: Double) -> Decision {
        if !live || time >= shownAt + Self.interval {
            held = nil
            heldUntil = nil
            guard text != shown else { return .none }
            return show(text, at: time)
        }
        guard text != shown else {
            // Back to what is shown: nothing is waiting any more.
            held = nil
            return .none
        }
        held = text
        if heldUntil != nil { return .none }
        let deadline = shownAt + Self.interval
        heldUntil = deadline
        return .hold(until: deadline)
    }

    /// The held text, due at `time` (the timer fired): what to show now, if anything.
    public mutating func due(at time: Double) -> String? {
        heldUntil = nil
        guard let text = held else { return nil }
        held = nil
        guard text != shown else { return nil }
        _ = show(text, at: time)
        return text
    }

    private mutating func show(_ text: String, at time: Double) -> Decision {
        shown = text
        shownAt = time
        return .show(text)
    }
}
