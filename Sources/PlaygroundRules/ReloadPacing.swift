// When a watched `.swift` file is imported again, and when an import's error is shown.

/// Paces the imports of a `.swift` document's files as an editor saves them: a change starts an
/// import on the next turn of the main loop (the events of one save, arriving together, make one
/// import), never two at once, and a change that arrives while one runs makes exactly one more
/// after it, so the last change is always imported. A failed import's error is due
/// `errorDelay` after the last change, and only when no import of a later change is under way:
/// a save caught half-written is imported again before the user is told it does not parse.
///
/// Times are seconds on any monotonic clock; the app owns the timers.
public struct ReloadPacing: Sendable, Equatable {
    /// How long a file must stay unimportable after its last change before the error is shown.
    public static let errorDelay = 0.1

    /// Where the imports stand.
    public enum Phase: Sendable, Equatable {
        /// Nothing to do.
        case idle
        /// An import starts on the next turn of the main loop.
        case scheduled
        /// An import runs.
        case running
        /// An import runs, and a change came after it started: one more follows.
        case runningThenAgain
    }

    public private(set) var phase = Phase.idle
    /// When the watched files last changed.
    public private(set) var lastChange = -Double.infinity

    public init() {}

    /// A watched file changed at `time` (or the user asked for another preview): true when the
    /// app must schedule a start (`starting`) on the next turn of the main loop.
    public mutating func changed(at time: Double) -> Bool {
        lastChange = time
        switch phase {
        case .idle:
            phase = .scheduled
            return true
        case .running:
            phase = .runningThenAgain
            return false
        case .scheduled, .runningThenAgain:
            return false
        }
    }

    /// The scheduled import starts.
    public mutating func starting() {
        phase = .running
    }

    /// What follows the running import's end.
    public struct Next: Sendable, Equatable {
        /// Start another import now: a change came while this one ran.
        public var importAgain: Bool
        /// When the failed import's error is due (nil: none is).
        public var errorDue: Double?

        public init(importAgain: Bool, errorDue: Double?) {
            self.importAgain = importAgain
            self.errorDue = errorDue
        }
    }

    /// The running import ended, `failed` or not.
    public mutating func finished(failed: Bool) -> Next {
        if phase == .runningThenAgain {
            phase = .running
            return Next(importAgain: true, errorDue: nil)
        }
        phase = .idle
        return Next(importAgain: false, errorDue: failed ? lastChange + Self.errorDelay : nil)
    }
}
