// A `.swift` document imported again on a thread of its own: the importer is a subprocess that may
// take up to its time limit on a file being typed, which the window must not wait for.
import Foundation
import GtkKit
import PlaygroundRules
import PlaygroundStore

/// Imports the open `.swift` document again when its files change (`ReloadPacing` says when),
/// off the main thread, and reports each import's action there, in order: a good one shows the
/// new picture at once, a failed one dims the picture at once, and its error is shown
/// (`sourceProblemDue`) once the file stayed unimportable for `ReloadPacing.errorDelay`.
@MainActor
final class SourceImport {
    /// What to import now: the open document's file, its preview and the devices (nil: none).
    typealias Subject = (url: URL, preview: String?, library: PlaygroundLibrary)

    private var pacing = ReloadPacing()
    private var errorTimer: Timeout?
    private let subject: @MainActor () -> Subject?
    private let deliver: @MainActor (PlaygroundAction) -> Void

    init(subject: @escaping @MainActor () -> Subject?, deliver: @escaping @MainActor (PlaygroundAction) -> Void) {
        self.subject = subject
        self.deliver = deliver
    }

    /// A watched file changed, or another preview was picked: imported on the next turn of the
    /// main loop (a save's events together make one import), or after the one running.
    func request() {
        errorTimer?.cancel()
        errorTimer = nil
        guard pacing.changed(at: MainLoopClock.now) else { return }
        MainLoopPost.post { [weak self] in self?.start() }
    }

    private func start() {
        pacing.starting()
        guard let subject = subject() else {
            finished(nil)
            return
        }
        let thread = Thread { [weak self] in
            let action = Self.action(subject.url, preview: subject.preview, library: subject.library)
            MainLoopPost.post { [weak self] in self?.finished(action) }
        }
        // As large as the main thread's, as the scene reader's thread (SceneFileRead).
        thread.stackSize = 8 << 20
        thread.name = "swift source import"
        thread.start()
    }

    /// An import ended with `action` (nil: there was nothing to import).
    private func finished(_ action: PlaygroundAction?) {
        var failedURL: URL?
        if case .sourceImportFailed(let url, _)? = action { failedURL = url }
        // Every answer is shown, an earlier change's too: it is newer than the picture shown,
        // and the import of the latest change follows it.
        if let action { deliver(action) }
        let next = pacing.finished(failed: failedURL != nil)
        if next.importAgain { start() }
        if let due = next.errorDue, let url = failedURL {
            errorTimer = Timeout(seconds: max(0, due - MainLoopClock.now)) { [weak self] in
                self?.errorTimer = nil
                self?.deliver(.sourceProblemDue(url))
            }
        }
    }

    /// The action that reports importing `url` again.
    nonisolated static func action(_ url: URL, preview: String?, library: PlaygroundLibrary) -> PlaygroundAction {
        switch SceneOutput.importSource(url, preview: preview, library: library) {
        case .success(let (file, source)): .swiftSourceReimported(url, file, source)
        case .failure(let failure): .sourceImportFailed(url, failure.message)
        }
    }
}
