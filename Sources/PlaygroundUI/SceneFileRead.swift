// The command line's scene file, read on a thread of its own while GTK starts.
import Dispatch
import Foundation
import PlaygroundStore
import Synchronization

/// Reads and parses the scene file the window opens at start on another thread, so that the
/// main thread starts GTK, registers the application and builds the window meanwhile: the two
/// take about as long as each other for a 10,000-view file (a 13 MB parse, about 80 ms here),
/// and opening was their sum (docs/BENCHMARKS.md, "perf-open").
///
/// Only the parse runs there: `SceneFile.load` is pure Swift over the file's bytes. The layout
/// stays on the main thread, because Pango is not safe to use from two threads at once (perf-layout),
/// and GTK measures its widgets with it.
final class SceneFileRead: Sendable {
    let url: URL
    private let finished = DispatchSemaphore(value: 0)
    private let outcome = Mutex<PlaygroundAction?>(nil)

    /// Starts reading `url` now, with the library's devices (what `SceneOutput.load` reads with).
    init(url: URL, library: PlaygroundLibrary) {
        self.url = url
        let thread = Thread { [self] in
            let action = SceneOutput.load(url, library: library)
            outcome.withLock { $0 = action }
            finished.signal()
        }
        // As large as the main thread's (Linux's default 8 MiB), which the parser's and the
        // reader's nesting limits were set for.
        thread.stackSize = 8 << 20
        thread.name = "scene file read"
        thread.start()
    }

    /// The action that opens the file (`documentOpened`), or `documentOpenFailed` with the
    /// message naming the file; waits for the read to end the first time.
    func action() -> PlaygroundAction {
        finished.wait()
        // Let a later call through too (the forwarding path and activation may both ask).
        finished.signal()
        return outcome.withLock { $0 } ?? .documentOpenFailed("\(url.path): the read ended without an answer")
    }

    /// The read's message when it failed, else nil (waits as `action` does).
    var failure: String? {
        if case .documentOpenFailed(let message) = action() { return message }
        return nil
    }
}
