// `concentric-bench frames SECONDS`: the animation's frame timings and the window's peak memory, as one JSON line.
import ConcentricCore
import ConcentricJSON
import Foundation
import GtkKit
@_spi(Harness) import PlaygroundUI

/// Records what `make bench` reports about the animation, while it runs under the real frame
/// clock: the frame time of every tick (`gdk_frame_clock_get_frame_time`, µs), the wall-clock time
/// the tick ran, how long the tick's update took (the store's `frameTicked`: the spring, the
/// scene, its layout, the status line), how long each draw function took (`CanvasPainter.paint`;
/// with GSK's cairo renderer it records into a cairo recording surface), and how long each frame's
/// whole work took, from before-paint to after-paint (update, layout, snapshot and GSK's render
/// into the window, where the recorded drawing is rasterized).
///
/// The animation only ticks while a spring moves (0.9 s of every 1.3 s); between springs the tick
/// callback is removed on purpose. So ticks are grouped in runs, and intervals are only taken
/// between consecutive ticks of one run. Statistics are left to bench/report.py: this prints the
/// raw samples.
@MainActor
final class FrameBenchmark {
    /// Seconds of CPU this thread has used: beside a wall-clock duration, it tells work from
    /// waiting for a CPU (the machine's other processes, Xvfb among them).
    static var cpuNow: Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    private let seconds: Double
    private var frameIntervals: [Double] = []
    private var wallIntervals: [Double] = []
    private var updates: [Double] = []
    private var draws: [Double] = []
    private var updatesCPU: [Double] = []
    private var frames: [Double] = []
    private var framesCPU: [Double] = []
    private var clock: FrameClock?
    private var frameStart: (wall: Double, cpu: Double)?
    private var runs = 0
    private var previous: (frameTime: Int, wall: Double)?
    private var refreshIntervals = Set<Int>()
    private var startPeakKB: Int?
    private var timer: Timeout?
    /// The window's status line, whose updates the line reports (paced while the spring moves).
    weak var statusLine: StatusLine?
    private var statusUpdatesAtStart = 0

    init(seconds: Double) { self.seconds = seconds }

    /// Starts the countdown; `finished` is called once, after `seconds`.
    func start(finished: @escaping @MainActor () -> Void) {
        statusUpdatesAtStart = statusLine?.updates ?? 0
        timer = Timeout(seconds: seconds) { finished() }
    }

    /// Times every frame of `widget`'s frame clock from now on (once it is realized).
    func watchFrames(of widget: Widget) {
        guard clock == nil, let clock = widget.frameClock else { return }
        self.clock = clock
        clock.onBeforePaint { [weak self] in self?.frameStart = (MainLoopClock.now, Self.cpuNow) }
        clock.onAfterPaint { [weak self] in
            guard let self, let start = self.frameStart else { return }
            self.frames.append((MainLoopClock.now - start.wall) * 1000)
            self.framesCPU.append((Self.cpuNow - start.cpu) * 1000)
            self.frameStart = nil
        }
    }

    /// A tick of the animation clock at `frameTime` µs, whose update took `update` seconds
    /// (`updateCPU` of them on the CPU); `continues` says whether the clock still ticks after it
    /// (false ends the run).
    func ticked(frameTime: Int, update: Double, updateCPU: Double, continues: Bool) {
        let wall = MainLoopClock.now
        if let previous {
            frameIntervals.append(Double(frameTime - previous.frameTime) / 1000)
            wallIntervals.append((wall - previous.wall) * 1000)
        } else {
            runs += 1
        }
        previous = continues ? (frameTime, wall) : nil
        updates.append(update * 1000)
        updatesCPU.append(updateCPU * 1000)
        if let clock { refreshIntervals.insert(clock.refreshInterval) }
    }

    /// A draw of the canvas that took `seconds`.
    func drew(_ seconds: Double) {
        draws.append(seconds * 1000)
        if startPeakKB == nil { startPeakKB = Self.peakMemoryKB() }
    }

    /// The line printed at the end (milliseconds, kilobytes).
    var json: String {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number(($0 * 1000).rounded() / 1000) }) }
        let refresh = refreshIntervals.sorted().map { Double($0) / 1000 }
        return JSONWriter.write(.object([
            ("benchmark", .string("animation")), ("seconds", .number(seconds)),
            ("refreshIntervalMs", numbers(refresh)),
            ("runs", .number(Double(runs))), ("ticks", .number(Double(updates.count))), ("draws", .number(Double(draws.count))),
            ("frameIntervalsMs", numbers(frameIntervals)), ("wallIntervalsMs", numbers(wallIntervals)),
            ("updateMs", numbers(updates)), ("updateCPUMs", numbers(updatesCPU)), ("drawMs", numbers(draws)),
            ("frameWorkMs", numbers(frames)), ("frameWorkCPUMs", numbers(framesCPU)),
            ("statusUpdates", statusLine.map { .number(Double($0.updates - statusUpdatesAtStart)) } ?? .null),
            ("startPeakKB", startPeakKB.map { .number(Double($0)) } ?? .null),
            ("peakKB", Self.peakMemoryKB().map { .number(Double($0)) } ?? .null),
        ]), pretty: false)
    }

    /// The process's peak resident set size so far (VmHWM in /proc/self/status), in kB.
    static func peakMemoryKB() -> Int? { statusKB("VmHWM") }

    /// A memory figure of /proc/self/status (VmHWM: the peak resident set; VmRSS: now), in kB.
    static func statusKB(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
