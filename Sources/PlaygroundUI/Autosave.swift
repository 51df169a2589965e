// Unsaved work kept between runs: one draft per document, each locked by the window that has it.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import Foundation
import GtkKit
import PlaygroundStore

/// The drafts folder (`drafts/` beside the state file) and what the window keeps there.
///
/// A scene file's draft is `file-HASH.json` (HASH: 16 hex digits of the FNV-1a hash of the file's
/// canonical path; the draft names the path itself, which the offer checks and shows); an
/// untitled or preset document's is `untitled-PID-RANDOM.json`, this window's alone. Each draft
/// has a lock file beside it (`….lock`, `LockFile`), held while the window has that document
/// open: a second process that opens the same file finds the lock taken and neither offers,
/// writes nor deletes that draft (it works without an autosave for the document and says so
/// once). A draft whose lock is free was left by a run that ended without saving (a crash, a
/// kill): it is offered when its file is opened; an untitled one at start-up. Discard deletes
/// the offered draft only. The single autosave file of earlier versions is offered once at
/// start-up, moved into the folder as an untitled draft (so never from its old place again).
@MainActor
final class Autosave {
    /// One draft: its name in the folder without the extension, and the lock held on it.
    private final class Slot {
        let key: String
        let lock: LockFile
        init(key: String, lock: LockFile) {
            self.key = key
            self.lock = lock
        }
    }

    private let store: AppStore
    private let folder: URL
    /// The earlier versions' one autosave file.
    private let legacy: URL
    /// This window's draft name for untitled and preset documents.
    private let untitledKey: String
    /// The open document's draft (nil: a `.swift` document, or another process has its lock).
    private var current: Slot?
    /// The origin `current` was chosen for.
    private var currentOrigin: DocumentOrigin?
    /// The draft on offer (the store's `recoverable`), locked until the user answers.
    private var offered: Slot?
    /// Documents already said to be autosaved by another window (said once each).
    private var toldUnavailable: Set<String> = []
    private var timer: Timeout?

    /// The drafts beside `stateFile`.
    init(store: AppStore, stateFile: URL) {
        self.store = store
        let stateFolder = stateFile.deletingLastPathComponent()
        folder = stateFolder.appendingPathComponent("drafts")
        legacy = stateFolder.appendingPathComponent(PlaygroundState.autosaveFileName)
        var generator = SystemRandomNumberGenerator()
        untitledKey = "untitled-\(getpid())-" + String(generator.next() & 0xFFFF_FFFF, radix: 16)
    }

    /// At start-up: the open document's draft, else the earlier versions' file, else an untitled
    /// draft no window holds, is offered back.
    func start() {
        documentMayHaveChanged()
        if offered == nil { offerLegacy() }
        if offered == nil { offerOrphanedUntitled() }
    }

    // MARK: - Writing

    /// Writes the draft a moment after the last change.
    func schedule(after seconds: Double) {
        timer?.cancel()
        timer = Timeout(seconds: seconds) { [weak self] in self?.write() }
    }

    /// The window closes: a pending write is dropped.
    func cancel() {
        timer?.cancel()
    }

    /// On quit: a pending write now; then every lock is let go (the lock files too: the drafts
    /// that stay are free for the next run).
    func finish() {
        if timer?.isPending ?? false {
            timer?.cancel()
            write()
        }
        for slot in [current, offered].compactMap({ $0 }) { slot.lock.release(removing: true) }
        current = nil
        offered = nil
        currentOrigin = nil
    }

    /// The document was saved or discarded, or the offered draft was declined: that draft goes.
    func remove() {
        timer?.cancel()
        timer = nil
        if let offer = offered, store.state.recoverable == nil {
            // The user answered the offer with Discard.
            delete(offer)
            offered = nil
            if offer !== current { offer.lock.release(removing: true) }
            offerCurrentDraft()
            return
        }
        if let current { delete(current) }
    }

    private func write() {
        timer = nil
        documentMayHaveChanged()
        guard let current, let autosave = store.state.autosave else { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            Console.warn("\(folder.path): cannot create (\(error.localizedDescription)); the changes are not autosaved")
            return
        }
        do throws(WriteError) { try AtomicFile.write(Array(autosave.text.utf8), to: draft(current.key)) } catch {
            Console.warn(error.description)
            return
        }
        // A restored draft now lives in the open document's draft: the offered one is done.
        if let offer = offered, store.state.recoverable == nil {
            if offer !== current {
                delete(offer)
                offer.lock.release(removing: true)
            }
            offered = nil
        }
    }

    // MARK: - The open document

    /// The open document changed (opened, restored, saved elsewhere): its draft is locked, and
    /// the draft a finished run left for it is offered.
    func documentMayHaveChanged() {
        let origin = store.state.document.origin
        guard origin != currentOrigin else { return }
        currentOrigin = origin
        let key = Self.key(for: origin, untitled: untitledKey)
        guard key != current?.key else { return }
        if let current, current !== offered { current.lock.release(removing: true) }
        current = nil
        guard let key else { return }
        if let offer = offered, offer.key == key {
            current = offer
            return
        }
        guard let slot = lock(key) else {
            if case .file(let url) = origin, toldUnavailable.insert(key).inserted {
                store.send(.autosaveUnavailable(tr(
                    "{file} is open in another playground window: its changes here are not autosaved", ["file": url.path])))
            }
            return
        }
        current = slot
        offerCurrentDraft()
    }

    /// The open document's own draft, when there is one and nothing else is on offer.
    private func offerCurrentDraft() {
        guard let current, offered == nil, store.state.recoverable == nil, !store.state.document.isModified else { return }
        guard let found = read(current.key) else { return }
        if case .file(let url) = store.state.document.origin, found.origin != .file(url) { return }
        offer(found, current)
    }

    // MARK: - Offers

    private func offer(_ document: AutosavedDocument, _ slot: Slot) {
        offered = slot
        store.send(.autosaveFound(document))
    }

    /// The earlier versions' autosave file: moved into the folder as an untitled draft of this
    /// window's, and offered.
    private func offerLegacy() {
        guard FileManager.default.fileExists(atPath: legacy.path) else { return }
        var generator = SystemRandomNumberGenerator()
        let key = "untitled-\(getpid())-earlier-" + String(generator.next() & 0xFFFF_FFFF, radix: 16)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            Console.warn("\(folder.path): cannot create (\(error.localizedDescription))")
            return
        }
        guard let slot = lock(key) else { return }
        guard rename(legacy.path, draft(key).path) == 0 else {
            Console.warn("\(legacy.path): cannot move to \(draft(key).path) (\(SystemError.current.reason)); not offered back")
            slot.lock.release(removing: true)
            return
        }
        guard let found = read(key) else {
            slot.lock.release(removing: true)
            return
        }
        offer(found, slot)
    }

    /// The newest untitled draft whose window is gone.
    private func offerOrphanedUntitled() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let drafts = names.filter { $0.hasPrefix("untitled-") && $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        let newestFirst = drafts.sorted { modified(draft($0)) > modified(draft($1)) }
        for key in newestFirst where key != untitledKey {
            guard let slot = lock(key) else { continue }
            if let found = read(key) {
                offer(found, slot)
                return
            }
            slot.lock.release(removing: true)
        }
    }

    // MARK: - Files

    /// The draft's name for a document: its file's, this window's for an untitled or preset
    /// one, none for a `.swift` preview (never modified, never autosaved).
    static func key(for origin: DocumentOrigin, untitled: String) -> String? {
        switch origin {
        case .untitled, .preset: return untitled
        case .swiftSource: return nil
        case .file(let url):
            let canonical = url.resolvingSymlinksInPath().standardizedFileURL.path
            let hex = String(StableHash.fnv1a64(Array(canonical.utf8)), radix: 16)
            return "file-" + String(repeating: "0", count: 16 - hex.count) + hex
        }
    }

    private func draft(_ key: String) -> URL { folder.appendingPathComponent(key + ".json") }

    /// The draft's lock, or nil when another process holds it (or it cannot be made: said).
    private func lock(_ key: String) -> Slot? {
        let path = folder.appendingPathComponent(key + ".lock").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return try LockFile.acquire(path).map { Slot(key: key, lock: $0) }
        } catch {
            Console.warn("\(path): cannot lock (\(error)); the changes are not autosaved")
            return nil
        }
    }

    /// The draft's document, when there is one that can be read (else nothing is offered).
    private func read(_ key: String) -> AutosavedDocument? {
        let url = draft(key)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do throws(ReadFailure) {
            let bytes = try FileDescriptorIO.readFile(atPath: url.path)
            do throws(InputError) {
                return try AutosavedDocument.parse(bytes: bytes, devices: DeviceCatalog(devices: store.state.library.devices))
            } catch {
                Console.warn("\(url.path): \(error); not offered back")
            }
        } catch {
            Console.warn("\(url.path): cannot read (\(error.reason))")
        }
        return nil
    }

    private func delete(_ slot: Slot) {
        unlink(draft(slot.key).path)
    }

    private func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
