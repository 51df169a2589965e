// `concentric-bench reload SAVES FILE`: from an editor's save of the open `.swift` file to the new picture
// painted; `concentric-bench source-edit EDITS FILE`: from the inspector's edit to the file written and the new
// picture painted. Each as one JSON line.
import ConcentricJSON
import ConcentricScene
import Foundation
import GtkKit
@_spi(Harness) import PlaygroundUI
import PlaygroundStore
import SceneEditing

/// Saves the open `.swift` document `saves` times as an editor does (the new text written to a
/// file beside it, then renamed over it) and times each save, from just before the rename to the
/// end of the first frame painted after the window's document became the new import (the frame
/// clock's after-paint): the whole path a user waits on, the file monitor, the importer's helper
/// process and the redraw included. Each save changes the file's last integer `.padding(N)`
/// (N, then N + 4, in turn), so each needs a new picture; the file is left as it was found.
///
/// With `how` `.inspectorEdit` the same padding is set as the inspector sets it instead (the
/// edit the store writes into the file, atomically, before it returns), timed from just before
/// the edit to the end of the first frame painted after it.
///
/// Nothing is asserted: bench/report.py turns the line into docs/BENCHMARKS.md's table.
@MainActor
final class ReloadBenchmark {
    /// How the file changes between pictures.
    enum Change {
        /// An editor's save.
        case save
        /// The inspector's edit, written into the file by the window.
        case inspectorEdit
    }

    private let saves: Int
    private let how: Change
    private let window: PlaygroundWindow
    private let store: AppStore
    private let finished: @MainActor (_ line: String?, _ failure: String?) -> Void

    private var clock: FrameClock?
    private var source: (url: URL, text: String, padding: Range<String.Index>, value: Int)?
    /// The save being timed: when it was renamed into place and the import shown before it.
    private var pending: (savedAt: Double, before: SceneFile?)?
    private var samples: [Double] = []
    /// `.inspectorEdit`: each edit's time to the file written (the store's send returned).
    private var written: [Double] = []
    private var timer: Timeout?
    private var watchdog: Timeout?

    /// How long a save may take to show before the run fails (the importer's own limit is 2 s).
    static let timeout = 10.0
    /// The pause between a save shown and the next save: the window idle again, as between a
    /// user's saves.
    static let pause = 0.15

    init(saves: Int, how: Change, window: PlaygroundWindow, store: AppStore, finished: @escaping @MainActor (_ line: String?, _ failure: String?) -> Void) {
        self.saves = saves
        self.how = how
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
        else { return finished(nil, "reload needs a .swift file that imports") }
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
        if how == .inspectorEdit { return edit(to: padding) }
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

    /// The padding's inspector edit: its anchor is the literal where the file's text has it now.
    private func edit(to padding: Int) {
        guard let source, let anchors = store.state.swiftSource?.anchors else { return finished(nil, "the document is not a .swift file") }
        let offset = source.text.utf8.distance(from: source.text.startIndex, to: source.padding.lowerBound)
        guard let anchor = anchors.first(where: { $0.kind == .literal && $0.start == offset && $0.argument.isEmpty }),
            let view = store.state.document.scene.view(at: ViewPath(anchor.path)), view.modifiers.indices.contains(anchor.modifier),
            case .padding = view.modifiers[anchor.modifier]
        else { return finished(nil, "\(source.url.path): its last .padding(N) cannot be edited from the window") }
        let n = Number.literal(Double(padding))
        pending = (MainLoopClock.now, store.state.document.file)
        store.send(.documentEdited(.set(ViewPath(anchor.path), .modifier(anchor.modifier, .padding(EdgeInsetsValue(top: n, leading: n, bottom: n, trailing: n)))), coalescing: nil))
        written.append((MainLoopClock.now - (pending?.savedAt ?? 0)) * 1000)
        watchdog = Timeout(seconds: Self.timeout) { [weak self] in
            self?.finished(nil, "an edit was not shown within \(Int(Self.timeout)) s")
        }
    }

    /// A frame painted: the timed save's, once the window shows its import.
    private func framePainted() {
        let shown = how == .save ? store.state.document.savedFile : store.state.document.file
        guard let timed = pending, shown != timed.before else { return }
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
        func milliseconds(_ values: [Double]) -> JSONValue { .array(values.map { .number(($0 * 1000).rounded() / 1000) }) }
        let members: [(String, JSONValue)] = switch how {
        case .save: [("benchmark", .string("reload")), ("saves", .number(Double(samples.count))), ("saveToFrameMs", milliseconds(samples))]
        case .inspectorEdit:
            [("benchmark", .string("source-edit")), ("edits", .number(Double(samples.count))), ("editToWrittenMs", milliseconds(written)), ("editToFrameMs", milliseconds(samples))]
        }
        finished(JSONWriter.write(.object([("file", .string(source.url.lastPathComponent)), ("lines", .number(Double(lines)))] + members), pretty: false), nil)
    }
}
