// The app's one store instance: sends actions to the pure update and hands its effects to the app.
import PlaygroundStore

/// Holds the state (with its undo history) and runs every action through `UndoableStore.send`,
/// one at a time: an action sent while effects run (an export reporting back) is queued and
/// processed after the current one, so `update` never re-enters.
@MainActor
final class AppStore {
    private(set) var store: UndoableStore
    /// Runs one effect; `cause` is the action that asked for it (dialogs word errors by it).
    var runEffect: @MainActor (_ effect: PlaygroundEffect, _ cause: PlaygroundAction) -> Void = { _, _ in }
    /// Runs after the queue is drained (some actions change the history without any effect).
    var didSettle: @MainActor () -> Void = {}

    private var queue: [PlaygroundAction] = []
    private var isSending = false

    init(state: PlaygroundState) {
        store = UndoableStore(state: state)
    }

    var state: PlaygroundState { store.state }

    /// Starts the undo history afresh (after start-up: restoring the state and opening the
    /// command line's document are not the user's edits).
    func forgetHistory() {
        store = UndoableStore(state: store.state)
    }

    func send(_ action: PlaygroundAction) {
        queue.append(action)
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            var seen = Set<PlaygroundEffect>()
            // An update may repeat an effect (redraw twice); running it once is enough.
            for effect in store.send(next) where seen.insert(effect).inserted {
                runEffect(effect, next)
            }
        }
        didSettle()
    }
}
