// `frames`, `editor`, `reload` and `source-edit`: the measurements of the real window, run
// through PlaygroundUI's harness hook (the app as for a screenshot: no state file read or
// written). Each prints one JSON line, as the in-process measurements do.
import Foundation
import GtkKit
@_spi(Harness) import PlaygroundUI

/// `frames SECONDS`: the animation on for SECONDS, every frame timed (`FrameBenchmark`).
@MainActor
final class FramesHarness: WindowHarness {
    private let benchmark: FrameBenchmark

    init(seconds: Double) { benchmark = FrameBenchmark(seconds: seconds) }

    /// Every draw of the canvas is timed, and the frames of its clock from the first draw on.
    func instrument(_ window: PlaygroundWindow) {
        benchmark.statusLine = window.statusLine
        window.canvas.drawTimed = { [weak window, benchmark] seconds in
            benchmark.drew(seconds)
            if let window { benchmark.watchFrames(of: window.canvas.area) }
        }
    }

    /// The animation runs whatever the saved switch said; reduce motion is still obeyed.
    func start(_ window: PlaygroundWindow, store: AppStore, end: @escaping @MainActor (String?) -> Void) {
        if !store.state.animation.isOn { store.send(.playToggled(true)) }
        benchmark.start { [benchmark] in
            print(benchmark.json)
            if store.state.animation.reduceMotion { warn("reduce motion is on: the animation did not run") }
            end(nil)
        }
    }

    func animationFrame(seconds: Double, send: () -> Void, continues: () -> Bool) {
        let (start, startCPU) = (MainLoopClock.now, FrameBenchmark.cpuNow)
        send()
        benchmark.ticked(
            frameTime: Int(exactly: (seconds * 1_000_000).rounded()) ?? 0, update: MainLoopClock.now - start,
            updateCPU: FrameBenchmark.cpuNow - startCPU, continues: continues())
    }
}

/// `editor SECONDS FILE`: opening FILE, the layer list's operations and two slider drags
/// (`EditorBenchmark`).
@MainActor
final class EditorHarness: WindowHarness {
    private let seconds: Double
    private var benchmark: EditorBenchmark?

    init(seconds: Double) { self.seconds = seconds }

    func start(_ window: PlaygroundWindow, store: AppStore, end: @escaping @MainActor (String?) -> Void) {
        benchmark = EditorBenchmark(seconds: seconds, window: window, store: store) { line in
            print(line)
            end(nil)
        }
    }
}

/// `reload SAVES FILE.swift` and `source-edit EDITS FILE.swift`: each save or inspector edit
/// timed to the picture painted (`ReloadBenchmark`).
@MainActor
final class ReloadHarness: WindowHarness {
    private let count: Int
    private let how: ReloadBenchmark.Change
    private var benchmark: ReloadBenchmark?

    init(count: Int, how: ReloadBenchmark.Change) {
        self.count = count
        self.how = how
    }

    func start(_ window: PlaygroundWindow, store: AppStore, end: @escaping @MainActor (String?) -> Void) {
        benchmark = ReloadBenchmark(saves: count, how: how, window: window, store: store) { line, failure in
            if let line { print(line) }
            end(failure)
        }
    }
}

/// A line on standard error.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("concentric-bench: warning: \(message)\n".utf8))
}

/// Runs the window on `document` (nil: the default playground) for `harness`: its exit status.
@MainActor
func runWindow(document: String?, harness: WindowHarness) -> Int32 {
    PlaygroundProgram.run(document: document, harness: harness)
}

/// A number of seconds from 0 to 600 (exclusive of 0), or the usage error and exit status 2.
func seconds(_ text: String) -> Double {
    guard let value = Double(text), value.isFinite, value > 0, value <= 600 else {
        FileHandle.standardError.write(Data("concentric-bench: expected a number of seconds from 0 to 600, found \"\(text.prefix(40))\"\n".utf8))
        exit(2)
    }
    return value
}

/// A whole number from 1 to 1,000, or the usage error and exit status 2.
func count(_ text: String) -> Int {
    guard let value = Int(text), (1...1000).contains(value) else {
        FileHandle.standardError.write(Data("concentric-bench: expected a whole number from 1 to 1000, found \"\(text.prefix(40))\"\n".utf8))
        exit(2)
    }
    return value
}
