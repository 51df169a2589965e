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
    /// Watches the open file (a `.swift` document's, and the files it uses) for live reload.
    private var fileMonitor: FileMonitor?
    /// The open file was found missing: looked for again before the store is told it is gone.
    private var goneCheck: Timeout?

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
        stopWatching()
        fileMonitor = FileMonitor(paths: [url.path]) { [weak self] _ in
            self?.documentFileEvent(url) { [weak self] in
                guard let self else { return }
                if case .documentOpened(let read, let file) = SceneOutput.load(url, library: self.store.state.library) {
                    self.store.send(.fileChangedOnDisk(read, file))
                }
            }
        }
    }

    /// `watchSwiftSource`: a `.swift` document's files (the one opened first, then those it uses
    /// or, while it does not import, may use): `changed` runs on every event of any of them
    /// (`SourceImport` paces the imports).
    func watch(swiftSource files: [URL], changed: @escaping @MainActor () -> Void) {
        stopWatching()
        guard let main = files.first else { return }
        fileMonitor = FileMonitor(paths: files.map(\.path)) { [weak self] path in
            if path == main.path { self?.documentFileEvent(main, present: changed) } else { changed() }
        }
    }

    /// An event on the open document's own file. While the file is there, `present` runs (after
    /// the store hears that a file it thought gone is back). When it is not, it is looked at
    /// again `goneCheckSeconds` later, and only then is it gone: an editor's atomic save renames
    /// a new file over the path, which is never missing, but some editors move the file aside
    /// before they write the new one.
    private func documentFileEvent(_ url: URL, present: @escaping @MainActor () -> Void) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            goneCheck = Timeout(seconds: Self.goneCheckSeconds) { [weak self] in
                guard let self else { return }
                self.goneCheck = nil
                if FileManager.default.fileExists(atPath: url.path) {
                    self.documentFileEvent(url, present: present)
                } else {
                    self.store.send(.openFileGone(url, true))
                }
            }
            return
        }
        goneCheck?.cancel()
        goneCheck = nil
        if store.state.document.fileIsGone { store.send(.openFileGone(url, false)) }
        present()
    }

    /// How long after an event that found the open file missing it is looked for again.
    static let goneCheckSeconds = 0.2

    /// `stopWatchingFile`.
    func stopWatching() {
        fileMonitor = nil
        goneCheck?.cancel()
        goneCheck = nil
    }
}
