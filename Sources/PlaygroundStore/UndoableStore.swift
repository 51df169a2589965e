// Undo and redo over the user's geometry changes, wrapped once around `update`.
import ConcentricCore

/// The settings undo restores: what the scene is made of. View options (overlays, zoom), the
/// animation switch and errors are not undone.
public struct PlaygroundGeometry: Sendable, Hashable {
    public var device: DeviceProfile
    public var container: ContainerSettings
    public var corners: LogicalCorners<CornerSetting>
    public var uniformity: Uniformity
    public var inset: Double
    public var depth: Int
    public var direction: LayoutDirection
    public var document: PlaygroundDocument
}

extension PlaygroundState {
    /// The undoable part. While a spring moves the inset, its target stands for the inset, so
    /// that the history never holds a value caught mid-flight. Setting it counts as the user
    /// setting the inset (a spring in flight stops; the next toggle starts from there).
    public var geometry: PlaygroundGeometry {
        get {
            PlaygroundGeometry(
                device: device, container: container, corners: corners, uniformity: uniformity,
                inset: animation.isMoving ? animation.target : inset, depth: depth, direction: direction, document: document)
        }
        set {
            device = newValue.device
            container = newValue.container
            corners = newValue.corners
            uniformity = newValue.uniformity
            inset = newValue.inset
            depth = newValue.depth
            direction = newValue.direction
            let reopened = document != newValue.document
            document = newValue.document
            // Another document brings its own animation; the same one just stops where it is set.
            if reopened { playDocumentAnimation() } else { animation.userSet(inset: inset) }
        }
    }
}

/// The state with its undo history (Elm's `updateWithStorage` pattern: one wrapper, not a line
/// in every branch). An action is one undo step when it changes the geometry, except animation
/// frames and state restoration; every change between `sliderDragBegan` and `sliderDragEnded`
/// is one step together; a new step clears the redo stack.
public struct UndoableStore: Sendable, Hashable {
    public private(set) var state: PlaygroundState
    /// Earlier geometries, oldest first.
    public private(set) var past: [PlaygroundGeometry] = []
    /// Undone geometries, the next redo last.
    public private(set) var future: [PlaygroundGeometry] = []
    /// The geometry when the current slider drag began, while one is in progress.
    public private(set) var dragStart: PlaygroundGeometry?

    /// Steps kept; older ones are forgotten.
    public static let limit = 200

    public init(state: PlaygroundState) {
        self.state = state
    }

    public var canUndo: Bool { !past.isEmpty }
    public var canRedo: Bool { !future.isEmpty }

    /// Runs `action` through `update`, recording undo steps; returns the effects to run.
    public mutating func send(_ action: PlaygroundAction) -> [PlaygroundEffect] {
        switch action {
        case .undoRequested, .redoRequested:
            // A drag whose end never arrived must not block undo: it ends here, as one step.
            endDrag()
            return step(undo: action == .undoRequested)
        default:
            break
        }
        let before = state.geometry
        let (next, effects) = update(state, action)
        state = next
        switch action {
        case .sliderDragBegan:
            if dragStart == nil { dragStart = before }
        case .sliderDragEnded:
            endDrag()
        default:
            if dragStart == nil, action.isUndoable, before != state.geometry { record(before) }
        }
        return effects
    }

    /// Closes the drag in progress, if any: one step when it changed the geometry.
    private mutating func endDrag() {
        guard let start = dragStart else { return }
        dragStart = nil
        if start != state.geometry { record(start) }
    }

    private mutating func record(_ geometry: PlaygroundGeometry) {
        past.append(geometry)
        if past.count > UndoableStore.limit { past.removeFirst(past.count - UndoableStore.limit) }
        future.removeAll()
    }

    /// Undo: the last past geometry replaces the state's, which goes onto the redo stack; redo
    /// the other way round. Nothing happens with an empty stack.
    private mutating func step(undo: Bool) -> [PlaygroundEffect] {
        guard let geometry = undo ? past.popLast() : future.popLast() else { return [] }
        if undo { future.append(state.geometry) } else { past.append(state.geometry) }
        var next = state
        next.geometry = geometry
        let effects: [PlaygroundEffect] = [.redraw, .syncWidgets] + persistence(from: state, to: next)
        state = next
        return effects
    }
}

extension PlaygroundAction {
    /// Whether a geometry change made by this action is the user's (an undo step). Animation
    /// frames and restoring the saved state change the geometry without being edits.
    var isUndoable: Bool {
        switch self {
        case .frameTicked, .stateRestored: false
        default: true
        }
    }
}
