// The app's one store instance: sends actions to the pure update, hands its effects to the app
// and the change of state to the window.
import PlaygroundStore

/// Holds the state (with its undo history) and runs every action through `EditorStore.send`,
/// one at a time: an action sent while effects run (an export reporting back) is queued and
/// processed after the current one, so `update` never re-enters.
@MainActor
@_spi(Harness) public final class AppStore {
    private(set) var store: EditorStore
    /// Runs one effect.
    var runEffect: @MainActor (_ effect: PlaygroundEffect) -> Void = { _ in }
    /// Brings the window from the state before the queue's actions to the state after them,
    /// once they are all done.
    var render: @MainActor (_ old: PlaygroundState, _ new: PlaygroundState) -> Void = { _, _ in }
    /// Runs after the queue is drained and rendered (some actions change the history without
    /// any effect).
    var didSettle: @MainActor () -> Void = {}

    private var queue: [StoreAction] = []
    private var isSending = false

    init(state: PlaygroundState) {
        store = EditorStore(state: state)
    }

    @_spi(Harness) public var state: PlaygroundState { store.state }

    /// Values move continuously: the spring, or a slider's drag (the history's open gesture).
    var valuesAreMoving: Bool { store.state.animation.isMoving || store.history.inGesture }

    /// Starts the undo history afresh (after start-up: restoring the state and opening the
    /// command line's document are not the user's edits).
    func forgetHistory() {
        store.clearHistory()
    }

    @_spi(Harness) public func send(_ action: PlaygroundAction) { send(.app(action)) }

    @_spi(Harness) public func send(_ action: StoreAction) {
        queue.append(action)
        guard !isSending else { return }
        isSending = true
        let before = store.state
        while !queue.isEmpty {
            let next = queue.removeFirst()
            var seen = Set<PlaygroundEffect>()
            // An update may repeat an effect (persist twice); running it once is enough.
            for effect in store.send(next) where seen.insert(effect).inserted {
                runEffect(effect)
            }
        }
        isSending = false
        render(before, store.state)
        didSettle()
    }
}
