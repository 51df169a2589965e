// `concentric-bench editor SECONDS FILE`: the editor on a large scene, measured with the frame clock,
// as one JSON line: opening it, the layer list's operations, and an inspector slider dragged.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import GtkKit
@_spi(Harness) import PlaygroundUI
import PlaygroundStore
import SceneEditing

/// Drives the window the way a user would and times each step with the window's frame clock:
///
/// 1. Opening: the monotonic time (`g_get_monotonic_time`, µs) when the first frame was painted,
///    for `make bench` to subtract the moment it started the process; peak and current resident
///    memory then.
/// 2. The layer list: selecting a near row and the farthest row (its ancestors expanded, scrolled
///    to), expanding every row, scrolling to the end and back, selecting a row far down the
///    expanded list. Each step runs between frames (as a click is handled); its own time and the
///    next frame's work (before-paint to after-paint: layout, snapshot, render) are recorded, and
///    the peak resident memory after it. Then a series of rows all over the expanded list, each
///    scrolled into view and, once that frame is painted, clicked: the click's work and its
///    frame's (`clicks`).
/// 3. The inspector: a view is selected (the frame that shows its inspector is recorded apart:
///    a user clicks, then moves to a slider), and 0.15 s later, on every frame for `seconds`, one
///    of its sliders is moved, as a pointer drag moves it once per frame; the tick's work (the
///    edit, the store, layout, the widgets), the frame-clock intervals and each frame's work are
///    recorded. Two drags (`plannedDrags`): a card's corner radius, then the full-screen
///    background's opacity.
/// 4. The canvas: the same card's corner handle dragged along its diagonal, a step every frame,
///    as a pointer drags it, measured as the sliders are.
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
    private var clicks: [JSONValue] = []
    /// The steps to run: a name, the action, and how it is recorded.
    private var pending: [(String, @MainActor () -> Void, Record)] = []

    /// Where a step's times go.
    private enum Record {
        /// In `layerList`, under the step's name.
        case step
        /// In `clicks`: a row of the click series, clicked.
        case click(ViewPath)
        /// Nowhere: a preparation for the next step, which runs after its frame.
        case none
    }
    private var timer: Timeout?
    private var watchdog: Timeout?
    /// The slider drag under way.
    private var drag: Drag?

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
        clock.onBeforePaint { [weak self] in self?.frameStart = (MainLoopClock.now, FrameBenchmark.cpuNow) }
        clock.onAfterPaint { [weak self] in self?.framePainted() }
    }

    private func framePainted() {
        guard let start = frameStart else { return }
        frameStart = nil
        let work = ((MainLoopClock.now - start.wall) * 1000, (FrameBenchmark.cpuNow - start.cpu) * 1000)
        if firstFrameUs == nil {
            firstFrameUs = Int((MainLoopClock.now * 1e6).rounded())
            openPeakKB = FrameBenchmark.statusKB("VmHWM")
            openResidentKB = FrameBenchmark.statusKB("VmRSS")
            planLayerSteps()
            next()
            return
        }
        if drag != nil {
            drag?.frames.append(work.0)
            drag?.framesCPU.append(work.1)
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
            ("select a near row", { list.selectAsUser(near) }, .step),
            ("select the farthest row", { list.selectAsUser(farthest) }, .step),
            ("expand every row", { list.expandAll() }, .step),
            ("scroll to the end", { list.scroll(toPosition: max(0, list.rowCount - 1)) }, .step),
            ("scroll to the top", { list.scroll(toPosition: 0) }, .step),
            ("select a row three quarters down", { list.selectAsUser(threeQuarters) }, .step),
        ]
        // Then rows clicked all over the expanded list, each scrolled into view first (a step
        // of its own, not timed): the selections whose spread the one-frame target is about.
        let count = min(Self.clickedRows, paths.count)
        for index in 0..<count {
            let path = paths[(2 * index + 1) * paths.count / (2 * count)]
            pending.append(("scroll to \(path)", { list.scroll(to: path) }, .none))
            pending.append(("click \(path)", { list.clickAsUser(path) }, .click(path)))
        }
    }

    /// How many rows the click series selects.
    private static let clickedRows = 40

    /// Runs the next step a moment after the last frame (as a click arrives between frames).
    private func next() {
        timer = Timeout(seconds: 0.15) { [weak self] in self?.runStep() }
    }

    private func runStep() {
        guard !pending.isEmpty else { return startDrag() }
        let (name, action, record) = pending.removeFirst()
        let rowsBefore = window.layerList.rowCount
        let (start, startCPU) = (MainLoopClock.now, FrameBenchmark.cpuNow)
        action()
        let (ran, ranCPU) = ((MainLoopClock.now - start) * 1000, (FrameBenchmark.cpuNow - startCPU) * 1000)
        let rowsAfter = window.layerList.rowCount
        whenFramePainted { [weak self] frame in
            guard let self else { return }
            let total = frame == nil ? nil : (MainLoopClock.now - start) * 1000
            switch record {
            case .none:
                return self.next()
            case .click(let clicked):
                let kind = self.store.state.document.scene.view(at: clicked)?.content.kind.swiftUIName ?? "?"
                self.clicks.append(.object([
                    ("row", .string(clicked.description)), ("kind", .string(kind)),
                    // A canvas resized by a selection repaints the whole scene.
                    ("canvasWidth", .number(Double(self.window.canvas.area.width))),
                    ("stepMs", .number(ran)), ("stepCPUMs", .number(ranCPU)),
                    ("frameWorkMs", frame.map { .number($0.0) } ?? .null), ("frameWorkCPUMs", frame.map { .number($0.1) } ?? .null),
                ]))
                return self.next()
            case .step:
                break
            }
            self.steps.append(.object([
                ("step", .string(name)), ("rowsBefore", .number(Double(rowsBefore))), ("rowsAfter", .number(Double(rowsAfter))),
                ("stepMs", .number(ran)), ("stepCPUMs", .number(ranCPU)),
                ("frameWorkMs", frame.map { .number($0.0) } ?? .null), ("frameWorkCPUMs", frame.map { .number($0.1) } ?? .null),
                ("toFramePaintedMs", total.map { .number($0) } ?? .null),
                ("peakKB", Self.kb(FrameBenchmark.statusKB("VmHWM"))),
            ]))
            self.next()
        }
    }

    /// Calls `body` once, with the work of the next frame painted (wall, CPU ms), or with nil when
    /// none comes within 2 s: a change that shows nothing new may never get a frame of its own.
    private func whenFramePainted(_ body: @escaping @MainActor ((Double, Double)?) -> Void) {
        var called = false
        func once(_ frame: (Double, Double)?) {
            guard !called else { return }
            called = true
            watchdog?.cancel()
            body(frame)
        }
        afterNextFrame = { wall, cpu in once((wall, cpu)) }
        window.window.queueDraw()
        watchdog = Timeout(seconds: 2) { [weak self] in
            guard let self, self.afterNextFrame != nil else { return }
            self.afterNextFrame = nil
            once(nil)
        }
    }

    // MARK: The inspector sliders

    /// One slider drag: which view and property, and what each frame of it cost.
    private struct Drag {
        let name: String
        let path: ViewPath
        let field: InspectorField
        /// Whether the drag is of the canvas's corner handle (else the inspector's control of `field`).
        var isHandle = false
        var start = 0.0
        var previousFrameTime: Int?
        var intervals: [Double] = []
        var updates: [Double] = []
        var updatesCPU: [Double] = []
        var frames: [Double] = []
        var framesCPU: [Double] = []
        var refreshIntervals = Set<Int>()
        /// Whether the drag edited the document (a slider that changes nothing measures nothing).
        var changedDocument = false
        /// The process's peak resident memory when the drag ended (VmHWM, kB).
        var peakKB: Int?
        /// The status line's updates before the drag, and during it (paced: `StatusLine`).
        var statusUpdatesBefore = 0
        var statusUpdates = 0
        /// Whether the status line showed the drag's last text a moment after it ended.
        var statusSettled: Bool?
        /// The work of the frame that showed the selected view's inspector (wall, CPU ms), before
        /// the drag began.
        var selectFrame: (Double, Double)?

        init(name: String, path: ViewPath, field: InspectorField, isHandle: Bool = false) {
            self.name = name
            self.path = path
            self.field = field
            self.isHandle = isHandle
        }
    }

    /// The drags, in order: what a user drags in an inspector session first, then the hardest,
    /// then the first one's corner on the canvas.
    ///
    /// 1. "a card's corner": the card nearest the middle of the reading order whose top leading
    ///    corner has a fixed radius: the radius slider of its background's shape. The card's
    ///    surface changes, as when a designer tunes one card.
    /// 2. "the background's opacity": the first slider in reading order, the full-screen
    ///    background's fill opacity: every value changes every pixel of the screen, so every frame
    ///    repaints the whole scene.
    /// 3. "a card's corner handle": the first card's top leading corner again, by its handle.
    private func plannedDrags() -> [Drag] {
        let document = store.state.document.scene
        let layout = window.canvas.layout
        let paths = document.root.paths()
        func model(_ path: ViewPath) -> InspectorModel? { InspectorModel(document: document, path: path, layout: layout) }
        let middle = paths.count / 2
        let fromMiddle = paths[middle...] + paths[..<middle]
        let card = fromMiddle.lazy.compactMap { path -> Drag? in
            // A card: a view with views inside, drawn on a background in its shape, whose corners
            // the concentric ones inside follow.
            guard let view = document.view(at: path), !view.childViews.isEmpty,
                let row = model(path)?.rows.first(where: { row in
                    guard case .cornerStyle(.modifier(let index), .topLeading) = row.field, view.modifiers.indices.contains(index),
                        case .background(_, .some) = view.modifiers[index], case .cornerStyle(.fixed(let radius)) = row.value
                    else { return false }
                    return NumberSource(radius) == .literal
                })
            else { return nil }
            return Drag(name: "a card's corner", path: path, field: row.field)
        }.first
        let background = paths.lazy.compactMap { path -> Drag? in
            guard let row = model(path)?.rows.first(where: { Inspector.hasSlider($0.field) }) else { return nil }
            return Drag(name: "the background's opacity", path: path, field: row.field)
        }.first
        let handle = card.map { Drag(name: "a card's corner handle", path: $0.path, field: $0.field, isHandle: true) }
        return [card, background, handle].compactMap { $0 }
    }

    private var drags: [Drag] = []
    private var finishedDrags: [Drag] = []

    private func startDrag() {
        // 0.15 s after the last drag ended: its last status text is shown by now.
        if !finishedDrags.isEmpty { finishedDrags[finishedDrags.count - 1].statusSettled = window.statusLine.isSettled }
        if drags.isEmpty && finishedDrags.isEmpty { drags = plannedDrags() }
        guard !drags.isEmpty else { return finish() }
        let planned = drags.removeFirst()
        window.layerList.selectAsUser(planned.path)
        // The selection's frame (a new inspector for another kind of view) is the click's, not
        // the drag's: the drag begins a moment after it is painted, as the pointer reaches a slider.
        whenFramePainted { [weak self] frame in
            var selected = planned
            selected.selectFrame = frame
            self?.timer = Timeout(seconds: 0.15) { [weak self] in self?.beginDrag(selected) }
        }
    }

    private func beginDrag(_ selected: Drag) {
        var planned = selected
        let canvas = window.canvas
        // A slider's value goes across its range; a handle goes inward along its diagonal, up to
        // this many canvas pixels, and back.
        let handleReach = 40.0
        let move: @MainActor (_ phase: Double) -> Void
        if planned.isHandle {
            guard let at = canvas.firstCornerHandle, canvas.beginHandleDrag(at: at) else { return finish() }
            move = { phase in canvas.moveHandle(by: handleReach * phase, handleReach * phase, shift: false, control: false) }
        } else {
            guard let slider = window.inspector.draggable(for: planned.field) else { return finish() }
            window.sendHistory(.gestureBegan)
            let range = slider.range
            move = { phase in slider.set(range.lowerBound + (range.upperBound - range.lowerBound) * phase) }
        }
        let before = store.state.document.scene
        planned.start = MainLoopClock.now
        planned.statusUpdatesBefore = window.statusLine.updates
        drag = planned
        _ = window.canvas.area.addTickCallback { [weak self] frameTime in
            guard let self, var drag = self.drag else { return false }
            if let previous = drag.previousFrameTime { drag.intervals.append(Double(frameTime - previous) / 1000) }
            if let clock = self.clock { drag.refreshIntervals.insert(clock.refreshInterval) }
            let elapsed = MainLoopClock.now - drag.start
            // Back and forth, once every two seconds.
            let phase = 0.5 - 0.5 * cos(elapsed * Double.pi)
            let (start, startCPU) = (MainLoopClock.now, FrameBenchmark.cpuNow)
            move(phase)
            drag.updates.append((MainLoopClock.now - start) * 1000)
            drag.updatesCPU.append((FrameBenchmark.cpuNow - startCPU) * 1000)
            drag.previousFrameTime = frameTime
            guard elapsed < self.seconds else {
                if drag.isHandle { canvas.endHandleDrag() } else { self.window.sendHistory(.gestureEnded) }
                drag.changedDocument = before != self.store.state.document.scene
                drag.peakKB = FrameBenchmark.statusKB("VmHWM")
                drag.statusUpdates = self.window.statusLine.updates - drag.statusUpdatesBefore
                self.drag = nil
                self.finishedDrags.append(drag)
                // The next drag a moment later, as a user lets go and picks another slider.
                self.timer = Timeout(seconds: 0.15) { [weak self] in self?.startDrag() }
                return false
            }
            self.drag = drag
            return true
        }
    }

    // MARK: The line

    /// A memory figure in kB for the line, null when /proc did not say.
    private static func kb(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }

    private func finish() {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number(($0 * 1000).rounded() / 1000) }) }
        func line(_ drag: Drag) -> JSONValue {
            .object([
                ("drag", .string(drag.name)), ("path", .string(drag.path.description)), ("field", .string("\(drag.field)")),
                ("seconds", .number(seconds)),
                ("refreshIntervalMs", numbers(drag.refreshIntervals.sorted().map { Double($0) / 1000 })),
                ("frameIntervalsMs", numbers(drag.intervals)), ("updateMs", numbers(drag.updates)), ("updateCPUMs", numbers(drag.updatesCPU)),
                ("frameWorkMs", numbers(drag.frames)), ("frameWorkCPUMs", numbers(drag.framesCPU)),
                ("documentChanged", .bool(drag.changedDocument)), ("peakKB", Self.kb(drag.peakKB)),
                ("statusUpdates", .number(Double(drag.statusUpdates))), ("statusSettled", drag.statusSettled.map { .bool($0) } ?? .null),
                ("selectFrameMs", drag.selectFrame.map { .number($0.0) } ?? .null), ("selectFrameCPUMs", drag.selectFrame.map { .number($0.1) } ?? .null),
            ])
        }
        let sliders = finishedDrags.filter { !$0.isHandle }.map(line), handles = finishedDrags.filter(\.isHandle).map(line)
        let json = JSONWriter.write(.object([
            ("benchmark", .string("editor")), ("views", .number(Double(store.state.document.scene.root.viewCount))),
            ("firstFrameMonotonicUs", firstFrameUs.map { .number(Double($0)) } ?? .null),
            ("openPeakKB", Self.kb(openPeakKB)), ("openResidentKB", Self.kb(openResidentKB)),
            ("layerList", .array(steps)),
            ("clicks", .array(clicks)),
            // The first drag also as "slider", the key earlier lines had.
            ("slider", sliders.first ?? .null), ("sliders", .array(sliders)), ("handles", .array(handles)),
            ("peakKB", Self.kb(FrameBenchmark.statusKB("VmHWM"))), ("residentKB", Self.kb(FrameBenchmark.statusKB("VmRSS"))),
        ]), pretty: false)
        finished(json)
    }
}
