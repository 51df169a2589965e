// `--bench-reload SAVES`: from an editor's save of the open `.swift` file to the new picture
// painted, as one JSON line.
import ConcentricJSON
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundStore

/// Saves the open `.swift` document `saves` times as an editor does (the new text written to a
/// file beside it, then renamed over it) and times each save, from just before the rename to the
/// end of the first frame painted after the window's document became the new import (the frame
/// clock's after-paint): the whole path a user waits on, the file monitor, the importer's helper
/// process and the redraw included. Each save changes the file's last integer `.padding(N)`
/// (N, then N + 4, in turn), so each needs a new picture; the file is left as it was found.
///
/// Nothing is asserted: bench/report.py turns the line into docs/BENCHMARKS.md's table.
@MainActor
final class ReloadBenchmark {
    private let saves: Int
    private let window: PlaygroundWindow
    private let store: AppStore
    private let finished: @MainActor (_ line: String?, _ failure: String?) -> Void

    private var clock: FrameClock?
    private var source: (url: URL, text: String, padding: Range<String.Index>, value: Int)?
    /// The save being timed: when it was renamed into place and the import shown before it.
    private var pending: (savedAt: Double, before: SceneFile?)?
    private var samples: [Double] = []
    private var timer: Timeout?
    private var watchdog: Timeout?

    /// How long a save may take to show before the run fails (the importer's own limit is 2 s).
    static let timeout = 10.0
    /// The pause between a save shown and the next save: the window idle again, as between a
    /// user's saves.
    static let pause = 0.15

    init(saves: Int, window: PlaygroundWindow, store: AppStore, finished: @escaping @MainActor (_ line: String?, _ failure: String?) -> Void) {
        self.saves = saves
        self.window = window
        self.store = store
        self.finished = finished
        // The frame clock exists once the window is realized: the first tick hooks it.
        _ = window.canvas.area.addTickCallback { [weak self] _ in
            self?.begin()
            return false
        }
    }

    private func begin() {
        guard clock == nil, let clock = window.window.frameClock else { return }
        self.clock = clock
        clock.onAfterPaint { [weak self] in self?.framePainted() }
        guard let url = store.state.document.swiftSourceURL, let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8)
        else { return finished(nil, "--bench-reload needs a .swift file that imports") }
        // The last `.padding(N)` with a whole number: the outermost padding of most previews.
        guard let match = text.ranges(of: /\.padding\((\d+)\)/).last,
            let digits = text[match].firstRange(of: /\d+/), let value = Int(text[digits])
        else { return finished(nil, "\(url.path): no .padding(N) to change between saves") }
        source = (url, text, digits, value)
        timer = Timeout(seconds: Self.pause) { [weak self] in self?.save() }
    }

    /// The next save: the changed text beside the file, then renamed over it, timed from just
    /// before the rename.
    private func save() {
        guard let source else { return }
        let padding = samples.count % 2 == 0 ? source.value + 4 : source.value
        var text = source.text
        text.replaceSubrange(source.padding, with: String(padding))
        let temporary = source.url.deletingLastPathComponent().appendingPathComponent("." + source.url.lastPathComponent + ".bench")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8)) else {
            return finished(nil, "\(temporary.path): cannot be written")
        }
        pending = (MainLoopClock.now, store.state.document.savedFile)
        guard rename(temporary.path, source.url.path) == 0 else { return finished(nil, "\(source.url.path): cannot be renamed over") }
        watchdog = Timeout(seconds: Self.timeout) { [weak self] in
            self?.finished(nil, "a save was not shown within \(Int(Self.timeout)) s")
        }
    }

    /// A frame painted: the timed save's, once the window shows its import.
    private func framePainted() {
        guard let timed = pending, store.state.document.savedFile != timed.before else { return }
        samples.append((MainLoopClock.now - timed.savedAt) * 1000)
        pending = nil
        watchdog?.cancel()
        guard samples.count < saves else { return end() }
        timer = Timeout(seconds: Self.pause) { [weak self] in self?.save() }
    }

    private func end() {
        guard let source else { return }
        // The file as it was found (the last save wrote its own padding back when `saves` is even).
        try? Data(source.text.utf8).write(to: source.url, options: .atomic)
        let lines = source.text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        finished(JSONWriter.write(.object([
            ("benchmark", .string("reload")), ("file", .string(source.url.lastPathComponent)), ("lines", .number(Double(lines))),
            ("saves", .number(Double(samples.count))),
            ("saveToFrameMs", .array(samples.map { .number(($0 * 1000).rounded() / 1000) })),
        ]), pretty: false), nil)
    }
}
