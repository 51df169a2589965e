// Undo and redo over the document's edits, wrapped once around `update`, with their own actions.
import ConcentricScene
import SceneEditing

/// What the app sends the store: an action of the playground, or one of the history's own.
public enum StoreAction: Sendable, Hashable {
    case app(PlaygroundAction)
    /// Ctrl+Z.
    case undo
    /// Ctrl+Shift+Z.
    case redo
    /// A pointer pressed on a slider: the edits until `gestureEnded` are one undo step.
    case gestureBegan
    /// The pointer let go.
    case gestureEnded
}

/// One undo step: the document as it was, and what was selected in it.
public struct HistoryEntry: Sendable, Hashable {
    public var file: SceneFile
    public var selection: ViewPath?

    public init(file: SceneFile, selection: ViewPath?) {
        self.file = file
        self.selection = selection
    }
}

/// The undo and redo stacks of the open document, and how the next edit joins them.
///
/// Steps: each edit that changes the document is one step, except that
/// - every edit between `gestureBegan` and `gestureEnded` (a slider's drag) is one step;
/// - consecutive edits with the same non-nil coalescing key (a slider's or a spin button's
///   arrow-key steps) are one step;
/// - a drag continues the step of the keyed edit just before it, and an edit with the drag's key
///   just after it joins the drag's step. GTK's range can report a value change on either side
///   of the press and release our capture-phase controller sees (its click warps the slider; its
///   release can move it once more), which made one drag two steps, the first undoing only that
///   stray change and so seeming to do nothing. Two drags in a row are two steps.
/// Opening, creating or reloading another document clears both stacks.
public struct History: Sendable, Hashable {
    /// Earlier documents, oldest first.
    public private(set) var past: [HistoryEntry] = []
    /// Undone documents, the next redo last.
    public private(set) var future: [HistoryEntry] = []
    /// The key of the step the next edit with the same key joins, if any.
    public private(set) var openKey: String?
    /// A drag is in progress.
    public private(set) var inGesture = false
    /// The drag in progress already has its step.
    private var gestureRecorded = false
    /// The last thing the history saw was a keyed edit (a drag beginning now continues it).
    private var lastWasKeyedEdit = false

    /// Steps kept; older ones are forgotten.
    public static let limit = 200

    public init() {}

    public var canUndo: Bool { !past.isEmpty }
    public var canRedo: Bool { !future.isEmpty }

    /// The document changed from `before` by an edit with `key`.
    mutating func edited(from before: HistoryEntry, key: String?) {
        defer { lastWasKeyedEdit = key != nil && !inGesture }
        if inGesture {
            if !gestureRecorded { push(before) }
            gestureRecorded = true
            if key != nil { openKey = key }
            return
        }
        if let key, key == openKey { return }
        push(before)
        openKey = key
    }

    mutating func gestureBegan() {
        inGesture = true
        gestureRecorded = lastWasKeyedEdit && openKey != nil
        lastWasKeyedEdit = false
    }

    mutating func gestureEnded() {
        guard inGesture else { return }
        inGesture = false
        // The step stays open for a stray change with the same key; none without a change.
        if !gestureRecorded { openKey = nil }
        lastWasKeyedEdit = false
    }

    /// Another document: nothing to undo into.
    mutating func clear() { self = History() }

    private mutating func push(_ entry: HistoryEntry) {
        past.append(entry)
        if past.count > Self.limit { past.removeFirst(past.count - Self.limit) }
        future.removeAll()
    }

    /// Undo (or redo) from `current`: the entry to show, the stacks moved; nil when empty.
    mutating func step(undo: Bool, from current: HistoryEntry) -> HistoryEntry? {
        inGesture = false
        openKey = nil
        lastWasKeyedEdit = false
        guard let entry = undo ? past.popLast() : future.popLast() else { return nil }
        if undo { future.append(current) } else { past.append(current) }
        return entry
    }
}

/// The state with its undo history: every action goes through `send`.
public struct EditorStore: Sendable, Hashable {
    public private(set) var state: PlaygroundState
    public private(set) var history = History()

    public init(state: PlaygroundState) {
        self.state = state
    }

    public var canUndo: Bool { history.canUndo || state.undoSwiftSource() != nil }
    public var canRedo: Bool { history.canRedo }

    /// Forgets the history (after start-up: restoring the state and opening the command line's
    /// document are not the user's edits).
    public mutating func clearHistory() { history.clear() }

    /// Runs `action`, recording undo steps; returns the effects to run.
    public mutating func send(_ action: StoreAction) -> [PlaygroundEffect] {
        switch action {
        case .app(let action):
            let before = state
            let (next, effects) = update(state, action)
            state = next
            record(action, from: before)
            return effects
        case .undo, .redo:
            // A `.swift` document's undo is the inverse splice of what the window wrote there.
            if action == .undo, let effects = state.undoSwiftSource() { return effects }
            let current = HistoryEntry(file: state.document.file, selection: state.selection)
            guard let entry = history.step(undo: action == .undo, from: current) else { return [] }
            let before = state
            state.restore(entry)
            return derivedEffects(from: before, to: state)
        case .gestureBegan:
            history.gestureBegan()
            return []
        case .gestureEnded:
            history.gestureEnded()
            return []
        }
    }

    /// An edit (the file changed, it is the same document) is a step; another document (its
    /// file as saved changed too: opened, created, reloaded, recovered) clears the history; a
    /// save (only the saved file and the origin change) keeps it.
    private mutating func record(_ action: PlaygroundAction, from before: PlaygroundState) {
        guard before.document.file != state.document.file else { return }
        // A `.swift` document's value edits are undone as splices of its text, not as scenes.
        if case .documentEdited(.set, _) = action, state.document.isSwiftSource { return }
        guard before.document.savedFile == state.document.savedFile, before.document.origin == state.document.origin else {
            history.clear()
            return
        }
        let key: String?
        if case .documentEdited(_, let coalescing) = action { key = coalescing } else { key = nil }
        history.edited(from: HistoryEntry(file: before.document.file, selection: before.selection), key: key)
    }
}

extension PlaygroundState {
    /// Shows a document from the history (undo, redo): a spring in flight stops at the restored
    /// inset, and the animation changes with the document's.
    mutating func restore(_ entry: HistoryEntry) {
        replaceScene(entry.file.document, selection: entry.selection)
        document.file = entry.file
        liveValues = [:]
        animation.userSet(value: animatedDefault)
    }
}
