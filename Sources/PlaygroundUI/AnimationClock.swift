// Drives the inset animation from the canvas's frame clock, only while something moves.
import GtkKit

/// Adds a tick callback to the canvas on `start()` (each frame reports its frame time), removes it
/// on `stop()`, and for `schedule(after:)` removes it and starts again after a `g_timeout_add`,
/// so no frames are spent waiting for the next toggle.
@MainActor
final class AnimationClock {
    private let widget: Widget
    private let frame: @MainActor (_ seconds: Double) -> Void
    private var tickID: UInt32?
    private var pendingStart: Timeout?

    init(widget: Widget, frame: @escaping @MainActor (_ seconds: Double) -> Void) {
        self.widget = widget
        self.frame = frame
    }

    /// Whether the tick callback is installed.
    var isTicking: Bool { tickID != nil }

    func start() {
        pendingStart?.cancel()
        pendingStart = nil
        guard tickID == nil else { return }
        tickID = widget.addTickCallback { [weak self] frameTime in
            guard let self, self.tickID != nil else { return false }
            self.frame(Double(frameTime) / 1_000_000)
            // `frame` may have stopped the clock (the store said nothing moves any more).
            return self.tickID != nil
        }
    }

    func stop() {
        pendingStart?.cancel()
        pendingStart = nil
        removeTick()
    }

    func schedule(after seconds: Double) {
        removeTick()
        pendingStart?.cancel()
        pendingStart = Timeout(seconds: seconds) { [weak self] in self?.start() }
    }

    private func removeTick() {
        guard let id = tickID else { return }
        tickID = nil
        widget.removeTickCallback(id)
    }
}
