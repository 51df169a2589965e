// GLib main-loop sources: a closure run once after a delay, cancellable.
import CGtk

/// The main loop's clock: monotonic seconds (`g_get_monotonic_time`, the frame clock's time base).
public enum MainLoopClock {
    public static var now: Double { Double(g_get_monotonic_time()) / 1e6 }

    /// Runs the main loop until `done` holds or `seconds` have passed; answers whether `done`
    /// held. For code that owns no loop of its own (a test of widgets in a window).
    @MainActor
    public static func run(until done: () -> Bool, seconds: Double) -> Bool {
        let end = now + seconds
        while !done() {
            guard now < end else { return false }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
        }
        return true
    }
}

/// A one-shot `g_timeout_add` whose closure runs on the main loop after `seconds`. Cancelled
/// when `cancel()` is called or when the value is released, so a timer never outlives its owner.
@MainActor
public final class Timeout {
    /// Shared with GLib's callback: whether the source is still pending.
    private final class Pending {
        var id: guint = 0
        var fired = false
        let action: @MainActor () -> Void
        init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    }

    private let pending: Pending

    public init(seconds: Double, _ action: @escaping @MainActor () -> Void) {
        pending = Pending(action)
        let milliseconds = guint(min(max(0, seconds * 1000).rounded(.up), Double(Int32.max)))
        pending.id = g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds,
            { data in
                let data = MainThreadPointer(data)
                MainActor.assumeIsolated {
                    guard let raw = data.raw else { return }
                    let pending = Unmanaged<Pending>.fromOpaque(raw).takeUnretainedValue()
                    pending.fired = true
                    pending.action()
                }
                return sourceResult(continuing: false)
            },
            Unmanaged.passRetained(pending).toOpaque(),
            { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } })
    }

    /// Whether the closure has yet to run.
    public var isPending: Bool { !pending.fired && pending.id != 0 }

    public func cancel() {
        guard isPending else { return }
        g_source_remove(pending.id)
        pending.id = 0
    }

    isolated deinit { cancel() }
}

/// A repeating `g_idle_add`: `step` runs whenever the main loop has nothing more urgent to do
/// (drawing and input come first), until it returns false or the source is cancelled or released.
/// For long work cut into short steps, so the window stays responsive while it runs.
@MainActor
public final class Idle {
    /// When the step runs among the main loop's other work.
    public enum Urgency {
        /// After drawing and input: while an animation keeps every frame busy, it waits.
        case whenIdle
        /// Before the next frame is laid out and drawn, for work that frame must see done.
        case beforeNextFrame

        var priority: Int32 { self == .whenIdle ? G_PRIORITY_DEFAULT_IDLE : G_PRIORITY_HIGH_IDLE }
    }

    private final class Pending {
        var id: guint = 0
        let step: @MainActor () -> Bool
        init(_ step: @escaping @MainActor () -> Bool) { self.step = step }
    }

    private let pending: Pending

    public init(_ urgency: Urgency = .whenIdle, _ step: @escaping @MainActor () -> Bool) {
        pending = Pending(step)
        pending.id = g_idle_add_full(
            urgency.priority,
            { data in
                let data = MainThreadPointer(data)
                return MainActor.assumeIsolated {
                    guard let raw = data.raw else { return sourceResult(continuing: false) }
                    let pending = Unmanaged<Pending>.fromOpaque(raw).takeUnretainedValue()
                    let more = pending.step()
                    if !more { pending.id = 0 }
                    return sourceResult(continuing: more)
                }
            },
            Unmanaged.passRetained(pending).toOpaque(),
            { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } })
    }

    /// Whether `step` will run again.
    public var isRunning: Bool { pending.id != 0 }

    public func cancel() {
        guard isRunning else { return }
        g_source_remove(pending.id)
        pending.id = 0
    }

    isolated deinit { cancel() }
}

/// Keeps an object alive until the main loop's next idle turn, then lets it go: for a wrapper
/// whose own signal handler is running (a dialog's response), which must not be released inside
/// it: its `deinit` would disconnect, and so free, the very handler being run.
@MainActor
enum DeferredRelease {
    static func release(_ object: AnyObject) {
        g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE, { _ in sourceResult(continuing: false) }, Unmanaged.passRetained(object).toOpaque(),
            { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } })
    }
}

/// Hands work done on another thread back to GTK's: `post` may be called from any thread
/// (`g_idle_add` is thread-safe) and runs `action` on the main loop at its next turn.
public enum MainLoopPost {
    private final class Box: Sendable {
        let action: @Sendable @MainActor () -> Void
        init(_ action: @escaping @Sendable @MainActor () -> Void) { self.action = action }
    }

    public static func post(_ action: @escaping @Sendable @MainActor () -> Void) {
        g_idle_add_full(
            G_PRIORITY_DEFAULT,
            { data in
                let data = MainThreadPointer(data)
                MainActor.assumeIsolated {
                    guard let raw = data.raw else { return }
                    Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue().action()
                }
                return sourceResult(continuing: false)
            },
            Unmanaged.passRetained(Box(action)).toOpaque(),
            { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } })
    }
}
