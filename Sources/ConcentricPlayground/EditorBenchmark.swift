// `--bench-editor SECONDS`: the editor on a large scene (issue 14), measured with the frame clock,
// as one JSON line: opening it, the layer list's operations, and an inspector slider dragged.
import CGtk
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundStore

/// Drives the window the way a user would and times each step with the window's frame clock:
///
/// 1. Opening: the monotonic time (`g_get_monotonic_time`, µs) when the first frame was painted,
///    for `make bench` to subtract the moment it started the process; peak and current resident
///    memory then.
/// 2. The layer list: selecting a near row and the farthest row (its ancestors expanded, scrolled
///    to), expanding every row, scrolling to the end and back, selecting a row far down the
///    expanded list. Each step runs between frames (as a click is handled); its own time and the
///    next frame's work (before-paint to after-paint: layout, snapshot, render) are recorded.
/// 3. The inspector: the first view (in reading order) whose inspector has a slider (a radius, an
///    opacity) is selected, and on every frame for `seconds` the slider is moved, as a pointer
///    drag moves it once per frame; the tick's work (the edit, the store, layout, the widgets),
///    the frame-clock intervals and each frame's work are recorded.
///
/// Nothing is asserted: bench/report.py turns the line into docs/BENCHMARKS.md's tables.
@MainActor
final class EditorBenchmark {
    private let seconds: Double
    private let window: PlaygroundWindow
    private let store: AppStore
    private let finished: @MainActor (String) -> Void

    private var clock: FrameClock?
    private var frameStart: (wall: Double, cpu: Double)?
    /// Called after the next frame is painted, with that frame's work (wall, CPU ms).
    private var afterNextFrame: (@MainActor (Double, Double) -> Void)?
    private var firstFrameUs: Int?
    private var openPeakKB: Int?
    private var openResidentKB: Int?
    private var steps: [JSONValue] = []
    private var pending: [(String, @MainActor () -> Void)] = []
    private var timer: Timeout?
    private var watchdog: Timeout?
    // The slider drag.
    private var sliderPath: ViewPath?
    private var sliderField: String?
    private var drag: (start: Double, previousFrameTime: Int?, ticks: Int)?
    private var sliderIntervals: [Double] = []
    private var sliderUpdates: [Double] = []
    private var sliderUpdatesCPU: [Double] = []
    private var sliderFrames: [Double] = []
    private var sliderFramesCPU: [Double] = []
    private var refreshIntervals = Set<Int>()
    /// The document before the drag, to tell whether the drag edited it.
    private var beforeDrag: SceneDocument?

    init(seconds: Double, window: PlaygroundWindow, store: AppStore, finished: @escaping @MainActor (String) -> Void) {
        self.seconds = seconds
        self.window = window
        self.store = store
        self.finished = finished
        // The frame clock exists once the window is realized: the first tick hooks it.
        _ = window.canvas.area.addTickCallback { [weak self] _ in
            guard let self else { return false }
            self.hookFrameClock()
            return false
        }
    }

    private func hookFrameClock() {
        guard clock == nil, let clock = window.window.frameClock else { return }
        self.clock = clock
        clock.onBeforePaint { [weak self] in self?.frameStart = (FrameBenchmark.now, FrameBenchmark.cpuNow) }
        clock.onAfterPaint { [weak self] in self?.framePainted() }
    }

    private func framePainted() {
        guard let start = frameStart else { return }
        frameStart = nil
        let work = ((FrameBenchmark.now - start.wall) * 1000, (FrameBenchmark.cpuNow - start.cpu) * 1000)
        if firstFrameUs == nil {
            firstFrameUs = Int(g_get_monotonic_time())
            openPeakKB = FrameBenchmark.statusKB("VmHWM")
            openResidentKB = FrameBenchmark.statusKB("VmRSS")
            planLayerSteps()
            next()
            return
        }
        if drag != nil {
            sliderFrames.append(work.0)
            sliderFramesCPU.append(work.1)
        }
        if let after = afterNextFrame {
            afterNextFrame = nil
            after(work.0, work.1)
        }
    }

    // MARK: The layer list

    private func planLayerSteps() {
        let paths = store.state.document.scene.root.paths()
        let list = window.layerList
        let near = paths.count > 1 ? paths[1] : ViewPath.root
        let farthest = paths.last ?? .root
        let threeQuarters = paths[paths.count * 3 / 4]
        pending = [
            ("select a near row", { list.selectAsUser(near) }),
            ("select the farthest row", { list.selectAsUser(farthest) }),
            ("expand every row", { list.expandAll() }),
            ("scroll to the end", { list.scroll(toPosition: max(0, list.rowCount - 1)) }),
            ("scroll to the top", { list.scroll(toPosition: 0) }),
            ("select a row three quarters down", { list.selectAsUser(threeQuarters) }),
        ]
    }

    /// Runs the next step a moment after the last frame (as a click arrives between frames).
    private func next() {
        timer = Timeout(seconds: 0.15) { [weak self] in self?.runStep() }
    }

    private func runStep() {
        guard !pending.isEmpty else { return startDrag() }
        let (name, action) = pending.removeFirst()
        let rowsBefore = window.layerList.rowCount
        let (start, startCPU) = (FrameBenchmark.now, FrameBenchmark.cpuNow)
        action()
        let (ran, ranCPU) = ((FrameBenchmark.now - start) * 1000, (FrameBenchmark.cpuNow - startCPU) * 1000)
        let rowsAfter = window.layerList.rowCount
        func record(_ frame: (Double, Double)?) {
            watchdog?.cancel()
            let total = frame == nil ? nil : (FrameBenchmark.now - start) * 1000
            steps.append(.object([
                ("step", .string(name)), ("rowsBefore", .number(Double(rowsBefore))), ("rowsAfter", .number(Double(rowsAfter))),
                ("stepMs", .number(ran)), ("stepCPUMs", .number(ranCPU)),
                ("frameWorkMs", frame.map { .number($0.0) } ?? .null), ("frameWorkCPUMs", frame.map { .number($0.1) } ?? .null),
                ("toFramePaintedMs", total.map { .number($0) } ?? .null),
            ]))
            next()
        }
        afterNextFrame = { wall, cpu in record((wall, cpu)) }
        window.window.queueDraw()
        // A step that changed nothing on screen may never get a frame of its own.
        watchdog = Timeout(seconds: 2) { [weak self] in
            guard let self, self.afterNextFrame != nil else { return }
            self.afterNextFrame = nil
            record(nil)
        }
    }

    // MARK: The inspector slider

    private func startDrag() {
        let document = store.state.document.scene
        let layout = window.canvas.layout
        let candidate = document.root.paths().lazy.compactMap { path -> (ViewPath, InspectorField)? in
            guard let model = InspectorModel(document: document, path: path, layout: layout),
                let row = model.rows.first(where: { Inspector.hasSlider($0.field) })
            else { return nil }
            return (path, row.field)
        }.first
        guard let (path, field) = candidate else { return finish() }
        window.layerList.selectAsUser(path)
        guard let slider = window.inspector.firstSlider else { return finish() }
        sliderPath = path
        sliderField = "\(field)"
        beforeDrag = store.state.document.scene
        window.sendHistory(.gestureBegan)
        let range = slider.bounds
        drag = (FrameBenchmark.now, nil, 0)
        _ = window.canvas.area.addTickCallback { [weak self] frameTime in
            guard let self, var drag = self.drag else { return false }
            if let previous = drag.previousFrameTime { self.sliderIntervals.append(Double(frameTime - previous) / 1000) }
            if let clock = self.clock { self.refreshIntervals.insert(clock.refreshInterval) }
            let elapsed = FrameBenchmark.now - drag.start
            // Back and forth across the slider's range, once every two seconds.
            let phase = 0.5 - 0.5 * cos(elapsed * Double.pi)
            let (start, startCPU) = (FrameBenchmark.now, FrameBenchmark.cpuNow)
            slider.value = range.lowerBound + (range.upperBound - range.lowerBound) * phase
            self.sliderUpdates.append((FrameBenchmark.now - start) * 1000)
            self.sliderUpdatesCPU.append((FrameBenchmark.cpuNow - startCPU) * 1000)
            drag.previousFrameTime = frameTime
            drag.ticks += 1
            self.drag = drag
            guard elapsed < self.seconds else {
                self.window.sendHistory(.gestureEnded)
                self.drag = nil
                self.finish()
                return false
            }
            return true
        }
    }

    // MARK: The line

    private func finish() {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number(($0 * 1000).rounded() / 1000) }) }
        func kb(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
        let json = JSONWriter.write(.object([
            ("benchmark", .string("editor")), ("views", .number(Double(store.state.document.scene.root.viewCount))),
            ("firstFrameMonotonicUs", firstFrameUs.map { .number(Double($0)) } ?? .null),
            ("openPeakKB", kb(openPeakKB)), ("openResidentKB", kb(openResidentKB)),
            ("layerList", .array(steps)),
            ("slider", .object([
                ("path", .string(sliderPath?.description ?? "")), ("field", .string(sliderField ?? "")), ("seconds", .number(seconds)),
                ("refreshIntervalMs", numbers(refreshIntervals.sorted().map { Double($0) / 1000 })),
                ("frameIntervalsMs", numbers(sliderIntervals)), ("updateMs", numbers(sliderUpdates)), ("updateCPUMs", numbers(sliderUpdatesCPU)),
                ("frameWorkMs", numbers(sliderFrames)), ("frameWorkCPUMs", numbers(sliderFramesCPU)),
                ("documentChanged", .bool(beforeDrag.map { $0 != store.state.document.scene } ?? false)),
            ])),
            ("peakKB", kb(FrameBenchmark.statusKB("VmHWM"))), ("residentKB", kb(FrameBenchmark.statusKB("VmRSS"))),
        ]), pretty: false)
        finished(json)
    }
}
