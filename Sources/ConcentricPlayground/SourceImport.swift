// A `.swift` document imported again on a thread of its own: the importer is a subprocess that may
// take up to its time limit on a file being typed, which the window must not wait for.
import Foundation
import GtkKit
import PlaygroundStore

/// Runs `reimportSwiftSource` off the main thread and reports its action there. Only the latest
/// request's answer is delivered: an older import still running when the file changed again
/// would otherwise show an older picture after the newer one.
@MainActor
final class SourceImport {
    private var generation = 0
    private let deliver: @Sendable @MainActor (PlaygroundAction) -> Void

    init(deliver: @escaping @Sendable @MainActor (PlaygroundAction) -> Void) {
        self.deliver = deliver
    }

    /// Imports `url` (showing `preview`) with `library`'s devices.
    func start(_ url: URL, preview: String?, library: PlaygroundLibrary) {
        generation += 1
        let mine = generation
        let deliver = self.deliver
        let thread = Thread { [weak self] in
            let action = Self.action(url, preview: preview, library: library)
            MainLoopPost.post { [weak self] in
                guard let self, self.generation == mine else { return }
                deliver(action)
            }
        }
        // As large as the main thread's, as the scene reader's thread (SceneFileRead).
        thread.stackSize = 8 << 20
        thread.name = "swift source import"
        thread.start()
    }

    /// The action that reports importing `url` again.
    nonisolated static func action(_ url: URL, preview: String?, library: PlaygroundLibrary) -> PlaygroundAction {
        switch SceneOutput.importSource(url, preview: preview, library: library) {
        case .success(let (file, source)): .swiftSourceReimported(url, file, source)
        case .failure(let failure): .sourceImportFailed(url, failure.message)
        }
    }
}
