// GdkFrameClock: the clock that paces a surface's frames, and its phases.
import CGtk

/// A surface's frame clock. Each frame runs its phases in order (flush events, before-paint,
/// update: tick callbacks, layout, paint: snapshot and render, after-paint).
@MainActor
public final class FrameClock: Object {
    private var clock: OpaquePointer { OpaquePointer(raw) }

    /// The current frame's time in µs (monotonic, `g_get_monotonic_time`'s base).
    public var frameTime: Int { gdk_frame_clock_get_frame_time(clock) }

    /// The refresh interval (µs) the clock reports for the current frame
    /// (`gdk_frame_clock_get_refresh_info`): the display's, or GDK's default without one.
    public var refreshInterval: Int {
        var interval = 0, presentation = 0
        gdk_frame_clock_get_refresh_info(clock, frameTime, &interval, &presentation)
        return interval
    }

    /// Runs `handler` at the start of every frame's work (the before-paint phase).
    public func onBeforePaint(_ handler: @escaping @MainActor () -> Void) { on("before-paint", handler) }

    /// Runs `handler` when a frame's work is done (the after-paint phase).
    public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) { on("after-paint", handler) }
}
