// What the app keeps on disk for the user: the state file, the autosave (Autosave.swift), and the
// open file watched for live reload.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import Foundation
import GtkKit
import PlaygroundStore

/// Writes the state file (`StateFile`) and the drafts beside it (`Autosave`), each a moment after the last
/// change and at once on quit, and watches the open file for changes made elsewhere. Off until
/// `enable` (start-up, screenshots and benchmarks write nothing: only the user's changes are).
@MainActor
final class Persistence {
    /// How long the state must stay unchanged before it is written.
    static let delay = 0.6

    private let store: AppStore
    /// Nil without one (benchmarks, no HOME, a file that must not be written over).
    private let stateFile: StateFile?
    /// Whether changes are written: on in the window mode once start-up is done.
    private(set) var isEnabled = false
    private var stateTimer: Timeout?
    /// The open document's draft (nil without a state file: benchmarks, no HOME).
    private let autosave: Autosave?
    /// Watches the open file for live reload.
    private var fileMonitor: FileMonitor?
    /// A `.swift` document's files' monitors, and the import waiting for them to settle.
    private var sourceMonitors: [FileMonitor] = []
    private var reimport: Timeout?

    init(store: AppStore, stateFile: StateFile?) {
        self.store = store
        self.stateFile = stateFile
        autosave = stateFile.map { Autosave(store: store, stateFile: $0.url) }
    }

    /// From now on the user's changes are written; a draft left by an earlier run is offered back.
    func enable() {
        isEnabled = true
        autosave?.start()
    }

    // MARK: - The state file

    /// `persistState`: writes the state once it has not changed for `delay`.
    func scheduleStateWrite() {
        guard isEnabled, stateFile != nil else { return }
        stateTimer?.cancel()
        stateTimer = Timeout(seconds: Self.delay) { [weak self] in self?.writeState() }
    }

    /// Writes what is pending now, and lets go of the drafts (on quit).
    func flush() {
        autosave?.finish()
        guard stateTimer?.isPending ?? false else { return }
        stateTimer?.cancel()
        writeState()
    }

    private func writeState() {
        stateTimer = nil
        guard let stateFile else { return }
        do {
            try stateFile.write(try store.state.persistentData())
        } catch {
            Console.warn("\(error)")
        }
    }

    // MARK: - The autosave

    /// `scheduleAutosave`: writes the document's draft a moment after the last change (as the
    /// state file is).
    func scheduleAutosave() {
        guard isEnabled else { return }
        autosave?.schedule(after: Self.delay)
    }

    /// The window closes: a pending autosave is not written.
    func cancelAutosave() {
        autosave?.cancel()
    }

    /// `removeAutosave`: the document was saved or discarded, or the offered draft declined.
    func removeAutosave() {
        autosave?.remove()
    }

    /// The widgets follow a change: the open document may be another one, with a draft of its own.
    func documentMayHaveChanged() {
        guard isEnabled else { return }
        autosave?.documentMayHaveChanged()
    }

    // MARK: - Live reload

    /// `watchFile`: on a change, reads the file again and tells the store (a file that does not
    /// parse yet, as an editor saves half-way, is left for its next change).
    func watch(_ url: URL) {
        sourceMonitors = []
        reimport = nil
        fileMonitor = FileMonitor(path: url.path) { [weak self] in
            guard let self else { return }
            if case .documentOpened(let read, let file) = SceneOutput.load(url, library: self.store.state.library) {
                self.store.send(.fileChangedOnDisk(read, file))
            }
        }
    }

    /// `watchSwiftSource`: a `.swift` document's files (the one opened and those it uses). An
    /// editor's save arrives as several events (a write, a rename, the end of changes):
    /// `changed` runs once, a moment after the last of them, so a file saved half-way is
    /// imported once it is whole.
    func watch(swiftSource files: [URL], changed: @escaping @MainActor () -> Void) {
        fileMonitor = nil
        reimport = nil
        sourceMonitors = files.compactMap { url in
            FileMonitor(path: url.path) { [weak self] in
                guard let self else { return }
                self.reimport?.cancel()
                self.reimport = Timeout(seconds: Self.sourceSettleSeconds, changed)
            }
        }
    }

    /// How long a `.swift` file must stay unchanged before it is imported again.
    static let sourceSettleSeconds = 0.1

    /// `stopWatchingFile`.
    func stopWatching() {
        fileMonitor = nil
        sourceMonitors = []
        reimport?.cancel()
        reimport = nil
    }
}
